package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBailen6_10_CoordinationProblems: on Turns 1-5 a side moves only as
// many unit groups as the Game Turn number; a group is a unit and the
// friendly units adjacent to it at the start of the Movement Phase
// (Bailén 20 6.10, kind movement_limit, groups).
func TestBailen6_10_CoordinationProblems(t *testing.T) {
	cases := []struct {
		name   string
		turn   int
		moves  []rules.Move
		last   rules.Move // then this move
		errSub string
	}{
		{"turn 1: two adjacent units are one group", 1, []rules.Move{{Unit: "a", To: "0205"}}, rules.Move{Unit: "b", To: "0206"}, ""},
		{"turn 1: a second group may not move", 1, []rules.Move{{Unit: "a", To: "0205"}}, rules.Move{Unit: "far", To: "0809"}, "more than 1 unit group"},
		{"turn 1: a and c share the group of b", 1, []rules.Move{{Unit: "a", To: "0205"}}, rules.Move{Unit: "c", To: "0409"}, ""},
		{"turn 2: two groups", 2, []rules.Move{{Unit: "a", To: "0205"}}, rules.Move{Unit: "far", To: "0809"}, ""},
		{"turn 6: no limit", 6, []rules.Move{{Unit: "a", To: "0205"}, {Unit: "far", To: "0809"}}, rules.Move{Unit: "other", To: "1103"}, ""},
		{"turn 2: a third group may not move", 2, []rules.Move{{Unit: "a", To: "0205"}, {Unit: "far", To: "0809"}}, rules.Move{Unit: "other", To: "1103"}, "more than 2 unit group"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 2, 2, "0306")
			f.unit("b", fr, in, 2, 2, "0307")
			f.unit("c", fr, in, 2, 2, "0308")
			f.unit("far", fr, in, 2, 2, "0909")
			f.unit("other", fr, in, 2, 2, "1203")
			f.unit("e", af, in, 2, 2, "1411")
			f.s.Turns.End = 12
			f.s.Special = []scenario.Rule{{ID: "coordination-problems", Number: "6.10", Title: "Coordination Problems", Kind: "movement_limit",
				Params: map[string]string{"groups": "turn number", "sides": "french,anti-french", "turns": "1-5"}}}
			s := f.state(rules.PhaseEvents)
			s.Turn = tc.turn
			var ev []rules.Event
			s.StartMovement(&ev)
			for _, m := range tc.moves {
				s, _ = apply(t, s, m)
			}
			err := s.Legal(tc.last)
			if tc.errSub == "" && err != nil || tc.errSub != "" && (err == nil || !strings.Contains(err.Error(), tc.errSub)) {
				t.Fatalf("got %v, want %q", err, tc.errSub)
			}
		})
	}
}
