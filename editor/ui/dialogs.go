package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// modal is the dialog the keyboard answers: Enter confirms it, Escape
// dismisses it, and the one-key tool shortcuts stay off while it is open.
type modal interface {
	Confirm()
	Dismiss()
}

// showForm shows a form in a dialog that fits the window (the form scrolls
// when it is taller), focuses its first entry, and submits on Enter in any
// one-line entry. ok runs on submit; when it returns an error the error is
// shown and the form opens again, with what was typed.
func (e *Editor) showForm(title, confirm string, items []*widget.FormItem, ok func() error) *dialog.ConfirmDialog {
	form := widget.NewForm(items...)
	relabelOnChange(form)
	scroll := container.NewVScroll(form)
	var d *dialog.ConfirmDialog
	d = dialog.NewCustomConfirm(title, confirm, "Cancel", scroll, func(yes bool) {
		e.modal = nil
		if !yes {
			return
		}
		if err := ok(); err != nil {
			e.showErrorThen(err, func() { e.modal = d; d.Show() })
		}
	}, e.Win)
	var first fyne.Focusable
	for _, it := range items {
		var en *widget.Entry
		switch x := it.Widget.(type) {
		case *Field:
			x.OnEscape = func() { d.Dismiss() }
			en = &x.Entry
			if first == nil {
				first = x
			}
		case *widget.Entry:
			en = x
			if first == nil {
				first = x
			}
		}
		if en != nil && !en.MultiLine && en.OnSubmitted == nil {
			en.OnSubmitted = func(string) { d.Confirm() }
		}
	}
	d.Resize(fitDialog(e.Win, form.MinSize()))
	e.modal = d
	d.Show()
	if first != nil {
		e.Win.Canvas().Focus(first)
	}
	return d
}

// fitDialog sizes a dialog for content of size want: as large as it needs,
// at most 90% of the window, and at least wide enough to read.
func fitDialog(w fyne.Window, want fyne.Size) fyne.Size {
	win := w.Canvas().Size()
	width := max(want.Width+48, 420)
	height := want.Height + 130 // title and buttons
	if win.Width > 0 {
		width = min(width, win.Width*0.9)
		height = min(height, win.Height*0.9)
	}
	return fyne.NewSize(width, height)
}

// askPath asks for a file path: the designer types or pastes it, or picks
// it with Browse…. Only the path is taken from the file chooser, which
// never opens the file: a save through it cannot truncate the target
// before the atomic save has kept the old content as a .bak.
func (e *Editor) askPath(title, confirm, initial string, save bool, exts []string, done func(path string)) *dialog.ConfirmDialog {
	entry := newFieldText(initial)
	entry.SetPlaceHolder(pathHint(title, exts))
	e.pathField = entry
	var d *dialog.ConfirmDialog
	browse := widget.NewButton("Browse…", func() {
		e.browse(save, exts, entry)
	})
	content := container.NewBorder(nil, nil, nil, browse, entry)
	d = dialog.NewCustomConfirm(title, confirm, "Cancel", content, func(yes bool) {
		e.modal = nil
		if !yes {
			return
		}
		p := expandPath(strings.TrimSpace(entry.Text))
		if p == "" {
			e.showError(fmt.Errorf("%s: type a file path, or choose one with Browse…", strings.TrimSuffix(title, "…")))
			return
		}
		done(p)
	}, e.Win)
	entry.OnSubmitted = func(string) { d.Confirm() }
	entry.OnEscape = func() { d.Dismiss() }
	d.Resize(fitDialog(e.Win, fyne.NewSize(640, entry.MinSize().Height)))
	e.modal = d
	d.Show()
	e.Win.Canvas().Focus(entry)
	return d
}

// pathHint is the example path askPath's field shows while it is empty:
// a file of the kind the dialog asks for, named after its title ("Open army
// list…" hints an army list, "Background scan…" an image).
func pathHint(title string, exts []string) string {
	ext := ".yaml"
	if len(exts) > 0 {
		ext = exts[0]
	}
	name := "scenario"
	switch t := strings.ToLower(title); {
	case strings.Contains(t, "army"):
		name = "army-list"
	case strings.Contains(t, "scan") || strings.Contains(t, "image"):
		name = "map-scan"
	}
	return filepath.Join(string(filepath.Separator)+"path", "to", name+ext)
}

// browse opens a file chooser and puts the chosen path in entry. For a
// save it is the editor's own chooser (choose.go), which shows the folder's
// files and never opens one; to open, Fyne's file dialog, which only reads.
func (e *Editor) browse(save bool, exts []string, entry *Field) {
	start := filepath.Dir(expandPath(entry.Text))
	if save {
		name := filepath.Base(entry.Text)
		if name == "." || name == string(filepath.Separator) || name == "" {
			name = "scenario.yaml"
		}
		e.chooseFile("Choose where to save", "Choose", start, name, exts, func(p string) { entry.SetText(p) })
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			e.showError(err)
			return
		}
		if r == nil {
			return
		}
		entry.SetText(r.URI().Path())
		r.Close()
	}, e.Win)
	if len(exts) > 0 {
		d.SetFilter(storage.NewExtensionFileFilter(exts))
	}
	setStart(d, start)
	d.Resize(fitDialog(e.Win, fyne.NewSize(900, 600)))
	d.Show()
}

func setStart(d *dialog.FileDialog, dir string) {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return
	}
	if u, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
		d.SetLocation(u)
	}
}

// expandPath turns ~ into the home directory and makes a path absolute.
func expandPath(p string) string {
	if p == "" {
		return ""
	}
	if rest, ok := strings.CutPrefix(p, "~"); ok && (rest == "" || rest[0] == '/') {
		if home, err := os.UserHomeDir(); err == nil {
			p = home + rest
		}
	}
	if abs, err := filepath.Abs(p); err == nil {
		p = abs
	}
	return p
}

// saveDialog asks where to write a file named after the scenario (its id,
// suffix and ext), writes it with write and then calls done. The chooser
// shows the folder's files and never opens one: an existing file stays as
// it is until write replaces it (after asking). Every error is shown: none
// is dropped.
func (e *Editor) saveDialog(suffix, ext string, write func(path string) error, done func(path string)) {
	id := e.Doc.Scenario().ID
	if id == "" {
		id = "scenario"
	}
	dir := filepath.Dir(e.Doc.Path())
	if e.Doc.Path() == "" {
		dir, _ = os.Getwd()
	}
	e.chooseFile("Save "+ext[1:]+" file", "Save", dir, id+suffix+ext, []string{ext}, func(path string) {
		if filepath.Ext(path) == "" {
			path += ext
		}
		save := func() {
			if err := write(path); err != nil {
				e.showError(err)
				return
			}
			done(path)
		}
		if _, err := os.Stat(path); err == nil && !e.NoDialogs {
			d := dialog.NewConfirm("Replace file?", path+"\nexists. Replace it?", func(yes bool) {
				e.modal = nil
				if yes {
					save()
				}
			}, e.Win)
			d.SetConfirmText("Replace")
			e.modal = d
			d.Show()
			return
		}
		save()
	})
}
