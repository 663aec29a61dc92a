package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// newBlankEditor opens a new scenario on a blank 12x10 map, saved to a
// temporary file.
func newBlankEditor(t testing.TB) *Editor {
	t.Helper()
	a := test.NewTempApp(t)
	s, err := document.NewScenario(document.Template{ID: "blank", Title: "Blank", Columns: 12, Rows: 10})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	d := document.New(s, filepath.Join(dir, "blank.yaml"))
	if err := d.Save(""); err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	ed := New(a, w, d, document.Store{Dir: filepath.Join(dir, "store")})
	ed.NoDialogs = true
	w.SetContent(ed.Content())
	w.Resize(fyne.NewSize(1280, 720))
	return ed
}

// saveAndValidate saves the document, loads the file again and returns it
// with its error findings.
func saveAndValidate(t *testing.T, ed *Editor) (*scenario.Scenario, []scenario.Finding) {
	t.Helper()
	ed.Save()
	if ed.lastError != nil {
		t.Fatalf("save: %v", ed.lastError)
	}
	s, err := scenario.LoadFile(ed.Doc.Path())
	if err != nil {
		t.Fatalf("the saved file does not load: %v", err)
	}
	set, _ := templates.ChartSet(s.Scenario.Charts.Set)
	var errs []scenario.Finding
	for _, f := range scenario.Validate(s.Scenario, scenario.Resolve(s.Scenario, set)) {
		if f.Severity == scenario.Error {
			errs = append(errs, f)
		}
	}
	return s.Scenario, errs
}

func entryAt(t testing.TB, f *widget.Form, label string) *widget.Entry {
	switch x := formField(f, label).(type) {
	case *Field:
		return &x.Entry
	case *widget.Entry:
		return x
	}
	t.Fatalf("no field %q in the form", label)
	return nil
}

// commitForms commits what was typed in the forms shown, as leaving a
// field or saving does, and returns the errors of the values refused.
func commitForms(t testing.TB, ed *Editor) error {
	t.Helper()
	return ed.flush()
}

func effectsAt(t *testing.T, f *widget.Form, label string) *effectsEditor {
	t.Helper()
	x, ok := formField(f, label).(*effectsEditor)
	if !ok {
		t.Fatalf("no effects %q in the form", label)
	}
	return x
}

func selectAt(t *testing.T, f *widget.Form, label string) *widget.Select {
	t.Helper()
	sel, ok := formField(f, label).(*widget.Select)
	if !ok {
		t.Fatalf("no choice %q in the form", label)
	}
	return sel
}

func checkAt(t *testing.T, f *widget.Form, label string) *widget.Check {
	t.Helper()
	c, ok := formField(f, label).(*widget.Check)
	if !ok {
		t.Fatalf("no box %q in the form", label)
	}
	return c
}

// walkObjects calls f for every object of a panel, through containers,
// scrolls, splits and the parts of widgets.
func walkObjects(o fyne.CanvasObject, f func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	f(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walkObjects(c, f)
		}
	case *widget.Form:
		for _, it := range x.Items {
			walkObjects(it.Widget, f)
		}
	case *widget.Button, *widget.Entry, *widget.Label, *widget.Select, *widget.Check, *widget.List:
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walkObjects(c, f)
		}
	}
}

