// The Night Attack (Talavera 20 14.2; kind night_attack): the NightAttack
// order, the night's Combat Phase and its Rest Recovery.

package kinds

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The night_attack kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "night_attack", Rule: "14.0", Single: true, Doc: "a side may attack at night",
		Params: []scenario.Param{req(pSide), integer("per_game", 1, 99, "how many times in the game")}})
}

// nightAttackParams are a night_attack rule's parameters (Talavera 20
// 14.2).
type nightAttackParams struct {
	Side    string `param:"side"`
	PerGame *int   `param:"per_game"` // the engine plays one
}

// Needs is what the engine needs of a night_attack rule.
func (nightAttackParams) Needs() []scenario.Need {
	return scenario.NeedsOf("how many night attacks (the engine plays one)", "per_game")
}

// nightAttack is the state of the Night Attack (Talavera 20 14.2).
type nightAttack struct {
	used bool  // declared this game
	unit int16 // the designated unit's index + 1
	turn int16 // the Night Turn of the attack
}

// nightAttackSlot holds the Night Attack's state in play.
var nightAttackSlot = rules.NewStateSlot[nightAttack]()

// NightAttack designates the unit of the Talavera 20 Night Attack (14.2):
// in the Movement Phase of a Night Turn of the rule's side, before the
// unit moves, once per game.
type NightAttack struct {
	rules.KindOrderBase
	Unit string
}

// String returns the order in its text form.
func (o NightAttack) String() string { return "night-attack " + o.Unit }

// Check validates the order (KindOrder).
func (o NightAttack) Check(s *rules.State, c *rules.Checked) (*rules.Checked, error) {
	return checkNightAttack(s, o, c)
}

// Apply enacts the checked order (KindOrder).
func (NightAttack) Apply(t, _ *rules.State, c *rules.Checked, _ rules.Dice, ev *[]rules.Event) error {
	applyNightAttack(t, c, ev)
	return nil
}

// nightAttackRule returns the scenario's night_attack rule and the side
// it names, when usable.
func nightAttackRuleOf(b *rules.Board) (side int, ok bool) {
	for _, r := range b.Special["night_attack"] {
		if p := rules.RuleParams[nightAttackParams](b, r); p.PerGame != nil && *p.PerGame == 1 && (p.Side == scenario.French || p.Side == scenario.AntiFrench) {
			return rules.SideIndex(p.Side), true
		}
	}
	return -1, false
}

// checkNightAttack validates a NightAttack order (14.2).
func checkNightAttack(s *rules.State, o NightAttack, c *rules.Checked) (*rules.Checked, error) {
	b := s.B
	side, ok := nightAttackRuleOf(b)
	switch {
	case !ok:
		return nil, rules.Illegal("14.2", "the scenario has no Night Attack rule (14.2)")
	case nightAttackSlot.Of(s).used:
		return nil, rules.Illegal("14.2", "the Night Attack is made once per game (14.2)")
	case !b.IsNight(s.Turn) || s.Phase != rules.PhaseMovement || s.Phasing != side:
		return nil, rules.Illegal("14.2", "a Night Attack is declared in the %s Movement Phase of a Night Turn (14.2)", rules.SideName(side))
	}
	u, err := s.UnitOf(o.Unit)
	if err != nil {
		return nil, err
	}
	info := &b.Units[u]
	if info.Side != side || !info.Infantry || info.Leader || info.Dummy || s.Units[u].Where != rules.AtMap {
		return nil, rules.Illegal("14.2", "%q is not a %s Infantry unit on the map (14.2)", info.ID, rules.SideName(side))
	}
	if s.Units[u].Status&rules.StMoved != 0 {
		return nil, rules.Illegal("14.2", "%q has already moved this phase; designate it before it moves (14.2)", info.ID)
	}
	c.Unit = u
	return c, nil
}

// nightAttack applies a NightAttack order.
func applyNightAttack(s *rules.State, c *rules.Checked, ev *[]rules.Event) {
	*nightAttackSlot.Mut(s) = nightAttack{used: true, unit: int16(c.Unit + 1), turn: int16(s.Turn)}
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(s.Phasing), Unit: s.B.Units[c.Unit].ID, Text: "Night Attack declared (14.2)"})
}

// nightAttackTurn reports whether this player turn is that of the Night
// Attack.
func nightAttackTurn(s *rules.State) bool {
	na := nightAttackSlot.Of(s)
	return na.unit > 0 && int(na.turn) == s.Turn && s.Phasing == s.B.Units[na.unit-1].Side
}

// nightAttacker reports whether unit u is the designated unit of this
// turn's Night Attack: it may enter an EZOC in its Night movement.
func nightAttacker(s *rules.State, u int) bool {
	return nightAttackSlot.Of(s).unit == int16(u+1) && nightAttackTurn(s)
}

// nightAttackCombat starts the Combat Phase of a Night Attack at the end
// of the Movement Phase; it reports whether it did.
func nightAttackCombat(s *rules.State, ev *[]rules.Event) bool {
	if !nightAttackTurn(s) {
		return false
	}
	s.Phase = rules.PhaseCombat
	s.BattlesDeclared = false
	s.BattleList = nil
	for u := range s.Units {
		s.Units[u].Status &^= rules.StAdvanced
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvPhase, Side: rules.SideName(s.Phasing), Text: fmt.Sprintf("turn %d %s (Night Attack, 14.2)", s.Turn, s.Phase)})
	return true
}

