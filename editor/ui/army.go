package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/armydoc"
	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/templates"
)

// The One Day Napoleonics workspace: an army list in a window of its own,
// next to the scenario editor's. army.go builds the window, its menu, keys,
// files and crash recovery; army_table.go the army table and its findings,
// army_roster.go the live roster preview, army_calc.go the calculators and
// army_export.go the one-click exports. Everything goes through an
// editor/armydoc.Document.

// ArmyEditor is one army-list window.
type ArmyEditor struct {
	App   fyne.App
	Win   fyne.Window
	Doc   *armydoc.Document
	Store document.Store
	Rules *odn.Ruleset
	// NoDialogs answers prompts with their defaults (tests).
	NoDialogs bool

	Table    *ArmyTable
	Findings *ArmyFindings
	Roster   *RosterPreview
	Calcs    *CalcPanel

	tabs      *container.AppTabs
	status    *widget.Label
	content   fyne.CanvasObject
	valid     *armydoc.Revalidator
	autosave  *document.Autosaver
	current   atomic.Pointer[armydoc.Document]
	lastError error
	closed    bool // the close was confirmed: unsaved changes were given up on purpose
}

// defaultRuleset is the embedded ruleset the workspace checks armies with.
func defaultRuleset() (*odn.Ruleset, error) {
	return odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
}

// NewArmyEditor builds the workspace for doc in window w.
func NewArmyEditor(a fyne.App, w fyne.Window, doc *armydoc.Document, st document.Store, rs *odn.Ruleset) *ArmyEditor {
	e := &ArmyEditor{App: a, Win: w, Doc: doc, Store: st, Rules: rs, status: widget.NewLabel("")}
	e.status.Truncation = fyne.TextTruncateEllipsis
	e.valid = &armydoc.Revalidator{Check: armydoc.Validation(rs), Async: func(f func()) { goAsync(f) }, Post: fyne.Do,
		Done: func(fs odn.Findings) { e.Findings.Set(fs) }}
	e.Table = newArmyTable(e)
	e.Findings = newArmyFindings(e)
	e.Roster = newRosterPreview(e)
	e.Calcs = newCalcPanel(e)
	e.setDocument(doc)
	e.content = e.layout()
	e.installShortcuts()
	w.SetMainMenu(e.menu())
	w.SetCloseIntercept(e.confirmClose)
	return e
}

// OpenArmyWindow opens doc in a new window of app a and shows it; the
// window autosaves its recovery file every autosave.
func OpenArmyWindow(a fyne.App, st document.Store, doc *armydoc.Document, autosave time.Duration) (*ArmyEditor, error) {
	rs, err := defaultRuleset()
	if err != nil {
		return nil, err
	}
	w := a.NewWindow("Aide-de-Camp")
	e := NewArmyEditor(a, w, doc, st, rs)
	w.SetContent(e.Content())
	w.Resize(fyne.NewSize(1280, 720))
	e.StartAutosave(autosave)
	w.Show()
	return e, nil
}

// Content returns the window content.
func (e *ArmyEditor) Content() fyne.CanvasObject { return e.content }

// Window returns the window (for the application's main).
func (e *ArmyEditor) Window() fyne.Window { return e.Win }

// Status returns the status bar text.
func (e *ArmyEditor) Status() string { return e.status.Text }

func (e *ArmyEditor) layout() fyne.CanvasObject {
	list := container.NewBorder(e.Table.header, nil, nil, nil, e.Table.scroll)
	split := container.NewVSplit(list, e.Findings.content)
	split.Offset = 0.8
	e.tabs = container.NewAppTabs(
		container.NewTabItem("Army list", split),
		container.NewTabItem("Roster", e.Roster.content),
		container.NewTabItem("Calculators", e.Calcs.content),
	)
	e.tabs.OnSelected = func(*container.TabItem) { e.refreshVisible() }
	bar := e.exportBar()
	return container.NewBorder(bar, e.status, nil, nil, e.tabs)
}

// setDocument makes d the edited document.
func (e *ArmyEditor) setDocument(d *armydoc.Document) {
	e.Doc = d
	e.current.Store(d)
	d.OnChange(func(c armydoc.Change) {
		if e.Doc != d {
			return
		}
		e.changed(c)
	})
	e.changed(armydoc.Change{Label: "load"})
}

