package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Shortcuts lists the keyboard shortcuts besides the one-key tool keys.
var Shortcuts = []struct{ Keys, Action string }{
	{"Ctrl+Z", "undo"}, {"Ctrl+Shift+Z / Ctrl+Y", "redo"}, {"Ctrl+S", "save"}, {"Ctrl+Shift+S", "save as"},
	{"Ctrl+O", "open"}, {"Ctrl+N", "new scenario"}, {"+ / - / mouse wheel", "zoom"}, {"0", "whole map"},
	{"1-9", "the terrain palette's terrains"},
	{"arrow keys / drag with Select", "pan"}, {"N", "hex numbers on/off"}, {"H", "units on/off"},
	{"Z", "deployment zones, entry areas, LOCs and Objectives on/off"},
	{"X", "the selected unit attacks (odds preview: then hover or select a defender)"},
	{"Delete", "delete the selected unit"}, {"Escape", "clear the selection"},
	{"Enter / Escape", "submit / cancel a dialog"},
}

// undo undoes the typing in the focused form field while it holds text the
// document does not have, else the document's last step: after Enter, or
// in a field not yet typed in, Ctrl+Z undoes the document. A text field that
// edits no document (a dialog's) undoes its own typing.
func (e *Editor) undo() {
	if f := e.focusedField(); f != nil {
		if f.pending() {
			f.TypedShortcut(&fyne.ShortcutUndo{})
			return
		}
	} else if en, ok := e.Win.Canvas().Focused().(*widget.Entry); ok {
		en.TypedShortcut(&fyne.ShortcutUndo{})
		return
	}
	e.Doc.Undo()
}

// redo is undo's inverse.
func (e *Editor) redo() {
	if f := e.focusedField(); f != nil {
		if f.pending() {
			f.TypedShortcut(&fyne.ShortcutRedo{})
			return
		}
	} else if en, ok := e.Win.Canvas().Focused().(*widget.Entry); ok {
		en.TypedShortcut(&fyne.ShortcutRedo{})
		return
	}
	e.Doc.Redo()
}

// installShortcuts binds the keyboard: the document keys (bindDocKeys),
// Ctrl+N and the one-key shortcuts.
func (e *Editor) installShortcuts() {
	c := e.Win.Canvas()
	add := bindDocKeys(c, docKeys{undo: e.undo, redo: e.redo, save: e.Save, saveAs: e.SaveAs, open: e.ShowOpen})
	add(fyne.KeyN, fyne.KeyModifierShortcutDefault, e.ShowNew)
	c.SetOnTypedKey(e.TypedKey)
	c.SetOnTypedRune(func(r rune) {
		if e.modal != nil {
			return
		}
		switch r {
		case '+', '=':
			e.Map.Zoom(1.25)
		case '-':
			e.Map.Zoom(0.8)
		case '0':
			e.Map.Fit()
		case '1', '2', '3', '4', '5', '6', '7', '8', '9':
			// The palette's terrains, in the order it shows them.
			if k := int(r - '1'); k < len(e.Palette.Keys()) {
				e.SetTerrain(e.Palette.Keys()[k])
				if !paints(e.tool) {
					e.SetTool(ToolTerrain)
				}
			}
		}
	})
}

// ToggleMarkings shows or hides the deployment zones, entry areas, LOCs and
// Objectives over the map.
func (e *Editor) ToggleMarkings() {
	e.hideMarkings = !e.hideMarkings
	e.Map.version++ // the markings are part of the map's static layers
	e.Map.Redraw()
}

// TypedKey handles the one-key shortcuts when no text field has the focus;
// while a dialog is open, Enter confirms it and Escape dismisses it.
func (e *Editor) TypedKey(ev *fyne.KeyEvent) {
	if e.modal != nil {
		switch ev.Name {
		case fyne.KeyReturn, fyne.KeyEnter:
			m := e.modal
			e.modal = nil
			m.Confirm()
		case fyne.KeyEscape:
			m := e.modal
			e.modal = nil
			m.Dismiss()
		}
		return
	}
	for _, t := range Tools {
		if t.Key == ev.Name {
			e.SetTool(t.ID)
			return
		}
	}
	switch ev.Name {
	case fyne.KeyLeft:
		e.Map.Pan(0.1, 0)
	case fyne.KeyRight:
		e.Map.Pan(-0.1, 0)
	case fyne.KeyUp:
		e.Map.Pan(0, 0.1)
	case fyne.KeyDown:
		e.Map.Pan(0, -0.1)
	case fyne.KeyN:
		e.hideNumbers = !e.hideNumbers
		e.Map.Redraw()
	case fyne.KeyH:
		e.hideUnits = !e.hideUnits
		e.Map.Redraw()
	case fyne.KeyV:
		e.ToggleMovementRange()
	case fyne.KeyZ:
		e.ToggleMarkings()
	case fyne.KeyX:
		e.ToggleAttacker()
	case fyne.KeyEscape:
		if len(e.attackers) > 0 {
			e.attackers = nil
			e.Map.Redraw()
		}
		e.clearSelection()
	case fyne.KeyDelete:
		if e.sel.Kind == SelUnit {
			e.Doc.DeleteUnit(e.sel.Unit)
			e.clearSelection()
		}
	}
}
