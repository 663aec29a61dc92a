package hex

import (
	"math/rand/v2"
	"testing"
)

// cubeDistance is the textbook cube-coordinate distance, written
// independently of Distance.
func cubeDistance(a, b Hex) int {
	x, z := a.Q-b.Q, a.R-b.R
	y := -x - z
	return max(abs(x), abs(y), abs(z))
}

func TestDistanceMatchesCube(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 10000; i++ {
		a := Hex{rng.IntN(80) - 40, rng.IntN(80) - 40}
		b := Hex{rng.IntN(80) - 40, rng.IntN(80) - 40}
		if got, want := a.Distance(b), cubeDistance(a, b); got != want {
			t.Fatalf("Distance(%v,%v) = %d, cube says %d", a, b, got, want)
		}
		if a.Distance(b) != b.Distance(a) {
			t.Fatalf("distance not symmetric for %v %v", a, b)
		}
	}
}

func TestNeighboursAreAtDistanceOneAndInvert(t *testing.T) {
	h := Hex{3, -2}
	for _, d := range Dirs {
		n := h.Neighbour(d)
		if h.Distance(n) != 1 {
			t.Errorf("%v neighbour %v at distance %d", d, n, h.Distance(n))
		}
		if n.Neighbour(d.Opposite()) != h {
			t.Errorf("%v then %v does not return", d, d.Opposite())
		}
		if got, ok := h.DirTo(n); !ok || got != d {
			t.Errorf("DirTo(%v) = %v,%v want %v", n, got, ok, d)
		}
		if n.S()+n.Q+n.R != 0 {
			t.Errorf("cube invariant broken for %v", n)
		}
	}
}

func TestRingAndRange(t *testing.T) {
	c := Hex{2, 5}
	for r := 0; r <= 6; r++ {
		ring := c.Ring(r)
		want := 6 * r
		if r == 0 {
			want = 1
		}
		if len(ring) != want {
			t.Fatalf("ring %d has %d hexes, want %d", r, len(ring), want)
		}
		seen := map[Hex]bool{}
		for _, h := range ring {
			if c.Distance(h) != r {
				t.Errorf("ring %d contains %v at distance %d", r, h, c.Distance(h))
			}
			if seen[h] {
				t.Errorf("ring %d repeats %v", r, h)
			}
			seen[h] = true
		}
		if got, want := len(c.Range(r)), 1+3*r*(r+1); got != want {
			t.Errorf("range %d has %d hexes, want %d", r, got, want)
		}
	}
}

func TestParseAndCode(t *testing.T) {
	cases := []struct {
		name string
		num  Numbering
		code string
		col  int
		row  int
	}{
		{"default first hex", DefaultNumbering, "0101", 0, 0},
		{"default 0708", DefaultNumbering, "0708", 6, 7},
		{"from zero", Numbering{FirstColumn: 0, FirstRow: 0, Shifted: Odd, Digits: 2}, "0000", 0, 0},
		{"three digits", Numbering{FirstColumn: 1, FirstRow: 1, Shifted: Even, Digits: 3}, "200150", 199, 149},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h, err := tc.num.Parse(tc.code)
			if err != nil {
				t.Fatal(err)
			}
			c, r := tc.num.ToOffset(h)
			if c != tc.col || r != tc.row {
				t.Errorf("offset = %d,%d want %d,%d", c, r, tc.col, tc.row)
			}
			if got := tc.num.Code(h); got != tc.code {
				t.Errorf("Code = %q want %q", got, tc.code)
			}
		})
	}
	for _, bad := range []string{"", "070", "07a8", "07080", "-708"} {
		if _, err := DefaultNumbering.Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted a bad number", bad)
		}
	}
}

// TestShiftedColumnNeighbours pins the printed neighbours of hexes on the
// standard numbering (even columns shifted down), the convention drawn in
// the package doc.
func TestShiftedColumnNeighbours(t *testing.T) {
	cases := []struct {
		name string
		num  Numbering
		hex  string
		want [6]string // N NE SE S SW NW
	}{
		{"even shifted, odd column", DefaultNumbering, "0303", [6]string{"0302", "0402", "0403", "0304", "0203", "0202"}},
		{"even shifted, even column", DefaultNumbering, "0404", [6]string{"0403", "0504", "0505", "0405", "0305", "0304"}},
		{"odd shifted, odd column", Numbering{FirstColumn: 1, FirstRow: 1, Shifted: Odd, Digits: 2}, "0303", [6]string{"0302", "0403", "0404", "0304", "0204", "0203"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h, _ := tc.num.Parse(tc.hex)
			for i, n := range h.Neighbours() {
				if got := tc.num.Code(n); got != tc.want[i] {
					t.Errorf("%v neighbour = %s want %s", Dirs[i], got, tc.want[i])
				}
			}
		})
	}
}