// changed refreshes the views after the document changed.
func (e *ArmyEditor) changed(c armydoc.Change) {
	e.Win.SetTitle(e.Doc.Title())
	if c.Label != "hits" {
		e.Table.Sync()
		e.valid.Delay = validationDelay
		e.valid.Schedule(e.Doc)
	}
	e.Roster.Refresh()
	e.Calcs.armyChanged()
}

func (e *ArmyEditor) refreshVisible() {
	e.Roster.Refresh()
}

func (e *ArmyEditor) setStatus(s string) { e.status.SetText(s) }

func (e *ArmyEditor) showError(err error) {
	if err == nil {
		return
	}
	e.status.SetText("Error: " + err.Error())
	if e.NoDialogs {
		e.lastError = err
		return
	}
	dialog.NewError(err, e.Win).Show()
}

// LastError returns the last error shown (with NoDialogs).
func (e *ArmyEditor) LastError() error { return e.lastError }

// menu builds the window's main menu.
func (e *ArmyEditor) menu() *fyne.MainMenu {
	file := fyne.NewMenu("File",
		item("New army list…", ctrl(fyne.KeyN, false), func() { e.guard(e.NewArmy) }),
		item("Open army list…", ctrl(fyne.KeyO, false), e.ShowOpen),
		fyne.NewMenuItemSeparator(),
		item("Save", ctrl(fyne.KeyS, false), e.Save),
		item("Save As…", ctrl(fyne.KeyS, true), e.SaveAs),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Export roster workbook (xlsx)…", func() { e.showExport(exportRosterXLSX) }),
		fyne.NewMenuItem("Export calculator workbook (xlsx)…", func() { e.showExport(exportCalcXLSX) }),
		fyne.NewMenuItem("Export roster PDF…", func() { e.showExport(exportRosterPDF) }),
		fyne.NewMenuItemSeparator(),
		item("Close", ctrl(fyne.KeyW, false), e.confirmClose),
	)
	edit := fyne.NewMenu("Edit",
		item("Undo", &fyne.ShortcutUndo{}, e.undo),
		item("Redo", &fyne.ShortcutRedo{}, e.redo),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Add corps", func() { e.AddCorps() }),
	)
	return fyne.NewMainMenu(file, edit)
}

// undo undoes the last edit, or the typing in a focused text field that
// has not reached the document.
func (e *ArmyEditor) undo() {
	e.Doc.EndMerge()
	e.Doc.Undo()
}

func (e *ArmyEditor) redo() { e.Doc.Redo() }

// installShortcuts binds Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z, Ctrl+S, Ctrl+O.
func (e *ArmyEditor) installShortcuts() {
	bindDocKeys(e.Win.Canvas(), docKeys{undo: e.undo, redo: e.redo, save: e.Save, saveAs: e.SaveAs, open: e.ShowOpen})
}

// NewArmy replaces the document by a new army list.
func (e *ArmyEditor) NewArmy() {
	d := armydoc.New(armydoc.NewArmy(""), "")
	e.setDocument(d)
	d.MarkDirty()
}

// OpenFile replaces the document by the army list at path.
func (e *ArmyEditor) OpenFile(path string) error {
	path = expandPath(path)
	d, err := armydoc.Open(path, e.Rules)
	if err != nil {
		return err
	}
	e.setDocument(d)
	e.Store.AddRecent(path)
	return nil
}

// ShowOpen asks for an army list to open.
func (e *ArmyEditor) ShowOpen() {
	e.guard(func() {
		e.askPath("Open army list…", "Open", dirOf(e.Doc.Path()), func(p string) {
			if err := e.OpenFile(p); err != nil {
				e.showError(err)
			}
		})
	})
}

func dirOf(p string) string {
	if p == "" {
		return ""
	}
	return filepath.Dir(p) + string(filepath.Separator)
}

// Save saves to the document's file, or asks for one.
func (e *ArmyEditor) Save() {
	if e.Doc.Path() == "" {
		e.SaveAs()
		return
	}
	e.SaveTo("")
}

// SaveAs asks for a file and saves to it.
func (e *ArmyEditor) SaveAs() {
	initial := e.Doc.Path()
	if initial == "" {
		initial = dirOf(firstRecent(e.Store)) + "army.yaml"
	}
	e.askPath("Save army list as…", "Save", initial, func(p string) {
		if filepath.Ext(p) == "" {
			p += ".yaml"
		}
		e.SaveTo(p)
	})
}

func firstRecent(st document.Store) string {
	if r := st.Recent(); len(r) > 0 {
		return r[0]
	}
	return ""
}

