// Package ui is the Fyne desktop editor for Napoleonic 20 scenarios: a thin
// view over an editor/document.Document. The map canvas draws through the
// pure-Go render renderer; beside it, a tab for each part of the scenario
// (sides and rules, turn track, event deck, victory, deployment, special
// rules, charts, tables, notes) edits that part; the order of battle,
// properties and validation panels and the toolbar call Document methods,
// and everything refreshes when the document changes. Each file does one
// thing: layout.go builds the window, menu.go the main menu (other files
// add items with AddMenuItem), shortcuts.go the keyboard, files.go opening
// and saving, startup.go the command line and crash recovery, dialogs.go
// the dialogs, sections.go and panel_*.go the scenario tabs, commit.go how
// their fields commit themselves (one named undo step each),
// historypanel.go the History panel, completeness.go the Before play list
// (what the scenario lacks for play), choose.go the file chooser of Save As
// and the exports, palette.go the terrain palette, odds.go the odds preview
// and colour.go the side colour field.
//
//	a := app.NewWithID("org.aidedecamp.editor")
//	w := a.NewWindow("Aide-de-Camp")
//	ed := ui.New(a, w, doc, document.Store{Dir: dir})
//	w.SetContent(ed.Content())
//	w.ShowAndRun()
package ui

import (
	"image"
	_ "image/jpeg" // background scans
	_ "image/png"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/templates"
)

// Editor is one editor window's state and widgets.
type Editor struct {
	App   fyne.App
	Win   fyne.Window
	Doc   *document.Document
	Store document.Store
	// Validate checks a scenario; it runs in a goroutine on a copy.
	Validate func(s *scenario.Scenario) []scenario.Finding
	// NoDialogs answers prompts with their defaults instead of asking (tests
	// and scripted runs).
	NoDialogs bool

	// The window's parts.
	renderer  *render.Renderer
	Map       *MapView
	OOB       *OOBPanel
	Props     *PropsPanel
	Checks    *ValidationPanel
	Gaps      *CompletenessPanel
	History   *HistoryPanel
	Palette   *Palette
	tabs      *tabs              // the map and the scenario's parts
	checkTabs *container.AppTabs // validation and history
	status    *widget.Label
	bar       toolbar
	content   fyne.CanvasObject

	// What the tools work with.
	tool    ToolID
	terrain string // terrain the paint tools use
	feature string // hexside feature the hexside tool toggles
	side    string // side for LOC, Objective, entry areas, garrisons
	entryID string // entry area the entry tool edits
	zone    string // deployment zone the zone tool paints
	hill    struct {
		key   string          // the stroke
		hexes map[string]bool // the hexes it painted
	}

	// What the map shows.
	sel          Selection
	hideNumbers  bool
	hideUnits    bool
	hideMarkings bool      // deployment zones, entry areas, LOCs and Objectives
	attackers    []string  // the odds preview's attackers (odds.go)
	odds         oddsCache // its last answer
	showReach    bool      // preview the selected unit's movement range (V)
	reach        reachCache
	scan         scan
	lastUnits    sliceKey

	valid     *document.Revalidator
	session   session
	modal     modal  // the dialog the keyboard answers, if any
	pathField *Field // the path field of the last path dialog (askPath)
	lastError error  // with NoDialogs: the last error shown
	themeName string
	armies    []*ArmyEditor // army-list windows opened from this one

	// Commit as you edit (commit.go).
	forms      map[string]*boundForm // the forms shown, by owner
	committing string                // the owner of the form writing into the document, if any
	mainMenu   *fyne.MainMenu
	undoItem   *fyne.MenuItem // Edit > Undo, named after the step it undoes
	redoItem   *fyne.MenuItem
}

// toolbar holds the toolbar's widgets.
type toolbar struct {
	buttons                      map[ToolID]*widget.Button
	terrain, feature, side, zone *widget.Select
	entry                        *widget.SelectEntry
	entryOpts                    []string
	opacity                      *widget.Slider
}

// scan is the background scan under the grid and a calibration in progress.
type scan struct {
	image image.Image
	path  string // the file image was decoded from
	calib []scenario.Calibration
	// review: the hexes an accepted trace left for review, outlined
	// while they stay untraced (trace.go).
	review []string
}

// session is what protects the designer's work: the autosave, and the state
// of the close and recovery questions.
type session struct {
	autosave *document.Autosaver
	current  atomic.Pointer[document.Document] // e.Doc, for the autosave goroutine
	// closeConfirmed is set once the close dialog has run: unsaved changes
	// were then discarded on purpose.
	closeConfirmed  bool
	recoveryPending bool               // a recovery was offered and not yet answered
	offered         *document.Recovery // with NoDialogs: the recovery offered
}

// New builds an editor for doc in window w.
func New(a fyne.App, w fyne.Window, doc *document.Document, st document.Store) *Editor {
	return newEditorWith(a, w, doc, st, false)
}

