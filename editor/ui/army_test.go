package ui

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/armydoc"
	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/odn"
	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
)

// armyFile copies the bundled French army list into dir.
func armyFile(t testing.TB, dir string) string {
	t.Helper()
	data, err := odnarmies.FS.ReadFile("french-1812.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "french-1812.yaml")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// newArmyEditor opens a copy of the French army list in a headless window.
func newArmyEditor(t testing.TB) (*ArmyEditor, fyne.Window, string) {
	t.Helper()
	return newArmyEditorOn(t, nil)
}

// newArmyEditorOn is newArmyEditor on the French army list as edit
// rewrites it (nil: as it is).
func newArmyEditorOn(t testing.TB, edit func(string) string) (*ArmyEditor, fyne.Window, string) {
	t.Helper()
	a := test.NewTempApp(t)
	dir := t.TempDir()
	p := armyFile(t, dir)
	if edit != nil {
		data, _ := os.ReadFile(p)
		text := edit(string(data))
		if text == string(data) || os.WriteFile(p, []byte(text), 0o644) != nil {
			t.Fatal("could not rewrite the army list")
		}
	}
	rs, err := defaultRuleset()
	if err != nil {
		t.Fatal(err)
	}
	d, err := armydoc.Open(p, rs)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	e := NewArmyEditor(a, w, d, document.Store{Dir: filepath.Join(dir, "store")}, rs)
	e.NoDialogs = true
	w.SetContent(e.Content())
	w.Resize(fyne.NewSize(1280, 720))
	return e, w, p
}

// walk visits a widget tree through the containers the workspace uses.
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, visit)
		}
	case *container.Scroll:
		walk(x.Content, visit)
	case *container.Split:
		walk(x.Leading, visit)
		walk(x.Trailing, visit)
	case *container.AppTabs:
		for _, it := range x.Items {
			walk(it.Content, visit)
		}
	case *widget.Form:
		for _, it := range x.Items {
			walk(it.Widget, visit)
		}
	case *widget.Card:
		walk(x.Content, visit)
	}
}

// check finds the check box whose label contains s.
func check(t *testing.T, root fyne.CanvasObject, s string) *widget.Check {
	t.Helper()
	var found *widget.Check
	walk(root, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && found == nil && strings.Contains(c.Text, s) {
			found = c
		}
	})
	if found == nil {
		t.Fatalf("no check box %q", s)
	}
	return found
}

// formSelect finds the drop-down of a form item by its label.
func formSelect(t *testing.T, root fyne.CanvasObject, label string) *widget.Select {
	t.Helper()
	var found *widget.Select
	walk(root, func(o fyne.CanvasObject) {
		if f, ok := o.(*widget.Form); ok && found == nil {
			for _, it := range f.Items {
				if s, ok := it.Widget.(*widget.Select); ok && it.Text == label {
					found = s
					return
				}
			}
		}
	})
	if found == nil {
		t.Fatalf("no drop-down %q", label)
	}
	return found
}

