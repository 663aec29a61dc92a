package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// NewForm asks for a new scenario's template: id, title, map size and
// numbering. A printed map size preset fills the grid from the bundled
// blank templates.
type NewForm struct {
	ID, Title, Columns, Rows, FirstColumn, FirstRow, Digits *Field
	Shifted, Preset, Edition, ChartSet                      *widget.Select
}

// NewScenarioForm returns the form with the series defaults.
func NewScenarioForm() *NewForm {
	e := newFieldText
	f := &NewForm{ID: e("new-scenario"), Title: e("New scenario"), Columns: e("17"), Rows: e("11"),
		FirstColumn: e("1"), FirstRow: e("1"), Digits: e("2"),
		Shifted: widget.NewSelect([]string{"even", "odd"}, nil)}
	f.Shifted.SetSelected("even")
	f.Edition = widget.NewSelect(Editions, nil)
	f.Edition.SetSelected(scenario.EditionWallachia)
	f.ChartSet = widget.NewSelect(templates.ChartSetIDs(), nil)
	f.ChartSet.SetSelected("n20-wallachia20")
	f.Preset = widget.NewSelect(templates.Sizes, func(size string) {
		data, err := templates.NewScenario(size)
		if err != nil {
			return
		}
		s, err := scenario.Parse(data, size+".yaml")
		if err != nil {
			return
		}
		f.Columns.SetText(strconv.Itoa(s.Map.Columns))
		f.Rows.SetText(strconv.Itoa(s.Map.Rows))
		f.FirstColumn.SetText(strconv.Itoa(s.Map.Numbering.FirstColumn))
		f.FirstRow.SetText(strconv.Itoa(s.Map.Numbering.FirstRow))
		f.Digits.SetText(strconv.Itoa(s.Map.Numbering.Digits))
		f.Shifted.SetSelected(s.Map.Numbering.Shifted)
	})
	return f
}

// Editions are the rules editions a scenario may follow.
var Editions = []string{scenario.EditionWallachia, scenario.EditionEspana, scenario.EditionEarly}

// Items returns the form rows.
func (f *NewForm) Items() []*widget.FormItem {
	it := widget.NewFormItem
	return []*widget.FormItem{it("Printed map", f.Preset), it("Id", f.ID), it("Title", f.Title),
		it("Columns", f.Columns), it("Rows", f.Rows), it("First column", f.FirstColumn), it("First row", f.FirstRow),
		it("Shifted columns", f.Shifted), it("Digits", f.Digits),
		it("Rules edition", f.Edition), it("Chart set", f.ChartSet)}
}

// Template reads the form.
func (f *NewForm) Template() (document.Template, error) {
	var err error
	num := func(name string, e *Field, lo, hi int) int {
		n, e2 := strconv.Atoi(strings.TrimSpace(e.Text))
		if (e2 != nil || n < lo || n > hi) && err == nil {
			err = fmt.Errorf("new scenario: %s %q: want a number from %d to %d", name, e.Text, lo, hi)
		}
		return n
	}
	t := document.Template{ID: strings.TrimSpace(f.ID.Text), Title: strings.TrimSpace(f.Title.Text),
		Columns: num("columns", f.Columns, 1, 999), Rows: num("rows", f.Rows, 1, 999),
		Numbering: scenario.Numbering{FirstColumn: num("first column", f.FirstColumn, 0, 99), FirstRow: num("first row", f.FirstRow, 0, 99),
			Shifted: f.Shifted.Selected, Digits: num("digits", f.Digits, 2, 3)},
		Edition: f.Edition.Selected, ChartSet: f.ChartSet.Selected}
	return t, err
}
