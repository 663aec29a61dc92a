package render

import (
	"image"
	"image/color"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/scenarios"
)

// textSizes is a Surface that keeps the text drawn on it.
type textSizes struct {
	texts []string
	sizes []float64
}

func (r *textSizes) Fill(color.RGBA, ...[]Point)                                    {}
func (r *textSizes) Stroke([]Point, bool, float64, color.RGBA, ...float64)          {}
func (r *textSizes) Image(image.Image, float64, float64, float64, float64, float64) {}
func (r *textSizes) Clip(x, y, w, h float64)                                        {}
func (r *textSizes) Unclip()                                                        {}
func (r *textSizes) Text(x, y float64, s string, f Font, c color.RGBA) {
	r.texts = append(r.texts, s)
	r.sizes = append(r.sizes, f.Size)
}

// No text on a 5/8 inch counter of any bundled scenario is under 5 points,
// and units whose names differ keep names that differ: "Masséna
// (Indisposed)" and "Masséna (Engaged)" print "Masséna (Ind.)" and
// "Masséna (Eng.)".
func TestCounterTextAtLeast5pt(t *testing.T) {
	const size = 25.4 * 5 / 8
	for _, id := range scenarios.List() {
		t.Run(id, func(t *testing.T) {
			s := bundled(t, id)
			st := StyleFor(s)
			printed := map[string]string{} // printed name -> unit name
			for i := range s.Units {
				u := &s.Units[i]
				for _, c := range []Counter{UnitFront(u), UnitBack(s, u)} {
					r := &textSizes{}
					st.DrawCounter(r, c, 0, 0, size)
					for k, sz := range r.sizes {
						if sz < MinCounterPt {
							t.Errorf("%s: %q at %.2f pt", u.ID, r.texts[k], sz)
						}
					}
					if c.Hidden || len(r.texts) == 0 {
						continue
					}
					name := r.texts[0]
					if other, ok := printed[name]; ok && other != u.Name {
						t.Errorf("%q and %q both print as %q", other, u.Name, name)
					}
					printed[name] = u.Name
				}
			}
			for _, sd := range s.Sides {
				r := &textSizes{}
				st.DrawCounter(r, NewMarker(MarkerMorale, sd.ID, "Morale", sd.Name), 0, 0, size)
				for k, sz := range r.sizes {
					if sz < MinCounterPt {
						t.Errorf("morale marker: %q at %.2f pt", r.texts[k], sz)
					}
				}
			}
		})
	}
	if got, _ := CounterLabel("Masséna (Indisposed)", Font{Bold: true, Size: size * 0.36}, size*0.9); got != "Masséna (Ind.)" {
		t.Errorf("Masséna (Indisposed) prints %q", got)
	}
}

func TestShortenLongestWord(t *testing.T) {
	for _, c := range [][2]string{
		{"Masséna (Engaged)", "Masséna (Eng.)"},
		{"Latour-Maubourg", "Latour-Mau."},
		{"Rem. (Lig.-Bel. bri.)", "Rem. (Lig.-Bel.)"},
		{"IX", "IX"},
	} {
		if got := shortenLongestWord(c[0]); got != c[1] {
			t.Errorf("shorten %q = %q, want %q", c[0], got, c[1])
		}
	}
}

// España 20 [16.5.1]: a Remnant is a generic strength-1 unit; its counter
// prints 1 (its movement, which the rulebooks do not give, as "?").
func TestRemnantsAtStrengthOne(t *testing.T) {
	for _, id := range []string{"talavera20-full", "talavera20", "bussaco20-espana", "arapiles20", "bailen20"} {
		s := bundled(t, id)
		st := StyleFor(s)
		n := 0
		for i := range s.Units {
			u := &s.Units[i]
			if !strings.Contains(u.Name, "Remnant") {
				continue
			}
			n++
			r := &textSizes{}
			st.DrawCounter(r, UnitFront(u), 0, 0, 16)
			if !slices.Contains(r.texts, "1") {
				t.Errorf("%s: %s prints %q, no strength 1", id, u.ID, r.texts)
			}
		}
		if n == 0 {
			t.Errorf("%s: no Remnant", id)
		}
	}
}
