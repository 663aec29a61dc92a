package scenario

import (
	"fmt"
	"testing"
)

// TestRule2_0_DenseIndexAgreesWithGrid: the validator's quick reading of a
// hex number (unrolled for two and three digits) gives the grid's own
// answer for every hex of the map and refuses what the grid refuses: bad
// characters, wrong lengths, hexes off the map.
func TestRule2_0_DenseIndexAgreesWithGrid(t *testing.T) {
	for _, tc := range []struct {
		cols, rows, digits, first int
	}{
		{12, 9, 2, 1},
		{30, 20, 2, 0},
		{120, 110, 3, 1},
		{15, 15, 3, 5},
	} {
		t.Run(fmt.Sprintf("%dx%d-%d-digits", tc.cols, tc.rows, tc.digits), func(t *testing.T) {
			s := &Scenario{Map: Map{Columns: tc.cols, Rows: tc.rows,
				Numbering: Numbering{FirstColumn: tc.first, FirstRow: tc.first, Shifted: "even", Digits: tc.digits}}}
			c := &checker{s: s}
			c.setupGrid()
			if !c.gridOK {
				t.Fatal("grid not set up")
			}
			g := s.Grid()
			codes := []string{"", "0", "0a01", "01/1", "0101 ", "-101", "99999", "999999", "000000", "0000", "9999"}
			for _, h := range g.Hexes() {
				codes = append(codes, g.Numbering.Code(h))
			}
			for _, code := range codes {
				i, ok := c.denseIndex(code)
				want, wantOK := -1, false
				if len(code) == 2*tc.digits {
					if h, err := g.Numbering.Parse(code); err == nil {
						want, wantOK = g.Index(h)
					}
				}
				if ok != wantOK || ok && i != want {
					t.Errorf("denseIndex(%q) = %d, %v; the grid says %d, %v", code, i, ok, want, wantOK)
				}
			}
		})
	}
}
