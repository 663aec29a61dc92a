package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestBussaco5_1_FrenchEvents: after A Moment of Clarity or More Concerned
// with Venus than with Mars no Command Coordination roll is made; Venus
// puts the Indisposed Masséna back in Cordiera (1211) in place of the
// Engaged one.
func TestBussaco5_1_FrenchEvents(t *testing.T) {
	cases := []struct {
		name        string
		card        int
		wantMassena string // the Masséna counter on the map
		wantHex     string
	}{
		{"A Moment of Clarity: no roll", 0, "fr-massena-engaged", "0206"},
		{"Venus not Mars: Indisposed in Cordiera", 1, "fr-massena-indisposed", "1211"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := massenaFixture(t).state(rules.PhaseEvents)
			// Masséna is Engaged, in 0206 with f1.
			s.Remove(mustUnit(s, t, "fr-massena-indisposed"), rules.AtSetAside)
			eng := mustUnit(s, t, "fr-massena-engaged")
			s.Units[eng].Where, s.Units[eng].Hex = rules.AtMap, s.Units[mustUnit(s, t, "f1")].Hex
			s.Draw = []int{tc.card}
			s, ev := apply(t, s, rules.EndPhase{}) // no roll: apply fails on an unscripted roll
			if s.Phase != rules.PhaseMovement {
				t.Fatalf("phase %v", s.Phase)
			}
			if m := mustUnit(s, t, tc.wantMassena); !s.OnMap(m) || hexOf(s, t, tc.wantMassena) != tc.wantHex {
				t.Errorf("%s not at %s: %v", tc.wantMassena, tc.wantHex, ev)
			}
		})
	}
}
