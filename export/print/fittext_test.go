package print

import (
	"strings"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/render"
)

// TestFitLinesIsLinearAndMarksCuts: a card's text is wrapped as before
// when it fits; a text too long for the card (1 MB of words, a 1 MB word,
// a million line breaks) is cut at the last line that fits with a
// visible mark, within a time that grows with the text, not its square.
func TestFitLinesIsLinearAndMarksCuts(t *testing.T) {
	f := render.Font{Size: 7.5}
	const w = 55.0
	short := "The drawing player may Force March without spending Morale."
	if got, want := fitLines(short, f, w, 10), render.Wrap(short, f, w); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("a text that fits: %q, want %q as render.Wrap", got, want)
	}
	for name, s := range map[string]string{
		"words":       strings.Repeat("Ney advances. ", 1<<20/14),
		"one word":    strings.Repeat("x", 1<<20),
		"line breaks": strings.Repeat("\n", 1<<20),
		"emoji":       strings.Repeat("🎖", 1<<18),
	} {
		t.Run(name, func(t *testing.T) {
			// The fastest of three runs is compared, so that a pause of a
			// loaded machine is not taken for quadratic work: a square of
			// 1 MB takes minutes, a linear pass milliseconds.
			var lines []string
			fastest := time.Duration(1<<63 - 1)
			for range 3 {
				start := time.Now()
				lines = fitLines(s, f, w, 6)
				fastest = min(fastest, time.Since(start))
			}
			if fastest > 2*time.Second {
				t.Errorf("took %v at best of three", fastest)
			}
			if len(lines) == 0 || len(lines) > 6 {
				t.Fatalf("%d lines, want 1 to 6", len(lines))
			}
			if last := lines[len(lines)-1]; !strings.HasSuffix(last, Ellipsis) {
				t.Errorf("last line %q lacks the cut mark", last)
			}
			for _, l := range lines {
				if render.TextWidth(l, f) > w+1e-9 {
					t.Errorf("line %q is %.1f mm wide, more than %.0f", l, render.TextWidth(l, f), w)
				}
			}
		})
	}
}
