package ui

import (
	"fmt"
	"image"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// MapView is the map canvas: it draws the document through the software
// renderer into a raster and turns pointer input into tool actions.
type MapView struct {
	widget.BaseWidget
	ed     *Editor
	raster *canvas.Raster
	img    *image.RGBA

	view   render.View
	fitted bool
	// autoFit keeps the whole map in view as the window is resized, until
	// the designer zooms or pans.
	autoFit bool
	drawnW  int
	drawnH  int
	scale   float64 // raster pixels per Fyne unit

	hover *hex.Hex

	// Drag state.
	dragging  bool
	dragStart render.Point // pixels
	dragLast  hex.Hex
	dragUnit  string // unit being moved
	dragAt    render.Point
	dragPan   bool
	stroke    string
	strokeN   int
	lastPx    render.Point // pointer at the previous drag event (edge strokes)
	edgeLast  hex.Side     // the last edge an edge stroke touched
	edgeHas   bool         // edgeLast is set
	edgeOn    bool         // the edge stroke adds (true) or removes its feature

	onFirstFrame func() // called once, after the first real frame
	version      uint64 // bumped on every document change (renderer cache key)
}

func newMapView(ed *Editor) *MapView {
	m := &MapView{ed: ed, scale: 1, version: 1}
	m.raster = canvas.NewRaster(m.draw)
	m.ExtendBaseWidget(m)
	return m
}

// CreateRenderer implements fyne.Widget.
func (m *MapView) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(m.raster)
}

// MinSize keeps the map usable in small windows.
func (m *MapView) MinSize() fyne.Size { return fyne.NewSize(320, 240) }

