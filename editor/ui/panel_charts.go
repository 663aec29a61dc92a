package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// Charts the panel edits.
const (
	chartCRT     = "Combat Results Table"
	chartTerrain = "Terrain Effects (hexes)"
	chartHexside = "Terrain Effects (hexsides)"
	chartRally   = "Rally Table"
	chartMorale  = "Morale Chart"
)

var chartNames = []string{chartCRT, chartTerrain, chartHexside, chartRally, chartMorale}

// chartsPanel shows the charts the scenario plays with, from its chart set
// or its overrides, as editable tables that show each value's source and
// whether a rulebook states it. Each cell commits itself (commit.go): a
// changed cell makes the whole table shown the scenario's own chart, one
// undo step named after the cell; Revert goes back to the chart set's.
type chartsPanel struct {
	chart string
	// Cells are the editable cells of the table shown, row by row.
	Cells  [][]*Field
	Known  []*widget.Check
	items  []*widget.FormItem // every cell and box, labelled for undo names
	info   *widget.Label
	revert *widget.Button
}

// cell is an editable cell of the table shown, named label in undo names.
func (p *chartsPanel) cell(label, s string) *Field {
	f := textEntry(s)
	p.items = append(p.items, widget.NewFormItem(label, f))
	return f
}

// known is a row's "a rulebook states it" box.
func (p *chartsPanel) known(label string, v bool) *widget.Check {
	k := widget.NewCheck("", nil)
	k.SetChecked(v)
	p.Known = append(p.Known, k)
	p.items = append(p.items, widget.NewFormItem(label+" known", k))
	return k
}

func (p *chartsPanel) focus(int) {}

func (p *chartsPanel) build(e *Editor) fyne.CanvasObject {
	if p.chart == "" {
		p.chart = chartCRT
	}
	s := e.Doc.Scenario()
	// The standard set alone, without the overrides, is what the panel
	// shows the overrides against. An unknown set leaves nothing to
	// compare with, and the validator reports it (chart-set-unknown).
	set, err := templates.ChartSet(s.Charts.Set)
	if err != nil {
		set = &scenario.ChartSet{}
	}
	ov := s.Charts.Overrides
	pick := widget.NewSelect(chartNames, nil)
	pick.SetSelected(p.chart)
	pick.OnChanged = func(c string) {
		if c != p.chart {
			// What was typed in the table left is kept first.
			if err := e.flush(); err != nil {
				e.setStatus("Error: " + err.Error())
			}
			p.chart = c
			e.refreshSection()
		}
	}
	p.Cells, p.Known, p.items = nil, nil, nil
	var grid fyne.CanvasObject
	var origin string
	var apply func(o *scenario.ChartSet) error
	var overridden bool
	switch p.chart {
	case chartCRT:
		crt := set.CRT
		if ov != nil && ov.CRT != nil {
			crt, overridden = ov.CRT, true
		}
		grid, apply, origin = p.crtGrid(crt)
	case chartTerrain:
		terr := set.Terrain
		if ov != nil && len(ov.Terrain) > 0 {
			terr, overridden = ov.Terrain, true
		}
		grid, apply, origin = p.terrainGrid(terr)
	case chartHexside:
		hs := set.Hexsides
		if ov != nil && len(ov.Hexsides) > 0 {
			hs, overridden = ov.Hexsides, true
		}
		grid, apply, origin = p.hexsideGrid(hs)
	case chartRally:
		t := set.Rally
		if ov != nil && ov.Rally != nil {
			t, overridden = ov.Rally, true
		}
		grid, apply, origin = p.tableGrid(t, func(o *scenario.ChartSet, t *scenario.Table) { o.Rally = t })
	case chartMorale:
		m := set.Morale
		if ov != nil && ov.Morale != nil {
			m, overridden = ov.Morale, true
		}
		grid, apply, origin = p.moraleGrid(m)
	}
	p.info = widget.NewLabel("")
	p.info.Wrapping = fyne.TextWrapWord
	p.revert = widget.NewButton("Revert to the chart set", func() { p.revertChart(e) })
	p.showOrigin(e, overridden, origin)
	// The cells commit themselves: the table as shown becomes the
	// scenario's own chart, over the overrides as they are then.
	e.bindForm("section", p.chart, p.items, func() error {
		o := &scenario.ChartSet{}
		if cur := e.Doc.Scenario().Charts.Overrides; cur != nil {
			o = document.Clone(cur)
		}
		if err := apply(o); err != nil {
			return err
		}
		return e.Doc.SetChartOverrides(o)
	})
	help := widget.NewLabel("A ticked box marks a value a rulebook states; an unticked one is a reconstruction, never to be presented as printed.")
	help.Wrapping = fyne.TextWrapWord
	top := container.NewVBox(panelTitle("Charts"), container.NewBorder(nil, nil, widget.NewLabel("Chart"), nil, pick), p.info, help)
	errs := e.forms["section"].errs
	return container.NewBorder(top, container.NewVBox(errs, container.NewHBox(p.revert)), nil, nil, container.NewScroll(grid))
}

