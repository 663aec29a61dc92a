package sim

import (
	"time"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/kinds"
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

// DefaultSearch is the budget of the "search" bot: rollouts of two Game
// Turns (on Bailén 20's battle one turn was no stronger than the lookahead
// bot; docs/balance.md), which take some 6,000 orders for six futures of
// each choice.
var DefaultSearch = SearchBudget{Nodes: 6000, Turns: 2}

// searchMoves is the most destinations the search bot weighs for a unit:
// the best the greedy evaluation rates.
const searchMoves = 4

// searchDecls is the most declarations the search bot weighs in a Combat
// Phase: the greedy bot's and other covers of the mandatory attacks.
const searchDecls = 6

// Search plays one side by a search over its own decisions with greedy
// rollouts (one step of policy improvement over the greedy bot, unit by
// unit). In its Movement Phase it takes its units in the greedy bot's
// order and weighs, for each, the destinations greedy rates best (staying
// put among them); in its Combat Phase the declarations that cover the
// mandatory attacks (9.1, 9.2). Each choice is played forward with greedy
// players on both sides (the side's units already decided keep their
// places) for the budget's Game Turns (two by default, a turn more than
// the lookahead bot sees), and the position reached is scored
// from the victory conditions (evaluator). The choices of a decision are
// played on the same futures (common random numbers) whose dice are
// stratified: in each round of six futures every roll of the sequence
// takes each face once (Latin hypercube sampling), so that a battle's
// result is weighed by its odds rather than by the luck of a few rolls.
// The choice whose futures score best is played. In each battle it
// fights, it weighs greedy's order against the same with its Morale Point
// for reserves (12.2.3) the other way. Every other order (the enemy's
// reserves, reactions, the night, set-up) is the greedy bot's.
type Search struct {
	b      *rules.Board
	side   int
	seed   uint64
	budget SearchBudget
	plan   *Greedy // the greedy bot whose decisions the search revises
	// The rollout players, reset for each rollout: a search makes no new
	// bot per rollout.
	mine, theirs *Greedy
	eval         evaluator
	decision     uint64

	phase   [2]int // the turn and phase of decided
	decided []bool // units decided on this Movement Phase
	stayed  []int  // those of them that stay where they are
	declKey int    // the turn whose declaration was chosen, +1
	shape   searchShape
}

// searchShape is how wide a search looks: the destinations it weighs per
// unit, the declarations per Combat Phase, the futures it plays of each
// choice at least, and, when front is not zero, the units it revises: only
// those within front hexes of an enemy (the others follow greedy).
type searchShape struct {
	moves, decls, futures, front int
	reserves                     bool // weigh the attacker's reserves of each battle
}

// fullShape is the search bot's shape: every unit, wide.
var fullShape = searchShape{moves: searchMoves, decls: searchDecls, futures: lhsFaces, reserves: true}

// NewSearch returns a search bot for side of a game on board b.
func NewSearch(b *rules.Board, side int, seed uint64, budget SearchBudget) *Search {
	if budget.Nodes <= 0 {
		budget.Nodes = DefaultSearch.Nodes
	}
	if budget.Turns <= 0 {
		budget.Turns = DefaultSearch.Turns
	}
	return newSearchShaped(b, side, seed, budget, fullShape)
}

func newSearchShaped(b *rules.Board, side int, seed uint64, budget SearchBudget, shape searchShape) *Search {
	return &Search{b: b, side: side, seed: seed, budget: budget, shape: shape,
		plan:    NewGreedy(b, side, seed),
		mine:    NewGreedy(b, side, seed),
		theirs:  NewGreedy(b, 1-side, seed),
		eval:    newEvaluator(b, side),
		decided: make([]bool, len(b.Units)),
	}
}

// Order returns the search bot's order for position s.
func (x *Search) Order(s *rules.State) rules.Order {
	if s.Over() {
		return nil
	}
	if s.Actor() != x.side || s.Phasing != x.side || s.AwaitingContact() || kinds.AwaitingCommand(s) {
		return x.plan.Order(s)
	}
	switch {
	case s.Phase == rules.PhaseMovement:
		if o := x.move(s); o != nil {
			return o
		}
	case s.Phase == rules.PhaseCombat && !s.Declared() && x.declKey != s.Turn+1:
		x.declKey = s.Turn + 1
		cands := x.declarations(s)
		if len(cands) < 2 || x.shape.decls < 2 {
			break
		}
		return cands[x.best(s, len(cands), func(i int) (rules.Order, []int) { return cands[i], nil })]
	case s.Phase == rules.PhaseCombat && s.Declared() && x.shape.reserves:
		return x.resolve(s)
	}
	return x.plan.Order(s)
}

// resolve returns the greedy bot's order for the next battle, or the same
// with the attacker's Morale Point for reserves (12.2.3) the other way,
// whichever the futures score better: a Morale Point against a better
// column is what the victory conditions weigh (a side at the most Morale,
// 12.1.1, gains nothing by keeping it; one near 0 risks the game).
func (x *Search) resolve(s *rules.State) rules.Order {
	o := x.plan.Order(s)
	r, ok := o.(rules.Resolve)
	if !ok {
		return o
	}
	alt := r
	alt.AttackerReserve = !r.AttackerReserve
	if s.Legal(alt) != nil {
		return o
	}
	cands := [2]rules.Order{r, alt}
	return cands[x.best(s, 2, func(i int) (rules.Order, []int) { return cands[i], nil })]
}

// move returns the next Movement Phase order the search chooses, or nil to
// let the greedy bot end the phase (its exits and Night Attack first).
func (x *Search) move(s *rules.State) rules.Order {
	if k := [2]int{s.Turn, int(s.Phase)}; k != x.phase {
		x.phase = k
		clear(x.decided)
		x.stayed = x.stayed[:0]
	}
	g := x.plan
	if g.nightAttack && x.b.IsNight(s.Turn) {
		return x.plan.Order(s) // the Night Attack's designation comes first
	}
	if o := g.exitOrder(s); o != nil {
		return o
	}
	for u, info := range x.b.Units {
		us := &s.Units[u]
		if info.Side != x.side || info.Garrison || x.decided[u] || s.Moved(u) {
			continue
		}
		if us.Where != rules.AtMap && !(us.Where == rules.AtPending && us.Arrive <= s.Turn) {
			continue
		}
		x.decided[u] = true
		cands := g.rankMoves(s, u, x.shape.moves)
		k := 0
		if len(cands) > 1 && (x.shape.front == 0 || x.nearEnemy(s, u)) { // else greedy's best
			k = x.best(s, len(cands), func(i int) (rules.Order, []int) {
				if cands[i].order == nil {
					return nil, append(x.stayed, u)
				}
				return cands[i].order, x.stayed
			})
		}
		if len(cands) == 0 || cands[k].order == nil {
			x.stayed = append(x.stayed, u)
			continue
		}
		return cands[k].order
	}
	g.settleAll(s)
	return nil
}

// declarations returns the distinct legal declarations the search weighs:
// the greedy bot's first, then other covers of the mandatory attacks.
func (x *Search) declarations(s *rules.State) []rules.Order {
	var out []rules.Order
	seen := map[string]bool{}
	add := func(o rules.Order) {
		if o == nil || len(out) >= x.shape.decls {
			return
		}
		if k := o.(interface{ String() string }).String(); !seen[k] && s.Legal(o) == nil {
			seen[k] = true
			out = append(out, o)
		}
	}
	add(x.plan.declare(s))
	for k := 0; k < 3*x.shape.decls && len(out) < x.shape.decls; k++ {
		d, err := s.AutoDeclare(x.seed ^ mix(uint64(s.Turn)<<8|uint64(k)|1<<40))
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

// best plays the n choices of a decision on the same futures until the
// budget is spent and returns the one whose futures score best (the first
// between equals). choice(i) gives choice i's first order (nil for none)
// and the side's units that stay where they are in this Movement Phase.
// Futures come in rounds of six whose dice are stratified (lhsDice); the
// budget is checked after each future of every choice, six at least.
func (x *Search) best(s *rules.State, n int, choice func(i int) (rules.Order, []int)) int {
	start := time.Now()
	x.decision++
	sum := make([]float64, n)
	nodes := 0
	for r := 0; ; r++ {
		block := mix(x.seed ^ mix(x.decision<<20|uint64(r/lhsFaces)+0x5ea7c4))
		for i := 0; i < n; i++ {
			first, stay := choice(i)
			v, k := x.rollout(s, first, stay, block, r%lhsFaces)
			sum[i] += v
			nodes += max(k, 1)
		}
		if r+1 >= x.shape.futures && (nodes >= x.budget.Nodes || x.budget.Time > 0 && time.Since(start) >= x.budget.Time) {
			break
		}
	}
	best := 0
	for i := 1; i < n; i++ {
		if sum[i] > sum[best]+1e-9 {
			best = i
		}
	}
	return best
}

// rollout plays from s, first order first when not nil, with greedy
// players (the side's units in stay keep their places in this Movement
// Phase) and future i of the stratified block, for the budget's turns, and
// returns the value reached and the orders played.
func (x *Search) rollout(s *rules.State, first rules.Order, stay []int, block uint64, i int) (float64, int) {
	x.mine.reset(x.plan.seed, DefaultWeights)
	x.theirs.reset(mix(block^uint64(i)), DefaultWeights)
	if s.Phase == rules.PhaseMovement {
		x.mine.settle(s, stay)
	}
	players := [2]Bot{}
	players[x.side], players[1-x.side] = x.mine, x.theirs
	dice := &lhsDice{block: block, i: i}
	st, n := playAhead(s, first, players, dice, x.side, s.Turn+x.budget.Turns)
	v := x.eval.value(st)
	if st != s {
		st.Recycle()
	}
	return v, n
}

// nearEnemy tells whether unit u, on the map, is within the shape's front
// hexes of an enemy unit on the map.
func (x *Search) nearEnemy(s *rules.State, u int) bool {
	us := &s.Units[u]
	if us.Where != rules.AtMap {
		return false
	}
	for e, info := range x.b.Units {
		if info.Side != x.side && s.OnMap(e) && x.b.Distance(us.Hex, s.Units[e].Hex) <= x.shape.front {
			return true
		}
	}
	return false
}

// lhsFaces is the number of futures in a block of stratified dice.
const lhsFaces = 6

// lhsDice is future i of a block of six whose dice are stratified (Latin
// hypercube sampling): the k-th roll of the six futures is a permutation
// of the faces 1 to 6 drawn for the block and k, so every roll of the
// sequence takes each face once over the block.
type lhsDice struct {
	block uint64
	i, k  int
}

// Roll returns the face future i takes at its next roll.
func (d *lhsDice) Roll() int {
	r := mix(d.block ^ mix(uint64(d.k)+0x1d1ce))
	d.k++
	var p [lhsFaces]int
	for j := range p {
		p[j] = j + 1
	}
	for j := lhsFaces - 1; j > 0; j-- { // Fisher-Yates from the roll's hash
		m := int(r % uint64(j+1))
		r /= uint64(j + 1)
		p[j], p[m] = p[m], p[j]
	}
	return p[d.i]
}
