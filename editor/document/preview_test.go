package document

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
	"github.com/aide-de-camp/adc/templates"
)

func bundled(t *testing.T, id string) *scenario.Scenario {
	t.Helper()
	data, err := scenarios.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, id+".yaml")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMovementRangeAgreesWithTheEngine: the editor's preview is the rules
// engine's Reachable from the set-up (6.0-7.0), hex for hex and cost for cost.
func TestMovementRangeAgreesWithTheEngine(t *testing.T) {
	for _, tc := range []struct{ scenario, unit string }{
		{"bussaco20-espana", "fr-montbrun"},
		{"rousse20", "ru-cossack"},
		{"bailen20-historical", "fr-dupont"}, // deploys freely: the default deployment
	} {
		t.Run(tc.scenario+"/"+tc.unit, func(t *testing.T) {
			s := bundled(t, tc.scenario)
			got, err := MovementRange(s, "", tc.unit)
			if err != nil {
				t.Fatal(err)
			}
			set, _ := templates.ChartSet(s.Charts.Set)
			b, err := rules.NewBoard(s, scenario.Resolve(s, set), rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			st, _ := rules.NewState(b, rules.NewSeededDice(1))
			st, _ = st.AutoDeploy()
			u := b.Unit(tc.unit)
			want := st.WithTurn(st.Turn, b.Units[u].Side).Reachable(u)
			if len(got) == 0 || len(got) != len(want) {
				t.Fatalf("%d hexes, engine %d", len(got), len(want))
			}
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("hex %d: %+v, engine %+v", i, got[i], want[i])
				}
			}
		})
	}
}

// TestMovementRangeExplainsWhyNot: no range, but a reason, for a unit that
// is not on the map at the set-up and an unknown unit.
func TestMovementRangeExplainsWhyNot(t *testing.T) {
	for _, tc := range []struct{ scenario, unit, want string }{
		{"bussaco20-espana", "no-such-unit", "no unit"},
		{"arapiles20", "al-alten", "not on the map"},
	} {
		t.Run(tc.scenario+"/"+tc.unit, func(t *testing.T) {
			_, err := MovementRange(bundled(t, tc.scenario), "", tc.unit)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestMovementRangeBorrows: Bussaco 20 v1.1 prints no unit strengths and
// borrows them (borrow:); the preview plays it with them, as adc reach
// does ("fr-marchand ... from 1210, turn 1: 12 hexes").
func TestMovementRangeBorrows(t *testing.T) {
	rs, err := MovementRange(bundled(t, "bussaco20"), "", "fr-marchand")
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 12 {
		t.Errorf("fr-marchand reaches %d hexes, adc reach says 12", len(rs))
	}
}
