package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// OOBPanel is the order-of-battle list: add, edit and delete units, and drag
// a unit from the list onto the map to set it up.
type OOBPanel struct {
	ed      *Editor
	list    *widget.List
	content fyne.CanvasObject
	ids     []string
}

func newOOBPanel(e *Editor) *OOBPanel {
	p := &OOBPanel{ed: e}
	p.list = widget.NewList(
		func() int { return len(p.ids) },
		func() fyne.CanvasObject { return newOOBRow(p) },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*oobRow).set(p.unit(i)) },
	)
	p.list.OnSelected = func(i widget.ListItemID) {
		if i < len(p.ids) && e.sel.Unit != p.ids[i] {
			e.selectUnit(p.ids[i])
		}
	}
	add := widget.NewButton("Add", p.ShowAdd)
	edit := widget.NewButton("Edit", func() {
		if e.sel.Kind == SelUnit {
			p.ShowEdit(e.sel.Unit)
		}
	})
	del := widget.NewButton("Delete", func() {
		if e.sel.Kind == SelUnit {
			e.Doc.DeleteUnit(e.sel.Unit)
			e.clearSelection()
		}
	})
	title := widget.NewLabelWithStyle("Order of battle", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.content = container.NewBorder(container.NewVBox(title, container.NewGridWithColumns(3, add, edit, del)), nil, nil, nil, p.list)
	return p
}

// Content returns the panel.
func (p *OOBPanel) Content() fyne.CanvasObject { return p.content }

func (p *OOBPanel) unit(i int) *scenario.Unit {
	s := p.ed.Doc.Scenario()
	if i < 0 || i >= len(p.ids) {
		return nil
	}
	if j := document.UnitIndex(s, p.ids[i]); j >= 0 {
		return &s.Units[j]
	}
	return nil
}

// IDs returns the unit ids in list order.
func (p *OOBPanel) IDs() []string { return p.ids }

// Refresh reloads the list from the document.
func (p *OOBPanel) Refresh() {
	s := p.ed.Doc.Scenario()
	p.ids = p.ids[:0]
	for _, u := range s.Units {
		p.ids = append(p.ids, u.ID)
	}
	p.list.Refresh()
}

// Select highlights a unit in the list.
func (p *OOBPanel) Select(id string) {
	if i := slices.Index(p.ids, id); i >= 0 {
		p.list.Select(i)
	}
}

// ShowAdd opens the unit form for a new unit.
func (p *OOBPanel) ShowAdd() {
	// A new unit is set up: in the hex selected on the map, if any, else
	// where a click with the Units tool (U) puts it; until then the list
	// marks it unplaced.
	u := scenario.Unit{ID: p.freeID(), Name: "New unit", Side: p.ed.side, Type: scenario.TypeInfantry,
		Placement: scenario.Placement{Kind: scenario.PlaceSetup}}
	if p.ed.sel.Kind == SelHex {
		u.Placement.Hex = p.ed.Doc.Scenario().Grid().Code(p.ed.sel.Hex)
	}
	f := NewUnitForm(u)
	p.ed.showForm("Add unit", "Add", f.Items(), func() error {
		nu, err := f.Unit()
		if err == nil {
			err = p.ed.Doc.AddUnit(nu)
		}
		if err != nil {
			return err
		}
		p.ed.selectUnit(nu.ID)
		return nil
	})
}

// ShowEdit opens the unit form for an existing unit.
func (p *OOBPanel) ShowEdit(id string) {
	s := p.ed.Doc.Scenario()
	i := document.UnitIndex(s, id)
	if i < 0 {
		return
	}
	f := NewUnitForm(s.Units[i])
	p.ed.showForm("Edit unit "+id, "Apply", f.Items(), func() error {
		nu, err := f.Unit()
		if err == nil {
			err = p.ed.Doc.UpdateUnit(id, nu)
		}
		if err != nil {
			return err
		}
		p.ed.selectUnit(nu.ID)
		return nil
	})
}

func (p *OOBPanel) freeID() string {
	s := p.ed.Doc.Scenario()
	prefix := "fr-"
	if p.ed.side == scenario.AntiFrench {
		prefix = "af-"
	}
	for n := len(s.Units) + 1; ; n++ {
		id := prefix + strconv.Itoa(n)
		if document.UnitIndex(s, id) < 0 {
			return id
		}
	}
}

// oobRow is one line of the list; dragging it onto the map sets the unit up
// there.
type oobRow struct {
	widget.BaseWidget
	p     *OOBPanel
	label *widget.Label
	id    string
	last  fyne.Position
}

