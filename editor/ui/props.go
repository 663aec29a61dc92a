package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

const noSelection = "Select a hex, hexside or unit\nwith the Select tool (S)."

// PropsPanel shows and edits the selected hex, hexside or unit.
type PropsPanel struct {
	ed      *Editor
	title   *widget.Label
	body    *fyne.Container
	content fyne.CanvasObject
	// The widgets of the current view, for tests.
	Terrain  *widget.Select
	Place    *Field
	Features *widget.CheckGroup
	Uphill   *widget.Select
	Form     *UnitForm
	Stack    []*widget.Button // the units stacked in the hex, top first
	Odds     *widget.Label    // the attackers' odds against the unit shown
	shown    SelKind
}

func newPropsPanel(e *Editor) *PropsPanel {
	p := &PropsPanel{ed: e, title: widget.NewLabelWithStyle("Properties", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	p.body = container.NewVBox()
	p.content = container.NewBorder(p.title, nil, nil, nil, container.NewVScroll(p.body))
	p.body.Add(widget.NewLabel(noSelection))
	return p
}

// Content returns the panel.
func (p *PropsPanel) Content() fyne.CanvasObject { return p.content }

// Show fills the panel for a selection.
func (p *PropsPanel) Show(sel Selection) {
	p.Terrain, p.Place, p.Features, p.Uphill, p.Form, p.Stack, p.Odds = nil, nil, nil, nil, nil, nil, nil
	p.ed.unbind("props")
	p.body.RemoveAll()
	p.shown = sel.Kind
	s := p.ed.Doc.Scenario()
	g := s.Grid()
	switch sel.Kind {
	case SelHex:
		p.showHex(s, g, sel.Hex)
	case SelSide:
		p.showSide(s, g, sel.Side)
	case SelUnit:
		if i := document.UnitIndex(s, sel.Unit); i >= 0 {
			p.showUnit(s.Units[i])
		}
	default:
		p.title.SetText("Properties")
		p.body.Add(widget.NewLabel(noSelection))
	}
	p.body.Refresh()
}

func (p *PropsPanel) showHex(s *scenario.Scenario, g hex.Grid, h hex.Hex) {
	code := g.Code(h)
	p.title.SetText("Hex " + code)
	if !g.Contains(h) {
		p.body.Add(widget.NewLabel("off the map"))
		return
	}
	ids := append([]string{"(untraced)"}, terrainIDs(s)...)
	p.Terrain = widget.NewSelect(ids, nil)
	cur := document.TerrainAt(s, code)
	if cur == "" {
		cur = "(untraced)"
	}
	p.Terrain.SetSelected(cur)
	p.Terrain.OnChanged = func(v string) {
		if v == "(untraced)" {
			v = ""
		}
		if v != document.TerrainAt(p.ed.Doc.Scenario(), code) {
			p.ed.Doc.PaintTerrain([]string{code}, v, "")
		}
	}
	name := ""
	for _, pl := range s.Map.Places {
		if pl.Hex == code {
			name = pl.Name
		}
	}
	p.Place = newField(name, false)
	place := widget.NewFormItem("Place name", p.Place)
	b := p.ed.bindForm("props", "hex "+code, []*widget.FormItem{place}, func() error {
		p.ed.Doc.SetPlace(code, strings.TrimSpace(p.Place.Text))
		return nil
	})
	form := widget.NewForm(widget.NewFormItem("Terrain", p.Terrain), place)
	p.body.Add(form)
	p.body.Add(b.errs)
	p.body.Add(widget.NewLabel(strings.ReplaceAll(describeHex(s, h), " · ", "\n")))
	p.addStack(s, code, "")
}

// addStack lists the units stacked in a hex, each a button that selects
// it: the map shows only the top counter of a stack.
func (p *PropsPanel) addStack(s *scenario.Scenario, code, current string) {
	ids := document.UnitsAt(s, code)
	if len(ids) == 0 || (current != "" && len(ids) < 2) {
		return
	}
	p.body.Add(widget.NewLabelWithStyle(fmt.Sprintf("Stack in %s (%d, top first)", code, len(ids)), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	p.Stack = nil
	for k := len(ids) - 1; k >= 0; k-- {
		id := ids[k]
		i := document.UnitIndex(s, id)
		if i < 0 {
			continue
		}
		b := widget.NewButton(UnitSummary(&s.Units[i]), func() { p.ed.selectUnit(id) })
		b.Alignment = widget.ButtonAlignLeading
		if id == current {
			b.Importance = widget.HighImportance
		}
		p.Stack = append(p.Stack, b)
		p.body.Add(b)
	}
}

func (p *PropsPanel) showSide(s *scenario.Scenario, g hex.Grid, sd hex.Side) {
	a, b := sd.Hexes()
	key := document.SideKey(g, a, b)
	p.title.SetText("Hexside " + key[0] + "/" + key[1])
	i := document.HexsideIndex(s, key)
	var cur scenario.Hexside
	if i >= 0 {
		cur = s.Map.Hexsides[i]
	}
	p.Features = widget.NewCheckGroup(featureIDs(), nil)
	p.Features.SetSelected(slices.Clone(cur.Features))
	p.Uphill = widget.NewSelect([]string{"", key[0], key[1]}, nil)
	p.Uphill.SetSelected(cur.Uphill)
	name := newField(cur.Name, false)
	items := []*widget.FormItem{
		widget.NewFormItem("Features", p.Features),
		widget.NewFormItem("Uphill hex", p.Uphill),
		widget.NewFormItem("Name", name),
	}
	bf := p.ed.bindForm("props", "hexside "+key[0]+"/"+key[1], items, func() error {
		p.ed.Doc.PutHexside(scenario.Hexside{Between: key, Features: slices.Clone(p.Features.Selected),
			Uphill: p.Uphill.Selected, Name: strings.TrimSpace(name.Text), Side: cur.Side, Note: cur.Note})
		return nil
	})
	p.body.Add(widget.NewForm(items...))
	p.body.Add(bf.errs)
}

func (p *PropsPanel) showUnit(u scenario.Unit) {
	p.title.SetText(fmt.Sprintf("Unit %s", u.ID))
	p.Form = NewUnitForm(u)
	id := u.ID
	items := p.Form.Items()
	b := p.ed.bindForm("props", "unit "+id, items, func() error {
		nu, err := p.Form.Unit()
		if err != nil {
			return err
		}
		if err := p.ed.Doc.UpdateUnit(id, nu); err != nil {
			return err
		}
		if nu.ID != id {
			// A new id: the form is rebuilt for it once this commit is over.
			fyne.Do(func() { p.ed.selectUnit(nu.ID) })
		}
		return nil
	})
	if u.Placement.Kind == scenario.PlaceSetup {
		if h, err := p.ed.Doc.Scenario().Grid().Parse(u.Placement.Hex); err == nil {
			p.addOdds(u.ID, h)
		}
	}
	p.body.Add(widget.NewForm(items...))
	p.body.Add(b.errs)
	if u.Placement.Kind == scenario.PlaceSetup {
		p.addStack(p.ed.Doc.Scenario(), u.Placement.Hex, u.ID)
	}
}