// checkNightDeclaration adds the Night Attack's limits to the core's check
// of a declaration in its Combat Phase: at most one battle, the designated
// unit alone against one enemy unit (8.1.3, 14.2); no other unit owes an
// attack (7.4, 9.1), so waived is true in that phase.
func checkNightDeclaration(s *rules.State, battles []*rules.Battle) (waived bool, err error) {
	if !s.B.IsNight(s.Turn) || !nightAttackTurn(s) {
		return false, nil
	}
	if len(battles) > 1 {
		return false, rules.Illegal("14.2", "a Night Attack is a single battle (14.2)")
	}
	for _, bt := range battles {
		a := int(nightAttackSlot.Of(s).unit - 1)
		if len(bt.Attackers) != 1 || bt.Attackers[0] != a || len(bt.Defenders) != 1 {
			return false, rules.Illegal("8.1.3", "in a Night Attack only %q attacks, one enemy unit (8.1.3, 14.2)", s.B.Units[a].ID)
		}
	}
	return true, nil
}

// nightAttackResolve applies the Night Attack's battle limits: only the
// attacker commits Reserves, and the attacker advances into the vacated
// hex (14.2).
func nightAttackResolve(s *rules.State, defReserve bool, o *rules.BattleOpts) error {
	if !s.B.IsNight(s.Turn) || !nightAttackTurn(s) {
		return nil
	}
	if defReserve {
		return fmt.Errorf("rules: in a Night Attack only the %s player may commit Reserves (14.2)", rules.SideName(s.Phasing))
	}
	a := int(nightAttackSlot.Of(s).unit - 1)
	o.Advance = append([]int{a}, rules.RemoveInt(o.Advance, a)...)
	return nil
}

// nightAttackRest reports whether side skips its Rest Recovery this night
// for its Night Attack (14.2).
func nightAttackRest(s *rules.State, side int, ev *[]rules.Event) bool {
	if !nightAttackTurn(s) || s.Phasing != side {
		return false
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvRest, Side: rules.SideName(side), Text: "no Rest Recovery after the Night Attack (14.2)"})
	return true
}

// nightAttackNote records how the engine applies a night_attack rule (its Board hook).
func nightAttackNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[nightAttackParams](b, r)
	if _, ok := nightAttackRuleOf(b); !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind night_attack): side %q or per_game %q not usable; not applied by the engine", r.ID, r.Title, p.Side, intOrEmpty(p.PerGame))
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): once per game, in the %s Movement Phase of a Night Turn, a NightAttack order designates one %s Infantry unit that has not moved; it moves with its Night Movement Allowance but may enter an EZOC (not from one EZOC hex directly into another); the normally skipped Combat Phase then follows (the rule names no Reaction Phase, and the engine gives none; no Lull, 13.0, as on other Night Turns), in which only that unit may attack, one enemy unit (8.1.3), only the %s player may commit Reserves (12.2.3), and it advances after combat into the vacated hex; the %s side has no Rest Recovery that night (14.2)",
		r.ID, r.Title, p.Side, p.Side, p.Side, p.Side)
}

func init() {
	rules.BindAtFirstUse(bindNightAttack)
	rules.BindOrderWord("night-attack", 1, func(_ string, f []string) (rules.Order, error) { return NightAttack{Unit: f[1]}, nil })
}

// bindNightAttack binds the hooks of this file's kinds.
func bindNightAttack() {
	rules.Bind("night_attack", rules.Hooks{Params: newParams[nightAttackParams], Board: nightAttackNote})
	// The Night Attack keeps state in play: the unit designated, its
	// move into an EZOC, its Combat Phase, its night without a Lull or
	// Rest Recovery (14.2). Its rank puts its night without Rest Recovery
	// before a rest_recovery rule's (rest_recovery.go).
	rules.BindGame("night_attack", 60, rules.GameHooks{
		Active: withRule("night_attack"),
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			return f.With(rules.MfNightEZOC, nightAttacker(s, u))
		},
		Phase: rules.PhaseHooks{
			rules.OnNightMovementEnd: func(s *rules.State, e rules.PhaseStep) bool { return nightAttackCombat(s, e.Events) },
		},
		Lull:   rules.LullHooks{rules.LullNight: func(s *rules.State, _ int) bool { return nightAttackTurn(s) }},
		NoRest: nightAttackRest,
		Declare: rules.DeclareHooks{
			rules.DeclCheck: func(s *rules.State, battles []*rules.Battle, _ map[int]bool) (bool, error) {
				return checkNightDeclaration(s, battles)
			},
		},
		CheckResolve: func(s *rules.State, _ *rules.Battle, o rules.Resolve, opts rules.BattleOpts) (rules.BattleOpts, error) {
			err := nightAttackResolve(s, o.DefenderReserve, &opts)
			return opts, err
		},
	})
}