func newOOBRow(p *OOBPanel) *oobRow {
	r := &oobRow{p: p, label: widget.NewLabel("")}
	r.label.Truncation = fyne.TextTruncateEllipsis
	r.ExtendBaseWidget(r)
	return r
}

func (r *oobRow) set(u *scenario.Unit) {
	if u == nil {
		r.id = ""
		r.label.SetText("")
		return
	}
	r.id = u.ID
	r.label.SetText(UnitSummary(u))
}

// UnitSummary is a one-line description of a unit: side, strength-movement,
// type, name and placement.
func UnitSummary(u *scenario.Unit) string {
	num := func(p *int) string {
		if p == nil {
			return "?"
		}
		return strconv.Itoa(*p)
	}
	side := "F"
	if u.Side == scenario.AntiFrench {
		side = "A"
	}
	where := u.Placement.Kind
	switch u.Placement.Kind {
	case scenario.PlaceSetup:
		where = "@" + u.Placement.Hex
		if u.Placement.Hex == "" {
			where = "⚠ unplaced" // 3.0: a set-up unit needs its hex
		}
	case scenario.PlaceArrive:
		where = fmt.Sprintf("T%d %s", u.Placement.Turn, u.Placement.EntryArea)
	}
	// Where comes first: a narrow list cuts the end of the line.
	return fmt.Sprintf("%s  %s %s-%s %s %s", where, side, num(u.Strength), num(u.Movement), typeAbbrev(u.Type), u.Name)
}

func typeAbbrev(t string) string {
	switch t {
	case scenario.TypeInfantry:
		return "Inf"
	case scenario.TypeCavalry:
		return "Cav"
	case scenario.TypeArtillery:
		return "Art"
	case scenario.TypeLeader:
		return "Ldr"
	}
	return t
}

func (r *oobRow) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(r.label) }

// Tapped selects the unit (the list's own selection is bypassed by the row
// widget, so forward it).
func (r *oobRow) Tapped(*fyne.PointEvent) {
	if r.id != "" {
		r.p.ed.selectUnit(r.id)
	}
}

// DoubleTapped edits the unit.
func (r *oobRow) DoubleTapped(*fyne.PointEvent) {
	if r.id != "" {
		r.p.ShowEdit(r.id)
	}
}

// Dragged follows the pointer while a unit is dragged out of the list.
func (r *oobRow) Dragged(ev *fyne.DragEvent) {
	r.last = ev.AbsolutePosition
	if r.id != "" {
		r.p.ed.setStatus("Drop " + r.id + " on a hex to set it up there")
	}
}

// DragEnd drops the unit on the map hex under the pointer.
func (r *oobRow) DragEnd() {
	if r.id != "" && r.p.ed.Map.DropUnit(r.id, r.last) {
		r.p.ed.setStatus("")
	}
}

// UnitForm edits every attribute of a unit.
type UnitForm struct {
	ID, Name, Nationality, Formation, Reduced, Note *Field
	Strength, Movement, CommandSpan                 *Field
	Side, Type, Placement                           *widget.Select
	Hex, Turn, EntryArea, Table, Card, Order, Zone  *Field
	Traits                                          *widget.CheckGroup
	orig                                            scenario.Unit
}

// Trait names in the order of rule 16.7 and the model.
var traitIDs = []string{scenario.TraitGuard, scenario.TraitElite, scenario.TraitLight, scenario.TraitCossack,
	scenario.TraitUnreliable, scenario.TraitReluctant, scenario.TraitRoadBound, scenario.TraitIrregular,
	scenario.TraitSpecial, scenario.TraitIndependent, scenario.TraitHeavy}

