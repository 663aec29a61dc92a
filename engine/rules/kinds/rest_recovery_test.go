package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule14_0_TalaveraAlliedRestRecovery: the Allies recover two Morale
// Points at night instead of one while a Spanish unit occupies Talavera
// (1011); Bailén 20 14.1 gives the Spanish +2 on Turn 5 (kinds night_rest,
// rest_recovery).
func TestRule14_0_TalaveraAlliedRestRecovery(t *testing.T) {
	cases := []struct {
		name string
		nat  string
		turn int
		want int
	}{
		{"Spanish unit in Talavera: +2", "Spanish", 3, 6},
		{"British unit in Talavera: +1", "British", 3, 5},
		{"Bailén 14.1 turn 5: Spanish +2", "British", 5, 6},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1011")
			f.s.Units[1].Nationality = tc.nat
			f.s.Special = []scenario.Rule{
				{ID: "allied-rest-recovery", Title: "Allied Rest Recovery", Kind: "night_rest", Params: map[string]string{"hex": "1011", "nationality": "Spanish", "side": "anti-french", "value": "2"}},
				{ID: "anticipating-the-battle", Number: "14.1", Title: "Anticipating the Battle", Kind: "rest_recovery", Params: map[string]string{"anti-french": "2", "turn": "5"}},
			}
			s := f.state(rules.PhaseNight)
			s.Phasing = rules.AntiFrench
			s.Turn = tc.turn
			s.Morale = [2]int{4, 4}
			var ev []rules.Event
			s.NightOperations(&ev)
			if s.Morale[rules.AntiFrench] != tc.want {
				t.Fatalf("Allied Morale %d, want %d (%v)", s.Morale[rules.AntiFrench], tc.want, ev)
			}
		})
	}
}
