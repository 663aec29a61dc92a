package vassal

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/hex"
)

// Point is a board position in whole pixels, as java.awt.Point holds it.
type Point struct{ X, Y int }

// HexGrid is a VASSAL hex grid with its numbering: the attributes of the
// HexGrid and HexGridNumbering elements, and the arithmetic VASSAL does with
// them to name a board position and to find the position of a name.
//
// The arithmetic is a port of VASSAL's HexGridNumbering.getRawColumn,
// getRawRow, getColumn, getRow and getCenterPoint and of
// RegularGridNumbering.getName and getLocation, for grids that are not
// sideways, numbered ascending, numerically, column first with no separator
// (the only kind Aide-de-Camp writes). Java's integer semantics are kept:
// casts truncate toward zero, Math.round is floor(x + 0.5), % keeps the sign
// of the dividend.
type HexGrid struct {
	X0, Y0 int     // HexGrid x0, y0: the centre of raw column 0, raw row 0
	DX, DY float64 // HexGrid dx (column spacing), dy (hex height)

	Stagger  bool // HexGridNumbering stagger: odd raw columns numbered one row higher
	HOff     int  // HexGridNumbering hOff: printed column of raw column 0
	VOff     int  // HexGridNumbering vOff: printed row of raw row 0
	HLeading int  // HexGridNumbering hLeading: leading zeros of the column
	VLeading int  // HexGridNumbering vLeading: leading zeros of the row
}

// javaRound is java.lang.Math.round(double) narrowed to int.
func javaRound(x float64) int { return int(math.Floor(x + 0.5)) }

// RawColumn is HexGridNumbering.getRawColumn.
func (g HexGrid) RawColumn(p Point) int {
	x := p.X - g.X0
	return int(math.Floor(float64(x)/g.DX + 0.5))
}

// RawRow is HexGridNumbering.getRawRow.
func (g HexGrid) RawRow(p Point) int {
	nx := javaRound(float64(p.X-g.X0) / g.DX)
	if nx%2 == 0 {
		return javaRound(float64(p.Y-g.Y0) / g.DY)
	}
	return javaRound((float64(p.Y-g.Y0) - g.DY/2) / g.DY)
}

// Column is HexGridNumbering.getColumn (ascending, not sideways).
func (g HexGrid) Column(p Point) int { return g.RawColumn(p) }

// Row is HexGridNumbering.getRow (ascending, not sideways).
func (g HexGrid) Row(p Point) int {
	ny := g.RawRow(p)
	if g.Stagger && g.RawColumn(p)%2 != 0 {
		ny++
	}
	return ny
}

// name is RegularGridNumbering.getName(int, char, int) for numerical type.
func name(n, leading int) string {
	val := ""
	if n < 0 {
		val = "-"
		n = -n
	}
	for leading > 0 && float64(n) < math.Pow(10, float64(leading)) {
		leading--
		val += "0"
	}
	return val + strconv.Itoa(n)
}

// LocationName is the name VASSAL shows for a board position
// (RegularGridNumbering.locationName with the default format
// "$gridLocation$": column then row, no separator).
func (g HexGrid) LocationName(p Point) string {
	return name(g.Column(p)+g.HOff, g.HLeading) + name(g.Row(p)+g.VOff, g.VLeading)
}

// CenterPoint is HexGridNumbering.getCenterPoint(col, row) for raw column
// and row numbers (ascending, not sideways).
func (g HexGrid) CenterPoint(col, row int) Point {
	if g.Stagger && col%2 != 0 {
		row--
	}
	var p Point
	p.X = int(float64(col)*g.DX) + g.X0
	if col%2 == 0 {
		p.Y = int(float64(row) * g.DY)
	} else {
		p.Y = int(float64(row)*g.DY + g.DY/2)
	}
	p.Y += g.Y0
	return p
}

// Location is RegularGridNumbering.getLocation: the board position of a
// location name, as an at-start stack with useGridLocation finds it.
func (g HexGrid) Location(loc string) (Point, error) {
	// The pattern VASSAL builds for "$gridLocation$" with numerical,
	// column-first names and no separator: greedy column, then row.
	re := regexp.MustCompile(fmt.Sprintf(`^(-?[0-9]{%d,})(-?[0-9]{%d,})$`, g.HLeading+1, g.VLeading+1))
	m := re.FindStringSubmatch(loc)
	if m == nil {
		return Point{}, fmt.Errorf("vassal: %q is not a location of this grid", loc)
	}
	col, err1 := strconv.Atoi(m[1])
	row, err2 := strconv.Atoi(m[2])
	if err1 != nil || err2 != nil {
		return Point{}, fmt.Errorf("vassal: %q is not a location of this grid", loc)
	}
	return g.CenterPoint(col-g.HOff, row-g.VOff), nil
}

// FitGrid returns the VASSAL grid that reproduces the printed numbering of a
// map drawn with flat-topped hexes of radius size pixels, the centre of the
// map's first hex (column index 0, row index 0) at pixel (x0, y0).
//
// VASSAL draws odd raw columns half a hex lower. When the map's first
// column is not shifted, raw columns are the map's column indexes and the
// rows match: stagger off. When the first column is the shifted one, the
// odd raw columns sit half a hex higher than VASSAL draws them, which is
// the same as drawing them lower and numbering them one row higher:
// stagger on, with the same origin.
func FitGrid(n hex.Numbering, size float64, x0, y0 int) HexGrid {
	d := n.Digits
	if d <= 0 {
		d = 2
	}
	first := n.FromOffset(0, 0)
	return HexGrid{
		X0: x0, Y0: y0,
		DX: 1.5 * size, DY: math.Sqrt(3) * size,
		Stagger: n.IsShifted(first),
		HOff:    n.FirstColumn, VOff: n.FirstRow,
		HLeading: d - 1, VLeading: d - 1,
	}
}

// attrs returns the HexGrid and HexGridNumbering attributes.
func (g HexGrid) gridAttrs() []attr {
	return []attr{
		{"sideways", "false"},
		{"x0", strconv.Itoa(g.X0)},
		{"y0", strconv.Itoa(g.Y0)},
		{"dy", javaDouble(g.DY)},
		{"dx", javaDouble(g.DX)},
		{"snapTo", "true"},
		{"edgesLegal", "false"},
		{"cornersLegal", "false"},
		{"visible", "false"},
		{"dotsVisible", "false"},
		{"color", "0,0,0"},
	}
}

func (g HexGrid) numberingAttrs() []attr {
	return []attr{
		{"first", "H"},
		{"sep", ""},
		{"hType", "N"},
		{"hLeading", strconv.Itoa(g.HLeading)},
		{"hOff", strconv.Itoa(g.HOff)},
		{"hDescend", "false"},
		{"vType", "N"},
		{"vLeading", strconv.Itoa(g.VLeading)},
		{"vOff", strconv.Itoa(g.VOff)},
		{"vDescend", "false"},
		{"locationFormat", "$gridLocation$"},
		{"visible", "false"},
		{"fontSize", "9"},
		{"color", "0,0,0"},
		{"rotateText", "0"},
		{"hDrawOff", "0"},
		{"vDrawOff", "0"},
		{"stagger", strconv.FormatBool(g.Stagger)},
	}
}

// javaDouble writes a float the way Double.valueOf reads it back exactly.
func javaDouble(f float64) string {
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}
