package ui

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// typedShortcut sends a shortcut as the window's canvas receives it.
func typedShortcut(w fyne.Window, s fyne.Shortcut) {
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(s)
}

// TestFyneUndoRedoShortcutsReachTheDocument sends Ctrl+Z and Ctrl+Y the way
// Fyne 2.7's window does: as fyne.ShortcutUndo and fyne.ShortcutRedo.
func TestFyneUndoRedoShortcutsReachTheDocument(t *testing.T) {
	ed, w := newEditor(t)
	before := terrain(ed, "0505")
	ed.SetTool(ToolTerrain)
	ed.SetTerrain(scenario.TerrainMarsh)
	dragThrough(t, ed, "0505", "0506", "0507")
	if terrain(ed, "0506") != scenario.TerrainMarsh {
		t.Fatal("the stroke did not paint")
	}
	typedShortcut(w, &fyne.ShortcutUndo{})
	if got := terrain(ed, "0505"); got != before || terrain(ed, "0506") == scenario.TerrainMarsh {
		t.Errorf("after Ctrl+Z 0505 is %q, want %q", got, before)
	}
	typedShortcut(w, &fyne.ShortcutRedo{})
	if terrain(ed, "0507") != scenario.TerrainMarsh {
		t.Error("Ctrl+Y did not redo the stroke")
	}
}

func TestUndoShortcutInATextFieldUndoesTheTyping(t *testing.T) {
	ed, w := newEditor(t)
	ed.Doc.PaintTerrain([]string{"0101"}, scenario.TerrainMarsh, "")
	en := widget.NewEntry()
	w.SetContent(en)
	w.Canvas().Focus(en)
	test.Type(en, "abc")
	ed.undo()
	if terrain(ed, "0101") != scenario.TerrainMarsh {
		t.Error("undo in a text field undid a map edit")
	}
}

func TestToolbarDropDownGivesTheKeyboardBack(t *testing.T) {
	ed, w := newEditor(t)
	w.Canvas().Focus(ed.bar.terrain)
	ed.bar.terrain.SetSelected(scenario.TerrainForest)
	if f := w.Canvas().Focused(); f != nil {
		t.Fatalf("focus stayed on %T after choosing a terrain", f)
	}
	key(w, fyne.KeyB)
	if ed.Tool() != ToolBrush {
		t.Errorf("tool %s after B, want brush", ed.Tool())
	}
}

func TestEnterSubmitsADialog(t *testing.T) {
	cases := []struct {
		name string
		key  fyne.KeyName
		want string
	}{
		{"Enter", fyne.KeyReturn, "Sobral"},
		{"keypad Enter", fyne.KeyEnter, "Sobral"},
		{"Escape", fyne.KeyEscape, ""},
	}
	// Escape with no field focused goes to the window.
	t.Run("Escape without focus", func(t *testing.T) {
		ed, w := newEditor(t)
		ed.promptLabel("0404")
		w.Canvas().Unfocus()
		key(w, fyne.KeyEscape)
		if ed.modal != nil {
			t.Error("Escape did not close the dialog")
		}
	})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ed, w := newEditor(t)
			ed.promptLabel("0404")
			en, ok := w.Canvas().Focused().(*Field)
			if !ok {
				t.Fatalf("the label dialog's field has no focus (%T)", w.Canvas().Focused())
			}
			test.Type(en, "Sobral")
			en.TypedKey(&fyne.KeyEvent{Name: tc.key}) // as the window sends it to the focused field
			got := ""
			for _, p := range ed.Doc.Scenario().Map.Places {
				if p.Hex == "0404" {
					got = p.Name
				}
			}
			if got != tc.want {
				t.Errorf("place name %q, want %q", got, tc.want)
			}
			if ed.modal != nil {
				t.Error("the dialog is still the keyboard's after closing")
			}
		})
	}
}

