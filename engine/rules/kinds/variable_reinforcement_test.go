package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestTalavera18_1_FourthCorps: Sebastiani and Leval are variable
// reinforcements by Area C on the 4th Corps table; a placement that
// disagrees leaves the rule not applied.
func TestTalavera18_1_FourthCorps(t *testing.T) {
	cases := []struct {
		name string
		area string
		want string
	}{
		{"placements agree", "C", `fr-sebastiani each roll one die a turn on table "fourth-corps-arrival"`},
		{"another area", "B", `unit "fr-sebastiani" is not a variable reinforcement rolled on table "fourth-corps-arrival" entering by area "C"; not applied`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			st, ma := 3, 2
			f.s.Units = append(f.s.Units, scenario.Unit{ID: "fr-sebastiani", Name: "Sebastiani", Side: scenario.French, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
				Placement: scenario.Placement{Kind: scenario.PlaceVariable, Turn: 2, EntryArea: tc.area, Table: "fourth-corps-arrival"}})
			f.s.Tables = []scenario.Table{{ID: "fourth-corps-arrival", Title: "4th Corps Arrival Table", Dice: "1d6", Columns: []string{"turns 2-3"},
				Rows: []scenario.TableRow{{Roll: "1-4", Results: []string{"-"}}, {Roll: "5-6", Results: []string{"arrives"}}}}}
			f.s.Special = []scenario.Rule{{ID: "fourth-corps", Number: "18.1", Title: "Where Is the 4th Corps?", Kind: "variable_reinforcement",
				Params: map[string]string{"entry_area": "C", "table": "fourth-corps-arrival", "units": "fr-sebastiani"}}}
			if b := f.board(); !hasNote(b, "fourth-corps", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}
