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

// sectionPanel edits one part of the scenario in a tab beside the map. It
// is built when its tab is shown and rebuilt from the document after every
// change while it is shown (an undo shows at once), except after a change
// its own form made (commit.go): that form keeps its widgets and the focus.
// Its fields commit themselves, each commit one undo step.
type sectionPanel interface {
	// build returns the panel's content for the document as it is now.
	build(e *Editor) fyne.CanvasObject
	// focus selects element i of the part (-1: none).
	focus(i int)
}

// syncer is a panel that can take the document's values after its own form
// committed, without rebuilding; sync reports false when it must rebuild.
type syncer interface {
	sync(e *Editor) bool
}

// scenarioPanel is a tab of the scenario's parts, listed in the Scenario
// menu and opened by the findings about its part.
type scenarioPanel struct {
	Section string // the top-level field path (document.Target.Section)
	Title   string
	make    func() sectionPanel
}

var scenarioPanels []scenarioPanel

func init() {
	scenarioPanels = []scenarioPanel{
		{"general", "Scenario & sides", func() sectionPanel { return &generalPanel{} }},
		{"turns", "Turn track", func() sectionPanel { return newTurnsPanel() }},
		{"deck", "Event deck", func() sectionPanel { return newDeckPanel() }},
		{"victory", "Victory", func() sectionPanel { return newVictoryPanel() }},
		{"deployment", "Deployment", func() sectionPanel { return newDeploymentPanel() }},
		{"special_rules", "Special rules", func() sectionPanel { return newSpecialPanel() }},
		{"charts", "Charts", func() sectionPanel { return &chartsPanel{} }},
		{"tables", "Tables", func() sectionPanel { return newTablesPanel() }},
		{"notes", "Notes & unknowns", func() sectionPanel { return &notesPanel{} }},
	}
}

// sectionAlias maps the field paths of findings to the panel that edits
// them.
var sectionAlias = map[string]string{"sides": "general", "first_player": "general", "edition": "general",
	"optional_rules": "general", "unknowns": "notes"}

// tabs is the centre of the window: the map, then a tab per part of the
// scenario.
type tabs struct {
	app    *container.AppTabs
	panels []sectionPanel // by tab index - 1
	items  []*container.TabItem
	stacks []*fyne.Container // each panel's tab content, by tab index - 1
}

func (e *Editor) newTabs() *tabs {
	t := &tabs{}
	mapTab := container.NewTabItem("Map", e.Map)
	t.items = append(t.items, mapTab)
	for _, p := range scenarioPanels {
		t.panels = append(t.panels, p.make())
		st := container.NewStack()
		t.stacks = append(t.stacks, st)
		t.items = append(t.items, container.NewTabItem(p.Title, st))
	}
	t.app = container.NewAppTabs(t.items...)
	t.app.SetTabLocation(container.TabLocationTop)
	t.app.OnSelected = func(*container.TabItem) {
		// What was typed in the tab left behind is committed before the
		// new tab is built.
		if err := e.flush(); err != nil {
			e.setStatus("Error: " + err.Error())
		}
		e.unbind("section")
		e.unbind("head")
		e.refreshSection()
		e.releaseFocus()
	}
	return t
}

// refreshSection rebuilds the panel shown, if any.
func (e *Editor) refreshSection() {
	if e.tabs == nil {
		return
	}
	i := e.tabs.app.SelectedIndex()
	if i <= 0 {
		return
	}
	// A change the panel's own form made leaves its widgets alone: the
	// panel only takes the document's new values (syncer).
	if e.committing == "section" || e.committing == "head" {
		if sp, ok := e.tabs.panels[i-1].(syncer); ok && sp.sync(e) {
			return
		}
	}
	// Only the panel's own stack is refreshed: refreshing the tabs would
	// lay out every tab again.
	st := e.tabs.stacks[i-1]
	st.Objects = []fyne.CanvasObject{e.tabs.panels[i-1].build(e)}
	st.Refresh()
}

// ShowPanel shows the tab that edits section (see scenarioPanels) and
// returns its panel; "map" shows the map.
func (e *Editor) ShowPanel(section string) sectionPanel {
	if section == "map" {
		e.tabs.app.SelectIndex(0)
		return nil
	}
	if a, ok := sectionAlias[section]; ok {
		section = a
	}
	for i, p := range scenarioPanels {
		if p.Section == section {
			if e.tabs.app.SelectedIndex() == i+1 {
				e.refreshSection()
			} else {
				e.tabs.app.SelectIndex(i + 1) // builds it (OnSelected)
			}
			return e.tabs.panels[i]
		}
	}
	return nil
}

