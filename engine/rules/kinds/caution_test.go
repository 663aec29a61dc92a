package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBussaco5_2_BritishCaution: before Game Turn 5 the Allies roll on the
// Allied Command Coordination Table for the most units that may move; the
// restriction ends for good once a French attack is resolved.
func TestBussaco5_2_BritishCaution(t *testing.T) {
	cases := []struct {
		name     string
		turn     int
		roll     []int // the limit roll, with the first move
		attacked bool  // a French battle was resolved before
		wantFree bool  // the third unit may move
	}{
		{"roll 1: two units", 1, []int{1}, false, false},
		{"roll 6: four units", 1, []int{6}, false, true},
		{"turn 5: no limit", 5, nil, false, true},
		{"after a French attack: no limit", 2, nil, true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a1", af, in, 2, 2, "0206")
			f.unit("a2", af, in, 2, 2, "0208")
			f.unit("a3", af, in, 2, 2, "0210")
			f.unit("fa", fr, in, 2, 2, "0904")
			f.unit("fd", af, in, 1, 2, "1004")
			f.s.Turns.End = 12
			f.s.Tables = []scenario.Table{{ID: "acc", Title: "Allied Command Coordination Table", Rows: []scenario.TableRow{
				{Roll: "1-2", Results: []string{"up to two"}}, {Roll: "3-5", Results: []string{"up to three"}}, {Roll: "6", Results: []string{"up to four"}}}}}
			f.s.Special = []scenario.Rule{{ID: "british-caution", Number: "5.2", Title: "British Caution", Kind: "movement_limit",
				Params: map[string]string{"ends_on": "french_attack,french_crosses_steep_slope", "side": af, "table": "acc", "until_turn": "5"}}}
			s := f.state(rules.PhaseCombat)
			s.Turn = tc.turn
			if tc.attacked {
				s, _, _ = battleText(t, s, []string{"fa"}, []string{"fd"}, 1) // 2 vs 1 at +1, die 1: AR
			}
			s.Phase, s.Phasing = rules.PhaseMovement, rules.AntiFrench
			s, _ = apply(t, s, rules.Move{Unit: "a1", To: "0306"}, tc.roll...)
			s, _ = apply(t, s, rules.Move{Unit: "a2", To: "0308"})
			err := s.Legal(rules.Move{Unit: "a3", To: "0310"})
			if (err == nil) != tc.wantFree {
				t.Fatalf("third move: %v, want allowed %v", err, tc.wantFree)
			}
			// The refusal cites the scenario rule that limits the moves,
			// not the Movement rules it restricts (6.0).
			if io, ok := err.(*rules.IllegalOrder); err != nil && (!ok || io.Rule != "5.2") {
				t.Errorf("third move refused citing %v, want rule 5.2", err)
			}
		})
	}
}
