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
	r.MarkGroups, r.Marks = findMarks(p, g, fit.ToImage, o.SideColours)
	r.SideClusters, r.Sides = findSides(p, g, fit.ToImage, interior, o.Sides, ringColours(g, r.MarkGroups, r.Marks))
	r.Roads = findRoads(p, g, fit.ToImage)
	return r, nil
}

// ringColours is the colour of the ring printed in each hex marked as an
// entry-area hex or an Objective.
func ringColours(g hex.Grid, groups []MarkGroup, marks []Mark) map[hex.Hex][3]float64 {
	out := map[hex.Hex][3]float64{}
	for _, m := range marks {
		if m.Kind != MarkEntry && m.Kind != MarkObjective || m.Group < 1 || m.Group > len(groups) {
			continue
		}
		if h, err := g.Parse(m.Hex); err == nil {
			out[h] = groups[m.Group-1].colour
		}
	}
	return out
}
