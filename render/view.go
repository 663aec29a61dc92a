// Package render draws a Napoleonic 20 scenario map into an image: hexes
// in terrain colours and patterns (untraced hexes in their own hatched
// style), hexsides, roads and trails, place names, XXYY hex numbers, LOC,
// Objective and entry-area markings, garrisons and unit counters with the
// trait colours of rule 16.7. It is a pure-Go software renderer, used by the
// editor's map canvas and for printing a map to PNG; it imports no GUI
// toolkit.
//
//	r := render.New(render.DefaultStyle())
//	v := render.Fit(s, 1920, 1080)
//	img := image.NewRGBA(image.Rect(0, 0, 1920, 1080))
//	r.Render(img, s, v, render.Overlay{})
//	png.Encode(w, img)
package render

import (
	"math"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

const sqrt3 = 1.7320508075688772

// View places the map on the screen: Size is the hex radius (centre to
// corner) in pixels, and (OffX, OffY) is where the map's origin lands.
// Hexes are flat-topped; a hex's centre in map units (radius 1) is
// (1.5 q, sqrt3 (r + q/2)) in axial coordinates, which is the column layout
// of engine/hex.
type View struct {
	Size       float64
	OffX, OffY float64
}

// Point is a position in screen pixels.
type Point struct{ X, Y float64 }

// Center returns the screen position of a hex's centre.
func (v View) Center(h hex.Hex) Point {
	return Point{v.OffX + v.Size*1.5*float64(h.Q), v.OffY + v.Size*sqrt3*(float64(h.R)+float64(h.Q)/2)}
}

// Corner returns corner i (0 = east, clockwise in screen space) of hex h.
func (v View) Corner(h hex.Hex, i int) Point {
	c := v.Center(h)
	a := float64(i) * math.Pi / 3
	return Point{c.X + v.Size*math.Cos(a), c.Y + v.Size*math.Sin(a)}
}

// SideCorners returns the two corners at the ends of the side of h in
// direction d.
func (v View) SideCorners(h hex.Hex, d hex.Dir) (Point, Point) {
	return v.Corner(h, (4+int(d))%6), v.Corner(h, (5+int(d))%6)
}

// HexAt returns the hex under a screen point (it may be off the map).
func (v View) HexAt(x, y float64) hex.Hex {
	px, py := (x-v.OffX)/v.Size, (y-v.OffY)/v.Size
	q := px * 2 / 3
	r := -px/3 + py/sqrt3
	return hex.Round(q, r)
}

// SideAt returns the hexside nearest a screen point, and how far the point
// is from that side's midpoint in hex radii (0 on the side, about 0.87 at
// the hex centre).
func (v View) SideAt(x, y float64) (hex.Side, float64) {
	h := v.HexAt(x, y)
	best, bestD := hex.Dir(0), math.Inf(1)
	for _, d := range hex.Dirs {
		a, b := v.SideCorners(h, d)
		mx, my := (a.X+b.X)/2, (a.Y+b.Y)/2
		if dd := math.Hypot(x-mx, y-my); dd < bestD {
			best, bestD = d, dd
		}
	}
	return hex.SideOf(h, best), bestD / v.Size
}

// Bounds returns the map's extent in map units (hex radius 1): the
// rectangle enclosing every hex.
func Bounds(g hex.Grid) (minX, minY, maxX, maxY float64) {
	minX, minY, maxX, maxY = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	unit := View{Size: 1}
	for c := 0; c < g.Columns; c++ {
		for _, r := range []int{0, g.Rows - 1} {
			p := unit.Center(g.FromOffset(c, r))
			minX, maxX = math.Min(minX, p.X-1), math.Max(maxX, p.X+1)
			minY, maxY = math.Min(minY, p.Y-sqrt3/2), math.Max(maxY, p.Y+sqrt3/2)
		}
	}
	if g.Columns == 0 || g.Rows == 0 {
		return 0, 0, 0, 0
	}
	return
}

// Fit returns the view that shows the whole map centred in a w x h pixel
// area with a small margin.
func Fit(s *scenario.Scenario, w, h int) View {
	minX, minY, maxX, maxY := Bounds(s.Grid())
	mw, mh := maxX-minX, maxY-minY
	if mw <= 0 || mh <= 0 || w <= 0 || h <= 0 {
		return View{Size: 40}
	}
	size := math.Min((float64(w)-24)/mw, (float64(h)-24)/mh)
	size = math.Max(4, size)
	return View{
		Size: size,
		OffX: (float64(w)-mw*size)/2 - minX*size,
		OffY: (float64(h)-mh*size)/2 - minY*size,
	}
}

// ZoomAt scales the view by factor around the screen point (x, y), keeping
// that point fixed; the hex radius stays within [4, 400] pixels.
func (v View) ZoomAt(factor, x, y float64) View {
	ns := math.Max(4, math.Min(400, v.Size*factor))
	f := ns / v.Size
	return View{Size: ns, OffX: x - (x-v.OffX)*f, OffY: y - (y-v.OffY)*f}
}

// Pan moves the view by (dx, dy) pixels.
func (v View) Pan(dx, dy float64) View {
	v.OffX += dx
	v.OffY += dy
	return v
}
