package ui

import (
	"fmt"
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/armydoc"
	"github.com/aide-de-camp/adc/odn"
)

// choice maps the labels a drop-down shows to the ids the army list keeps.
type choice struct {
	ids, labels []string
}

func (c choice) label(id string) string {
	for i, x := range c.ids {
		if x == id {
			return c.labels[i]
		}
	}
	return id // an unknown value is shown as it is; the validator reports it
}

func (c choice) id(label string) string {
	for i, x := range c.labels {
		if x == label {
			return c.ids[i]
		}
	}
	return label
}

func (c choice) newSelect(changed func(id string)) *widget.Select {
	s := widget.NewSelect(c.labels, nil)
	s.OnChanged = func(l string) { changed(c.id(l)) }
	return s
}

// armyChoices are the drop-downs' options, from the ruleset.
type armyChoices struct {
	types, qualities, weights, inherent, nations, bonus choice
}

func newArmyChoices(rs *odn.Ruleset) armyChoices {
	var c armyChoices
	for _, t := range rs.UnitTypes {
		c.types.ids = append(c.types.ids, t.ID)
		c.types.labels = append(c.types.labels, t.ID)
	}
	for _, q := range rs.Qualities {
		c.qualities.ids = append(c.qualities.ids, q.Code)
		c.qualities.labels = append(c.qualities.labels, q.Code+" "+q.Name)
	}
	c.weights = choice{ids: []string{""}, labels: []string{"—"}}
	for _, w := range rs.ArtilleryWeights {
		c.weights.ids = append(c.weights.ids, w.ID)
		c.weights.labels = append(c.weights.labels, w.ID)
	}
	c.inherent = choice{ids: []string{"none", "foot", "horse"}, labels: []string{"none", "foot", "horse"}}
	for _, n := range rs.Nations {
		c.nations.ids = append(c.nations.ids, n.ID)
		c.nations.labels = append(c.nations.labels, n.Name)
	}
	for b := 0; b <= 3; b++ {
		c.bonus.ids = append(c.bonus.ids, strconv.Itoa(b))
		c.bonus.labels = append(c.bonus.labels, fmt.Sprintf("%+d", b))
	}
	return c
}

// armyColumns are the table's columns: width 0 takes what is left.
var armyColumns = []struct {
	Title string
	Width float32
}{
	{"Unit", 0}, {"Id", 80}, {"Type", 150}, {"Quality", 140}, {"Strength", 96}, {"Weight", 104}, {"Inherent art.", 112}, {"HQ attached", 112}, {"", 40},
}

// columnsLayout lays its objects out in a row at the armyColumns widths.
type columnsLayout struct{ min float32 }

func (l columnsLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	fixed := float32(0)
	for _, c := range armyColumns {
		fixed += c.Width + pad
	}
	flex := max(size.Width-fixed, l.min)
	x := float32(0)
	for i, o := range objs {
		w := flex
		if i < len(armyColumns) && armyColumns[i].Width > 0 {
			w = armyColumns[i].Width
		}
		h := o.MinSize().Height
		o.Resize(fyne.NewSize(w, h))
		o.Move(fyne.NewPos(x, (size.Height-h)/2))
		x += w + pad
	}
}

