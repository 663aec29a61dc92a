// Package ui is the Fyne desktop editor for Napoleonic 20 scenarios: a thin
// view over an editor/document.Document. The map canvas draws through the
// pure-Go render renderer; the panels (order of battle, properties,
// validation) and the toolbar call Document methods and refresh when it
// changes.
//
//	a := app.NewWithID("org.aidedecamp.editor")
//	w := a.NewWindow("Aide-de-Camp")
//	ed := ui.New(a, w, doc, document.Store{Dir: dir})
//	w.SetContent(ed.Content())
//	w.ShowAndRun()
package ui

import (
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // background scans
	_ "image/png"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/scenarios"
	"github.com/aide-de-camp/adc/templates"
)

// SelKind is what is selected.
type SelKind int

// Selection kinds.
const (
	SelNone SelKind = iota
	SelHex
	SelSide
	SelUnit
)

// Selection is the object the properties panel shows.
type Selection struct {
	Kind SelKind
	Hex  hex.Hex
	Side hex.Side
	Unit string
}

// Editor is one editor window's state and widgets.
type Editor struct {
	App   fyne.App
	Win   fyne.Window
	Doc   *document.Document
	Store document.Store

	renderer *render.Renderer
	Map      *MapView
	OOB      *OOBPanel
	Props    *PropsPanel
	Checks   *ValidationPanel
	status   *widget.Label
	toolBtn  map[ToolID]*widget.Button
	content  fyne.CanvasObject

	tool    ToolID
	terrain string // terrain the paint tools use
	feature string // hexside feature the hexside tool toggles
	side    string // side for LOC, Objective, entry areas, garrisons
	entryID string // entry area the entry tool edits

	terrainSel, featureSel, sideSel *widget.Select
	entrySel                        *widget.SelectEntry
	entryOpts                       []string
	opacity                         *widget.Slider

	sel         Selection
	hideNumbers bool
	hideUnits   bool
	showReach   bool // preview the selected unit's movement range (V)
	reach       reachCache

	bgImage image.Image
	bgFor   string // the image path bgImage was decoded from
	calib   []scenario.Calibration

	autosave *document.Autosaver
	current  atomic.Pointer[document.Document] // e.Doc, for the autosave goroutine
	// Validate checks a scenario; it runs in a goroutine on a copy.
	Validate func(s *scenario.Scenario) []scenario.Finding
	// NoDialogs answers prompts with their defaults instead of asking (tests
	// and scripted runs).
	NoDialogs  bool
	validating bool
	revalidate bool
	valTimer   *time.Timer
	// closeConfirmed is set once the close dialog has run: unsaved changes
	// were then discarded on purpose.
	closeConfirmed bool
	lastUnits      sliceKey
}

// New builds an editor for doc in window w.
func New(a fyne.App, w fyne.Window, doc *document.Document, st document.Store) *Editor {
	e := &Editor{App: a, Win: w, Store: st, tool: ToolSelect, terrain: scenario.TerrainClear,
		feature: scenario.FeatureMinorRiver, side: scenario.French, entryID: "A",
		toolBtn: map[ToolID]*widget.Button{}}
	e.Validate = defaultValidate
	e.renderer = render.New(render.StyleFor(doc.Scenario()))
	e.status = widget.NewLabel("")
	e.status.Truncation = fyne.TextTruncateEllipsis
	e.Map = newMapView(e)
	e.OOB = newOOBPanel(e)
	e.Props = newPropsPanel(e)
	e.Checks = newValidationPanel(e)
	e.setDocument(doc)
	e.content = e.layout()
	e.installShortcuts()
	w.SetMainMenu(e.menu())
	w.SetCloseIntercept(e.confirmClose)
	return e
}

// defaultValidate runs the engine's validator with the scenario's chart set.
func defaultValidate(s *scenario.Scenario) []scenario.Finding {
	set, _ := templates.ChartSet(s.Charts.Set)
	return scenario.Validate(s, scenario.Resolve(s, set))
}

// Content returns the window content.
func (e *Editor) Content() fyne.CanvasObject { return e.content }

