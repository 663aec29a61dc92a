package print

import (
	"image"
	"image/color"
	"slices"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// textRecorder keeps the text drawn at one font size.
type textRecorder struct {
	size  float64
	texts []string
}

func (r *textRecorder) Fill(color.RGBA, ...[]render.Point)                             {}
func (r *textRecorder) Stroke([]render.Point, bool, float64, color.RGBA, ...float64)   {}
func (r *textRecorder) Image(image.Image, float64, float64, float64, float64, float64) {}
func (r *textRecorder) Clip(x, y, w, h float64)                                        {}
func (r *textRecorder) Unclip()                                                        {}
func (r *textRecorder) Text(x, y float64, s string, f render.Font, c color.RGBA) {
	if f.Size == r.size && f.Bold {
		r.texts = append(r.texts, s)
	}
}

// The printed Game Turn Record Track (4.0) has a box for every turn:
// Bussaco 20 España lists turns 1 and 5 only, its reinforcements arrive on
// turns 2 and 4 and its set-up names the Turn 6 and Turn 8 boxes; its last
// turn is not given, so a "9+" box says the track may go on.
func TestTurnTrackBoxes(t *testing.T) {
	for _, c := range []struct {
		id   string
		want []string
	}{
		{"bussaco20-espana", []string{"1", "2", "3", "4", "5", "6", "7", "8", "9+"}},
		{"rousse20", []string{"1", "2", "3", "4", "5", "6"}},
	} {
		t.Run(c.id, func(t *testing.T) {
			s, _ := loadScenario(t, c.id)
			r := &textRecorder{size: 14}
			for _, pg := range TrackPages(s, Papers[0]) {
				pg.Draw(r)
			}
			if !slices.Equal(r.texts, c.want) {
				t.Errorf("turn boxes %q, want %q", r.texts, c.want)
			}
		})
	}
}