func TestEnterConfirmsADialogWithoutAField(t *testing.T) {
	ed, w := newEditor(t)
	ed.NoDialogs = false
	st := ed.Store
	ed.Doc.PaintTerrain([]string{"0202"}, scenario.TerrainSwamp, "")
	data, _ := ed.Doc.Snapshot()
	st.WriteRecovery(data, "", time.Now())
	rec, ok := st.PendingRecovery()
	if !ok {
		t.Fatal("no recovery written")
	}
	ed.offerRecovery(rec)
	key(w, fyne.KeyT) // a tool key under a dialog does nothing
	if ed.Tool() == ToolTerrain {
		t.Error("a one-key shortcut worked under an open dialog")
	}
	key(w, fyne.KeyReturn)
	if ed.Doc.Path() != "" || terrain(ed, "0202") != scenario.TerrainSwamp || !ed.Doc.Dirty() {
		t.Error("Enter did not recover the work")
	}
}

func TestSaveAsOverAnExistingFileKeepsItsContentInTheBak(t *testing.T) {
	ed, w := newEditor(t)
	target := filepath.Join(t.TempDir(), "old.yaml")
	if err := os.WriteFile(target, []byte("old content\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ed.Doc.PaintTerrain([]string{"0303"}, scenario.TerrainTown, "")
	ed.SaveAs()
	en, ok := w.Canvas().Focused().(*Field)
	if !ok {
		t.Fatal("Save As shows no path field to type in")
	}
	en.SetText(target)
	en.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	bak, err := os.ReadFile(target + ".bak")
	if err != nil || string(bak) != "old content\n" {
		t.Errorf(".bak holds %q (%v), want the old content", bak, err)
	}
	d, err := document.Open(target)
	if err != nil {
		t.Fatal(err)
	}
	if document.TerrainAt(d.Scenario(), "0303") != scenario.TerrainTown || ed.Doc.Path() != target || ed.Doc.Dirty() {
		t.Error("the scenario was not saved to the typed path")
	}
}

func TestOpeningAFileOffersItsNewerRecovery(t *testing.T) {
	ed, _ := newEditor(t)
	path := ed.Doc.Path()
	ed.Doc.PaintTerrain([]string{"0606"}, scenario.TerrainMarsh, "")
	data, _ := ed.Doc.Snapshot()
	if err := ed.Store.WriteRecovery(data, path, time.Now().Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	ed.StartAutosave(time.Hour)
	if err := ed.OpenFile(path); err != nil {
		t.Fatal(err)
	}
	if ed.session.offered == nil {
		t.Fatal("opening the file did not offer its newer recovery")
	}
	if terrain(ed, "0606") == scenario.TerrainMarsh {
		t.Fatal("the file already shows the unsaved edit")
	}
	if err := ed.RecoverFrom(*ed.session.offered); err != nil {
		t.Fatal(err)
	}
	if terrain(ed, "0606") != scenario.TerrainMarsh || ed.Doc.Path() != path {
		t.Error("recovery did not restore the work for the same file")
	}
}

func TestQuitBeforeAnsweringKeepsTheRecovery(t *testing.T) {
	ed, _ := newEditor(t)
	path := ed.Doc.Path()
	data, _ := ed.Doc.Snapshot()
	ed.Store.WriteRecovery(data, path, time.Now().Add(time.Second))
	ed.StartAutosave(time.Hour)
	if err := ed.OpenFile(path); err != nil {
		t.Fatal(err)
	}
	ed.Shutdown()
	if _, ok := ed.Store.RecoveryFor(path); !ok {
		t.Error("a clean quit deleted a recovery the designer had not answered")
	}
}

func TestSavingRemovesTheDocumentsRecovery(t *testing.T) {
	ed, _ := newEditor(t)
	path := ed.Doc.Path()
	ed.Doc.PaintTerrain([]string{"0606"}, scenario.TerrainMarsh, "")
	data, _ := ed.Doc.Snapshot()
	ed.Store.WriteRecovery(data, path, time.Now().Add(time.Second))
	ed.Store.WriteRecovery([]byte("other work"), filepath.Join(t.TempDir(), "other.yaml"), time.Now())
	ed.Save()
	for _, r := range ed.Store.Recoveries() {
		if r.Path == path {
			t.Error("the saved document's recovery is still offered")
		}
	}
	if n := len(ed.Store.Recoveries()); n != 1 {
		t.Errorf("%d recoveries after the save, want the other file's only", n)
	}
}