// Tool returns the current tool.
func (e *Editor) Tool() ToolID { return e.tool }

// Selected returns the current selection.
func (e *Editor) Selected() Selection { return e.sel }

// Status returns the status bar text.
func (e *Editor) Status() string { return e.status.Text }

func (e *Editor) setStatus(s string) {
	if s == "" {
		s = "Tool: " + e.toolName() + " · hover a hex for its number, terrain and features"
	}
	e.status.SetText(s)
}

func (e *Editor) toolName() string {
	for _, t := range Tools {
		if t.ID == e.tool {
			return t.Name + " — " + t.Help
		}
	}
	return string(e.tool)
}

// setDocument makes d the edited document.
func (e *Editor) setDocument(d *document.Document) {
	e.Doc = d
	e.current.Store(d)
	e.sel = Selection{}
	e.calib = nil
	d.OnChange(func(c document.Change) {
		if e.Doc != d {
			return
		}
		e.changed()
	})
	e.renderer.SetStyle(render.StyleFor(d.Scenario()))
	if e.terrainSel != nil {
		e.terrainSel.Options = terrainIDs(d.Scenario())
		e.terrainSel.Refresh()
	}
	if e.entrySel != nil {
		e.entryOpts = entryIDs(d.Scenario())
		e.entrySel.SetOptions(e.entryOpts)
	}
	e.Map.fitted = false
	e.changed()
}

// changed refreshes every view after the document changed.
func (e *Editor) changed() {
	e.Win.SetTitle(e.Doc.Title())
	e.loadBackground()
	e.Map.version++
	e.refreshReach()
	e.Map.Redraw()
	// Panels are rebuilt only when what they show changed: commands replace
	// the slices they edit, so a new slice header means new content.
	s := e.Doc.Scenario()
	if u := unitsKey(s); u != e.lastUnits {
		e.lastUnits = u
		e.OOB.Refresh()
	}
	if e.sel.Kind != SelNone || e.Props.shown != SelNone {
		e.Props.Show(e.sel)
	}
	e.scheduleValidation()
	if e.opacity != nil {
		if bg := e.Doc.Scenario().Map.Background; bg != nil {
			e.opacity.Value = bg.Opacity
			e.opacity.Refresh()
		}
	}
}

// scheduleValidation re-runs validation once edits pause for
// validationDelay (a brush stroke validates once, at its end), in a
// goroutine on a copy of the scenario; a change during a run schedules one
// more run.
func (e *Editor) scheduleValidation() {
	if validationDelay <= 0 {
		e.runValidation()
		return
	}
	if e.valTimer != nil {
		e.valTimer.Stop()
	}
	e.valTimer = time.AfterFunc(validationDelay, func() { fyne.Do(e.runValidation) })
}

// validationDelay is how long edits must pause before validation re-runs.
var validationDelay = 300 * time.Millisecond

func (e *Editor) runValidation() {
	if e.validating {
		e.revalidate = true
		return
	}
	data, err := e.Doc.Snapshot()
	if err != nil {
		return
	}
	e.validating = true
	validate := e.Validate
	goAsync(func() {
		var fs []scenario.Finding
		if s, err := scenario.Parse(data, "scenario.yaml"); err != nil {
			fs = []scenario.Finding{{Severity: scenario.Error, Message: err.Error()}}
		} else {
			fs = validate(s)
		}
		fyne.Do(func() {
			e.validating = false
			e.Checks.SetFindings(fs)
			if e.revalidate {
				e.revalidate = false
				e.runValidation()
			}
		})
	})
}

type sliceKey struct {
	p *scenario.Unit
	n int
}

func unitsKey(s *scenario.Scenario) sliceKey {
	if len(s.Units) == 0 {
		return sliceKey{}
	}
	return sliceKey{&s.Units[0], len(s.Units)}
}

// goAsync runs slow work off the UI goroutine (tests make it synchronous).
var goAsync = func(f func()) { go f() }

