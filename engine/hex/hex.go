// Package hex is the hex geometry of Napoleonic 20 maps: printed XXYY hex
// numbers, axial coordinates, neighbours, distance, rings, hexsides and map
// edges.
//
// Maps use flat-topped hexes in vertical columns. The printed number is the
// column followed by the row, each with a fixed number of digits ("0708" is
// column 7, row 8). Columns grow to the east and rows to the south; every
// other column is shifted half a hex down. Which parity is shifted is a
// per-map setting (Numbering.Shifted). With Shifted = Even:
//
//	  ____        ____
//	 /    \      /    \
//	/ 0101 \____/ 0301 \____
//	\      /    \      /    \
//	 \____/ 0201 \____/ 0401 \
//	 /    \      /    \      /
//	/ 0102 \____/ 0302 \____/
//	\      /    \      /    \
//	 \____/ 0202 \____/ 0402 \
//	      \      /    \      /
//	       \____/      \____/
//
// Algorithms work on axial coordinates (Hex{Q, R}); Q is the column index from
// the map's first column and R is chosen so that the six neighbours of every
// hex are the same six offsets (Red Blob Games' "axial" system). Printed
// numbers are converted only at the boundary, by a Grid.
//
//	g := hex.Grid{Columns: 17, Rows: 11, Numbering: hex.DefaultNumbering}
//	h, _ := g.Parse("0708")
//	for _, n := range h.Neighbours() { fmt.Println(g.Code(n)) }
package hex

import (
	"fmt"
	"math"
	"strconv"
)

// Hex is a hex in axial coordinates. It is comparable and may be a map key.
type Hex struct{ Q, R int }

// Dir is one of the six directions from a hex to its neighbours, clockwise
// from north.
type Dir int

// The six directions of a flat-topped hex.
const (
	N Dir = iota
	NE
	SE
	S
	SW
	NW
)

// Dirs lists the six directions clockwise from north.
var Dirs = [6]Dir{N, NE, SE, S, SW, NW}

var dirNames = [6]string{"N", "NE", "SE", "S", "SW", "NW"}

var dirOffsets = [6]Hex{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

// String returns "N", "NE", "SE", "S", "SW" or "NW".
func (d Dir) String() string {
	if d < 0 || d > 5 {
		return "Dir(" + strconv.Itoa(int(d)) + ")"
	}
	return dirNames[d]
}

// ParseDir reads a direction name as written by String.
func ParseDir(s string) (Dir, error) {
	for i, n := range dirNames {
		if n == s {
			return Dir(i), nil
		}
	}
	return 0, fmt.Errorf("hex: unknown direction %q (want N, NE, SE, S, SW or NW)", s)
}

// Opposite returns the direction pointing back.
func (d Dir) Opposite() Dir { return (d + 3) % 6 }

// Add returns the vector sum of two hexes.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub returns h minus o.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// S returns the third cube coordinate, so that Q + R + S = 0.
func (h Hex) S() int { return -h.Q - h.R }

// Neighbour returns the adjacent hex in direction d.
func (h Hex) Neighbour(d Dir) Hex { return h.Add(dirOffsets[d]) }

// Neighbours returns the six adjacent hexes, clockwise from north.
func (h Hex) Neighbours() [6]Hex {
	var out [6]Hex
	for i, o := range dirOffsets {
		out[i] = h.Add(o)
	}
	return out
}

// DirTo returns the direction from h to an adjacent hex o, and false when o is
// not adjacent.
func (h Hex) DirTo(o Hex) (Dir, bool) {
	d := o.Sub(h)
	for i, off := range dirOffsets {
		if d == off {
			return Dir(i), true
		}
	}
	return 0, false
}

// Adjacent reports whether o is one of h's six neighbours.
func (h Hex) Adjacent(o Hex) bool {
	_, ok := h.DirTo(o)
	return ok
}

// Distance returns the number of hex steps between h and o.
func (h Hex) Distance(o Hex) int {
	d := h.Sub(o)
	return (abs(d.Q) + abs(d.R) + abs(d.S())) / 2
}

// Ring returns the hexes at exactly distance radius from h in a fixed
// clockwise order starting south-west of h; radius 0 gives h itself.
func (h Hex) Ring(radius int) []Hex {
	if radius <= 0 {
		if radius == 0 {
			return []Hex{h}
		}
		return nil
	}
	out := make([]Hex, 0, 6*radius)
	cur := h
	for i := 0; i < radius; i++ {
		cur = cur.Neighbour(SW)
	}
	// Walk the six sides, starting south-west and heading clockwise.
	for _, d := range [6]Dir{N, NE, SE, S, SW, NW} {
		for i := 0; i < radius; i++ {
			out = append(out, cur)
			cur = cur.Neighbour(d)
		}
	}
	return out
}

// Range returns every hex within distance radius of h (h included), ordered
// by distance and then by ring order.
func (h Hex) Range(radius int) []Hex {
	if radius < 0 {
		return nil
	}
	out := make([]Hex, 0, 1+3*radius*(radius+1))
	for r := 0; r <= radius; r++ {
		out = append(out, h.Ring(r)...)
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Round returns the hex containing the fractional axial point (q, r):
// each cube coordinate is rounded and the one that moved furthest is reset
// so that q+r+s stays 0 (Red Blob Games, "Hex rounding").
func Round(q, r float64) Hex {
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return Hex{Q: int(rq), R: int(rr)}
}

// Line returns the hexes on the straight line from a to b, both included,
// a.Distance(b)+1 of them, each adjacent to the one before (Red Blob Games,
// "Line drawing": linear interpolation of the cube coordinates, then
// Round). The points are nudged by a millionth of a hex so that a line
// along hex edges falls the same way every time.
func Line(a, b Hex) []Hex {
	n := a.Distance(b)
	out := make([]Hex, 0, n+1)
	out = append(out, a)
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		q := float64(a.Q) + (float64(b.Q)-float64(a.Q))*t + 1e-6
		r := float64(a.R) + (float64(b.R)-float64(a.R))*t + 1e-6
		out = append(out, Round(q, r))
	}
	return out
}
