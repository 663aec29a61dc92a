package kinds

import (
	"fmt"
	"github.com/aide-de-camp/adc/engine/rules"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// leaderRules is what a scenario's leader special rules (kinds
// leader_restriction, command_restriction, leader_elimination) say about
// each leader, by unit index. It is built once the units are known.
type leaderRules struct {
	any   bool
	rules []leaderRule // by unit index; nil unless any
}

// leaderBoard is what the leader rules read with the board: the leaders'
// rules, and the rules that the leader kinds look up in play, found once.
type leaderBoard struct {
	ld leaderRules // scenario leader rules

	// caution memoizes cautionRule (special_leaders.go), asked on every move.
	caution struct {
		once sync.Once
		r    scenario.Rule
		ok   bool
		// side and until are r's side and until_turn parameters, read
		// once (untilErr: until_turn is not a number).
		side     string
		until    int
		untilErr error
	}

	// cardRules memoizes leaderCardRules (special_leaders.go), asked on
	// every card drawn.
	cardRules struct {
		once sync.Once
		rs   []leaderCardRule
	}

	// apathy and coord memoize apathyRule and coordinationRule
	// (special_leaders.go), asked on every card drawn.
	apathy struct {
		once sync.Once
		r    scenario.Rule
		ok   bool
	}
	coord struct {
		once sync.Once
		r    [2]scenario.Rule // by side
		ok   [2]bool
		// The Corps activation played (special_corps_activation.go): its
		// rule and side, the Corps names and colours, and each unit's
		// Corps, by unit index (index + 1; 0: none).
		act           scenario.Rule
		actSide       int
		names, colour []string
		unitCorps     []int8
		// inactMA is the Movement Allowance change of an Inactive unit;
		// announce: the Active Corps are announced, not rolled (Talavera
		// 20 5.1, special_corps_announce.go).
		inactMA  int
		announce bool
	}
}

// leaderBoardSlot holds the leader rules' leaderBoard; the leaders' Deployed
// hook makes it for every board, so it is there in play.
var leaderBoardSlot = rules.NewBoardSlot[leaderBoard]()

// leadersOf is what the leader rules read with board b.
func leadersOf(b *rules.Board) *leaderBoard {
	if lb := leaderBoardSlot.Of(b); lb != nil {
		return lb
	}
	return leaderBoardSlot.Build(b) // while the board is built
}

// leaderRule is one leader's restrictions.
type leaderRule struct {
	ownCorps    bool   // commands only units of its own Corps (formation)
	commands    string // commands only units of this nationality
	extraNat    string // ... and once each Game Turn one unit of this nationality
	distract    int    // a Step D roll up to this means no Orders (Talavera 20 16.10.4)
	distractID  string // the rule of distract
	partner     int    // stacked with this leader they are one leader (16.10.5); -1 none
	pairSpan    int    // the pair's Command Span
	napoleon    bool   // subject to the Breaking Napoleon Table (Talavera 20 16.10.3)
	elimRetreat bool   // permanently removed when it has to Retreat (Talavera 20 16.10.1)
	elimBroken  bool   // permanently eliminated instead of Broken (Slobozia 20 16.9.8)
	elimRouted  bool   // permanently eliminated when it Routs (Slobozia 20 16.9.8)
	fateMax     int    // a roll up to this on Retreat eliminates it (Arapiles 20 16.9.6)
	fateID      string // the rule of fateMax
	replacement int    // the leader that replaces it when eliminated; -1 none
	delay       int    // Game Turns until the replacement arrives
	arriveTurn  int    // it arrives on this Game Turn (Arapiles 20 16.9.6); 0 none
	hexOf       int    // ... in the hex of this unit if on the map; -1 none
}

// leaderSt is the changing part of the leader rules: the unit a
// leader's once-per-turn extra Command went to (Talavera 20 16.10.2).
type leaderSt struct {
	extraTurn int16 // Game Turn of the extra Command
	extraUnit int16 // unit index + 1 that received it
	arrive    int16 // Game Turn a replacement leader arrives (Arapiles 20 16.9.6); 0 none
	clarity   int16 // Game Turn of an event that makes every unit Active (Bussaco 20 5.1); 0 none
	// British Caution (Bussaco 20 5.2): the Game Turn of the roll, the
	// units it lets move, and whether the restriction has ended for good.
	cautionTurn  int16
	cautionLimit int8
	cautionOver  bool
	garde        uint8 // garde_marins markers discarded (Bailén 20 16.11)
	gardeElite   int16 // unit index + 1 acting as Elite in the battle being resolved (16.11)
	noRoll       int16 // Game Turn of an event that skips the Corps activation roll (Bussaco 20 5.1)
	venus        int16 // Game Turn of an event that makes no unit Active (Bussaco 20 5.1); special_venus.go
}

// leaderSlot holds the leader rules' state in play.
var leaderSlot = rules.NewStateSlot[leaderSt]()

// moveGroups is the state of the group limit (Bailén 20 6.10), apart from
// leaderSt so that leaderSt holds no pointer and is kept inline in the
// State (kindstate.go).
type moveGroups struct {
	// groupHex holds each unit's hex (-1 off the map) at the start of a
	// Movement Phase with a group limit. It is made anew each such phase
	// and never changed, so copies of a State may share it.
	groupHex  []int32
	groupTurn int16 // the Game Turn of groupHex
	groupSide int8  // the side whose phase it is
}

// moveGroupSlot holds the group limit's state in play.
var moveGroupSlot = rules.NewStateSlot[moveGroups]()

// leaderUnits splits a comma-separated list of unit ids and reports the
// first one the scenario does not have.
func leaderUnits(b *rules.Board, list []string) (ids []string, missing string) {
	for _, id := range list {
		if id == "" {
			continue
		}
		if !hasUnit(b, id) && missing == "" {
			missing = id
		}
		ids = append(ids, id)
	}
	if len(ids) == 0 && missing == "" {
		missing = "(none given)"
	}
	return ids, missing
}

func init() { rules.BindAtFirstUse(bindLeadersKinds) }

// The leader and unit special rule kinds this file applies.
func bindLeadersKinds() {
	for _, k := range []struct {
		kind   string
		params func() any
	}{{"leader_restriction", newParams[leaderRestrictionParams]}, {"command_restriction", newParams[commandRestrictionParams]},
		{"leader_elimination", newParams[leaderEliminationParams]}, {"leader_wounded", newParams[leaderWoundedParams]},
		{"leader_arrival", newParams[leaderArrivalParams]}, {"leader_state", newParams[leaderStateParams]},
		{"event_effect", newParams[eventEffectParams]}, {"special_units", newParams[specialUnitsParams]}, {"garde_marins", newParams[gardeMarinsParams]}} {
		rules.Bind(k.kind, rules.Hooks{Params: k.params, Board: leaderNote})
	}
	rules.Bind("rally_restriction", rules.Hooks{Params: newParams[rallyRestrictionParams], Board: leaderNote, Units: rallyRestrictionUnits})
	rules.Bind("independent_brigade", rules.Hooks{Params: newParams[brigadeParams], Board: leaderNote, Units: independentBrigadeUnits})
	rules.Bind("independent_brigades", rules.Hooks{Params: newParams[unitsParams], Board: leaderNote, Units: independentBrigadeUnits})
	// The Garde Marins are committed to a battle by the French player
	// (Resolve.Commit), with the unit that acts as Elite if named (16.11).
	rules.BindOption("garde_marins", rules.OrderOption{Orders: []string{"resolve"}, Unit: rules.OptionalUnit,
		Side: func(_ *rules.Board, _ scenario.Rule, p any) int {
			return rules.SideIndex(rules.AsParams[gardeMarinsParams](p).Side)
		},
		Check: checkGardeCommit, Units: gardeUnits})
	// Leaders, groups, caution and the Garde Marins keep state in play;
	// their strengths come before the Flotilla's.
	rules.BindGame("leaders", 20, rules.GameHooks{
		Random: rules.RandomHooks{rules.RandomResolve: func(p *rules.RandomPlayer, s *rules.State, q rules.RandomAsk) rules.RandomAsk {
			q.Resolve = gardeResolve(p, s, q.Battle, q.Resolve)
			return q
		}},
		Built:     rules.BuiltHooks{rules.BuiltUnits: buildLeaderRules},
		NoCommand: allActive,
		Phase: rules.PhaseHooks{
			rules.OnMove:      func(s *rules.State, e rules.PhaseStep) bool { cautionRoll(s, e.Dice, e.Events); return false },
			rules.OnEventsEnd: func(s *rules.State, e rules.PhaseStep) bool { coordinationRoll(s, e.Dice, e.Events); return false },
			rules.OnMovementStart: func(s *rules.State, e rules.PhaseStep) bool {
				leaderArrivals(s, e.Events)
				startGroups(s)
				return false
			},
			rules.OnCard: func(s *rules.State, e rules.PhaseStep) bool { leaderCard(s, e.Card, e.Events); return false },
		},
		MayMove: rules.MayMoveHooks{
			rules.MoveSide: func(s *rules.State, side, _ int) error { return rules.MoveLimit(cautionReached(s, side)) },
			rules.MoveUnit: func(s *rules.State, _, u int) error { return groupLimit(s, u) },
		},
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			return f.With(rules.MfElite, leaderSlot.Of(s).gardeElite == int16(u+1))
		},
		Break: rules.BreakHooks{
			rules.BreakDone: func(s *rules.State, q rules.UnitBreak) rules.UnitBreak {
				napoleonTable(s, q.Unit, q.Hex, q.Events)
				return q
			},
			rules.BreakWhere: func(s *rules.State, q rules.UnitBreak) rules.UnitBreak {
				q.Where = leaderBreakWhere(s, q.Unit, q.Where)
				return q
			},
		},
		Battle: rules.BattleHooks{
			rules.AtLead: func(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) bool {
				if n := battleResolving(s, c, ev); n != 0 && c.Lead == 0 {
					c.Lead = n
				}
				return false
			},
			rules.AtStrengths: func(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) bool {
				o := c.Opts()
				_, u, use := o.CommittedTo(s.B, "garde_marins")
				c.Str[0], c.Str[1], c.Str[2] = gardeMarins(s, c, use, u, c.Str[0], c.Str[1], c.Str[2], ev)
				return false
			},
			rules.AtCommand: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
				if !leadersOf(s.B).ld.any {
					return false
				}
				c.Cmd, _, _, _ = leaderCommand(s, c)
				c.CmdSet = true
				return true
			},
			rules.AtStepD: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
				c.Mods = leaderMods(s, c, c.Mods)
				return false
			},
		},
		LeaderLost: retreatLoss,
	})
}

