// The leader rules' shared state (16.9; Bussaco 20 5.1; Bailén 20
// 16.11): what the leader kinds keep with the board and in play. Leader
// Command (leader_command.go: leader_restriction, command_restriction) and
// the leaders lost and replaced (leader_casualties.go: leader_elimination,
// leader_wounded, leader_arrival) read one table of each leader's rules,
// built from all five kinds once the units are known; their hooks are one
// group, here, active only on a board with one of the five. The leader
// events (leader_cards.go, venus.go: event_effect), Masséna's Apathy
// (apathy.go: leader_state) and the Corps activation
// (command_coordination.go, corps_activation.go, corps_announce.go:
// command_limit with corps) keep their memos and their state in play
// beside the table, and bind their own groups in their files. Each rule's
// own part is in the file of its rule.

package kinds

import (
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
	noRoll    int16 // Game Turn of an event that skips the Corps activation roll (Bussaco 20 5.1)
	venus     int16 // Game Turn of an event that makes no unit Active (Bussaco 20 5.1); venus.go
}

// leaderSlot holds the leader rules' state in play.
var leaderSlot = rules.NewStateSlot[leaderSt]()

func init() { rules.BindAtFirstUse(bindLeadersKinds) }

// bindLeadersKinds binds the group that builds the leader rules' table on
// every board (leaderBoardSlot, which the leader kinds read in play), and
// the group of the five kinds the table is built from, active only on a
// board with one of them; each kind binds its own hooks and note in the
// file of its rule (doc.go). Both come at rank 20, after British Caution's
// and the Garde Marins' groups at each point.
func bindLeadersKinds() {
	rules.BindGame("leaders", 20, rules.GameHooks{
		Built: rules.BuiltHooks{rules.BuiltUnits: buildLeaderRules},
	})
	rules.BindGame("leader_rules", 20, rules.GameHooks{
		Active: withRule("leader_elimination", "leader_wounded", "leader_arrival", "command_restriction", "leader_restriction"),
		Phase: rules.PhaseHooks{
			// The leaders' arrivals come before Coordination Problems'
			// groups are made ("movement_groups", coordination_problems.go).
			rules.OnMovementStart: func(s *rules.State, e rules.PhaseStep) bool { leaderArrivals(s, e.Events); return false },
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
			rules.AtCommand: battleCommand,
			rules.AtStepD: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
				c.Mods = leaderMods(s, c, c.Mods)
				return false
			},
		},
		LeaderLost: retreatLoss,
	})
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
			leaderElimination(b, r, get)
		case "leader_wounded":
			leaderWounded(b, r, get)
		case "leader_arrival":
			leaderArrival(b, r, get)
		case "command_restriction":
			commandRestriction(b, r, get)
		case "leader_restriction":
			leaderRestriction(b, r, get)
		}
	}
	leadersOf(b).leaderRules = leaderRules{any: rs != nil, rules: rs}
}
