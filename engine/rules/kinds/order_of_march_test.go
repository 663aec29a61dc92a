package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestArapiles3_0_AdvanceToContact: every unit arrives by its side's
// entry area; a unit deployed at the start or arriving elsewhere leaves
// the rule not applied.
func TestArapiles3_0_AdvanceToContact(t *testing.T) {
	cases := []struct {
		name   string
		frArea string
		setup  bool // the Allied unit is set up instead
		want   string
	}{
		{"all arrive", "A", false, "applied by the units' placements: no unit is deployed; 1 french units by area A, 1 anti-french units by area Z"},
		{"French unit by another area", "B", false, `unit "fr" arrives by area "B", not "A"; not applied`},
		{"Allied unit deployed", "A", true, `unit "af" is deployed at the start; not applied`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			f.s.Units[0].Placement = scenario.Placement{Kind: scenario.PlaceArrive, Turn: 1, EntryArea: tc.frArea}
			if !tc.setup {
				f.s.Units[1].Placement = scenario.Placement{Kind: scenario.PlaceArrive, Turn: 1, EntryArea: "Z"}
			}
			f.s.Special = []scenario.Rule{{ID: "march-on", Number: "3.0", Title: "Advance to Contact", Kind: "order_of_march",
				Params: map[string]string{"french": "A", "anti-french": "Z"}}}
			if b := f.board(); !hasNote(b, "march-on", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}