// leaderNote validates a leader rule's params and records exactly what the
// engine applies (called from applySpecialRule).
func leaderNote(b *rules.Board, r scenario.Rule) {
	bad := func(what string) {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind %s): %s; not applied by the engine", r.ID, r.Title, r.Kind, what)
	}
	with := "with the optional Leader rule (16.9), "
	place := func(id string) string {
		if id == "" || !hasUnit(b, id) {
			return "as a normally Rallied Leader (16.9.7)"
		}
		return fmt.Sprintf("in the hex of %s if it is on the map, otherwise as a normally Rallied Leader (16.9.7: on an empty own LOC hex free of enemy units, or later)", id)
	}
	switch r.Kind {
	case "garde_marins":
		p := rules.RuleParams[gardeMarinsParams](b, r)
		if p.Strength == nil || p.Uses == nil || *p.Strength < 1 || *p.Uses < 1 || p.Side != "french" && p.Side != "anti-french" {
			bad("side, strength or uses not usable")
			return
		}
		n, uses := *p.Strength, *p.Uses
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %d time(s) per game the %s side may discard the marker when a battle it attacks in or defends in is resolved (a Resolve order committing it, +%s) for %+d to its total strength at no Morale cost, with or without reserves; not for a Countercharge; for that battle the %s unit of the battle the player names (+%s:UNIT), or else the first %s unit of the battle (the first to rout), acts as Elite for its rout roll (9.6.2.1; Impetus, 16.7.1, is not applied)", r.ID, r.Title, uses, p.Side, r.ID, n, p.Side, r.ID, p.Side)
	case "special_units":
		specialUnitsNote(b, r)
	case "leader_state":
		leaderStateNote(b, r)
	case "event_effect":
		eventNote(b, r)
	case "independent_brigade", "independent_brigades":
		units, strength := brigade(b, r)
		ids, miss := leaderUnits(b, units)
		if miss != "" {
			bad(fmt.Sprintf("unit %q not in the scenario", miss))
			return
		}
		text := fmt.Sprintf("special rule %q (%s): %s cannot be Rallied, like Remnants (10.0, 16.5); their other Remnant properties are not applied by the engine", r.ID, r.Title, strings.Join(ids, ", "))
		if strength != nil {
			text += fmt.Sprintf("; once per game each may be permanently removed, with no Morale change, to give its Support: %+d to its side's total strength in a battle of either player's Combat Phase (not the Reaction Phase) in which a unit of its side and nationality adjacent to it takes part, when it is in no EZOC and in no battle itself (a Resolve order committing it, +%s:UNIT)", *strength, r.ID)
		}
		b.RuleNote(r, rules.PartlyApplied, "%s", text)
	case "leader_wounded":
		p := rules.RuleParams[leaderWoundedParams](b, r)
		hi, ok := rowMax(b, p.Table, "eliminated")
		switch {
		case !hasUnit(b, p.Unit) || !hasUnit(b, p.Replacement):
			bad(fmt.Sprintf("unit %q or replacement %q not in the scenario", p.Unit, p.Replacement))
		case !ok:
			bad(fmt.Sprintf("table %q with an \"eliminated\" row not in the scenario", p.Table))
		case p.Delay == nil || *p.Delay < 0:
			bad(fmt.Sprintf("delay %q not a number of Game Turns", intOrEmpty(p.Delay)))
		default:
			delay := *p.Delay
			b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s is permanently eliminated when it would be Broken (Disperses); when it has to Retreat (with the unit it is stacked with, or alone in an EZOC, 16.9.3) a die is rolled on table %q: %d or less, permanently eliminated (no Morale change); once it is eliminated %s arrives at the start of its side's Movement Phase %d Game Turns later, %s", r.ID, r.Title, with, p.Unit, p.Table, hi, p.Replacement, delay, place(p.HexOf))
		}
	case "leader_arrival":
		p := rules.RuleParams[leaderArrivalParams](b, r)
		turn, ok := p.turn()
		if !hasUnit(b, p.Unit) || !ok || turn < 1 {
			bad(fmt.Sprintf("unit %q or turn %q not usable", p.Unit, orEmpty(p.Turn)))
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s arrives at the start of its side's Movement Phase on Game Turn %d, %s", r.ID, r.Title, with, p.Unit, turn, place(p.HexOf))
	case "rally_restriction", "morale_per_army":
		rallyNote(b, r)
	case "leader_elimination":
		p := rules.RuleParams[leaderEliminationParams](b, r)
		if _, miss := leaderUnits(b, []string{p.Unit}); miss != "" || p.Unit == "" {
			bad(fmt.Sprintf("unit %q not in the scenario", p.Unit))
			return
		}
		var when []string
		for _, on := range p.On {
			switch on {
			case "broken":
				when = append(when, "would be Broken (it is eliminated instead)")
			case "routed":
				when = append(when, "Routs with the unit it accompanies (9.6.2, 16.9.5)")
			default:
				bad(fmt.Sprintf("condition %q unknown", on))
				return
			}
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s is permanently eliminated when it %s", r.ID, r.Title, with, p.Unit, strings.Join(when, " or when it "))
	case "command_restriction":
		p := rules.RuleParams[commandRestrictionParams](b, r)
		who, side := "", p.Side
		if len(p.Units) > 0 {
			ids, miss := leaderUnits(b, p.Units)
			if miss != "" {
				bad(fmt.Sprintf("unit %q not in the scenario", miss))
				return
			}
			who = "each of " + strings.Join(ids, ", ")
			for _, u := range b.Scenario.Units {
				if u.ID == ids[0] {
					side = u.Side
				}
			}
		} else {
			if p.Side != "french" && p.Side != "anti-french" {
				bad(fmt.Sprintf("side %q not usable", p.Side))
				return
			}
			who = "every " + p.Side + " Leader"
			if ids, _ := leaderUnits(b, p.Exempt); len(ids) > 0 {
				who += " except " + strings.Join(ids, ", ")
			}
		}
		var unknown []string
		for _, u := range b.Scenario.Units {
			if u.Formation == "" && u.Side == side && u.Type != scenario.TypeLeader && u.Type != scenario.TypeDummy && u.Type != scenario.TypeCadre {
				unknown = append(unknown, u.ID)
			}
		}
		text := fmt.Sprintf("special rule %q (%s): %s%s provides Command (16.9.5) only to attacking units of its own Corps (unit formation)", r.ID, r.Title, with, who)
		st := rules.Applied
		if len(unknown) > 0 {
			text += fmt.Sprintf("; the scenario gives no Corps for %s, so the restriction is not applied to them (and to Remnants)", strings.Join(unknown, ", "))
			st = rules.PartlyApplied
		}
		b.RuleNote(r, st, "%s", text)
	case "leader_restriction":
		p := rules.RuleParams[leaderRestrictionParams](b, r)
		switch {
		case len(p.Units) > 0:
			ids, miss := leaderUnits(b, p.Units)
			if miss != "" || len(ids) != 2 || p.CommandSpan == nil || *p.CommandSpan < 0 {
				bad("two leaders and a command_span needed")
				return
			}
			n := *p.CommandSpan
			b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s stacked in one hex are one Leader with a Command Span of %d; then neither makes a Distraction roll nor is subject to the Breaking Napoleon Table", r.ID, r.Title, with, strings.Join(ids, " and "), n)
		case p.Unit == "" || !hasUnit(b, p.Unit):
			bad(fmt.Sprintf("unit %q not in the scenario", p.Unit))
		case p.Table != "":
			hi, ok := rowMax(b, p.Table, "distracted")
			if !ok {
				bad(fmt.Sprintf("table %q with a \"Distracted\" row not in the scenario", p.Table))
				return
			}
			b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s has its printed Command Span; in Step D of a battle whose only Command would come from %s, a die is rolled on table %q: %d or less, no Orders are issued and the attack is Out of Command (-1, 16.9.5); no roll is made when another Leader commands", r.ID, r.Title, with, p.Unit, p.Unit, p.Table, hi)
		case p.Commands != "":
			text := fmt.Sprintf("special rule %q (%s): %s%s provides Command only to %s units", r.ID, r.Title, with, p.Unit, p.Commands)
			if x := p.ExtraSpanish; x != nil {
				if *x != 1 {
					bad(fmt.Sprintf("extra_spanish %q (only 1 is modelled)", intOrEmpty(x)))
					return
				}
				text += " and, each Game Turn, to one Spanish unit: the first Spanish attacker it alone can command in a resolved battle that turn"
			}
			if p.EliminatedOn == "retreat" {
				text += "; it is permanently removed when it has to Retreat (with the unit it is stacked with, or alone in an EZOC, 16.9.3)"
			}
			b.RuleNote(r, rules.Applied, "%s", text)
		default:
			b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %s%s is subject to the Breaking Napoleon Table (16.9.6), which no rulebook prints, so its Breaking has no further result; when an attacker is within its Command Span it provides Command, and the attacker it is stacked with, if it can, Advances After Combat first with it, in place of the advance uncontrolled cavalry would make (no Controlled Advance roll)", r.ID, r.Title, with, p.Unit)
		}
	}
}

// rowMax is the highest roll of the first row of a scenario table whose
// result contains word: "distracted" (Talavera 20 16.10.4, the
// Distraction Table) or "eliminated" (Arapiles 20 16.9.6, Marmont's Fate
// Table).
func rowMax(b *rules.Board, table, word string) (int, bool) {
	for _, t := range b.Scenario.Tables {
		if t.ID != table {
			continue
		}
		for _, row := range t.Rows {
			if len(row.Results) > 0 && strings.Contains(strings.ToLower(row.Results[0]), word) {
				_, hi := rules.ParseRange(row.Roll)
				return hi, hi > 0
			}
		}
	}
	return 0, false
}

// buildLeaderRules reads the leader rules once the units are built.
func buildLeaderRules(b *rules.Board) {
	leaderBoardSlot.Build(b)
	var rs []leaderRule
	get := func(id string) *leaderRule {
		u := b.Unit(strings.TrimSpace(id))
		if u < 0 || !b.Units[u].Leader {
			return nil
		}
		if rs == nil {
			rs = make([]leaderRule, len(b.Units))
			for i := range rs {
				rs[i].partner, rs[i].replacement, rs[i].hexOf = -1, -1, -1
			}
		}
		return &rs[u]
	}
	for _, r := range b.Scenario.Special {
		switch r.Kind {
		case "leader_elimination":
			p := rules.RuleParams[leaderEliminationParams](b, r)
			if lr := get(p.Unit); lr != nil {
				for _, on := range p.On {
					lr.elimBroken = lr.elimBroken || on == "broken"
					lr.elimRouted = lr.elimRouted || on == "routed"
				}
			}
		case "leader_wounded":
			p := rules.RuleParams[leaderWoundedParams](b, r)
			hi, ok := rowMax(b, p.Table, "eliminated")
			lr, rep := get(p.Unit), get(p.Replacement)
			if !ok || p.Delay == nil || *p.Delay < 0 || lr == nil || rep == nil {
				continue
			}
			lr.fateMax, lr.fateID, lr.replacement, lr.delay = hi, r.ID, b.Unit(p.Replacement), *p.Delay
			rep.hexOf = b.Unit(p.HexOf)
		case "leader_arrival":
			p := rules.RuleParams[leaderArrivalParams](b, r)
			turn, ok := p.turn()
			if lr := get(p.Unit); lr != nil && ok && turn > 0 {
				lr.arriveTurn, lr.hexOf = turn, b.Unit(p.HexOf)
			}
		case "command_restriction":
			p := rules.RuleParams[commandRestrictionParams](b, r)
			if len(p.Units) > 0 {
				for _, id := range p.Units {
					if lr := get(id); lr != nil {
						lr.ownCorps = true
					}
				}
				continue
			}
			exempt := map[string]bool{}
			for _, id := range p.Exempt {
				exempt[id] = true
			}
			for _, l := range b.Leaders {
				if rules.SideName(b.Units[l].Side) == p.Side && !exempt[b.Units[l].ID] {
					get(b.Units[l].ID).ownCorps = true
				}
			}
		case "leader_restriction":
			leaderRestriction(b, r, get)
		}
	}
	leadersOf(b).ld = leaderRules{any: rs != nil, rules: rs}
}

// Command outcomes of mayCommand.
const (
	cmdNo = iota
	cmdYes
	cmdExtra // only by the leader's once-per-turn extra Command
)

// mayCommand reports whether leader l may provide Command to attacker a:
// its own Corps only (Talavera 20 16.10.6, Bussaco 20 16.9.5) where the
// unit's Corps is given, its nationality only (Talavera 20 16.10.1), or one
// Spanish unit each Game Turn (Talavera 20 16.10.2).
func mayCommand(s *rules.State, l, a int) int {
	lr := &leadersOf(s.B).ld.rules[l]
	li, ai := &s.B.Units[l], &s.B.Units[a]
	if lr.ownCorps && ai.Formation != "" && ai.Formation != li.Formation {
		return cmdNo
	}
	if lr.commands != "" && !strings.EqualFold(ai.Nationality, lr.commands) {
		if lr.extraNat == "" || !strings.EqualFold(ai.Nationality, lr.extraNat) {
			return cmdNo
		}
		ls := leaderSlot.Of(s)
		if int(ls.extraTurn) != s.Turn || ls.extraUnit == 0 {
			return cmdExtra
		}
		if int(ls.extraUnit) == a+1 {
			return cmdYes
		}
		return cmdNo
	}
	return cmdYes
}

// leaderCommand is command (16.9.5) under the scenario's leader rules: 0
// when a leader may command an attacker within its span, else -1. extraL
// and extraU are the leader and unit of an extra Command it relies on;
// distract is the leader whose Distraction roll decides it (Talavera 20
// 16.10.4), or -1.
func leaderCommand(s *rules.State, c *rules.BattleCtx) (cmd, extraL, extraU, distract int) {
	b := s.B
	extraL, extraU, distract = -1, -1, -1
	for _, l := range b.Leaders {
		info := &b.Units[l]
		if info.Side != c.AttSide || s.Units[l].Where != rules.AtMap {
			continue
		}
		lr := &leadersOf(b).ld.rules[l]
		span := info.Span
		paired := lr.partner >= 0 && s.Units[lr.partner].Where == rules.AtMap && s.Units[lr.partner].Hex == s.Units[l].Hex
		if paired {
			span = lr.pairSpan // 16.10.5
		}
		lh := b.Hexes[s.Units[l].Hex]
		for _, a := range c.Att {
			if lh.Distance(b.Hexes[s.Units[a].Hex]) > span {
				continue
			}
			switch mayCommand(s, l, a) {
			case cmdYes:
				if lr.distract > 0 && !paired {
					if distract < 0 {
						distract = l
					}
					continue
				}
				return 0, -1, -1, -1
			case cmdExtra:
				if extraL < 0 {
					extraL, extraU = l, a
				}
			}
		}
	}
	if extraL >= 0 {
		return 0, extraL, extraU, -1
	}
	if distract >= 0 {
		return 0, -1, -1, distract
	}
	return -1, -1, -1, -1
}

// battleResolving records, as a battle is resolved, the extra Command it
// takes (Talavera 20 16.10.2: one Spanish unit each turn) and the end of a
// movement limit that ends when the enemy attacks (Bussaco 20 5.2).
func battleResolving(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) (lead int) {
	if leaderSlot.Of(s).gardeElite != 0 {
		leaderSlot.Mut(s).gardeElite = 0 // the Garde Marins' Elite lasts one battle (16.11)
	}
	if !c.CC && !leaderSlot.Of(s).cautionOver {
		if r, ok := cautionRule(s.B); ok && leadersOf(s.B).caution.side != rules.SideName(c.AttSide) {
			leaderSlot.Mut(s).cautionOver = true
			*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: leadersOf(s.B).caution.side, Text: fmt.Sprintf("%s ends: the enemy attacks (%s)", r.Title, r.ID)})
		}
	}
	if !leadersOf(s.B).ld.any || !s.B.Optional("16.9") || c.CC {
		return 0
	}
	if _, l, u, _ := leaderCommand(s, c); l >= 0 {
		leaderSlot.Mut(s).extraTurn, leaderSlot.Mut(s).extraUnit = int16(s.Turn), int16(u+1)
		*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: rules.SideName(c.AttSide), Unit: s.B.Units[u].ID,
			Text: fmt.Sprintf("%s provides Command to this turn's one %s unit", s.B.Units[l].ID, leadersOf(s.B).ld.rules[l].extraNat)})
	}
	return josephLead(s, c) + 1
}

