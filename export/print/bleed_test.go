package print

import (
	"image/color"
	"math"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// markRecorder keeps the crop marks of a map page: open two-point strokes
// of the mark ink that are not dashed.
type markRecorder struct {
	titleRecorder
	marks [][2]render.Point
}

func (r *markRecorder) Stroke(pts []render.Point, closed bool, w float64, c color.RGBA, dash ...float64) {
	if !closed && len(pts) == 2 && c == markInk && len(dash) == 0 && near(math.Hypot(pts[1].X-pts[0].X, pts[1].Y-pts[0].Y), cropLen, 1e-9) {
		r.marks = append(r.marks, [2]render.Point{pts[0], pts[1]})
	}
}

// TestMapBleedAndCropMarks: with Bleed, the map of a tile runs 2 mm past
// its trim line (where the map goes on) and no further, and each corner
// of the trim line has two crop marks on its edges' extensions, outside
// the bleed and inside the printable margin; without it, nothing passes
// the trim line and there are no crop marks.
func TestMapBleedAndCropMarks(t *testing.T) {
	s, charts := loadScenario(t, "talavera20-full")
	st := StyleFor(s, charts)
	const dpi = 150
	px := func(mm float64) int { return int(math.Round(mm * dpi / 25.4)) }
	// inked is the share of pixels not white in the strip x0..x1 (mm) at
	// heights y0..y1; same, the share of them that ref has alike.
	white := func(c color.RGBA) bool { return c.R >= 245 && c.G >= 245 && c.B >= 245 }
	strip := func(r, ref *render.Raster, x0, x1, y0, y1 float64) (inked, same float64) {
		n, ink, eq := 0, 0, 0
		for y := px(y0); y < px(y1); y++ {
			for x := px(x0); x < px(x1); x++ {
				c := r.Img.RGBAAt(x, y)
				n++
				if !white(c) {
					ink++
				}
				if d := ref.Img.RGBAAt(x, y); white(c) == white(d) {
					eq++
				}
			}
		}
		return float64(ink) / float64(max(n, 1)), float64(eq) / float64(max(n, 1))
	}
	for _, bleed := range []bool{false, true} {
		o := Options{Bleed: bleed}.withDefaults()
		pages := MapPages(s, st, o)
		mw, mh := render.MapSize(s, render.RadiusForFlats(o.HexMM))
		pw, ph, tiles := tileMap(mw, mh, o.Paper, o.Overlap, mapInset(bleed))
		if len(tiles) < 2 || len(pages) != len(tiles)+1 {
			t.Fatalf("bleed %v: %d tiles, %d pages", bleed, len(tiles), len(pages))
		}
		tl, pg := tiles[0], pages[1] // A1, whose right edge the map crosses
		x0, y0 := mapInset(bleed), mapInset(bleed)+mapHeader
		r := render.NewRaster(pw, ph, dpi)
		pg.Draw(r)
		// The map alone, drawn whole where the tile places it.
		ref := render.NewRaster(pw, ph, dpi)
		st.DrawMap(ref, s, render.MapLayout{Radius: render.RadiusForFlats(o.HexMM), X: x0 - tl.X, Y: y0 - tl.Y, ScanOpacity: 1})
		right := x0 + tl.W
		ya, yb := y0+0.3*tl.H, y0+0.45*tl.H // clear of labels and marks
		inBleed, same := strip(r, ref, right+0.3, right+BleedMM-0.3, ya, yb)
		refInk, _ := strip(ref, ref, right+0.3, right+BleedMM-0.3, ya, yb)
		if refInk < 0.02 {
			t.Fatalf("the map draws nothing past the trim line (%.1f%%)", 100*refInk)
		}
		if bleed && same < 0.98 || !bleed && inBleed > 0.001 {
			t.Errorf("bleed %v: the strip just past the trim line is %.1f%% inked, %.0f%% like the map", bleed, 100*inBleed, 100*same)
		}
		if beyond, _ := strip(r, ref, right+BleedMM+0.3, right+BleedMM+0.9, ya, yb); beyond > 0.001 {
			t.Errorf("bleed %v: %.1f%% inked beyond the bleed", bleed, 100*beyond)
		}

		rec := &markRecorder{titleRecorder: titleRecorder{title: pg.Title}}
		pg.Draw(rec)
		if !bleed {
			if len(rec.marks) != 0 {
				t.Errorf("no bleed: %d crop marks", len(rec.marks))
			}
			continue
		}
		if len(rec.marks) != 8 {
			t.Fatalf("%d crop marks, want 8", len(rec.marks))
		}
		for _, m := range rec.marks {
			a, b := m[0], m[1]
			// On the extension of a trim edge, cropGap past the bleed.
			onX := near(a.X, b.X, 1e-9) && (near(a.X, x0, 1e-9) || near(a.X, right, 1e-9))
			onY := near(a.Y, b.Y, 1e-9) && (near(a.Y, y0, 1e-9) || near(a.Y, y0+tl.H, 1e-9))
			if !onX && !onY {
				t.Errorf("crop mark %v is on no trim edge", m)
			}
			for _, p := range m {
				dx := math.Max(x0-p.X, p.X-right)
				dy := math.Max(y0-p.Y, p.Y-(y0+tl.H))
				if math.Max(dx, dy) < BleedMM+cropGap-1e-9 {
					t.Errorf("crop mark %v reaches into the bleed", m)
				}
				if p.X < mapMargin-1e-9 || p.Y < mapMargin+mapHeader-1e-9 || p.X > pw-mapMargin+1e-9 || p.Y > ph-mapMargin+1e-9 {
					t.Errorf("crop mark %v is in the unprintable margin or the header", m)
				}
			}
		}
	}
}
