package ui

import (
	"errors"
	"fmt"
	"image"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// bgPath resolves the background image path against the scenario file.
func (e *Editor) bgPath() string {
	bg := e.Doc.Scenario().Map.Background
	if bg == nil || bg.Image == "" {
		return ""
	}
	if filepath.IsAbs(bg.Image) || e.Doc.Path() == "" {
		return bg.Image
	}
	return filepath.Join(filepath.Dir(e.Doc.Path()), bg.Image)
}

// loadBackground decodes the scan in a goroutine when its path changes.
func (e *Editor) loadBackground() {
	p := e.bgPath()
	if p == e.scan.path {
		return
	}
	e.scan.path = p
	if p == "" {
		e.scan.image = nil
		return
	}
	goAsync(func() {
		img, err := decodeImage(p)
		fyne.Do(func() {
			if e.scan.path != p {
				return
			}
			if err != nil {
				e.status.SetText("Background: " + err.Error())
				return
			}
			e.scan.image = img
			e.Map.Redraw()
		})
	})
}

// decodeImage reads the scan, refusing one above
// scenario.MaxBackgroundPixels before decoding it (render.DecodeBackground).
func decodeImage(p string) (image.Image, error) {
	return render.DecodeBackground(p)
}

// SetBackgroundImage puts a scan under the grid (path relative to the
// scenario file when possible).
func (e *Editor) SetBackgroundImage(path string) {
	rel := path
	if dp := e.Doc.Path(); dp != "" {
		if r, err := filepath.Rel(filepath.Dir(dp), path); err == nil && !strings.HasPrefix(r, "..") {
			rel = r
		}
	}
	bg := &scenario.Background{Image: rel, Opacity: 0.6}
	if old := e.Doc.Scenario().Map.Background; old != nil {
		bg.Opacity = old.Opacity
	}
	e.Doc.SetBackground(bg, "")
}

// calibrateAt records a click on the scan for calibration: it asks which
// hex's centre was clicked. Two clicks set a scale and an offset; a third
// sets a full affine calibration, for a rotated or skewed scan.
func (e *Editor) calibrateAt(p render.Point) {
	s := e.Doc.Scenario()
	bg := s.Map.Background
	if bg == nil {
		e.showError(errors.New("load a background image first (Background… in the toolbar)"))
		return
	}
	g := s.Grid()
	ip := e.Map.view.ImagePoint(g, bg, p.X, p.Y)
	guess := e.Map.view.HexAt(p.X, p.Y)
	entry := NewField()
	if g.Contains(guess) {
		entry.SetText(g.Code(guess))
	}
	record := func(code string) {
		if _, err := g.Parse(code); err != nil {
			e.showError(err)
			return
		}
		e.scan.calib = append(e.scan.calib, scenario.Calibration{Hex: code, X: ip.X, Y: ip.Y})
		if len(e.scan.calib) < 2 {
			e.status.SetText(fmt.Sprintf("Calibration: hex %s pinned; now click the centre of a second, distant hex", code))
			return
		}
		nb := *bg
		nb.Calibration = slices.Clone(e.scan.calib)
		e.Doc.SetBackground(&nb, "")
		if len(e.scan.calib) == 2 {
			e.status.SetText("Calibration set by two hexes (scale and offset). For a rotated or skewed scan, click the centre of a third hex away from the line of the first two")
			return
		}
		e.scan.calib = nil
		e.status.SetText("Calibration set by three hexes: the scan now lines up with the grid")
	}
	if e.NoDialogs {
		record(entry.Text)
		return
	}
	e.showForm("Which hex's centre did you click?", "Pin",
		[]*widget.FormItem{widget.NewFormItem("Hex (XXYY)", entry)}, func() error {
			record(strings.TrimSpace(entry.Text))
			return nil
		})
}