// josephLead returns the attacker stacked with a leader that provides
// Command in this battle and must then Advance After Combat with it
// (Talavera 20 16.10.3; not when stacked with its partner, 16.10.5), or -1.
func josephLead(s *rules.State, c *rules.BattleCtx) int {
	b := s.B
	for _, l := range b.Leaders {
		lr := &leadersOf(b).ld.rules[l]
		if !lr.napoleon || b.Units[l].Side != c.AttSide || s.Units[l].Where != rules.AtMap {
			continue
		}
		h := s.Units[l].Hex
		if lr.partner >= 0 && s.Units[lr.partner].Where == rules.AtMap && s.Units[lr.partner].Hex == h {
			continue
		}
		lh := b.Hexes[h]
		commands := false
		for _, a := range c.Att {
			commands = commands || lh.Distance(b.Hexes[s.Units[a].Hex]) <= b.Units[l].Span && mayCommand(s, l, a) == cmdYes
		}
		if u := s.UnitAt(h); commands && u >= 0 && rules.IndexOf(c.Att, u) >= 0 {
			return u
		}
	}
	return -1
}

// leaderMods adds the Step D Distraction roll of a leader whose Command
// decides the battle (Talavera 20 16.10.4): a roll up to the table's
// Distracted row gives the Out of Command -1 (16.9.5).
func leaderMods(s *rules.State, c *rules.BattleCtx, out []rules.RandomMod) []rules.RandomMod {
	if !leadersOf(s.B).ld.any || !s.B.Optional("16.9") || c.CC {
		return out
	}
	if _, _, _, l := leaderCommand(s, c); l >= 0 {
		lr := &leadersOf(s.B).ld.rules[l]
		out = append(out, rules.RandomMod{Unit: l, Attacker: true, WaverMax: lr.distract, Label: "Distraction (" + lr.distractID + ")"})
	}
	return out
}

