package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// fileChooser is the dialog that chooses where to save: a folder's files
// and subfolders, as a file-open dialog shows them, with a name field.
// Fyne's save dialog opens the file it returns for writing, which
// truncates an existing file before the atomic save has kept its content
// as a .bak; this one only reads folder listings and returns a path.
type fileChooser struct {
	ed      *Editor
	dir     string
	exts    []string      // the files listed: these extensions (all when empty)
	entries []os.DirEntry // the folder's subfolders, then its files
	list    *widget.List
	where   *widget.Label
	name    *Field
	dlg     *dialog.ConfirmDialog
	was     modal // the dialog the keyboard answered before
}

// chooseFile shows the chooser in dir with name in its name field; done
// gets the path chosen. Nothing is opened or written.
func (e *Editor) chooseFile(title, confirm, dir, name string, exts []string, done func(path string)) *fileChooser {
	c := &fileChooser{ed: e, exts: exts, was: e.modal}
	c.where = widget.NewLabel("")
	c.where.Truncation = fyne.TextTruncateEllipsis
	c.name = newFieldText(name)
	c.list = widget.NewList(
		func() int { return len(c.entries) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, widget.NewIcon(theme.FileIcon()), nil, widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			row := o.(*fyne.Container)
			en := c.entries[i]
			icon, text := theme.FileIcon(), en.Name()
			if en.IsDir() {
				icon, text = theme.FolderIcon(), text+string(filepath.Separator)
			}
			row.Objects[0].(*widget.Label).SetText(text)
			row.Objects[1].(*widget.Icon).SetResource(icon)
		})
	c.list.OnSelected = func(i widget.ListItemID) {
		c.choose(i)
		c.list.UnselectAll()
	}
	up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), c.up)
	top := container.NewBorder(nil, nil, up, nil, c.where)
	bottom := widget.NewForm(widget.NewFormItem("File name", c.name))
	c.dlg = dialog.NewCustomConfirm(title, confirm, "Cancel", container.NewBorder(top, bottom, nil, nil, c.list), func(yes bool) {
		e.modal = c.was
		if yes {
			if p := c.path(); p != "" {
				done(p)
			}
		}
	}, e.Win)
	c.name.OnSubmitted = func(string) { c.dlg.Confirm() }
	c.name.OnEscape = func() { c.dlg.Dismiss() }
	c.open(dir)
	c.dlg.Resize(fitDialog(e.Win, fyne.NewSize(760, 520)))
	e.modal = c
	c.dlg.Show()
	e.Win.Canvas().Focus(c.name)
	return c
}

// open lists dir: its subfolders, then its files with the chooser's
// extensions, each sorted by name; hidden ones are left out.
func (c *fileChooser) open(dir string) {
	if dir == "" {
		dir, _ = os.Getwd()
	}
	dir = filepath.Clean(dir)
	des, err := os.ReadDir(dir)
	if err != nil {
		c.where.SetText(dir + ": " + err.Error())
		c.entries = nil
		c.list.Refresh()
		return
	}
	c.dir = dir
	var dirs, files []os.DirEntry
	for _, de := range des {
		n := de.Name()
		switch {
		case strings.HasPrefix(n, "."):
		case de.IsDir():
			dirs = append(dirs, de)
		case len(c.exts) == 0 || slices.Contains(c.exts, strings.ToLower(filepath.Ext(n))):
			files = append(files, de)
		}
	}
	c.entries = append(dirs, files...)
	c.where.SetText(dir)
	c.list.Refresh()
}

// choose acts on entry i: a folder is opened, a file's name goes into the
// name field (the file itself is not touched).
func (c *fileChooser) choose(i int) {
	if i < 0 || i >= len(c.entries) {
		return
	}
	en := c.entries[i]
	if en.IsDir() {
		c.open(filepath.Join(c.dir, en.Name()))
		return
	}
	c.name.SetText(en.Name())
}

// up opens the folder above.
func (c *fileChooser) up() { c.open(filepath.Dir(c.dir)) }

// path is the path chosen: the name field in the folder shown, or the
// name itself when it is a whole path.
func (c *fileChooser) path() string {
	n := strings.TrimSpace(c.name.Text)
	if n == "" {
		return ""
	}
	if strings.HasPrefix(n, "~") || filepath.IsAbs(n) {
		return expandPath(n)
	}
	return filepath.Join(c.dir, n)
}

// Names lists the entries shown, folders with a trailing separator.
func (c *fileChooser) Names() []string {
	var out []string
	for _, en := range c.entries {
		n := en.Name()
		if en.IsDir() {
			n += string(filepath.Separator)
		}
		out = append(out, n)
	}
	return out
}

// Confirm implements modal: Enter chooses.
func (c *fileChooser) Confirm() { c.dlg.Confirm() }

// Dismiss implements modal: Escape cancels.
func (c *fileChooser) Dismiss() { c.dlg.Dismiss() }
