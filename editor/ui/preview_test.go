package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/editor/document"
)

// TestMovementRangePreview: V shows the selected unit's movement range as
// the rules engine computes it (6.0-7.0), follows the unit when it is moved
// and hides again on a second V.
func TestMovementRangePreview(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyV)
	if !strings.Contains(ed.Status(), "select a unit") {
		t.Errorf("status without a selected unit: %q", ed.Status())
	}
	test.TapAt(ed.Map, pos(t, ed, "0707"))
	if ed.Selected().Unit != "al-light" {
		t.Fatalf("selected %+v", ed.Selected())
	}
	want, err := document.MovementRange(ed.Doc.Scenario(), ed.Doc.Path(), "al-light")
	if err != nil || len(want) == 0 {
		t.Fatalf("engine range %d hexes, %v", len(want), err)
	}
	got := ed.Map.overlay().Reach
	if len(got) != len(want) {
		t.Fatalf("preview shows %d hexes, the engine reaches %d", len(got), len(want))
	}
	for i := range got {
		if got[i].Hex != want[i].Hex || got[i].Cost != want[i].Cost {
			t.Fatalf("mark %d = %+v, engine %+v", i, got[i], want[i])
		}
	}
	if !strings.Contains(ed.Status(), "Movement range of al-light") {
		t.Errorf("status %q", ed.Status())
	}
	// Moving the unit moves its range.
	before := got[0]
	dragThrough(t, ed, "0707", "0607", "0507")
	moved := ed.Map.overlay().Reach
	if len(moved) == 0 || (moved[0] == before && len(moved) == len(got)) {
		t.Errorf("the range did not follow the unit: %d marks, first %+v", len(moved), moved[0])
	}
	ed.Map.Render(400, 300) // draws with the preview without trouble
	key(w, fyne.KeyV)
	if n := len(ed.Map.overlay().Reach); n != 0 {
		t.Errorf("hidden preview still shows %d hexes", n)
	}
}
