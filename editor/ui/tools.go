package ui

import (
	"slices"

	"fyne.io/fyne/v2"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// ToolID names an editing tool.
type ToolID string

// The editor's tools. Each has a one-key shortcut (see Tools).
const (
	ToolSelect    ToolID = "select"
	ToolTerrain   ToolID = "terrain"
	ToolBrush     ToolID = "brush"
	ToolFill      ToolID = "fill"
	ToolHexside   ToolID = "hexside"
	ToolRoad      ToolID = "road"
	ToolTrail     ToolID = "trail"
	ToolLabel     ToolID = "label"
	ToolLOC       ToolID = "loc"
	ToolObjective ToolID = "objective"
	ToolEntry     ToolID = "entry"
	ToolGarrison  ToolID = "garrison"
	ToolUnit      ToolID = "unit"
	ToolCalibrate ToolID = "calibrate"
	ToolZone      ToolID = "zone"
	ToolHill      ToolID = "hill"
)

// Tool describes a tool for the toolbar, the Tools menu and the help.
type Tool struct {
	ID   ToolID
	Name string
	Key  fyne.KeyName
	Help string
}

// Tools lists the tools in toolbar order with their shortcut keys.
var Tools = []Tool{
	{ToolSelect, "Select", fyne.KeyS, "click a hex or unit to edit it in Properties; drag a unit to move it; drag the map to pan"},
	{ToolTerrain, "Terrain", fyne.KeyT, "click or drag to paint single hexes; right-click erases back to untraced"},
	{ToolBrush, "Brush", fyne.KeyB, "paint a 7-hex brush; right-click erases"},
	{ToolFill, "Fill", fyne.KeyF, "flood-fill the connected hexes of the same terrain"},
	{ToolHexside, "Hexside", fyne.KeyE, "click near an edge to toggle the feature; for slopes the hex you click in is uphill"},
	{ToolHill, "Hill", fyne.KeyI, "paint the hexes of a hill: its edges become slope hexsides, uphill inward (steep slopes when the Hexside choice is steep_slope); right-click erases"},
	{ToolRoad, "Road", fyne.KeyR, "drag through hexes to draw a road; right-click near an edge erases that step"},
	{ToolTrail, "Trail", fyne.KeyK, "drag through hexes to draw a trail; right-click near an edge erases that step"},
	{ToolLabel, "Label", fyne.KeyL, "click a hex to name it; right-click removes the name"},
	{ToolLOC, "LOC", fyne.KeyC, "click to toggle a LOC hex of the current side (6.12)"},
	{ToolObjective, "Objective", fyne.KeyO, "click to toggle an Objective hex of the current side (14.0)"},
	{ToolEntry, "Entry area", fyne.KeyA, "click edge hexes to add them to the current entry area (11.2)"},
	{ToolGarrison, "Garrison", fyne.KeyG, "click to set a garrison of the current side (9.4.4); right-click removes it"},
	{ToolUnit, "Units", fyne.KeyU, "click to set up the unit selected in the OOB; drag units on the map or from the OOB list"},
	{ToolZone, "Zone", fyne.KeyD, "click or drag to add hexes to the deployment zone chosen in the toolbar (3.0); again to take them out"},
	{ToolCalibrate, "Calibrate", fyne.KeyM, "click the centre of a known hex on the background scan: two hexes give scale and offset, a third a rotated or skewed scan"},
}

// toolHandler is what a tool does with the pointer. p is in raster pixels
// and h the hex under it.
type toolHandler struct {
	tap, erase func(e *Editor, p render.Point, h hex.Hex)
	// stroke is called for every hex a drag enters (from is the previous
	// hex; on the first call from == to).
	stroke func(e *Editor, from, to hex.Hex, key string)
	// edgeStroke is called for every point a drag passes (every few
	// pixels): tools that draw on hexsides follow the edges under it.
	edgeStroke func(e *Editor, p render.Point, key string, first bool)
	unitDrag   bool // a drag that starts on a unit moves it
}

func onMap(e *Editor, h hex.Hex) (string, bool) {
	g := e.Doc.Scenario().Grid()
	if !g.Contains(h) {
		return "", false
	}
	return g.Code(h), true
}

// nearSide returns the hexside near p when p is close enough to an edge.
func nearSide(e *Editor, p render.Point, limit float64) (hex.Side, bool) {
	sd, d := e.Map.view.SideAt(p.X, p.Y)
	if d > limit {
		return sd, false
	}
	a, b := sd.Hexes()
	g := e.Doc.Scenario().Grid()
	return sd, g.Contains(a) && g.Contains(b)
}

func paint(terrain func(e *Editor) string, brush int) func(e *Editor, from, to hex.Hex, key string) {
	return func(e *Editor, _, to hex.Hex, key string) {
		codes := document.Brush(e.Doc.Scenario(), to, brush)
		e.Doc.PaintTerrain(codes, terrain(e), key)
	}
}

func current(e *Editor) string { return e.terrain }
func erased(*Editor) string    { return "" }

func strokeTap(f func(e *Editor, from, to hex.Hex, key string)) func(e *Editor, p render.Point, h hex.Hex) {
	return func(e *Editor, _ render.Point, h hex.Hex) {
		if _, ok := onMap(e, h); ok {
			f(e, h, h, "")
		}
	}
}

func roadTool(kind string) toolHandler {
	return toolHandler{
		tap: func(e *Editor, _ render.Point, h hex.Hex) { e.selectHex(h) },
		erase: func(e *Editor, p render.Point, _ hex.Hex) {
			if sd, ok := nearSide(e, p, 0.6); ok {
				a, b := sd.Hexes()
				e.Doc.RemoveRoadStep(a, b)
			}
		},
		stroke: func(e *Editor, from, to hex.Hex, key string) {
			if from != to {
				e.Doc.ExtendRoad(kind, from, to, key)
			}
		},
	}
}

// hexsideStroke draws the hexside feature along the edges a drag follows:
// the first edge decides whether the stroke adds the feature (the edge did
// not have it) or removes it. For slopes, the hex the pointer is in is
// uphill, as for a click.
func hexsideStroke(e *Editor, p render.Point, key string, first bool) {
	sd, ok := nearSide(e, p, 0.3)
	if !ok {
		return
	}
	if !first && e.Map.edgeHas && e.Map.edgeLast == sd {
		return
	}
	a, b := sd.Hexes()
	s := e.Doc.Scenario()
	if first || !e.Map.edgeHas {
		e.Map.edgeOn = !document.HasHexsideFeature(s, a, b, e.feature)
	}
	e.Map.edgeLast, e.Map.edgeHas = sd, true
	h := e.Map.view.HexAt(p.X, p.Y)
	uphill := ""
	if h == a || h == b {
		uphill = s.Grid().Code(h)
	}
	// The edge is selected first, so that Properties shows the edge the
	// stroke just drew as the change refreshes it.
	e.sel = Selection{Kind: SelSide, Side: sd}
	if _, err := e.Doc.SetHexsideFeature(a, b, e.feature, uphill, e.Map.edgeOn, key); err != nil {
		e.showError(err)
		return
	}
}

// hillStroke adds the hex a drag enters to the hill the stroke paints: the
// stroke's hexes are ringed with slope hexsides, one undo step per stroke.
func hillStroke(e *Editor, _, to hex.Hex, key string) {
	code, ok := onMap(e, to)
	if !ok {
		return
	}
	if key == "" || key != e.hill.key {
		e.hill.key, e.hill.hexes = key, map[string]bool{}
	}
	if e.hill.hexes[code] {
		return
	}
	e.hill.hexes[code] = true
	e.Doc.PaintHill(e.hill.hexes, []string{code}, hillFeature(e), true, key)
}

// hillErase takes the slopes round a hex away.
func hillErase(e *Editor, h hex.Hex) {
	if code, ok := onMap(e, h); ok {
		e.Doc.PaintHill(map[string]bool{code: true}, []string{code}, hillFeature(e), false, "")
	}
}

// hillFeature is steep_slope when the Hexside choice is, else slope.
func hillFeature(e *Editor) string {
	if e.feature == scenario.FeatureSteepSlope {
		return scenario.FeatureSteepSlope
	}
	return scenario.FeatureSlope
}

func markTool(kind string) toolHandler {
	return toolHandler{tap: func(e *Editor, _ render.Point, h hex.Hex) {
		if code, ok := onMap(e, h); ok {
			e.Doc.ToggleMarking(kind, code, e.side)
		}
	}}
}

// toolTable maps each tool to its handlers.
var toolTable = map[ToolID]toolHandler{
	ToolSelect: {
		tap: func(e *Editor, p render.Point, h hex.Hex) {
			code, ok := onMap(e, h)
			if !ok {
				e.clearSelection()
				return
			}
			if ids := document.UnitsAt(e.Doc.Scenario(), code); len(ids) > 0 {
				// A click on a stack selects its top unit; each further
				// click selects the next one down.
				next := ids[len(ids)-1]
				if e.sel.Kind == SelUnit {
					if k := slices.Index(ids, e.sel.Unit); k >= 0 {
						next = ids[(k-1+len(ids))%len(ids)]
					}
				}
				e.selectUnit(next)
				return
			}
			if sd, ok := nearSide(e, p, 0.18); ok {
				e.selectSide(sd)
				return
			}
			e.selectHex(h)
		},
		unitDrag: true,
	},
	ToolTerrain: {
		tap:    strokeTap(paint(current, 0)),
		erase:  strokeTap(paint(erased, 0)),
		stroke: paint(current, 0),
	},
	ToolBrush: {
		tap:    strokeTap(paint(current, 1)),
		erase:  strokeTap(paint(erased, 1)),
		stroke: paint(current, 1),
	},
	ToolFill: {
		tap: func(e *Editor, _ render.Point, h hex.Hex) {
			e.Doc.PaintTerrain(document.FloodFill(e.Doc.Scenario(), h), e.terrain, "")
		},
		erase: func(e *Editor, _ render.Point, h hex.Hex) {
			e.Doc.PaintTerrain(document.FloodFill(e.Doc.Scenario(), h), "", "")
		},
	},
	ToolHexside: {
		tap: func(e *Editor, p render.Point, h hex.Hex) {
			sd, ok := nearSide(e, p, 0.45)
			if !ok {
				return
			}
			a, b := sd.Hexes()
			g := e.Doc.Scenario().Grid()
			uphill := ""
			if h == a || h == b {
				uphill = g.Code(h)
			}
			if err := e.Doc.ToggleHexside(a, b, e.feature, uphill); err != nil {
				e.showError(err)
				return
			}
			e.selectSide(sd)
		},
		edgeStroke: hexsideStroke,
	},
	ToolHill: {
		tap:    func(e *Editor, _ render.Point, h hex.Hex) { hillStroke(e, h, h, ""); e.Doc.EndMerge() },
		erase:  func(e *Editor, _ render.Point, h hex.Hex) { hillErase(e, h) },
		stroke: hillStroke,
	},
	ToolRoad:      roadTool(scenario.RoadMain),
	ToolTrail:     roadTool(scenario.RoadTrail),
	ToolLOC:       markTool(document.MarkLOC),
	ToolObjective: markTool(document.MarkObjective),
	ToolLabel: {
		tap: func(e *Editor, _ render.Point, h hex.Hex) {
			if code, ok := onMap(e, h); ok {
				e.promptLabel(code)
			}
		},
		erase: func(e *Editor, _ render.Point, h hex.Hex) {
			if code, ok := onMap(e, h); ok {
				e.Doc.SetPlace(code, "")
			}
		},
	},
	ToolEntry: {
		tap: func(e *Editor, _ render.Point, h hex.Hex) {
			if code, ok := onMap(e, h); ok {
				e.Doc.ToggleEntryHex(e.entryID, e.side, code)
			}
		},
	},
	ToolGarrison: {
		tap: func(e *Editor, _ render.Point, h hex.Hex) {
			if code, ok := onMap(e, h); ok {
				e.promptGarrison(code)
			}
		},
		erase: func(e *Editor, _ render.Point, h hex.Hex) {
			if code, ok := onMap(e, h); ok {
				e.Doc.SetGarrison(code, e.side, -1)
			}
		},
	},
	ToolUnit: {
		tap: func(e *Editor, _ render.Point, h hex.Hex) {
			code, ok := onMap(e, h)
			if !ok || e.sel.Unit == "" {
				return
			}
			if err := e.Doc.PlaceUnit(e.sel.Unit, code, ""); err != nil {
				e.showError(err)
			}
		},
		unitDrag: true,
	},
	ToolZone: {
		tap: func(e *Editor, _ render.Point, h hex.Hex) {
			if code, ok := onMap(e, h); ok {
				e.showError(e.Doc.ToggleZoneHex(e.zone, code, ""))
			}
		},
		stroke: func(e *Editor, _, to hex.Hex, key string) {
			if code, ok := onMap(e, to); ok {
				e.showError(e.Doc.ToggleZoneHex(e.zone, code, key))
			}
		},
	},
	ToolCalibrate: {
		tap: func(e *Editor, p render.Point, _ hex.Hex) { e.calibrateAt(p) },
	},
}
