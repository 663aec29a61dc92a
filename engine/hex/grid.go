package hex

import (
	"fmt"
	"strconv"
	"strings"
)

// Parity names which printed columns are shifted half a hex down.
type Parity string

// The two parities.
const (
	Even Parity = "even"
	Odd  Parity = "odd"
)

// Numbering is how a map prints its hex numbers.
type Numbering struct {
	FirstColumn int    // printed number of the westernmost column (usually 1)
	FirstRow    int    // printed number of the northernmost row (usually 1)
	Shifted     Parity // which printed columns sit half a hex lower
	Digits      int    // digits per coordinate: 2 gives "0708"
}

// DefaultNumbering is the usual N20 numbering: columns and rows from 01, even
// columns shifted down, two digits each.
var DefaultNumbering = Numbering{FirstColumn: 1, FirstRow: 1, Shifted: Even, Digits: 2}

// Grid is a rectangular map of Columns x Rows hexes with its numbering.
type Grid struct {
	Columns, Rows int
	Numbering
}

// Edge is a bit set of map edges.
type Edge uint8

// Map edges.
const (
	North Edge = 1 << iota
	East
	South
	West
)

// String lists the edges, e.g. "north+west", or "" for none.
func (e Edge) String() string {
	var parts []string
	for _, x := range []struct {
		e Edge
		n string
	}{{North, "north"}, {East, "east"}, {South, "south"}, {West, "west"}} {
		if e&x.e != 0 {
			parts = append(parts, x.n)
		}
	}
	return strings.Join(parts, "+")
}

// digits returns the digit count, defaulting to 2.
func (n Numbering) digits() int {
	if n.Digits <= 0 {
		return 2
	}
	return n.Digits
}

// evenQ reports whether column index 0 is one of the shifted columns.
func (n Numbering) evenQ() bool {
	p := Even
	if n.Shifted != "" {
		p = n.Shifted
	}
	first := n.FirstColumn % 2
	if first < 0 {
		first = -first
	}
	return (first == 0) == (p == Even)
}

// FromOffset converts a column and row index (0-based from the map's first
// column and row) to axial coordinates.
func (n Numbering) FromOffset(col, row int) Hex {
	if n.evenQ() {
		return Hex{Q: col, R: row - (col+(col&1))/2}
	}
	return Hex{Q: col, R: row - (col-(col&1))/2}
}

// ToOffset converts axial coordinates to 0-based column and row indexes.
func (n Numbering) ToOffset(h Hex) (col, row int) {
	if n.evenQ() {
		return h.Q, h.R + (h.Q+(h.Q&1))/2
	}
	return h.Q, h.R + (h.Q-(h.Q&1))/2
}

// IsShifted reports whether the hex's column is drawn half a hex lower.
func (n Numbering) IsShifted(h Hex) bool {
	odd := h.Q&1 == 1
	return odd != n.evenQ()
}

// Parse reads a printed hex number such as "0708". It does not check that the
// hex lies on the map; see Grid.Contains.
func (n Numbering) Parse(code string) (Hex, error) {
	d := n.digits()
	if len(code) != 2*d {
		return Hex{}, fmt.Errorf("hex: %q is not a hex number (want %d digits, column then row, e.g. %q)", code, 2*d, n.example())
	}
	for _, c := range code {
		if c < '0' || c > '9' {
			return Hex{}, fmt.Errorf("hex: %q is not a hex number (digits only, column then row, e.g. %q)", code, n.example())
		}
	}
	c, _ := strconv.Atoi(code[:d])
	r, _ := strconv.Atoi(code[d:])
	return n.FromOffset(c-n.FirstColumn, r-n.FirstRow), nil
}

// Code prints a hex number such as "0708"; hexes with a negative printed
// coordinate are shown with a minus sign so that they are never mistaken for
// map hexes.
func (n Numbering) Code(h Hex) string {
	c, r := n.ToOffset(h)
	return fmt.Sprintf("%0*d%0*d", n.digits(), c+n.FirstColumn, n.digits(), r+n.FirstRow)
}

func (n Numbering) example() string {
	return n.Code(n.FromOffset(6, 7))
}

// Contains reports whether h lies on the map.
func (g Grid) Contains(h Hex) bool {
	c, r := g.ToOffset(h)
	return c >= 0 && c < g.Columns && r >= 0 && r < g.Rows
}

// Edges returns the map edges h lies on (none for an interior hex or a hex off
// the map).
func (g Grid) Edges(h Hex) Edge {
	if !g.Contains(h) {
		return 0
	}
	c, r := g.ToOffset(h)
	var e Edge
	if r == 0 {
		e |= North
	}
	if r == g.Rows-1 {
		e |= South
	}
	if c == 0 {
		e |= West
	}
	if c == g.Columns-1 {
		e |= East
	}
	return e
}

// Hexes returns every hex of the map, column by column from the north-west.
func (g Grid) Hexes() []Hex {
	out := make([]Hex, 0, g.Columns*g.Rows)
	for c := 0; c < g.Columns; c++ {
		for r := 0; r < g.Rows; r++ {
			out = append(out, g.FromOffset(c, r))
		}
	}
	return out
}

// Index returns a dense index in [0, Columns*Rows) for a hex on the map, for
// use as a slice index in hot paths; ok is false off the map.
func (g Grid) Index(h Hex) (int, bool) {
	c, r := g.ToOffset(h)
	if c < 0 || c >= g.Columns || r < 0 || r >= g.Rows {
		return 0, false
	}
	return c*g.Rows + r, true
}

// AtIndex is the inverse of Index.
func (g Grid) AtIndex(i int) Hex {
	return g.FromOffset(i/g.Rows, i%g.Rows)
}