func (l columnsLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	w, h := l.min, float32(0)
	for i, o := range objs {
		if i < len(armyColumns) {
			w += armyColumns[i].Width + pad
		}
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(w, h)
}

// unitRow is one unit's row of the table.
type unitRow struct {
	ci, ui                    int
	name, id, strength        *widget.Entry
	typ, quality, weight, inh *widget.Select
	hq                        *widget.Select // the headquarters attached (Headquarters, p.13)
	remove                    *widget.Button
	bg, outline               *canvas.Rectangle
	obj                       fyne.CanvasObject
}

// corpsRow is a corps headquarters' row.
type corpsRow struct {
	ci              int
	name, commander *widget.Entry
	bonus           *widget.Select
	obj             fyne.CanvasObject
	bg              *canvas.Rectangle
}

// ArmyTable is the army list as a table: the army and its headquarters
// above, then each corps headquarters and its units, one row each.
type ArmyTable struct {
	ed      *ArmyEditor
	choices armyChoices
	header  fyne.CanvasObject
	army    struct {
		name, year, hq *widget.Entry
		nation, bonus  *widget.Select
	}
	box     *fyne.Container
	scroll  *container.Scroll
	units   []*unitRow
	corps   []*corpsRow
	shape   string
	syncing bool
	sel     armydoc.Target
}

func newArmyTable(e *ArmyEditor) *ArmyTable {
	t := &ArmyTable{ed: e, choices: newArmyChoices(e.Rules)}
	t.box = container.NewVBox()
	t.scroll = container.NewVScroll(t.box)
	a := &t.army
	a.name = t.entry(func(s string) error { return e.Doc.SetArmyField(armydoc.FieldArmy, s) })
	a.year = t.entry(func(s string) error { return e.Doc.SetArmyField(armydoc.FieldYear, s) })
	a.hq = t.entry(func(s string) error { return e.Doc.SetArmyField(armydoc.FieldHQName, s) })
	a.hq.SetPlaceHolder("none")
	a.nation = t.choices.nations.newSelect(func(id string) { t.edit(e.Doc.SetArmyField(armydoc.FieldNation, id)) })
	a.bonus = t.choices.bonus.newSelect(func(id string) { t.edit(e.Doc.SetArmyField(armydoc.FieldMoraleBonus, id)) })
	addCorps := widget.NewButtonWithIcon("Add corps", theme.ContentAddIcon(), func() { e.AddCorps() })
	form := container.New(layout.NewFormLayout(),
		bold("Army"), container.NewBorder(nil, nil, nil, container.NewHBox(widget.NewLabel("Nation"), a.nation, widget.NewLabel("Year"), sized(a.year, 80)), a.name),
		bold("Army headquarters"), container.NewBorder(nil, nil, nil, container.NewHBox(widget.NewLabel("Morale bonus"), a.bonus, addCorps), a.hq),
	)
	var titles []fyne.CanvasObject
	for _, c := range armyColumns {
		titles = append(titles, bold(c.Title))
	}
	t.header = container.NewVBox(form, widget.NewSeparator(), container.New(columnsLayout{min: 200}, titles...))
	return t
}

func bold(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// sized gives o a minimum width.
func sized(o fyne.CanvasObject, w float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, 0))
	return container.NewStack(r, o)
}

// entry is a text field whose typing edits the document.
func (t *ArmyTable) entry(set func(string) error) *widget.Entry {
	en := widget.NewEntry()
	en.OnChanged = func(s string) {
		if !t.syncing {
			t.edit(set(s))
		}
	}
	return en
}

// edit reports an edit's error in the status bar: a half-typed value is
// not worth a dialog.
func (t *ArmyTable) edit(err error) {
	if err != nil && !t.syncing {
		t.ed.setStatus("Not applied: " + err.Error())
		t.ed.lastError = err
	}
}

func (t *ArmyTable) sel2(f func(id string)) func(string) {
	return func(id string) {
		if !t.syncing {
			f(id)
		}
	}
}

