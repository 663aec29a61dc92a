package sim

import (
	"github.com/aide-de-camp/adc/engine/rules"
)

// placeGarrison chooses the hex of the side's next Garrison marker in its
// Set-up Phase (3.0; Slobozia 20 Russian step A, the two Garrisoned
// Redoubts): of the legal hexes, the one whose Zone of Control (a Garrison
// alone in its hex exerts one, 9.4.4.1) covers most of the hexes next to
// the enemy that no friendly ZOC covers yet, the approaches the enemy must
// cross to leave its position; ties go to the hex nearer the enemy, then
// to the first in the zone's order. A second marker so covers other
// approaches than the first. Nil when no marker waits.
func (g *Greedy) placeGarrison(s *rules.State) rules.Order {
	targets := s.GarrisonTargets()
	if len(targets) == 0 {
		return nil
	}
	b := g.b
	var enemies []int32
	for u, info := range b.Units {
		if info.Side != g.side && !info.Leader && !info.Garrison && s.OnMap(u) {
			enemies = append(enemies, s.Units[u].Hex)
		}
	}
	covered := map[int32]bool{}
	for _, code := range s.ZOCHexes(g.side) {
		if h, err := b.Index(code); err == nil {
			covered[h] = true
		}
	}
	near := func(h int32) int {
		d := 1 << 30
		for _, e := range enemies {
			d = min(d, b.Distance(h, e))
		}
		return d
	}
	best, bestCover, bestNear := int32(-1), -1, 0
	for _, h := range targets {
		cover := 0
		for d := 0; d < 6; d++ {
			if n := b.Neighbour(h, d); n >= 0 && !b.Prohibited(n) && !covered[n] && near(n) == 1 {
				cover++
			}
		}
		dist := near(h)
		if cover > bestCover || cover == bestCover && dist < bestNear {
			best, bestCover, bestNear = h, cover, dist
		}
	}
	return rules.PlaceGarrison{To: b.Code(best)}
}
