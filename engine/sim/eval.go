package sim

import (
	"math"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// evaluator scores positions for one side from the victory conditions:
// the result the game would have if it ended now (rules.State
// ResultIfEndedNow), weighed more as the end draws near, and, for what the
// turns left may still change, the Morale of both sides (what 12.1.2 and
// most victory conditions count, a side near 0 near a decisive defeat)
// and their strength on the map. Results score by victory level, on the
// ladder's scale (LevelPoints): a side winning at a Marginal level now
// still sees what a Decisive Victory (the enemy's Morale reduced to 0,
// 15.0) would add. A finished game scores its result.
type evaluator struct {
	b          *rules.Board
	side       int
	start, end int
	// Per side: the points of its lowest winning level and of its win by
	// the enemy's Morale reduced to 0 (LevelPoints), and its starting
	// Morale.
	low, zero [2]float64
	morale0   [2]int
}

func newEvaluator(b *rules.Board, side int) evaluator {
	e := evaluator{b: b, side: side, start: b.Scenario.Turns.Start, end: b.EndTurn(),
		low: [2]float64{1, 1}, zero: [2]float64{1, 1}, morale0: [2]int{10, 10}}
	for _, sd := range b.Scenario.Sides {
		if sd.Morale > 0 {
			e.morale0[sideOf(sd.ID)] = sd.Morale
		}
	}
	for _, v := range b.Scenario.Victory {
		if v.Side == "" || v.Kind == scenario.VictoryCampaign || v.Kind == scenario.VictoryCustom {
			continue
		}
		i, p := sideOf(v.Side), LevelPoints(v.Level)
		e.low[i] = min(e.low[i], p)
		if v.Kind == scenario.VictoryMoraleZero {
			e.zero[i] = p
		}
	}
	return e
}

// points is what result r is worth to the side on the ladder's scale by
// victory level (LevelPoints): the winner of a Decisive Victory 1, of a
// Major one 5/6, of a Marginal one 2/3, the loser the rest, a draw one
// half. A side winning at a Marginal level thus still gains by driving
// the enemy's Morale to 0 (a Decisive Victory, 15.0), and a side losing
// gains by losing at a lower level.
func (e evaluator) points(r rules.Result) float64 {
	switch r.Winner {
	case e.side:
		return LevelPoints(r.Level)
	case 1 - e.side:
		return 1 - LevelPoints(r.Level)
	}
	return 0.5
}

// winPoints is what a win of side w is worth to it, expected from the
// enemy's Morale m: its lowest level's points when the enemy keeps its
// starting Morale, rising to those of the win by the enemy's Morale
// reduced to 0 (15.0) as m falls to 0. Where every level scores alike
// (a scenario that names none), it is 1.
func (e evaluator) winPoints(w, m int) float64 {
	lo, hi := e.low[w], max(e.zero[w], e.low[w])
	if hi == lo {
		return hi
	}
	near := 1 - float64(m)/float64(e.morale0[1-w])
	return lo + (hi-lo)*math.Max(0, math.Min(1, near))
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
// how much of the game is played, and for the rest the squashed heuristic
// read as the chance of a win, each side's win worth the level the other's
// Morale points to (winPoints).
func (e evaluator) value(s *rules.State) float64 {
	if r := s.Result(); r != nil {
		return e.points(*r)
	}
	played := 1.0
	if n := e.end - e.start + 1; n > 0 {
		played = math.Max(0, math.Min(1, float64(s.Turn-e.start)/float64(n)))
	}
	// The heuristic's chance of a win, each side's win weighed by the
	// level the enemy's Morale points to.
	p := 1 / (1 + math.Exp(-e.heuristic(s)/20))
	me, them := e.side, 1-e.side
	est := p*e.winPoints(me, s.Morale[them]) + (1-p)*(1-e.winPoints(them, s.Morale[me]))
	return played*e.points(s.ResultIfEndedNow()) + (1-played)*est
}
