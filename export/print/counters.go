package print

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// A5/8 is the usual Napoleonic 20 counter: 5/8 inch, 45 points.
const CounterDefault = 25.4 * 5 / 8

// CounterSlot is one counter on a sheet: its two faces and where the front
// lies on the front page; the back lies on the next page at the mirror
// position (see BackX).
type CounterSlot struct {
	ID          string // unit id, or a marker's name
	Front, Back render.Counter
	Sheet       int // 0-based sheet (a front page and its back page)
	X, Y        float64
}

// BackX is where a counter whose front is at x lies on the back page of a
// sheet of width w, so that the two faces meet when the sheet is printed
// on both sides and turned over its long edge (the usual duplex setting).
func BackX(w, x, size float64) float64 { return w - x - size }

// counterItems lists what goes on the counter sheets, side by side: every
// unit in play (a reduced "(-)" version is a counter of its own where the
// scenario uses it; every back is the side's Hidden Unit, see
// render.UnitBack), then the markers.
func counterItems(s *scenario.Scenario) [][]CounterSlot {
	var groups [][]CounterSlot
	for _, side := range []string{scenario.French, scenario.AntiFrench} {
		var g []CounterSlot
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side != side || u.Placement.Kind == scenario.PlaceNotUsed {
				continue
			}
			g = append(g, CounterSlot{ID: u.ID, Front: render.UnitFront(u), Back: render.UnitBack(s, u)})
		}
		if len(g) > 0 {
			groups = append(groups, g)
		}
	}
	// Markers: each side's Morale (12.0), the Game Turn (4.0), garrisons
	// (9.4.4) and redoubts where the map has them.
	var m []CounterSlot
	for _, sd := range s.Sides {
		mk := render.NewMarker(render.MarkerMorale, sd.ID, "Morale", sideShort(sd))
		m = append(m, CounterSlot{ID: "morale-" + sd.ID, Front: mk, Back: mk})
	}
	turn := render.NewMarker(render.MarkerTurn, "", "Game Turn", "Turn")
	m = append(m, CounterSlot{ID: "game-turn", Front: turn, Back: turn})
	for _, g := range s.Map.Garrisons {
		mk := render.NewMarker(render.MarkerGarrison, g.Side, "Garrison", strconv.Itoa(g.Strength))
		m = append(m, CounterSlot{ID: "garrison-" + g.Hex, Front: mk, Back: render.UniformBack(s, g.Side)})
	}
	if n := redoubts(s); n > 0 {
		for i := 0; i < n; i++ {
			mk := render.NewMarker(render.MarkerRedoubt, "", "Redoubt", "")
			m = append(m, CounterSlot{ID: fmt.Sprintf("redoubt-%d", i+1), Front: mk, Back: mk})
		}
	}
	return append(groups, m)
}

// sideShort is the name a side's Morale marker prints: the first word of
// the side's name ("Allied" for "Allied (Anglo-Spanish)").
func sideShort(sd scenario.Side) string {
	if f := strings.Fields(sd.Name); len(f) > 0 {
		return f[0]
	}
	return sd.ID
}

// redoubts counts the redoubt hexes and hexsides of the map.
func redoubts(s *scenario.Scenario) int {
	n := 0
	for _, t := range s.Map.Terrain.All() {
		if t == "redoubt" {
			n++
		}
	}
	for _, hs := range s.Map.Hexsides {
		if slices.Contains(hs.Features, scenario.FeatureRedoubt) {
			n++
		}
	}
	return n
}

var (
	cutColour   = color.RGBA{90, 90, 90, 255}
	titleColour = color.RGBA{30, 30, 30, 255}
	greyText    = color.RGBA{110, 110, 110, 255}
)

