package vassal

import (
	"fmt"
	"math"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// TestNameMatchesVASSALSource pins the ported arithmetic to values worked by
// hand from HexGridNumbering.java: x0=100, y0=50, dx=60, dy=70.
func TestNameMatchesVASSALSource(t *testing.T) {
	g := HexGrid{X0: 100, Y0: 50, DX: 60, DY: 70, HOff: 1, VOff: 1, HLeading: 1, VLeading: 1}
	cases := []struct {
		name    string
		stagger bool
		p       Point
		want    string
	}{
		{"origin", false, Point{100, 50}, "0101"},
		{"raw column 1 is half a hex lower", false, Point{160, 85}, "0201"},
		{"raw column 1, next row", false, Point{160, 155}, "0202"},
		{"raw column 2, row 3", false, Point{220, 190}, "0303"},
		{"rounding to the nearest column", false, Point{129, 50}, "0101"},
		{"rounding past half a column", false, Point{131, 85}, "0201"},
		{"stagger numbers odd columns one higher", true, Point{160, 85}, "0202"},
		{"stagger leaves even columns", true, Point{220, 190}, "0303"},
		{"negative raw column", false, Point{40, 85}, "0001"},
		{"above the origin", false, Point{100, -20}, "0100"},
		{"two above the origin", false, Point{100, -90}, "01-01"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			gg := g
			gg.Stagger = c.stagger
			if got := gg.LocationName(c.p); got != c.want {
				t.Errorf("LocationName(%v) = %q, want %q", c.p, got, c.want)
			}
		})
	}
}

func TestLeadingZeros(t *testing.T) {
	cases := []struct {
		n, leading int
		want       string
	}{
		{7, 1, "07"}, {12, 1, "12"}, {7, 2, "007"}, {70, 2, "070"}, {7, 0, "7"}, {-3, 1, "-03"}, {100, 1, "100"},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("%d/%d", c.n, c.leading), func(t *testing.T) {
			if got := name(c.n, c.leading); got != c.want {
				t.Errorf("name(%d, %d) = %q, want %q", c.n, c.leading, got, c.want)
			}
		})
	}
}

// checkEveryHex checks, for every hex of the grid, that VASSAL finds the
// printed number's position inside that hex on the board image, that it
// names that position with the printed number, and that points around the
// centre keep the name.
func checkEveryHex(t *testing.T, g hex.Grid) {
	t.Helper()
	l := NewLayout(g, HexRadius)
	for _, h := range g.Hexes() {
		code := g.Code(h)
		p, err := l.Grid.Location(code)
		if err != nil {
			t.Fatalf("Location(%q): %v", code, err)
		}
		c := l.View.Center(h)
		if math.Abs(float64(p.X)-c.X) > 1 || math.Abs(float64(p.Y)-c.Y) > 1 {
			t.Fatalf("hex %s: VASSAL places it at %v, more than a pixel from its centre %.1f,%.1f on the image", code, p, c.X, c.Y)
		}
		if got := l.HexAt(p); got != h {
			t.Fatalf("hex %s: VASSAL places it at %v, inside hex %s on the image", code, p, g.Code(got))
		}
		if p.X < 0 || p.Y < 0 || p.X >= l.Width || p.Y >= l.Height {
			t.Fatalf("hex %s: position %v is off the %dx%d board", code, p, l.Width, l.Height)
		}
		for _, d := range []Point{{0, 0}, {10, 0}, {-10, 0}, {0, 20}, {0, -20}, {12, 12}, {-12, -12}} {
			q := Point{p.X + d.X, p.Y + d.Y}
			if got := l.Grid.LocationName(q); got != code {
				t.Fatalf("hex %s: VASSAL names %v (offset %v) %q", code, q, d, got)
			}
		}
	}
}

func TestEveryBundledHexKeepsItsPrintedNumber(t *testing.T) {
	for _, id := range scenarios.List() {
		t.Run(id, func(t *testing.T) {
			data, err := scenarios.Open(id)
			if err != nil {
				t.Fatal(err)
			}
			s, err := scenario.Parse(data, id+".yaml")
			if err != nil {
				t.Fatal(err)
			}
			g := s.Grid()
			if len(g.Hexes()) == 0 {
				t.Fatal("no hexes")
			}
			checkEveryHex(t, g)
		})
	}
}

func TestOtherNumberings(t *testing.T) {
	cases := []struct {
		name string
		n    hex.Numbering
	}{
		{"odd columns shifted", hex.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: hex.Odd, Digits: 2}},
		{"first column 0, even shifted", hex.Numbering{FirstColumn: 0, FirstRow: 1, Shifted: hex.Even, Digits: 2}},
		{"first column 2, odd shifted", hex.Numbering{FirstColumn: 2, FirstRow: 3, Shifted: hex.Odd, Digits: 2}},
		{"first row 0", hex.Numbering{FirstColumn: 1, FirstRow: 0, Shifted: hex.Even, Digits: 2}},
		{"three digits", hex.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: hex.Even, Digits: 3}},
		{"three digits, odd shifted", hex.Numbering{FirstColumn: 95, FirstRow: 98, Shifted: hex.Odd, Digits: 3}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkEveryHex(t, hex.Grid{Columns: 23, Rows: 15, Numbering: c.n})
		})
	}
}
