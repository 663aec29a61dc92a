package sim

import (
	"math"

	"github.com/aide-de-camp/adc/engine/rules"
)

// evaluator scores positions for one side from the victory conditions:
// the result the game would have if it ended now (rules.State
// ResultIfEndedNow), weighed more as the end draws near, and, for what the
// turns left may still change, the Morale of both sides (what 12.1.2 and
// most victory conditions count, a side near 0 near a decisive defeat)
// and their strength on the map. A finished game scores its result.
type evaluator struct {
	b          *rules.Board
	side       int
	start, end int
}

func newEvaluator(b *rules.Board, side int) evaluator {
	return evaluator{b: b, side: side, start: b.Scenario.Turns.Start, end: b.EndTurn()}
}

// points is what result r is worth to the side: 1 for a win, 0 for a loss,
// one half for a draw.
func (e evaluator) points(r rules.Result) float64 {
	switch r.Winner {
	case e.side:
		return 1
	case 1 - e.side:
		return 0
	}
	return 0.5
}

// moraleDanger is what a side's Morale near 0 costs it, in the units of
// heuristic (a side at 0 loses at once, 12.1.2).
func moraleDanger(m int) float64 {
	if m >= 3 {
		return 0
	}
	return 8 * float64(3-m)
}

// heuristic is the material score of the side: Morale (×10), less the
// danger of Morale near 0, and strength on the map (a routed unit counts
// half), the enemy's subtracted.
func (e evaluator) heuristic(s *rules.State) float64 {
	me, them := e.side, 1-e.side
	v := 10*float64(s.Morale[me]-s.Morale[them]) - moraleDanger(s.Morale[me]) + moraleDanger(s.Morale[them])
	return v + strengthOnMap(e.b, s, me)
}

// strengthOnMap is the strength side has on the map less the enemy's, a
// routed unit counting half; leaders and Garrisons are not counted. The
// strengths are small whole numbers and halves, so the sum is exact in
// any order.
func strengthOnMap(b *rules.Board, s *rules.State, side int) float64 {
	v := 0.0
	for u, info := range b.Units {
		if !s.OnMap(u) || info.Leader || info.Garrison {
			continue
		}
		st := float64(info.Strength)
		if s.Routed(u) {
			st /= 2
		}
		if info.Side == side {
			v += st
		} else {
			v -= st
		}
	}
	return v
}

// value scores s for the side in [0, 1]: the points of its result when the
// game is over; else the points of the result if it ended now, weighed by
// how much of the game is played, and the squashed heuristic for the rest.
func (e evaluator) value(s *rules.State) float64 {
	if r := s.Result(); r != nil {
		return e.points(*r)
	}
	played := 1.0
	if n := e.end - e.start + 1; n > 0 {
		played = math.Max(0, math.Min(1, float64(s.Turn-e.start)/float64(n)))
	}
	est := 1 / (1 + math.Exp(-e.heuristic(s)/20))
	return played*e.points(s.ResultIfEndedNow()) + (1-played)*est
}