// leaderBreakWhere is where a Broken leader goes: permanently eliminated
// under leader_elimination "broken" (Slobozia 20 16.9.8, Cowardice) or
// leader_wounded (Arapiles 20 16.9.6: a Dispersed Marmont is wounded).
func leaderBreakWhere(s *rules.State, u int, where uint8) uint8 {
	b := s.B
	if !leadersOf(b).ld.any || !b.Optional("16.9") {
		return where
	}
	lr := &leadersOf(b).ld.rules[u]
	if lr.fateMax > 0 {
		replaceLeader(s, u)
		return rules.AtEliminated
	}
	if lr.elimBroken {
		return rules.AtEliminated
	}
	return where
}

// replaceLeader schedules the arrival of eliminated leader u's replacement
// (Arapiles 20 16.9.6: two Game Turns ahead on the Game Turn Record).
func replaceLeader(s *rules.State, u int) {
	if lr := &leadersOf(s.B).ld.rules[u]; lr.replacement >= 0 && leaderSlot.Of(s).arrive == 0 {
		leaderSlot.Mut(s).arrive = int16(s.Turn + lr.delay)
	}
}

// leaderArrivals places, at the start of the phasing side's Movement
// Phase, the leaders that arrive this Game Turn (kinds leader_arrival and
// leader_wounded): in the hex of the unit they join if it is on the map,
// otherwise Broken, so that 16.9.7 rallies them at once as usual.
func leaderArrivals(s *rules.State, ev *[]rules.Event) {
	b := s.B
	if !leadersOf(b).ld.any || !b.Optional("16.9") {
		return
	}
	for _, l := range b.Leaders { // in index order, as leadersOf(b).ld.rules
		if b.Units[l].Side != s.Phasing || s.Units[l].Where != rules.AtSetAside {
			continue
		}
		lr := &leadersOf(b).ld.rules[l]
		due := lr.arriveTurn > 0 && s.Turn >= lr.arriveTurn
		for k := range leadersOf(b).ld.rules {
			due = due || leadersOf(b).ld.rules[k].replacement == l && leaderSlot.Of(s).arrive > 0 && s.Turn >= int(leaderSlot.Of(s).arrive)
		}
		if !due {
			continue
		}
		if j := lr.hexOf; j >= 0 && s.Units[j].Where == rules.AtMap {
			s.Units[l].Where, s.Units[l].Hex = rules.AtMap, s.Units[j].Hex
			*ev = append(*ev, rules.Event{Kind: rules.EvArrive, Side: rules.SideName(b.Units[l].Side), Unit: b.Units[l].ID, Hex: b.Code(s.Units[j].Hex), Text: "leader arrives with " + b.Units[j].ID + " (scenario rule)"})
			continue
		}
		s.Units[l].Where = rules.AtBroken // rallied below as a normally Rallied Leader (16.9.7)
		*ev = append(*ev, rules.Event{Kind: rules.EvArrive, Side: rules.SideName(b.Units[l].Side), Unit: b.Units[l].ID, Text: "leader arrives as a Rallied Leader (16.9.7, scenario rule)"})
	}
}

// napoleonTable records that Broken leader u, last in hex h, is subject to
// the Breaking Napoleon Table (Talavera 20 16.10.3; not when stacked with
// its partner, 16.10.5). No rulebook prints the table (16.9.6), so no
// result is applied.
func napoleonTable(s *rules.State, u int, h int32, ev *[]rules.Event) {
	if !leadersOf(s.B).ld.any {
		return
	}
	lr := &leadersOf(s.B).ld.rules[u]
	if !lr.napoleon || lr.partner >= 0 && s.Units[lr.partner].Where == rules.AtMap && s.Units[lr.partner].Hex == h {
		return
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvNapoleon, Unit: s.B.Units[u].ID, Text: "subject to the Breaking Napoleon Table, which is not given (16.9.6, 16.10.3): no effect applied"})
}

// retreatLoss permanently removes leader l if it has to Retreat (Talavera
// 20 16.10.1, Cuesta), Routs (Slobozia 20 16.9.8, Cowardice), or has to
// Retreat and rolls low on its fate table (Arapiles 20 16.9.6, Marmont).
func retreatLoss(s *rules.State, l int, rout bool, d rules.Dice, ev *[]rules.Event) bool {
	b := s.B
	if !leadersOf(b).ld.any || !b.Optional("16.9") || s.Units[l].Where != rules.AtMap {
		return false
	}
	lr := &leadersOf(b).ld.rules[l]
	why := "has to Retreat"
	switch {
	case lr.elimRetreat:
	case rout && lr.elimRouted:
		why = "Routs"
	case lr.fateMax > 0:
		r := d.Roll()
		if r > lr.fateMax {
			*ev = append(*ev, rules.Event{Kind: rules.EvFate, Side: rules.SideName(b.Units[l].Side), Unit: b.Units[l].ID, Roll: r, Text: "no effect, retreats normally (" + lr.fateID + ")"})
			return false
		}
		why = fmt.Sprintf("rolls %d on the fate table (%s)", r, lr.fateID)
		replaceLeader(s, l)
	default:
		return false
	}
	h := s.Units[l].Hex
	s.Remove(l, rules.AtEliminated)
	*ev = append(*ev, rules.Event{Kind: rules.EvEliminated, Side: rules.SideName(b.Units[l].Side), Unit: b.Units[l].ID, Hex: b.Code(h), Text: "leader " + why + ": permanently removed (scenario rule)"})
	return true
}

// rallyNote records a morale_per_army rally rule (Talavera 20 12.2.2) or a
// rally_restriction rule (Arapiles 20 10.2, Spanish Fragility).
func rallyNote(b *rules.Board, r scenario.Rule) {
	switch r.Kind {
	case "morale_per_army":
		p := rules.RuleParams[moralePerArmyParams](b, r)
		armies := p.Armies
		if p.Side != "french" && p.Side != "anti-french" || len(armies) < 2 {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind morale_per_army, action rally): side or armies not usable; not applied by the engine", r.ID, r.Title)
			return
		}
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): a Rally of the %s side that spends Morale (12.2.2) costs one Morale Point per army (%s), %d in all, and gives +1 to every unit's Rally roll; paying for one army alone is not modelled", r.ID, r.Title, p.Side, strings.Join(p.Armies, ","), len(armies))
	case "rally_restriction":
		p := rules.RuleParams[rallyRestrictionParams](b, r)
		if !hasUnit(b, p.Unit) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind rally_restriction): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, p.Unit)
			return
		}
		var what []string
		for _, k := range []struct {
			v    *bool
			what string
		}{{p.MoraleBonus, "never has the +1 Rally bonus for spent Morale (12.2.2)"}, {p.PartialRally, "never makes a Partial Rally (16.5.1)"}, {p.Split, "may not Split (16.6.1)"}} {
			if k.v != nil && !*k.v {
				what = append(what, k.what)
			}
		}
		if len(what) == 0 {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind rally_restriction): no restriction given; not applied by the engine", r.ID, r.Title)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): %s %s", r.ID, r.Title, p.Unit, strings.Join(what, ", "))
	}
}

// rallyPerArmy is a morale_per_army rally rule's cost of the +1 Rally
// bonus (Talavera 20 12.2.2): one Morale Point per army of the phasing side.
func rallyPerArmy(s *rules.State, _ scenario.Rule, x any) (int, bool) {
	if p := rules.AsParams[moralePerArmyParams](x); p.Action == "rally" && p.Side == rules.SideName(s.Phasing) {
		if n := len(p.Armies); n > 1 {
			return n, true
		}
	}
	return 0, false
}

// rallyRestricted reports whether a rally_restriction rule takes away
// what ("morale_bonus", "partial_rally", "split") from unit u (Arapiles 20
// 10.2, Spanish Fragility).

// independentBrigade reports whether unit u is an Independent Brigade that
// cannot be Rallied, like a Remnant (Arapiles 20 and Bussaco 20 16.6,
// kinds independent_brigade and independent_brigades).