// newUnitRow builds the row of unit ui of corps ci. Its widgets edit the
// document shown when they are used (t.ed.Doc), not the one shown when the
// row was built: a row is kept when another army list of the same shape
// is opened.
func (t *ArmyTable) newUnitRow(ci, ui int) *unitRow {
	r := &unitRow{ci: ci, ui: ui}
	set := func(f armydoc.Field) func(string) error {
		return func(s string) error { return t.ed.Doc.SetUnitField(r.ci, r.ui, f, s) }
	}
	r.name = t.entry(set(armydoc.FieldName))
	r.id = t.entry(set(armydoc.FieldID))
	r.strength = t.entry(set(armydoc.FieldStrength))
	r.strength.SetPlaceHolder("full")
	pick := func(c choice, f armydoc.Field) *widget.Select {
		return c.newSelect(t.sel2(func(id string) { t.edit(t.ed.Doc.SetUnitField(r.ci, r.ui, f, id)) }))
	}
	r.typ = t.choices.types.newSelect(t.sel2(func(id string) { t.edit(t.ed.Doc.SetUnitType(r.ci, r.ui, id, t.ed.Rules)) }))
	r.quality = pick(t.choices.qualities, armydoc.FieldQuality)
	r.weight = pick(t.choices.weights, armydoc.FieldWeight)
	r.inh = pick(t.choices.inherent, armydoc.FieldInherent)
	r.hq = attachedChoice.newSelect(t.sel2(func(id string) { t.edit(t.ed.Doc.SetAttached(r.ci, r.ui, id)) }))
	r.remove = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() { t.edit(t.ed.Doc.RemoveUnit(r.ci, r.ui)) })
	r.remove.Importance = widget.LowImportance
	r.bg = canvas.NewRectangle(color.Transparent)
	r.bg.CornerRadius = 4
	r.outline = canvas.NewRectangle(color.Transparent)
	r.outline.CornerRadius = 4
	r.outline.StrokeWidth = 2
	row := container.New(columnsLayout{min: 200}, r.name, r.id, r.typ, r.quality, r.strength, r.weight, r.inh, r.hq, r.remove)
	r.obj = container.NewStack(r.bg, row, r.outline)
	return r
}

func (t *ArmyTable) newCorpsRow(ci int) *corpsRow {
	r := &corpsRow{ci: ci}
	r.name = t.entry(func(s string) error { return t.ed.Doc.SetCorpsField(r.ci, armydoc.FieldName, s) })
	r.commander = t.entry(func(s string) error { return t.ed.Doc.SetCorpsField(r.ci, armydoc.FieldCommander, s) })
	r.commander.SetPlaceHolder("commander")
	r.bonus = t.choices.bonus.newSelect(t.sel2(func(id string) { t.edit(t.ed.Doc.SetCorpsField(r.ci, armydoc.FieldMoraleBonus, id)) }))
	add := widget.NewButtonWithIcon("Add unit", theme.ContentAddIcon(), func() {
		if ui, err := t.ed.Doc.AddUnit(r.ci); err == nil {
			t.Select(armydoc.Target{Kind: armydoc.TargetUnit, Corps: r.ci, Unit: ui})
		}
	})
	del := widget.NewButtonWithIcon("Remove corps", theme.DeleteIcon(), func() { t.edit(t.ed.Doc.RemoveCorps(r.ci)) })
	del.Importance = widget.LowImportance
	r.bg = canvas.NewRectangle(theme.Color(theme.ColorNameHeaderBackground))
	r.bg.CornerRadius = 4
	line := container.NewBorder(nil, nil, bold("Corps"),
		container.NewHBox(sized(r.commander, 220), widget.NewLabel("Morale bonus"), r.bonus, add, del), r.name)
	r.obj = container.NewStack(r.bg, line)
	return r
}

func shapeOf(a *odn.Army) string {
	var b strings.Builder
	for _, c := range a.Corps {
		fmt.Fprintf(&b, "%d,", len(c.Units))
	}
	return b.String()
}

