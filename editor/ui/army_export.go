package ui

import (
	"fmt"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/armydoc"
)

// The one-click exports of the ODN workspace: the roster workbook (with
// the hits ticked on the roster preview), the calculator workbook and the
// roster PDF, written next to the army file and never over it.

const (
	exportRosterXLSX = armydoc.ExportRosterXLSX
	exportCalcXLSX   = armydoc.ExportCalcXLSX
	exportRosterPDF  = armydoc.ExportRosterPDF
)

// Export writes an export next to the army file (asking for a file when the
// army list has none yet) and returns where it went.
func (e *ArmyEditor) Export(k armydoc.ExportKind) (string, error) {
	p := e.Doc.ExportPath(k)
	if p == "" {
		return "", fmt.Errorf("save the army list first: exports are written next to it")
	}
	if err := e.Doc.ExportTo(k, p, e.Rules); err != nil {
		return "", err
	}
	e.setStatus("Exported " + p)
	return p, nil
}

// showExport asks where to write an export, starting from its one-click
// place.
func (e *ArmyEditor) showExport(k armydoc.ExportKind) {
	initial := e.Doc.ExportPath(k)
	if initial == "" {
		wd, _ := os.Getwd()
		initial = filepath.Join(wd, "army"+map[armydoc.ExportKind]string{exportRosterXLSX: "-roster.xlsx", exportCalcXLSX: "-calculators.xlsx", exportRosterPDF: "-roster.pdf"}[k])
	}
	e.askPath("Export to…", "Export", initial, func(p string) {
		if err := e.Doc.ExportTo(k, p, e.Rules); err != nil {
			e.showError(err)
			return
		}
		e.setStatus("Exported " + p)
	})
}

// exportBar is the row above the tabs: save, undo and redo, and the
// one-click exports.
func (e *ArmyEditor) exportBar() fyne.CanvasObject {
	one := func(label string, k armydoc.ExportKind) *widget.Button {
		b := widget.NewButtonWithIcon(label, theme.DocumentSaveIcon(), func() {
			if e.Doc.Path() == "" {
				e.showExport(k)
				return
			}
			if _, err := e.Export(k); err != nil {
				e.showError(err)
			}
		})
		return b
	}
	save := widget.NewButtonWithIcon("Save", theme.DocumentSaveIcon(), e.Save)
	save.Importance = widget.HighImportance
	undo := widget.NewButtonWithIcon("", theme.ContentUndoIcon(), e.undo)
	redo := widget.NewButtonWithIcon("", theme.ContentRedoIcon(), e.redo)
	return container.NewHBox(save, undo, redo, widget.NewSeparator(), widget.NewLabel("Export:"),
		one("Roster workbook", exportRosterXLSX), one("Calculator workbook", exportCalcXLSX), one("Roster PDF", exportRosterPDF))
}
