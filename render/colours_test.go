package render

import (
	"image/color"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// grey is the grey (0-1) a colour prints as in black and white.
func grey(c color.RGBA) float64 {
	return (0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)) / 255
}

// In every bundled scenario, every counter colour of one side (its units'
// nationalities, its markers and its backs) prints at least 20% lighter
// or darker in greyscale than every counter colour of the other side.
func TestSideColoursApartInGrey(t *testing.T) {
	for _, id := range scenarios.List() {
		t.Run(id, func(t *testing.T) {
			s := bundled(t, id)
			st := StyleFor(s)
			cols := map[string]map[color.RGBA]string{}
			add := func(side string, c Counter, what string) {
				if cols[side] == nil {
					cols[side] = map[color.RGBA]string{}
				}
				cols[side][st.counterColour(c)] = what
			}
			for i := range s.Units {
				u := &s.Units[i]
				add(u.Side, UnitFront(u), u.ID)
				add(u.Side, UnitBack(s, u), "back")
			}
			for _, sd := range s.Sides {
				add(sd.ID, NewMarker(MarkerMorale, sd.ID, "Morale", ""), "morale marker")
			}
			for a, wa := range cols[scenario.French] {
				for b, wb := range cols[scenario.AntiFrench] {
					if d := grey(a) - grey(b); d < 0.2 && d > -0.2 {
						t.Errorf("%s %v and %s %v: greys %.0f%% and %.0f%%, under 20%% apart", wa, a, wb, b, 100*grey(a), 100*grey(b))
					}
				}
			}
		})
	}
}

// Wallachia 20 [2.0]: Ottoman pieces burnt orange, Russian green; their
// markers too.
func TestWallachiaColours(t *testing.T) {
	s := bundled(t, "rousse20")
	st := StyleFor(s)
	ot := st.counterColour(NewMarker(MarkerMorale, scenario.French, "Morale", ""))
	ru := st.counterColour(NewMarker(MarkerMorale, scenario.AntiFrench, "Morale", ""))
	if !(ot.R > 180 && ot.G > 80 && ot.G < 130 && ot.B < 60) {
		t.Errorf("Ottoman marker %v is not burnt orange", ot)
	}
	if !(ru.G > ru.R && ru.G > ru.B) {
		t.Errorf("Russian marker %v is not green", ru)
	}
}

// Talavera 20 and Bussaco 20 [5.1]: a French unit's counter has the band
// of its Corps across the middle, drawn from the formation data.
func TestCorpsBands(t *testing.T) {
	for _, id := range []string{"talavera20-full", "bussaco20-espana"} {
		s := bundled(t, id)
		st := StyleFor(s)
		n := 0
		for i := range s.Units {
			u := &s.Units[i]
			if u.Formation == "" || u.Side != scenario.French {
				continue
			}
			band, ok := st.Band[u.Formation]
			if !ok {
				t.Errorf("%s: %s's formation %q has no band colour", id, u.ID, u.Formation)
				continue
			}
			// The band shows in the middle of the counter, left of the
			// type symbol.
			img := st.CounterImage(UnitFront(u), 64)
			got := img.RGBAAt(4, 28)
			if got != band {
				t.Errorf("%s: %s (%s): middle of the counter %v, want the band %v", id, u.ID, u.Formation, got, band)
			}
			n++
		}
		if n == 0 {
			t.Errorf("%s: no French unit with a formation", id)
		}
	}
	want := map[string]map[string]string{
		"talavera20-full":  {"1st Corps": "#3C9A4A", "2nd Corps": "#3F7FD0", "4th Corps": "#F08A24", "Reserve Corps": "#FFFFFF"},
		"bussaco20-espana": {"2nd Corps": "#3F7FD0", "6th Corps": "#F2D21B", "8th Corps": "#D8322A", "Reserve Corps": "#FFFFFF"},
		"rousse20":         {},
	}
	for id, bands := range want {
		st := StyleFor(bundled(t, id))
		if len(st.Band) != len(bands) {
			t.Errorf("%s: bands %v, want %v", id, st.Band, bands)
		}
		for f, h := range bands {
			if st.Band[f] != mustHex(h) {
				t.Errorf("%s: %s band %v, want %s", id, f, st.Band[f], h)
			}
		}
	}
}