// showSection opens the panel that edits a part of the scenario and selects
// its element i (-1: the whole part).
func (e *Editor) showSection(section string, i int) bool {
	p := e.ShowPanel(section)
	if p == nil {
		return false
	}
	p.focus(i)
	return true
}

// --- Form fields -------------------------------------------------------------

// textEntry is a one-line field of a form, committed as it is edited
// (commit.go).
func textEntry(s string) *Field { return newField(s, false) }

// multiEntry is a field of several lines, committed when it loses the focus.
func multiEntry(s string, rows int) *Field {
	en := newField(s, true)
	en.Wrapping = fyne.TextWrapWord
	en.SetMinRowsVisible(rows)
	return en
}

func intText(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

func selectOf(options []string, cur string) *widget.Select {
	sel := widget.NewSelect(options, nil)
	if cur != "" && !slices.Contains(options, cur) {
		sel.Options = append(sel.Options, cur)
	}
	sel.SetSelected(cur)
	return sel
}

// sideSelect is the choice of a side, shown by its name ("Allied
// (anti-french)"); sideID reads the id back. "" is none where a field is
// optional; extra ids ("both") are shown as they are.
func sideSelect(sc *scenario.Scenario, cur string, optional bool, extra ...string) *widget.Select {
	var opts []string
	if optional {
		opts = append(opts, "")
	}
	for _, id := range []string{scenario.French, scenario.AntiFrench} {
		opts = append(opts, sideLabel(sc, id))
	}
	opts = append(opts, extra...)
	return selectOf(opts, sideLabel(sc, cur))
}

// sideLabel is a side's name with its id, or id itself for a side the
// scenario does not name.
func sideLabel(sc *scenario.Scenario, id string) string {
	if id != scenario.French && id != scenario.AntiFrench {
		return id
	}
	for _, sd := range sc.Sides {
		if sd.ID == id && sd.Name != "" && !strings.EqualFold(sd.Name, id) {
			return sd.Name + " (" + id + ")"
		}
	}
	return id
}

// sideID reads a side choice back: the id in "Name (id)", or the label.
func sideID(label string) string {
	if i := strings.LastIndex(label, " ("); i >= 0 && strings.HasSuffix(label, ")") {
		return label[i+2 : len(label)-1]
	}
	return label
}

// fields reads numbers from entries, keeping the first error, which names
// the object and the field.
type fields struct {
	object string
	err    error
}

func (f *fields) int(name, s string, lo, hi int) int {
	s = strings.TrimSpace(s)
	if s == "" || f.err != nil {
		return 0
	}
	n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
	if err != nil || n < lo || n > hi {
		f.err = fmt.Errorf("%s: %s %q: want a whole number from %d to %d", f.object, name, s, lo, hi)
		return 0
	}
	return n
}

// list splits a comma- or space-separated list.
func list(s string) []string {
	out := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\n' })
	if len(out) == 0 {
		return nil
	}
	return out
}

func lines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

func panelTitle(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// --- A list of elements with a form for the selected one ----------------------

// listPanel edits a list of T: the elements on the left, the selected
// one's form on the right; Add, Delete, Up and Down change the list, each as
// one undo step, and the form's fields commit themselves (commit.go).
type listPanel[T any] struct {
	title, help string
	get         func(s *scenario.Scenario) []T
	set         func(d *document.Document, xs []T) error
	label       func(x T) string
	fresh       func(s *scenario.Scenario, xs []T) T
	// form builds the fields of x; read returns the element they describe.
	form func(e *Editor, x T) (items []*widget.FormItem, read func() (T, error))
	// extra, when set, is shown under the list (the reinforcements of each
	// turn under the turn track).
	extra func(e *Editor) fyne.CanvasObject
	// head, when set, is a form over the list for the part's own fields
	// (the turn track's start and end); apply reads it back into xs.
	head func(e *Editor) (items []*widget.FormItem, apply func(xs []T) error)
	// object names an element in undo names ("card #3"); nil: label.
	object func(x T) string

	ed    *Editor
	xs    []T
	sel   int
	list  *widget.List
	Form  *widget.Form
	Head  *widget.Form
	bound *boundForm // the selected element's form
	wrote string     // the label of the element the form last wrote
	body  *fyne.Container
}

func (p *listPanel[T]) build(e *Editor) fyne.CanvasObject {
	p.ed = e
	p.xs = document.Clone(p.get(e.Doc.Scenario()))
	if p.sel >= len(p.xs) {
		p.sel = len(p.xs) - 1
	}
	p.list = widget.NewList(
		func() int { return len(p.xs) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(p.xs) {
				o.(*widget.Label).SetText(p.label(p.xs[i]))
			}
		})
	p.list.OnSelected = func(i widget.ListItemID) {
		if i == p.sel {
			return
		}
		// The element left keeps what was typed in it; a refused value
		// keeps it selected, with the error under its form.
		if p.bound != nil && p.bound.pending() {
			if p.bound.commit("") != nil {
				p.list.Select(p.sel)
				return
			}
		}
		p.sel = i
		p.showForm()
	}
	add := widget.NewButton("Add", func() {
		x := p.fresh(e.Doc.Scenario(), p.xs)
		xs := append(slices.Clone(p.xs), x)
		p.sel = len(xs) - 1
		p.commitAs("Add "+p.name(x), xs)
	})
	del := widget.NewButton("Delete", func() {
		if p.sel < 0 || p.sel >= len(p.xs) {
			return
		}
		p.commitAs("Delete "+p.name(p.xs[p.sel]), slices.Delete(slices.Clone(p.xs), p.sel, p.sel+1))
	})
	move := func(d int) func() {
		return func() {
			j := p.sel + d
			if p.sel < 0 || j < 0 || j >= len(p.xs) {
				return
			}
			xs := slices.Clone(p.xs)
			xs[p.sel], xs[j] = xs[j], xs[p.sel]
			p.sel = j
			p.commitAs("Move "+p.name(xs[j]), xs)
		}
	}
	buttons := container.NewGridWithColumns(4, add, del, widget.NewButton("Up", move(-1)), widget.NewButton("Down", move(1)))
	// The list takes the height of the left column; the help and the
	// extra view go on the right, over and under the selected element's
	// form, so that a 720-pixel window still shows a useful list.
	top := container.NewVBox(panelTitle(p.title))
	if p.head != nil {
		items, apply := p.head(e)
		p.Head = widget.NewForm(items...)
		b := e.bindForm("head", "", items, func() error { return apply(slices.Clone(p.xs)) })
		top.Add(p.Head)
		top.Add(b.errs)
	}
	top.Add(buttons)
	left := container.NewBorder(top, nil, nil, nil, p.list)
	p.body = container.NewStack()
	right := container.NewVBox()
	if p.help != "" {
		h := widget.NewLabel(p.help)
		h.Wrapping = fyne.TextWrapWord
		right.Add(h)
	}
	right.Add(p.body)
	if p.extra != nil {
		right.Add(p.extra(e))
	}
	// A scroll both ways: a wide form must not widen the window's centre.
	split := container.NewHSplit(left, container.NewScroll(right))
	split.Offset = 0.36
	if p.sel >= 0 && p.sel < len(p.xs) {
		p.list.Select(p.sel)
	}
	p.showForm()
	return split
}

// commitAs replaces the list as one undo step named label.
func (p *listPanel[T]) commitAs(label string, xs []T) {
	err := p.ed.Doc.As(label, "", func() error { return p.set(p.ed.Doc, xs) })
	if err != nil {
		p.ed.showError(err)
	}
}

// name names an element in undo names.
func (p *listPanel[T]) name(x T) string {
	if p.object != nil {
		return p.object(x)
	}
	return p.label(x)
}

// sync takes the document's list after the selected element's form
// committed: the labels change, the form stays.
func (p *listPanel[T]) sync(e *Editor) bool {
	xs := document.Clone(p.get(e.Doc.Scenario()))
	if len(xs) != len(p.xs) || p.list == nil {
		return false
	}
	if p.sel >= 0 && p.sel < len(xs) && p.label(xs[p.sel]) != p.wrote {
		return false // the list was sorted again: show the element where it is now
	}
	p.xs = xs
	p.list.Refresh()
	return true
}

func (p *listPanel[T]) showForm() {
	p.body.RemoveAll()
	p.Form, p.bound = nil, nil
	p.ed.unbind("section")
	if p.sel < 0 || p.sel >= len(p.xs) {
		p.body.Add(widget.NewLabel("Add one, or choose one from the list."))
		p.body.Refresh()
		return
	}
	x := p.xs[p.sel]
	items, read := p.form(p.ed, x)
	p.Form = widget.NewForm(items...)
	i := p.sel
	p.bound = p.ed.bindForm("section", p.name(x), items, func() error {
		x, err := read()
		if err != nil {
			return err
		}
		xs := slices.Clone(p.xs)
		xs[i] = x
		p.wrote = p.label(x)
		return p.set(p.ed.Doc, xs)
	})
	p.body.Add(container.NewVBox(p.Form, p.bound.errs))
	p.body.Refresh()
}

func (p *listPanel[T]) focus(i int) {
	if i >= 0 && i < len(p.xs) && p.list != nil {
		p.list.Select(i)
	}
}

// formField returns the widget of the form row labelled label (tests).
func formField(f *widget.Form, label string) fyne.CanvasObject {
	if f == nil {
		return nil
	}
	for _, it := range f.Items {
		if it.Text == label {
			return it.Widget
		}
	}
	return nil
}
