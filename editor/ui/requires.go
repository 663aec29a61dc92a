package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// A victory condition's further requirements (15.0) are built from
// pickers: a test kind, the side, the hexes or units, all of them or one,
// and whether the test must fail.

var requireKinds = []struct{ ID, Doc string }{
	{scenario.TestOccupy, "a unit of the side occupies one of the hexes (all: each of them)"},
	{scenario.TestAdjacent, "a unit of the side is adjacent to one of the hexes (all: to each)"},
	{scenario.TestInPlay, "each of the units is on the map or has left it through an exit"},
}

type requireRow struct {
	kind, side   *widget.Select
	hexes, units *Field
	all, not     *widget.Check
}

// requiresEditor edits a victory condition's requirements, a row each.
type requiresEditor struct {
	widget.BaseWidget
	ed      *Editor
	rows    []*requireRow
	content *fyne.Container
}

func newRequiresEditor(e *Editor, ts []scenario.VictoryTest) *requiresEditor {
	x := &requiresEditor{ed: e, content: container.NewVBox()}
	for _, t := range ts {
		x.rows = append(x.rows, x.newRow(t))
	}
	x.layout()
	x.ExtendBaseWidget(x)
	return x
}

// CreateRenderer implements fyne.Widget.
func (x *requiresEditor) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(x.content)
}

func (x *requiresEditor) newRow(t scenario.VictoryTest) *requireRow {
	var kinds []string
	for _, k := range requireKinds {
		kinds = append(kinds, k.ID)
	}
	r := &requireRow{kind: selectOf(kinds, t.Kind), side: sideSelect(x.ed.Doc.Scenario(), t.Side, true),
		hexes: newField(strings.Join(t.Hexes, ", "), false), units: newField(strings.Join(t.Units, ", "), false),
		all: widget.NewCheck("all of them", nil), not: widget.NewCheck("must not hold", nil)}
	r.all.SetChecked(t.All)
	r.not.SetChecked(t.Not)
	r.hexes.SetPlaceHolder("hex numbers, e.g. 0707, 0808")
	r.units.SetPlaceHolder("unit ids, e.g. fr-ney")
	r.kind.OnChanged = func(string) { x.layout() }
	return r
}

func (x *requiresEditor) layout() {
	x.content.RemoveAll()
	for i, r := range x.rows {
		i := i
		doc := ""
		for _, k := range requireKinds {
			if k.ID == r.kind.Selected {
				doc = k.Doc
			}
		}
		del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			x.rows = slices.Delete(x.rows, i, i+1)
			x.changed()
		})
		items := []*widget.FormItem{widget.NewFormItem("Test", container.NewBorder(nil, nil, nil, del, r.kind))}
		if r.kind.Selected == scenario.TestInPlay {
			items = append(items, widget.NewFormItem("Units", r.units))
		} else {
			items = append(items, widget.NewFormItem("Side", r.side), widget.NewFormItem("Hexes", r.hexes),
				widget.NewFormItem("", r.all))
		}
		items = append(items, widget.NewFormItem("", r.not))
		l := widget.NewLabel(doc)
		l.Wrapping = fyne.TextWrapWord
		l.Importance = widget.LowImportance
		x.content.Add(container.NewVBox(widget.NewForm(items...), l, widget.NewSeparator()))
	}
	x.content.Add(widget.NewButtonWithIcon("Add requirement", theme.ContentAddIcon(), func() { x.Add(scenario.TestOccupy) }))
	x.Refresh()
}

// Add adds a requirement of kind.
func (x *requiresEditor) Add(kind string) {
	x.rows = append(x.rows, x.newRow(scenario.VictoryTest{Kind: kind}))
	x.changed()
}

func (x *requiresEditor) changed() {
	if b := x.ed.forms["section"]; b != nil {
		b.rebuild = true
		b.commit("requirements")
		b.rebuild = false
	}
	x.layout()
}

// read returns the requirements the rows describe.
func (x *requiresEditor) read() []scenario.VictoryTest {
	var out []scenario.VictoryTest
	for _, r := range x.rows {
		t := scenario.VictoryTest{Kind: r.kind.Selected, Not: r.not.Checked}
		if t.Kind == scenario.TestInPlay {
			t.Units = list(r.units.Text)
		} else {
			t.Side, t.Hexes, t.All = sideID(r.side.Selected), list(r.hexes.Text), r.all.Checked
		}
		out = append(out, t)
	}
	return out
}
