package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// What the scenario editor's and the army list's windows share: the
// unsaved-changes question, the file and undo keys, the findings list.

// savable is a document a window saves: a scenario or an army list.
type savable interface {
	Dirty() bool
	Path() string
	Title() string
	Save(path string) error
}

// askUnsaved runs f now when d is clean, else after asking in w whether to
// save (saveAs when d has no file yet; f does not run then), discard or
// cancel.
func askUnsaved(w fyne.Window, d savable, saveAs func(), showError func(error), f func()) {
	if !d.Dirty() {
		f()
		return
	}
	var dlg dialog.Dialog
	save := widget.NewButton("Save", func() {
		dlg.Hide()
		if d.Path() == "" {
			saveAs()
			return
		}
		if err := d.Save(""); err != nil {
			showError(err)
			return
		}
		f()
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton("Don't save", func() { dlg.Hide(); f() })
	cancel := widget.NewButton("Cancel", func() { dlg.Hide() })
	dlg = dialog.NewCustomWithoutButtons("Unsaved changes",
		container.NewVBox(widget.NewLabel(d.Title()+"\nhas changes that are not saved."),
			container.NewHBox(cancel, discard, save)), w)
	dlg.Show()
}

// docKeys are the actions a document window binds to the keyboard.
type docKeys struct {
	undo, redo, save, saveAs, open func()
}

// bindDocKeys binds Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y, Ctrl+S, Ctrl+Shift+S and
// Ctrl+O on c, and returns the binder for a window's further keys. Fyne
// turns Ctrl+Z and Ctrl+Y into its own fyne.ShortcutUndo and
// fyne.ShortcutRedo before any custom shortcut is looked up, so those are
// bound as such too (the main menu's items carry the same shortcuts and take
// them first in a real window).
func bindDocKeys(c fyne.Canvas, k docKeys) func(fyne.KeyName, fyne.KeyModifier, func()) {
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { k.undo() })
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { k.redo() })
	add := func(key fyne.KeyName, mod fyne.KeyModifier, f func()) {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: key, Modifier: mod}, func(fyne.Shortcut) { f() })
	}
	add(fyne.KeyZ, fyne.KeyModifierShortcutDefault, k.undo)
	add(fyne.KeyZ, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift, k.redo)
	add(fyne.KeyY, fyne.KeyModifierShortcutDefault, k.redo)
	add(fyne.KeyS, fyne.KeyModifierShortcutDefault, k.save)
	add(fyne.KeyS, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift, k.saveAs)
	add(fyne.KeyO, fyne.KeyModifierShortcutDefault, k.open)
	return add
}

// findingList is a list of validator findings of type F with a summary
// line above it, each row wrapped with an error or warning icon; a click on
// a row calls choose.
type findingList[F any] struct {
	list     *widget.List
	summary  *widget.Label
	findings []F
	heights  map[int]float32 // row heights set so far
	content  fyne.CanvasObject
	// icons are the icons of the rows that are not errors and of those
	// that are.
	icons [2]fyne.Resource
}

func newFindingList[F any](title string, text func(F) string, isError func(F) bool, choose func(F)) *findingList[F] {
	p := &findingList[F]{heights: map[int]float32{}, icons: [2]fyne.Resource{theme.WarningIcon(), theme.ErrorIcon()}, summary: widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	p.list = widget.NewList(
		func() int { return len(p.findings) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			// The caption size, as in other editors' problem lists: the
			// findings are long, and the panel is narrow at 1280x720.
			l.SizeName = theme.SizeNameCaptionText
			return container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			c := o.(*fyne.Container)
			f := p.findings[i]
			c.Objects[0].(*widget.Label).SetText(text(f))
			icon := p.icons[0]
			if isError(f) {
				icon = p.icons[1]
			}
			c.Objects[1].(*widget.Icon).SetResource(icon)
			// Lay the row out at the list's width before measuring it: a
			// wrapped label's height depends on its width, and a row
			// measured at another width overlaps its neighbours.
			if w := p.list.Size().Width; w > 0 {
				c.Resize(fyne.NewSize(w, c.Size().Height))
			}
			if h := c.MinSize().Height; h != p.heights[i] {
				p.heights[i] = h
				p.list.SetItemHeight(i, h)
			}
		},
	)
	p.list.OnSelected = func(i widget.ListItemID) {
		if i < len(p.findings) {
			choose(p.findings[i])
		}
		p.list.UnselectAll()
	}
	p.content = container.NewBorder(p.summary, nil, nil, nil, p.list)
	return p
}

// show lists fs (already in order) under the summary line.
func (p *findingList[F]) show(fs []F, summary string) {
	p.findings = fs
	p.heights = map[int]float32{}
	p.summary.SetText(summary)
	p.list.Refresh()
}

// Choose acts as a click on finding i.
func (p *findingList[F]) Choose(i int) { p.list.Select(i) }
