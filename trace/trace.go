package trace

import (
	"image"

	"github.com/aide-de-camp/adc/engine/hex"
)

// Result is what Trace reads from a picture.
type Result struct {
	Grid    *GridFit
	Terrain Terrain
	// SideClusters groups the hexsides printed unlike a plain grid line;
	// Sides lists them.
	SideClusters []SideCluster
	Sides        []SideGuess
	Roads        []RoadGuess
	// MarkGroups groups the markings read from printed symbols
	// (Objectives, LOCs, entry areas, place names); Marks lists them.
	MarkGroups []MarkGroup
	Marks      []Mark
}

// Options tunes Trace.
type Options struct {
	// Palette is the chart set's terrain colours, for suggesting a name
	// for each cluster of hexes.
	Palette []TerrainColour
	// Sides is the chart set's hexside colours, for suggesting a name for
	// each cluster of hexsides.
	Sides []SideColour
	// SideColours is the colour each side's markings are printed in, for
	// suggesting the side of each group of markings.
	SideColours []SideColour
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
	var interior map[hex.Hex][3]float64
	r.Terrain, interior = clusterTerrain(p, g, fit.ToImage, o.Palette)
	r.SideClusters, r.Sides = findSides(p, g, fit.ToImage, interior, o.Sides)
	r.Roads = findRoads(p, g, fit.ToImage)
	r.MarkGroups, r.Marks = findMarks(p, g, fit.ToImage, o.SideColours)
	return r, nil
}
