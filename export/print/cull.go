package print

import (
	"image"
	"image/color"
	"math"

	"github.com/aide-de-camp/adc/render"
)

// culling wraps a surface and, while a clip rectangle is set, drops every
// shape that lies wholly outside it: a tile of a large map draws the whole
// map clipped to its page, and without this each PDF or SVG page would
// hold every hex of the map (a 100x100 map printed tiled took 35 s and
// 1 GB, its 48 pages each carrying all 10,000 hexes). What is drawn is
// unchanged: the dropped shapes were invisible.
type culling struct {
	render.Surface
	clipped        bool
	x0, y0, x1, y1 float64
}

func (c *culling) Clip(x, y, w, h float64) {
	c.clipped, c.x0, c.y0, c.x1, c.y1 = true, x, y, x+w, y+h
	c.Surface.Clip(x, y, w, h)
}

func (c *culling) Unclip() {
	c.clipped = false
	c.Surface.Unclip()
}

// outside reports whether the box (with a margin m for line widths) misses
// the clip rectangle.
func (c *culling) outside(minX, minY, maxX, maxY, m float64) bool {
	return c.clipped && (maxX+m < c.x0 || minX-m > c.x1 || maxY+m < c.y0 || minY-m > c.y1)
}

func box(pts []render.Point) (minX, minY, maxX, maxY float64) {
	minX, minY, maxX, maxY = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
		minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	return
}

func (c *culling) Fill(col color.RGBA, paths ...[]render.Point) {
	if !c.clipped {
		c.Surface.Fill(col, paths...)
		return
	}
	kept := paths[:0:0]
	for _, p := range paths {
		if minX, minY, maxX, maxY := box(p); !c.outside(minX, minY, maxX, maxY, 0) {
			kept = append(kept, p)
		}
	}
	if len(kept) > 0 {
		c.Surface.Fill(col, kept...)
	}
}

func (c *culling) Stroke(pts []render.Point, closed bool, w float64, col color.RGBA, dash ...float64) {
	if minX, minY, maxX, maxY := box(pts); c.outside(minX, minY, maxX, maxY, w) {
		return
	}
	c.Surface.Stroke(pts, closed, w, col, dash...)
}

func (c *culling) Text(x, y float64, s string, f render.Font, col color.RGBA) {
	if c.clipped {
		h := f.Size * render.MMPerPoint
		if c.outside(x, y-h, x+render.TextWidth(s, f), y+h, 0) {
			return
		}
	}
	c.Surface.Text(x, y, s, f, col)
}

func (c *culling) Image(img image.Image, x, y, w, h, opacity float64) {
	if c.outside(math.Min(x, x+w), math.Min(y, y+h), math.Max(x, x+w), math.Max(y, y+h), 0) {
		return
	}
	c.Surface.Image(img, x, y, w, h, opacity)
}