// SetTool switches the current tool.
func (e *Editor) SetTool(t ToolID) {
	if _, ok := toolTable[t]; !ok {
		return
	}
	e.tool = t
	for id, b := range e.toolBtn {
		if id == t {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.LowImportance
		}
		b.Refresh()
	}
	if t == ToolCalibrate {
		e.calib = nil
	}
	e.setStatus("")
	e.Map.Redraw()
}

// SetTerrain sets the terrain the paint tools use.
func (e *Editor) SetTerrain(id string) {
	e.terrain = id
	if e.terrainSel != nil && e.terrainSel.Selected != id {
		e.terrainSel.SetSelected(id)
	}
}

// SetFeature sets the hexside feature the hexside tool toggles.
func (e *Editor) SetFeature(id string) {
	e.feature = id
	if e.featureSel != nil && e.featureSel.Selected != id {
		e.featureSel.SetSelected(id)
	}
}

// SetSide sets the side for markings and garrisons.
func (e *Editor) SetSide(side string) { e.side = side }

func (e *Editor) selectHex(h hex.Hex) {
	e.sel = Selection{Kind: SelHex, Hex: h}
	e.Props.Show(e.sel)
	e.Map.Redraw()
}

func (e *Editor) selectSide(sd hex.Side) {
	e.sel = Selection{Kind: SelSide, Side: sd}
	e.Props.Show(e.sel)
	e.Map.Redraw()
}

func (e *Editor) selectUnit(id string) {
	e.sel = Selection{Kind: SelUnit, Unit: id}
	if u := document.UnitIndex(e.Doc.Scenario(), id); u >= 0 {
		if p := e.Doc.Scenario().Units[u].Placement; p.Kind == scenario.PlaceSetup {
			if h, err := document.Grid(e.Doc.Scenario()).Parse(p.Hex); err == nil {
				e.sel.Hex = h
			}
		}
	}
	e.Props.Show(e.sel)
	e.OOB.Select(id)
	e.refreshReach()
	e.Map.Redraw()
}

func (e *Editor) clearSelection() {
	e.sel = Selection{}
	e.Props.Show(e.sel)
	e.Map.Redraw()
}

// Select selects the object a validation finding names: a unit (by field
// path units[N] or object `unit "id"`), a hexside (map.hexsides[N]) or a
// hex (object `hex XXYY`).
func (e *Editor) Select(f scenario.Finding) bool {
	s := e.Doc.Scenario()
	if i, ok := pathIndex(f.Path, "units["); ok && i < len(s.Units) {
		e.selectUnit(s.Units[i].ID)
		return true
	}
	if i, ok := pathIndex(f.Path, "map.hexsides["); ok && i < len(s.Map.Hexsides) {
		g := document.Grid(s)
		a, e1 := g.Parse(s.Map.Hexsides[i].Between[0])
		b, e2 := g.Parse(s.Map.Hexsides[i].Between[1])
		if sd, ok := hex.Between(a, b); ok && e1 == nil && e2 == nil {
			e.selectSide(sd)
			return true
		}
	}
	if code, ok := pathHex(s, f.Path); ok {
		if h, err := document.Grid(s).Parse(code); err == nil {
			e.selectHex(h)
			return true
		}
	}
	obj := f.Object
	if strings.HasPrefix(obj, "unit ") {
		id := strings.Trim(strings.TrimPrefix(obj, "unit "), `"`)
		if document.UnitIndex(s, id) >= 0 {
			e.selectUnit(id)
			return true
		}
	}
	if strings.HasPrefix(obj, "hex ") {
		code := strings.Fields(strings.TrimPrefix(obj, "hex "))
		if len(code) > 0 {
			if h, err := document.Grid(s).Parse(strings.Trim(code[0], `"`)); err == nil {
				e.selectHex(h)
				return true
			}
		}
	}
	return false
}

