package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBussaco5_1_VenusNoUnitActive: "More Concerned with Venus than with
// Mars: when this event occurs, no French unit is Active that turn"; "Units
// of Inactive Corps ... Their Movement Allowance is reduced by one (-1).
// They cannot enter EZOCs; if they began that turn already in an EZOC, they
// are unaffected" (Bussaco 20 España 5.1).
func TestBussaco5_1_VenusNoUnitActive(t *testing.T) {
	cases := []struct {
		name      string
		drawn     bool // the card was drawn this turn
		unit      string
		wantMA    int
		enterEZOC bool // may end its move in the enemy's ZOC
	}{
		{"not drawn: Active", false, "fr-far", 3, true},
		{"drawn: MA -1, no EZOC", true, "fr-far", 2, false},
		{"drawn, begins in an EZOC: unaffected", true, "fr-near", 3, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("al-x", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0606")
			f.unit("fr-near", scenario.French, scenario.TypeInfantry, 3, 3, f.nb("0606", hex.S))
			f.unit("fr-far", scenario.French, scenario.TypeInfantry, 3, 3, f.nb(f.nb("0606", hex.N), hex.N))
			f.s.Special = []scenario.Rule{{ID: "venus-not-mars", Number: "5.1", Title: "Event: More Concerned with Venus than with Mars", Kind: "event_effect",
				Params: map[string]string{"card_title": "More Concerned with Venus than with Mars", "hex": "1211", "side": "french"}}}
			s := f.state(rules.PhaseMovement)
			if tc.drawn {
				leaderSlot.Mut(s).venus = int16(s.Turn)
			}
			u := mustUnit(s, t, tc.unit)
			if got := s.MovementAllowance(u); got != tc.wantMA {
				t.Errorf("Movement Allowance %d, want %d", got, tc.wantMA)
			}
			// the hex north of al-x is in its ZOC, one hex from fr-far (a
			// unit that begins in an EZOC keeps the standard rules, 6.8)
			_, inZOC := reachCodes(s.Reachable(u))[f.nb("0606", hex.N)]
			if tc.unit == "fr-far" && inZOC != tc.enterEZOC {
				t.Errorf("may enter the EZOC: %v, want %v", inZOC, tc.enterEZOC)
			}
			s.Phasing = rules.AntiFrench
			if tc.drawn && s.MovementAllowance(mustUnit(s, t, "al-x")) != 3 {
				t.Errorf("the Allied units are not affected")
			}
		})
	}
}