// NewUnitForm returns a form filled from u.
func NewUnitForm(u scenario.Unit) *UnitForm {
	entry := newFieldText
	opt := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	optInt := func(n int) string {
		if n == 0 {
			return ""
		}
		return strconv.Itoa(n)
	}
	f := &UnitForm{
		orig: u,
		ID:   entry(u.ID), Name: entry(u.Name), Nationality: entry(u.Nationality), Formation: entry(u.Formation),
		Reduced: entry(u.Reduced), Note: entry(u.Note),
		Strength: entry(opt(u.Strength)), Movement: entry(opt(u.Movement)), CommandSpan: entry(opt(u.CommandSpan)),
		Side: widget.NewSelect([]string{scenario.French, scenario.AntiFrench}, nil),
		Type: widget.NewSelect([]string{scenario.TypeInfantry, scenario.TypeCavalry, scenario.TypeArtillery, scenario.TypeLeader,
			scenario.TypeDummy, scenario.TypeCadre, scenario.TypeTrain, scenario.TypeNaval}, nil),
		Placement: widget.NewSelect([]string{scenario.PlaceSetup, scenario.PlaceDeploy, scenario.PlaceArrive, scenario.PlaceVariable,
			scenario.PlaceEvent, scenario.PlaceSetAside, scenario.PlaceNotUsed, scenario.PlaceUnknown}, nil),
		Hex: entry(u.Placement.Hex), Turn: entry(optInt(u.Placement.Turn)), EntryArea: entry(u.Placement.EntryArea),
		Table: entry(u.Placement.Table), Card: entry(optInt(u.Placement.Card)), Order: entry(optInt(u.Placement.Order)),
		Zone:   entry(u.Placement.Zone),
		Traits: widget.NewCheckGroup(traitIDs, nil),
	}
	f.Side.SetSelected(u.Side)
	f.Type.SetSelected(u.Type)
	f.Placement.SetSelected(u.Placement.Kind)
	f.Traits.SetSelected(slices.Clone(u.Traits))
	return f
}

// Items returns the form's rows.
func (f *UnitForm) Items() []*widget.FormItem {
	it := widget.NewFormItem
	return []*widget.FormItem{
		it("Id", f.ID), it("Name", f.Name), it("Side", f.Side), it("Nationality", f.Nationality),
		it("Type", f.Type), it("Strength", f.Strength), it("Movement", f.Movement), it("Command span", f.CommandSpan),
		it("Traits (16.7)", f.Traits), it("Formation", f.Formation), it("Reduced twin", f.Reduced),
		it("Placement", f.Placement), it("Setup hex", f.Hex), it("Turn", f.Turn), it("Entry area", f.EntryArea),
		it("Arrival table", f.Table), it("Event card", f.Card), it("March order", f.Order), it("Deploy zone", f.Zone),
		it("Note", f.Note),
	}
}

// Unit reads the form; numbers that do not parse are errors naming the field.
func (f *UnitForm) Unit() (scenario.Unit, error) {
	u := f.orig
	u.ID, u.Name = strings.TrimSpace(f.ID.Text), strings.TrimSpace(f.Name.Text)
	u.Side, u.Type = f.Side.Selected, f.Type.Selected
	u.Nationality, u.Formation = strings.TrimSpace(f.Nationality.Text), strings.TrimSpace(f.Formation.Text)
	u.Reduced, u.Note = strings.TrimSpace(f.Reduced.Text), strings.TrimSpace(f.Note.Text)
	var err error
	optPtr := func(name, s string) *int {
		s = strings.TrimSpace(s)
		if s == "" || err != nil {
			return nil
		}
		n, e := strconv.Atoi(s)
		if e != nil || n < 0 || n > 20 {
			err = fmt.Errorf("unit %q: %s %q is not a number from 0 to 20", u.ID, name, s)
			return nil
		}
		return &n
	}
	optInt := func(name, s string) int {
		if p := optPtr(name, s); p != nil {
			return *p
		}
		return 0
	}
	u.Strength = optPtr("strength", f.Strength.Text)
	u.Movement = optPtr("movement", f.Movement.Text)
	u.CommandSpan = optPtr("command span", f.CommandSpan.Text)
	u.Traits = slices.Clone(f.Traits.Selected)
	if len(u.Traits) == 0 {
		u.Traits = nil
	}
	u.Placement = scenario.Placement{
		Kind: f.Placement.Selected, Hex: strings.TrimSpace(f.Hex.Text), Hexes: f.orig.Placement.Hexes, Zones: f.orig.Placement.Zones,
		Zone: strings.TrimSpace(f.Zone.Text), EntryArea: strings.TrimSpace(f.EntryArea.Text),
		Table: strings.TrimSpace(f.Table.Text), Note: f.orig.Placement.Note,
	}
	u.Placement.Turn = optIntTurn(&err, u.ID, f.Turn.Text)
	u.Placement.Card = optIntTurn(&err, u.ID, f.Card.Text)
	u.Placement.Order = optInt("march order", f.Order.Text)
	if err != nil {
		return u, err
	}
	if u.ID == "" {
		return u, fmt.Errorf("unit: the id is empty (use letters, digits and dashes, e.g. fr-ney)")
	}
	return u, nil
}

func optIntTurn(err *error, id, s string) int {
	s = strings.TrimSpace(s)
	if s == "" || *err != nil {
		return 0
	}
	n, e := strconv.Atoi(s)
	if e != nil || n < 0 || n > 99 {
		*err = fmt.Errorf("unit %q: %q is not a number from 0 to 99", id, s)
		return 0
	}
	return n
}