// showOrigin says where the chart shown comes from, and offers Revert
// when the scenario overrides it.
func (p *chartsPanel) showOrigin(e *Editor, overridden bool, origin string) {
	s := e.Doc.Scenario()
	where := "From chart set " + s.Charts.Set + ": change a cell to make the table this scenario's own chart"
	if overridden {
		where = "Overridden in this scenario (chart set " + s.Charts.Set + " underneath)"
	}
	p.info.SetText(where + ". Source: " + origin)
	if overridden {
		p.revert.Enable()
	} else {
		p.revert.Disable()
	}
}

// sync keeps the cells after one of them committed: only the origin line
// and Revert change.
func (p *chartsPanel) sync(e *Editor) bool {
	if p.info == nil {
		return false
	}
	p.showOrigin(e, p.overrides(e.Doc.Scenario().Charts.Overrides), "this scenario's table")
	return true
}

// overrides reports whether ov overrides the chart shown.
func (p *chartsPanel) overrides(ov *scenario.ChartSet) bool {
	if ov == nil {
		return false
	}
	switch p.chart {
	case chartCRT:
		return ov.CRT != nil
	case chartTerrain:
		return len(ov.Terrain) > 0
	case chartHexside:
		return len(ov.Hexsides) > 0
	case chartRally:
		return ov.Rally != nil
	case chartMorale:
		return ov.Morale != nil
	}
	return false
}

// revertChart takes the scenario's override of the chart shown away.
func (p *chartsPanel) revertChart(e *Editor) {
	ov := e.Doc.Scenario().Charts.Overrides
	if !p.overrides(ov) {
		return
	}
	o := document.Clone(ov)
	switch p.chart {
	case chartCRT:
		o.CRT = nil
	case chartTerrain:
		o.Terrain = nil
	case chartHexside:
		o.Hexsides = nil
	case chartRally:
		o.Rally = nil
	case chartMorale:
		o.Morale = nil
	}
	if o.CRT == nil && len(o.Terrain) == 0 && len(o.Hexsides) == 0 && o.Rally == nil && o.Morale == nil && o.ControlledAdvance == nil {
		o = nil
	}
	if err := e.Doc.As("Revert "+p.chart, "", func() error { return e.Doc.SetChartOverrides(o) }); err != nil {
		e.showError(err)
	}
}

// gridOf lays rows of cells out with a header row.
func gridOf(header []string, rows [][]fyne.CanvasObject) fyne.CanvasObject {
	g := container.NewGridWithColumns(len(header))
	for _, h := range header {
		g.Add(widget.NewLabelWithStyle(h, fyne.TextAlignCenter, fyne.TextStyle{Bold: true}))
	}
	for _, r := range rows {
		for _, c := range r {
			g.Add(c)
		}
	}
	return g
}