// pathHex returns the hex a finding's field path points into: a terrain
// entry, a place, LOC, Objective or garrison, the first hex of an entry area
// or road, or a calibration point.
func pathHex(s *scenario.Scenario, path string) (string, bool) {
	if code, ok := strings.CutPrefix(path, "map.terrain."); ok {
		return code, true
	}
	m := &s.Map
	pick := func(prefix string, n int, at func(i int) string) (string, bool) {
		if i, ok := pathIndex(path, prefix); ok && i < n {
			if c := at(i); c != "" {
				return c, true
			}
		}
		return "", false
	}
	first := func(hexes []string) string {
		if len(hexes) == 0 {
			return ""
		}
		return hexes[0]
	}
	for _, try := range []func() (string, bool){
		func() (string, bool) {
			return pick("map.places[", len(m.Places), func(i int) string { return m.Places[i].Hex })
		},
		func() (string, bool) {
			return pick("map.locs[", len(m.LOCs), func(i int) string { return m.LOCs[i].Hex })
		},
		func() (string, bool) {
			return pick("map.objectives[", len(m.Objectives), func(i int) string { return m.Objectives[i].Hex })
		},
		func() (string, bool) {
			return pick("map.garrisons[", len(m.Garrisons), func(i int) string { return m.Garrisons[i].Hex })
		},
		func() (string, bool) {
			return pick("map.entry_areas[", len(m.EntryAreas), func(i int) string { return first(m.EntryAreas[i].Hexes) })
		},
		func() (string, bool) {
			return pick("map.roads[", len(m.Roads), func(i int) string { return first(m.Roads[i].Hexes) })
		},
	} {
		if c, ok := try(); ok {
			return c, true
		}
	}
	if m.Background != nil {
		return pick("map.background.calibration[", len(m.Background.Calibration), func(i int) string { return m.Background.Calibration[i].Hex })
	}
	return "", false
}

func pathIndex(path, prefix string) (int, bool) {
	if !strings.HasPrefix(path, prefix) {
		return 0, false
	}
	rest := path[len(prefix):]
	end := strings.IndexByte(rest, ']')
	if end < 0 {
		return 0, false
	}
	i, err := strconv.Atoi(rest[:end])
	return i, err == nil
}

func (e *Editor) showError(err error) {
	if err == nil {
		return
	}
	e.status.SetText("Error: " + err.Error())
	dialog.ShowError(err, e.Win)
}

// promptLabel asks for a hex's place name.
func (e *Editor) promptLabel(code string) {
	name := ""
	for _, p := range e.Doc.Scenario().Map.Places {
		if p.Hex == code {
			name = p.Name
		}
	}
	entry := widget.NewEntry()
	entry.SetText(name)
	dialog.ShowForm("Label hex "+code, "Set", "Cancel", []*widget.FormItem{widget.NewFormItem("Name", entry)}, func(ok bool) {
		if ok {
			e.Doc.SetPlace(code, strings.TrimSpace(entry.Text))
		}
	}, e.Win)
	e.Win.Canvas().Focus(entry)
}

// promptGarrison asks for a garrison's strength (9.4.4).
func (e *Editor) promptGarrison(code string) {
	entry := widget.NewEntry()
	entry.SetText("1")
	for _, g := range e.Doc.Scenario().Map.Garrisons {
		if g.Hex == code {
			entry.SetText(strconv.Itoa(g.Strength))
		}
	}
	if e.NoDialogs {
		n, _ := strconv.Atoi(entry.Text)
		e.Doc.SetGarrison(code, e.side, n)
		return
	}
	dialog.ShowForm("Garrison in "+code+" ("+e.side+")", "Set", "Cancel", []*widget.FormItem{widget.NewFormItem("Strength", entry)}, func(ok bool) {
		if !ok {
			return
		}
		n, err := strconv.Atoi(strings.TrimSpace(entry.Text))
		if err != nil || n < 0 || n > 20 {
			e.showError(fmt.Errorf("garrison strength %q: want a number from 0 to 20 (9.4.4)", entry.Text))
			return
		}
		e.Doc.SetGarrison(code, e.side, n)
	}, e.Win)
}

// --- Background scan -------------------------------------------------------

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
	if p == e.bgFor {
		return
	}
	e.bgFor = p
	if p == "" {
		e.bgImage = nil
		return
	}
	goAsync(func() {
		img, err := decodeImage(p)
		fyne.Do(func() {
			if e.bgFor != p {
				return
			}
			if err != nil {
				e.status.SetText("Background: " + err.Error())
				return
			}
			e.bgImage = img
			e.Map.Redraw()
		})
	})
}

