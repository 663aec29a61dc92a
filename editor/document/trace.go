package document

import (
	"slices"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/trace"
)

// AcceptTrace applies the part of a trace proposal at least threshold
// sure (trace.Apply: terrain by the named clusters, hexsides, roads, the
// markings read from printed symbols and the scan as calibrated
// background) as one undo step. known checks
// terrain and hexside ids against the chart set (nil: any). Nothing
// changes when the proposal is refused.
func (d *Document) AcceptTrace(p *trace.Proposal, threshold float64, known func(kind, id string) bool) (trace.Applied, error) {
	s := d.Scenario()
	old := s.Map
	// Apply to a copy of the map's traced parts; the document's own map
	// changes only through the command.
	tmp := &scenario.Scenario{Map: old}
	if old.Terrain != nil {
		tmp.Map.Terrain = old.Terrain.Clone()
	}
	tmp.Map.Hexsides = slices.Clone(old.Hexsides)
	for i := range tmp.Map.Hexsides {
		tmp.Map.Hexsides[i].Features = slices.Clone(tmp.Map.Hexsides[i].Features)
	}
	tmp.Map.Roads = slices.Clone(old.Roads)
	tmp.Map.Objectives = slices.Clone(old.Objectives)
	tmp.Map.LOCs = slices.Clone(old.LOCs)
	tmp.Map.Places = slices.Clone(old.Places)
	tmp.Map.EntryAreas = slices.Clone(old.EntryAreas)
	for i := range tmp.Map.EntryAreas {
		tmp.Map.EntryAreas[i].Hexes = slices.Clone(tmp.Map.EntryAreas[i].Hexes)
	}
	a, err := trace.Apply(tmp, p, threshold, known)
	if err != nil {
		return a, err
	}
	next := tmp.Map
	d.Apply(Command{
		Label: "Accept trace",
		Do: func(s *scenario.Scenario) {
			s.Map.Terrain, s.Map.Hexsides, s.Map.Roads, s.Map.Background = next.Terrain, next.Hexsides, next.Roads, next.Background
			s.Map.Objectives, s.Map.LOCs, s.Map.Places, s.Map.EntryAreas = next.Objectives, next.LOCs, next.Places, next.EntryAreas
		},
		Undo: func(s *scenario.Scenario) {
			s.Map.Terrain, s.Map.Hexsides, s.Map.Roads, s.Map.Background = old.Terrain, old.Hexsides, old.Roads, old.Background
			s.Map.Objectives, s.Map.LOCs, s.Map.Places, s.Map.EntryAreas = old.Objectives, old.LOCs, old.Places, old.EntryAreas
		},
	})
	return a, nil
}
