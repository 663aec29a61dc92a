package scenario

import (
	"errors"
	"testing"
)

func TestRule2_0_CheckMapBounds(t *testing.T) {
	cases := []struct {
		name       string
		cols, rows int
		ok         bool
	}{
		{"17x22 map", 17, 22, true},
		{"one hex", 1, 1, true},
		{"largest", MaxMapSide, MaxMapSide, true},
		{"no columns", 0, 11, false},
		{"negative rows", 17, -1, false},
		{"one column too many", MaxMapSide + 1, 1, false},
		{"100000x100000", 100000, 100000, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := &Scenario{ID: "x", Map: Map{Columns: tc.cols, Rows: tc.rows}}
			err := CheckMapBounds(s)
			var be *MapBoundsError
			if tc.ok != (err == nil) || (err != nil && !errors.As(err, &be)) {
				t.Errorf("CheckMapBounds(%dx%d) = %v", tc.cols, tc.rows, err)
			}
		})
	}
}
