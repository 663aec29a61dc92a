package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestSlobozia3_0_SetupSteps: the set-up steps are applied through the
// deployment zones; a step's hexes that differ from its zone leave the
// rule not applied.
func TestSlobozia3_0_SetupSteps(t *testing.T) {
	cases := []struct {
		name  string
		hexes string
		want  string
	}{
		{"hexes agree", "0509,0510", "applied through the Set-up Phase's deployment zones ottoman-b (3.0); zones ottoman-c are described only in words"},
		{"hexes differ", "0509", `step ottoman_b_hexes hexes "0509" differ from deployment zone "ottoman-b"; not applied`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ot", scenario.French, scenario.TypeInfantry, 3, 2, "1010")
			f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0202")
			f.s.Deployment = []scenario.DeployZone{{ID: "ottoman-b", Side: scenario.French, Step: "B", Hexes: []string{"0509", "0510"}},
				{ID: "ottoman-c", Side: scenario.French, Step: "C"}}
			f.s.Special = []scenario.Rule{{ID: "setup-steps", Number: "3.0", Title: "Set-up steps", Kind: "setup_steps",
				Params: map[string]string{"ottoman_b_hexes": tc.hexes, "ottoman_c_zone": "south shore"}}}
			if b := f.board(); !hasNote(b, "setup-steps", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}
