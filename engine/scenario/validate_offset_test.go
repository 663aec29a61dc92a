package scenario

import (
	"fmt"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
)

// TestOffsetAgreesWithDigitByDigit holds checker.offset, which reads two-
// and three-digit hex numbers (rule 2.0) unrolled or a word at a time, and
// checker.onMap, which compares their bytes with the map's first and last
// numbers', to a plain digit-by-digit reading: every byte around the digits ('/' and ':'
// border them) in each place, and numbers on, off and at the map's edges.
func TestOffsetAgreesWithDigitByDigit(t *testing.T) {
	slow := func(c *checker, code string) (int, int, bool) {
		d := c.grid.Numbering.Digits
		if len(code) != 2*d {
			return 0, 0, false
		}
		col, row := 0, 0
		for i := 0; i < d; i++ {
			if code[i] < '0' || code[i] > '9' || code[d+i] < '0' || code[d+i] > '9' {
				return 0, 0, false
			}
			col, row = col*10+int(code[i]-'0'), row*10+int(code[d+i]-'0')
		}
		col -= c.grid.Numbering.FirstColumn
		row -= c.grid.Numbering.FirstRow
		if col < 0 || col >= c.grid.Columns || row < 0 || row >= c.grid.Rows {
			return 0, 0, false
		}
		return col, row, true
	}
	grids := []struct{ cols, rows, firstCol, firstRow int }{{120, 95, 1, 0}, {20, 15, 5, 0}, {99, 100, 1, 0}}
	for _, digits := range []int{2, 3, 4} {
		for _, gr := range grids {
			t.Run(fmt.Sprintf("rule2.0-%d-digits-%dx%d-from-%d", digits, gr.cols, gr.rows, gr.firstCol), func(t *testing.T) {
				c := &checker{gridOK: true, grid: hex.Grid{Columns: gr.cols, Rows: gr.rows,
					Numbering: hex.Numbering{FirstColumn: gr.firstCol, FirstRow: gr.firstRow, Digits: digits}}}
				c.setDigitBounds()
				codes := []string{"", "1", "0101", "010101", "01010101"}
				for col := -1; col <= 122; col++ {
					for row := -1; row <= 97; row++ {
						codes = append(codes, fmt.Sprintf("%0*d%0*d", digits, col, digits, row))
					}
				}
				base := []byte(fmt.Sprintf("%0*d%0*d", digits, 7, digits, 9))
				for i := range base {
					for b := 0; b < 256; b++ {
						x := append([]byte(nil), base...)
						x[i] = byte(b)
						codes = append(codes, string(x))
					}
				}
				for _, code := range codes {
					gc, gr, gok := c.offset(code)
					wc, wr, wok := slow(c, code)
					if gc != wc || gr != wr || gok != wok {
						t.Fatalf("offset(%q) = %d, %d, %v; want %d, %d, %v", code, gc, gr, gok, wc, wr, wok)
					}
					if on := c.onMap(code); on != wok {
						t.Fatalf("onMap(%q) = %v, want %v", code, on, wok)
					}
				}
			})
		}
	}
}
