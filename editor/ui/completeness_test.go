package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func gapKinds(gs []scenario.Gap) []scenario.GapKind {
	var ks []scenario.GapKind
	for _, g := range gs {
		ks = append(ks, g.Kind)
	}
	return ks
}

// TestCompletenessPanelOfABlankScenario: a blank map validates without
// errors, yet the panel beside the findings names what play still needs:
// the sides' units (3.0), their LOC hexes (9.7.7) and a victory condition
// (15.0), those that stop play first, each with its rule.
func TestCompletenessPanelOfABlankScenario(t *testing.T) {
	ed := newBlankEditor(t)
	gs := ed.Gaps.Gaps()
	kinds := gapKinds(gs)
	for _, k := range []scenario.GapKind{scenario.GapUnits, scenario.GapLOC, scenario.GapVictory, scenario.GapDeck} {
		if !slices.Contains(kinds, k) {
			t.Errorf("the blank scenario's gaps %v do not name %s", kinds, k)
		}
	}
	blocking := true
	for _, g := range gs {
		if !g.Blocks {
			blocking = false
		} else if !blocking {
			t.Errorf("gap %s stops play but is listed after one that does not", g)
		}
		if g.Rule == "" || !strings.Contains(gapText(g), "["+g.Rule+"] — ") {
			t.Errorf("gap %s: no rule or no editor hint (%q)", g.Kind, gapText(g))
		}
		if strings.Contains(gapHint(g), "map.") || strings.Contains(gapHint(g), "units:") {
			t.Errorf("gap %s: the hint speaks the file's fields: %q", g.Kind, gapHint(g))
		}
	}
	if s := ed.Gaps.summary.Text; !strings.Contains(s, "gaps stop play") {
		t.Errorf("summary %q", s)
	}
}

// TestChoosingAGapGoesToItsObject: each gap goes to where it is filled in,
// and filling it there takes it off the list at once.
func TestChoosingAGapGoesToItsObject(t *testing.T) {
	ed := newBlankEditor(t)
	choose := func(kind scenario.GapKind, object string) {
		t.Helper()
		for i, g := range ed.Gaps.Gaps() {
			if g.Kind == kind && (object == "" || g.Object == object) {
				ed.Gaps.Choose(i)
				return
			}
		}
		t.Fatalf("no %s gap of %q among %v", kind, object, gapKinds(ed.Gaps.Gaps()))
	}
	t.Run("victory opens the Victory tab", func(t *testing.T) {
		choose(scenario.GapVictory, "")
		if got := ed.tabs.app.Selected().Text; got != "Victory" {
			t.Errorf("tab %q, want Victory", got)
		}
	})
	t.Run("a side's LOC readies the LOC tool for that side", func(t *testing.T) {
		choose(scenario.GapLOC, "side "+scenario.AntiFrench)
		if ed.tabs.app.SelectedIndex() != 0 || ed.Tool() != ToolLOC || ed.side != scenario.AntiFrench || ed.bar.side.Selected != scenario.AntiFrench {
			t.Fatalf("tab %d tool %s side %s/%s, want the map, LOC, anti-french", ed.tabs.app.SelectedIndex(), ed.Tool(), ed.side, ed.bar.side.Selected)
		}
		if !strings.Contains(ed.Status(), "LOC") {
			t.Errorf("status %q does not say what to do", ed.Status())
		}
		sz := ed.Map.Size()
		ed.Map.Render(int(sz.Width), int(sz.Height))
		ed.Map.Tapped(&fyne.PointEvent{Position: pos(t, ed, "0505")})
		for _, g := range ed.Gaps.Gaps() {
			if g.Kind == scenario.GapLOC && g.Object == "side "+scenario.AntiFrench {
				t.Errorf("the LOC gap is still listed after a LOC hex was clicked: %v", g)
			}
		}
	})
	t.Run("a side's units opens the unit form for that side", func(t *testing.T) {
		choose(scenario.GapUnits, "side "+scenario.French)
		d, ok := ed.modal.(*dialog.ConfirmDialog)
		if !ok || d == nil {
			t.Fatalf("no unit form open (modal %T)", ed.modal)
		}
		d.Confirm()
		s := ed.Doc.Scenario()
		if len(s.Units) != 1 || s.Units[0].Side != scenario.French {
			t.Fatalf("units %+v, want one French unit", s.Units)
		}
		for _, g := range ed.Gaps.Gaps() {
			if g.Kind == scenario.GapUnits && g.Object == "side "+scenario.French {
				t.Errorf("the French units gap is still listed: %v", g)
			}
		}
	})
}
