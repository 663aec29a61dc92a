package sim

import (
	"time"

	"github.com/aide-de-camp/adc/engine/rules"
)

// LookaheadBudget bounds the work of the lookahead bot per decision. The
// zero value selects DefaultLookahead.
type LookaheadBudget struct {
	Plans    int // candidate plans per player turn: the greedy plan and variants of it
	Rollouts int // futures sampled per plan
	Turns    int // game turns each future is played ahead
	// Time, when not zero, stops sampling a decision's futures after this
	// long. Results then depend on the machine's speed: leave it zero for
	// reproducible runs.
	Time time.Duration
}

// DefaultLookahead is the budget of the "lookahead" bot.
var DefaultLookahead = LookaheadBudget{Plans: 6, Rollouts: 6, Turns: 1}

// Lookahead plays one side by flat Monte Carlo over plans: at the start of
// each of its Movement Phases it considers the greedy plan and variants of
// it (other weights, jitter), plays each forward with greedy players for a
// few futures, and follows the plan whose futures score best (a result,
// else morale and strength on the map) for the whole player turn. The
// futures of every plan share their dice (common random numbers).
type Lookahead struct {
	b      *rules.Board
	side   int
	seed   uint64
	budget LookaheadBudget
	plan   *Greedy
	key    [2]int
	// The rollout players, reset for each rollout (made at the first).
	mine, theirs *Greedy
}

// NewLookahead returns a lookahead bot for side of a game on board b.
func NewLookahead(b *rules.Board, side int, seed uint64, budget LookaheadBudget) *Lookahead {
	if budget.Plans <= 0 {
		budget.Plans = DefaultLookahead.Plans
	}
	if budget.Rollouts <= 0 {
		budget.Rollouts = DefaultLookahead.Rollouts
	}
	if budget.Turns <= 0 {
		budget.Turns = DefaultLookahead.Turns
	}
	return &Lookahead{b: b, side: side, seed: seed, budget: budget, plan: NewGreedy(b, side, seed)}
}

// planWeights returns the weights of plan k: plan 0 is the greedy bot's.
func planWeights(k int) Weights {
	w := DefaultWeights
	switch k % 4 {
	case 1: // bolder
		w.Attack, w.Avoid, w.Front = w.Attack*1.6, w.Avoid*0.6, w.Front*2
	case 2: // more careful, holds ground
		w.Attack, w.Avoid, w.Terrain = w.Attack*0.7, w.Avoid*1.6, w.Terrain*2
	case 3: // objectives first
		w.Goal, w.Front = w.Goal*2, w.Front*0.5
	}
	if k >= 4 {
		w.Noise = 1.5
	}
	return w
}

// Order returns the lookahead bot's order for position s.
func (l *Lookahead) Order(s *rules.State) rules.Order {
	if s.Over() {
		return nil
	}
	if s.Phase == rules.PhaseMovement && s.Phasing == l.side && s.Actor() == l.side {
		if k := [2]int{s.Turn, 1}; k != l.key {
			l.key = k
			l.plan = l.choose(s)
		}
	}
	return l.plan.Order(s)
}

func (l *Lookahead) planSeed(s *rules.State, k int) uint64 {
	return mix(l.seed ^ mix(uint64(s.Turn)<<16|uint64(k)))
}

// choose samples the futures of each plan from s and returns the best.
func (l *Lookahead) choose(s *rules.State) *Greedy {
	start := time.Now()
	best, bestV := 0, -1e18
	for k := 0; k < l.budget.Plans; k++ {
		total := 0.0
		n := 0
		for r := 0; r < l.budget.Rollouts; r++ {
			if l.budget.Time > 0 && time.Since(start) > l.budget.Time && n > 0 {
				break
			}
			total += l.rollout(s, k, r)
			n++
		}
		if n == 0 {
			break
		}
		if v := total / float64(n); v > bestV+1e-9 {
			best, bestV = k, v
		}
	}
	return newGreedyWeights(l.b, l.side, l.planSeed(s, best), planWeights(best))
}

// rollout plays plan k from s for the budget's turns with greedy players
// and dice of its own, and scores the position reached for the side.
func (l *Lookahead) rollout(s *rules.State, k, r int) float64 {
	// The futures of every plan share their dice and the enemy's seed
	// (common random numbers), so that plans are compared on the same luck.
	rs := mix(l.seed ^ mix(uint64(s.Turn)<<16|uint64(r)+0x51))
	if l.mine == nil {
		l.mine, l.theirs = NewGreedy(l.b, l.side, 0), NewGreedy(l.b, 1-l.side, 0)
	}
	l.mine.reset(l.planSeed(s, k), planWeights(k))
	l.theirs.reset(rs, DefaultWeights)
	var players [2]Bot
	players[l.side], players[1-l.side] = l.mine, l.theirs
	dice := rules.NewSeededDice(rs)
	st, _ := playAhead(s, nil, players, dice, l.side, s.Turn+l.budget.Turns)
	return l.value(st)
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

// value scores a position for the side: a result outweighs everything,
// then morale, then strength on the map.
func (l *Lookahead) value(s *rules.State) float64 {
	if res := s.Result(); res != nil {
		switch res.Winner {
		case l.side:
			return 1000
		case 1 - l.side:
			return -1000
		}
		return 0
	}
	return 10*float64(s.Morale[l.side]-s.Morale[1-l.side]) + strengthOnMap(l.b, s, l.side)
}
