package trace

import (
	"image"

	"github.com/aide-de-camp/adc/engine/hex"
)

// Result is what Trace reads from a picture.
type Result struct {
	Grid    *GridFit
	Terrain Terrain
	Sides   []SideGuess
	Roads   []RoadGuess
}

// Options tunes Trace.
type Options struct {
	// Palette is the chart set's terrain colours, for suggesting a name
	// for each cluster of hexes.
	Palette []TerrainColour
}

// Trace finds g's grid in img, clusters the hexes by their printed
// terrain and finds the hexsides and roads printed on the map.
func Trace(img image.Image, g hex.Grid, o Options) (*Result, error) {
	p := newPicture(img)
	fit, err := findGrid(p, g)
	if err != nil {
		return nil, err
	}
	r := &Result{Grid: fit}
	r.Terrain = ClusterTerrain(p, g, fit.ToImage, o.Palette)
	r.Sides, r.Roads = findLines(p, g, fit.ToImage)
	return r, nil
}
