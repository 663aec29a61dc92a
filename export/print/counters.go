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
	return append(groups, Markers(s))
}

// Counts of the markers the rulebooks call for without giving the
// countermix: enough for a game, the same in every kit.
const (
	routMarkers    = 8
	contactMarkers = 4
	fatigueEach    = 4
)

// Markers lists the game markers: each side's Morale (12.0) with its
// flip side where the scenario has one (Night Attack Performed [14.2],
// Redoubt Built [9.8.7], Swiss Desertion [5.1]); the Game Turn marker,
// French blue on one face and Anti-French gold on the other (9.6.2.2);
// the Routed! markers in the same two colours (9.6.2); In Contact
// (España 20 [8.2.4]); Fatigue (16.8: Ready/Tired and Exhausted/Spent,
// Weary/Spent in Wallachia 20); the Sudden Death marker [4.1] and the 8th
// Corps March marker [16.10] where the scenario has those rules;
// garrisons (9.4.4) and redoubts where the map has them, and one for each
// redoubt a side may build.
func Markers(s *scenario.Scenario) []CounterSlot {
	var m []CounterSlot
	flip := map[string]string{}
	for _, r := range s.Special {
		side := r.Params.Str("side")
		switch r.Kind {
		case "night_attack":
			flip[side] = "Night Attack Performed"
		case "build_redoubt":
			flip[side] = "Redoubt Built"
		case "swiss_desertion":
			flip[scenario.French] = "Swiss Desertion"
		}
	}
	for _, sd := range s.Sides {
		mk := render.NewMarker(render.MarkerMorale, sd.ID, "Morale", sideShort(sd))
		back := mk
		if f, ok := flip[sd.ID]; ok {
			back = render.NewMarker(render.MarkerMorale, sd.ID, f, sideShort(sd))
		}
		m = append(m, CounterSlot{ID: "morale-" + sd.ID, Front: mk, Back: back})
	}
	turn := render.NewMarker(render.MarkerTurn, "", "Game Turn", "Turn")
	turn.Fill = render.FrenchBlue
	turnBack := turn
	turnBack.Fill = render.AntiFrenchGold
	m = append(m, CounterSlot{ID: "game-turn", Front: turn, Back: turnBack})
	for i := 0; i < routMarkers; i++ {
		r := render.NewMarker(render.MarkerRout, "", "Routed", "Rout!")
		r.Fill = render.FrenchBlue
		rb := r
		rb.Fill = render.AntiFrenchGold
		m = append(m, CounterSlot{ID: fmt.Sprintf("rout-%d", i+1), Front: r, Back: rb})
	}
	if s.Edition == scenario.EditionEspana {
		for i := 0; i < contactMarkers; i++ {
			c := render.NewMarker(render.MarkerContact, "", "In", "Contact")
			c.Fill = render.AntiFrenchGold
			m = append(m, CounterSlot{ID: fmt.Sprintf("in-contact-%d", i+1), Front: c, Back: c})
		}
	}
	third := "Exhausted"
	if s.Edition == scenario.EditionWallachia {
		third = "Weary"
	}
	for _, pair := range [][2]string{{"Ready", "Tired"}, {third, "Spent"}} {
		for i := 0; i < fatigueEach; i++ {
			m = append(m, CounterSlot{ID: fmt.Sprintf("fatigue-%s-%d", strings.ToLower(pair[0]), i+1),
				Front: render.FatigueMarker(pair[0]), Back: render.FatigueMarker(pair[1])})
		}
	}
	builds := 0
	for _, r := range s.Special {
		switch r.Kind {
		case "sudden_death":
			sd := render.NewMarker(render.MarkerSudden, "", "Sudden Death", "1")
			sdb := render.NewMarker(render.MarkerSudden, "", "Sudden Death", "3")
			m = append(m, CounterSlot{ID: "sudden-death", Front: sd, Back: sdb})
		case "variable_route":
			// The March marker shows one route on each face (Bussaco 20
			// [16.10]: the 8th Corps March marker, Bussaco or Boialvo).
			var routes []string
			for k := range r.Params {
				if name, ok := strings.CutSuffix(k, "_turn"); ok && name != "allied" {
					routes = append(routes, strings.ToUpper(name[:1])+name[1:])
				}
			}
			slices.Sort(routes)
			if len(routes) == 2 {
				side := r.Params.Str("side")
				if side == "" {
					side = scenario.French
				}
				a := render.NewMarker(render.MarkerMarch, side, "March", routes[1])
				b := render.NewMarker(render.MarkerMarch, side, "March", routes[0])
				m = append(m, CounterSlot{ID: "march-" + r.ID, Front: a, Back: b})
			}
		case "redoubt_marker":
			// Redoubt markers placed at set-up (9.4.4): one per hex
			// named, and the counts a side places where it chooses.
			for k := range r.Params {
				switch {
				case k == "hex" || strings.HasSuffix(k, "_hexes"):
					builds += len(r.Params.List(k))
				case strings.HasSuffix(k, "_count"):
					if n, err := r.Params.Int(k); err == nil && n > 0 {
						builds += n
					}
				}
			}
		case "build_redoubt":
			n, err := r.Params.Int("per_game")
			if err != nil || n < 1 {
				n = 1
			}
			builds += n
		}
	}
	for _, g := range s.Map.Garrisons {
		mk := render.NewMarker(render.MarkerGarrison, g.Side, "Garrison", strconv.Itoa(g.Strength))
		m = append(m, CounterSlot{ID: "garrison-" + g.Hex, Front: mk, Back: render.UniformBack(s, g.Side)})
	}
	for i := 0; i < redoubts(s)+builds; i++ {
		mk := render.NewMarker(render.MarkerRedoubt, "", "Redoubt", "")
		m = append(m, CounterSlot{ID: fmt.Sprintf("redoubt-%d", i+1), Front: mk, Back: mk})
	}
	return m
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
				clear := sheetTitle(sf, p.W, margin, title)
				for _, it := range on {
					if back {
						st.DrawCounter(sf, it.Back, BackX(p.W, it.X, size), it.Y, size)
					} else {
						st.DrawCounter(sf, it.Front, it.X, it.Y, size)
					}
				}
				cutLines(sf, x0, y0, cols, used, size, clear)
			}})
		}
	}
	return pages, slots
}