func (p *chartsPanel) crtGrid(crt *scenario.CRT) (fyne.CanvasObject, func(*scenario.ChartSet) error, string) {
	if crt == nil {
		crt = &scenario.CRT{Source: "", Columns: []int{-1, 0, 1, 2, 3}}
	}
	header := []string{"Die"}
	for _, c := range crt.Columns {
		header = append(header, fmt.Sprintf("%+d", c))
	}
	var rows [][]fyne.CanvasObject
	for die := 1; die <= 6; die++ {
		row := []fyne.CanvasObject{widget.NewLabelWithStyle(strconv.Itoa(die), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})}
		var cells []*Field
		var res []string
		for _, r := range crt.Rows {
			if r.Die == die {
				res = r.Results
			}
		}
		for i := range crt.Columns {
			v := ""
			if i < len(res) {
				v = res[i]
			}
			en := p.cell(fmt.Sprintf("die %d, column %+d", die, crt.Columns[i]), v)
			cells = append(cells, en)
			row = append(row, en)
		}
		p.Cells = append(p.Cells, cells)
		rows = append(rows, row)
	}
	source := p.cell("Source", crt.Source)
	p.Cells = append(p.Cells, []*Field{source})
	grid := container.NewVBox(gridOf(header, rows), widget.NewForm(widget.NewFormItem("Source", source)))
	return grid, func(o *scenario.ChartSet) error {
		n := document.Clone(crt)
		n.Source = strings.TrimSpace(source.Text)
		if n.Source == "" {
			return fmt.Errorf("the Combat Results Table has no source: say where the table comes from")
		}
		n.Rows = nil
		for d := 0; d < 6; d++ {
			r := scenario.CRTRow{Die: d + 1}
			for c, en := range p.Cells[d] {
				v := strings.TrimSpace(en.Text)
				if v == "" {
					return fmt.Errorf("the Combat Results Table's die %d, column %+d is empty", d+1, crt.Columns[c])
				}
				r.Results = append(r.Results, v)
			}
			n.Rows = append(n.Rows, r)
		}
		o.CRT = n
		return nil
	}, crt.Source
}

func (p *chartsPanel) terrainGrid(ts []scenario.TerrainType) (fyne.CanvasObject, func(*scenario.ChartSet) error, string) {
	header := []string{"Terrain", "Movement", "Combat", "Source"}
	var rows [][]fyne.CanvasObject
	for _, t := range ts {
		rows = append(rows, p.effectRow(t.Name, strconv.Itoa(t.Movement), t.Combat, t.Prohibited, t.Source))
	}
	return gridOf(header, rows), func(o *scenario.ChartSet) error {
		n := document.Clone(ts)
		for i := range n {
			f := fields{object: "Terrain Effects, " + n[i].Name}
			p.readEffectRow(i, &f, "movement", &n[i].Movement, &n[i].Combat, &n[i].Prohibited, &n[i].Source)
			if f.err != nil {
				return f.err
			}
		}
		o.Terrain = n
		return nil
	}, "each row's own"
}

// effectRow adds one Terrain Effects row (a terrain or a hexside) to the
// panel's cells: movement ("prohibited" when the terrain forbids entry),
// combat (empty when unknown) and source.
func (p *chartsPanel) effectRow(name, movement string, combat *int, prohibited bool, source string) []fyne.CanvasObject {
	cbText := ""
	if combat != nil {
		cbText = strconv.Itoa(*combat)
	}
	mv, cb, src := p.cell(name+" movement", movement), p.cell(name+" combat", cbText), p.cell(name+" source", source)
	cb.SetPlaceHolder("unknown")
	if prohibited {
		mv.SetText("prohibited")
	}
	p.Cells = append(p.Cells, []*Field{mv, cb, src})
	return []fyne.CanvasObject{widget.NewLabel(name), mv, cb, src}
}

// readEffectRow reads row i of the cells that effectRow made.
func (p *chartsPanel) readEffectRow(i int, f *fields, moveLabel string, movement *int, combat **int, prohibited *bool, source *string) {
	mv := strings.TrimSpace(p.Cells[i][0].Text)
	*prohibited = mv == "prohibited"
	if !*prohibited {
		*movement = f.int(moveLabel, mv, 0, 20)
	}
	*combat = nil
	if c := strings.TrimSpace(p.Cells[i][1].Text); c != "" {
		v := f.int("combat", c, -5, 5)
		*combat = &v
	}
	*source = strings.TrimSpace(p.Cells[i][2].Text)
}

