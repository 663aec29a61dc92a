package tiled

import (
	"math"

	"github.com/aide-de-camp/adc/engine/hex"
)

// Tile geometry of the exported maps: flat-topped hexes in staggered
// columns (Tiled's "hexagonal" orientation, stagger axis x). A column is
// (TileWidth + HexSideLength) / 2 = 48 pixels wide; a shifted column sits
// TileHeight / 2 = 28 pixels lower.
const (
	TileWidth     = 64
	TileHeight    = 56
	HexSideLength = 32
	columnWidth   = (TileWidth + HexSideLength) / 2
)

// geometry converts between hexes and Tiled pixel positions for one map.
type geometry struct {
	g hex.Grid
	// oddShifted is true when the odd column indexes (1, 3, ...) are the
	// shifted ones: Tiled's stagger index "odd".
	oddShifted bool
}

func newGeometry(g hex.Grid) geometry {
	return geometry{g: g, oddShifted: !g.IsShifted(g.FromOffset(0, 0))}
}

func (m geometry) staggerIndex() string {
	if m.oddShifted {
		return "odd"
	}
	return "even"
}

func (m geometry) shifted(col int) bool {
	odd := col&1 == 1
	return odd == m.oddShifted
}

// center returns the pixel centre of the tile at column col, row row.
func (m geometry) center(col, row int) (float64, float64) {
	x := float64(col*columnWidth + TileWidth/2)
	y := float64(row*TileHeight + TileHeight/2)
	if m.shifted(col) {
		y += TileHeight / 2
	}
	return x, y
}

func (m geometry) hexCenter(h hex.Hex) (float64, float64) {
	c, r := m.g.ToOffset(h)
	return m.center(c, r)
}

// corner returns corner i (0 = east, clockwise) of hex h.
func (m geometry) corner(h hex.Hex, i int) (float64, float64) {
	x, y := m.hexCenter(h)
	dx := [6]float64{TileWidth / 2, HexSideLength / 2, -HexSideLength / 2, -TileWidth / 2, -HexSideLength / 2, HexSideLength / 2}
	dy := [6]float64{0, TileHeight / 2, TileHeight / 2, 0, -TileHeight / 2, -TileHeight / 2}
	return x + dx[i], y + dy[i]
}

// sideCorners returns the two corners at the ends of the side of h in
// direction d (directions clockwise from north, as engine/hex numbers them).
func (m geometry) sideCorners(h hex.Hex, d hex.Dir) (x1, y1, x2, y2 float64) {
	x1, y1 = m.corner(h, (4+int(d))%6)
	x2, y2 = m.corner(h, (5+int(d))%6)
	return
}

// hexAt returns the hex whose centre is nearest the pixel (x, y); it may be
// off the map.
func (m geometry) hexAt(x, y float64) hex.Hex {
	col := int(math.Round((x - TileWidth/2) / columnWidth))
	best, bestD := hex.Hex{}, math.Inf(1)
	for c := col - 1; c <= col+1; c++ {
		y0 := y - TileHeight/2
		if m.shifted(c) {
			y0 -= TileHeight / 2
		}
		r := int(math.Round(y0 / TileHeight))
		for rr := r - 1; rr <= r+1; rr++ {
			cx, cy := m.center(c, rr)
			if d := math.Hypot(cx-x, cy-y); d < bestD {
				best, bestD = m.g.FromOffset(c, rr), d
			}
		}
	}
	return best
}

// sideAt returns the hexside whose midpoint is nearest (x, y), and how far
// (in pixels) the point is from that midpoint.
func (m geometry) sideAt(x, y float64) (hex.Side, float64) {
	h := m.hexAt(x, y)
	best, bestD := hex.Dir(0), math.Inf(1)
	for _, d := range hex.Dirs {
		x1, y1, x2, y2 := m.sideCorners(h, d)
		if dd := math.Hypot(x-(x1+x2)/2, y-(y1+y2)/2); dd < bestD {
			best, bestD = d, dd
		}
	}
	return hex.SideOf(h, best), bestD
}

// size returns the map's size in pixels.
func (m geometry) size() (int, int) {
	return m.g.Columns*columnWidth + (TileWidth - columnWidth), m.g.Rows*TileHeight + TileHeight/2
}
