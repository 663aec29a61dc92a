package kinds

import (
	"fmt"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestSlobozia4_3_CommandHierarchyModifiers: the Ottoman Command Hierarchy
// roll has "-2 if the restrictions of Russian Surprise [4.2] are in effect"
// and "+1 for each Russian unit on the south bank of the Danube (the Rousse
// side), hidden or revealed" (Slobozia 20 4.3); its rows run from "1 or
// less" to "8+". On the fixture the Danube is column 07 (wide_major_river)
// and the south bank the side of 1005.
func TestSlobozia4_3_CommandHierarchyModifiers(t *testing.T) {
	cases := []struct {
		name      string
		surprise  bool // the Russian Surprise rule is in the scenario
		battled   bool // a Battle has been resolved
		traced    bool // the Danube's hexes are on the map
		south     int  // Russian units on the south bank
		roll      int
		wantMod   int
		wantLimit int
		wantNote  string
	}{
		{"two Russians across, no Surprise", false, false, true, 2, 6, 2, 7, "+1 for each enemy unit on the 1005 side of the Danube"},
		{"Surprise in effect", true, false, true, 0, 3, -2, 0, "-2 while rule \"russian-surprise\" holds"},
		{"Surprise and three Russians across", true, false, true, 3, 4, 1, 4, ""},
		{"Surprise lifted by the first Battle", true, true, true, 1, 6, 1, 6, ""},
		{"the Danube not traced: no +1", false, false, false, 2, 5, 0, 4, "the Danube is not traced"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			if tc.traced {
				for r := 1; r <= 12; r++ {
					f.terrain(fmt.Sprintf("07%02d", r), "wide_major_river")
				}
			}
			f.unit("ot-a", scenario.French, scenario.TypeInfantry, 2, 2, "0303")
			f.unit("ru-north", scenario.AntiFrench, scenario.TypeInfantry, 2, 2, "0505")
			for i := 0; i < tc.south; i++ {
				f.unit(fmt.Sprintf("ru-south-%d", i), scenario.AntiFrench, scenario.TypeInfantry, 2, 2, fmt.Sprintf("10%02d", 2+2*i))
			}
			var rows []scenario.TableRow
			rows = append(rows, scenario.TableRow{Roll: "≤1", Results: []string{"None"}})
			for r := 2; r <= 7; r++ {
				rows = append(rows, scenario.TableRow{Roll: fmt.Sprint(r), Results: []string{fmt.Sprint(r - 1)}})
			}
			rows = append(rows, scenario.TableRow{Roll: "8+", Results: []string{"7"}})
			f.s.Tables = []scenario.Table{{ID: "command-hierarchy", Title: "Ottoman Command Hierarchy table", Rows: rows}}
			f.s.Special = []scenario.Rule{{ID: "ottoman-movement-restrictions", Number: "4.3", Title: "Ottoman Movement Restrictions", Kind: "command_limit",
				Params: map[string]string{"side": "french", "table": "command-hierarchy", "morale_cost_to_move_all": "1",
					"enemy_bank_modifier": "1", "enemy_bank_hex": "1005", "enemy_bank_river": "Danube", "enemy_bank_terrain": "wide_major_river"}}}
			if tc.surprise {
				f.s.Special = append([]scenario.Rule{{ID: "russian-surprise", Number: "4.2", Title: "Russian Surprise", Kind: "movement_restriction",
					Params: map[string]string{"side": "french", "frozen_hexes": "0303", "table": "command-hierarchy", "table_modifier": "-2", "until": "the first Battle"}}}, f.s.Special...)
			}
			s := f.state(rules.PhaseMovement)
			battledWord.Set(s, int64(b2i(tc.battled)))
			mod, why := commandModifier(s)
			if mod != tc.wantMod {
				t.Fatalf("modifier %+d (%s), want %+d", mod, why, tc.wantMod)
			}
			if got := commandRoll(s.B, tc.roll+mod); got != tc.wantLimit {
				t.Errorf("roll %d modified %d: %d units, want %d", tc.roll, tc.roll+mod, got, tc.wantLimit)
			}
			if _, note, _ := commandMods(s.B, cmdOf(s.B).rule); !strings.Contains(note, tc.wantNote) {
				t.Errorf("note %q, want %q", note, tc.wantNote)
			}
		})
	}
}
