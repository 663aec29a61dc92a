package ui

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/tiled"
	"github.com/aide-de-camp/adc/export/vassal"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/templates"
)

// File > Export to VASSAL… and File > Export to Tiled…: the same files as
// adc export vassal and adc export tiled, never written over the scenario.

func (e *Editor) shareCharts() *scenario.ChartSet {
	s := e.Doc.Scenario()
	cs, _ := templates.ScenarioCharts(s) // an unknown set: the scenario's own charts only; the validator reports it
	return cs
}

func (e *Editor) refuseScenarioPath(paths ...string) error {
	doc := e.Doc.Path()
	for _, p := range paths {
		if doc != "" && sameFile(doc, p) {
			return fmt.Errorf("%s is the scenario file; choose another name", p)
		}
	}
	return nil
}

// ExportVassal writes the document as a VASSAL module.
func (e *Editor) ExportVassal(path string) error {
	if err := e.refuseScenarioPath(path); err != nil {
		return err
	}
	var buf bytes.Buffer
	if _, err := vassal.Write(&buf, e.Doc.Scenario(), e.shareCharts()); err != nil {
		return err
	}
	return atomicfile.Write(path, buf.Bytes(), atomicfile.NoBackup)
}

// ExportTiled writes the document's map as a Tiled map and its tileset
// image (NAME-terrain.png next to it).
func (e *Editor) ExportTiled(path string) error {
	if !strings.HasSuffix(path, ".tmx") {
		path += ".tmx"
	}
	img := filepath.Join(filepath.Dir(path), tiled.TilesetImageName(path))
	if err := e.refuseScenarioPath(path, img); err != nil {
		return err
	}
	ex, err := tiled.Write(e.Doc.Scenario(), e.shareCharts(), tiled.TilesetImageName(path))
	if err != nil {
		return err
	}
	if err := atomicfile.Write(img, ex.Tileset, atomicfile.NoBackup); err != nil {
		return err
	}
	return atomicfile.Write(path, ex.TMX, atomicfile.NoBackup)
}

func (e *Editor) showExportDialog(ext string, write func(string) error) {
	e.saveDialog("", ext, write, func(path string) { e.status.SetText("Exported " + path) })
}

// ShowExportVassal opens the save dialog of File > Export to VASSAL….
func (e *Editor) ShowExportVassal() { e.showExportDialog(".vmod", e.ExportVassal) }

// ShowExportTiled opens the save dialog of File > Export to Tiled….
func (e *Editor) ShowExportTiled() { e.showExportDialog(".tmx", e.ExportTiled) }

func init() {
	AddMenuItem(MenuItem{Menu: "File", Build: func(e *Editor) *fyne.MenuItem { return fyne.NewMenuItem("Export to VASSAL…", e.ShowExportVassal) }})
	AddMenuItem(MenuItem{Menu: "File", Build: func(e *Editor) *fyne.MenuItem { return fyne.NewMenuItem("Export to Tiled…", e.ShowExportTiled) }})
}
