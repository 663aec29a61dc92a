package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2/dialog"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestSaveAsBrowseShowsFilesAndLeavesThemIntact: Save As > Browse shows
// the folder's scenario files and subfolders; choosing an existing file
// puts its path in the field and leaves the file as it is, until the
// atomic save replaces it and keeps the old content as its .bak.
func TestSaveAsBrowseShowsFilesAndLeavesThemIntact(t *testing.T) {
	ed, _ := newEditor(t)
	dir := t.TempDir()
	target := filepath.Join(dir, "existing.yaml")
	old := []byte("# an older scenario the designer is replacing\n")
	for name, data := range map[string][]byte{"existing.yaml": old, "notes.txt": []byte("x"), ".hidden.yaml": []byte("x")} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "campaign"), 0o755); err != nil {
		t.Fatal(err)
	}
	intact := func(when string) {
		t.Helper()
		if got, err := os.ReadFile(target); err != nil || !bytes.Equal(got, old) {
			t.Fatalf("%s: %s holds %q (%v), want its old content", when, target, got, err)
		}
	}

	ed.SaveAs()
	pathDlg := ed.modal
	ed.pathField.SetText(filepath.Join(dir, "campaign", "new.yaml"))
	ed.browse(true, []string{".yaml", ".yml"}, ed.pathField)
	c, ok := ed.modal.(*fileChooser)
	if !ok {
		t.Fatalf("Browse opened %T, want the file chooser", ed.modal)
	}
	if c.dir != filepath.Join(dir, "campaign") || c.name.Text != "new.yaml" {
		t.Errorf("the chooser opened in %s with name %q, want the field's folder and name", c.dir, c.name.Text)
	}
	c.up()
	if got, want := c.Names(), []string{"campaign" + string(filepath.Separator), "existing.yaml"}; !slices.Equal(got, want) {
		t.Fatalf("the chooser lists %v, want %v (folders, then scenario files)", got, want)
	}
	c.choose(1)
	intact("after choosing it in the list")
	c.Confirm()
	if ed.pathField.Text != target || ed.modal != pathDlg {
		t.Fatalf("the path field holds %q (modal %T), want %s", ed.pathField.Text, ed.modal, target)
	}
	intact("after the chooser closed")
	ed.modal.(*dialog.ConfirmDialog).Confirm()
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	saved, err := scenario.LoadFile(target)
	if err != nil || saved.Scenario.ID != ed.Doc.Scenario().ID {
		t.Fatalf("the saved file: %v", err)
	}
	if bak, err := os.ReadFile(target + ".bak"); err != nil || !bytes.Equal(bak, old) {
		t.Errorf("%s.bak holds %q (%v), want the old content", target, bak, err)
	}
}

// TestExportChooserNeverOpensTheFile: the export and print dialog writes
// only through its writer, once the path is chosen.
func TestExportChooserNeverOpensTheFile(t *testing.T) {
	ed, _ := newEditor(t)
	dir := filepath.Dir(ed.Doc.Path())
	target := filepath.Join(dir, ed.Doc.Scenario().ID+"-print.pdf")
	os.WriteFile(target, []byte("old pdf"), 0o644)
	var wrote, done string
	ed.saveDialog("-print", ".pdf", func(p string) error { wrote = p; return nil }, func(p string) { done = p })
	c := ed.modal.(*fileChooser)
	if !slices.Contains(c.Names(), filepath.Base(target)) {
		t.Errorf("the chooser lists %v, without the existing PDF", c.Names())
	}
	if got, _ := os.ReadFile(target); string(got) != "old pdf" {
		t.Fatalf("the existing file changed before the write: %q", got)
	}
	c.Confirm()
	if wrote != target || done != target {
		t.Errorf("wrote %q, done %q, want %s", wrote, done, target)
	}
}
