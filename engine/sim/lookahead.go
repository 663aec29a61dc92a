package sim

import (
	"math"
	"time"

	"github.com/aide-de-camp/adc/engine/rules"
)

// LookaheadBudget bounds the work of the lookahead bot per decision. The
// zero value selects DefaultLookahead.
type LookaheadBudget struct {
	Rollouts int // futures played of each choice
	Turns    int // game turns each future is played ahead
	// Time, when not zero, stops sampling a decision's futures after this
	// long. Results then depend on the machine's speed: leave it zero for
	// reproducible runs.
	Time time.Duration
}

// DefaultLookahead is the budget of the "lookahead" bot.
var DefaultLookahead = LookaheadBudget{Rollouts: 4, Turns: 1}

// lookaheadShape is what the lookahead bot weighs: for each of its units
// within 3 hexes of an enemy, greedy's 2 best destinations (staying put
// among them); the other units and the declarations are greedy's. Measured
// against greedy (400 games a seat, docs/balance.md), the front units'
// choices are where a turn's plan is won or lost: 2 destinations over 4
// futures each beat 3 destinations, and a front of 3 hexes beat one of 2.
var lookaheadShape = searchShape{moves: 2, decls: 1, front: 3}

// Lookahead plays one side by a narrow search over its own decisions with
// greedy rollouts: the search bot's method (Search) on the units near the
// enemy only, two destinations each, over a few futures on stratified
// dice, scored by the victory conditions. It is the search bot cut to a
// budget some 25 times smaller.
type Lookahead struct {
	*Search
}

// NewLookahead returns a lookahead bot for side of a game on board b.
func NewLookahead(b *rules.Board, side int, seed uint64, budget LookaheadBudget) *Lookahead {
	if budget.Rollouts <= 0 {
		budget.Rollouts = DefaultLookahead.Rollouts
	}
	if budget.Turns <= 0 {
		budget.Turns = DefaultLookahead.Turns
	}
	shape := lookaheadShape
	shape.futures = budget.Rollouts
	// A node budget of 1 stops each decision at its least futures; a time
	// plays futures until it is spent (one of each choice at least).
	sb := SearchBudget{Nodes: 1, Time: budget.Time, Turns: budget.Turns}
	if budget.Time > 0 {
		sb.Nodes, shape.futures = math.MaxInt, 1
	}
	return &Lookahead{newSearchShaped(b, side, seed, sb, shape)}
}

// playAhead plays from s, first order first when not nil, with players
// and dice, until side's Movement Phase of turn end or the end of the
// game, and returns the position reached (s when no order was played) and
// the orders played. The positions in between are recycled; s is left
// untouched.
func playAhead(s *rules.State, first rules.Order, players [2]Bot, dice rules.Dice, side, end int) (*rules.State, int) {
	st := s
	n := 0
	for ; n < 20000 && !st.Over(); n++ {
		if st.Turn >= end && st.Phasing == side && st.Phase == rules.PhaseMovement {
			break
		}
		o := first
		if n > 0 || o == nil {
			o = players[st.Actor()].Order(st)
		}
		if o == nil {
			break
		}
		ns, _, err := st.Apply(o, dice)
		if err != nil {
			break
		}
		if st != s && ns != st {
			st.Recycle() // the game's own position s stays untouched
		}
		st = ns
	}
	return st, n
}
