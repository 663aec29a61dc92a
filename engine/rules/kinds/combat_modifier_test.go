package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule9_8_8_BussacoDistractedMassena and Talavera 20 9.2.3
// Coordination Problems: differential modifiers of kind combat_modifier,
// not in use with the optional Leader rule 16.9.
func TestRule9_8_8_CombatModifiers(t *testing.T) {
	massena := scenario.Rule{ID: "distracted-massena", Number: "9.8.8", Title: "Distracted Masséna", Kind: "combat_modifier",
		Params: map[string]string{"corps": "Reserve Corps", "differential": "-1", "side": "french", "unless_optional": "16.9"}}
	coordination := scenario.Rule{ID: "coordination-problems", Number: "9.2.3", Title: "Coordination Problems", Kind: "combat_modifier",
		Params: map[string]string{"differential": "-1", "free_combined_attacks": "1", "side": "anti-french", "unless_optional": "16.9"}}
	cases := []struct {
		name      string
		rule      scenario.Rule
		attackers []string
		defender  string
		resolved  int // combined attacks already resolved this phase
		leaders   bool
		want      int // change of the differential
	}{
		{"Bussaco 9.8.8 Reserve Corps alone: -1", massena, []string{"fr-res"}, "al-brit", 0, false, -1},
		{"Bussaco 9.8.8 Reserve Corps with a Remnant: -1", massena, []string{"fr-res", "fr-remnant"}, "al-brit", 0, false, -1},
		{"Bussaco 9.8.8 with another Corps: none", massena, []string{"fr-res", "fr-2nd"}, "al-brit", 0, false, 0},
		{"Bussaco 9.8.8 not with 16.9", massena, []string{"fr-res"}, "al-brit", 0, true, 0},
		{"Talavera 9.2.3 first Combined Attack: none", coordination, []string{"al-brit", "al-span"}, "fr-2nd", 0, false, 0},
		{"Talavera 9.2.3 second Combined Attack: -1", coordination, []string{"al-brit", "al-span"}, "fr-2nd", 1, false, -1},
		{"Talavera 9.2.3 a British attack: none", coordination, []string{"al-brit"}, "fr-2nd", 1, false, 0},
		{"Talavera 9.2.3 not with 16.9", coordination, []string{"al-brit", "al-span"}, "fr-2nd", 1, true, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			build := func(specials []scenario.Rule) *rules.State {
				f := newFixture(t, scenario.EditionEspana)
				f.unit("fr-res", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
				f.unit("fr-remnant", scenario.French, scenario.TypeCadre, 1, 2, "0604")
				f.unit("fr-2nd", scenario.French, scenario.TypeInfantry, 3, 2, "0706")
				f.unit("al-brit", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0605")
				f.unit("al-span", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0707")
				f.s.Units[0].Formation = "Reserve Corps"
				f.s.Units[2].Formation = "2nd Corps"
				f.s.Units[3].Nationality = "British"
				f.s.Units[4].Nationality = "Spanish"
				f.s.Special = specials
				if tc.leaders {
					f.opt.Optional = []string{"16.9"}
				}
				s := f.state(rules.PhaseCombat)
				s.Phasing = rules.SideIndex(tc.rule.Params["side"])
				for i := 0; i < tc.resolved; i++ {
					s.BattleList = append(s.BattleList, rules.Battle{Attackers: []int{mustUnit(s, t, "al-brit"), mustUnit(s, t, "al-span")}, Defenders: []int{mustUnit(s, t, "fr-2nd")}, Resolved: true})
				}
				return s
			}
			diff := func(s *rules.State) int {
				o, err := s.Odds(tc.attackers, []string{tc.defender}, false, false, 0)
				if err != nil {
					t.Fatal(err)
				}
				return o.Differential
			}
			base := diff(build(nil))
			if got := diff(build([]scenario.Rule{tc.rule})) - base; got != tc.want {
				t.Fatalf("differential changes by %d, want %d", got, tc.want)
			}
		})
	}
}
