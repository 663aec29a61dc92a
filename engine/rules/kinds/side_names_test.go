package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRousse2_0_SideNames: the side_names rule is applied by the sides'
// names in the file; a mismatch is reported as not applied (Rousse 20 2.0:
// the Ottomans are the French side).
func TestRousse2_0_SideNames(t *testing.T) {
	cases := []struct {
		name, frenchName, want string
	}{
		{"names agree", "Ottoman", "applied by the scenario's sides (Ottoman = french, Russian = anti-french)"},
		{"names differ", "French", `the french side is named "French" in the scenario, not "Ottoman"; not applied by the engine`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			f.s.Sides[0].Name, f.s.Sides[1].Name = tc.frenchName, "Russian"
			f.s.Special = []scenario.Rule{{ID: "sides", Title: "Ottomans are the French side", Kind: "side_names",
				Params: map[string]string{"french": "Ottoman", "anti-french": "Russian"}}}
			if b := f.board(); !hasNote(b, "sides", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}
