package kinds

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() {
	rules.BindAtFirstUse(bindTalaveraKinds)
	rules.BindOrderWord("night-attack", 1, func(_ string, f []string) (rules.Order, error) { return NightAttack{Unit: f[1]}, nil })
}

// The special rule kinds this file applies: Talavera 20 assault_walls,
// night_attack and zoc_exception, the notes of build_redoubt and of the
// Rousse 20 / Slobozia 20 optional_extension.
func bindTalaveraKinds() {
	for _, k := range []struct {
		kind   string
		params func() any
	}{{"assault_walls", newParams[assaultWallsParams]}, {"night_attack", newParams[nightAttackParams]}, {"zoc_exception", newParams[zocExceptionParams]},
		{"optional_extension", newParams[extensionParams]}, {"build_redoubt", newParams[buildRedoubtParams]}} {
		rules.Bind(k.kind, rules.Hooks{Params: k.params, Board: rules.BoardHook(applyTalaveraRule)})
	}
	// The Night Attack (14.2), Precarious British Security (7.8) and the
	// assault on the walls (9.4.6) keep state in play.
	rules.BindGame("talavera", 60, rules.GameHooks{
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			if left, ok := precariousLeft(s, u); ok && !f.Has(rules.MfGoesOn) {
				f = f.GoesOn(left)
			}
			return f.With(rules.MfNightEZOC, nightAttacker(s, u))
		},
		Phase: rules.PhaseHooks{
			rules.OnMoved: func(t *rules.State, e rules.PhaseStep) bool {
				precariousMove(t, e.Before, e.Unit, e.Dice, e.Events)
				return false
			},
			rules.OnNightMovementEnd: func(s *rules.State, e rules.PhaseStep) bool { return nightAttackCombat(s, e.Events) },
			rules.OnDeclared:         func(t *rules.State, e rules.PhaseStep) bool { assaultWalls(t, e.Dice, e.Events); return false },
		},
		Lull:   rules.LullHooks{rules.LullNight: func(s *rules.State, _ int) bool { return nightAttackTurn(s) }},
		NoRest: nightAttackRest,
		Declare: rules.DeclareHooks{
			rules.DeclCheck: func(s *rules.State, battles []*rules.Battle, _ map[int]bool) (bool, error) {
				return checkNightDeclaration(s, battles)
			},
			rules.DeclAttacking: func(s *rules.State, battles []*rules.Battle, attacking map[int]bool) (bool, error) {
				wallsRetreating(s, battles, attacking)
				return false, nil
			},
		},
		CheckResolve: func(s *rules.State, _ *rules.Battle, o rules.Resolve, opts rules.BattleOpts) (rules.BattleOpts, error) {
			err := nightAttackResolve(s, o.DefenderReserve, &opts)
			return opts, err
		},
	})
}

// applyTalaveraRule records how the engine applies the Talavera 20
// special rules of this file; it reports whether the kind is one of them.
func applyTalaveraRule(b *rules.Board, r scenario.Rule) bool {
	switch r.Kind {
	case "assault_walls":
		h, n, ok := wallsParams(b, r)
		if !ok {
			p := rules.RuleParams[assaultWallsParams](b, r)
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind assault_walls): hex %q or morale %q not usable; not applied by the engine", r.ID, r.Title, p.Hex, intOrEmpty(p.Morale))
			return true
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): when the phasing player declares its battles (9.2) with units adjacent to an enemy unit in %s, a declaration that attacks that unit costs the phasing side %+d Morale before any battle is resolved; a declaration that does not attack it retreats every phasing non-leader unit adjacent to %s one hex as on an AR result (9.7), before any battle is resolved, and those units are dropped from the declared battles and owe no attack (9.4.6); the unit in %s does not advance after that retreat (9.4.6 does not say it may)",
			r.ID, r.Title, b.Code(h), n, b.Code(h), b.Code(h))
	case "night_attack":
		p := rules.RuleParams[nightAttackParams](b, r)
		if _, ok := nightAttackRuleOf(b); !ok {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind night_attack): side %q or per_game %q not usable; not applied by the engine", r.ID, r.Title, p.Side, intOrEmpty(p.PerGame))
			return true
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): once per game, in the %s Movement Phase of a Night Turn, a NightAttack order designates one %s Infantry unit that has not moved; it moves with its Night Movement Allowance but may enter an EZOC (not from one EZOC hex directly into another); the normally skipped Combat Phase then follows (the rule names no Reaction Phase, and the engine gives none; no Lull, 13.0, as on other Night Turns), in which only that unit may attack, one enemy unit (8.1.3), only the %s player may commit Reserves (12.2.3), and it advances after combat into the vacated hex; the %s side has no Rest Recovery that night (14.2)",
			r.ID, r.Title, p.Side, p.Side, p.Side, p.Side)
	case "zoc_exception":
		p := rules.RuleParams[zocExceptionParams](b, r)
		if !precariousUsable(b, r) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind zoc_exception): applies_to %q, table %q, ends %q or stops %q not usable; not applied by the engine", r.ID, r.Title, p.AppliesTo, p.Table, orEmpty(p.Ends), orEmpty(p.Stops))
			return true
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): when a French non-leader unit's Move ends in a hex in the ZOC of a British Infantry unit, it rolls on the %s table: %s it stops and the rule no longer applies; %s it stops; otherwise it need not stop, and if it has Movement Points left (its Movement Allowance less the cost of that Move; the road bonus, 6.6, is not carried over), no other enemy ZOC covers the hex and the hex's terrain does not stop it (6.5), a further Move order for it, given before any other unit moves this phase, may move it on from there with those points (7.8); the roll is made only at the end of a Move order, so a move passes through such a hex only as two orders",
			r.ID, r.Title, p.Table, orEmpty(p.Ends), orEmpty(p.Stops))
	case "optional_extension":
		extensionNote(b, r)
	case "build_redoubt":
		redoubtNote(b, r) // special_redoubt.go
	default:
		return false
	}
	return true
}

