package ui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/trace/testset"
)

// TestTraceBackgroundAcceptsTheSuggestionsAsOneUndoStep draws the
// sample scenario's grid with synthetic terrain, degrades it as a scan,
// puts it under the map and traces it: with dialogs off the review
// accepts the chart set's suggestions above 0.9. What is accepted must
// be right, the rest outlined for review, and one undo must restore the map.
func TestTraceBackgroundAcceptsTheSuggestionsAsOneUndoStep(t *testing.T) {
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
	ed.Doc.SetBackground(&scenario.Background{Image: "scan.jpg", Opacity: 0.5}, "")
	ed.scan.image = pic.Image
	ed.scan.path = ed.bgPath()
	ed.Doc.ClearHistory()
	before, _ := ed.Doc.Snapshot()

	ed.TraceBackground()
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	if !strings.Contains(ed.Status(), "Trace accepted (one undo step)") {
		t.Fatalf("status %q", ed.Status())
	}
	got := ed.Doc.Scenario()
	right, applied := 0, 0
	for code, v := range got.Map.Terrain.All() {
		want, ok := truth.Map.Terrain.Get(code)
		if !ok {
			want = truth.Map.DefaultTerrain
		}
		applied++
		if v == want {
			right++
		}
	}
	if applied < len(got.Grid().Hexes())/2 || right < applied*95/100 {
		t.Errorf("%d hexes accepted from the suggestions, %d right", applied, right)
	}
	if bg := got.Map.Background; len(bg.Calibration) != 3 {
		t.Errorf("the grid found did not become the calibration: %+v", bg)
	}
	if len(ed.traceReview())+applied != len(got.Grid().Hexes()) {
		t.Errorf("%d outlined for review and %d accepted of %d hexes", len(ed.traceReview()), applied, len(got.Grid().Hexes()))
	}
	if !ed.Doc.Undo() {
		t.Fatal("nothing to undo")
	}
	if after, _ := ed.Doc.Snapshot(); string(after) != string(before) {
		t.Error("one undo did not restore the map")
	}
}
