package print

import (
	"fmt"
	"image"
	"image/color"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// titleRecorder keeps a page's title box and its cut lines and crop marks
// (open two-point strokes in the cut or mark ink).
type titleRecorder struct {
	title string
	boxes [][4]float64 // x0, y0, x1, y1 (mm)
	lines [][2]render.Point
}

func (r *titleRecorder) Fill(color.RGBA, ...[]render.Point) {}
func (r *titleRecorder) Stroke(pts []render.Point, closed bool, w float64, c color.RGBA, dash ...float64) {
	if !closed && len(pts) == 2 && (c == cutColour || c == markInk) {
		r.lines = append(r.lines, [2]render.Point{pts[0], pts[1]})
	}
}
func (r *titleRecorder) Text(x, y float64, s string, f render.Font, c color.RGBA) {
	if s == r.title {
		h := f.Size * render.MMPerPoint
		r.boxes = append(r.boxes, [4]float64{x, y - 0.8*h, x + render.TextWidth(s, f), y + 0.25*h})
	}
}
func (r *titleRecorder) Image(image.Image, float64, float64, float64, float64, float64) {}
func (r *titleRecorder) Clip(x, y, w, h float64)                                        {}
func (r *titleRecorder) Unclip()                                                        {}

// crosses reports whether the segment a-b passes through the box.
func crosses(a, b render.Point, box [4]float64) bool {
	for i := 0; i <= 200; i++ {
		f := float64(i) / 200
		x, y := a.X+f*(b.X-a.X), a.Y+f*(b.Y-a.Y)
		if x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3] {
			return true
		}
	}
	return false
}

// checkTitles checks that no cut line or crop mark of any page crosses
// the page's title, and that the title is printed below the printer
// margin.
func checkTitles(t *testing.T, pages []Page) {
	t.Helper()
	for i, pg := range pages {
		r := &titleRecorder{title: pg.Title}
		pg.Draw(r)
		if len(r.lines) > 0 && len(r.boxes) == 0 {
			t.Errorf("page %d %q: its title is not drawn as one line", i+1, pg.Title)
		}
		for _, box := range r.boxes {
			if box[1] < titleMinTop {
				t.Errorf("page %d %q: its title's top is %.2f mm from the page's top edge, inside the %.0f mm many printers cannot print", i+1, pg.Title, box[1], titleMinTop)
			}
			for _, l := range r.lines {
				if crosses(l[0], l[1], box) {
					t.Errorf("page %d %q: the line %.1f,%.1f-%.1f,%.1f crosses its title", i+1, pg.Title, l[0].X, l[0].Y, l[1].X, l[1].Y)
					break
				}
			}
		}
	}
}

// Every kit on every paper, with and without bleed: no crop mark or cut
// line crosses a page title.
func TestCropMarksNeverCrossATitle(t *testing.T) {
	rs := loadRuleset(t)
	for _, p := range Papers {
		for _, bleed := range []bool{false, true} {
			for _, id := range []string{"talavera20-full", "bussaco20-espana", "rousse20"} {
				t.Run(fmt.Sprintf("%s/%s/bleed=%v", id, p.Name, bleed), func(t *testing.T) {
					s, charts := loadScenario(t, id)
					pages, err := Scenario(s, charts, Options{Paper: p, Bleed: bleed})
					if err != nil {
						t.Fatal(err)
					}
					checkTitles(t, pages)
				})
			}
			t.Run(fmt.Sprintf("french-1812/%s/bleed=%v", p.Name, bleed), func(t *testing.T) {
				pages, err := Army(bundledRoster(t, rs, "french-1812"), rs, Options{Paper: p, Bleed: bleed})
				if err != nil {
					t.Fatal(err)
				}
				checkTitles(t, pages)
			})
		}
	}
}