// leaderStateNote records a leader_state rule: a leader's starting state
// (Bussaco 20 5.1, Masséna Indisposed) or the exchange of its two counters
// (Bussaco 20 16.9.2, Masséna's Apathy).
func leaderStateNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[leaderStateParams](b, r)
	if p.Engaged == "" {
		var u *scenario.Unit
		for i := range b.Scenario.Units {
			if b.Scenario.Units[i].ID == p.Unit {
				u = &b.Scenario.Units[i]
			}
		}
		if u == nil || u.Placement.Kind != scenario.PlaceSetup || u.Placement.Hex != p.Hex || u.Movement == nil || u.CommandSpan == nil {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind leader_state): unit %q is not set up in %s with a Movement Allowance and Command Span; not applied by the engine", r.ID, r.Title, p.Unit, p.Hex)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): applied through the set-up of %s in %s with Command Span %d and Movement Allowance %d; with the optional Leader rule (16.9) it commands only within that span", r.ID, r.Title, p.Unit, p.Hex, *u.CommandSpan, *u.Movement)
		return
	}
	var on []string
	for _, x := range p.EngageOn {
		if n, err := strconv.Atoi(x); err == nil && n >= 1 && n <= 6 {
			on = append(on, strconv.Itoa(n))
		}
	}
	cmd, ok := coordinationRule(b, unitSide(b, p.Indisposed))
	if !hasUnit(b, p.Engaged) || !hasUnit(b, p.Indisposed) || len(on) == 0 || !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind leader_state): counters, engage_on or the side's Corps activation rule not usable; not applied by the engine", r.ID, r.Title)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): with the optional Leader rule (16.9), an unmodified %s on the roll on table %q (rule %q), made at the end of each of the side's Event Phases, replaces %s on the map by %s in the same hex", r.ID, r.Title, strings.Join(on, " or "), rules.RuleParams[commandLimitParams](b, cmd).Table, cmd.ID, p.Indisposed, p.Engaged)
}

// eventNote records an event_effect rule (Bussaco 20 5.1: A Moment of
// Clarity; More Concerned with Venus than with Mars).
func eventNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[eventEffectParams](b, r)
	if p.CardTitle == "" || p.Side == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_effect): card_title or side not given; not applied by the engine", r.ID, r.Title)
		return
	}
	inDeck := false
	for _, c := range b.Scenario.Deck.Cards {
		inDeck = inDeck || strings.EqualFold(c.Title, p.CardTitle)
	}
	deck := ""
	if !inDeck {
		deck = fmt.Sprintf(" (the scenario's deck has no card titled %q, so it never happens)", p.CardTitle)
	}
	if p.Hex == "" && leadersOf(b).coord.act.ID != "" && leadersOf(b).coord.actSide == rules.SideIndex(p.Side) {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): when the %s player draws the card %q, no roll is made on the side's Corps activation table that turn, every %s unit is Active, and the side may Force March the units of one Corps without the Morale cost (order force-march CORPS)%s", r.ID, r.Title, p.Side, p.CardTitle, p.Side, deck)
		return
	}
	if p.Hex == "" {
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): when the %s player draws the card %q, no roll is made on the side's Corps activation table that turn and every %s unit may move; the free Forced March of one Corps is not applied by the engine%s", r.ID, r.Title, p.Side, p.CardTitle, p.Side, deck)
		return
	}
	st, ok := apathyRule(b)
	if !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_effect): no leader_state rule with two counters; not applied by the engine", r.ID, r.Title)
		return
	}
	stp := rules.RuleParams[leaderStateParams](b, st)
	if leadersOf(b).coord.act.ID != "" && leadersOf(b).coord.actSide == rules.SideIndex(p.Side) {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): when the %s player draws the card %q no roll is made on the side's Corps activation table that turn; %s is placed in %s (with the optional Leader rule (16.9) in place of an Engaged %s on the map; without it when it is not on the map), so that the -1 applies again; and no %s unit is Active that turn: %s%s", r.ID, r.Title, p.Side, p.CardTitle, stp.Indisposed, p.Hex, stp.Engaged, p.Side, inactiveWords, deck)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): when the %s player draws the card %q no roll is made on the side's Corps activation table that turn, and with the optional Leader rule (16.9) an Engaged %s on the map is replaced by %s placed in %s; and no %s unit is Active that turn: %s%s", r.ID, r.Title, p.Side, p.CardTitle, stp.Engaged, stp.Indisposed, p.Hex, p.Side, inactiveWords, deck)
}

// apathyRule returns the scenario's leader_state rule with two counters.
func apathyRule(b *rules.Board) (scenario.Rule, bool) {
	leadersOf(b).apathy.once.Do(func() { leadersOf(b).apathy.r, leadersOf(b).apathy.ok = findApathyRule(b) })
	return leadersOf(b).apathy.r, leadersOf(b).apathy.ok
}

// findApathyRule is apathyRule without the memo.
func findApathyRule(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "leader_state" {
			continue
		}
		if p := rules.RuleParams[leaderStateParams](b, r); p.Engaged != "" && hasUnit(b, p.Engaged) && hasUnit(b, p.Indisposed) {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// engageRoll swaps the Indisposed leader counter for the Engaged one on an
// unmodified Corps activation roll the leader_state rule names (Bussaco 20
// 5.1, 16.9.2, Masséna's Apathy).
func engageRoll(s *rules.State, roll int, ev *[]rules.Event) {
	b := s.B
	r, ok := apathyRule(b)
	if !ok || !b.Optional("16.9") {
		return
	}
	p := rules.RuleParams[leaderStateParams](b, r)
	ind, eng := b.Unit(p.Indisposed), b.Unit(p.Engaged)
	if b.Units[ind].Side != s.Phasing || s.Units[ind].Where != rules.AtMap || s.Units[eng].Where == rules.AtMap {
		return
	}
	hit := false
	for _, x := range p.EngageOn {
		hit = hit || x == strconv.Itoa(roll)
	}
	if !hit {
		return
	}
	h := s.Units[ind].Hex
	s.Remove(ind, rules.AtSetAside)
	s.Units[eng].Where, s.Units[eng].Hex = rules.AtMap, h
	*ev = append(*ev, rules.Event{Kind: rules.EvLeader, Side: rules.SideName(s.Phasing), Unit: b.Units[eng].ID, Hex: b.Code(h), Roll: roll,
		Text: fmt.Sprintf("unmodified %d: %s replaces %s (%s)", roll, b.Units[eng].ID, b.Units[ind].ID, r.ID)})
}

// leaderCard applies the event_effect rules of a drawn card (Bussaco 20
// 5.1): A Moment of Clarity makes every unit of the side Active (no command
// roll); More Concerned with Venus than with Mars returns the Indisposed
// counter to its hex in place of the Engaged one.
func leaderCard(s *rules.State, card *scenario.Card, ev *[]rules.Event) {
	b := s.B
	for _, cr := range leaderCardRules(b) {
		if cr.side != rules.SideName(s.Phasing) || !strings.EqualFold(card.Title, cr.title) {
			continue
		}
		r, p := cr.r, rules.RuleParams[eventEffectParams](b, cr.r)
		leaderSlot.Mut(s).noRoll = int16(s.Turn)
		if p.Hex == "" {
			leaderSlot.Mut(s).clarity = int16(s.Turn)
			*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: p.Side, Text: fmt.Sprintf("%s: every %s unit is Active this turn (%s)", card.Title, p.Side, r.ID)})
			continue
		}
		noneActive(s, r, card, ev)         // special_venus.go
		indisposedReturns(s, p.Hex, r, ev) // special_corps_activation.go: without the Leader rule
		st, ok := apathyRule(b)
		h, err := b.Parse(p.Hex)
		if !ok || err != nil || !b.Optional("16.9") {
			continue
		}
		sp := rules.RuleParams[leaderStateParams](b, st)
		ind, eng := b.Unit(sp.Indisposed), b.Unit(sp.Engaged)
		if s.Units[eng].Where != rules.AtMap || s.EnemyIn(h, b.Units[ind].Side) {
			continue
		}
		s.Remove(eng, rules.AtSetAside)
		s.Units[ind].Where, s.Units[ind].Hex = rules.AtMap, h
		*ev = append(*ev, rules.Event{Kind: rules.EvLeader, Side: p.Side, Unit: b.Units[ind].ID, Hex: p.Hex, Text: fmt.Sprintf("%s replaces %s (%s)", b.Units[ind].ID, b.Units[eng].ID, r.ID)})
	}
}

// leaderCardRule is an event_effect rule that names a card, with its side
// and card title read once.
type leaderCardRule struct {
	r           scenario.Rule
	side, title string
}

// leaderCardRules returns the scenario's event_effect rules that name a
// card (card_title), in the scenario's order, read once per Board.
func leaderCardRules(b *rules.Board) []leaderCardRule {
	leadersOf(b).cardRules.once.Do(func() { leadersOf(b).cardRules.rs = findLeaderCardRules(b) })
	return leadersOf(b).cardRules.rs
}

// findLeaderCardRules is leaderCardRules without the memo.
func findLeaderCardRules(b *rules.Board) []leaderCardRule {
	var rs []leaderCardRule
	for _, r := range b.Scenario.Special {
		if r.Kind != "event_effect" {
			continue
		}
		if p := rules.RuleParams[eventEffectParams](b, r); p.CardTitle != "" {
			rs = append(rs, leaderCardRule{r: r, side: p.Side, title: p.CardTitle})
		}
	}
	return rs
}

// allActive reports whether an event this Game Turn makes every unit of
// the phasing side Active, so that its command limit is not rolled
// (Bussaco 20 5.1, A Moment of Clarity).
func allActive(s *rules.State) bool {
	if leaderSlot.Of(s).clarity != int16(s.Turn) {
		return false
	}
	for _, r := range s.B.Scenario.Special {
		if r.Kind != "event_effect" {
			continue
		}
		if p := rules.RuleParams[eventEffectParams](s.B, r); p.Hex == "" && p.Side == rules.SideName(s.Phasing) {
			return true
		}
	}
	return false
}

