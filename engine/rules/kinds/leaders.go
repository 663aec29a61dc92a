// The leader rules (16.9; kinds leader_restriction, command_restriction,
// leader_elimination, leader_wounded, leader_arrival, leader_state,
// event_effect, special_units, garde_marins, rally_restriction,
// independent_brigade(s)): their registration, their notes and the leaders'
// rules read with the board. Each rule is in a file of its own.

package kinds

import (
	"fmt"
	"strings"
	"sync"

	"github.com/aide-de-camp/adc/engine/rules"
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
	leaderRules leaderRules // scenario leader rules

	// caution memoizes cautionRule (caution.go), asked on every move.
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

	// cardRules memoizes leaderCardRules (leader_cards.go), asked on
	// every card drawn.
	cardRules struct {
		once sync.Once
		rs   []leaderCardRule
	}

	// apathy and coord memoize apathyRule and coordinationRule
	// (apathy.go, command_coordination.go), asked on every card drawn.
	apathy struct {
		once sync.Once
		r    scenario.Rule
		ok   bool
	}
	coord struct {
		once sync.Once
		r    [2]scenario.Rule // by side
		ok   [2]bool
		// The Corps activation played (corps_activation.go): its
		// rule and side, the Corps names and colours, and each unit's
		// Corps, by unit index (index + 1; 0: none).
		activation     scenario.Rule
		activationSide int
		names, colour  []string
		unitCorps      []int8
		// inactiveMovement is the Movement Allowance change of an Inactive unit;
		// announce: the Active Corps are announced, not rolled (Talavera
		// 20 5.1, corps_announce.go).
		inactiveMovement int
		announce         bool
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
	venus        int16 // Game Turn of an event that makes no unit Active (Bussaco 20 5.1); venus.go
}

// leaderSlot holds the leader rules' state in play.
var leaderSlot = rules.NewStateSlot[leaderSt]()

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

// The leader and unit special rule kinds this file registers; each is
// applied by the file of its rule (doc.go).
func bindLeadersKinds() {
	rules.Bind("leader_restriction", rules.Hooks{Params: newParams[leaderRestrictionParams], Board: leaderNote})
	rules.Bind("command_restriction", rules.Hooks{Params: newParams[commandRestrictionParams], Board: leaderNote})
	rules.Bind("leader_elimination", rules.Hooks{Params: newParams[leaderEliminationParams], Board: leaderNote})
	rules.Bind("leader_wounded", rules.Hooks{Params: newParams[leaderWoundedParams], Board: leaderNote})
	rules.Bind("leader_arrival", rules.Hooks{Params: newParams[leaderArrivalParams], Board: leaderNote})
	rules.Bind("leader_state", rules.Hooks{Params: newParams[leaderStateParams], Board: leaderNote})
	rules.Bind("event_effect", rules.Hooks{Params: newParams[eventEffectParams], Board: leaderNote})
	rules.Bind("special_units", rules.Hooks{Params: newParams[specialUnitsParams], Board: leaderNote})
	rules.Bind("garde_marins", rules.Hooks{Params: newParams[gardeMarinsParams], Board: leaderNote})
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
				c.Strengths[0], c.Strengths[1], c.Strengths[2] = gardeMarins(s, c, use, u, c.Strengths[0], c.Strengths[1], c.Strengths[2], ev)
				return false
			},
			rules.AtCommand: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
				if !leadersOf(s.B).leaderRules.any {
					return false
				}
				c.Command, _, _, _ = leaderCommand(s, c)
				c.CommandSet = true
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
	leadersOf(b).leaderRules = leaderRules{any: rs != nil, rules: rs}
}
