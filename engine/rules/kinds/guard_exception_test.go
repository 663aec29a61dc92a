package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule12_3_TalaveraMadridGarrison: the Madrid Garrison is a Guard unit
// never subject to Le Garde Recule (Talavera 20 12.3, kind
// guard_exception); other Guard units are (12.3.2).
func TestRule12_3_TalaveraMadridGarrison(t *testing.T) {
	cases := []struct {
		name string
		unit string
		want int // French Morale after an engaged result
	}{
		{"the Madrid Garrison is exempt", "fr-madrid-garrison", 6},
		{"another Guard unit is not", "fr-guard", 5},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit(tc.unit, scenario.French, scenario.TypeInfantry, 4, 2, "0506", scenario.TraitGuard)
			f.unit("enemy", scenario.AntiFrench, scenario.TypeInfantry, 2, 2, "0606")
			f.s.Special = []scenario.Rule{{ID: "madrid-garrison", Number: "12.3", Title: "The Madrid Garrison", Kind: "guard_exception",
				Params: map[string]string{"garde_recule": "false", "unit": "fr-madrid-garrison"}}}
			s := f.state(rules.PhaseCombat)
			s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{tc.unit}, Defenders: []string{"enemy"}}}})
			s, _ = apply(t, s, rules.Resolve{Battle: 0}, 1) // +2, die 1: engaged
			if s.Morale[rules.French] != tc.want {
				t.Fatalf("French Morale %d, want %d", s.Morale[rules.French], tc.want)
			}
		})
	}
}