func TestArmyTableEditsWithUndo(t *testing.T) {
	e, w, _ := newArmyEditor(t)
	corps, units := e.Table.Rows()
	if corps != 3 || units != 14 {
		t.Fatalf("table shows %d corps and %d units, want 3 and 14", corps, units)
	}
	// 7th Infantry is the second unit of I Corps.
	name, _, strength, typ, quality, weight, inh, _ := e.Table.UnitRow(1, 1)
	if name.Text != "7th Infantry" || quality.Selected != "VT Veteran" || typ.Selected != "infantry" || inh.Selected != "foot" {
		t.Fatalf("row shows %q %q %q %q", name.Text, quality.Selected, typ.Selected, inh.Selected)
	}
	if !weight.Disabled() {
		t.Error("an infantry unit's weight drop-down is enabled")
	}
	quality.SetSelected("EL Elite")
	if got := e.Doc.Army().Corps[1].Units[1].Quality; got != "EL" {
		t.Fatalf("choosing EL Elite set quality %q", got)
	}
	test.Type(strength, "50%")
	if got := armydoc.StrengthText(e.Doc.Army().Corps[1].Units[1]); got != "50%" {
		t.Fatalf("typing 50%% set strength %q", got)
	}
	if !strings.HasPrefix(w.Title(), "*french-1812.yaml") {
		t.Errorf("title %q does not show the unsaved change", w.Title())
	}
	// Ctrl+Z undoes the typing as one step, then the quality.
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&fyne.ShortcutUndo{})
	if got := armydoc.StrengthText(e.Doc.Army().Corps[1].Units[1]); got != "" || strength.Text != "" {
		t.Fatalf("after undo strength %q, field %q", got, strength.Text)
	}
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&fyne.ShortcutUndo{})
	if quality.Selected != "VT Veteran" || e.Doc.Army().Corps[1].Units[1].Quality != "VT" {
		t.Fatalf("after the second undo quality %q (%s)", quality.Selected, e.Doc.Army().Corps[1].Units[1].Quality)
	}
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&fyne.ShortcutRedo{})
	if quality.Selected != "EL Elite" {
		t.Errorf("redo shows %q", quality.Selected)
	}
	// An artillery unit: weight on, inherent artillery off.
	typ.SetSelected("foot-artillery")
	_, _, _, _, _, weight, inh, _ = e.Table.UnitRow(1, 1)
	if weight.Disabled() || !inh.Disabled() || weight.Selected != "light" || inh.Selected != "none" {
		t.Errorf("artillery: weight %q disabled %v, inherent %q disabled %v", weight.Selected, weight.Disabled(), inh.Selected, inh.Disabled())
	}
	if fs := e.Doc.Validate(e.Rules); fs.HasErrors() {
		t.Errorf("changing the type left errors: %v", fs)
	}
	e.undo()
	if u := e.Doc.Army().Corps[1].Units[1]; u.Type != "infantry" || u.InherentArtillery != "foot" || u.Weight != "" {
		t.Errorf("one undo after the type change: %+v", u)
	}
}

func TestArmyTableAddRemoveRows(t *testing.T) {
	e, _, _ := newArmyEditor(t)
	_, _, _, _, _, _, _, remove := e.Table.UnitRow(0, 0)
	test.Tap(remove)
	if _, units := e.Table.Rows(); units != 13 {
		t.Fatalf("after removing a unit the table shows %d units", units)
	}
	if e.Doc.Army().Corps[0].Units[0].Name != "Young Guard (Roguet)" {
		t.Errorf("first Guard unit now %q", e.Doc.Army().Corps[0].Units[0].Name)
	}
	e.undo()
	if _, units := e.Table.Rows(); units != 14 {
		t.Fatalf("undo: %d units", units)
	}
	e.AddCorps()
	if corps, _ := e.Table.Rows(); corps != 4 {
		t.Errorf("after Add corps: %d corps", corps)
	}
	if sel := e.Table.Selected(); sel.Kind != armydoc.TargetCorps || sel.Corps != 3 {
		t.Errorf("the new corps is not selected: %+v", sel)
	}
}

func TestArmyFindingsSelectTheUnit(t *testing.T) {
	e, _, _ := newArmyEditor(t)
	if n := len(e.Findings.Findings()); n != 0 {
		t.Fatalf("the French army list has %d findings: %v", n, e.Findings.Findings())
	}
	// Understrength units (p.4): more men than full strength is impossible.
	name, _, strength, _, _, _, _, _ := e.Table.UnitRow(2, 1)
	strength.SetText("15000") // the Illyrians' 1500, a digit too many
	fs := e.Findings.Findings()
	if len(fs) != 1 || fs[0].Severity != odn.Error || !strings.Contains(fs[0].Message, "impossible strength") {
		t.Fatalf("findings %v", fs)
	}
	e.tabs.SelectIndex(2)
	e.Findings.Choose(0)
	if sel := e.Table.Selected(); sel != (armydoc.Target{Kind: armydoc.TargetUnit, Corps: 2, Unit: 1}) {
		t.Errorf("clicking the finding selected %+v", sel)
	}
	if e.tabs.SelectedIndex() != 0 {
		t.Error("clicking the finding did not show the Army list tab")
	}
	if f := e.Win.Canvas().Focused(); f != name {
		t.Errorf("the unit's name field does not have the focus (%T)", f)
	}
	e.undo()
	if len(e.Findings.Findings()) != 0 {
		t.Errorf("after undo: %v", e.Findings.Findings())
	}
}

