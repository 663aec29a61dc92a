package trace_test

import (
	"math"
	"testing"

	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

// gridError is the root-mean-square and the largest distance between the
// found and the true hex centres of the map, in pixels at 150 dpi.
func gridError(p testset.Picture, fit *trace.GridFit) (rms, worst float64) {
	g := p.Scenario.Grid()
	var ss float64
	n := 0
	for _, h := range g.Hexes() {
		c := trace.Center(h)
		a, b := fit.ToImage.Apply(c), trace.Homography(p.ToImage).Apply(c)
		d := math.Hypot(a.X-b.X, a.Y-b.Y) / p.Scale
		ss += d * d
		worst = math.Max(worst, d)
		n++
	}
	return math.Sqrt(ss / float64(n)), worst
}

func TestFindGridOnTheTuningSet(t *testing.T) {
	n := 0
	if testing.Short() {
		n = 2
	}
	pics, err := testset.Generate(testset.Tuning, n)
	if err != nil {
		t.Fatal(err)
	}
	checkGrid(t, pics)
}

func checkGrid(t *testing.T, pics []testset.Picture) {
	good := 0
	for _, p := range pics {
		fit, err := trace.FindGrid(p.Image, p.Scenario.Grid())
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		rms, worst := gridError(p, fit)
		// The numbering is right when every hex centre lands in its own
		// hex (within half a hex radius of the truth).
		numbered := worst < 0.5*testset.PrintRadius
		ok := numbered && rms < 1.5
		if ok {
			good++
		}
		t.Logf("%s: rotation %.2f° (true %.2f°), radius %.1f px, residual %.2f px (fit) %.2f px rms / %.2f px worst vs truth at 150 dpi, %d hexes measured, placement %.2f, numbering right %v %v",
			p.Name, fit.RotationDeg, p.Params.RotateDeg, fit.Radius, fit.Residual, rms, worst, fit.Measured, fit.Placement, numbered, fit.Notes)
	}
	if len(pics) > 0 && float64(good) < 0.95*float64(len(pics)) {
		t.Errorf("grid found within 1.5 px and numbered right on %d of %d pictures; want at least 95%%", good, len(pics))
	}
}
