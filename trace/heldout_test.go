package trace_test

import (
	"math/rand/v2"

	"github.com/aide-de-camp/adc/engine/hex"
	"testing"

	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

// TestHeldOutSet reports the figures on the held-out set: maps drawn in
// another palette, odd and even numbering, never used to tune. The budgets
// are the same as the tuning set's.
func TestHeldOutSet(t *testing.T) {
	pics := pictures(t, testset.HeldOut)
	t.Run("grid", func(t *testing.T) { checkGrid(t, pics) })
	t.Run("terrain", func(t *testing.T) { checkTerrain(t, pics) })
	t.Run("sides", func(t *testing.T) { checkSides(t, pics) })
	t.Run("markings", func(t *testing.T) { checkMarks(t, markedPictures(t, testset.HeldOut)) })
}

// BenchmarkTrace20x17 traces the tuning set's 20x17 map (grid, terrain,
// hexsides and roads): the budget is 5 s on 2 cores (go test -bench
// Trace20x17 -cpu 2). It also reports the CPU seconds per trace, which
// bound the time on two idle cores when the machine is shared.
func BenchmarkTrace20x17(b *testing.B) {
	rng := rand.New(rand.NewPCG(100, 33))
	s := testset.Synthetic("synthetic-20x17", 20, 17, hex.DefaultNumbering, rng)
	p, err := testset.Draw(s.ID, s, testset.DefaultStyle(), testset.RandomDegradation(rng), rng)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	c0 := cpuTime()
	for range b.N {
		if _, err := trace.Trace(p.Image, p.Scenario.Grid(), trace.Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-c0).Seconds()/float64(b.N), "cpu-s/op")
}