func TestRosterPreviewTicksBoxes(t *testing.T) {
	// Unit roster (p.3): the 7th Infantry (VT, 4 boxes a row) drops to CN
	// when its VT row is full and uses CN's numbers.
	e, _, _ := newArmyEditor(t)
	e.tabs.SelectIndex(1)
	boxes, now, ok := e.Roster.Block("7th Infantry")
	if !ok || len(boxes) != 12 {
		t.Fatalf("7th Infantry roster: %v, %d boxes (want VT, CN, MI rows of 4)", ok, len(boxes))
	}
	if !strings.Contains(now, "Now: VT") || !strings.Contains(now, "Pass 5+") {
		t.Errorf("before hits: %q", now)
	}
	test.Tap(boxes[3])
	_, now, _ = e.Roster.Block("7th Infantry")
	if e.Doc.UnitHits("7th Infantry") != 4 || !boxes[0].Checked || !boxes[3].Checked || boxes[4].Checked {
		t.Fatalf("tapping box 4: hits %d", e.Doc.UnitHits("7th Infantry"))
	}
	if want := "Now: CN — Pass 6+, Melee 1, To Hit 7+ · 4 hits, 8 boxes left"; now != want {
		t.Errorf("after 4 hits %q, want %q", now, want)
	}
	test.Tap(boxes[1]) // unticks boxes 2 to 4
	if e.Doc.UnitHits("7th Infantry") != 1 || boxes[1].Checked {
		t.Errorf("tapping a ticked box: hits %d", e.Doc.UnitHits("7th Infantry"))
	}
	test.Tap(boxes[11])
	if _, now, _ = e.Roster.Block("7th Infantry"); !strings.Contains(now, "removed") {
		t.Errorf("every box ticked: %q", now)
	}
	// The Old Guard: 6 boxes at Old Guard level, Melee 5 then 4 (p.4).
	og, now, _ := e.Roster.Block("1st Old Guard")
	if !strings.Contains(now, "Melee 5") {
		t.Errorf("Old Guard: %q", now)
	}
	test.Tap(og[1])
	if _, now, _ = e.Roster.Block("1st Old Guard"); !strings.Contains(now, "Now: OG — Pass 3+, Melee 4") {
		t.Errorf("Old Guard after two hits: %q", now)
	}
}

func TestCalculatorsRecomputeOnEveryChange(t *testing.T) {
	e, _, _ := newArmyEditor(t)
	e.tabs.SelectIndex(2)
	fireTab := e.Calcs.tabs.Items[0].Content
	// Fire (c), p.7: Veteran line, 2d10 at 6+; P(1+ hits) = 3/4.
	ans, err := e.Calcs.Calculator("Fire")
	if err != nil || atLeastOne(t, ans).Cmp(big.NewRat(3, 4)) != 0 {
		t.Fatalf("default fire: %v %v", ans, err)
	}
	// Fire modifiers (p.8): +1 against a column: 21/25.
	test.Tap(check(t, fireTab, "Target is Column"))
	ans, _ = e.Calcs.Calculator("Fire")
	if p := atLeastOne(t, ans); p.Cmp(big.NewRat(21, 25)) != 0 {
		t.Errorf("column target: P(1+ hits) = %s, want 21/25", p.RatString())
	}
	test.Tap(check(t, fireTab, "Target is Column"))
	// Artillery battalion fire table (p.8): Russian heavy at 2.1-5 inches.
	formSelect(t, fireTab, "Fire").SetSelected("Artillery battalion")
	formSelect(t, fireTab, "Nation").SetSelected("Russia")
	formSelect(t, fireTab, "Weight").SetSelected("heavy")
	formSelect(t, fireTab, "Range").SetSelected("2.1 to 5 inches")
	ans, _ = e.Calcs.Calculator("Fire")
	if p := atLeastOne(t, ans); p.Cmp(big.NewRat(98, 125)) != 0 {
		t.Errorf("Russian heavy battalion: P(1+ hits) = %s, want 98/125", p.RatString())
	}
	// Morale Test, Example #1 (p.11): Veteran, -1 additional hit, +1 Corps: 6/10.
	moraleTab := e.Calcs.tabs.Items[1].Content
	test.Tap(check(t, moraleTab, "Each additional hit"))
	test.Tap(check(t, moraleTab, "Unit's own Corps"))
	ans, _ = e.Calcs.Calculator("Morale Test")
	if p := barP(t, ans, "First test", "pass"); p.Cmp(big.NewRat(6, 10)) != 0 {
		t.Errorf("Example #1: P(pass) = %s, want 3/5", p.RatString())
	}
	// Only one headquarters may modify a Morale Test (p.13).
	test.Tap(check(t, moraleTab, "Unit's own Army"))
	if _, err := e.Calcs.Calculator("Morale Test"); err == nil {
		t.Error("two headquarters accepted")
	}
	// A unit of the army fills the form: the 15th Division is CN at 50%.
	formSelect(t, moraleTab, "Unit").SetSelected("15th Division (Pino)")
	if e.Calcs.Morale.Unit.Quality != "CN" || e.Calcs.Morale.Unit.Percent != 50 {
		t.Errorf("from the army: %+v", e.Calcs.Morale.Unit)
	}
	// The army headquarters of the list (Napoleon, +3) attached: with the
	// Army modifier still ticked, two headquarters are refused (p.13);
	// without it, a Conscript (Pass 6) at +3 -1 needs 4+: 7/10.
	formSelect(t, moraleTab, "Attached HQ").SetSelected("army headquarters: Napoleon (+3)")
	if _, err := e.Calcs.Calculator("Morale Test"); err == nil || !strings.Contains(err.Error(), "p.13") {
		t.Errorf("an army-list headquarters and the Army modifier: %v", err)
	}
	test.Tap(check(t, moraleTab, "Unit's own Army"))
	test.Tap(check(t, moraleTab, "Unit's own Corps"))
	ans, err = e.Calcs.Calculator("Morale Test")
	if err != nil {
		t.Fatal(err)
	}
	if p := barP(t, ans, "First test", "pass"); p.Cmp(big.NewRat(7, 10)) != 0 {
		t.Errorf("CN with Napoleon attached and -1: P(pass) = %s, want 7/10", p.RatString())
	}
	// The chain and the melee to the end show end-state distributions
	// that add up to 1.
	for _, name := range []string{"Fire → Morale", "Melee to the end", "Melee"} {
		ans, err := e.Calcs.Calculator(name)
		if err != nil || len(ans.Groups) < 2 {
			t.Fatalf("%s: %v %v", name, ans, err)
		}
		total := new(big.Rat)
		for _, b := range ans.Groups[1].Bars {
			total.Add(total, b.P)
		}
		if name != "Melee" && total.Cmp(big.NewRat(1, 1)) != 0 {
			t.Errorf("%s: %s adds up to %s", name, ans.Groups[1].Title, total.RatString())
		}
	}
}

