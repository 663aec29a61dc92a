package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// generalField returns the form field labelled label of the general panel,
// showing the panel when another is shown.
func generalField(t *testing.T, ed *Editor, label string) *Field {
	t.Helper()
	p, ok := ed.tabs.panels[0].(*generalPanel)
	if !ok || ed.tabs.app.SelectedIndex() != 1 {
		p = ed.ShowPanel("general").(*generalPanel)
	}
	f, ok := formField(p.Form, label).(*Field)
	if !ok {
		t.Fatalf("no field %q", label)
	}
	return f
}

// typeIn types s into the focused field f as the keyboard does (test.Type
// would tell f it gained the focus again).
func typeIn(f *Field, s string) {
	for _, r := range s {
		f.TypedRune(r)
	}
}

func TestTypedTextIsSavedWithoutApply(t *testing.T) {
	ed := newBlankEditor(t)
	desc := generalField(t, ed, "Description")
	test.Type(desc, "A hill and a river")
	if !strings.HasPrefix(ed.Win.Title(), "blank") && ed.Doc.Dirty() {
		t.Errorf("title %q", ed.Win.Title())
	}
	ed.Save() // Ctrl+S with the text still in the field
	s, _ := saveAndValidate(t, ed)
	if s.Description != "A hill and a river" {
		t.Errorf("saved description %q, want the typed text", s.Description)
	}
	if got := desc.Text; got != "A hill and a river" {
		t.Errorf("the field holds %q after the save", got)
	}
}

func TestLeavingAFieldCommitsItAsOneNamedStep(t *testing.T) {
	ed := newBlankEditor(t)
	title := generalField(t, ed, "Title")
	c := ed.Win.Canvas()
	c.Focus(title)
	title.SetText("")
	typeIn(title, "Bussaco")
	c.Unfocus() // the designer clicks elsewhere
	if got := ed.Doc.Scenario().Title; got != "Bussaco" {
		t.Fatalf("title %q after leaving the field, want Bussaco", got)
	}
	if l, _ := ed.Doc.CanUndo(); l != "Edit Title" {
		t.Errorf("undo names %q, want Edit Title", l)
	}
	if ed.undoItem.Label != "Undo Edit Title" {
		t.Errorf("Edit menu says %q", ed.undoItem.Label)
	}
	if !strings.HasPrefix(ed.Win.Title(), "*") {
		t.Errorf("window title %q carries no unsaved mark", ed.Win.Title())
	}
	// The form keeps its widgets (and so the focus the designer gave
	// another field) after its own commit.
	if generalField(t, ed, "Title") != title {
		t.Error("the panel was rebuilt by its own commit")
	}
}

func TestEnterThenUndoUndoesTheFieldsChange(t *testing.T) {
	ed := newBlankEditor(t)
	title := generalField(t, ed, "Title")
	before := ed.Doc.Scenario().Title
	ed.Win.Canvas().Focus(title)
	typeIn(title, " of 1810")
	title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if got := ed.Doc.Scenario().Title; !strings.Contains(got, "of 1810") {
		t.Fatalf("title %q after Enter", got)
	}
	// The field still has the focus, with nothing of its own to undo:
	// the document's undo wins.
	ed.undo()
	if got := ed.Doc.Scenario().Title; got != before {
		t.Errorf("title %q after Ctrl+Z, want %q", got, before)
	}
	if got := generalField(t, ed, "Title").Text; got != before {
		t.Errorf("the field shows %q after the undo", got)
	}
}

func TestUndoWhileTypingUndoesTheTyping(t *testing.T) {
	ed := newBlankEditor(t)
	ed.Doc.PaintTerrain([]string{"0101"}, scenario.TerrainForest, "")
	game := generalField(t, ed, "Game")
	ed.Win.Canvas().Focus(game)
	typeIn(game, "N20")
	ed.undo()
	if got := game.Text; got == "N20" {
		t.Error("Ctrl+Z in a field with typed text did not undo the typing")
	}
	if terrain(ed, "0101") != scenario.TerrainForest {
		t.Error("Ctrl+Z in a field with typed text undid the document")
	}
}

func TestTypingInOneFieldMergesIntoOneStep(t *testing.T) {
	ed := newBlankEditor(t)
	title := generalField(t, ed, "Title")
	ed.Win.Canvas().Focus(title)
	title.SetText("")
	typeIn(title, "Buss")
	title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	typeIn(title, "aco")
	title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	labels, _ := ed.Doc.Steps()
	if len(labels) != 1 {
		t.Errorf("steps %v, want the field's two commits merged into one", labels)
	}
	// Another field is another step.
	game := generalField(t, ed, "Game")
	ed.Win.Canvas().Focus(game)
	typeIn(game, "N20")
	ed.Win.Canvas().Unfocus()
	if labels, _ = ed.Doc.Steps(); len(labels) != 2 || labels[1] != "Edit Game" {
		t.Errorf("steps %v, want Edit Title, Edit Game", labels)
	}
}