// SaveTo saves the army list atomically to path ("" for its own file).
func (e *ArmyEditor) SaveTo(path string) {
	was := e.Doc.Path()
	if err := e.Doc.Save(path); err != nil {
		e.showError(err)
		return
	}
	e.Store.DiscardKindFor(was, document.KindArmy)
	e.Store.DiscardKindFor(e.Doc.Path(), document.KindArmy)
	e.Store.AddRecent(e.Doc.Path())
	e.setStatus("Saved " + filepath.Base(e.Doc.Path()))
}

// askPath asks for a file path: typed, or chosen with Browse…. Only the path
// is taken from the chooser, which never opens the file itself.
func (e *ArmyEditor) askPath(title, confirm, initial string, done func(string)) {
	entry := newFieldText(initial)
	entry.SetPlaceHolder("/path/to/army.yaml")
	if e.NoDialogs {
		return
	}
	var d *dialog.ConfirmDialog
	browse := widget.NewButton("Browse…", func() {
		fd := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err == nil && r != nil {
				entry.SetText(r.URI().Path())
				r.Close()
			}
		}, e.Win)
		setStart(fd, filepath.Dir(expandPath(entry.Text)))
		fd.Resize(fitDialog(e.Win, fyne.NewSize(900, 600)))
		fd.Show()
	})
	d = dialog.NewCustomConfirm(title, confirm, "Cancel", container.NewBorder(nil, nil, nil, browse, entry), func(yes bool) {
		if !yes {
			return
		}
		p := expandPath(entry.Text)
		if p == "" {
			e.showError(fmt.Errorf("%s: type a file path, or choose one with Browse…", title))
			return
		}
		done(p)
	}, e.Win)
	entry.OnSubmitted = func(string) { d.Confirm() }
	entry.OnEscape = func() { d.Dismiss() }
	d.Resize(fitDialog(e.Win, fyne.NewSize(640, entry.MinSize().Height)))
	d.Show()
	e.Win.Canvas().Focus(entry)
}

// guard runs f now when the document is clean (or dialogs are off), else
// after asking whether to save, discard or cancel.
func (e *ArmyEditor) guard(f func()) {
	if e.NoDialogs {
		f()
		return
	}
	askUnsaved(e.Win, e.Doc, e.SaveAs, e.showError, f)
}

// confirmClose is the window's close intercept.
func (e *ArmyEditor) confirmClose() {
	e.guard(func() {
		e.closed = true
		e.Win.Close()
		e.Shutdown()
	})
}

// StartAutosave writes a recovery file every interval while there are
// unsaved changes.
func (e *ArmyEditor) StartAutosave(interval time.Duration) {
	if e.autosave != nil {
		return
	}
	e.autosave = &document.Autosaver{Store: e.Store, Interval: interval, Kind: document.KindArmy}
	e.autosave.StartSource(func() document.Source {
		if d := e.current.Load(); d != nil {
			return d
		}
		return nil
	})
}

// Shutdown ends the window's session: a clean document (or a close that
// gave up the changes) removes its recovery file; unsaved changes are
// written to it, to be offered at the next start.
func (e *ArmyEditor) Shutdown() {
	if e.autosave == nil {
		return
	}
	a := e.autosave
	e.autosave = nil
	if e.Doc.Dirty() && !e.closed {
		if data, err := e.Doc.Snapshot(); err == nil {
			e.Store.WriteRecoveryKind(data, e.Doc.Path(), document.KindArmy, time.Now())
		}
		a.Stop(false)
		return
	}
	a.Stop(true)
}

// OpenArmyRecovery opens the army list held in a recovery file: unsaved,
// saving to the file it belongs to.
func OpenArmyRecovery(rec document.Recovery, rs *odn.Ruleset) (*armydoc.Document, error) {
	data, err := os.ReadFile(rec.DataPath)
	if err != nil {
		return nil, err
	}
	a, err := armydoc.Parse(data, rec.DataPath, rs)
	if err != nil {
		return nil, err
	}
	d := armydoc.New(a, rec.Path)
	d.SetSource(data)
	d.MarkDirty()
	return d, nil
}

// Session is a window the application's main runs: the scenario editor or
// an army list.
type Session interface {
	Window() fyne.Window
	Shutdown()
}

// Window returns the editor's window.
func (e *Editor) Window() fyne.Window { return e.Win }

