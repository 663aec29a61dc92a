package document

import (
	"slices"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// PaintHill draws a hill the way N20 maps do, as slope hexsides (the
// Terrain Effects Chart's "slope" hexside: a defender attacked only from
// downhill gains strength). hill is every hex the stroke has painted so far,
// added the hexes this call adds. Each edge from an added hex to a hex
// outside the hill gets feature (slope or steep_slope) with the hill hex
// uphill; an edge between two hill hexes loses its slope, and so does an
// edge to a hex that is itself uphill of it (two hills joined at one level).
// With on false the added hexes' edges lose their slopes instead (the hill
// eraser). Calls with the same non-empty stroke key merge into one undo
// step.
func (d *Document) PaintHill(hill map[string]bool, added []string, feature string, on bool, stroke string) {
	if feature != scenario.FeatureSteepSlope {
		feature = scenario.FeatureSlope
	}
	s := d.Scenario()
	g := s.Grid()
	old := s.Map.Hexsides
	next := slices.Clone(old)
	index := map[[2]string]int{}
	for i, hs := range next {
		index[hs.Between] = i
	}
	changed := false
	// set makes the edge key carry the slope (uphill up) or none (up "").
	set := func(key [2]string, up string) {
		i, ok := index[key]
		var hs scenario.Hexside
		if ok {
			hs = next[i]
		} else {
			hs.Between = key
		}
		if up != "" && hs.Uphill == up && slices.Contains(hs.Features, feature) {
			return // already this hill's edge
		}
		feats := slices.DeleteFunc(slices.Clone(hs.Features), isSloped)
		if up != "" {
			feats = append(feats, feature)
		}
		nu := hs.Uphill
		if up != "" {
			nu = up
		} else if len(feats) == len(hs.Features) {
			return // no slope to take away
		} else if !slices.ContainsFunc(feats, isSloped) {
			nu = ""
		}
		if slices.Equal(feats, hs.Features) && nu == hs.Uphill {
			return
		}
		changed = true
		hs.Features, hs.Uphill = feats, nu
		switch {
		case ok && len(feats) == 0:
			next[i].Features = nil // removed below
		case ok:
			next[i] = hs
		case len(feats) > 0:
			index[key] = len(next)
			next = append(next, hs)
		}
	}
	for _, code := range added {
		h, err := g.Parse(code)
		if err != nil || !g.Contains(h) {
			continue
		}
		for _, n := range h.Neighbours() {
			if !g.Contains(n) {
				continue
			}
			nc := g.Code(n)
			key := SideKey(g, h, n)
			switch {
			case !on, hill[nc]:
				set(key, "")
			case uphillOf(next, index, key) == nc:
				set(key, "") // the neighbour is on a hill already: one level
			default:
				set(key, code)
			}
		}
	}
	if !changed {
		return
	}
	next = slices.DeleteFunc(next, func(hs scenario.Hexside) bool { return len(hs.Features) == 0 })
	label := "Paint hill"
	if !on {
		label = "Erase hill"
	}
	d.Apply(sliceCmd(label, stroke, func(s *scenario.Scenario) *[]scenario.Hexside { return &s.Map.Hexsides }, old, next))
}

// uphillOf returns the uphill hex of a sloped edge, or "".
func uphillOf(hs []scenario.Hexside, index map[[2]string]int, key [2]string) string {
	if i, ok := index[key]; ok && slices.ContainsFunc(hs[i].Features, isSloped) {
		return hs[i].Uphill
	}
	return ""
}
