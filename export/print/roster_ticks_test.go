package print

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// tickRecorder is a surface that keeps the rectangles filled in the
// checked-off hit box ink and draws nothing else.
type tickRecorder struct{ ticks [][]render.Point }

func (r *tickRecorder) Fill(c color.RGBA, paths ...[]render.Point) {
	if c == tickInk {
		r.ticks = append(r.ticks, paths...)
	}
}
func (*tickRecorder) Stroke([]render.Point, bool, float64, color.RGBA, ...float64)   {}
func (*tickRecorder) Text(float64, float64, string, render.Font, color.RGBA)         {}
func (*tickRecorder) Image(image.Image, float64, float64, float64, float64, float64) {}
func (*tickRecorder) Clip(float64, float64, float64, float64)                        {}
func (*tickRecorder) Unclip()                                                        {}

func ticksOn(pages []Page) [][]render.Point {
	r := &tickRecorder{}
	for _, p := range pages {
		p.Draw(r)
	}
	return r.ticks
}

// TestRosterPDFTicksP3 prints the hit boxes ticked on the roster preview
// filled (Unit roster, p.3: hits are checked off the boxes in order).
func TestRosterPDFTicksP3(t *testing.T) {
	rs := loadRuleset(t)
	r := bundledRoster(t, rs, "french-1812")
	first := r.Corps[0].Units[0]
	boxes := 0
	for _, row := range first.Ladder.Rows {
		boxes += row.Boxes
	}
	for _, tc := range []struct {
		name string
		hits map[string]int
		want int
	}{
		{"no ticks", nil, 0},
		{"three ticks on one unit", map[string]int{first.Name: 3}, 3},
		{"more ticks than boxes fill every box", map[string]int{first.Name: boxes + 5}, boxes},
		{"a name not in the army ticks nothing", map[string]int{"Nobody": 2}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pages, _ := RosterPages(r, rs, Papers[0], tc.hits)
			if got := len(ticksOn(pages)); got != tc.want {
				t.Errorf("%d boxes drawn filled, want %d", got, tc.want)
			}
		})
	}
	t.Run("the ticked box is dark in the PDF", func(t *testing.T) {
		needTool(t, "pdftoppm")
		hits := map[string]int{first.Name: 2}
		pages, _ := RosterPages(r, rs, Papers[0], hits)
		tick := ticksOn(pages)[1] // the second box
		const dpi = 100
		at := func(hits map[string]int, name string) color.Color {
			pages, _ := RosterPages(r, rs, Papers[0], hits)
			path := writePDF(t, pages[:1], name)
			prefix := filepath.Join(filepath.Dir(path), name)
			run(t, "pdftoppm", "-png", "-r", "100", "-singlefile", "-f", "1", "-l", "1", path, prefix)
			img := readPNG(t, prefix+".png")
			// The middle of the box's upper quarter, off the white cross.
			x := (tick[0].X + tick[2].X) / 2
			y := tick[0].Y + (tick[2].Y-tick[0].Y)/4
			return img.At(int(x/25.4*dpi), int(y/25.4*dpi))
		}
		lum := func(c color.Color) uint32 { r, g, b, _ := c.RGBA(); return (r + g + b) / 3 >> 8 }
		if l := lum(at(hits, "ticked")); l > 120 {
			t.Errorf("the ticked box prints with brightness %d of 255: not filled", l)
		}
		if l := lum(at(nil, "blank")); l < 200 {
			t.Errorf("the same box without ticks prints with brightness %d of 255: not empty", l)
		}
	})
}