// Sync shows the army as it is now: rows are rebuilt when corps or units
// were added or removed, else only the widgets whose value changed are set
// (the field being typed in keeps its cursor).
func (t *ArmyTable) Sync() {
	a := t.ed.Doc.Army()
	t.syncing = true
	defer func() { t.syncing = false }()
	if s := shapeOf(a); s != t.shape {
		t.shape = s
		t.units, t.corps = nil, nil
		var objs []fyne.CanvasObject
		for ci, c := range a.Corps {
			cr := t.newCorpsRow(ci)
			t.corps = append(t.corps, cr)
			objs = append(objs, cr.obj)
			for ui := range c.Units {
				ur := t.newUnitRow(ci, ui)
				t.units = append(t.units, ur)
				objs = append(objs, ur.obj)
			}
		}
		t.box.Objects = objs
		t.box.Refresh()
	}
	setText(t.army.name, a.Army)
	setText(t.army.year, yearText(a.Year))
	setSel(t.army.nation, t.choices.nations.label(a.Nation))
	if a.Headquarters != nil {
		setText(t.army.hq, a.Headquarters.Name)
		setSel(t.army.bonus, t.choices.bonus.label(strconv.Itoa(a.Headquarters.MoraleBonus)))
	} else {
		setText(t.army.hq, "")
		setSel(t.army.bonus, "")
	}
	for _, r := range t.corps {
		c := a.Corps[r.ci]
		setText(r.name, c.Name)
		setText(r.commander, c.Commander)
		setSel(r.bonus, t.choices.bonus.label(strconv.Itoa(c.MoraleBonus)))
	}
	for _, r := range t.units {
		u := a.Corps[r.ci].Units[r.ui]
		setText(r.name, u.Name)
		setText(r.id, u.ID)
		setText(r.strength, armydoc.StrengthText(u))
		setSel(r.typ, t.choices.types.label(u.Type))
		setSel(r.quality, t.choices.qualities.label(u.Quality))
		// Only the weights the unit type may have (horse artillery is
		// light or medium, Available unit types, p.2).
		weights := t.choices.weights
		if ut := t.ed.Rules.UnitType(u.Type); ut != nil && len(ut.Weights) > 0 {
			weights = choice{ids: []string{""}, labels: []string{"—"}}
			for _, w := range ut.Weights {
				weights.ids, weights.labels = append(weights.ids, w), append(weights.labels, t.choices.weights.label(w))
			}
		}
		if !slices.Equal(r.weight.Options, weights.labels) {
			r.weight.Options = weights.labels
			r.weight.Refresh()
		}
		setSel(r.weight, t.choices.weights.label(u.Weight))
		setSel(r.inh, t.choices.inherent.label(armydoc.UnitField(u, armydoc.FieldInherent)))
		setSel(r.hq, attachedChoice.label(attachedID(u.Attached)))
		// Weight is for artillery, inherent artillery for the others
		// (Available unit types, p.2; Fire, inherent unit artillery, p.7).
		artillery := false
		if ut := t.ed.Rules.UnitType(u.Type); ut != nil {
			artillery = ut.Arm == "artillery"
		}
		enable(r.weight, artillery || u.Weight != "")
		enable(r.inh, !artillery || (u.InherentArtillery != "" && u.InherentArtillery != "none"))
	}
	t.paintSelection()
}

func yearText(y int) string {
	if y == 0 {
		return ""
	}
	return strconv.Itoa(y)
}

func setText(e *widget.Entry, s string) {
	if e.Text != s {
		e.SetText(s)
	}
}

func setSel(s *widget.Select, v string) {
	if s.Selected != v {
		if v == "" {
			s.ClearSelected()
			return
		}
		s.SetSelected(v)
	}
}

func enable(w fyne.Disableable, on bool) {
	if on {
		w.Enable()
	} else {
		w.Disable()
	}
}

// Select highlights a unit or corps row and scrolls to it; a unit's name
// field takes the focus.
func (t *ArmyTable) Select(tg armydoc.Target) {
	t.sel = tg
	t.paintSelection()
	var obj fyne.CanvasObject
	var focus fyne.Focusable
	for _, r := range t.units {
		if tg.Kind == armydoc.TargetUnit && r.ci == tg.Corps && r.ui == tg.Unit {
			obj, focus = r.obj, r.name
		}
	}
	for _, r := range t.corps {
		if tg.Kind == armydoc.TargetCorps && r.ci == tg.Corps {
			obj, focus = r.obj, r.name
		}
	}
	if obj != nil {
		t.scroll.ScrollToOffset(fyne.NewPos(0, max(obj.Position().Y-40, 0)))
	}
	if focus != nil {
		if c := fyne.CurrentApp().Driver().CanvasForObject(t.box); c != nil {
			c.Focus(focus)
		}
	}
}

// Selected returns the selected row.
func (t *ArmyTable) Selected() armydoc.Target { return t.sel }

