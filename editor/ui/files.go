package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2/dialog"
	"github.com/aide-de-camp/adc/editor/armydoc"
	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// OpenFile replaces the document by the file at path. When a recovery file
// holds newer work on it, the designer is asked which to keep.
func (e *Editor) OpenFile(path string) error {
	path = expandPath(path)
	if armydoc.IsArmyFile(path) {
		// An army list opens in the ODN workspace, in a window of its own.
		_, err := e.OpenArmy(path)
		return err
	}
	d, err := document.Open(path)
	if err != nil {
		return err
	}
	e.setDocument(d)
	e.Store.AddRecent(path)
	e.setMenu()
	if rec, ok := e.Store.RecoveryFor(path); ok {
		e.offerRecovery(rec)
	}
	return nil
}

// OpenBundled opens a scenario shipped with the program (unsaved: Save asks
// for a file).
func (e *Editor) OpenBundled(id string) error {
	data, err := scenarios.Open(id)
	if err != nil {
		return err
	}
	s, err := scenario.Parse(data, id+".yaml")
	if err != nil {
		return err
	}
	e.setDocument(document.New(s, ""))
	return nil
}

// Save saves to the document's file, or asks for one. What is typed in the
// form shown is committed first; a value the document refuses is named.
func (e *Editor) Save() {
	refused := e.flush()
	if e.Doc.Path() == "" {
		e.SaveAs()
		return
	}
	if err := e.Doc.Save(""); err != nil {
		e.showError(err)
		return
	}
	e.Store.DiscardFor(e.Doc.Path()) // the work is in the file now
	e.Store.AddRecent(e.Doc.Path())
	e.saved(filepath.Base(e.Doc.Path()), refused)
}

// saved tells that the document was saved to name, and which typed values
// were not, being refused.
func (e *Editor) saved(name string, refused error) {
	if refused != nil {
		e.showError(fmt.Errorf("saved %s without some typed values: %w", name, refusedValues(refused)))
		return
	}
	e.status.SetText("Saved " + name)
}

// SaveAs asks for a file path and saves to it. Only the path is taken from
// the dialog: the atomic save keeps an existing file's content as .bak.
func (e *Editor) SaveAs() {
	e.flush()
	initial := e.Doc.Path()
	if initial == "" {
		id := e.Doc.Scenario().ID
		if id == "" {
			id = "scenario"
		}
		dir := ""
		if r := e.Store.Recent(); len(r) > 0 {
			dir = filepath.Dir(r[0])
		} else if wd, err := os.Getwd(); err == nil {
			dir = wd
		}
		initial = filepath.Join(dir, id+".yaml")
	}
	e.askPath("Save scenario as…", "Save", initial, true, []string{".yaml", ".yml"}, func(path string) {
		if filepath.Ext(path) == "" {
			path += ".yaml"
		}
		if _, err := os.Stat(path); err == nil && path != e.Doc.Path() && !e.NoDialogs {
			d := dialog.NewConfirm("Replace file?", path+"\nexists. Replace it? Its present content is kept as "+filepath.Base(path)+".bak.",
				func(yes bool) {
					e.modal = nil
					if yes {
						e.SaveTo(path)
					}
				}, e.Win)
			d.SetConfirmText("Replace")
			e.modal = d
			d.Show()
			return
		}
		e.SaveTo(path)
	})
}

// SaveTo saves the document to path, which it then belongs to.
func (e *Editor) SaveTo(path string) {
	was := e.Doc.Path()
	if err := e.Doc.Save(path); err != nil {
		e.showError(err)
		return
	}
	// The work is in the file now: its recovery, under the old name or
	// the new, has nothing more to give.
	e.Store.DiscardFor(was)
	e.Store.DiscardFor(path)
	e.Store.AddRecent(path)
	e.setMenu()
	e.saved(filepath.Base(path), e.flush())
}

// guard runs f now when the document is clean, else after asking whether to
// save, discard or cancel. What is typed in the form shown is committed
// first; a value the document refuses counts as an unsaved change.
func (e *Editor) guard(f func()) {
	refused := e.flush()
	askUnsaved(e.Win, unsavedDoc{e.Doc, refused}, e.SaveAs, e.showError, f)
}

// unsavedDoc is the document as the unsaved-changes question sees it: typed
// values it refused are unsaved changes too.
type unsavedDoc struct {
	*document.Document
	refused error
}

func (d unsavedDoc) Dirty() bool { return d.Document.Dirty() || d.refused != nil }

// confirmClose is the window's close intercept.
func (e *Editor) confirmClose() {
	e.guard(func() {
		e.session.closeConfirmed = true // saved, or the user chose not to save
		e.Win.Close()
	})
}

// ShowOpen asks for a scenario file to open.
func (e *Editor) ShowOpen() {
	e.guard(func() {
		initial := ""
		if r := e.Store.Recent(); len(r) > 0 {
			initial = filepath.Dir(r[0]) + string(filepath.Separator)
		}
		e.askPath("Open scenario…", "Open", initial, false, []string{".yaml", ".yml"}, func(path string) {
			if err := e.OpenFile(path); err != nil {
				e.showError(err)
			}
		})
	})
}

// ShowNew asks for a template (map size and numbering) and starts a new
// scenario.
func (e *Editor) ShowNew() {
	e.guard(func() {
		f := NewScenarioForm()
		e.showForm("New scenario", "Create", f.Items(), func() error { return e.NewFromForm(f) })
	})
}

// NewFromForm starts a new scenario from a filled template form.
func (e *Editor) NewFromForm(f *NewForm) error {
	t, err := f.Template()
	if err != nil {
		return err
	}
	s, err := document.NewScenario(t)
	if err != nil {
		return err
	}
	d := document.New(s, "")
	e.setDocument(d)
	d.MarkDirty()
	return nil
}

// ShowBackgroundOpen asks for a scan image.
func (e *Editor) ShowBackgroundOpen() {
	initial := e.bgPath()
	if initial == "" && e.Doc.Path() != "" {
		initial = filepath.Dir(e.Doc.Path()) + string(filepath.Separator)
	}
	e.askPath("Background scan…", "Load", initial, false, []string{".png", ".jpg", ".jpeg"}, e.SetBackgroundImage)
}

// StartAutosave writes a recovery file every interval while there are
// unsaved changes.
func (e *Editor) StartAutosave(interval time.Duration) {
	e.session.autosave = &document.Autosaver{Store: e.Store, Interval: interval}
	// The ticker reads the current document through an atomic pointer: it
	// must not wait for the UI goroutine, which may be waiting for it to stop.
	e.session.autosave.Start(e.session.current.Load)
}
