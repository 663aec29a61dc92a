package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// A fraction goes beside its bar only when it fits the column; a longer
// one is written below (14 characters used to be let through and ran off
// the window's edge).
func TestFracFits(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct {
		frac string
		want bool
	}{
		{"1/4", true},
		{"111/160", true},
		{"1234567/890123", false},
		{"4338839200393327/137438953472000000", false},
	} {
		t.Run(tc.frac, func(t *testing.T) {
			if got := fracFits(tc.frac); got != tc.want {
				t.Errorf("fracFits(%q) = %v, want %v", tc.frac, got, tc.want)
			}
			if fracFits(tc.frac) {
				w := fyne.MeasureText(tc.frac, theme.TextSize(), fyne.TextStyle{Monospace: true}).Width
				if w > barCols.frac {
					t.Errorf("%q is %v wide, more than its %v column", tc.frac, w, barCols.frac)
				}
			}
		})
	}
}
