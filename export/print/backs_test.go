package print

import (
	"strings"
	"testing"
)

// Wallachia 20 [2.0]: the back of a unit is a Hidden Unit; Slobozia 20
// [3.0] sets every unit face down. No back names a unit or gives its
// strength, and a reduced "(-)" version is a counter of its own where the
// scenario uses it (the campaign), never the back of its full unit.
func TestBacksGiveNothingAway(t *testing.T) {
	for _, c := range []struct {
		id      string
		reduced int // "(-)" counters printed
	}{
		{"slobozia20", 0},
		{"rousse20", 0},
		{"wallachia20-campaign", 6},
		{"talavera20-full", 0},
		{"bussaco20-espana", 0},
	} {
		t.Run(c.id, func(t *testing.T) {
			s, charts := loadScenario(t, c.id)
			_, slots := CounterSheets(s, StyleFor(s, charts), Papers[0], CounterDefault)
			units := map[string]bool{}
			for _, u := range s.Units {
				units[u.ID] = true
			}
			reduced := 0
			for _, sl := range slots {
				if !units[sl.ID] {
					continue // a marker
				}
				if !sl.Back.Hidden || sl.Back.Name != "" || sl.Back.Strength != nil || sl.Back.Reduced {
					t.Errorf("back of %s gives the unit away: %+v", sl.ID, sl.Back)
				}
				if strings.Contains(sl.Front.Name, "(-)") {
					reduced++
				}
			}
			if reduced != c.reduced {
				t.Errorf("%d reduced counters of their own, want %d", reduced, c.reduced)
			}
		})
	}
}