// extensionNote records why the engine does not apply an optional
// extension of the game (Rousse 20 / Slobozia 20 14.2, The Second Day of
// Battle): the rule does not state how long the extension lasts.
func extensionNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[extensionParams](b, r)
	if n, err := strconv.Atoi(p.ExtendedEndTurn); err == nil && n > b.Scenario.Turns.End {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind optional_extension): extending the game to Game Turn %d is not applied by the engine; the game ends after Game Turn %d", r.ID, r.Title, n, b.Scenario.Turns.End)
		return
	}
	b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind optional_extension): the rule (%s) does not state how many Game Turns the extension adds (extended_end_turn %q), so it is not applied by the engine; the game ends after Game Turn %d", r.ID, r.Title, r.Number, p.ExtendedEndTurn, b.Scenario.Turns.End)
}

// missingMapNote records a rule that needs a map feature the scenario's
// map data does not give (param needs_map), such as the Alberche River of
// Talavera 20 18.2 and 18.3; it reports whether it did.
func missingMapNote(b *rules.Board, r scenario.Rule) bool {
	needs := rules.RuleParams[movementLimitParams](b, r).NeedsMap // special_core.go
	if needs == "" {
		return false
	}
	b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind %s): needs the %s, which the scenario's map data does not give; not applied by the engine", r.ID, r.Title, r.Kind, needs)
	return true
}

// assaultWallsParams are an assault_walls rule's parameters (Talavera 20
// 9.4.6).
type assaultWallsParams struct {
	Hex    string `param:"hex"`
	Morale *int   `param:"morale"` // the Morale change of the attacking side
}

// nightAttackParams are a night_attack rule's parameters (Talavera 20
// 14.2).
type nightAttackParams struct {
	Side    string `param:"side"`
	PerGame *int   `param:"per_game"` // the engine plays one
}

// zocExceptionParams are a zoc_exception rule's parameters (Talavera 20
// 7.8).
type zocExceptionParams struct {
	Table     string          `param:"table"`
	AppliesTo string          `param:"applies_to"` // the units, in words
	Stops     *scenario.Range `param:"stops"`      // die rolls on which the ZOC stops movement
	Ends      *scenario.Range `param:"ends"`       // die rolls on which the ZOC ends movement
}

// extensionParams are an optional_extension rule's parameters (4.0).
type extensionParams struct {
	Side            string          `param:"side"`
	EndTurn         *scenario.Range `param:"end_turn"`
	ExtendedEndTurn string          `param:"extended_end_turn"` // a Game Turn, or words
	Declare         string          `param:"declare"`
	Cost            string          `param:"cost"`
}

// wallsParams reads an assault_walls rule: the walled hex and the Morale
// change of an assault.
func wallsParams(b *rules.Board, r scenario.Rule) (h int32, n int, ok bool) {
	p := rules.RuleParams[assaultWallsParams](b, r)
	h, err := b.Parse(p.Hex)
	if err != nil || p.Morale == nil || h < 0 {
		return -1, 0, false
	}
	return h, *p.Morale, true
}

