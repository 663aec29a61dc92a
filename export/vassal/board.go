package vassal

import (
	"image"
	"math"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// HexRadius is the hex radius (centre to corner) on screen at the map's
// opening zoom, in pixels: hexes 96 pixels wide and 83 high. The images
// are drawn ImageScale times larger (BoardScale).
const HexRadius = 48

// ImageScale is how many image pixels the module draws for each pixel on
// screen at a map's opening zoom. VASSAL draws a piece's image at its own
// pixel size times the map's zoom (BasicPiece.draw hands the zoom to its
// ScaledImagePainter; a board is drawn the same way, Board.drawRegion) and
// has no scale of its own for a piece or a board in the build file. So the
// board, the counters and the holding boxes are all drawn at twice the
// size, and every map with counters opens at 50% (its Zoomer's zoomStart):
// the player sees hexes 96 pixels across, and at 100% and 200% the
// counters stay sharp instead of being enlarged.
const ImageScale = 2

// boardMargin is the blank border around the map on the board image.
const boardMargin = 16

// Layout is where the map sits on the board image: the render view that
// draws it, the image size and the VASSAL grid fitted to it.
type Layout struct {
	View          render.View
	Width, Height int
	Grid          HexGrid
	hexes         hex.Grid
}

// NewLayout places a map on a board image with hexes of radius size. The
// first hex's centre lands on a whole pixel, so that VASSAL's integer
// origin (x0, y0) is exact.
func NewLayout(g hex.Grid, size float64) Layout {
	minX, minY, maxX, maxY := render.Bounds(g)
	first := (render.View{Size: size}).Center(g.FromOffset(0, 0))
	offX := math.Ceil(boardMargin - minX*size - first.X)
	offY := math.Ceil(boardMargin - minY*size - first.Y)
	v := render.View{Size: size, OffX: offX, OffY: offY}
	c := v.Center(g.FromOffset(0, 0))
	w := int(math.Ceil(maxX*size+offX)) + boardMargin
	h := int(math.Ceil(maxY*size+offY)) + boardMargin
	return Layout{
		View: v, Width: w, Height: h,
		Grid:  FitGrid(g.Numbering, size, int(math.Round(c.X)), int(math.Round(c.Y))),
		hexes: g,
	}
}

// HexAt returns the hex of the map under a board pixel (the hex the pixel
// belongs to on the image).
func (l Layout) HexAt(p Point) hex.Hex { return l.View.HexAt(float64(p.X), float64(p.Y)) }

// RenderBoard draws the map without units at the layout's size.
func (l Layout) RenderBoard(s *scenario.Scenario) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, l.Width, l.Height))
	r := render.New(render.StyleFor(s))
	r.Render(img, s, l.View, render.Overlay{HideUnits: true})
	l.drawZones(img, s)
	return img
}

// zoneInset is where a set-up zone's outline runs inside its hexes, as a
// part of the hex radius.
const zoneInset = 0.8

// drawZones outlines the listed hexes of each free deployment zone (3.0)
// in its side's colour, with the zone's set-up step, so that a player
// sets up where the rules say.
func (l Layout) drawZones(img *image.RGBA, s *scenario.Scenario) {
	sf := &render.Raster{Img: img, Scale: 1}
	st := render.StyleFor(s)
	g := s.Grid()
	R := l.View.Size
	for _, z := range s.Deployment {
		c, ok := st.Side[z.Side]
		if !ok {
			continue
		}
		for _, code := range z.Hexes {
			h, err := g.Parse(code)
			if err != nil || !g.Contains(h) {
				continue
			}
			ctr := l.View.Center(h)
			sf.Stroke(render.Circle(ctr, R*zoneInset, 6), true, 3*R/HexRadius, c)
			if z.Step != "" {
				render.TextAt(sf, ctr.X+R*0.45, ctr.Y+R*0.38, z.Step, render.Font{Bold: true, Size: R * 0.35 / render.MMPerPoint}, c, render.Center)
			}
		}
	}
}