func atLeastOne(t *testing.T, a armydoc.Answer) *big.Rat {
	t.Helper()
	return barP(t, a, "At least", "1+ hits")
}

func barP(t *testing.T, a armydoc.Answer, group, label string) *big.Rat {
	t.Helper()
	for _, g := range a.Groups {
		for _, b := range g.Bars {
			if g.Title == group && b.Label == label {
				return b.P
			}
		}
	}
	t.Fatalf("no %s / %s in %+v", group, label, a)
	return nil
}

func TestArmySaveAndExports(t *testing.T) {
	e, w, p := newArmyEditor(t)
	orig, _ := os.ReadFile(p)
	_, _, _, _, quality, _, _, _ := e.Table.UnitRow(1, 1)
	quality.SetSelected("GD Guard")
	shortcut(w, fyne.KeyS, fyne.KeyModifierShortcutDefault)
	if e.Doc.Dirty() {
		t.Fatal("Ctrl+S did not save")
	}
	if bak, _ := os.ReadFile(p + ".bak"); string(bak) != string(orig) {
		t.Error("the previous file is not kept as .bak")
	}
	saved, _ := os.ReadFile(p)
	e.Doc.SetHits("7th Infantry", 2)
	for _, k := range []armydoc.ExportKind{exportRosterXLSX, exportCalcXLSX, exportRosterPDF} {
		out, err := e.Export(k)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(out)
		magic := "PK"
		if k == exportRosterPDF {
			magic = "%PDF"
		}
		if !strings.HasPrefix(string(data), magic) || filepath.Dir(out) != filepath.Dir(p) {
			t.Errorf("%s: %d bytes starting %q", out, len(data), data[:min(4, len(data))])
		}
	}
	// Never over the army file.
	if err := e.Doc.ExportTo(exportRosterXLSX, p, e.Rules); err == nil {
		t.Error("an export wrote over the army file")
	}
	if now, _ := os.ReadFile(p); string(now) != string(saved) {
		t.Error("the army file changed")
	}
	// An army with errors is not exported.
	e.Doc.SetUnitField(1, 1, armydoc.FieldQuality, "ZZ")
	if _, err := e.Export(exportRosterPDF); err == nil || !strings.Contains(err.Error(), "errors") {
		t.Errorf("export of an army with errors: %v", err)
	}
}

