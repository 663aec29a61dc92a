package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestArapiles14_1_AlternateFrenchLOC: hex 0901 is a French LOC only for
// the Nord unit: it rallies there and retreats toward it; other French
// units do neither.
func TestArapiles14_1_AlternateFrenchLOC(t *testing.T) {
	cases := []struct {
		name      string
		unit      string
		wantRally bool
		wantDist  int16 // retreat distance from 0903
	}{
		{"Nord", "fr-nord", true, 2},
		{"another French unit", "fr-inf", false, 9},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-nord", scenario.French, scenario.TypeCavalry, 2, 3, "0505")
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 2, "0506")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			f.loc("0912", scenario.French)
			f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
				{Roll: "1-3", Results: []string{"Elim"}}, {Roll: "4-6", Results: []string{"Rally"}}}}}
			f.s.Special = []scenario.Rule{{ID: "alternate-french-loc", Number: "14.1", Title: "Alternate French LOC", Kind: "conditional_loc",
				Params: map[string]string{"hex": "0901", "side": "french", "units": "fr-nord"}}}
			b := f.board()
			if !hasNote(b, "alternate-french-loc", "0901 is a french LOC only for fr-nord") {
				t.Fatalf("note missing: %q", b.Notes())
			}
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			u := mustUnit(s, t, tc.unit)
			h, _ := b.Parse("0903")
			if got := retDistOf(b, u, rules.French)[h]; got != tc.wantDist {
				t.Fatalf("retreat distance from 0903: %d, want %d", got, tc.wantDist)
			}
			s.Phase = rules.PhaseNight
			s.Remove(u, rules.AtBroken)
			err = s.Legal(rules.Rally{Units: []string{tc.unit}, Hexes: []string{"0901"}})
			if (err == nil) != tc.wantRally {
				t.Fatalf("rally at 0901: %v, want allowed %v", err, tc.wantRally)
			}
		})
	}
}