func decodeImage(p string) (image.Image, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	// Convert to RGBA once so that drawing samples it quickly.
	b := img.Bounds()
	out := image.NewRGBA(b)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out, nil
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
// hex's centre was clicked, and after two clicks sets the calibration.
func (e *Editor) calibrateAt(p render.Point) {
	s := e.Doc.Scenario()
	bg := s.Map.Background
	if bg == nil {
		e.showError(errors.New("load a background image first (Background… in the toolbar)"))
		return
	}
	g := document.Grid(s)
	ip := e.Map.view.ImagePoint(g, bg, p.X, p.Y)
	guess := e.Map.view.HexAt(p.X, p.Y)
	entry := widget.NewEntry()
	if g.Contains(guess) {
		entry.SetText(g.Code(guess))
	}
	record := func(code string) {
		if _, err := g.Parse(code); err != nil {
			e.showError(err)
			return
		}
		e.calib = append(e.calib, scenario.Calibration{Hex: code, X: ip.X, Y: ip.Y})
		if len(e.calib) < 2 {
			e.status.SetText(fmt.Sprintf("Calibration: hex %s pinned; now click the centre of a second, distant hex", code))
			return
		}
		nb := *bg
		nb.Calibration = e.calib[:2]
		e.calib = nil
		e.Doc.SetBackground(&nb, "")
		e.status.SetText("Calibration set: the scan now lines up with the grid")
	}
	if e.NoDialogs {
		record(entry.Text)
		return
	}
	dialog.ShowForm("Which hex's centre did you click?", "Pin", "Cancel",
		[]*widget.FormItem{widget.NewFormItem("Hex (XXYY)", entry)}, func(ok bool) {
			if ok {
				record(strings.TrimSpace(entry.Text))
			}
		}, e.Win)
}

// --- Files -----------------------------------------------------------------

// OpenFile replaces the document by the file at path.
func (e *Editor) OpenFile(path string) error {
	d, err := document.Open(path)
	if err != nil {
		return err
	}
	e.setDocument(d)
	e.Store.AddRecent(path)
	e.Win.SetMainMenu(e.menu())
	return nil
}

// OpenBundled opens a scenario shipped with the program (unsaved: Save asks
// for a file).
func (e *Editor) OpenBundled(id string) error {
	data, err := scenarios.Open(id)
	if err != nil {
		return err
	}
	s, err := scenario.Parse(data, id+".yaml")
	if err != nil {
		return err
	}
	e.setDocument(document.New(s, ""))
	return nil
}

// Save saves to the document's file, or asks for one.
func (e *Editor) Save() {
	if e.Doc.Path() == "" {
		e.SaveAs()
		return
	}
	if err := e.Doc.Save(""); err != nil {
		e.showError(err)
		return
	}
	e.Store.AddRecent(e.Doc.Path())
	e.status.SetText("Saved " + e.Doc.Path())
}

// SaveAs asks for a file and saves to it.
func (e *Editor) SaveAs() {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		path := w.URI().Path()
		w.Close()
		if err := e.Doc.Save(path); err != nil {
			e.showError(err)
			return
		}
		e.Store.AddRecent(path)
		e.Win.SetMainMenu(e.menu())
	}, e.Win)
	id := e.Doc.Scenario().ID
	if id == "" {
		id = "scenario"
	}
	d.SetFileName(id + ".yaml")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".yaml", ".yml"}))
	d.Show()
}

