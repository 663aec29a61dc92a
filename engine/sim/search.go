package sim

import (
	"math"
	"time"

	"github.com/aide-de-camp/adc/engine/rules"
)

// SearchBudget bounds the work of the search bot per decision. The zero
// value selects DefaultSearch.
type SearchBudget struct {
	// Nodes is the number of orders played in the rollouts of one
	// decision. The same Nodes give the same game for the same seed.
	Nodes int
	// Time, when not zero, also stops a decision's rollouts after this
	// long (after one rollout of each choice at least). Results then depend
	// on the machine's speed and load: leave it zero for reproducible runs.
	Time time.Duration
	// Turns is how many Game Turns a rollout plays ahead before the
	// position is scored (a rollout that reaches the end of the game is
	// scored by its result).
	Turns int
}

// DefaultSearch is the budget of the "search" bot.
var DefaultSearch = SearchBudget{Nodes: 6000, Turns: 2}

// searchPlans is the number of movement plans the search bot weighs: the
// greedy plan, three variants of its weights and four jittered ones
// (planWeights).
const searchPlans = 8

// searchDecls is the most declarations the search bot weighs in a Combat
// Phase: the greedy bot's and other covers of the mandatory attacks.
const searchDecls = 6

// ucbC is the exploration constant of UCB1 over rollout values in [0, 1].
const ucbC = 0.5

// Search plays one side by Monte Carlo search with greedy rollouts. At the
// two decisions that shape a player turn it treats the choices as arms of a
// bandit (UCB1, a one-level Monte Carlo tree search): at the start of its
// Movement Phase the plans of the lookahead bot (the greedy plan and
// variants of it), and in its Combat Phase the declarations that cover the
// mandatory attacks (9.1, 9.2). Each visit plays the choice forward with
// greedy players on both sides and dice of its own for Budget.Turns turns
// (or to the end of the game) and scores it: 1 for a win, 0 for a loss,
// one half for a draw, else the change in Morale and strength on the map
// squashed into 0 to 1. The n-th visit of every choice uses the same dice
// and enemy seed (common random numbers). The most visited choice is
// played; every other order follows the chosen greedy plan.
type Search struct {
	b      *rules.Board
	side   int
	seed   uint64
	budget SearchBudget
	plan   *Greedy
	key    [2]int
	// The rollout players, reset for each rollout: a search makes no new
	// bot per rollout.
	mine, theirs *Greedy
	value        *Lookahead // for its position score
	decision     uint64
}

// NewSearch returns a search bot for side of a game on board b.
func NewSearch(b *rules.Board, side int, seed uint64, budget SearchBudget) *Search {
	if budget.Nodes <= 0 {
		budget.Nodes = DefaultSearch.Nodes
	}
	if budget.Turns <= 0 {
		budget.Turns = DefaultSearch.Turns
	}
	return &Search{b: b, side: side, seed: seed, budget: budget,
		plan:   NewGreedy(b, side, seed),
		mine:   NewGreedy(b, side, seed),
		theirs: NewGreedy(b, 1-side, seed),
		value:  &Lookahead{b: b, side: side},
	}
}

// Order returns the search bot's order for position s.
func (x *Search) Order(s *rules.State) rules.Order {
	if s.Over() {
		return nil
	}
	if s.Actor() != x.side || s.Phasing != x.side || s.AwaitingContact() || s.AwaitingCommand() {
		return x.plan.Order(s)
	}
	switch {
	case s.Phase == rules.PhaseMovement && x.key != [2]int{s.Turn, 1}:
		x.key = [2]int{s.Turn, 1}
		k := x.bandit(s, searchPlans, func(arm int, rs uint64) (float64, int) {
			x.mine.reset(x.armSeed(s, arm), planWeights(arm))
			return x.rollout(s, nil, rs)
		})
		x.plan = newGreedyWeights(x.b, x.side, x.armSeed(s, k), planWeights(k))
	case s.Phase == rules.PhaseCombat && !s.Declared() && x.key != [2]int{s.Turn, 2}:
		x.key = [2]int{s.Turn, 2}
		cands := x.declarations(s)
		if len(cands) < 2 {
			break
		}
		k := x.bandit(s, len(cands), func(arm int, rs uint64) (float64, int) {
			x.mine.reset(x.plan.seed, x.plan.w)
			return x.rollout(s, cands[arm], rs)
		})
		return cands[k]
	}
	return x.plan.Order(s)
}

