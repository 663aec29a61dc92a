package print

import (
	"fmt"
	"math"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// The bounds of a printed map. A tiled map draws the whole map, clipped,
// on each of its pages (what falls outside a page is dropped before it is
// written, see culling): the work grows with the pages times the hexes,
// about 1.5 microseconds each, so it is capped to stay within a few
// seconds; a map on one page costs about 70 microseconds a hex in the PDF
// writer.
const (
	// MaxMapHexPages bounds the pages of a tiled map times its hexes
	// (about 3 s of work): a 100x100 map prints on up to 200 pages, a
	// 999x999 map (rule 2.0's largest) does not print tiled.
	MaxMapHexPages = 2_000_000
	// MaxOnePageHexes bounds a map printed on one page (--map-page one,
	// adc render -o map.pdf): 50,000 hexes, e.g. 220x220.
	MaxOnePageHexes = 50_000
)

// MaxOverlap is the largest tile overlap on paper p, in whole millimetres:
// half the smaller side of the printed area, so that each tile still
// shows at least half a page of new map in either orientation.
func MaxOverlap(p Paper) float64 { return maxOverlap(p, mapMargin) }

// maxOverlap is MaxOverlap for a map area inset mm from the paper's edges.
func maxOverlap(p Paper, inset float64) float64 {
	side := math.Min(p.W, p.H) - 2*inset - mapHeader
	return math.Floor(side / 2)
}

// CheckMap says whether the map of s can be printed with o: within rule
// 2.0's size (scenario.CheckMapBounds), with an overlap that leaves a
// useful tile, and within the work bounds above. Its errors name the
// limit and what to change.
func CheckMap(s *scenario.Scenario, o Options) error {
	if err := scenario.CheckMapBounds(s); err != nil {
		return err
	}
	o = o.withDefaults()
	if maxOv := maxOverlap(o.Paper, mapInset(o.Bleed)); o.Overlap < 0 || o.Overlap > maxOv {
		return fmt.Errorf("print: --overlap %g mm leaves no useful tile on %s paper: give 0 to %g mm (half the %g mm the printed area has on its smaller side)",
			o.Overlap, o.Paper.Name, maxOv, 2*maxOv)
	}
	hexes := s.Map.Columns * s.Map.Rows
	if o.MapOnePage {
		if hexes > MaxOnePageHexes {
			return fmt.Errorf("print: the map is %dx%d hexes (%d); one page holds at most %d hexes: a larger map prints only in tiles (adc print --map-page tiled), or leave it out (adc print --what)",
				s.Map.Columns, s.Map.Rows, hexes, MaxOnePageHexes)
		}
		return nil
	}
	mw, mh := render.MapSize(s, render.RadiusForFlats(o.HexMM))
	_, _, tiles := tileMap(mw, mh, o.Paper, o.Overlap, mapInset(o.Bleed))
	if len(tiles)*hexes > MaxMapHexPages {
		most := max(1, MaxMapHexPages/hexes)
		return fmt.Errorf("print: the map is %dx%d hexes; tiled with %g mm hexes on %s paper it takes %d pages, and a map of %d hexes prints on at most %d pages (%d hexes times pages): choose a smaller --hex or a larger --paper, or leave the map out (--what)",
			s.Map.Columns, s.Map.Rows, o.HexMM, o.Paper.Name, len(tiles), hexes, most, MaxMapHexPages)
	}
	return nil
}