// CounterSheets lays the scenario's counters out on sheets of paper p at
// edge size (mm): each sheet is a page of fronts followed by a page of
// backs at the mirrored positions, with cut lines on every counter edge
// running out into the margins. Each side starts on a new row.
func CounterSheets(s *scenario.Scenario, st render.Style, p Paper, size float64) ([]Page, []CounterSlot) {
	const margin, header = 10.0, 8.0
	cols := int(math.Floor((p.W - 2*margin) / size))
	rows := int(math.Floor((p.H - 2*margin - header) / size))
	if cols < 1 || rows < 1 {
		return nil, nil
	}
	x0 := (p.W - float64(cols)*size) / 2
	y0 := margin + header
	var slots []CounterSlot
	sheet, row, col := 0, 0, 0
	next := func() {
		col++
		if col == cols {
			col, row = 0, row+1
		}
		if row == rows {
			row, sheet = 0, sheet+1
		}
	}
	for _, g := range counterItems(s) {
		if col != 0 {
			col, row = 0, row+1
			if row == rows {
				row, sheet = 0, sheet+1
			}
		}
		for _, it := range g {
			it.Sheet, it.X, it.Y = sheet, x0+float64(col)*size, y0+float64(row)*size
			slots = append(slots, it)
			next()
		}
	}
	if len(slots) == 0 {
		return nil, nil
	}
	sheets := slots[len(slots)-1].Sheet + 1
	var pages []Page
	for sh := 0; sh < sheets; sh++ {
		var on []CounterSlot
		for _, it := range slots {
			if it.Sheet == sh {
				on = append(on, it)
			}
		}
		used := 0
		for _, it := range on {
			used = max(used, int(math.Round((it.Y-y0)/size))+1)
		}
		for _, back := range []bool{false, true} {
			title := fmt.Sprintf("%s: counters, sheet %d of %d, fronts", s.Title, sh+1, sheets)
			if back {
				title = fmt.Sprintf("%s: counters, sheet %d of %d, backs (print on the back of the fronts, flip on the long edge)", s.Title, sh+1, sheets)
			}
			on, back := on, back
			pages = append(pages, Page{W: p.W, H: p.H, Title: title, Backs: back, Draw: func(sf render.Surface) {
				render.TextAt(sf, p.W/2, margin+header/2-1, title, render.FitFont(title, render.Font{Size: 8}, p.W-2*margin, 5), titleColour, render.Center)
				for _, it := range on {
					if back {
						st.DrawCounter(sf, it.Back, BackX(p.W, it.X, size), it.Y, size)
					} else {
						st.DrawCounter(sf, it.Front, it.X, it.Y, size)
					}
				}
				cutLines(sf, x0, y0, cols, used, size)
			}})
		}
	}
	return pages, slots
}

// cutLines draws the grid of cut lines over a block of cols x rows
// counters, and crop marks running 6 mm beyond it.
func cutLines(sf render.Surface, x0, y0 float64, cols, rows int, size float64) {
	w, h := float64(cols)*size, float64(rows)*size
	const ext, lw = 6.0, 0.15
	for i := 0; i <= cols; i++ {
		x := x0 + float64(i)*size
		sf.Stroke([]render.Point{{X: x, Y: y0}, {X: x, Y: y0 + h}}, false, lw, cutColour)
		sf.Stroke([]render.Point{{X: x, Y: y0 - ext}, {X: x, Y: y0 - 1}}, false, lw, cutColour)
		sf.Stroke([]render.Point{{X: x, Y: y0 + h + 1}, {X: x, Y: y0 + h + ext}}, false, lw, cutColour)
	}
	for j := 0; j <= rows; j++ {
		y := y0 + float64(j)*size
		sf.Stroke([]render.Point{{X: x0, Y: y}, {X: x0 + w, Y: y}}, false, lw, cutColour)
		sf.Stroke([]render.Point{{X: x0 - ext, Y: y}, {X: x0 - 1, Y: y}}, false, lw, cutColour)
		sf.Stroke([]render.Point{{X: x0 + w + 1, Y: y}, {X: x0 + w + ext, Y: y}}, false, lw, cutColour)
	}
}
