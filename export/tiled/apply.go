package tiled

import (
	"fmt"
	"sort"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Change is one change an import makes, for the summary.
type Change struct {
	Kind string // "terrain", "hexside", "road"
	What string // "added", "removed", "changed"
	Key  string // the hex, the hexside's two hexes, or the road's hexes
	From string
	To   string
}

func (c Change) String() string {
	switch c.What {
	case "changed":
		return fmt.Sprintf("%s %s: %s -> %s", c.Kind, c.Key, c.From, c.To)
	case "added":
		return fmt.Sprintf("%s %s added: %s", c.Kind, c.Key, c.To)
	default:
		return fmt.Sprintf("%s %s removed (was %s)", c.Kind, c.Key, c.From)
	}
}

// Apply returns a copy of s with the terrain, hexsides and roads of md, and
// the changes made. Hexsides and roads that did not change keep their
// place in the file; new ones follow in the order they were drawn.
func Apply(s *scenario.Scenario, md *MapData) (*scenario.Scenario, []Change) {
	out := *s
	out.Map = s.Map
	g := s.Grid()
	var changes []Change

	// Terrain: a hex with a tile gets its terrain (a hex showing the
	// default terrain stays implicit); a hex without one falls back to the
	// default terrain, or becomes untraced.
	terrain := s.Map.Terrain.Map()
	for _, h := range g.Hexes() {
		code := g.Code(h)
		old, explicit := s.Map.Terrain.Get(code)
		oldShown := old
		if !explicit {
			oldShown = s.Map.DefaultTerrain
		}
		t, has := md.Terrain[code]
		switch {
		case has && t == oldShown:
		case has:
			if t == s.Map.DefaultTerrain && !explicit {
				break
			}
			terrain[code] = t
			changes = append(changes, Change{"terrain", "changed", code, orUntraced(oldShown), t})
		case !has && oldShown != "" && explicit:
			delete(terrain, code)
			changes = append(changes, Change{"terrain", "changed", code, oldShown, orUntraced(s.Map.DefaultTerrain)})
		case !has && oldShown != "":
			// A default-terrain hex cannot be left untraced while the
			// map has a default terrain; it keeps the default.
		}
	}
	out.Map.Terrain = scenario.TerrainOf(terrain) // nil when empty

	// Hexsides, matched by their two hexes.
	key := func(h scenario.Hexside) string { return h.Between[0] + "-" + h.Between[1] }
	desc := func(h scenario.Hexside) string {
		d := strings.Join(h.Features, ",")
		if h.Uphill != "" {
			d += " uphill " + h.Uphill
		}
		return d
	}
	newSides := map[string]scenario.Hexside{}
	for _, h := range md.Hexsides {
		newSides[key(h)] = h
	}
	var sides []scenario.Hexside
	seen := map[string]bool{}
	for _, h := range s.Map.Hexsides {
		k := key(canonical(h))
		n, ok := newSides[k]
		if !ok {
			changes = append(changes, Change{"hexside", "removed", k, desc(h), ""})
			continue
		}
		seen[k] = true
		if desc(n) != desc(h) || n.Name != h.Name || n.Side != h.Side || n.Note != h.Note {
			changes = append(changes, Change{"hexside", "changed", k, desc(h), desc(n)})
			h.Features, h.Uphill, h.Name, h.Side, h.Note = n.Features, n.Uphill, n.Name, n.Side, n.Note
		}
		sides = append(sides, h)
	}
	for _, h := range md.Hexsides {
		if k := key(h); !seen[k] {
			seen[k] = true
			sides = append(sides, h)
			changes = append(changes, Change{"hexside", "added", k, "", desc(h)})
		}
	}
	out.Map.Hexsides = sides

	// Roads, matched by kind and hexes.
	rkey := func(r scenario.Road) string { return r.Kind + " " + strings.Join(r.Hexes, "-") }
	count := map[string]int{}
	for _, r := range md.Roads {
		count[rkey(r)]++
	}
	var roads []scenario.Road
	for _, r := range s.Map.Roads {
		k := rkey(r)
		if count[k] > 0 {
			count[k]--
			roads = append(roads, r)
			continue
		}
		changes = append(changes, Change{"road", "removed", strings.Join(r.Hexes, "-"), r.Kind + nameSuffix(r.Name), ""})
	}
	used := map[string]int{}
	for _, r := range s.Map.Roads {
		used[rkey(r)]++
	}
	for _, r := range md.Roads {
		k := rkey(r)
		if used[k] > 0 {
			used[k]--
			continue
		}
		roads = append(roads, r)
		changes = append(changes, Change{"road", "added", strings.Join(r.Hexes, "-"), "", r.Kind + nameSuffix(r.Name)})
	}
	out.Map.Roads = roads

	sort.SliceStable(changes, func(i, j int) bool { return changes[i].Kind < changes[j].Kind })
	return &out, changes
}

func orUntraced(t string) string {
	if t == "" {
		return "untraced"
	}
	return t
}

func nameSuffix(n string) string {
	if n == "" {
		return ""
	}
	return " " + n
}

// canonical orders a hexside's hexes lower number first.
func canonical(h scenario.Hexside) scenario.Hexside {
	if h.Between[1] < h.Between[0] {
		h.Between[0], h.Between[1] = h.Between[1], h.Between[0]
	}
	return h
}