// guard runs f now when the document is clean, else after asking whether to
// save, discard or cancel.
func (e *Editor) guard(f func()) {
	if !e.Doc.Dirty() {
		f()
		return
	}
	var dlg dialog.Dialog
	save := widget.NewButton("Save", func() {
		dlg.Hide()
		if e.Doc.Path() == "" {
			e.SaveAs()
			return
		}
		if err := e.Doc.Save(""); err != nil {
			e.showError(err)
			return
		}
		f()
	})
	save.Importance = widget.HighImportance
	discard := widget.NewButton("Don't save", func() { dlg.Hide(); f() })
	cancel := widget.NewButton("Cancel", func() { dlg.Hide() })
	dlg = dialog.NewCustomWithoutButtons("Unsaved changes",
		container.NewVBox(widget.NewLabel(e.Doc.Title()+"\nhas changes that are not saved."),
			container.NewHBox(cancel, discard, save)), e.Win)
	dlg.Show()
}

// confirmClose is the window's close intercept.
func (e *Editor) confirmClose() {
	e.guard(func() {
		e.closeConfirmed = true // saved, or the user chose not to save
		e.Win.Close()
	})
}

// ShowOpen asks for a scenario file to open.
func (e *Editor) ShowOpen() {
	e.guard(func() {
		d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
			if err != nil || r == nil {
				return
			}
			path := r.URI().Path()
			r.Close()
			if err := e.OpenFile(path); err != nil {
				e.showError(err)
			}
		}, e.Win)
		d.SetFilter(storage.NewExtensionFileFilter([]string{".yaml", ".yml"}))
		d.Show()
	})
}

// ShowNew asks for a template (map size and numbering) and starts a new
// scenario.
func (e *Editor) ShowNew() {
	e.guard(func() {
		f := NewScenarioForm()
		dialog.ShowForm("New scenario", "Create", "Cancel", f.Items(), func(ok bool) {
			if !ok {
				return
			}
			if err := e.NewFromForm(f); err != nil {
				e.showError(err)
			}
		}, e.Win)
	})
}

// NewFromForm starts a new scenario from a filled template form.
func (e *Editor) NewFromForm(f *NewForm) error {
	t, err := f.Template()
	if err != nil {
		return err
	}
	s, err := document.NewScenario(t)
	if err != nil {
		return err
	}
	d := document.New(s, "")
	e.setDocument(d)
	d.MarkDirty()
	return nil
}

// ShowBackgroundOpen asks for a scan image.
func (e *Editor) ShowBackgroundOpen() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		e.SetBackgroundImage(path)
	}, e.Win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".png", ".jpg", ".jpeg"}))
	d.Show()
}

// StartAutosave writes a recovery file every interval while there are
// unsaved changes.
func (e *Editor) StartAutosave(interval time.Duration) {
	e.autosave = &document.Autosaver{Store: e.Store, Interval: interval}
	// The ticker reads the current document through an atomic pointer: it
	// must not wait for the UI goroutine, which may be waiting for it to stop.
	e.autosave.Start(e.current.Load)
}

// --- Layout, menus and shortcuts --------------------------------------------

func (e *Editor) layout() fyne.CanvasObject {
	tb := container.NewHBox()
	for _, t := range Tools {
		t := t
		b := widget.NewButton(t.Name, func() { e.SetTool(t.ID) })
		b.Importance = widget.LowImportance
		if t.ID == e.tool {
			b.Importance = widget.HighImportance
		}
		e.toolBtn[t.ID] = b
		tb.Add(b)
	}
	e.terrainSel = widget.NewSelect(terrainIDs(e.Doc.Scenario()), func(s string) { e.terrain = s })
	e.terrainSel.SetSelected(e.terrain)
	e.featureSel = widget.NewSelect(featureIDs(), func(s string) { e.feature = s })
	e.featureSel.SetSelected(e.feature)
	e.sideSel = widget.NewSelect([]string{scenario.French, scenario.AntiFrench}, func(s string) { e.side = s })
	e.sideSel.SetSelected(e.side)
	e.entryOpts = entryIDs(e.Doc.Scenario())
	e.entrySel = widget.NewSelectEntry(e.entryOpts)
	e.entrySel.SetText(e.entryID)
	e.entrySel.OnChanged = func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			e.entryID = s
		}
	}
	e.opacity = widget.NewSlider(0, 1)
	e.opacity.Step = 0.05
	e.opacity.Value = 0.6
	e.opacity.OnChanged = func(v float64) {
		bg := e.Doc.Scenario().Map.Background
		if bg == nil || bg.Opacity == v {
			return
		}
		nb := *bg
		nb.Opacity = v
		e.Doc.SetBackground(&nb, "opacity")
	}
	e.opacity.OnChangeEnded = func(float64) { e.Doc.EndMerge() }
	options := container.NewHBox(
		widget.NewLabel("Terrain"), e.terrainSel,
		widget.NewLabel("Hexside"), e.featureSel,
		widget.NewLabel("Side"), e.sideSel,
		widget.NewLabel("Entry area"), e.entrySel,
		widget.NewButton("Background…", e.ShowBackgroundOpen),
		widget.NewLabel("Opacity"), container.NewGridWrap(fyne.NewSize(120, 36), e.opacity),
	)
	top := container.NewVBox(container.NewHScroll(tb), container.NewHScroll(options))
	right := container.NewVSplit(e.Props.Content(), e.Checks.Content())
	right.Offset = 0.55
	mapAndRight := container.NewHSplit(e.Map, right)
	mapAndRight.Offset = 0.74
	main := container.NewHSplit(e.OOB.Content(), mapAndRight)
	main.Offset = 0.16
	e.setStatus("")
	return container.NewBorder(top, e.status, nil, nil, main)
}