func TestOffsetRoundTripProperty(t *testing.T) {
	for _, n := range []Numbering{DefaultNumbering, {FirstColumn: 0, FirstRow: 1, Shifted: Even}, {FirstColumn: 1, FirstRow: 0, Shifted: Odd}} {
		for c := -5; c < 30; c++ {
			for r := -5; r < 30; r++ {
				h := n.FromOffset(c, r)
				c2, r2 := n.ToOffset(h)
				if c2 != c || r2 != r {
					t.Fatalf("%+v: %d,%d -> %v -> %d,%d", n, c, r, h, c2, r2)
				}
				// Vertical neighbours in the same column are one row apart.
				s := h.Neighbour(S)
				if c3, r3 := n.ToOffset(s); c3 != c || r3 != r+1 {
					t.Fatalf("south of %d,%d is %d,%d", c, r, c3, r3)
				}
			}
		}
	}
}

func TestHexsideCanonical(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 2000; i++ {
		a := Hex{rng.IntN(40) - 20, rng.IntN(40) - 20}
		d := Dirs[rng.IntN(6)]
		b := a.Neighbour(d)
		s1, ok1 := Between(a, b)
		s2, ok2 := Between(b, a)
		if !ok1 || !ok2 || s1 != s2 {
			t.Fatalf("Between(%v,%v)=%v, reversed %v", a, b, s1, s2)
		}
		if s1.Dir != N && s1.Dir != NE && s1.Dir != SE {
			t.Fatalf("non-canonical direction %v", s1.Dir)
		}
		if o, ok := s1.Other(a); !ok || o != b {
			t.Fatalf("Other(%v) = %v", a, o)
		}
		if !s1.Touches(b) || s1.Touches(a.Neighbour(d.Opposite())) {
			t.Fatalf("Touches wrong for %v", s1)
		}
	}
	if _, ok := Between(Hex{0, 0}, Hex{2, 0}); ok {
		t.Error("Between accepted non-adjacent hexes")
	}
	// Each hex has six distinct sides and a side is shared by exactly two hexes.
	seen := map[Side]int{}
	g := Grid{Columns: 5, Rows: 5, Numbering: DefaultNumbering}
	for _, h := range g.Hexes() {
		for _, s := range h.Sides() {
			seen[s]++
		}
	}
	inner := 0
	for _, n := range seen {
		if n == 2 {
			inner++
		}
	}
	// A 5x5 flat-top grid: 5 columns x 4 vertical links, plus 4 column pairs x 9 diagonal links.
	if inner != 56 {
		t.Errorf("shared sides = %d, want 56", inner)
	}
}

func TestEdges(t *testing.T) {
	g := Grid{Columns: 17, Rows: 11, Numbering: DefaultNumbering}
	cases := map[string]Edge{
		"0101": North | West, "1701": North | East, "0111": South | West,
		"1711": South | East, "0806": 0, "0801": North, "1706": East, "0811": South,
	}
	for code, want := range cases {
		h, _ := g.Parse(code)
		if got := g.Edges(h); got != want {
			t.Errorf("Edges(%s) = %v want %v", code, got, want)
		}
	}
	off, _ := g.Parse("1801")
	if g.Contains(off) || g.Edges(off) != 0 {
		t.Error("1801 should be off a 17-column map")
	}
	for i, h := range g.Hexes() {
		if j, ok := g.Index(h); !ok || j != i || g.AtIndex(j) != h {
			t.Fatalf("Index(%v)=%d,%v want %d", h, j, ok, i)
		}
	}
}

func BenchmarkDistance(b *testing.B) {
	a, c := Hex{3, 4}, Hex{-10, 22}
	for b.Loop() {
		_ = a.Distance(c)
	}
}
