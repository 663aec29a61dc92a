package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBailen3_0_HiddenDeployment: with Fog of War every unit starts face
// down; without it every unit is revealed (Bailén 20 and Slobozia 20 3.0).
func TestBailen3_0_HiddenDeployment(t *testing.T) {
	cases := []struct {
		name     string
		fog      bool
		revealed bool
		want     string
	}{
		{"with Fog of War", true, false, "every unit sets up face down"},
		{"without Fog of War", false, true, "every unit is revealed and the Dummies are removed before play"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			if tc.fog {
				f.opt.Optional = []string{"16.1"}
			}
			f.s.Special = []scenario.Rule{{ID: "hidden-deployment", Number: "3.0", Title: "Face-down Deployment", Kind: "hidden_deployment",
				Params: map[string]string{"sides": "french,anti-french"}}}
			b := f.board()
			if !hasNote(b, "hidden-deployment", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			for u := range s.Units {
				if got := s.Units[u].Status&rules.StRevealed != 0; got != tc.revealed {
					t.Fatalf("%s revealed %v, want %v", b.Units[u].ID, got, tc.revealed)
				}
			}
		})
	}
}