func terrainIDs(s *scenario.Scenario) []string {
	set, _ := templates.ChartSet(s.Charts.Set)
	cs := scenario.Resolve(s, set)
	var ids []string
	for _, t := range cs.Terrain {
		ids = append(ids, t.ID)
	}
	if len(ids) == 0 {
		ids = []string{scenario.TerrainClear, scenario.TerrainForest, scenario.TerrainRough, scenario.TerrainMarsh,
			scenario.TerrainSwamp, scenario.TerrainEscarpment, scenario.TerrainTown, scenario.TerrainVillage,
			scenario.TerrainFortified, scenario.TerrainRedoubt}
	}
	return ids
}

// entryIDs lists the scenario's entry areas, then the usual letters.
func entryIDs(s *scenario.Scenario) []string {
	var ids []string
	seen := map[string]bool{}
	for _, a := range s.Map.EntryAreas {
		if !seen[a.ID] {
			seen[a.ID] = true
			ids = append(ids, a.ID)
		}
	}
	for _, l := range []string{"A", "B", "C", "D", "Z"} {
		if !seen[l] {
			ids = append(ids, l)
		}
	}
	return ids
}

func featureIDs() []string {
	return []string{scenario.FeatureMinorRiver, scenario.FeatureMajorRiver, scenario.FeatureBridge, scenario.FeatureFord,
		scenario.FeatureSlope, scenario.FeatureSteepSlope, scenario.FeatureRedoubt, scenario.FeatureTrail,
		scenario.FeatureStreambed, scenario.FeatureImpassable, scenario.FeaturePerimeter}
}