// wallsRule returns the scenario's usable assault_walls rule, its hex and
// Morale change (Talavera 20 9.4.6).
func wallsRuleOf(b *rules.Board) (r scenario.Rule, h int32, n int, ok bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "assault_walls" {
			continue
		}
		if h, n, ok := wallsParams(b, r); ok {
			return r, h, n, true
		}
	}
	return scenario.Rule{}, -1, 0, false
}

// wallsDefender returns the enemy of the phasing side in the walled hex h
// (a unit or an active garrison), or -1.
func wallsDefender(s *rules.State, h int32) int {
	e := s.UnitAt(h)
	if e < 0 || s.B.Units[e].Side == s.Phasing {
		e = s.GarrisonAt(h)
	}
	if e < 0 || s.B.Units[e].Side == s.Phasing {
		return -1
	}
	return e
}

// wallsAdjacent lists the phasing side's non-leader units on the map
// adjacent to hex h, by unit index.
func wallsAdjacent(s *rules.State, h int32) []int {
	b := s.B
	var out []int
	for u, info := range b.Units {
		if info.Side != s.Phasing || info.Leader || info.Garrison || s.Units[u].Where != rules.AtMap {
			continue
		}
		for d := 0; d < 6; d++ {
			if b.Nbr[s.Units[u].Hex][d] == h {
				out = append(out, u)
				break
			}
		}
	}
	return out
}

// wallsRetreating marks, in attacking, the units that retreat by option 2
// of the Assault on the Walls of Talavera (9.4.6) with false: the
// declaration attacks no enemy unit in the walled hex. obligations skips
// them.
func wallsRetreating(s *rules.State, battles []*rules.Battle, attacking map[int]bool) {
	_, h, _, ok := wallsRuleOf(s.B)
	if !ok {
		return
	}
	e := wallsDefender(s, h)
	if e < 0 {
		return
	}
	for _, bt := range battles {
		if rules.IndexOf(bt.Defenders, e) >= 0 {
			return
		}
	}
	for _, u := range wallsAdjacent(s, h) {
		attacking[u] = false
	}
}

// assaultWalls applies the Assault on the Walls of Talavera (9.4.6) once
// the battles are declared: an attack on the enemy unit in the walled hex
// costs Morale; without one, every phasing unit adjacent to it retreats
// one hex as on an AR result and leaves the declared battles.
func assaultWalls(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	r, h, n, ok := wallsRuleOf(s.B)
	if !ok {
		return
	}
	e := wallsDefender(s, h)
	adj := wallsAdjacent(s, h)
	if e < 0 || len(adj) == 0 {
		return
	}
	var md rules.MoraleDelta
	for _, bt := range s.BattleList {
		if rules.IndexOf(bt.Defenders, e) >= 0 {
			md.Add(s.Phasing, n, r.ID)
			*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(s.Phasing), Hex: s.B.Code(h), Text: fmt.Sprintf("%s: assault on %s, %+d Morale (%s)", r.Title, s.B.Units[e].ID, n, r.ID)})
			s.ApplyMorale(&md, ev)
			return
		}
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(s.Phasing), Hex: s.B.Code(h), Text: fmt.Sprintf("%s: no assault on %s; the adjacent units retreat (%s)", r.Title, s.B.Units[e].ID, r.ID)})
	for _, u := range adj {
		if s.Units[u].Where != rules.AtMap {
			continue
		}
		s.RetreatUnit(u, 1, false, nil, d, &md, ev)
		if s.B.Units[u].IrregularRules.WithdrawRouted && s.Units[u].Where == rules.AtMap {
			s.MarkRouted(u) // 16.7.7, as on an AR result in resolve
		}
	}
	for i := range s.BattleList {
		bt := &s.BattleList[i]
		for _, u := range adj {
			bt.Attackers = rules.RemoveInt(bt.Attackers, u)
		}
		if len(bt.Attackers) == 0 {
			bt.Cancelled = true
		}
	}
	s.ApplyMorale(&md, ev)
	s.LeadersInEZOC(d, ev)
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

// precarious is the state of Precarious British Security (Talavera 20
// 7.8).
type precarious struct {
	posted bool  // a roll ended the rule (Sentries Posted)
	unit   int16 // index + 1 of the unit that may continue moving
	left   int8  // its Movement Points left
	key    int32 // the phaseKey of that Movement Phase
}

// precariousSlot holds Precarious British Security's state in play.
var precariousSlot = rules.NewStateSlot[precarious]()