// moveGroupRule returns the scenario's movement_limit rule that counts unit
// groups (Bailén 20 6.10, Coordination Problems).
func moveGroupRule(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Special["movement_limit"] {
		if rules.RuleParams[movementLimitParams](b, r).Groups == "turn number" {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// movementLimitNote records a movement_limit rule this file applies and
// reports whether it did.
func movementLimitNote(b *rules.Board, r scenario.Rule) bool {
	p := rules.RuleParams[movementLimitParams](b, r)
	if p.Groups == "" {
		return cautionNote(b, r)
	}
	lo, hi := p.Turns.Lo, p.Turns.Hi
	if p.Groups != "turn number" || len(p.Sides) == 0 || lo < 1 || hi < lo {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind movement_limit): groups %q, sides or turns not usable; not applied by the engine", r.ID, r.Title, p.Groups)
		return true
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): on Game Turns %d-%d each of %s may move in its Movement Phase only units that fit in as many groups as the Game Turn number; a group is a unit and the friendly units adjacent to it at the start of the phase, and a unit not on the map then (an arriving reinforcement) is a group of its own", r.ID, r.Title, lo, hi, strings.Join(p.Sides, " and "))
	return true
}

// groupActive reports whether the group limit applies to the phasing side
// this Game Turn.
func groupActive(s *rules.State) bool {
	r, ok := moveGroupRule(s.B)
	if !ok {
		return false
	}
	p := rules.RuleParams[movementLimitParams](s.B, r)
	if s.Turn < p.Turns.Lo || s.Turn > p.Turns.Hi {
		return false
	}
	for _, sd := range p.Sides {
		if sd == rules.SideName(s.Phasing) {
			return true
		}
	}
	return false
}

// startGroups records where every unit stands as a Movement Phase with a
// group limit begins (Bailén 20 6.10).
func startGroups(s *rules.State) {
	if !groupActive(s) {
		return
	}
	hexes := make([]int32, len(s.Units))
	for u := range s.Units {
		hexes[u] = -1
		if s.Units[u].Where == rules.AtMap {
			hexes[u] = s.Units[u].Hex
		}
	}
	ls := moveGroupSlot.Mut(s)
	ls.groupHex, ls.groupTurn, ls.groupSide = hexes, int16(s.Turn), int8(s.Phasing)
}

// groupLimit refuses a move of unit u when the units moved this phase and
// u would not fit in as many groups as the Game Turn number (Bailén 20
// 6.10, Coordination Problems).
func groupLimit(s *rules.State, u int) error {
	ls := moveGroupSlot.Of(s)
	if ls.groupHex == nil || int(ls.groupTurn) != s.Turn || int(ls.groupSide) != s.Phasing || s.Phase != rules.PhaseMovement || !groupActive(s) {
		return nil
	}
	var buf [32]int
	set := append(buf[:0], u)
	for v, info := range s.B.Units {
		if v != u && info.Side == s.Phasing && s.Units[v].Status&rules.StMoved != 0 {
			set = append(set, v)
		}
	}
	if coverGroups(s, set, s.Turn) {
		return nil
	}
	r, _ := moveGroupRule(s.B)
	return fmt.Errorf("rules: %q would make more than %d unit group(s) move this turn (scenario rule %q, 6.10)", s.B.Units[u].ID, s.Turn, r.ID)
}

// inMoveGroup reports whether unit v belongs to the group of unit c: c itself
// or a friendly unit adjacent to it at the start of the phase.
func inMoveGroup(s *rules.State, c, v int) bool {
	if c == v {
		return true
	}
	gh := moveGroupSlot.Of(s).groupHex
	hc, hv := gh[c], gh[v]
	if hc < 0 || hv < 0 {
		return false
	}
	for d := 0; d < 6; d++ {
		if s.B.Nbr[hc][d] == hv {
			return true
		}
	}
	return false
}

// coverGroups reports whether the units in set fit in at most n groups:
// the first unit's group must be centred on it or on a unit of its group,
// and each choice is tried in turn.
func coverGroups(s *rules.State, set []int, n int) bool {
	if len(set) == 0 {
		return true
	}
	if n <= 0 {
		return false
	}
	first := set[0]
	side := s.B.Units[first].Side
	for c := range s.B.Units {
		if s.B.Units[c].Side != side || !inMoveGroup(s, c, first) {
			continue
		}
		var buf [32]int
		rest := buf[:0]
		for _, v := range set[1:] {
			if !inMoveGroup(s, c, v) {
				rest = append(rest, v)
			}
		}
		if coverGroups(s, rest, n-1) {
			return true
		}
	}
	return false
}

// specialUnitsNote records how a special_units rule (the list of a
// scenario's Special Troops, 16.7) is applied: through the traits of the
// units it names; what it does not name is not applied.
func specialUnitsNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[specialUnitsParams](b, r)
	var light []string
	for _, id := range strings.Split(p.Light, ",") {
		if id = strings.TrimSpace(id); id != "" {
			light = append(light, id)
		}
	}
	kinds := []struct {
		key         string
		ids         []string
		trait, what string
	}{
		{"irregular", p.Irregular, scenario.TraitIrregular, "Irregulars (16.7.7)"},
		{"road_bound", p.RoadBound, scenario.TraitRoadBound, "road-bound (16.7.6)"},
		{"unsteady", p.Unsteady, scenario.TraitUnreliable, "Unsteady (16.7.4)"},
		{"light", light, scenario.TraitLight, "Light Infantry (16.7.2)"},
		{"swiss", p.Swiss, scenario.TraitSpecial, "Swiss Mercenaries (16.7.8)"},
	}
	var done, not []string
	for _, k := range kinds {
		if len(k.ids) == 0 {
			continue
		}
		var with, without []string
		for _, id := range k.ids {
			found := false
			for _, u := range b.Scenario.Units {
				if u.ID == id {
					found = true
					if rules.HasTrait(u, k.trait) {
						with = append(with, id)
					} else {
						without = append(without, id)
					}
				}
			}
			if !found {
				without = append(without, id)
			}
		}
		if len(with) > 0 && k.key != "swiss" {
			done = append(done, fmt.Sprintf("%s %s", k.what, strings.Join(with, ", ")))
		}
		if len(with) > 0 && k.key == "swiss" {
			not = append(not, fmt.Sprintf("%s %s (the engine has no Swiss Mercenary rule)", k.what, strings.Join(with, ", ")))
		}
		if len(without) > 0 {
			not = append(not, fmt.Sprintf("%s %q (no unit with that trait)", k.what, strings.Join(without, ", ")))
		}
	}
	for _, k := range []struct {
		n    *int
		what string
	}{{p.LightCount, "Light Infantry"}, {p.UnsteadyCount, "Unsteady"}, {p.SwissCount, "Swiss Mercenaries"}} {
		if k.n != nil {
			not = append(not, fmt.Sprintf("the other %s units (%d in all; the scenario does not name them)", k.what, *k.n))
		}
	}
	text := fmt.Sprintf("special rule %q (%s): with Optional Rule 16.7, applied through the unit traits of ", r.ID, r.Title)
	if len(done) == 0 {
		text = fmt.Sprintf("special rule %q (%s): no unit it names carries its trait", r.ID, r.Title)
	} else {
		text += strings.Join(done, "; ")
	}
	st := rules.Applied
	if len(done) == 0 {
		st = rules.NotApplied
	}
	if len(not) > 0 {
		text += "; not applied by the engine: " + strings.Join(not, "; ")
		st = rules.PartlyApplied
	}
	b.RuleNote(r, st, "%s", text)
}

// cautionRule returns the scenario's movement_limit rule whose limit is
// rolled on a table each turn (Bussaco 20 5.2, British Caution).
func cautionRule(b *rules.Board) (scenario.Rule, bool) {
	c := &leadersOf(b).caution
	c.once.Do(func() {
		c.r, c.ok = findCautionRule(b)
		p := rules.RuleParams[movementLimitParams](b, c.r)
		c.side = p.Side
		c.until, c.untilErr = untilTurn(p)
	})
	return c.r, c.ok
}

// findCautionRule is cautionRule without the memo.
func findCautionRule(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Special["movement_limit"] {
		if p := rules.RuleParams[movementLimitParams](b, r); p.Table == "" || p.UntilTurn == nil || p.Groups != "" {
			continue
		}
		if _, ok := cautionRows(b, r); ok {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// numberWords reads the unit counts of a movement table's results.
var numberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}

// cautionCount reads a result such as "up to three" or "3".
func cautionCount(res string) (int, bool) {
	for _, w := range strings.Fields(strings.ToLower(res)) {
		if n, ok := numberWords[w]; ok {
			return n, true
		}
		if n, err := strconv.Atoi(w); err == nil {
			return n, true
		}
	}
	return 0, false
}

// cautionRows returns the limit for each die roll 1-6 of the rule's table;
// ok is false unless every roll has a limit of at least one unit.
func cautionRows(b *rules.Board, r scenario.Rule) (lim [7]int, ok bool) {
	for _, t := range b.Scenario.Tables {
		if t.ID != rules.RuleParams[movementLimitParams](b, r).Table {
			continue
		}
		for _, row := range t.Rows {
			lo, hi := rules.ParseRange(row.Roll)
			n, ok := 0, false
			if len(row.Results) > 0 {
				n, ok = cautionCount(row.Results[0])
			}
			for x := max(lo, 1); ok && x <= min(hi, 6); x++ {
				lim[x] = n
			}
		}
	}
	for x := 1; x <= 6; x++ {
		if lim[x] < 1 {
			return lim, false
		}
	}
	return lim, true
}

// cautionNote records a movement_limit rule rolled on a table and reports
// whether it is one (Bussaco 20 5.2).
func cautionNote(b *rules.Board, r scenario.Rule) bool {
	p := rules.RuleParams[movementLimitParams](b, r)
	if p.Table == "" || p.UntilTurn == nil {
		return false
	}
	until, err := untilTurn(p)
	lim, ok := cautionRows(b, r)
	var ends []string
	for _, e := range p.EndsOn {
		switch e {
		case "french_attack", "anti-french_attack":
			ends = append(ends, "when the enemy resolves a battle as the attacker (a Countercharge does not count)")
		case "french_crosses_steep_slope":
			steep := false
			for _, h := range b.Scenario.Map.Hexsides {
				for _, f := range h.Features {
					steep = steep || f == "steep_slope"
				}
			}
			if steep {
				ok = false // the engine does not know the hexsides a Move crosses
			}
			ends = append(ends, "when a French unit crosses a Steep Slope hexside, which cannot occur as the map traces no Steep Slope hexside")
		case "":
		default:
			ok = false
		}
	}
	if !ok || err != nil || p.Side == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind movement_limit): table %q, ends_on %q or until_turn not usable; not applied by the engine", r.ID, r.Title, p.Table, strings.Join(p.EndsOn, ","))
		return true
	}
	var rows []string
	for x := 1; x <= 6; x++ {
		rows = append(rows, fmt.Sprintf("%d: %d", x, lim[x]))
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): before Game Turn %d, when the %s side first moves a unit in its Movement Phase it rolls on table %q for the most units that may move that phase (%s); the restriction ends for good %s", r.ID, r.Title, until, p.Side, p.Table, strings.Join(rows, ", "), strings.Join(ends, ", or "))
	return true
}

// cautionActive reports whether the rolled movement limit binds side now.
func cautionActive(s *rules.State, side int) (scenario.Rule, bool) {
	r, ok := cautionRule(s.B)
	c := &leadersOf(s.B).caution // the rule's side and until_turn, read with it
	if !ok || leaderSlot.Of(s).cautionOver || c.side != rules.SideName(side) || s.Phase != rules.PhaseMovement {
		return r, false
	}
	return r, c.untilErr == nil && s.Turn < c.until
}

// cautionRoll rolls the limit before the side's first move of the phase.
func cautionRoll(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	r, ok := cautionActive(s, s.Phasing)
	if !ok || int(leaderSlot.Of(s).cautionTurn) == s.Turn {
		return
	}
	lim, _ := cautionRows(s.B, r)
	roll := d.Roll()
	leaderSlot.Mut(s).cautionTurn, leaderSlot.Mut(s).cautionLimit = int16(s.Turn), int8(lim[roll])
	*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: leadersOf(s.B).caution.side, Roll: roll, Text: fmt.Sprintf("at most %d units may move this turn (%s)", lim[roll], r.ID)})
}