func (t *ArmyTable) paintSelection() {
	hi := theme.Color(theme.ColorNameSelection)
	for _, r := range t.units {
		c, line := color.Color(color.Transparent), color.Color(color.Transparent)
		if t.sel.Kind == armydoc.TargetUnit && r.ci == t.sel.Corps && r.ui == t.sel.Unit {
			c, line = hi, theme.Color(theme.ColorNamePrimary)
		}
		if r.bg.FillColor != c || r.outline.StrokeColor != line {
			r.bg.FillColor = c
			r.outline.StrokeColor = line
			r.bg.Refresh()
			r.outline.Refresh()
		}
	}
	for _, r := range t.corps {
		c := theme.Color(theme.ColorNameHeaderBackground)
		if t.sel.Kind == armydoc.TargetCorps && r.ci == t.sel.Corps {
			c = hi
		}
		if r.bg.FillColor != c {
			r.bg.FillColor = c
			r.bg.Refresh()
		}
	}
}

// UnitRow returns the widgets of a unit's row, for tests: name, id,
// strength entries and type, quality, weight, inherent drop-downs.
func (t *ArmyTable) UnitRow(ci, ui int) (name, id, strength *widget.Entry, typ, quality, weight, inh *widget.Select, remove *widget.Button) {
	for _, r := range t.units {
		if r.ci == ci && r.ui == ui {
			return r.name, r.id, r.strength, r.typ, r.quality, r.weight, r.inh, r.remove
		}
	}
	return
}

// Rows returns the number of corps rows and unit rows shown.
func (t *ArmyTable) Rows() (corps, units int) { return len(t.corps), len(t.units) }

// AddCorps adds a corps at the end and selects it.
func (e *ArmyEditor) AddCorps() {
	if ci, err := e.Doc.AddCorps(); err == nil {
		e.Table.Select(armydoc.Target{Kind: armydoc.TargetCorps, Corps: ci, Unit: -1})
	}
}

// ArmyFindings lists the validator's findings on the army list, errors
// first; clicking one selects the unit or corps it names.
type ArmyFindings struct {
	*findingList[odn.Finding]
	ed *ArmyEditor
}

func newArmyFindings(e *ArmyEditor) *ArmyFindings {
	return &ArmyFindings{ed: e, findingList: newFindingList("Validation", armyFindingText,
		func(f odn.Finding) bool { return f.Severity == odn.Error }, e.SelectFinding)}
}

func armyFindingText(f odn.Finding) string {
	s := ""
	if f.Line > 0 {
		s = fmt.Sprintf("line %d: ", f.Line)
	}
	if f.Object != "" {
		s += f.Object + ": "
	}
	s += f.Message
	if f.Rule != "" {
		s += " [" + f.Rule + "]"
	}
	if f.Hint != "" {
		s += " — " + f.Hint
	}
	return s
}

// Set shows a new set of findings, errors first.
func (p *ArmyFindings) Set(fs odn.Findings) {
	fs = append(odn.Findings(nil), fs...)
	errs := 0
	for _, f := range fs {
		if f.Severity == odn.Error {
			errs++
		}
	}
	sortFindings(fs)
	summary := "Validation: no errors, no warnings"
	if len(fs) > 0 {
		summary = fmt.Sprintf("Validation: %s, %s — click one to select its unit", count(errs, "error"), count(len(fs)-errs, "warning"))
	}
	p.show(fs, summary)
}

func sortFindings(fs odn.Findings) {
	// Errors first, then in file order (a stable insertion sort: lists are short).
	for i := 1; i < len(fs); i++ {
		for j := i; j > 0 && fs[j].Severity == odn.Error && fs[j-1].Severity != odn.Error; j-- {
			fs[j], fs[j-1] = fs[j-1], fs[j]
		}
	}
}

// Findings returns the findings shown.
func (p *ArmyFindings) Findings() odn.Findings { return p.findings }

// SelectFinding selects what a finding names, on the Army list tab.
func (e *ArmyEditor) SelectFinding(f odn.Finding) {
	tg := armydoc.FindingTarget(e.Doc.Army(), f)
	if e.tabs != nil {
		e.tabs.SelectIndex(0)
	}
	e.Table.Select(tg)
	e.setStatus(armyFindingText(f))
}

func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