// precariousRule returns the usable zoc_exception rule (7.8).
func precariousRuleOf(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Special["zoc_exception"] {
		if precariousUsable(b, r) {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// precariousUsable reports whether a zoc_exception rule is one the engine
// applies.
func precariousUsable(b *rules.Board, r scenario.Rule) bool {
	p := rules.RuleParams[zocExceptionParams](b, r)
	if p.AppliesTo != "British infantry" {
		return false
	}
	found := false
	for _, t := range b.Scenario.Tables {
		found = found || t.ID == p.Table
	}
	var ends, stops scenario.Range
	if p.Ends != nil {
		ends = *p.Ends
	}
	if p.Stops != nil {
		stops = *p.Stops
	}
	elo, ehi := ends.Lo, ends.Hi
	slo, shi := stops.Lo, stops.Hi
	return found && elo >= 1 && ehi >= elo && slo == 1 && shi >= ehi && shi <= 6
}

// precariousLeft reports whether unit u may continue its move after a
// No-Sentry roll, and with how many Movement Points (7.8).
func precariousLeft(s *rules.State, u int) (int, bool) {
	ps := precariousSlot.Of(s)
	if ps.unit != int16(u+1) || ps.key != int32(s.PhaseKey()) {
		return 0, false
	}
	return int(ps.left), true
}

// precariousMove rolls on the British No-Sentry Table when a French
// unit's Move (from the state before) ended in the ZOC of a British
// Infantry unit (7.8).
func precariousMove(s *rules.State, before *rules.State, u int, d rules.Dice, ev *[]rules.Event) {
	b := s.B
	cont, wasCont := precariousLeft(before, u)
	if ps := precariousSlot.Of(s); ps.unit != 0 || ps.left != 0 {
		pm := precariousSlot.Mut(s)
		pm.unit, pm.left = 0, 0 // a continuation ends with the next Move
	}
	info := &b.Units[u]
	if precariousSlot.Of(s).posted || info.Side != rules.French || info.Leader {
		return
	}
	r, ok := precariousRuleOf(b)
	if !ok {
		return
	}
	h := s.Units[u].Hex
	british, other := false, false
	for dd := 0; dd < 6; dd++ {
		n := b.Nbr[h][dd]
		if n < 0 {
			continue
		}
		for _, e := range [2]int{s.UnitAt(n), s.GarrisonAt(n)} {
			if e < 0 || b.Units[e].Side == rules.French || !s.ZocInto(e, h) {
				continue
			}
			if eu := &b.Units[e]; eu.Infantry && strings.EqualFold(eu.Nationality, "British") {
				british = true
			} else {
				other = true
			}
		}
	}
	if !british {
		return
	}
	roll := d.Roll()
	p := rules.RuleParams[zocExceptionParams](b, r)
	ends, stops := p.Ends.Hi, p.Stops.Hi // usable: both given (precariousUsable)
	text := "the unit need not stop"
	switch {
	case roll <= ends:
		precariousSlot.Mut(s).posted = true
		text = "the unit stops; Sentries Posted, the rule no longer applies"
	case roll <= stops:
		text = "the unit stops"
	default:
		ma := before.MovementAllowance(u)
		if wasCont {
			ma = cont
		}
		cost := -1
		for _, rc := range before.Reachable(u) {
			if rc.Code == b.Code(h) {
				cost = rc.Cost
			}
		}
		light := b.Optional("16.7") && info.Light && info.Infantry
		left := ma - cost
		if cost >= 0 && left > 0 && !other && !(b.Rugged[h] && !light) {
			ps := precariousSlot.Mut(s)
			ps.unit, ps.left, ps.key = int16(u+1), int8(left), int32(s.PhaseKey())
			text += fmt.Sprintf(" and may continue with %d Movement Point(s)", left)
		}
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(rules.French), Unit: info.ID, Hex: b.Code(h), Roll: roll, Text: fmt.Sprintf("%s: %s (%s)", r.Title, text, r.ID)})
}

// Check validates the order (KindOrder).
func (o NightAttack) Check(s *rules.State, c *rules.Checked) (*rules.Checked, error) {
	return checkNightAttack(s, o, c)
}

// Apply enacts the checked order (KindOrder).
func (NightAttack) Apply(t, _ *rules.State, c *rules.Checked, _ rules.Dice, ev *[]rules.Event) error {
	applyNightAttack(t, c, ev)
	return nil
}

// Needs is what the engine needs of a night_attack rule.
func (nightAttackParams) Needs() []scenario.Need {
	return scenario.NeedsOf("how many night attacks (the engine plays one)", "per_game")
}

// Needs is what the engine needs of a zoc_exception rule.
func (zocExceptionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the units, their table and the rolls on which the ZOC stops or ends movement", "applies_to", "table", "stops", "ends")
}
