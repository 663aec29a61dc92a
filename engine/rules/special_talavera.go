package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() {
	BindAtFirstUse(bindTalaveraKinds)
	BindOrderWord("night-attack", 1, func(_ string, f []string) (Order, error) { return NightAttack{Unit: f[1]}, nil })
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
		Bind(k.kind, Hooks{Params: k.params, Board: BoardHook((*Board).applyTalaveraRule)})
	}
	// The Night Attack (14.2), Precarious British Security (7.8) and the
	// assault on the walls (9.4.6) keep state in play.
	BindGame("talavera", 60, GameHooks{
		MoveRules: func(s *State, u int, f MoveFlags) MoveFlags {
			if left, ok := s.precariousLeft(u); ok && !f.Has(MfGoesOn) {
				f = f.GoesOn(left)
			}
			return f.With(MfNightEZOC, s.nightAttacker(u))
		},
		Phase: PhaseHooks{
			OnMoved:            func(t *State, e PhaseStep) bool { t.precariousMove(e.Before, e.Unit, e.Dice, e.Events); return false },
			OnNightMovementEnd: func(s *State, e PhaseStep) bool { return s.nightAttackCombat(e.Events) },
			OnDeclared:         func(t *State, e PhaseStep) bool { t.assaultWalls(e.Dice, e.Events); return false },
		},
		Lull:   LullHooks{LullNight: func(s *State, _ int) bool { return s.nightAttackTurn() }},
		NoRest: (*State).nightAttackRest,
		Declare: DeclareHooks{
			DeclCheck: func(s *State, battles []*Battle, _ map[int]bool) (bool, error) {
				return s.checkNightDeclaration(battles)
			},
			DeclAttacking: func(s *State, battles []*Battle, attacking map[int]bool) (bool, error) {
				s.wallsRetreating(battles, attacking)
				return false, nil
			},
		},
		CheckResolve: func(s *State, _ *Battle, o Resolve, opts BattleOpts) (BattleOpts, error) {
			err := s.nightAttackResolve(o.DefenderReserve, &opts)
			return opts, err
		},
	})
}

// applyTalaveraRule records how the engine applies the Talavera 20
// special rules of this file; it reports whether the kind is one of them.
func (b *Board) applyTalaveraRule(r scenario.Rule) bool {
	switch r.Kind {
	case "assault_walls":
		h, n, ok := b.wallsParams(r)
		if !ok {
			p := RuleParams[assaultWallsParams](b, r)
			b.RuleNote(r, NotApplied, "special rule %q (%s, kind assault_walls): hex %q or morale %q not usable; not applied by the engine", r.ID, r.Title, p.Hex, intOrEmpty(p.Morale))
			return true
		}
		b.RuleNote(r, Applied, "special rule %q (%s): when the phasing player declares its battles (9.2) with units adjacent to an enemy unit in %s, a declaration that attacks that unit costs the phasing side %+d Morale before any battle is resolved; a declaration that does not attack it retreats every phasing non-leader unit adjacent to %s one hex as on an AR result (9.7), before any battle is resolved, and those units are dropped from the declared battles and owe no attack (9.4.6); the unit in %s does not advance after that retreat (9.4.6 does not say it may)",
			r.ID, r.Title, b.Code(h), n, b.Code(h), b.Code(h))
	case "night_attack":
		p := RuleParams[nightAttackParams](b, r)
		if _, ok := b.nightAttackRule(); !ok {
			b.RuleNote(r, NotApplied, "special rule %q (%s, kind night_attack): side %q or per_game %q not usable; not applied by the engine", r.ID, r.Title, p.Side, intOrEmpty(p.PerGame))
			return true
		}
		b.RuleNote(r, Applied, "special rule %q (%s): once per game, in the %s Movement Phase of a Night Turn, a NightAttack order designates one %s Infantry unit that has not moved; it moves with its Night Movement Allowance but may enter an EZOC (not from one EZOC hex directly into another); the normally skipped Combat Phase then follows (the rule names no Reaction Phase, and the engine gives none; no Lull, 13.0, as on other Night Turns), in which only that unit may attack, one enemy unit (8.1.3), only the %s player may commit Reserves (12.2.3), and it advances after combat into the vacated hex; the %s side has no Rest Recovery that night (14.2)",
			r.ID, r.Title, p.Side, p.Side, p.Side, p.Side)
	case "zoc_exception":
		p := RuleParams[zocExceptionParams](b, r)
		if !b.precariousUsable(r) {
			b.RuleNote(r, NotApplied, "special rule %q (%s, kind zoc_exception): applies_to %q, table %q, ends %q or stops %q not usable; not applied by the engine", r.ID, r.Title, p.AppliesTo, p.Table, orEmpty(p.Ends), orEmpty(p.Stops))
			return true
		}
		b.RuleNote(r, Applied, "special rule %q (%s): when a French non-leader unit's Move ends in a hex in the ZOC of a British Infantry unit, it rolls on the %s table: %s it stops and the rule no longer applies; %s it stops; otherwise it need not stop, and if it has Movement Points left (its Movement Allowance less the cost of that Move; the road bonus, 6.6, is not carried over), no other enemy ZOC covers the hex and the hex's terrain does not stop it (6.5), a further Move order for it, given before any other unit moves this phase, may move it on from there with those points (7.8); the roll is made only at the end of a Move order, so a move passes through such a hex only as two orders",
			r.ID, r.Title, p.Table, orEmpty(p.Ends), orEmpty(p.Stops))
	case "optional_extension":
		b.extensionNote(r)
	case "build_redoubt":
		b.redoubtNote(r) // special_redoubt.go
	default:
		return false
	}
	return true
}

