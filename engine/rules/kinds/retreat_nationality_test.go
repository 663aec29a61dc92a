package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestTalavera9_8_7_RetreatByNationality: "British units Retreat toward
// the British LOC hex located on the west edge of the map (hex 0111).
// Spanish units Retreat toward one of the two Spanish LOC hexes located on
// the south edge of the map (hexes 0614 and 0914)" (Talavera 20 9.8.7);
// after an Organized Retreat "British units must Retreat toward one of the
// two Spanish LOC hexes on the south edge of the map; the British LOC at
// hex 0111 may not be used" (12.8). On the fixture's map the British LOC
// is 0106 and the Spanish LOCs 0612 and 0912.
func TestTalavera9_8_7_RetreatByNationality(t *testing.T) {
	cases := []struct {
		name       string
		unit       string
		authorized bool
		targets    []string // the hexes the unit's retreats head for
	}{
		{"British toward the British LOC", "al-brit", false, []string{"0106"}},
		{"Spanish toward the Spanish LOCs", "al-span", false, []string{"0612", "0912"}},
		{"French toward the French LOC", "fr-inf", false, []string{"1406"}},
		{"British toward the Spanish LOCs after the Organized Retreat", "al-brit", true, []string{"0612", "0912"}},
		{"Spanish unchanged after the Organized Retreat", "al-span", true, []string{"0612", "0912"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0707")
			f.unit("al-brit", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("al-span", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0509")
			f.s.Units[1].Nationality = "British"
			f.s.Units[2].Nationality = "Spanish"
			f.loc("1406", scenario.French)
			for _, h := range []string{"0106", "0612", "0912"} {
				f.loc(h, scenario.AntiFrench)
			}
			f.s.Special = []scenario.Rule{{ID: "retreat-priority", Number: "9.8.7", Title: "Priority Direction of Retreat", Kind: "retreat_priority",
				Params: map[string]string{"french": "1406", "british": "0106", "british_organized_retreat": "0612,0912", "spanish": "0612,0912"}}}
			s := f.state(rules.PhaseCombat)
			if tc.authorized {
				rules.RetreatSlot.Mut(s).Retreat[rules.AntiFrench] = rules.RetreatAuthorized
			}
			u := mustUnit(s, t, tc.unit)
			got := s.RetreatDistances(u, s.B.Units[u].Side)
			for i := 0; i < s.B.N; i++ {
				want := 32767
				for _, code := range tc.targets {
					want = min(want, s.B.Hexes[i].Distance(f.at(code)))
				}
				if int(got[i]) != want {
					t.Fatalf("%s: distance at %s is %d, want %d (toward %v)", tc.unit, s.B.Code(int32(i)), got[i], want, tc.targets)
				}
			}
		})
	}
}
