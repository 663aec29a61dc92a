package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBailen3_0_SpanishReconnaissance: without Fog of War the roll has no
// effect (every unit is revealed and the Dummies removed before play);
// with it the reveal is not applied, since the rule does not say who
// chooses the units.
func TestBailen3_0_SpanishReconnaissance(t *testing.T) {
	cases := []struct {
		name     string
		fog      bool
		table    string
		want     string
		revealed bool
	}{
		{"without Fog of War", false, "spanish-reconnaissance", `without Fog of War (16.1) the anti-french roll on table "spanish-reconnaissance" has no effect on play`, true},
		{"with Fog of War", true, "spanish-reconnaissance", `the rule does not say which player chooses the units revealed`, false},
		{"no table", false, "missing", `side "anti-french" or table "missing" not usable; not applied by the engine`, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 3, 2, "0306")
			f.unit("d", af, in, 3, 2, "0906")
			f.s.Tables = []scenario.Table{{ID: "spanish-reconnaissance", Title: "Spanish Reconnaissance", Dice: "1d6", Columns: []string{"French units revealed"},
				Rows: []scenario.TableRow{{Roll: "1", Results: []string{"none"}}, {Roll: "2-4", Results: []string{"reveal 1 French unit"}}, {Roll: "5-6", Results: []string{"reveal 2 French units"}}}}}
			f.s.Special = []scenario.Rule{{ID: "spanish-reconnaissance", Number: "3.0", Title: "Spanish Reconnaissance", Kind: "reconnaissance",
				Params: map[string]string{"side": af, "table": tc.table}}}
			if tc.fog {
				f.opt.Optional = []string{"16.1"}
			}
			s := f.state(rules.PhaseMovement)
			if !strings.Contains(strings.Join(s.B.Notes(), "\n"), tc.want) {
				t.Fatalf("no note %q in %v", tc.want, s.B.Notes())
			}
			if got := s.Units[mustUnit(s, t, "a")].Status&rules.StRevealed != 0; got != tc.revealed {
				t.Fatalf("French unit revealed %v, want %v", got, tc.revealed)
			}
		})
	}
}
