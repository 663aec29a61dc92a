// Coordination Problems (Bailén 20 6.10; kind movement_limit with groups):
// the number of unit groups a side may move each turn of the first day.

package kinds

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

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
		if s.B.Neighbours[hc][d] == hv {
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

func init() { rules.BindAtFirstUse(bindCoordinationProblems) }

// bindCoordinationProblems binds the groups' hooks, active only on a board
// with a movement_limit rule: the groups made at the start of the Movement
// Phase, after the leaders' arrivals ("leader_rules", leaders.go, which
// sorts first at rank 20), and the limit on each unit's move.
func bindCoordinationProblems() {
	rules.BindGame("movement_groups", 20, rules.GameHooks{
		Active: withRule("movement_limit"),
		Phase: rules.PhaseHooks{
			rules.OnMovementStart: func(s *rules.State, _ rules.PhaseStep) bool { startGroups(s); return false },
		},
		MayMove: rules.MayMoveHooks{
			rules.MoveUnit: func(s *rules.State, _, u int) error { return groupLimit(s, u) },
		},
	})
}