func TestScenarioEditorOpensArmyLists(t *testing.T) {
	ed, _ := newEditor(t)
	p := armyFile(t, t.TempDir())
	// File > Open on an army list opens the ODN workspace.
	if err := ed.OpenFile(p); err != nil {
		t.Fatal(err)
	}
	if len(ed.armies) != 1 || ed.armies[0].Doc.Path() != p {
		t.Fatalf("army windows: %d", len(ed.armies))
	}
	if ed.Doc.Scenario() == nil || ed.Doc.Path() == p {
		t.Error("the scenario was replaced by the army list")
	}
	ae, err := ed.NewArmyList()
	if err != nil || !ae.Doc.Dirty() || len(ae.Doc.Army().Corps) != 1 {
		t.Fatalf("New army list: %v", err)
	}
	found := false
	for _, m := range ed.menu().Items {
		for _, it := range m.Items {
			found = found || it.Label == "New army list…" || it.Label == "Open army list…"
		}
	}
	if !found {
		t.Error("File menu has no army-list items")
	}
}

func TestArmyRecoveryAfterACrash(t *testing.T) {
	e, _, p := newArmyEditor(t)
	e.StartAutosave(time.Hour)
	e.Doc.SetUnitField(1, 1, armydoc.FieldQuality, "EL")
	if wrote, err := e.autosave.Tick(); !wrote || err != nil {
		t.Fatalf("autosave: %v %v", wrote, err)
	}
	// The process dies here: no Shutdown. The next start finds the work.
	rec, ok := e.Store.RecoveryFor(p)
	if !ok || rec.Kind != document.KindArmy {
		t.Fatalf("recovery %+v %v", rec, ok)
	}
	ed, _ := newEditor(t)
	ed.Store = e.Store
	if err := ed.RecoverFrom(rec); err != nil {
		t.Fatal(err)
	}
	ae := ed.armies[len(ed.armies)-1]
	if q := ae.Doc.Army().Corps[1].Units[1].Quality; q != "EL" || !ae.Doc.Dirty() || ae.Doc.Path() != p {
		t.Errorf("recovered quality %q dirty %v path %q", q, ae.Doc.Dirty(), ae.Doc.Path())
	}
	// Saving puts the work in the file and removes the recovery file.
	ae.Save()
	if _, ok := e.Store.RecoveryFor(p); ok {
		t.Error("the recovery file outlived the save")
	}
	e.autosave.Stop(false)
}

func TestArmyShutdownKeepsUnsavedWork(t *testing.T) {
	// A quit without the close dialog (the application ended) writes the
	// unsaved work of a new army list to its own recovery file.
	a := test.NewTempApp(t)
	st := document.Store{Dir: t.TempDir()}
	rs, err := defaultRuleset()
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	e := NewArmyEditor(a, w, armydoc.New(armydoc.NewArmy(""), ""), st, rs)
	e.NoDialogs = true
	e.StartAutosave(time.Hour)
	e.Doc.SetArmyField(armydoc.FieldArmy, "Armée du Nord")
	e.Shutdown()
	rec, ok := st.PendingRecovery()
	if !ok || rec.Kind != document.KindArmy || rec.Path != "" {
		t.Fatalf("recovery %+v %v", rec, ok)
	}
	d, err := OpenArmyRecovery(rec, rs)
	if err != nil || d.Army().Army != "Armée du Nord" || !d.Dirty() {
		t.Fatalf("recovered %v: %v", d, err)
	}
	// A confirmed close gives the work up and removes the file.
	// (A window of its own: the close below is its only one.)
	e2 := NewArmyEditor(a, a.NewWindow("army"), d, st, rs)
	e2.NoDialogs = true
	e2.StartAutosave(time.Hour)
	e2.autosave.Adopt(rec)
	e2.confirmClose()
	if _, ok := st.PendingRecovery(); ok {
		t.Error("the recovery file outlived a confirmed close")
	}
}