// LaunchSession opens the window for the command line: an army list in the
// ODN workspace when FILE is one (told by its format line), else the
// scenario editor as Launch does.
func LaunchSession(a fyne.App, o Options) (Session, error) {
	if o.File == "" || !armydoc.IsArmyFile(o.File) {
		return Launch(a, o)
	}
	rs, err := defaultRuleset()
	if err != nil {
		return nil, err
	}
	d, err := armydoc.Open(o.File, rs)
	if err != nil {
		return nil, err
	}
	st := document.Store{Dir: o.Store}
	st.AddRecent(o.File)
	w := a.NewWindow("Aide-de-Camp")
	e := NewArmyEditor(a, w, d, st, rs)
	w.SetContent(e.Content())
	w.Resize(fyne.NewSize(o.Width, o.Height))
	if rec, ok := st.RecoveryFor(o.File); ok && rec.Kind == document.KindArmy {
		goAsync(func() { fyne.Do(func() { e.offerRecovery(rec) }) })
	}
	e.StartAutosave(o.Autosave)
	return e, nil
}

// offerRecovery asks whether to take the newer work of a recovery file.
func (e *ArmyEditor) offerRecovery(rec document.Recovery) {
	if e.NoDialogs {
		return
	}
	msg := fmt.Sprintf("The editor did not close normally. Unsaved changes to\n%s\nwere saved at %s.\nRecover them? (No discards them.)", rec.Path, rec.Saved.Local().Format("2006-01-02 15:04:05"))
	d := dialog.NewConfirm("Recover unsaved work", msg, func(yes bool) {
		if !yes {
			e.Store.Discard(rec)
			return
		}
		doc, err := OpenArmyRecovery(rec, e.Rules)
		if err != nil {
			e.showError(err)
			return
		}
		e.setDocument(doc)
		if e.autosave != nil {
			e.autosave.Adopt(rec)
		}
		e.setStatus("Recovered unsaved work; save to keep it")
	}, e.Win)
	d.SetConfirmText("Recover")
	d.SetDismissText("Discard")
	d.Show()
}

// OpenArmy opens the army list at path in a window of its own.
func (e *Editor) OpenArmy(path string) (*ArmyEditor, error) {
	rs, err := defaultRuleset()
	if err != nil {
		return nil, err
	}
	d, err := armydoc.Open(expandPath(path), rs)
	if err != nil {
		return nil, err
	}
	e.Store.AddRecent(path)
	return e.openArmyDoc(d)
}

func (e *Editor) openArmyDoc(d *armydoc.Document) (*ArmyEditor, error) {
	interval := time.Minute
	if e.session.autosave != nil {
		interval = e.session.autosave.Interval // -autosave
	}
	ae, err := OpenArmyWindow(e.App, e.Store, d, interval)
	if err != nil {
		return nil, err
	}
	ae.NoDialogs = e.NoDialogs
	e.armies = append(e.armies, ae)
	if rec, ok := e.Store.RecoveryFor(d.Path()); ok && d.Path() != "" && rec.Kind == document.KindArmy {
		ae.offerRecovery(rec)
	}
	return ae, nil
}

// NewArmyList opens a new army list in a window of its own.
func (e *Editor) NewArmyList() (*ArmyEditor, error) {
	d := armydoc.New(armydoc.NewArmy(""), "")
	ae, err := e.openArmyDoc(d)
	if err == nil {
		d.MarkDirty()
	}
	return ae, err
}

// ShowOpenArmy asks for an army list to open.
func (e *Editor) ShowOpenArmy() {
	initial := ""
	if r := e.Store.Recent(); len(r) > 0 {
		initial = filepath.Dir(r[0]) + string(filepath.Separator)
	}
	e.askPath("Open army list…", "Open", initial, false, []string{".yaml", ".yml"}, func(path string) {
		if _, err := e.OpenArmy(path); err != nil {
			e.showError(err)
		}
	})
}

func init() {
	AddMenuItem(MenuItem{Menu: "File", Build: func(e *Editor) *fyne.MenuItem {
		return fyne.NewMenuItem("New army list…", func() {
			if _, err := e.NewArmyList(); err != nil {
				e.showError(err)
			}
		})
	}})
	AddMenuItem(MenuItem{Menu: "File", Build: func(e *Editor) *fyne.MenuItem {
		return fyne.NewMenuItem("Open army list…", e.ShowOpenArmy)
	}})
}
