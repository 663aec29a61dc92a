package print

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"regexp"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// recorder is a Surface that keeps the registration marks (circles of
// 1.6 mm) and the hex numbers drawn on a page.
type recorder struct {
	marks []render.Point
	hexes map[string]render.Point
}

var hexNumber = regexp.MustCompile(`^\d{4}$`)

func (r *recorder) Fill(color.RGBA, ...[]render.Point) {}
func (r *recorder) Stroke(pts []render.Point, closed bool, w float64, c color.RGBA, dash ...float64) {
	if !closed || len(pts) != 24 {
		return
	}
	var cx, cy float64
	for _, p := range pts {
		cx += p.X / 24
		cy += p.Y / 24
	}
	if near(math.Hypot(pts[0].X-cx, pts[0].Y-cy), 1.6, 0.01) {
		r.marks = append(r.marks, render.Point{X: cx, Y: cy})
	}
}
func (r *recorder) Text(x, y float64, s string, f render.Font, c color.RGBA) {
	if hexNumber.MatchString(s) {
		r.hexes[s] = render.Point{X: x, Y: y}
	}
}
func (r *recorder) Image(image.Image, float64, float64, float64, float64, float64) {}
func (r *recorder) Clip(x, y, w, h float64)                                        {}
func (r *recorder) Unclip()                                                        {}

// edgeMarks returns the two marks of a page that share the extreme
// coordinate picked by key (x or y, largest or smallest).
func edgeMarks(t *testing.T, marks []render.Point, key func(render.Point) float64) []render.Point {
	t.Helper()
	best := math.Inf(-1)
	for _, m := range marks {
		best = math.Max(best, key(m))
	}
	var out []render.Point
	for _, m := range marks {
		if near(key(m), best, 0.01) {
			out = append(out, m)
		}
	}
	if len(out) != 2 {
		t.Fatalf("%d registration marks on the edge, want 2", len(out))
	}
	return out
}

// The map tiles assembled as the index page says (each tile trimmed on
// the dashed lines of its left and top edges and laid over its neighbours
// with the registration marks meeting): every hex drawn on two
// neighbouring tiles lands in the same place, within 0.2 mm.
func TestTilesAssembleAtTheMarks(t *testing.T) {
	for _, c := range []struct {
		id      string
		paper   Paper
		overlap float64
		bleed   bool
	}{
		{"talavera20-full", Papers[0], 0, false},
		{"bussaco20-espana", Papers[1], 0, false},
		{"rousse20", Papers[0], 15, false},
		{"slobozia20", Papers[0], 5, false},
		{"talavera20-full", Papers[0], 0, true},
		{"bussaco20-espana", Papers[1], 0, true},
	} {
		t.Run(fmt.Sprintf("%s/%s/%g/bleed=%v", c.id, c.paper.Name, c.overlap, c.bleed), func(t *testing.T) {
			s, charts := loadScenario(t, c.id)
			o := Options{Paper: c.paper, Overlap: c.overlap, Bleed: c.bleed}.withDefaults()
			pages := MapPages(s, StyleFor(s, charts), o)
			R := render.RadiusForFlats(o.HexMM)
			mw, mh := render.MapSize(s, R)
			_, _, tiles := tileMap(mw, mh, o.Paper, o.Overlap, mapInset(c.bleed))
			if len(tiles) < 2 {
				t.Skip("one tile")
			}
			pages = pages[1:] // the index page
			rec := make([]*recorder, len(pages))
			for i, pg := range pages {
				rec[i] = &recorder{hexes: map[string]render.Point{}}
				pg.Draw(rec[i])
			}
			at := func(col, row int) int {
				for i, tl := range tiles {
					if tl.Col == col && tl.Row == row {
						return i
					}
				}
				return -1
			}
			pairs := 0
			for i, tl := range tiles {
				for _, d := range [][2]int{{1, 0}, {0, 1}} {
					j := at(tl.Col+d[0], tl.Row+d[1])
					if j < 0 {
						continue
					}
					// a: the tile underneath, b: the tile laid over it.
					var a, b []render.Point
					if d[0] == 1 {
						a = edgeMarks(t, rec[i].marks, func(p render.Point) float64 { return p.X })
						b = edgeMarks(t, rec[j].marks, func(p render.Point) float64 { return -p.X })
					} else {
						a = edgeMarks(t, rec[i].marks, func(p render.Point) float64 { return p.Y })
						b = edgeMarks(t, rec[j].marks, func(p render.Point) float64 { return -p.Y })
					}
					// Laying b over a so that the marks meet moves b by dx, dy.
					dx, dy := a[0].X-b[0].X, a[0].Y-b[0].Y
					if !near(a[1].X-b[1].X, dx, 0.01) || !near(a[1].Y-b[1].Y, dy, 0.01) {
						t.Fatalf("%s over %s: the two marks cannot meet at once", tiles[j].Label, tl.Label)
					}
					shared := 0
					for code, p := range rec[j].hexes {
						q, ok := rec[i].hexes[code]
						if !ok {
							continue
						}
						shared++
						if e := math.Hypot(p.X+dx-q.X, p.Y+dy-q.Y); e > 0.2 {
							t.Errorf("%s over %s: hex %s lands %.2f mm from its place", tiles[j].Label, tl.Label, code, e)
						}
					}
					if shared == 0 {
						t.Errorf("%s and %s share no hex", tl.Label, tiles[j].Label)
					}
					// Nothing is lost: the tile underneath shows the map up
					// to past the trim line of the tile laid over it.
					if d[0] == 1 && a[0].X > mapInset(c.bleed)+tl.W {
						t.Errorf("%s: trim line beyond the map shown", tl.Label)
					}
					pairs++
				}
			}
			if pairs == 0 {
				t.Error("no neighbouring tiles")
			}
		})
	}
}

// Each tile draws only its own hexes (and those on its edges): printing a
// map costs in proportion to its area, not to its area times its tiles.
func TestTilesDrawOnlyTheirHexes(t *testing.T) {
	s, charts := loadScenario(t, "talavera20-full")
	s.Map.Columns, s.Map.Rows = 60, 60
	pages := MapPages(s, StyleFor(s, charts), Options{})
	drawn := 0
	for _, pg := range pages[1:] {
		r := &recorder{hexes: map[string]render.Point{}}
		pg.Draw(r)
		drawn += len(r.hexes)
	}
	if n := 60 * 60; drawn < n || drawn > n*3/2 {
		t.Errorf("%d tiles drew %d hex numbers for a map of %d hexes; want between %d and %d", len(pages)-1, drawn, n, n, n*3/2)
	}
}

// A 14-row map at the default 19 mm hexes (Talavera 20, Bussaco 20) is
// 275.5 mm tall: it fits two portrait A4 sheets, side by side, with no
// third or fourth sheet for a strip of map.
func TestFourteenRowMapOnTwoA4Sheets(t *testing.T) {
	for _, id := range []string{"talavera20-full", "bussaco20-espana"} {
		s, _ := loadScenario(t, id)
		R := render.RadiusForFlats(DefaultHex)
		mw, mh := render.MapSize(s, R)
		pw, ph, tiles := TileMap(mw, mh, Papers[0], 10)
		if len(tiles) != 2 || pw != Papers[0].W || ph != Papers[0].H {
			t.Errorf("%s (%.1f x %.1f mm): %d tiles on %.0fx%.0f mm pages, want 2 portrait A4", id, mw, mh, len(tiles), pw, ph)
		}
	}
}