func (p *chartsPanel) hexsideGrid(hs []scenario.HexsideType) (fyne.CanvasObject, func(*scenario.ChartSet) error, string) {
	header := []string{"Hexside", "Extra movement", "Combat", "Source"}
	var rows [][]fyne.CanvasObject
	for _, h := range hs {
		rows = append(rows, p.effectRow(h.Name, intText(h.Movement), h.Combat, h.Prohibited, h.Source))
	}
	return gridOf(header, rows), func(o *scenario.ChartSet) error {
		n := document.Clone(hs)
		for i := range n {
			f := fields{object: "Terrain Effects, hexside " + n[i].Name}
			p.readEffectRow(i, &f, "extra movement", &n[i].Movement, &n[i].Combat, &n[i].Prohibited, &n[i].Source)
			if f.err != nil {
				return f.err
			}
		}
		o.Hexsides = n
		return nil
	}, "each row's own"
}

func (p *chartsPanel) tableGrid(t *scenario.Table, put func(*scenario.ChartSet, *scenario.Table)) (fyne.CanvasObject, func(*scenario.ChartSet) error, string) {
	if t == nil {
		t = &scenario.Table{ID: "rally", Title: "Rally Table", Dice: "1d6"}
	}
	header := []string{"Roll"}
	header = append(header, t.Columns...)
	if len(t.Columns) == 0 {
		header = append(header, "Result")
	}
	header = append(header, "Known")
	var rows [][]fyne.CanvasObject
	for _, r := range t.Rows {
		row := []fyne.CanvasObject{widget.NewLabelWithStyle(r.Roll, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})}
		var cells []*Field
		for i := 0; i < len(header)-2; i++ {
			v := ""
			if i < len(r.Results) {
				v = r.Results[i]
			}
			en := p.cell("roll "+r.Roll+", "+header[i+1], v)
			cells = append(cells, en)
			row = append(row, en)
		}
		k := p.known("roll "+r.Roll, r.Known)
		p.Cells = append(p.Cells, cells)
		rows = append(rows, append(row, k))
	}
	return gridOf(header, rows), func(o *scenario.ChartSet) error {
		n := document.Clone(t)
		for i := range n.Rows {
			n.Rows[i].Results = nil
			for _, en := range p.Cells[i] {
				n.Rows[i].Results = append(n.Rows[i].Results, strings.TrimSpace(en.Text))
			}
			n.Rows[i].Known = p.Known[i].Checked
		}
		put(o, n)
		return nil
	}, t.Source
}

func (p *chartsPanel) moraleGrid(m *scenario.MoraleChart) (fyne.CanvasObject, func(*scenario.ChartSet) error, string) {
	if m == nil {
		m = &scenario.MoraleChart{}
	}
	header := []string{"Event", "Points", "Whose", "Known"}
	var rows [][]fyne.CanvasObject
	for _, ev := range m.Events {
		pts := p.cell(ev.ID+" points", strconv.Itoa(ev.Points))
		k := p.known(ev.ID, ev.Known)
		p.Cells = append(p.Cells, []*Field{pts})
		txt := widget.NewLabel(ev.Text)
		txt.Wrapping = fyne.TextWrapWord
		rows = append(rows, []fyne.CanvasObject{txt, pts, widget.NewLabel(ev.Side), k})
	}
	return gridOf(header, rows), func(o *scenario.ChartSet) error {
		n := document.Clone(m)
		for i := range n.Events {
			f := fields{object: "Morale Chart, " + n.Events[i].ID}
			n.Events[i].Points = f.int("points", p.Cells[i][0].Text, -10, 10)
			n.Events[i].Known = p.Known[i].Checked
			if f.err != nil {
				return f.err
			}
		}
		o.Morale = n
		return nil
	}, m.Source
}
