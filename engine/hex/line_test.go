package hex

import (
	"slices"
	"testing"
)

func TestRound(t *testing.T) {
	cases := []struct {
		name string
		q, r float64
		want Hex
	}{
		{"centre", 2, -1, Hex{2, -1}},
		{"near centre", 2.2, -0.9, Hex{2, -1}},
		{"q furthest from its integer is reset", 0.45, 0.3, Hex{1, 0}},
		{"r furthest from its integer is reset", 0.1, 0.55, Hex{0, 1}},
		{"s furthest from its integer is reset", 0.6, 0.6, Hex{1, 0}},
		{"negative", -1.8, 0.7, Hex{-2, 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Round(tc.q, tc.r); got != tc.want {
				t.Errorf("Round(%v, %v) = %v, want %v", tc.q, tc.r, got, tc.want)
			}
		})
	}
}

func TestRoundIsInverseOfCentre(t *testing.T) {
	for _, h := range (Hex{}).Range(4) {
		for _, d := range [][2]float64{{0.3, 0}, {0, -0.3}, {-0.2, 0.2}, {0.1, 0.1}} {
			if got := Round(float64(h.Q)+d[0], float64(h.R)+d[1]); got != h {
				t.Errorf("Round near %v by %v = %v", h, d, got)
			}
		}
	}
}

func TestLine(t *testing.T) {
	cases := []struct {
		name string
		a, b Hex
		want []Hex
	}{
		{"one hex", Hex{1, 1}, Hex{1, 1}, []Hex{{1, 1}}},
		{"neighbours", Hex{0, 0}, Hex{1, 0}, []Hex{{0, 0}, {1, 0}}},
		{"straight along q", Hex{0, 0}, Hex{3, 0}, []Hex{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
		{"straight along r", Hex{0, 0}, Hex{0, -2}, []Hex{{0, 0}, {0, -1}, {0, -2}}},
		{"along an edge falls one way", Hex{0, 0}, Hex{1, 1}, []Hex{{0, 0}, {1, 0}, {1, 1}}},
		{"skewed", Hex{0, 0}, Hex{4, -1}, []Hex{{0, 0}, {1, 0}, {2, 0}, {3, -1}, {4, -1}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Line(tc.a, tc.b); !slices.Equal(got, tc.want) {
				t.Errorf("Line(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
			}
		})
	}
}

func TestLineSteps(t *testing.T) {
	for _, a := range (Hex{}).Range(3) {
		for _, b := range (Hex{1, -2}).Range(4) {
			l := Line(a, b)
			if len(l) != a.Distance(b)+1 || l[0] != a || l[len(l)-1] != b {
				t.Fatalf("Line(%v, %v) = %v", a, b, l)
			}
			for i := 1; i < len(l); i++ {
				if !l[i-1].Adjacent(l[i]) {
					t.Fatalf("Line(%v, %v) = %v: %v and %v are not neighbours", a, b, l, l[i-1], l[i])
				}
			}
		}
	}
}