// cutLines draws the grid of cut lines over a block of cols x rows
// counters, and crop marks running 6 mm beyond it; the marks above it
// stop at clear, under the page title.
func cutLines(sf render.Surface, x0, y0 float64, cols, rows int, size, clear float64) {
	w, h := float64(cols)*size, float64(rows)*size
	const ext, lw = cropExt, 0.15
	for i := 0; i <= cols; i++ {
		x := x0 + float64(i)*size
		sf.Stroke([]render.Point{{X: x, Y: y0}, {X: x, Y: y0 + h}}, false, lw, cutColour)
		if top := markTop(y0, clear); top < y0-1.5 {
			sf.Stroke([]render.Point{{X: x, Y: top}, {X: x, Y: y0 - 1}}, false, lw, cutColour)
		}
		sf.Stroke([]render.Point{{X: x, Y: y0 + h + 1}, {X: x, Y: y0 + h + ext}}, false, lw, cutColour)
	}
	for j := 0; j <= rows; j++ {
		y := y0 + float64(j)*size
		sf.Stroke([]render.Point{{X: x0, Y: y}, {X: x0 + w, Y: y}}, false, lw, cutColour)
		sf.Stroke([]render.Point{{X: x0 - ext, Y: y}, {X: x0 - 1, Y: y}}, false, lw, cutColour)
		sf.Stroke([]render.Point{{X: x0 + w + 1, Y: y}, {X: x0 + w + ext, Y: y}}, false, lw, cutColour)
	}
}
