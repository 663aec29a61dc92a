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
// whether a rulebook states it. Applying a table overrides that chart in
// the scenario; Revert goes back to the chart set's.
type chartsPanel struct {
	chart string
	// Cells are the editable cells of the table shown, row by row.
	Cells [][]*widget.Entry
	Known []*widget.Check
	Apply *widget.Button
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
			p.chart = c
			e.refreshSection()
		}
	}
	p.Cells, p.Known = nil, nil
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
	where := "From chart set " + s.Charts.Set
	if overridden {
		where = "Overridden in this scenario (chart set " + s.Charts.Set + " underneath)"
	}
	info := widget.NewLabel(where + ". Source: " + origin)
	info.Wrapping = fyne.TextWrapWord
	p.Apply = widget.NewButton("Apply as this scenario's chart", func() {
		o := &scenario.ChartSet{}
		if ov != nil {
			o = document.Clone(ov)
		}
		if err := apply(o); err != nil {
			e.showError(err)
			return
		}
		if err := e.Doc.SetChartOverrides(o); err != nil {
			e.showError(err)
		}
	})
	p.Apply.Importance = widget.HighImportance
	revert := widget.NewButton("Revert to the chart set", func() {
		if ov == nil {
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
		e.Doc.SetChartOverrides(o)
	})
	revert.Disable()
	if overridden {
		revert.Enable()
	}
	help := widget.NewLabel("A ticked box marks a value a rulebook states; an unticked one is a reconstruction, never to be presented as printed.")
	help.Wrapping = fyne.TextWrapWord
	top := container.NewVBox(panelTitle("Charts"), container.NewBorder(nil, nil, widget.NewLabel("Chart"), nil, pick), info, help)
	return container.NewBorder(top, container.NewHBox(p.Apply, revert), nil, nil, container.NewScroll(grid))
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
		var cells []*widget.Entry
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
			en := plainEntry(v)
			cells = append(cells, en)
			row = append(row, en)
		}
		p.Cells = append(p.Cells, cells)
		rows = append(rows, row)
	}
	source := plainEntry(crt.Source)
	p.Cells = append(p.Cells, []*widget.Entry{source})
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
	mv, cb, src := plainEntry(movement), plainEntry(cbText), plainEntry(source)
	cb.SetPlaceHolder("unknown")
	if prohibited {
		mv.SetText("prohibited")
	}
	p.Cells = append(p.Cells, []*widget.Entry{mv, cb, src})
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
		var cells []*widget.Entry
		for i := 0; i < len(header)-2; i++ {
			v := ""
			if i < len(r.Results) {
				v = r.Results[i]
			}
			en := plainEntry(v)
			cells = append(cells, en)
			row = append(row, en)
		}
		k := widget.NewCheck("", nil)
		k.SetChecked(r.Known)
		p.Known = append(p.Known, k)
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
		pts := plainEntry(strconv.Itoa(ev.Points))
		k := widget.NewCheck("", nil)
		k.SetChecked(ev.Known)
		p.Cells = append(p.Cells, []*widget.Entry{pts})
		p.Known = append(p.Known, k)
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

// plainEntry is a cell of a chart table: the table is applied as a whole,
// as the scenario's own chart, with its button.
func plainEntry(s string) *widget.Entry {
	en := widget.NewEntry()
	en.SetText(s)
	return en
}