// draw renders the map at the raster's pixel size.
func (m *MapView) draw(w, h int) image.Image {
	if w <= 0 || h <= 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	if sz := m.Size(); sz.Width > 0 {
		m.scale = float64(w) / float64(sz.Width)
	}
	if m.img == nil || m.img.Rect.Dx() != w || m.img.Rect.Dy() != h {
		m.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	s := m.ed.Doc.Scenario()
	if m.fitted && m.autoFit && (w != m.drawnW || h != m.drawnH) {
		m.fitted = false
	}
	if !m.fitted {
		m.view = render.Fit(s, w, h)
		m.fitted, m.autoFit = true, true
	}
	m.drawnW, m.drawnH = w, h
	m.ed.renderer.Render(m.img, s, m.view, m.overlay())
	if f := m.onFirstFrame; f != nil && w > 16 {
		m.onFirstFrame = nil
		f()
	}
	return m.img
}

// Render draws the map as the widget would, at the given pixel size (for
// tests and benchmarks). The image is the widget's own buffer: it is
// overwritten by the next frame.
func (m *MapView) Render(w, h int) *image.RGBA {
	return m.draw(w, h).(*image.RGBA)
}

func (m *MapView) overlay() render.Overlay {
	e := m.ed
	o := render.Overlay{Version: m.version, Hover: m.hover, SelectedUnit: e.sel.Unit, Background: e.scan.image,
		HideNumbers: e.hideNumbers, HideUnits: e.hideUnits}
	switch e.sel.Kind {
	case SelHex:
		o.Selected = []hex.Hex{e.sel.Hex}
	case SelSide:
		sd := e.sel.Side
		o.SelectedSide = &sd
	}
	if m.dragUnit != "" {
		o.DragUnit, o.DragAt = m.dragUnit, m.dragAt
	}
	o.Reach = e.movementRange()
	if e.tool == ToolZone {
		for _, z := range e.Doc.Scenario().Deployment {
			if z.ID == e.zone {
				o.Preview = hexesOf(e, z.Hexes)
			}
		}
	}
	if m.hover != nil && e.tool == ToolBrush {
		o.Preview = hexesOf(e, document.Brush(e.Doc.Scenario(), *m.hover, 1))
	}
	if o.Preview == nil {
		o.Preview = e.traceReview()
	}
	return o
}

func hexesOf(e *Editor, codes []string) []hex.Hex {
	g := e.Doc.Scenario().Grid()
	out := make([]hex.Hex, 0, len(codes))
	for _, c := range codes {
		if h, err := g.Parse(c); err == nil {
			out = append(out, h)
		}
	}
	return out
}

// px converts a widget position to raster pixels.
func (m *MapView) px(p fyne.Position) render.Point {
	return render.Point{X: float64(p.X) * m.scale, Y: float64(p.Y) * m.scale}
}

// HexAt returns the hex under a widget position.
func (m *MapView) HexAt(p fyne.Position) hex.Hex {
	q := m.px(p)
	return m.view.HexAt(q.X, q.Y)
}

// PositionOf returns the widget position of a hex's centre.
func (m *MapView) PositionOf(code string) fyne.Position {
	h, err := m.ed.Doc.Scenario().Grid().Parse(code)
	if err != nil {
		return fyne.Position{}
	}
	c := m.view.Center(h)
	return fyne.NewPos(float32(c.X/m.scale), float32(c.Y/m.scale))
}

// View returns the current zoom and pan.
func (m *MapView) View() render.View { return m.view }

// SetView sets the zoom and pan.
func (m *MapView) SetView(v render.View) {
	m.view, m.fitted, m.autoFit = v, true, false
	m.raster.Refresh()
}

// Fit shows the whole map.
func (m *MapView) Fit() {
	m.fitted = false
	m.raster.Refresh()
}

// Zoom scales the view around the widget's centre.
func (m *MapView) Zoom(f float64) {
	sz := m.Size()
	m.SetView(m.view.ZoomAt(f, float64(sz.Width)*m.scale/2, float64(sz.Height)*m.scale/2))
}

// Pan moves the view by a fraction of the widget's size.
func (m *MapView) Pan(fx, fy float64) {
	sz := m.Size()
	m.SetView(m.view.Pan(fx*float64(sz.Width)*m.scale, fy*float64(sz.Height)*m.scale))
}

// Redraw re-renders the map.
func (m *MapView) Redraw() { m.raster.Refresh() }

// Scrolled zooms around the pointer (mouse wheel).
func (m *MapView) Scrolled(ev *fyne.ScrollEvent) {
	f := 1.15
	if ev.Scrolled.DY < 0 {
		f = 1 / f
	} else if ev.Scrolled.DY == 0 {
		return
	}
	p := m.px(ev.Position)
	m.SetView(m.view.ZoomAt(f, p.X, p.Y))
}

// MouseIn implements desktop.Hoverable.
func (m *MapView) MouseIn(ev *desktop.MouseEvent) { m.MouseMoved(ev) }

// MouseMoved shows the hex under the pointer in the status bar.
func (m *MapView) MouseMoved(ev *desktop.MouseEvent) {
	h := m.HexAt(ev.Position)
	if m.hover != nil && *m.hover == h {
		return
	}
	g := m.ed.Doc.Scenario().Grid()
	if !g.Contains(h) {
		if m.hover != nil {
			m.hover = nil
			m.ed.setStatus("")
			m.raster.Refresh()
		}
		return
	}
	m.hover = &h
	m.ed.setStatus(describeHex(m.ed.Doc.Scenario(), h))
	m.raster.Refresh()
}

// MouseOut implements desktop.Hoverable.
func (m *MapView) MouseOut() {
	m.hover = nil
	m.ed.setStatus("")
	m.raster.Refresh()
}

// Tapped applies the current tool at the pointer.
func (m *MapView) Tapped(ev *fyne.PointEvent) {
	m.ed.releaseFocus()
	p := m.px(ev.Position)
	if t, ok := toolTable[m.ed.tool]; ok && t.tap != nil {
		t.tap(m.ed, p, m.view.HexAt(p.X, p.Y))
	}
}

// TappedSecondary applies the current tool's erase action.
func (m *MapView) TappedSecondary(ev *fyne.PointEvent) {
	m.ed.releaseFocus()
	p := m.px(ev.Position)
	if t, ok := toolTable[m.ed.tool]; ok && t.erase != nil {
		t.erase(m.ed, p, m.view.HexAt(p.X, p.Y))
	}
}

// Dragged paints, draws roads, moves units or pans, depending on the tool.
func (m *MapView) Dragged(ev *fyne.DragEvent) {
	e := m.ed
	p := m.px(ev.Position)
	h := m.view.HexAt(p.X, p.Y)
	g := e.Doc.Scenario().Grid()
	if !m.dragging {
		m.dragging = true
		start := render.Point{X: p.X - float64(ev.Dragged.DX)*m.scale, Y: p.Y - float64(ev.Dragged.DY)*m.scale}
		m.dragStart = start
		m.dragLast = m.view.HexAt(start.X, start.Y)
		m.strokeN++
		m.stroke = fmt.Sprintf("stroke-%d", m.strokeN)
		m.dragPan = true
		t := toolTable[e.tool]
		switch {
		case t.unitDrag:
			if ids := document.UnitsAt(e.Doc.Scenario(), g.Code(m.dragLast)); len(ids) > 0 && g.Contains(m.dragLast) {
				m.dragUnit = ids[len(ids)-1]
				m.dragPan = false
				e.selectUnit(m.dragUnit)
			}
		case t.edgeStroke != nil:
			m.dragPan = false
			m.edgeHas = false
			m.lastPx = start
			t.edgeStroke(e, start, m.stroke, true)
		case t.stroke != nil:
			m.dragPan = false
			if g.Contains(m.dragLast) {
				t.stroke(e, m.dragLast, m.dragLast, m.stroke)
			}
		}
	}
	switch {
	case m.dragUnit != "":
		m.dragAt = p
		m.raster.Refresh()
	case m.dragPan:
		m.SetView(m.view.Pan(float64(ev.Dragged.DX)*m.scale, float64(ev.Dragged.DY)*m.scale))
	case toolTable[e.tool].edgeStroke != nil:
		// Sample the pointer's path every few pixels so that a fast drag
		// leaves no edge out.
		f := toolTable[e.tool].edgeStroke
		step := math.Max(2, m.view.Size/6)
		dx, dy := p.X-m.lastPx.X, p.Y-m.lastPx.Y
		n := int(math.Ceil(math.Hypot(dx, dy) / step))
		for i := 1; i <= n; i++ {
			t := float64(i) / float64(n)
			f(e, render.Point{X: m.lastPx.X + dx*t, Y: m.lastPx.Y + dy*t}, m.stroke, false)
		}
		m.lastPx = p
	default:
		if h != m.dragLast && g.Contains(h) {
			// Walk the hexes between the last and this position so that a
			// fast drag leaves no gaps.
			for _, step := range hex.Line(m.dragLast, h)[1:] {
				toolTable[e.tool].stroke(e, m.dragLast, step, m.stroke)
				m.dragLast = step
			}
		}
	}
}

// DragEnd closes the stroke so that it is one undo step.
func (m *MapView) DragEnd() {
	e := m.ed
	if m.dragUnit != "" {
		h := m.view.HexAt(m.dragAt.X, m.dragAt.Y)
		g := e.Doc.Scenario().Grid()
		if g.Contains(h) {
			e.Doc.PlaceUnit(m.dragUnit, g.Code(h), m.stroke)
		}
		m.dragUnit = ""
	}
	e.Doc.EndMerge()
	m.dragging = false
	m.raster.Refresh()
}

// DropUnit places a unit dragged from the OOB list at an absolute position;
// it reports false when the position is not over a map hex.
func (m *MapView) DropUnit(id string, abs fyne.Position) bool {
	d := fyne.CurrentApp().Driver()
	origin := d.AbsolutePositionForObject(m)
	local := abs.Subtract(origin)
	sz := m.Size()
	if local.X < 0 || local.Y < 0 || local.X > sz.Width || local.Y > sz.Height {
		return false
	}
	h := m.HexAt(local)
	g := m.ed.Doc.Scenario().Grid()
	if !g.Contains(h) {
		return false
	}
	if err := m.ed.Doc.PlaceUnit(id, g.Code(h), ""); err != nil {
		return false
	}
	m.ed.selectUnit(id)
	return true
}

// describeHex is the status-bar text for a hex: number, terrain and features.
func describeHex(s *scenario.Scenario, h hex.Hex) string {
	g := s.Grid()
	code := g.Code(h)
	parts := []string{"Hex " + code}
	t := document.TerrainAt(s, code)
	if t == "" {
		t = "untraced"
	}
	parts = append(parts, t)
	for _, p := range s.Map.Places {
		if p.Hex == code {
			parts = append(parts, "“"+p.Name+"”")
		}
	}
	for _, d := range hex.Dirs {
		key := document.SideKey(g, h, h.Neighbour(d))
		if i := document.HexsideIndex(s, key); i >= 0 {
			parts = append(parts, d.String()+": "+strings.Join(s.Map.Hexsides[i].Features, "+"))
		}
	}
	for _, r := range s.Map.Roads {
		for _, c := range r.Hexes {
			if c == code {
				parts = append(parts, r.Kind)
				break
			}
		}
	}
	for _, m := range s.Map.LOCs {
		if m.Hex == code {
			parts = append(parts, "LOC ("+m.Side+")")
		}
	}
	for _, m := range s.Map.Objectives {
		if m.Hex == code {
			parts = append(parts, "Objective ("+m.Side+")")
		}
	}
	for _, a := range s.Map.EntryAreas {
		for _, c := range a.Hexes {
			if c == code {
				parts = append(parts, "entry area "+a.ID)
			}
		}
	}
	for _, gs := range s.Map.Garrisons {
		if gs.Hex == code {
			parts = append(parts, fmt.Sprintf("garrison %d (%s)", gs.Strength, gs.Side))
		}
	}
	if ids := document.UnitsAt(s, code); len(ids) > 0 {
		parts = append(parts, "units: "+strings.Join(ids, ", "))
	}
	return strings.Join(parts, " · ")
}
