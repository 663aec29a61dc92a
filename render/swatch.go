package render

import (
	"image"
	"math"
)

// Swatch draws one hex of terrain id as the map draws it (the same tile,
// colour and pattern as the map and the printed kit), px pixels wide, on a
// transparent background: the editor's terrain palette shows these.
func (r *Renderer) Swatch(id string, px int) *image.RGBA {
	r.mu.Lock()
	defer r.mu.Unlock()
	dst := image.NewRGBA(image.Rect(0, 0, px, px))
	cv := canvas{dst: dst, frame: dst.Rect}
	c := Point{X: float64(px) / 2, Y: float64(px) / 2}
	size := float64(px)/2 - 1
	cv.fillHex(c, size, r.tile(id))
	cv.outline(hexPoints(c, size), math.Max(1, size/16), r.style.Grid)
	return dst
}