// findButton finds a button by its text in the tab shown.
func findButton(t *testing.T, ed *Editor, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	walkObjects(ed.tabs.items[ed.tabs.app.SelectedIndex()].Content, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text && found == nil {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q in the panel", text)
	}
	return found
}

func TestScenarioPanelEditsTheSidesAndRules(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("general").(*generalPanel)
	entryAt(t, p.Form, "Title").SetText("Bussaco, 27 September 1810")
	selectAt(t, p.Form, "Rules edition").SetSelected(scenario.EditionEspana)
	selectAt(t, p.Form, "Chart set").SetSelected("n20-espana20")
	first := selectAt(t, p.Form, "First player")
	if !strings.Contains(strings.Join(first.Options, ","), "(anti-french)") {
		t.Errorf("the side choice shows %v, want the sides' names with their ids", first.Options)
	}
	first.SetSelected(sideLabel(ed.Doc.Scenario(), scenario.AntiFrench))
	var morale []*widget.Entry
	for _, it := range p.Form.Items {
		if it.Text == "Starting morale (12.0)" {
			morale = append(morale, &it.Widget.(*Field).Entry)
		}
	}
	if len(morale) != 2 {
		t.Fatalf("%d morale fields, want one per side", len(morale))
	}
	morale[0].SetText("7")
	morale[1].SetText("6")
	commitForms(t, ed)
	s, errs := saveAndValidate(t, ed)
	if len(errs) > 0 {
		t.Errorf("errors after the edit: %v", errs)
	}
	if s.Title != "Bussaco, 27 September 1810" || s.Edition != scenario.EditionEspana || s.Charts.Set != "n20-espana20" ||
		s.FirstPlayer != scenario.AntiFrench || s.Sides[0].Morale != 7 || s.Sides[1].Morale != 6 {
		t.Errorf("saved %q %s %s %s morale %d/%d", s.Title, s.Edition, s.Charts.Set, s.FirstPlayer, s.Sides[0].Morale, s.Sides[1].Morale)
	}
	ed.Doc.Undo()
	if ed.Doc.Scenario().Sides[0].Morale != 0 {
		t.Error("one undo did not take the whole edit back")
	}
	if ed.ShowPanel("general").(*generalPanel).Form == nil {
		t.Error("the panel is not rebuilt after an undo")
	}
}

func TestScenarioPanelRefusesBadMorale(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("general").(*generalPanel)
	for _, it := range p.Form.Items {
		if it.Text == "Starting morale (12.0)" {
			it.Widget.(*Field).SetText("12")
			break
		}
	}
	before, _ := ed.Doc.Snapshot()
	if err := commitForms(t, ed); err == nil || !strings.Contains(err.Error(), `side "french"`) {
		t.Errorf("error %v, want one naming the French side's morale", err)
	}
	if after, _ := ed.Doc.Snapshot(); string(after) != string(before) {
		t.Error("a refused edit changed the scenario")
	}
}

func TestTurnTrackPanel(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("turns").(*listPanel[scenario.Turn])
	_ = p // the panel is driven through its buttons
	// The head form: first and last turn; Enter fills the boxes.
	head := p.Head
	if head == nil || formField(head, "Last turn") == nil {
		t.Fatal("no first/last turn form")
	}
	lastTurn := formField(head, "Last turn").(*Field)
	lastTurn.SetText("4")
	lastTurn.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	p = ed.ShowPanel("turns").(*listPanel[scenario.Turn])
	if len(p.xs) != 4 {
		t.Fatalf("%d turn boxes after setting the last turn to 4, want 4", len(p.xs))
	}
	p.focus(3)
	entryAt(t, p.Form, "Label").SetText("28 Sept, night")
	checkAt(t, p.Form, "Night").SetChecked(true)
	entryAt(t, p.Form, "Sudden death (4.1)").SetText("2")
	commitForms(t, ed)
	s, errs := saveAndValidate(t, ed)
	if len(errs) > 0 {
		t.Errorf("errors: %v", errs)
	}
	last := s.Turns.Turns[3]
	if s.Turns.End != 4 || last.Number != 4 || !last.Night || last.SuddenDeath != 2 || last.Label != "28 Sept, night" {
		t.Errorf("turn track %+v", s.Turns)
	}
}

func TestEventDeckPanel(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("deck").(*listPanel[scenario.Card])
	_ = p // the panel is driven through its buttons
	test.Tap(findButton(t, ed, "Add"))
	p = ed.ShowPanel("deck").(*listPanel[scenario.Card])
	if len(p.xs) != 1 {
		t.Fatalf("%d cards after Add", len(p.xs))
	}
	entryAt(t, p.Form, "Title").SetText("Couriers Lost")
	selectAt(t, p.Form, "Title colour").SetSelected(scenario.ColourRed)
	checkAt(t, p.Form, "Dual").SetChecked(true)
	checkAt(t, p.Form, "Keep").SetChecked(true)
	entryAt(t, p.Form, "Event: text").SetText("The French lose a morale point.")
	entryAt(t, p.Form, "Second event (dual): text").SetText("The Allies may rally one unit.")
	commitForms(t, ed)
	// Effects are chosen from the list of kinds, each with its fields.
	effectsAt(t, p.Form, "Event: effects").Add(scenario.EffectMorale)
	p = ed.ShowPanel("deck").(*listPanel[scenario.Card])
	first := effectsAt(t, p.Form, "Event: effects")
	if len(first.rows) != 1 {
		t.Fatalf("%d effects after Add effect", len(first.rows))
	}
	first.rows[0].side.SetSelected(sideLabel(ed.Doc.Scenario(), scenario.French))
	first.rows[0].value.SetText("-1")
	effectsAt(t, p.Form, "Second event (dual): effects").Add(scenario.EffectRally)
	p = ed.ShowPanel("deck").(*listPanel[scenario.Card])
	second := effectsAt(t, p.Form, "Second event (dual): effects")
	second.rows[0].value.SetText("1")
	commitForms(t, ed)
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	s, errs := saveAndValidate(t, ed)
	if len(errs) > 0 {
		t.Errorf("errors: %v", errs)
	}
	c := s.Deck.Cards[0]
	if c.Number != 1 || c.Title != "Couriers Lost" || c.Colour != scenario.ColourRed || !c.Dual || !c.Keep || len(c.Events) != 2 ||
		c.Events[0].Side != scenario.French || c.Events[1].Effects[0].Kind != scenario.EffectRally || c.Events[0].Effects[0].Value != -1 {
		t.Errorf("card %+v", c)
	}
	// A bad value is refused with the card and the effect.
	p = ed.ShowPanel("deck").(*listPanel[scenario.Card])
	value := effectsAt(t, p.Form, "Event: effects").rows[0].value
	value.SetText("lots")
	if err := commitForms(t, ed); err == nil || !strings.Contains(err.Error(), "Couriers Lost") || !strings.Contains(err.Error(), "effect 1") {
		t.Errorf("error %v, want one naming the card and the effect", err)
	}
	// The refused value stays in its field, and its error under the form.
	if value.Text != "lots" {
		t.Errorf("the refused field holds %q, want the text typed", value.Text)
	}
	if p.bound == nil || !p.bound.errs.Visible() || !strings.Contains(p.bound.errs.Text, "effect 1") {
		t.Error("no error under the form")
	}
}

func TestVictoryPanel(t *testing.T) {
	ed := newBlankEditor(t)
	ed.ShowPanel("victory")
	test.Tap(findButton(t, ed, "Add"))
	p := ed.ShowPanel("victory").(*listPanel[scenario.Victory])
	if !entryAt(t, p.Form, "Morale margin").Disabled() {
		t.Error("the morale margin is open for a Morale-zero condition")
	}
	selectAt(t, p.Form, "Kind").SetSelected(scenario.VictoryMoraleHigher)
	if entryAt(t, p.Form, "Morale margin").Disabled() {
		t.Error("the morale margin is closed for a Morale-higher condition")
	}
	entryAt(t, p.Form, "Morale margin").SetText("3")
	selectAt(t, p.Form, "Level").SetSelected("marginal")
	entryAt(t, p.Form, "Text").SetText("French Morale 3 or more higher and a French unit in 0505.")
	commitForms(t, ed)
	// A requirement is built from pickers.
	req, ok := formField(p.Form, "Also requires").(*requiresEditor)
	if !ok {
		t.Fatal("no requirements editor")
	}
	req.Add(scenario.TestOccupy)
	p = ed.ShowPanel("victory").(*listPanel[scenario.Victory])
	req = formField(p.Form, "Also requires").(*requiresEditor)
	if len(req.rows) != 1 {
		t.Fatalf("%d requirements after Add requirement", len(req.rows))
	}
	req.rows[0].side.SetSelected(sideLabel(ed.Doc.Scenario(), scenario.French))
	req.rows[0].hexes.SetText("0505")
	commitForms(t, ed)
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	s, errs := saveAndValidate(t, ed)
	if len(errs) > 0 {
		t.Errorf("errors: %v", errs)
	}
	v := s.Victory[0]
	if v.Kind != scenario.VictoryMoraleHigher || v.Margin != 3 || len(v.Require) != 1 || v.Require[0].Hexes[0] != "0505" {
		t.Errorf("victory %+v", v)
	}
}

func TestDeploymentPanelAndZonePainting(t *testing.T) {
	ed := newBlankEditor(t)
	ed.ShowPanel("deployment")
	test.Tap(findButton(t, ed, "Add"))
	p := ed.ShowPanel("deployment").(*listPanel[scenario.DeployZone])
	entryAt(t, p.Form, "Id").SetText("fr-ridge")
	entryAt(t, p.Form, "At most per hex").SetText("2")
	commitForms(t, ed)
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	// Paint the zone on the map.
	p = ed.ShowPanel("deployment").(*listPanel[scenario.DeployZone])
	_ = p // the panel is driven through its buttons
	test.Tap(findButton(t, ed, "Paint on the map"))
	if ed.Tool() != ToolZone || ed.zone != "fr-ridge" || ed.tabs.app.SelectedIndex() != 0 {
		t.Fatalf("tool %s zone %q tab %d: want the zone tool on the map", ed.Tool(), ed.zone, ed.tabs.app.SelectedIndex())
	}
	sz := ed.Map.Size()
	ed.Map.Render(int(sz.Width), int(sz.Height))
	dragThrough(t, ed, "0303", "0304", "0305")
	s, errs := saveAndValidate(t, ed)
	if len(errs) > 0 {
		t.Errorf("errors: %v", errs)
	}
	z := s.Deployment[0]
	if z.ID != "fr-ridge" || z.MaxPerHex != 2 || strings.Join(z.Hexes, ",") != "0303,0304,0305" {
		t.Errorf("zone %+v", z)
	}
	ed.Doc.Undo()
	if n := len(ed.Doc.Scenario().Deployment[0].Hexes); n != 0 {
		t.Errorf("one undo left %d painted hexes", n)
	}
}

func TestSpecialRulesPanel(t *testing.T) {
	ed := newBlankEditor(t)
	ed.ShowPanel("special_rules")
	test.Tap(findButton(t, ed, "Add"))
	p := ed.ShowPanel("special_rules").(*listPanel[scenario.Rule])
	entryAt(t, p.Form, "Title").SetText("Fog of the Mondego")
	entryAt(t, p.Form, "Rule number").SetText("4.1")
	entryAt(t, p.Form, "Parameters").SetText("turns=1-2")
	entryAt(t, p.Form, "Text").SetText("No bombardment on turns 1 and 2.")
	commitForms(t, ed)
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	s, errs := saveAndValidate(t, ed)
	if len(errs) > 0 {
		t.Errorf("errors: %v", errs)
	}
	r := s.Special[0]
	if r.Title != "Fog of the Mondego" || r.Number != "4.1" || r.Params["turns"] != "1-2" {
		t.Errorf("rule %+v", r)
	}
}

func TestSpecialRuleFormsFollowTheirKind(t *testing.T) {
	old := RuleKinds
	defer func() { RuleKinds = old }()
	RuleKinds = func() []RuleKind {
		return []RuleKind{{Name: "reinforce_on_card", Params: []RuleParam{
			{Name: "card", Pick: "card", Required: true}, {Name: "units", Pick: "units"}}}}
	}
	ed := newBlankEditor(t)
	ed.Doc.SetDeck(scenario.Deck{Cards: []scenario.Card{{Number: 3, Title: "Reserve"}}})
	ed.Doc.SetSpecial([]scenario.Rule{{ID: "reserve", Title: "Reserve", Kind: "reinforce_on_card", Params: map[string]string{"card": "3", "extra": "x"}}})
	p := ed.ShowPanel("special_rules").(*listPanel[scenario.Rule])
	card, ok := formField(p.Form, "card *").(*pickField)
	if !ok {
		t.Fatal("no field for the kind's card parameter")
	}
	if card.Text != "3" {
		t.Errorf("card field %q", card.Text)
	}
	if other := entryAt(t, p.Form, "Other parameters"); other.Text != "extra=x" {
		t.Errorf("other parameters %q", other.Text)
	}
	// A rule without a kind gets the kind's fields as soon as it is chosen.
	ed.Doc.SetSpecial([]scenario.Rule{{ID: "plain", Title: "Plain"}})
	p = ed.ShowPanel("special_rules").(*listPanel[scenario.Rule])
	formField(p.Form, "Kind").(*widget.SelectEntry).SetText("reinforce_on_card")
	if got := ed.Doc.Scenario().Special[0].Kind; got != "reinforce_on_card" {
		t.Errorf("kind %q after choosing it, want it committed", got)
	}
	p = ed.tabs.panels[5].(*listPanel[scenario.Rule])
	if _, ok := formField(p.Form, "card *").(*pickField); !ok {
		t.Error("the chosen kind's parameter fields did not appear")
	}
}

func TestTablesPanel(t *testing.T) {
	ed := newBlankEditor(t)
	ed.ShowPanel("tables")
	test.Tap(findButton(t, ed, "Add"))
	p := ed.ShowPanel("tables").(*listPanel[scenario.Table])
	entryAt(t, p.Form, "Id").SetText("spanish-arrival")
	entryAt(t, p.Form, "Title").SetText("Spanish arrival")
	entryAt(t, p.Form, "Columns").SetText("Result | Area")
	entryAt(t, p.Form, "Rows").SetText("1-3: no arrival | -\n4-6: arrives | A")
	commitForms(t, ed)
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	s, errs := saveAndValidate(t, ed)
	if len(errs) > 0 {
		t.Errorf("errors: %v", errs)
	}
	tb := s.Tables[0]
	if tb.ID != "spanish-arrival" || len(tb.Rows) != 2 || tb.Rows[1].Results[1] != "A" || len(tb.Columns) != 2 {
		t.Errorf("table %+v", tb)
	}
}

func TestChartsPanelOverridesAndReverts(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("charts").(*chartsPanel)
	if len(p.Cells) < 7 {
		t.Fatalf("the CRT shows %d rows", len(p.Cells))
	}
	orig := p.Cells[5][0].Text
	editCell(ed, p.Cells[5][0], "DR")
	if l, _ := ed.Doc.CanUndo(); !strings.HasPrefix(l, "Edit Combat Results Table: die 6, column ") {
		t.Errorf("undo step %q, want it named after the cell", l)
	}
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	s, errs := saveAndValidate(t, ed)
	if len(errs) > 0 {
		t.Errorf("errors: %v", errs)
	}
	if s.Charts.Overrides == nil || s.Charts.Overrides.CRT == nil || s.Charts.Overrides.CRT.Rows[5].Results[0] != "DR" {
		t.Fatalf("override %+v", s.Charts.Overrides)
	}
	p = ed.ShowPanel("charts").(*chartsPanel)
	_ = p // the panel is driven through its buttons
	test.Tap(findButton(t, ed, "Revert to the chart set"))
	if ed.Doc.Scenario().Charts.Overrides != nil {
		t.Error("revert kept an override")
	}
	p = ed.ShowPanel("charts").(*chartsPanel)
	if p.Cells[5][0].Text != orig {
		t.Errorf("after revert the cell shows %q, want the set's %q", p.Cells[5][0].Text, orig)
	}
	for _, c := range chartNames {
		p.chart = c
		ed.refreshSection()
		if len(ed.ShowPanel("charts").(*chartsPanel).Cells) == 0 {
			t.Errorf("%s shows no cells", c)
		}
	}
}

func TestNotesPanel(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("notes").(*notesPanel)
	p.Notes.SetText("Read 5.1 as printed.\n\nThe map is the 2008 edition.")
	p.Unknowns.SetText("card 7's text")
	commitForms(t, ed)
	s, errs := saveAndValidate(t, ed)
	if len(errs) > 0 {
		t.Errorf("errors: %v", errs)
	}
	if len(s.Notes) != 2 || len(s.Unknowns) != 1 {
		t.Errorf("notes %q unknowns %q", s.Notes, s.Unknowns)
	}
}

func TestFindingsOpenTheirPanel(t *testing.T) {
	ed := newBlankEditor(t)
	cases := []struct{ path, want string }{
		{"sides[0].morale", "Scenario & sides"},
		{"turns.end", "Turn track"},
		{"deck.cards[0].events", "Event deck"},
		{"unknowns[0]", "Notes & unknowns"},
	}
	for _, tc := range cases {
		t.Run(tc.path, func(t *testing.T) {
			if !ed.Select(scenario.Finding{Path: tc.path}) {
				t.Fatal("nothing shown")
			}
			if got := ed.tabs.app.Selected().Text; got != tc.want {
				t.Errorf("tab %q, want %q", got, tc.want)
			}
		})
	}
}

func TestMain_panelsListedInTheScenarioMenu(t *testing.T) {
	ed := newBlankEditor(t)
	m := ed.menu()
	for _, menu := range m.Items {
		if menu.Label == "Scenario" && len(menu.Items) == len(scenarioPanels) {
			return
		}
	}
	t.Error("the Scenario menu does not list every panel")
}

func TestEnterInAPanelFieldApplies(t *testing.T) {
	ed := newBlankEditor(t)
	ed.ShowPanel("deck")
	test.Tap(findButton(t, ed, "Add"))
	p := ed.ShowPanel("deck").(*listPanel[scenario.Card])
	title := entryAt(t, p.Form, "Title")
	title.SetText("Rain")
	title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := ed.Doc.Scenario().Deck.Cards[0].Title; got != "Rain" {
		t.Errorf("card title %q after Enter, want Rain", got)
	}
}

// editCell types s into a cell of a table and leaves it.
func editCell(ed *Editor, f *Field, s string) {
	ed.Win.Canvas().Focus(f)
	f.SetText(s)
	ed.Win.Canvas().Unfocus()
}

func TestChartsPanelMarksUnknownCombatEffects(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("charts").(*chartsPanel)
	p.chart = chartTerrain
	ed.refreshSection()
	p = ed.ShowPanel("charts").(*chartsPanel)
	set, _ := templates.ChartSet(ed.Doc.Scenario().Charts.Set)
	for i, tt := range set.Terrain {
		cell := p.Cells[i][1]
		if (tt.Combat == nil) != (cell.Text == "") {
			t.Errorf("%s: combat cell %q, chart set %v: an unknown value must show empty (\"unknown\")", tt.Name, cell.Text, tt.Combat)
		}
	}
	// Giving forest another combat benefit overrides the terrain chart
	// only, as soon as the cell is left.
	for i, tt := range set.Terrain {
		if tt.ID == scenario.TerrainForest {
			editCell(ed, p.Cells[i][1], "2")
		}
	}
	ov := ed.Doc.Scenario().Charts.Overrides
	if ov == nil || len(ov.Terrain) != len(set.Terrain) || ov.CRT != nil {
		t.Fatalf("overrides %+v", ov)
	}
	for _, tt := range ov.Terrain {
		if tt.ID == scenario.TerrainForest && (tt.Combat == nil || *tt.Combat != 2) {
			t.Errorf("forest combat %v, want 2", tt.Combat)
		}
	}
	if _, errs := saveAndValidate(t, ed); len(errs) > 0 {
		t.Errorf("errors: %v", errs)
	}
}
