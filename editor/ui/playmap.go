package ui

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// PlayMap draws the position of a game in Play mode (the scenario with its
// units where the game has put them, rules.State.Snapshot) with the
// selected unit's legal moves and their costs, the battle's units and the
// hexes a retreat went through, and reports taps as hexes.
type PlayMap struct {
	widget.BaseWidget
	raster   *canvas.Raster
	img      *image.RGBA
	renderer *render.Renderer
	view     render.View
	fitW     int
	fitH     int
	scale    float64

	scen    *scenario.Scenario
	version uint64
	overlay render.Overlay
	onTap   func(hex.Hex)
	// onDrawn, when set, is called after each draw (the hexes may have
	// moved on the window: a resize, a zoom, a pan).
	onDrawn func()
}

func newPlayMap(s *scenario.Scenario, onTap func(hex.Hex)) *PlayMap {
	m := &PlayMap{renderer: render.New(render.StyleFor(s)), scen: s, version: 1, scale: 1, onTap: onTap}
	m.raster = canvas.NewRaster(m.draw)
	m.ExtendBaseWidget(m)
	return m
}

// CreateRenderer implements fyne.Widget.
func (m *PlayMap) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(m.raster) }

// MinSize keeps the map usable.
func (m *PlayMap) MinSize() fyne.Size { return fyne.NewSize(400, 300) }

// SetPosition draws position s with overlay o.
func (m *PlayMap) SetPosition(s *scenario.Scenario, o render.Overlay) {
	m.scen = s
	m.version++
	o.Version = m.version
	m.overlay = o
	m.raster.Refresh()
}

func (m *PlayMap) draw(w, h int) image.Image {
	if w <= 0 || h <= 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	if sz := m.Size(); sz.Width > 0 {
		m.scale = float64(w) / float64(sz.Width)
	}
	if m.img == nil || m.img.Rect.Dx() != w || m.img.Rect.Dy() != h {
		m.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	if w != m.fitW || h != m.fitH {
		m.view = render.Fit(m.scen, w, h)
		m.fitW, m.fitH = w, h
	}
	m.renderer.Render(m.img, m.scen, m.view, m.overlay)
	if m.onDrawn != nil {
		m.onDrawn()
	}
	return m.img
}

// PositionOf is the widget position of a hex's centre (tests).
func (m *PlayMap) PositionOf(code string) fyne.Position {
	h, err := m.scen.Grid().Parse(code)
	if err != nil {
		return fyne.Position{}
	}
	c := m.view.Center(h)
	return fyne.NewPos(float32(c.X/m.scale), float32(c.Y/m.scale))
}

// Tapped reports the hex tapped.
func (m *PlayMap) Tapped(ev *fyne.PointEvent) {
	h := m.view.HexAt(float64(ev.Position.X)*m.scale, float64(ev.Position.Y)*m.scale)
	if m.scen.Grid().Contains(h) && m.onTap != nil {
		m.onTap(h)
	}
}

// Scrolled zooms around the pointer, as the editor's map does.
func (m *PlayMap) Scrolled(ev *fyne.ScrollEvent) {
	f := 1.15
	if ev.Scrolled.DY < 0 {
		f = 1 / f
	} else if ev.Scrolled.DY == 0 {
		return
	}
	m.view = m.view.ZoomAt(f, float64(ev.Position.X)*m.scale, float64(ev.Position.Y)*m.scale)
	m.raster.Refresh()
}

// Dragged pans the map.
func (m *PlayMap) Dragged(ev *fyne.DragEvent) {
	m.view = m.view.Pan(float64(ev.Dragged.DX)*m.scale, float64(ev.Dragged.DY)*m.scale)
	m.raster.Refresh()
}

// DragEnd ends a pan.
func (m *PlayMap) DragEnd() {}
