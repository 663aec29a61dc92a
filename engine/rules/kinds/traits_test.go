package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBailen16_7_SpecialUnits: the Special Troops a special_units rule
// names are applied through their unit traits; a named unit without the
// trait, the Swiss Mercenaries (16.7.8) and unnamed units are reported as
// not applied.
func TestBailen16_7_SpecialUnits(t *testing.T) {
	cases := []struct {
		name   string
		params map[string]string
		want   []string
	}{
		{"irregulars with the trait", map[string]string{"irregular": "irr"},
			[]string{"applied through the unit traits of Irregulars (16.7.7) irr"}},
		{"a unit without the trait", map[string]string{"irregular": "irr", "road_bound": "plain"},
			[]string{"Irregulars (16.7.7) irr", "not applied by the engine: road-bound (16.7.6) \"plain\" (no unit with that trait)"}},
		{"Swiss and unnamed units", map[string]string{"swiss": "sw", "swiss_count": "3"},
			[]string{"no unit it names carries its trait", "Swiss Mercenaries (16.7.8) sw (the engine has no Swiss Mercenary rule)", "the other Swiss Mercenaries units (3 in all"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("irr", af, in, 1, 2, "0909", scenario.TraitIrregular)
			f.unit("plain", fr, in, 1, 2, "0303")
			f.unit("sw", fr, in, 1, 2, "0304", scenario.TraitSpecial)
			f.s.Special = []scenario.Rule{{ID: "special-units", Number: "16.7", Title: "Special Units", Kind: "special_units", Params: tc.params}}
			notes := strings.Join(f.board().Notes(), "\n")
			for _, w := range tc.want {
				if !strings.Contains(notes, w) {
					t.Errorf("no %q in %s", w, notes)
				}
			}
		})
	}
}
