package ui

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/scenarios"
)

// Options are the editor's command-line settings.
type Options struct {
	File     string        // scenario file to open
	Bundled  string        // id of a bundled scenario to open instead
	Store    string        // directory for recent files and the recovery file
	Autosave time.Duration // recovery autosave interval
	Timing   io.Writer     // when set, the time to the first frame is written here
	Width    float32       // window size
	Height   float32
	Start    time.Time // when the process started (for -timing)
	// ShowEarly maps the window (an outline of the editor) before its
	// panels are built (firstwindow.go); Launch returns it shown.
	ShowEarly bool
}

// ParseArgs reads the command line: adc-editor [-scenario ID] [FILE].
func ParseArgs(args []string, stderr io.Writer) (Options, error) {
	fs := flag.NewFlagSet("adc-editor", flag.ContinueOnError)
	fs.SetOutput(stderr)
	o := Options{Start: time.Now(), ShowEarly: true}
	fs.StringVar(&o.Bundled, "scenario", "", "open a bundled scenario by id (e.g. bussaco20)")
	fs.StringVar(&o.Store, "config", "", "directory for recent files and crash recovery (default: the user config directory)")
	fs.DurationVar(&o.Autosave, "autosave", time.Minute, "how often to write the crash-recovery file")
	timing := fs.Bool("timing", false, "print the time from start to the first frame on stderr")
	// The default fits a 1280x720 screen with the window's title bar and
	// the desktop's panel.
	size := fs.String("size", "1200x660", "window size WIDTHxHEIGHT")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: adc-editor [-scenario ID] [FILE]\n\nOpens FILE (a scenario, or a One Day Napoleonics army list, which opens in\nits workspace), else the crash-recovery file of a session that did not end\ncleanly (after asking), else the bundled scenario "+scenarios.Default+".")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if fs.NArg() > 1 {
		return o, fmt.Errorf("adc-editor: want at most one FILE, got %d", fs.NArg())
	}
	o.File = fs.Arg(0)
	if _, err := fmt.Sscanf(*size, "%fx%f", &o.Width, &o.Height); err != nil || o.Width < 320 || o.Height < 240 {
		return o, fmt.Errorf("adc-editor: -size %q: want WIDTHxHEIGHT, at least 320x240", *size)
	}
	if *timing {
		o.Timing = stderr
	}
	if o.Store == "" {
		dir, err := os.UserConfigDir()
		if err != nil {
			dir = os.TempDir()
		}
		o.Store = filepath.Join(dir, "aide-de-camp", "editor")
	}
	return o, nil
}

// Launch opens the editor window: the file given, else the recovery file of
// a crashed session (asking first), else the default bundled scenario.
func Launch(a fyne.App, o Options) (*Editor, error) {
	start := o.Start
	if start.IsZero() {
		start = time.Now()
	}
	st := document.Store{Dir: o.Store}
	opened := openAsync(o, st)
	w := a.NewWindow("Aide-de-Camp")
	doc, err := opened()
	if err != nil {
		return nil, err
	}
	if o.ShowEarly {
		w.SetContent(skeleton(doc.Scenario()))
		w.Resize(fyne.NewSize(o.Width, o.Height))
		w.Show()
	}
	ed := newEditorWith(a, w, doc, st, true)
	w.SetContent(ed.Content())
	w.Resize(fyne.NewSize(o.Width, o.Height))
	if o.Timing != nil {
		ed.Map.onFirstFrame = func() {
			fmt.Fprintf(o.Timing, "first frame after %d ms\n", time.Since(start).Milliseconds())
		}
	}
	// A recovery file is offered (once the window is up) when it holds
	// work newer than the file being opened, or, with no file, whatever it
	// holds.
	rec, ok := st.PendingRecovery()
	if o.File != "" {
		rec, ok = st.RecoveryFor(o.File)
	} else if o.Bundled != "" {
		ok = false
	}
	if ok {
		goAsync(func() { fyne.Do(func() { ed.offerRecovery(rec) }) })
	}
	ed.StartAutosave(o.Autosave)
	return ed, nil
}

// offerRecovery asks whether to recover the work in a recovery file. The
// file stays until the designer answers: a quit before then keeps it for
// the next start.
func (e *Editor) offerRecovery(rec document.Recovery) {
	what := "an unsaved scenario"
	if rec.Path != "" {
		what = rec.Path
	}
	e.session.recoveryPending = true
	msg := fmt.Sprintf("The editor did not close normally. Unsaved changes to\n%s\nwere saved at %s, after the file was last saved.\nRecover them? (No discards them.)", what, rec.Saved.Local().Format("2006-01-02 15:04:05"))
	answer := func(yes bool) {
		e.modal = nil
		e.session.recoveryPending = false
		if !yes {
			e.Store.Discard(rec)
			return
		}
		if err := e.RecoverFrom(rec); err != nil {
			e.showError(err)
		}
	}
	if e.NoDialogs {
		e.session.offered = &rec
		return
	}
	d := dialog.NewConfirm("Recover unsaved work", msg, answer, e.Win)
	d.SetConfirmText("Recover")
	d.SetDismissText("Discard")
	e.modal = d
	d.Show()
}

// RecoverFrom replaces the document by the work in a recovery file; it
// saves to the file the work belongs to.
func (e *Editor) RecoverFrom(rec document.Recovery) error {
	if rec.Kind == document.KindArmy {
		rs, err := defaultRuleset()
		if err != nil {
			return err
		}
		ad, err := OpenArmyRecovery(rec, rs)
		if err != nil {
			return err
		}
		ae, err := e.openArmyDoc(ad)
		if err != nil {
			return err
		}
		if ae.autosave != nil {
			ae.autosave.Adopt(rec)
		}
		return nil
	}
	d, err := e.Store.OpenRecovery(rec)
	if err != nil {
		return err
	}
	e.setDocument(d)
	d.MarkDirty()
	if e.session.autosave != nil {
		e.session.autosave.Adopt(rec)
	}
	e.status.SetText("Recovered unsaved work; save to keep it")
	return nil
}

// Shutdown ends the session after the window closed: a clean document
// removes the recovery file; unsaved changes (the application was quit
// without the close dialog) are written to it, to be offered next time.
func (e *Editor) Shutdown() {
	for _, a := range e.armies {
		a.Shutdown()
	}
	if e.session.autosave == nil {
		return
	}
	if e.session.recoveryPending {
		// Not answered yet: keep the recovery file for the next start.
		e.session.autosave.Stop(false)
		return
	}
	if e.Doc.Dirty() && !e.session.closeConfirmed {
		if data, err := e.Doc.Snapshot(); err == nil {
			e.Store.WriteRecovery(data, e.Doc.Path(), time.Now())
		}
		e.session.autosave.Stop(false)
		return
	}
	e.session.autosave.Stop(true)
}
