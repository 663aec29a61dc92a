package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

// TestTraceBackgroundThenNamedAcceptIsOneUndoStep draws the sample
// scenario's grid with synthetic terrain, degrades it as a scan, puts it
// under the map and traces it. With dialogs off the review accepts the
// chart set's suggestions at their own confidence above 0.9: what that
// changes must be right. Then the designer names each group from its
// example hex and accepts: most hexes are written, right, the rest
// outlined for review, and one undo restores the map.
func TestTraceBackgroundThenNamedAcceptIsOneUndoStep(t *testing.T) {
	ed, _ := newEditor(t)
	ed.NoDialogs = true
	s := ed.Doc.Scenario()
	n := s.Map.Numbering
	rng := rand.New(rand.NewPCG(7, 33))
	truth := testset.Synthetic("sample-scan", s.Map.Columns, s.Map.Rows,
		hex.Numbering{FirstColumn: n.FirstColumn, FirstRow: n.FirstRow, Shifted: hex.Parity(n.Shifted), Digits: n.Digits}, rng)
	pic, err := testset.Draw("sample-scan", truth, testset.DefaultStyle(), testset.RandomDegradation(rng), rng)
	if err != nil {
		t.Fatal(err)
	}
	want := func(code string) string {
		if v, ok := truth.Map.Terrain.Get(code); ok {
			return v
		}
		return truth.Map.DefaultTerrain
	}
	ed.Doc.SetBackground(&scenario.Background{Image: "scan.jpg", Opacity: 0.5}, "")
	ed.scan.image = pic.Image
	ed.scan.path = ed.bgPath()
	ed.Doc.ClearHistory()
	before, _ := ed.Doc.Snapshot()
	old := ed.Doc.Scenario().Map.Terrain.Clone()
	changed := func() (right, all int) {
		for code, v := range ed.Doc.Scenario().Map.Terrain.All() {
			if old.At(code) != v {
				all++
				if v == want(code) {
					right++
				}
			}
		}
		return
	}

	ed.TraceBackground()
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	if !strings.Contains(ed.Status(), "Trace accepted (one undo step)") {
		t.Fatalf("status %q", ed.Status())
	}
	if r, a := changed(); r < a*95/100 {
		t.Errorf("the suggestions above 0.9 changed %d hexes, %d right", a, r)
	}
	if !ed.Doc.Undo() {
		t.Fatal("nothing to undo")
	}

	res, err := trace.Trace(pic.Image, s.Grid(), tracePalette(ed))
	if err != nil {
		t.Fatal(err)
	}
	p := trace.NewProposal(res, ed.Doc.Scenario(), "scan.jpg")
	for i := range p.Clusters {
		p.Clusters[i].Terrain = want(p.Clusters[i].Example)
	}
	if err := ed.AcceptTrace(p, 0.9); err != nil {
		t.Fatal(err)
	}
	hexes := len(s.Grid().Hexes())
	r, a := changed()
	unchanged := 0
	for _, h := range s.Grid().Hexes() {
		code := s.Grid().Code(h)
		if ed.Doc.Scenario().Map.Terrain.At(code) == old.At(code) && old.At(code) == want(code) {
			unchanged++
		}
	}
	if a+unchanged+len(ed.traceReview()) < hexes*9/10 || a < hexes/2 || r < a*98/100 {
		t.Errorf("named groups: %d hexes changed, %d right; %d outlined for review of %d", a, r, len(ed.traceReview()), hexes)
	}
	if bg := ed.Doc.Scenario().Map.Background; len(bg.Calibration) != 3 {
		t.Errorf("the grid found did not become the calibration: %+v", bg)
	}
	if !ed.Doc.Undo() {
		t.Fatal("nothing to undo")
	}
	if after, _ := ed.Doc.Snapshot(); string(after) != string(before) {
		t.Error("one undo did not restore the map")
	}
}