func TestARefusedValueKeepsItsTextAndSavingSaysSo(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("general").(*generalPanel)
	var morale *Field
	for _, it := range p.Form.Items {
		if it.Text == "Starting morale (12.0)" {
			morale = it.Widget.(*Field)
			break
		}
	}
	ed.Win.Canvas().Focus(morale)
	typeIn(morale, "12")
	ed.Win.Canvas().Unfocus()
	if morale.Text != "12" {
		t.Errorf("the refused field holds %q, want what was typed", morale.Text)
	}
	b := ed.forms["section"]
	if b == nil || !b.errs.Visible() || !strings.Contains(b.errs.Text, "morale") {
		t.Fatal("no error under the form")
	}
	ed.Save()
	if ed.lastError == nil || !strings.Contains(ed.lastError.Error(), "morale") {
		t.Errorf("saving said %v, want it to name the refused morale", ed.lastError)
	}
	// Fixing the value clears the error.
	morale.SetText("7")
	ed.Win.Canvas().Focus(morale)
	ed.Win.Canvas().Unfocus()
	if b.errs.Visible() || ed.Doc.Scenario().Sides[0].Morale != 7 {
		t.Errorf("after the fix: error shown %v, morale %d", b.errs.Visible(), ed.Doc.Scenario().Sides[0].Morale)
	}
}

func TestAnotherElementKeepsWhatWasTyped(t *testing.T) {
	ed := newBlankEditor(t)
	ed.ShowPanel("deck")
	test.Tap(findButton(t, ed, "Add"))
	test.Tap(findButton(t, ed, "Add"))
	p := ed.ShowPanel("deck").(*listPanel[scenario.Card])
	p.list.Select(0)
	entryAt(t, p.Form, "Title").SetText("Rain")
	p.list.Select(1) // without leaving the field first
	if got := ed.Doc.Scenario().Deck.Cards[0].Title; got != "Rain" {
		t.Errorf("card 1's title %q after choosing card 2, want the typed Rain", got)
	}
}

func TestClosingCommitsTypedTextAndCountsItUnsaved(t *testing.T) {
	ed := newBlankEditor(t)
	desc := generalField(t, ed, "Description")
	test.Type(desc, "typed, not yet committed")
	if ed.Doc.Dirty() {
		t.Fatal("dirty before the close")
	}
	ed.guard(func() {})
	if !ed.Doc.Dirty() || ed.Doc.Scenario().Description != "typed, not yet committed" {
		t.Error("closing did not commit the typed text first, so it would not ask")
	}
}

func TestHistoryPanelListsAndGoesToSteps(t *testing.T) {
	ed := newBlankEditor(t)
	ed.Doc.PaintTerrain([]string{"0101"}, scenario.TerrainForest, "")
	ed.Doc.PaintTerrain([]string{"0102"}, scenario.TerrainRough, "")
	labels, applied := ed.History.Steps()
	if len(labels) != 2 || labels[0] != "Paint forest" || applied != 2 {
		t.Fatalf("history %v, %d applied", labels, applied)
	}
	ed.History.GoTo(0)
	if terrain(ed, "0101") == scenario.TerrainForest || terrain(ed, "0102") == scenario.TerrainRough {
		t.Error("going to the file as opened left painted hexes")
	}
	if _, applied = ed.History.Steps(); applied != 0 {
		t.Errorf("applied %d", applied)
	}
	ed.History.GoTo(1)
	if terrain(ed, "0101") != scenario.TerrainForest || terrain(ed, "0102") == scenario.TerrainRough {
		t.Error("going to step 1 did not redo exactly the first step")
	}
	if ed.redoItem.Label != "Redo Paint rough" {
		t.Errorf("Edit menu says %q", ed.redoItem.Label)
	}
}

func TestSideColourIsAColourOrRefused(t *testing.T) {
	ed := newBlankEditor(t)
	p := ed.ShowPanel("general").(*generalPanel)
	var colour *Field
	for _, it := range p.Form.Items {
		if it.Text == "Colour" {
			walkObjects(it.Widget, func(o fyne.CanvasObject) {
				if f, ok := o.(*Field); ok && colour == nil {
					colour = f
				}
			})
			break
		}
	}
	if colour == nil {
		t.Fatal("no colour field")
	}
	colour.SetText("7")
	if err := ed.flush(); err == nil || !strings.Contains(err.Error(), "#RRGGBB") {
		t.Errorf("a colour of 7 gave %v, want a refusal asking for #RRGGBB", err)
	}
	french := hexColour(rulebookColours()[0].Colour)
	colour.SetText(french)
	if err := ed.flush(); err != nil || ed.Doc.Scenario().Sides[0].Colour != french {
		t.Errorf("the French rulebook colour gave %v, side colour %q", err, ed.Doc.Scenario().Sides[0].Colour)
	}
}