// extensionNote records why the engine does not apply an optional
// extension of the game (Rousse 20 / Slobozia 20 14.2, The Second Day of
// Battle): the rule does not state how long the extension lasts.
func (b *Board) extensionNote(r scenario.Rule) {
	p := RuleParams[extensionParams](b, r)
	if n, err := strconv.Atoi(p.ExtendedEndTurn); err == nil && n > b.Scenario.Turns.End {
		b.RuleNote(r, NotApplied, "special rule %q (%s, kind optional_extension): extending the game to Game Turn %d is not applied by the engine; the game ends after Game Turn %d", r.ID, r.Title, n, b.Scenario.Turns.End)
		return
	}
	b.RuleNote(r, NotApplied, "special rule %q (%s, kind optional_extension): the rule (%s) does not state how many Game Turns the extension adds (extended_end_turn %q), so it is not applied by the engine; the game ends after Game Turn %d", r.ID, r.Title, r.Number, p.ExtendedEndTurn, b.Scenario.Turns.End)
}

// missingMapNote records a rule that needs a map feature the scenario's
// map data does not give (param needs_map), such as the Alberche River of
// Talavera 20 18.2 and 18.3; it reports whether it did.
func (b *Board) missingMapNote(r scenario.Rule) bool {
	needs := RuleParams[movementLimitParams](b, r).NeedsMap // special_core.go
	if needs == "" {
		return false
	}
	b.RuleNote(r, NotApplied, "special rule %q (%s, kind %s): needs the %s, which the scenario's map data does not give; not applied by the engine", r.ID, r.Title, r.Kind, needs)
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
func (b *Board) wallsParams(r scenario.Rule) (h int32, n int, ok bool) {
	p := RuleParams[assaultWallsParams](b, r)
	h, err := b.Parse(p.Hex)
	if err != nil || p.Morale == nil || h < 0 {
		return -1, 0, false
	}
	return h, *p.Morale, true
}

// wallsRule returns the scenario's usable assault_walls rule, its hex and
// Morale change (Talavera 20 9.4.6).
func (b *Board) wallsRule() (r scenario.Rule, h int32, n int, ok bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "assault_walls" {
			continue
		}
		if h, n, ok := b.wallsParams(r); ok {
			return r, h, n, true
		}
	}
	return scenario.Rule{}, -1, 0, false
}

