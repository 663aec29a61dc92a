package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TestChartCellsCommitThemselves: with no Apply button, a chart cell left
// or a Known box ticked is one undo step each; a value out of range keeps
// its text with the error under the table, and the chart is not touched.
func TestChartCellsCommitThemselves(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("charts").(*chartsPanel)
	p.chart = chartRally
	ed.refreshSection()
	p = ed.ShowPanel("charts").(*chartsPanel)
	if len(p.Cells) == 0 || len(p.Known) == 0 {
		t.Fatal("the Rally Table shows no cells")
	}
	walkObjects(ed.tabs.items[ed.tabs.app.SelectedIndex()].Content, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && strings.HasPrefix(b.Text, "Apply") {
			t.Errorf("the Charts panel still has a button %q", b.Text)
		}
	})
	editCell(ed, p.Cells[0][0], "rallied, as printed")
	ov := ed.Doc.Scenario().Charts.Overrides
	if ov == nil || ov.Rally == nil || ov.Rally.Rows[0].Results[0] != "rallied, as printed" {
		t.Fatalf("the cell left did not override the Rally Table: %+v", ov)
	}
	known := ov.Rally.Rows[0].Known
	p.Known[0].SetChecked(!known) // as a click does
	if got := ed.Doc.Scenario().Charts.Overrides.Rally.Rows[0].Known; got == known {
		t.Errorf("ticking Known left it %v", got)
	}
	ed.undo()
	if got := ed.Doc.Scenario().Charts.Overrides; got == nil || got.Rally.Rows[0].Known != known {
		t.Fatalf("one undo: %+v, want the cell's override without the tick", got)
	}
	ed.undo()
	if ed.Doc.Scenario().Charts.Overrides != nil {
		t.Errorf("two undos left an override: the cell and the box are not one step each")
	}

	p.chart = chartTerrain
	ed.refreshSection()
	p = ed.ShowPanel("charts").(*chartsPanel)
	editCell(ed, p.Cells[0][1], "9")
	if ed.Doc.Scenario().Charts.Overrides != nil {
		t.Error("a combat value of 9 was kept")
	}
	b := ed.forms["section"]
	if b == nil || b.err == nil || !strings.Contains(b.errs.Text, "from -5 to 5") || p.Cells[0][1].Text != "9" {
		t.Errorf("the refused cell: form %+v, text %q", b, p.Cells[0][1].Text)
	}
}