// cautionReached reports whether side has moved as many units as its
// rolled limit allows this turn.
func cautionReached(s *rules.State, side int) string {
	if int(leaderSlot.Of(s).cautionTurn) != s.Turn { // no roll this turn: asked of every move
		return ""
	}
	r, ok := cautionActive(s, side)
	if !ok {
		return ""
	}
	n := 0
	for _, u := range s.B.SideUnits[side] {
		if s.Units[u].Status&rules.StMoved != 0 {
			n++
		}
	}
	if n >= int(leaderSlot.Of(s).cautionLimit) {
		return rules.RuleOf(r)
	}
	return ""
}

// gardeRule returns the scenario's garde_marins rule, if usable.
func gardeRule(b *rules.Board) (r scenario.Rule, n, uses int, ok bool) {
	rs := b.Special["garde_marins"]
	for _, r := range rs {
		p := rules.RuleParams[gardeMarinsParams](b, r)
		if p.Strength != nil && p.Uses != nil && *p.Strength > 0 && *p.Uses > 0 && (p.Side == "french" || p.Side == "anti-french") {
			return r, *p.Strength, *p.Uses, true
		}
	}
	if len(rs) == 0 {
		return scenario.Rule{}, 0, 0, false
	}
	r = rs[0]
	p := rules.RuleParams[gardeMarinsParams](b, r)
	return r, orZero(p.Strength), orZero(p.Uses), false
}

// checkGarde validates discarding the garde_marins marker for battle bt
// (Bailén 20 16.11): the rule's side takes part and a use is left.
func checkGarde(s *rules.State, bt *rules.Battle, use bool) error {
	if !use {
		return nil
	}
	r, _, uses, ok := gardeRule(s.B)
	if !ok {
		return rules.Illegal(rules.KindRule("garde_marins"), "the scenario has no usable garde_marins rule")
	}
	if int(leaderSlot.Of(s).garde) >= uses {
		return rules.Illegal(rules.RuleOf(r), "the %s marker is already used (scenario rule %q)", r.Title, r.ID)
	}
	if len(bt.Attackers) == 0 || bt.Countercharge {
		return rules.Illegal(rules.RuleOf(r), "the %s marker is not used in a Countercharge (scenario rule %q)", r.Title, r.ID)
	}
	return nil
}

// checkGardeCommit validates a commitment of the garde_marins rule to
// battle bt (its order option): the marker is left and, when the player
// names the unit that acts as Elite, it is one of the rule's side in the
// battle (16.11).
func checkGardeCommit(s *rules.State, r scenario.Rule, p any, bt *rules.Battle, u int) error {
	if err := checkGarde(s, bt, true); err != nil {
		return err
	}
	if u >= 0 && !slices.Contains(gardeUnits(s, r, p, bt), u) {
		return rules.Illegal(rules.RuleOf(r), "%s is not a %s unit involved in the battle, so it cannot act as an Elite unit for the %s (scenario rule %q)", s.B.Units[u].ID, rules.AsParams[gardeMarinsParams](p).Side, r.Title, r.ID)
	}
	return nil
}

// gardeUnits are the units of the garde_marins rule's side in battle bt,
// those the player may choose to act as Elite (16.11).
func gardeUnits(s *rules.State, _ scenario.Rule, p any, bt *rules.Battle) []int {
	side := rules.SideIndex(rules.AsParams[gardeMarinsParams](p).Side)
	var out []int
	for _, us := range [2][]int{bt.Attackers, bt.Defenders} {
		for _, u := range us {
			if s.B.Units[u].Side == side {
				out = append(out, u)
			}
		}
	}
	return out
}

// gardeMarins adds the garde_marins strength to its side's total in the
// battle being resolved and uses the marker (Bailén 20 16.11).
func gardeMarins(s *rules.State, c *rules.BattleCtx, use bool, elite int, att, def, diff int, ev *[]rules.Event) (int, int, int) {
	if !use {
		return att, def, diff
	}
	r, n, _, _ := gardeRule(s.B)
	side := rules.RuleParams[gardeMarinsParams](s.B, r).Side
	leaderSlot.Mut(s).garde++
	own := c.Def
	if rules.SideIndex(side) == c.AttSide {
		att, diff = att+n, diff+n
		own = c.Att
	} else {
		def, diff = def+n, diff-n
	}
	switch {
	case elite >= 0:
		// "the French player may choose any French unit involved in the
		// battle to act as an Elite unit for purposes of Rout": the unit
		// the commitment names (checkGardeCommit).
		leaderSlot.Mut(s).gardeElite = int16(elite + 1)
	case len(own) > 0:
		// None named: the engine chooses the first, which routs first
		// (an engine reading).
		leaderSlot.Mut(s).gardeElite = int16(own[0] + 1)
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: side, Text: fmt.Sprintf("%s: %+d strength (%s)", r.Title, n, r.ID)})
	return att, def, diff
}

// coordinationRule returns side's command_limit rule in its Corps
// activation form (param corps) with a table (Bussaco 20 5.1).
func coordinationRule(b *rules.Board, side string) (scenario.Rule, bool) {
	leadersOf(b).coord.once.Do(func() {
		for sd := range leadersOf(b).coord.r {
			leadersOf(b).coord.r[sd], leadersOf(b).coord.ok[sd] = findCoordinationRule(b, rules.SideName(sd))
		}
	})
	for sd := range leadersOf(b).coord.r {
		if side == rules.SideName(sd) {
			return leadersOf(b).coord.r[sd], leadersOf(b).coord.ok[sd]
		}
	}
	return findCoordinationRule(b, side)
}

