package scenario

import (
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/hex"
)

// ZoneArea is where a deployment zone lets units set up, as far as the
// map data can tell.
type ZoneArea struct {
	// Hexes are the zone's hexes on the map (XXYY), in map order; empty
	// for a zone given only as a turn box, stack_with or words.
	Hexes []string
	// Located reports whether the zone's area is computed (hexes, ranges)
	// rather than a turn box, stack_with or words.
	Located bool
	// Untraced lists the rivers of SameSide the map does not trace; their
	// condition is left out of Hexes.
	Untraced []string
}

// Grid returns the scenario's map grid.
func (s *Scenario) Grid() hex.Grid {
	n := s.Map.Numbering
	digits := n.Digits
	if digits == 0 {
		digits = 2
	}
	return hex.Grid{Columns: s.Map.Columns, Rows: s.Map.Rows, Numbering: hex.Numbering{
		FirstColumn: n.FirstColumn, FirstRow: n.FirstRow, Shifted: hex.Parity(n.Shifted), Digits: digits}}
}

// RiverTraced reports whether the map names any hexside after the river.
func (s *Scenario) RiverTraced(river string) bool {
	for _, hs := range s.Map.Hexsides {
		if strings.EqualFold(strings.TrimSpace(hs.Name), strings.TrimSpace(river)) {
			return true
		}
	}
	return false
}

// Area computes the hexes of a deployment zone (3.0): the listed hexes
// and those within Within of them, or, when Columns or Rows are given,
// every map hex in those ranges; then only the hexes on the same side of
// each traced river of SameSide as its hex, less the Except hexes. Hexes
// that cannot be read
// are skipped (the validator reports them).
func (s *Scenario) Area(z DeployZone) ZoneArea {
	g := s.Grid()
	var a ZoneArea
	in := map[hex.Hex]bool{}
	// A zone given only by river sides ("anywhere on the north shore of
	// the Danube River") is the whole map on those sides.
	ranged := len(z.Columns) == 2 || len(z.Rows) == 2 || len(z.Hexes) == 0 && len(z.SameSide) > 0
	switch {
	case ranged:
		a.Located = true
		for _, h := range g.Hexes() {
			c, r := g.ToOffset(h)
			c += g.FirstColumn
			r += g.FirstRow
			if len(z.Columns) == 2 && (c < z.Columns[0] || c > z.Columns[1]) {
				continue
			}
			if len(z.Rows) == 2 && (r < z.Rows[0] || r > z.Rows[1]) {
				continue
			}
			in[h] = true
		}
	case len(z.Hexes) > 0:
		a.Located = true
		for _, code := range z.Hexes {
			h, err := g.Parse(code)
			if err != nil || !g.Contains(h) {
				continue
			}
			for _, x := range h.Range(z.Within) {
				if g.Contains(x) {
					in[x] = true
				}
			}
		}
	}
	for _, rs := range z.SameSide {
		if !s.RiverTraced(rs.River) && !s.terrainTraced(rs.Terrain) {
			if !slices.Contains(a.Untraced, rs.River) {
				a.Untraced = append(a.Untraced, rs.River)
			}
			continue
		}
		ref, err := g.Parse(rs.Hex)
		if err != nil || !g.Contains(ref) {
			continue
		}
		side := s.riverComponent(g, rs, ref)
		for h := range in {
			if !side[h] {
				delete(in, h)
			}
		}
	}
	for _, code := range z.Except {
		if h, err := g.Parse(code); err == nil {
			delete(in, h)
		}
	}
	for _, h := range g.Hexes() {
		if in[h] {
			a.Hexes = append(a.Hexes, g.Code(h))
		}
	}
	return a
}

// terrainTraced reports whether any map hex has the terrain.
func (s *Scenario) terrainTraced(terrain string) bool {
	if terrain == "" {
		return false
	}
	if s.Map.DefaultTerrain == terrain {
		return true
	}
	return s.Map.Terrain.hasType(terrain)
}

// riverComponent is the set of map hexes reachable from ref without
// crossing a hexside named after the river or entering a hex of its
// terrain.
func (s *Scenario) riverComponent(g hex.Grid, rs RiverSide, ref hex.Hex) map[hex.Hex]bool {
	river := rs.River
	water := map[hex.Hex]bool{}
	if rs.Terrain != "" {
		for _, h := range g.Hexes() {
			t, ok := s.Map.Terrain.Get(g.Code(h))
			if !ok {
				t = s.Map.DefaultTerrain
			}
			water[h] = t == rs.Terrain
		}
	}
	blocked := map[hex.Side]bool{}
	for _, hs := range s.Map.Hexsides {
		if !strings.EqualFold(strings.TrimSpace(hs.Name), strings.TrimSpace(river)) {
			continue
		}
		a, err1 := g.Parse(hs.Between[0])
		b, err2 := g.Parse(hs.Between[1])
		if err1 != nil || err2 != nil {
			continue
		}
		if sd, ok := hex.Between(a, b); ok {
			blocked[sd] = true
		}
	}
	seen := map[hex.Hex]bool{ref: true}
	queue := []hex.Hex{ref}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for _, n := range h.Neighbours() {
			if !g.Contains(n) || seen[n] || water[n] {
				continue
			}
			if sd, ok := hex.Between(h, n); ok && blocked[sd] {
				continue
			}
			seen[n] = true
			queue = append(queue, n)
		}
	}
	return seen
}