func (e *Editor) menu() *fyne.MainMenu {
	recent := fyne.NewMenuItem("Open Recent", nil)
	for _, p := range e.Store.Recent() {
		p := p
		recent.ChildMenu = appendItem(recent.ChildMenu, fyne.NewMenuItem(p, func() {
			e.guard(func() {
				if err := e.OpenFile(p); err != nil {
					e.showError(err)
				}
			})
		}))
	}
	if recent.ChildMenu == nil {
		recent.Disabled = true
	}
	bundled := fyne.NewMenuItem("Open Bundled Scenario", nil)
	ids := scenarios.List()
	sort.Strings(ids)
	for _, id := range ids {
		id := id
		bundled.ChildMenu = appendItem(bundled.ChildMenu, fyne.NewMenuItem(id, func() {
			e.guard(func() {
				if err := e.OpenBundled(id); err != nil {
					e.showError(err)
				}
			})
		}))
	}
	file := fyne.NewMenu("File",
		fyne.NewMenuItem("New…", e.ShowNew),
		fyne.NewMenuItem("Open…", e.ShowOpen),
		recent, bundled,
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Save", e.Save),
		fyne.NewMenuItem("Save As…", e.SaveAs),
		fyne.NewMenuItem("Print to PDF…", e.ShowPrint),
		fyne.NewMenuItem("Export to VASSAL…", e.ShowExportVassal), fyne.NewMenuItem("Export to Tiled…", e.ShowExportTiled),
	)
	edit := fyne.NewMenu("Edit",
		fyne.NewMenuItem("Undo", func() { e.Doc.Undo() }),
		fyne.NewMenuItem("Redo", func() { e.Doc.Redo() }),
	)
	view := fyne.NewMenu("View",
		fyne.NewMenuItem("Zoom In (+)", func() { e.Map.Zoom(1.25) }),
		fyne.NewMenuItem("Zoom Out (-)", func() { e.Map.Zoom(0.8) }),
		fyne.NewMenuItem("Whole Map (0)", e.Map.Fit),
		fyne.NewMenuItem("Hex Numbers (N)", func() { e.hideNumbers = !e.hideNumbers; e.Map.Redraw() }),
		fyne.NewMenuItem("Units (H)", func() { e.hideUnits = !e.hideUnits; e.Map.Redraw() }),
		fyne.NewMenuItem("Movement Range of the Selected Unit (V)", e.ToggleMovementRange),
	)
	var items []*fyne.MenuItem
	for _, t := range Tools {
		t := t
		items = append(items, fyne.NewMenuItem(t.Name+" ("+string(t.Key)+")", func() { e.SetTool(t.ID) }))
	}
	return fyne.NewMainMenu(file, edit, view, fyne.NewMenu("Tools", items...))
}

func appendItem(m *fyne.Menu, it *fyne.MenuItem) *fyne.Menu {
	if m == nil {
		return fyne.NewMenu("", it)
	}
	m.Items = append(m.Items, it)
	return m
}

// Shortcuts lists the keyboard shortcuts besides the one-key tool keys.
var Shortcuts = []struct{ Keys, Action string }{
	{"Ctrl+Z", "undo"}, {"Ctrl+Shift+Z / Ctrl+Y", "redo"}, {"Ctrl+S", "save"}, {"Ctrl+Shift+S", "save as"},
	{"Ctrl+O", "open"}, {"Ctrl+N", "new scenario"}, {"+ / - / mouse wheel", "zoom"}, {"0", "whole map"},
	{"arrow keys / drag with Select", "pan"}, {"N", "hex numbers on/off"}, {"H", "units on/off"},
	{"Delete", "delete the selected unit"}, {"Escape", "clear the selection"},
}

func (e *Editor) installShortcuts() {
	c := e.Win.Canvas()
	add := func(k fyne.KeyName, mod fyne.KeyModifier, f func()) {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: mod}, func(fyne.Shortcut) { f() })
	}
	add(fyne.KeyZ, fyne.KeyModifierShortcutDefault, func() { e.Doc.Undo() })
	add(fyne.KeyZ, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift, func() { e.Doc.Redo() })
	add(fyne.KeyY, fyne.KeyModifierShortcutDefault, func() { e.Doc.Redo() })
	add(fyne.KeyS, fyne.KeyModifierShortcutDefault, e.Save)
	add(fyne.KeyS, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift, e.SaveAs)
	add(fyne.KeyO, fyne.KeyModifierShortcutDefault, e.ShowOpen)
	add(fyne.KeyN, fyne.KeyModifierShortcutDefault, e.ShowNew)
	c.SetOnTypedKey(e.TypedKey)
	c.SetOnTypedRune(func(r rune) {
		switch r {
		case '+', '=':
			e.Map.Zoom(1.25)
		case '-':
			e.Map.Zoom(0.8)
		case '0':
			e.Map.Fit()
		}
	})
}

// TypedKey handles the one-key shortcuts when no text field has the focus.
func (e *Editor) TypedKey(ev *fyne.KeyEvent) {
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
	case fyne.KeyEscape:
		e.clearSelection()
	case fyne.KeyDelete:
		if e.sel.Kind == SelUnit {
			e.Doc.DeleteUnit(e.sel.Unit)
			e.clearSelection()
		}
	}
}