// button finds the button whose text is s.
func button(t *testing.T, root fyne.CanvasObject, s string) *widget.Button {
	t.Helper()
	var found *widget.Button
	walk(root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && found == nil && b.Text == s {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no button %q", s)
	}
	return found
}

func TestMeleeToTheEndWithSeveralAttackers(t *testing.T) {
	// Each additional unit in Melee (p.9): a second attacker adds +2 to the
	// first one's Melee Number, and each attacker gets its end states.
	e, _, _ := newArmyEditor(t)
	runTab := e.Calcs.tabs.Items[4].Content
	test.Tap(button(t, runTab, "Add attacker"))
	if n := len(e.Calcs.Run.Attackers); n != 2 {
		t.Fatalf("%d attackers after Add attacker", n)
	}
	ans, err := e.Calcs.Calculator("Melee to the end")
	if err != nil {
		t.Fatal(err)
	}
	titles := map[string]bool{}
	for _, g := range ans.Groups {
		titles[g.Title] = true
	}
	if !titles["Attacker 1 ends at"] || !titles["Attacker 2 ends at"] || !strings.Contains(ans.Summary, "Melee 2+2") {
		t.Errorf("two attackers: %q, groups %v", ans.Summary, titles)
	}
	for i := 0; i < 5; i++ {
		test.Tap(button(t, runTab, "Add attacker"))
	}
	if n := len(e.Calcs.Run.Attackers); n != maxAttackers {
		t.Errorf("%d attackers, at most %d", n, maxAttackers)
	}
	for i := 0; i < 5; i++ {
		test.Tap(button(t, runTab, "Remove the last attacker"))
	}
	if n := len(e.Calcs.Run.Attackers); n != 1 {
		t.Errorf("%d attackers after removing all but one", n)
	}
}

// checks finds every check box whose text contains s, in layout order.
func checks(root fyne.CanvasObject, s string) []*widget.Check {
	var out []*widget.Check
	walk(root, func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && strings.Contains(c.Text, s) {
			out = append(out, c)
		}
	})
	return out
}

// sameBars checks that a group of an answer holds exactly want's
// probabilities, as exact fractions and as the percentages shown.
func sameBars(t *testing.T, a armydoc.Answer, group string, labels []string, want []*big.Rat) {
	t.Helper()
	for i, l := range labels {
		got := barP(t, a, group, l)
		if got.Cmp(want[i]) != 0 {
			t.Errorf("%s / %s = %s, odn says %s", group, l, got.RatString(), want[i].RatString())
		}
		b := armydoc.Bar{P: got}
		if b.Frac() != odn.Frac(want[i]) || b.Pct() != odn.Pct(want[i]) {
			t.Errorf("%s / %s shown as %s %s, want %s %s", group, l, b.Frac(), b.Pct(), odn.Frac(want[i]), odn.Pct(want[i]))
		}
	}
}

// answerTexts is every label the answer view of a calculator shows.
func answerTexts(p *CalcPanel, title string) string {
	var out []string
	for _, c := range p.calcs {
		if c.title == title {
			walk(c.answer.box, func(o fyne.CanvasObject) {
				if l, ok := o.(*widget.Label); ok {
					out = append(out, l.Text)
				}
			})
		}
	}
	return strings.Join(out, "\n")
}

func TestCalculatorGrandBatteryP7MatchesOdn(t *testing.T) {
	// Grand batteries (p.7): stands touching and facing the same way fire
	// as one; here a French heavy foot stand and a medium horse stand at
	// close range, as adc odn fire --stand heavy:france --stand medium:horse:france.
	e, _, _ := newArmyEditor(t)
	fireTab := e.Calcs.tabs.Items[0].Content
	formSelect(t, fireTab, "Fire").SetSelected("Artillery battalion")
	formSelect(t, fireTab, "Nation").SetSelected("France")
	formSelect(t, fireTab, "Weight").SetSelected("heavy")
	formSelect(t, fireTab, "Range").SetSelected(e.Rules.BattalionFire.RangeBands[0].Label)
	stand := formSelect(t, fireTab, "Battery stand 2")
	if stand.Disabled() {
		t.Fatal("the battery stands are disabled for battalion fire")
	}
	stand.SetSelected("medium")
	test.Tap(checks(fireTab, "Horse")[1]) // [0] is the battalion's own Horse artillery
	rep, err := e.Rules.ResolveFire(odn.FireRequest{Kind: "battalion", Band: e.Rules.BattalionFire.RangeBands[0].ID,
		Stands: []odn.BatteryStand{{Weight: "heavy", Nation: "france"}, {Weight: "medium", Nation: "france", Horse: true}}})
	if err != nil {
		t.Fatal(err)
	}
	ans, err := e.Calcs.Calculator("Fire")
	if err != nil {
		t.Fatal(err)
	}
	if ans.Summary != rep.Summary {
		t.Errorf("summary %q, odn says %q", ans.Summary, rep.Summary)
	}
	var labels []string
	for k := range rep.Result.Hits {
		if k == 1 {
			labels = append(labels, "1 hit")
		} else {
			labels = append(labels, fmt.Sprintf("%d hits", k))
		}
	}
	sameBars(t, ans, "Hits", labels, rep.Result.Hits)
	shown := answerTexts(e.Calcs, "Fire")
	for _, p := range rep.Result.Hits {
		if !strings.Contains(shown, odn.Pct(p)) || !strings.Contains(shown, odn.Frac(p)) {
			t.Errorf("the answer view does not show %s (%s):\n%s", odn.Frac(p), odn.Pct(p), shown)
		}
	}
	// Back to one stand: the single battalion's answer.
	stand.SetSelected("none")
	single, _ := e.Rules.ResolveFire(odn.FireRequest{Kind: "battalion", Band: e.Rules.BattalionFire.RangeBands[0].ID, Weight: "heavy", Nation: "france"})
	ans, _ = e.Calcs.Calculator("Fire")
	if ans.Summary != single.Summary {
		t.Errorf("one stand: %q, odn says %q", ans.Summary, single.Summary)
	}
	// Small arms: the battery's stands are off.
	formSelect(t, fireTab, "Fire").SetSelected("Small arms")
	if !stand.Disabled() {
		t.Error("battery stands enabled for small arms")
	}
}