// wallsDefender returns the enemy of the phasing side in the walled hex h
// (a unit or an active garrison), or -1.
func (s *State) wallsDefender(h int32) int {
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
func (s *State) wallsAdjacent(h int32) []int {
	b := s.B
	var out []int
	for u, info := range b.Units {
		if info.Side != s.Phasing || info.Leader || info.Garrison || s.Units[u].Where != AtMap {
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
func (s *State) wallsRetreating(battles []*Battle, attacking map[int]bool) {
	_, h, _, ok := s.B.wallsRule()
	if !ok {
		return
	}
	e := s.wallsDefender(h)
	if e < 0 {
		return
	}
	for _, bt := range battles {
		if IndexOf(bt.Defenders, e) >= 0 {
			return
		}
	}
	for _, u := range s.wallsAdjacent(h) {
		attacking[u] = false
	}
}

// assaultWalls applies the Assault on the Walls of Talavera (9.4.6) once
// the battles are declared: an attack on the enemy unit in the walled hex
// costs Morale; without one, every phasing unit adjacent to it retreats
// one hex as on an AR result and leaves the declared battles.
func (s *State) assaultWalls(d Dice, ev *[]Event) {
	r, h, n, ok := s.B.wallsRule()
	if !ok {
		return
	}
	e := s.wallsDefender(h)
	adj := s.wallsAdjacent(h)
	if e < 0 || len(adj) == 0 {
		return
	}
	var md MoraleDelta
	for _, bt := range s.BattleList {
		if IndexOf(bt.Defenders, e) >= 0 {
			md.Add(s.Phasing, n, r.ID)
			*ev = append(*ev, Event{Kind: EvSpecial, Side: SideName(s.Phasing), Hex: s.B.Code(h), Text: fmt.Sprintf("%s: assault on %s, %+d Morale (%s)", r.Title, s.B.Units[e].ID, n, r.ID)})
			s.ApplyMorale(&md, ev)
			return
		}
	}
	*ev = append(*ev, Event{Kind: EvSpecial, Side: SideName(s.Phasing), Hex: s.B.Code(h), Text: fmt.Sprintf("%s: no assault on %s; the adjacent units retreat (%s)", r.Title, s.B.Units[e].ID, r.ID)})
	for _, u := range adj {
		if s.Units[u].Where != AtMap {
			continue
		}
		s.RetreatUnit(u, 1, false, nil, d, &md, ev)
		if s.B.Units[u].IrregularRules.WithdrawRouted && s.Units[u].Where == AtMap {
			s.MarkRouted(u) // 16.7.7, as on an AR result in resolve
		}
	}
	for i := range s.BattleList {
		bt := &s.BattleList[i]
		for _, u := range adj {
			bt.Attackers = RemoveInt(bt.Attackers, u)
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
var nightAttackSlot = NewStateSlot[nightAttack]()

// NightAttack designates the unit of the Talavera 20 Night Attack (14.2):
// in the Movement Phase of a Night Turn of the rule's side, before the
// unit moves, once per game.
type NightAttack struct {
	KindOrderBase
	Unit string
}

// String returns the order in its text form.
func (o NightAttack) String() string { return "night-attack " + o.Unit }

// nightAttackRule returns the scenario's night_attack rule and the side
// it names, when usable.
func (b *Board) nightAttackRule() (side int, ok bool) {
	for _, r := range b.Special["night_attack"] {
		if p := RuleParams[nightAttackParams](b, r); p.PerGame != nil && *p.PerGame == 1 && (p.Side == scenario.French || p.Side == scenario.AntiFrench) {
			return SideIndex(p.Side), true
		}
	}
	return -1, false
}

// checkNightAttack validates a NightAttack order (14.2).
func (s *State) checkNightAttack(o NightAttack, c *Checked) (*Checked, error) {
	b := s.B
	side, ok := b.nightAttackRule()
	switch {
	case !ok:
		return nil, Illegal("14.2", "the scenario has no Night Attack rule (14.2)")
	case nightAttackSlot.Of(s).used:
		return nil, Illegal("14.2", "the Night Attack is made once per game (14.2)")
	case !b.IsNight(s.Turn) || s.Phase != PhaseMovement || s.Phasing != side:
		return nil, Illegal("14.2", "a Night Attack is declared in the %s Movement Phase of a Night Turn (14.2)", SideName(side))
	}
	u, err := s.UnitOf(o.Unit)
	if err != nil {
		return nil, err
	}
	info := &b.Units[u]
	if info.Side != side || !info.Infantry || info.Leader || info.Dummy || s.Units[u].Where != AtMap {
		return nil, Illegal("14.2", "%q is not a %s Infantry unit on the map (14.2)", info.ID, SideName(side))
	}
	if s.Units[u].Status&StMoved != 0 {
		return nil, Illegal("14.2", "%q has already moved this phase; designate it before it moves (14.2)", info.ID)
	}
	c.Unit = u
	return c, nil
}

// nightAttack applies a NightAttack order.
func (s *State) nightAttack(c *Checked, ev *[]Event) {
	*nightAttackSlot.Mut(s) = nightAttack{used: true, unit: int16(c.Unit + 1), turn: int16(s.Turn)}
	*ev = append(*ev, Event{Kind: EvSpecial, Side: SideName(s.Phasing), Unit: s.B.Units[c.Unit].ID, Text: "Night Attack declared (14.2)"})
}

// nightAttackTurn reports whether this player turn is that of the Night
// Attack.
func (s *State) nightAttackTurn() bool {
	na := nightAttackSlot.Of(s)
	return na.unit > 0 && int(na.turn) == s.Turn && s.Phasing == s.B.Units[na.unit-1].Side
}

// nightAttacker reports whether unit u is the designated unit of this
// turn's Night Attack: it may enter an EZOC in its Night movement.
func (s *State) nightAttacker(u int) bool {
	return nightAttackSlot.Of(s).unit == int16(u+1) && s.nightAttackTurn()
}

// nightAttackCombat starts the Combat Phase of a Night Attack at the end
// of the Movement Phase; it reports whether it did.
func (s *State) nightAttackCombat(ev *[]Event) bool {
	if !s.nightAttackTurn() {
		return false
	}
	s.Phase = PhaseCombat
	s.BattlesDeclared = false
	s.BattleList = nil
	for u := range s.Units {
		s.Units[u].Status &^= StAdvanced
	}
	*ev = append(*ev, Event{Kind: EvPhase, Side: SideName(s.Phasing), Text: fmt.Sprintf("turn %d %s (Night Attack, 14.2)", s.Turn, s.Phase)})
	return true
}

// checkNightDeclaration adds the Night Attack's limits to the core's check
// of a declaration in its Combat Phase: at most one battle, the designated
// unit alone against one enemy unit (8.1.3, 14.2); no other unit owes an
// attack (7.4, 9.1), so waived is true in that phase.
func (s *State) checkNightDeclaration(battles []*Battle) (waived bool, err error) {
	if !s.B.IsNight(s.Turn) || !s.nightAttackTurn() {
		return false, nil
	}
	if len(battles) > 1 {
		return false, Illegal("14.2", "a Night Attack is a single battle (14.2)")
	}
	for _, bt := range battles {
		a := int(nightAttackSlot.Of(s).unit - 1)
		if len(bt.Attackers) != 1 || bt.Attackers[0] != a || len(bt.Defenders) != 1 {
			return false, Illegal("8.1.3", "in a Night Attack only %q attacks, one enemy unit (8.1.3, 14.2)", s.B.Units[a].ID)
		}
	}
	return true, nil
}

// nightAttackResolve applies the Night Attack's battle limits: only the
// attacker commits Reserves, and the attacker advances into the vacated
// hex (14.2).
func (s *State) nightAttackResolve(defReserve bool, o *BattleOpts) error {
	if !s.B.IsNight(s.Turn) || !s.nightAttackTurn() {
		return nil
	}
	if defReserve {
		return fmt.Errorf("rules: in a Night Attack only the %s player may commit Reserves (14.2)", SideName(s.Phasing))
	}
	a := int(nightAttackSlot.Of(s).unit - 1)
	o.Advance = append([]int{a}, RemoveInt(o.Advance, a)...)
	return nil
}

// nightAttackRest reports whether side skips its Rest Recovery this night
// for its Night Attack (14.2).
func (s *State) nightAttackRest(side int, ev *[]Event) bool {
	if !s.nightAttackTurn() || s.Phasing != side {
		return false
	}
	*ev = append(*ev, Event{Kind: EvRest, Side: SideName(side), Text: "no Rest Recovery after the Night Attack (14.2)"})
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
var precariousSlot = NewStateSlot[precarious]()

// precariousRule returns the usable zoc_exception rule (7.8).
func (b *Board) precariousRule() (scenario.Rule, bool) {
	for _, r := range b.Special["zoc_exception"] {
		if b.precariousUsable(r) {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// precariousUsable reports whether a zoc_exception rule is one the engine
// applies.
func (b *Board) precariousUsable(r scenario.Rule) bool {
	p := RuleParams[zocExceptionParams](b, r)
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
func (s *State) precariousLeft(u int) (int, bool) {
	ps := precariousSlot.Of(s)
	if ps.unit != int16(u+1) || ps.key != int32(s.PhaseKey()) {
		return 0, false
	}
	return int(ps.left), true
}

// precariousMove rolls on the British No-Sentry Table when a French
// unit's Move (from the state before) ended in the ZOC of a British
// Infantry unit (7.8).
func (s *State) precariousMove(before *State, u int, d Dice, ev *[]Event) {
	b := s.B
	cont, wasCont := before.precariousLeft(u)
	if ps := precariousSlot.Of(s); ps.unit != 0 || ps.left != 0 {
		pm := precariousSlot.Mut(s)
		pm.unit, pm.left = 0, 0 // a continuation ends with the next Move
	}
	info := &b.Units[u]
	if precariousSlot.Of(s).posted || info.Side != French || info.Leader {
		return
	}
	r, ok := b.precariousRule()
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
			if e < 0 || b.Units[e].Side == French || !s.ZocInto(e, h) {
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
	p := RuleParams[zocExceptionParams](b, r)
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
	*ev = append(*ev, Event{Kind: EvSpecial, Side: SideName(French), Unit: info.ID, Hex: b.Code(h), Roll: roll, Text: fmt.Sprintf("%s: %s (%s)", r.Title, text, r.ID)})
}

// Check validates the order (KindOrder).
func (o NightAttack) Check(s *State, c *Checked) (*Checked, error) {
	return s.checkNightAttack(o, c)
}

// Apply enacts the checked order (KindOrder).
func (NightAttack) Apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.nightAttack(c, ev)
	return nil
}