// findCoordinationRule is coordinationRule without the memo.
func findCoordinationRule(b *rules.Board, side string) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "command_limit" {
			continue
		}
		if p := rules.RuleParams[commandLimitParams](b, r); p.Corps != "" && p.Side == side && p.Table != "" {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// corpsNote records a command_limit rule in its Corps activation form
// (Bussaco 20 and Talavera 20 5.1) and reports whether it is one. Corps
// activation needs the Corps of every unit, which the scenarios do not all
// give, so it is not applied; the roll is still made where a leader_state
// rule reads it (coordinationRoll).
func corpsNote(b *rules.Board, r scenario.Rule) bool {
	p := rules.RuleParams[commandLimitParams](b, r)
	if p.Corps == "" {
		return false
	}
	var unknown []string
	for _, u := range b.Scenario.Units {
		if u.Side == p.Side && u.Formation == "" && u.Type != scenario.TypeLeader && u.Type != scenario.TypeDummy && u.Type != scenario.TypeCadre {
			unknown = append(unknown, u.ID)
		}
	}
	text := fmt.Sprintf("special rule %q (%s): Corps activation (%s) is not applied by the engine: every %s unit moves as if Active", r.ID, r.Title, p.Corps, p.Side)
	if len(unknown) > 0 {
		text += fmt.Sprintf(" (the scenario gives no Corps for %s)", strings.Join(unknown, ", "))
	}
	st := rules.NotApplied
	if _, ok := apathyRule(b); ok && p.Table != "" {
		text += fmt.Sprintf("; the roll on table %q is made at the end of each %s Event Phase for its leader result only", p.Table, p.Side)
		st = rules.PartlyApplied
	}
	b.RuleNote(r, st, "%s", text)
	return true
}

// coordinationRoll makes the Corps activation roll at the end of the
// phasing side's Event Phase when a leader_state rule reads it, unless an
// event skipped it this turn (Bussaco 20 5.1).
func coordinationRoll(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	b := s.B
	if leadersOf(b).coord.act.ID != "" {
		if s.Phasing == leadersOf(b).coord.actSide && int(leaderSlot.Of(s).noRoll) != s.Turn {
			corpsRoll(s, d, ev) // special_corps_activation.go
		}
		return
	}
	r, ok := coordinationRule(b, rules.SideName(s.Phasing))
	if _, apathy := apathyRule(b); !ok || !apathy || int(leaderSlot.Of(s).noRoll) == s.Turn {
		return
	}
	roll := d.Roll()
	*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: rules.SideName(s.Phasing), Roll: roll, Text: fmt.Sprintf("%s roll (Corps activation not applied by the engine, %s)", r.Title, r.ID)})
	engageRoll(s, roll, ev)
}

// independentBrigadeUnits marks the units of an independent_brigade rule:
// like a Remnant, they cannot be rallied.
func independentBrigadeUnits(b *rules.Board, r scenario.Rule) {
	units, _ := brigade(b, r)
	for _, id := range units {
		for u := range b.Units {
			if b.Units[u].ID == id {
				b.Units[u].NoRally = &rules.IllegalOrder{Rule: rules.RuleOf(r), Reason: fmt.Sprintf("Independent Brigade %q cannot be rallied, like a Remnant (scenario rule)", id)}
			}
		}
	}
}

// rallyRestrictionUnits takes away from the unit of a rally_restriction
// rule what the rule says (Arapiles 20 10.2): the +1 Rally bonus for spent
// Morale (12.2.2), the Partial Rally (16.5.1), the Split (16.6.1).
func rallyRestrictionUnits(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[rallyRestrictionParams](b, r)
	isFalse := func(v *bool) bool { return v != nil && !*v }
	for u := range b.Units {
		info := &b.Units[u]
		if info.ID != p.Unit {
			continue
		}
		if isFalse(p.MoraleBonus) {
			info.NoMoraleBonus = true
		}
		if isFalse(p.PartialRally) {
			info.NoPartialRally = true
		}
		if isFalse(p.Split) {
			info.NoSplit = &rules.IllegalOrder{Rule: rules.RuleOf(r), Reason: fmt.Sprintf("%q may not Split (scenario rule, kind rally_restriction)", info.ID)}
		}
	}
}

// gardeResolve is the random player's choice to commit the Garde Marins
// to battle i (its RandomResolve hook): one time in four when it may.
func gardeResolve(p *rules.RandomPlayer, s *rules.State, i int, o rules.Resolve) rules.Resolve {
	if r, _, _, ok := gardeRule(s.B); ok && p.Rng.IntN(4) == 0 {
		bt := s.BattleList[i]
		if checkGarde(s, &bt, true) == nil {
			o.Commit = append(o.Commit, rules.Commitment{Rule: r.ID})
		}
	}
	return o
}

// gardeMarinsParams are a garde_marins rule's parameters.
type gardeMarinsParams struct {
	Side     string `param:"side"`
	Strength *int   `param:"strength"`
	Uses     *int   `param:"uses"`
}

// brigadeParams are an independent_brigade rule's parameters.
type brigadeParams struct { // independent_brigade
	Units    []string `param:"units"`
	Strength *int     `param:"strength"` // the once-per-game support to an adjacent battle
}

// leaderWoundedParams are a leader_wounded rule's parameters.
type leaderWoundedParams struct {
	Unit        string `param:"unit"`
	Table       string `param:"table"`
	Replacement string `param:"replacement"`
	HexOf       string `param:"hex_of"`
	Delay       *int   `param:"delay"` // Game Turns before the replacement arrives
}

// leaderArrivalParams are a leader_arrival rule's parameters.
type leaderArrivalParams struct {
	Unit  string          `param:"unit"`
	Turn  *scenario.Range `param:"turn"` // one Game Turn
	HexOf string          `param:"hex_of"`
}

// leaderEliminationParams are a leader_elimination rule's parameters.
type leaderEliminationParams struct {
	Unit string   `param:"unit"`
	On   []string `param:"on"` // broken, routed
}

// commandRestrictionParams are a command_restriction rule's parameters.
type commandRestrictionParams struct {
	Side   string   `param:"side"`
	Units  []string `param:"units"`
	Exempt []string `param:"exempt"`
}

// leaderRestrictionParams are a leader_restriction rule's parameters.
type leaderRestrictionParams struct {
	Unit         string   `param:"unit"`
	Units        []string `param:"units"` // two leaders that act as one
	Table        string   `param:"table"`
	CommandSpan  *int     `param:"command_span"`
	Commands     string   `param:"commands"` // the nationality it commands
	EliminatedOn string   `param:"eliminated_on"`
	ExtraSpanish *int     `param:"extra_spanish"`
}

// leaderStateParams are a leader_state rule's parameters.
type leaderStateParams struct {
	Unit       string   `param:"unit"`
	Engaged    string   `param:"engaged"`
	Indisposed string   `param:"indisposed"`
	EngageOn   []string `param:"engage_on"` // the die rolls that engage it
	Hex        string   `param:"hex"`
	Home       string   `param:"home"`
}

// eventEffectParams are an event_effect rule's parameters.
type eventEffectParams struct {
	CardTitle string `param:"card_title"`
	Side      string `param:"side"`
	Hex       string `param:"hex"`
}

// specialUnitsParams are a special_units rule's parameters.
type specialUnitsParams struct {
	Irregular     []string `param:"irregular"`
	Light         string   `param:"light"` // in words
	LightCount    *int     `param:"light_count"`
	RoadBound     []string `param:"road_bound"`
	Swiss         []string `param:"swiss"`
	SwissCount    *int     `param:"swiss_count"`
	Unsteady      []string `param:"unsteady"`
	UnsteadyCount *int     `param:"unsteady_count"`
}

// rallyRestrictionParams are a rally_restriction rule's parameters.
type rallyRestrictionParams struct {
	Unit         string `param:"unit"`
	MoraleBonus  *bool  `param:"morale_bonus"`
	PartialRally *bool  `param:"partial_rally"`
	Split        *bool  `param:"split"`
}

// turn is the leader's Game Turn of arrival, when one is given.
func (p *leaderArrivalParams) turn() (int, bool) {
	if p.Turn == nil || p.Turn.Lo != p.Turn.Hi {
		return 0, false
	}
	return p.Turn.Lo, true
}

// brigade is an independent_brigade(s) rule's units and support
// strength (none for independent_brigades).
func brigade(b *rules.Board, r scenario.Rule) ([]string, *int) {
	if r.Kind == "independent_brigades" {
		return rules.RuleParams[unitsParams](b, r).Units, nil
	}
	p := rules.RuleParams[brigadeParams](b, r)
	return p.Units, p.Strength
}

// untilTurn is a movement_limit rule's until_turn, one Game Turn.
func untilTurn(p *movementLimitParams) (int, error) {
	if p.UntilTurn == nil || p.UntilTurn.Lo != p.UntilTurn.Hi {
		return 0, fmt.Errorf("until_turn is not one Game Turn")
	}
	return p.UntilTurn.Lo, nil
}

// leaderRestriction reads a leader_restriction rule into the leaders' rules
// that get returns (buildLeaderRules): two leaders acting as one, a
// Distraction table, a nationality commanded, or the Breaking Napoleon
// Table (16.9).
func leaderRestriction(b *rules.Board, r scenario.Rule, get func(id string) *leaderRule) {
	p := rules.RuleParams[leaderRestrictionParams](b, r)
	switch {
	case len(p.Units) > 0:
		ids := p.Units
		if len(ids) != 2 || p.CommandSpan == nil || *p.CommandSpan < 0 {
			return
		}
		n := *p.CommandSpan
		a, c := get(ids[0]), get(ids[1])
		if a != nil && c != nil {
			a.partner, a.pairSpan = b.Unit(ids[1]), n
			c.partner, c.pairSpan = b.Unit(ids[0]), n
		}
	case p.Table != "":
		if hi, ok := rowMax(b, p.Table, "distracted"); ok {
			if lr := get(p.Unit); lr != nil {
				lr.distract, lr.distractID = hi, r.ID
			}
		}
	case p.Commands != "":
		if lr := get(p.Unit); lr != nil {
			lr.commands = p.Commands
			if p.ExtraSpanish != nil && *p.ExtraSpanish == 1 {
				lr.extraNat = "Spanish"
			}
			lr.elimRetreat = p.EliminatedOn == "retreat"
		}
	default:
		if lr := get(p.Unit); lr != nil {
			lr.napoleon = true
		}
	}
}
