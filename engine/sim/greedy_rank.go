package sim

import (
	"slices"

	"github.com/aide-de-camp/adc/engine/rules"
)

// moveCand is a destination the greedy evaluation rates for a unit: its
// move (nil to stay where it is) and its score.
type moveCand struct {
	to    int32
	order rules.Order
	score float64
}

// rankMoves returns unit u's legal destinations in s as greedy rates them
// (Greedy.score, with the unit not its own neighbour), best first, at most
// k of them; staying where it is, when it stands on the map, is one of
// them with a nil order.
func (g *Greedy) rankMoves(s *rules.State, u, k int) []moveCand {
	g.look(s)
	info, us := &g.b.Units[u], &s.Units[u]
	dests := g.pl.Destinations(s, u)
	counted := us.Where == rules.AtMap && !info.Leader && !info.Dummy && !s.Routed(u)
	if counted {
		g.friendS[us.Hex] -= info.Strength
	}
	var cs []moveCand
	if us.Where == rules.AtMap {
		cs = append(cs, moveCand{to: us.Hex, score: g.score(s, u, us.Hex)})
	}
	for _, h := range dests {
		if us.Where != rules.AtMap || h != us.Hex {
			cs = append(cs, moveCand{to: h, score: g.score(s, u, h)})
		}
	}
	if counted {
		g.friendS[us.Hex] += info.Strength
	}
	slices.SortStableFunc(cs, func(a, b moveCand) int {
		switch {
		case a.score > b.score+1e-9:
			return -1
		case b.score > a.score+1e-9:
			return 1
		}
		return 0
	})
	out := cs[:0]
	for _, c := range cs {
		if len(out) == k {
			break
		}
		if us.Where != rules.AtMap || c.to != us.Hex {
			o, ok := g.pl.Move(c.to)
			if !ok || s.Legal(o) != nil {
				continue
			}
			c.order = o
		}
		out = append(out, c)
	}
	return out
}

// settle marks units as dealt with in the Movement Phase of s (they stay
// where they are), as if greedy had chosen so itself.
func (g *Greedy) settle(s *rules.State, units []int) {
	g.phaseStart(s)
	for _, u := range units {
		g.done[u] = true
	}
}

// settleAll marks every unit as dealt with in the Movement Phase of s:
// greedy's next order ends the phase (or gives what the phase still
// needs).
func (g *Greedy) settleAll(s *rules.State) {
	g.phaseStart(s)
	for u := range g.done {
		g.done[u] = true
	}
}
