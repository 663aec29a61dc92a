package editdist

import "testing"

func TestLevenshtein(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"abc", "", 3}, {"", "abc", 3}, {"kitten", "sitting", 3},
		{"validate", "valdate", 1}, {"Masséna", "Massena", 1}, {"titel", "title", 2},
	}
	for _, tc := range cases {
		t.Run(tc.a+"/"+tc.b, func(t *testing.T) {
			if got := Levenshtein(tc.a, tc.b); got != tc.want {
				t.Errorf("Levenshtein(%q,%q) = %d, want %d", tc.a, tc.b, got, tc.want)
			}
			if got := Levenshtein(tc.b, tc.a); got != tc.want {
				t.Errorf("not symmetric: Levenshtein(%q,%q) = %d", tc.b, tc.a, got)
			}
		})
	}
}