// armSeed is the seed of the greedy plan of arm k at this turn.
func (x *Search) armSeed(s *rules.State, k int) uint64 {
	return mix(x.seed ^ mix(uint64(s.Turn)<<16|uint64(k)))
}

// declarations returns the distinct legal declarations the search weighs:
// the chosen plan's first, then other covers of the mandatory attacks.
func (x *Search) declarations(s *rules.State) []rules.Order {
	var out []rules.Order
	seen := map[string]bool{}
	add := func(o rules.Order) {
		if o == nil || len(out) >= searchDecls {
			return
		}
		if k := o.(interface{ String() string }).String(); !seen[k] && s.Legal(o) == nil {
			seen[k] = true
			out = append(out, o)
		}
	}
	add(x.plan.declare(s))
	for k := uint64(0); k < 3*searchDecls && len(out) < searchDecls; k++ {
		d, err := s.AutoDeclare(x.seed ^ mix(uint64(s.Turn)<<8|k|1<<40))
		if err != nil {
			break
		}
		if len(d) == 0 {
			add(rules.EndPhase{})
			break
		}
		add(rules.Declare{Battles: d})
	}
	return out
}

// bandit spends the decision's budget on rollouts of arms 0 to n-1 chosen
// by UCB1 and returns the most visited arm (the best mean between equals).
// play runs one rollout of an arm with the rollout seed given and returns
// its value in [0, 1] and the orders it played.
func (x *Search) bandit(s *rules.State, n int, play func(arm int, rs uint64) (float64, int)) int {
	start := time.Now()
	x.decision++
	visits := make([]int, n)
	sum := make([]float64, n)
	nodes, total := 0, 0
	for {
		arm := -1
		if total < n {
			arm = total
		} else {
			if nodes >= x.budget.Nodes || x.budget.Time > 0 && time.Since(start) >= x.budget.Time {
				break
			}
			best := -1.0
			for a := 0; a < n; a++ {
				u := sum[a]/float64(visits[a]) + ucbC*math.Sqrt(math.Log(float64(total))/float64(visits[a]))
				if u > best+1e-12 {
					arm, best = a, u
				}
			}
		}
		rs := mix(x.seed ^ mix(x.decision<<20|uint64(visits[arm])+0x5ea7c4))
		v, k := play(arm, rs)
		visits[arm]++
		sum[arm] += v
		nodes += max(k, 1)
		total++
	}
	best := 0
	for a := 1; a < n; a++ {
		if visits[a] > visits[best] || visits[a] == visits[best] && sum[a]/float64(visits[a]) > sum[best]/float64(visits[best]) {
			best = a
		}
	}
	return best
}

// rollout plays from s, first order first when not nil, with x.mine for
// the side and a greedy enemy seeded with rs, for the budget's turns, and
// returns the value reached and the orders played.
func (x *Search) rollout(s *rules.State, first rules.Order, rs uint64) (float64, int) {
	x.theirs.reset(rs, DefaultWeights)
	players := [2]Bot{}
	players[x.side], players[1-x.side] = x.mine, x.theirs
	dice := rules.NewSeededDice(rs)
	v0 := x.value.value(s)
	st, n := playAhead(s, first, players, dice, x.side, s.Turn+x.budget.Turns)
	var v float64
	if res := st.Result(); res != nil {
		switch res.Winner {
		case x.side:
			v = 1
		case 1 - x.side:
			v = 0
		default:
			v = 0.5
		}
	} else {
		v = 0.5 + 0.45*math.Tanh((x.value.value(st)-v0)/20)
	}
	if st != s {
		st.Recycle()
	}
	return v, n
}
