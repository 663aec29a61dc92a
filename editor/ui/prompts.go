package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// showError shows err in the status bar and in a dialog.
func (e *Editor) showError(err error) { e.showErrorThen(err, nil) }

// showErrorThen shows err, then runs then (if any) once it is dismissed.
func (e *Editor) showErrorThen(err error, then func()) {
	if err == nil {
		return
	}
	e.status.SetText("Error: " + err.Error())
	if e.NoDialogs {
		e.lastError = err
		return
	}
	d := dialog.NewError(err, e.Win)
	if then != nil {
		d.SetOnClosed(then)
	}
	d.Show()
}

// promptLabel asks for a hex's place name.
func (e *Editor) promptLabel(code string) {
	name := ""
	for _, p := range e.Doc.Scenario().Map.Places {
		if p.Hex == code {
			name = p.Name
		}
	}
	entry := newFieldText(name)
	e.showForm("Label hex "+code, "Set", []*widget.FormItem{widget.NewFormItem("Name", entry)}, func() error {
		e.Doc.SetPlace(code, strings.TrimSpace(entry.Text))
		return nil
	})
}

// promptGarrison asks for a garrison's strength (9.4.4).
func (e *Editor) promptGarrison(code string) {
	entry := newFieldText("1")
	for _, g := range e.Doc.Scenario().Map.Garrisons {
		if g.Hex == code {
			entry.SetText(strconv.Itoa(g.Strength))
		}
	}
	set := func() error {
		n, err := strconv.Atoi(strings.TrimSpace(entry.Text))
		if err != nil || n < 0 || n > 20 {
			return fmt.Errorf("garrison in %s: strength %q: want a number from 0 to 20 (9.4.4)", code, entry.Text)
		}
		e.Doc.SetGarrison(code, e.side, n)
		return nil
	}
	if e.NoDialogs {
		e.showError(set())
		return
	}
	e.showForm("Garrison in "+code+" ("+e.side+")", "Set", []*widget.FormItem{widget.NewFormItem("Strength", entry)}, set)
}