// newEditorWith is New; with lazyPalette the terrain palette's swatches are
// built once the window is shown (Launch: the first window maps sooner).
func newEditorWith(a fyne.App, w fyne.Window, doc *document.Document, st document.Store, lazyPalette bool) *Editor {
	e := &Editor{App: a, Win: w, Store: st, tool: ToolSelect, terrain: scenario.TerrainClear,
		feature: scenario.FeatureMinorRiver, side: scenario.French, entryID: "A",
		bar: toolbar{buttons: map[ToolID]*widget.Button{}}}
	e.Validate = defaultValidate
	e.valid = &document.Revalidator{
		Check: document.Validation(func(s *scenario.Scenario) []scenario.Finding { return e.Validate(s) }),
		Async: func(f func()) { goAsync(f) },
		Post:  fyne.Do,
		Done: func(fs []scenario.Finding) {
			e.Checks.SetFindings(fs)
			e.Gaps.Check(e.Doc.Scenario())
		},
	}
	e.renderer = render.New(render.StyleFor(doc.Scenario()))
	e.status = widget.NewLabel("")
	e.status.Truncation = fyne.TextTruncateEllipsis
	e.Map = newMapView(e)
	e.OOB = newOOBPanel(e)
	e.Props = newPropsPanel(e)
	e.Checks = newValidationPanel(e)
	e.Gaps = newCompletenessPanel(e)
	e.History = newHistoryPanel(e)
	e.Palette = newPalette(e)
	e.Palette.lazy = lazyPalette
	e.setDocument(doc)
	e.restoreTheme()
	e.content = e.layout()
	e.installShortcuts()
	e.setMenu()
	w.SetCloseIntercept(e.confirmClose)
	return e
}

// defaultValidate runs the engine's validator with the scenario's chart set.
func defaultValidate(s *scenario.Scenario) []scenario.Finding {
	// An unknown set is validated with the scenario's own charts: the
	// validator reports the set itself (chart-set-unknown).
	cs, _ := templates.ScenarioCharts(s)
	return scenario.Validate(s, cs)
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
	e.session.current.Store(d)
	e.sel = Selection{}
	e.scan.calib = nil
	d.OnChange(func(c document.Change) {
		if e.Doc != d {
			return
		}
		if c.Label == "save" || c.Label == "dirty" {
			// The scenario is as it was: only the unsaved mark changed.
			// Rebuilding the panels now would drop a refused value still
			// in its field.
			e.Win.SetTitle(e.Doc.Title())
			return
		}
		e.changed()
	})
	e.renderer.SetStyle(render.StyleFor(d.Scenario()))
	if e.bar.terrain != nil {
		e.bar.terrain.Options = terrainIDs(d.Scenario())
		e.bar.terrain.Refresh()
	}
	e.Palette.Rebuild()
	if e.bar.entry != nil {
		e.bar.entryOpts = entryIDs(d.Scenario())
		e.bar.entry.SetOptions(e.bar.entryOpts)
	}
	e.refreshZones()
	e.Map.fitted = false
	e.changed()
}

// changed refreshes every view after the document changed.
func (e *Editor) changed() {
	e.Win.SetTitle(e.Doc.Title())
	if strings.HasPrefix(e.status.Text, "Error: ") && e.Map.hover == nil {
		// An error from before this change is stale now.
		e.setStatus("")
	}
	e.loadBackground()
	e.Map.version++
	if h := e.Map.hover; h != nil {
		// The hex under the pointer may just have been painted: describe it
		// as it is now.
		e.setStatus(describeHex(e.Doc.Scenario(), *h))
	}
	e.refreshReach()
	e.Map.Redraw()
	// Panels are rebuilt only when what they show changed: commands replace
	// the slices they edit, so a new slice header means new content.
	s := e.Doc.Scenario()
	if u := unitsKey(s); u != e.lastUnits {
		e.lastUnits = u
		e.OOB.Refresh()
	}
	// The form that commits keeps its widgets (and the focus the designer
	// just gave another of its fields).
	if (e.sel.Kind != SelNone || e.Props.shown != SelNone) && e.committing != "props" {
		e.Props.Show(e.sel)
	}
	e.refreshZones()
	e.refreshSection()
	e.History.Refresh()
	e.updateEditMenu()
	e.scheduleValidation()
	if e.bar.opacity != nil {
		if bg := e.Doc.Scenario().Map.Background; bg != nil {
			e.bar.opacity.Value = bg.Opacity
			e.bar.opacity.Refresh()
		}
	}
}

// scheduleValidation re-runs validation once edits pause.
func (e *Editor) scheduleValidation() {
	e.valid.Delay = validationDelay
	e.valid.Schedule(e.Doc)
}

// validationDelay is how long edits must pause before validation re-runs.
var validationDelay = 300 * time.Millisecond

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
	for id, b := range e.bar.buttons {
		if id == t {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.LowImportance
		}
		b.Refresh()
	}
	if t == ToolCalibrate {
		e.scan.calib = nil
	}
	e.setStatus("")
	e.Map.Redraw()
}

// SetTerrain sets the terrain the paint tools use.
func (e *Editor) SetTerrain(id string) {
	e.terrain = id
	if e.bar.terrain != nil && e.bar.terrain.Selected != id {
		e.bar.terrain.SetSelected(id)
	}
	e.Palette.Show(id)
	e.Map.Redraw()
}

// SetFeature sets the hexside feature the hexside tool toggles.
func (e *Editor) SetFeature(id string) {
	e.feature = id
	if e.bar.feature != nil && e.bar.feature.Selected != id {
		e.bar.feature.SetSelected(id)
	}
}

// SetSide sets the side for markings, garrisons and new units.
func (e *Editor) SetSide(side string) {
	e.side = side
	if e.bar.side != nil && e.bar.side.Selected != side {
		e.bar.side.SetSelected(side)
	}
}
