package trace_test

import (
	"image"
	"image/draw"
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
	if good := gridsFound(t, pics); len(pics) > 0 && float64(good) < 0.95*float64(len(pics)) {
		t.Errorf("grid found within 1.5 px and numbered right on %d of %d pictures; want at least 95%%", good, len(pics))
	}
}

// checkGridAll wants the grid found within 1.5 px and numbered right on
// every picture.
func checkGridAll(t *testing.T, pics []testset.Picture) {
	if good := gridsFound(t, pics); good < len(pics) {
		t.Errorf("grid found within 1.5 px and numbered right on %d of %d pictures; want all", good, len(pics))
	}
}

// gridsFound finds each picture's grid and returns on how many it is
// within 1.5 px (root mean square, at 150 dpi) of the truth and numbered
// right.
func gridsFound(t *testing.T, pics []testset.Picture) int {
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
		t.Logf("%s: rotation %.2f° (true %.2f°), radius %.1f px, residual %.2f px (fit) %.2f px rms / %.2f px worst vs truth at 150 dpi, %d hexes measured, placement %.2f, numbers read %d (%d agree, numbering from %s), numbering right %v %v",
			p.Name, fit.RotationDeg, p.Params.RotateDeg, fit.Radius, fit.Residual, rms, worst, fit.Measured, fit.Placement, fit.NumbersRead, fit.NumbersAgree, fit.NumberingFrom, numbered, fit.Notes)
	}
	return good
}

// TestPrintedNumbersNumberACroppedScan crops a picture to its middle, so
// that the map's edge is not in it: the numbering must come from the
// printed hex numbers, read where the renderer prints them.
func TestPrintedNumbersNumberACroppedScan(t *testing.T) {
	p := pictures(t, testset.Tuning)[0]
	b := p.Image.Bounds()
	crop := image.Rect(b.Dx()/5, b.Dy()/5, b.Dx()*4/5, b.Dy()*4/5)
	img := image.NewRGBA(image.Rect(0, 0, crop.Dx(), crop.Dy()))
	draw.Draw(img, img.Rect, p.Image, crop.Min, draw.Src)
	fit, err := trace.FindGrid(img, p.Scenario.Grid())
	if err != nil {
		t.Fatal(err)
	}
	worst := 0.0
	g := p.Scenario.Grid()
	for _, h := range g.Hexes() {
		c := trace.Center(h)
		a := fit.ToImage.Apply(c)
		q := trace.Homography(p.ToImage).Apply(c)
		worst = math.Max(worst, math.Hypot(a.X+float64(crop.Min.X)-q.X, a.Y+float64(crop.Min.Y)-q.Y)/p.Scale)
	}
	t.Logf("numbers read %d, %d agree, numbering from %s; worst error %.2f px; notes %v", fit.NumbersRead, fit.NumbersAgree, fit.NumberingFrom, worst, fit.Notes)
	if fit.NumberingFrom != "numbers" || worst > 0.5*testset.PrintRadius {
		t.Errorf("numbering from %q, hex centres off by up to %.1f px", fit.NumberingFrom, worst)
	}
}