func TestCalculatorVariableQualityP14MatchesOdn(t *testing.T) {
	// Variable unit abilities (p.14): the target rolls its quality for the
	// day at its first Morale Test, here with +1 on the roll.
	e, _, _ := newArmyEditor(t)
	chainTab := e.Calcs.tabs.Items[3].Content
	test.Tap(check(t, chainTab, "Variable quality"))
	formSelect(t, chainTab, "Roll modifier").SetSelected("1")
	rs := e.Rules
	l, err := rs.UnitLadder("VT", "", 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := rs.ResolveFireThenMorale(odn.FireMoraleRequest{Fire: armydoc.DefaultFireForm().Request(),
		Targets: []odn.ExchangeUnit{{Label: "target", Quality: "VT", Ladder: l, Level: "firm", VariableQuality: true, VariableModifier: 1}}})
	if err != nil {
		t.Fatal(err)
	}
	ans, err := e.Calcs.Calculator("Fire → Morale")
	if err != nil {
		t.Fatal(err)
	}
	te := rep.Targets[0]
	if len(te.Qualities) < 2 {
		t.Fatalf("odn rolled no quality: %+v", te)
	}
	sameBars(t, ans, "Target's quality for the day", te.Qualities, te.PQuality)
	sameBars(t, ans, "Target ends at", []string{"removed from the table"}, []*big.Rat{te.PRemoved})
	// The modifier follows the box.
	test.Tap(check(t, chainTab, "Variable quality"))
	if e.Calcs.Chain.Target.Variable || !formSelect(t, chainTab, "Roll modifier").Disabled() {
		t.Error("variable quality still on after unticking it")
	}
}

func TestCalculatorLeaderLoss4_05InAMeleeRunMatchesOdn(t *testing.T) {
	// Leader loss (4.05, p.13) inside a Melee to the end: the defender's
	// own Corps headquarters is attached, a unit outside the Melee is under
	// its command and tests if a leader-loss roll kills it; the defender
	// also rolls its quality for the day (p.14).
	e, _, _ := newArmyEditor(t)
	runTab := e.Calcs.tabs.Items[4].Content
	corps := checks(runTab, "Unit's own Corps")
	if len(corps) != 3 { // attacker 1, defender, unit in command
		t.Fatalf("%d Corps headquarters boxes", len(corps))
	}
	test.Tap(corps[1])
	test.Tap(checks(runTab, "Variable quality")[1])
	formSelect(t, runTab, "Under the HQ of").SetSelected("the defender")
	rs := e.Rules
	ladder := func(q string) odn.Ladder {
		l, err := rs.UnitLadder(q, "", 0, 100)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	hq := []odn.ModifierUse{{ID: "corps-attached", Count: 1}}
	rep, err := rs.ResolveMeleeRun(odn.MeleeRunRequest{
		Attackers: []odn.MeleeCombatant{{ExchangeUnit: odn.ExchangeUnit{Label: "attacker 1", Quality: "VT", Ladder: ladder("VT"), Level: "firm"}}},
		Defender:  odn.MeleeCombatant{ExchangeUnit: odn.ExchangeUnit{Label: "defender", Quality: "CN", Ladder: ladder("CN"), Level: "firm", Modifiers: hq, VariableQuality: true}},
		Command:   []odn.CommandUnit{{Of: 0, Unit: odn.ExchangeUnit{Label: "unit in command", Quality: "VT", Ladder: ladder("VT"), Level: "firm"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	ans, err := e.Calcs.Calculator("Melee to the end")
	if err != nil {
		t.Fatal(err)
	}
	if rep.PHeadquartersKilled[0] == nil || rep.PHeadquartersKilled[0].Sign() == 0 {
		t.Fatalf("odn: no leader loss: %v", rep.PHeadquartersKilled)
	}
	sameBars(t, ans, "Leader loss (4.05)", []string{"defender's headquarters killed"}, []*big.Rat{rep.PHeadquartersKilled[0]})
	sameBars(t, ans, "Defender's quality for the day", rep.Defender.Qualities, rep.Defender.PQuality)
	sameBars(t, ans, "Defender ends at", []string{"removed from the table"}, []*big.Rat{rep.Defender.PRemoved})
	sameBars(t, ans, "Unit in command ends at", []string{"removed from the table"}, []*big.Rat{rep.Command[0].PRemoved})
	// Without the unit in command its group goes.
	formSelect(t, runTab, "Under the HQ of").SetSelected("none")
	ans, _ = e.Calcs.Calculator("Melee to the end")
	for _, g := range ans.Groups {
		if g.Title == "Unit in command ends at" {
			t.Error("a unit in command after choosing none")
		}
	}
}

func TestArmySaveKeepsTheFilesComments(t *testing.T) {
	// The user's comments on the top of the file, the headquarters and a
	// unit survive an edit of that unit's strength in the table and Ctrl+S.
	e, w, p := newArmyEditorOn(t, func(text string) string {
		text = strings.Replace(text, "headquarters: {name: Napoleon, morale_bonus: 3}", "headquarters: {name: Napoleon, morale_bonus: 3} # the Emperor", 1)
		return strings.Replace(text, "      - {name: 7th Infantry", "      # Davout's best division.\n      - {name: 7th Infantry", 1)
	})
	_, _, strength, _, _, _, _, _ := e.Table.UnitRow(1, 1)
	test.Type(strength, "50%")
	if got := armydoc.StrengthText(e.Doc.Army().Corps[1].Units[1]); got != "50%" {
		t.Fatalf("typing 50%% set strength %q", got)
	}
	shortcut(w, fyne.KeyS, fyne.KeyModifierShortcutDefault)
	if e.Doc.Dirty() {
		t.Fatal("Ctrl+S did not save")
	}
	saved, _ := os.ReadFile(p)
	for _, c := range []string{"# French corps at Borodino", "# the Emperor", "# Davout's best division.\n      - {name: 7th Infantry"} {
		if !strings.Contains(string(saved), c) {
			t.Errorf("comment %q lost on save:\n%s", c, saved)
		}
	}
	if !strings.Contains(string(saved), "name: 7th Infantry, id: 1/7, type: infantry, quality: VT, percent: 50") {
		t.Errorf("the strength edit is not saved:\n%s", saved)
	}
}

func TestArmyTableEditsTheListOpenedSinceItWasBuilt(t *testing.T) {
	// Another army list of the same shape keeps the table's rows: their
	// edits must reach the list now shown, not the one first opened.
	e, _, p := newArmyEditor(t)
	first := e.Doc
	other := filepath.Join(filepath.Dir(p), "copy.yaml")
	data, _ := os.ReadFile(p)
	if err := os.WriteFile(other, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := e.OpenFile(other); err != nil {
		t.Fatal(err)
	}
	_, _, strength, _, quality, _, _, _ := e.Table.UnitRow(1, 1)
	test.Type(strength, "50%")
	quality.SetSelected("EL Elite")
	u := e.Doc.Army().Corps[1].Units[1]
	if got := armydoc.StrengthText(u); got != "50%" || u.Quality != "EL" {
		t.Errorf("the list shown has strength %q, quality %s: the edits went elsewhere", got, u.Quality)
	}
	if first.Dirty() {
		t.Error("the edits reached the list no longer shown")
	}
}
