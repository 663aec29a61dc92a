package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// RandomPlayer gives random legal orders for both sides, for smoke tests of
// scenarios and property tests of the engine. It remembers which units it
// already considered in the current phase.
type RandomPlayer struct {
	src   *rand.PCG
	Rng   *rand.Rand
	key   [3]int
	Tried []bool
	sr    Searcher
	buf   []int
	cnt   []uint8
	ds    declScratch
	// must and mustBe are buffers for the obligations of a declaration.
	must, mustBe []int
	// towardEnemy's memory: per hex, the distance to the nearest enemy
	// unit + 1 (0: not yet known), for the enemy hexes nearOf.
	near   []int32
	nearOf []int32
	nearOK bool // near holds the distances to nearOf on this Board
	// nearGen is sr.maskGen when nearOf was last found the enemies.
	nearGen uint32
	// eq and er are the axial coordinates of the hexes of nearOf, each
	// hex once, and eh those hexes.
	eq, er, eh []int32
}

// NewRandomPlayer returns a player seeded with seed.
func NewRandomPlayer(seed uint64) *RandomPlayer {
	src := rand.NewPCG(seed, 0x5bd1e995)
	return &RandomPlayer{src: src, Rng: rand.New(src), key: noPhase}
}

// noPhase is a phase key no position has: the player has seen no phase.
var noPhase = [3]int{-1 << 31, -1, -1}

// Reset makes p play as NewRandomPlayer(seed) would, keeping its buffers:
// a many-game run gives each game's player the last game's.
func (p *RandomPlayer) Reset(seed uint64) {
	p.src.Seed(seed, 0x5bd1e995)
	p.key = noPhase
	p.nearOK = false
	p.sr.unpin()
}

// Order returns a legal order for the side to act in s, or nil when the
// game is over.
func (p *RandomPlayer) Order(s *State) Order {
	if s.result != nil {
		return nil
	}
	b := s.B
	k := [3]int{s.Turn, s.Phasing, int(s.Phase)}
	if k != p.key || len(p.Tried) != len(b.Units) {
		p.key = k
		if len(p.Tried) != len(b.Units) {
			p.Tried = make([]bool, len(b.Units))
		}
		clear(p.Tried)
	}
	if s.Contact != nil {
		if len(s.Contact.Candidate) > 0 && p.Rng.IntN(2) == 0 {
			if o := (MaintainContact{Unit: b.Units[s.Contact.Candidate[0]].ID}); s.Legal(o) == nil {
				return o
			}
		}
		return MaintainContact{}
	}
	if s.OrderDue() != nil {
		return p.dueOrder(s)
	}
	if o := p.exitOrder(s); o != nil {
		return o // Organized Retreat and scenario exits (exit.go)
	}
	switch s.Phase {
	case PhaseSetup:
		return p.deployOrder(s) // deploy.go
	case PhaseMovement:
		if !s.ForcedMarch && s.Morale[s.Phasing] > 4 && p.Rng.IntN(20) == 0 {
			moved := false
			for u := range b.Units {
				info := &b.Units[u]
				moved = moved || (info.Side == s.Phasing && s.Units[u].Status&StMoved != 0)
			}
			if !moved {
				return ForceMarch{}
			}
		}
		if o := p.fogOrder(s); o != nil {
			return o
		}
		if q := p.random(s, RandomOrder, RandomAsk{}); q.Order != nil { // Random GameHooks
			return q.Order
		}
		// s does not change while this order is chosen: the searches
		// share their ZOC and enemy masks. (No defer: Order has too many
		// returns for an inlined one.)
		p.sr.pin(s)
		o := p.moveOrder(s)
		p.sr.unpin()
		return o
	case PhaseReaction:
		if p.Rng.IntN(3) == 0 {
			if o := p.reaction(s); o != nil {
				return o
			}
		}
		return EndPhase{}
	case PhaseCombat:
		if !s.BattlesDeclared {
			decl, ok := p.declare(s) // leaves s.hint.decl or s.hint.noOblig
			if ok && len(decl) > 0 {
				return Declare{Battles: decl}
			}
			return EndPhase{}
		}
		for i, bt := range s.BattleList {
			if bt.Resolved || bt.Cancelled {
				continue
			}
			o := Resolve{Battle: i}
			if s.Morale[s.Phasing] > 3 && p.Rng.IntN(6) == 0 && s.checkReserves(&bt, true, false) == nil {
				o.AttackerReserve = true
			}
			if s.Morale[1-s.Phasing] > 3 && p.Rng.IntN(6) == 0 && s.checkReserves(&bt, false, true) == nil {
				o.DefenderReserve = true
			}
			if len(b.game.Random[RandomResolve]) > 0 { // Random GameHooks
				o = p.random(s, RandomResolve, RandomAsk{Battle: i, Resolve: o}).Resolve
			}
			if p.Rng.IntN(2) == 0 {
				n := 0 // the units that may advance, to size the list once
				for _, us := range [2][]int{bt.Attackers, bt.Defenders} {
					for _, u := range us {
						if !b.Units[u].Artillery {
							n++
						}
					}
				}
				if n > 0 {
					o.Advance = make([]string, 0, n)
				}
				for _, us := range [2][]int{bt.Attackers, bt.Defenders} {
					for _, u := range us {
						if !b.Units[u].Artillery { // 9.8: artillery never advances
							o.Advance = append(o.Advance, b.Units[u].ID)
						}
					}
				}
				o.Pursue = p.Rng.IntN(3)
			}
			return o
		}
		return EndPhase{}
	case PhaseNight:
		// 10.0: Broken units try to Rally, once per night.
		if p.Rng.IntN(4) != 0 {
			if o := p.Rally(s); o != nil {
				return o
			}
		}
		if o := p.fogOrder(s); o != nil {
			return o
		}
		return EndPhase{}
	}
	return EndPhase{}
}

// moveOrder is Order's Movement Phase move: a random unit that has not
// moved, to a random hex of its reach or the one nearest the enemy, or
// EndPhase. The caller pins s in p.sr.
func (p *RandomPlayer) moveOrder(s *State) Order {
	b := s.B
	p.buf = p.buf[:0]
	for _, u := range b.movers[s.Phasing] { // the phasing side's units but garrisons, in index order
		us := &s.Units[u]
		if p.Tried[u] || us.Status&StMoved != 0 {
			continue
		}
		if us.Where == AtMap || (us.Where == AtPending && us.Arrive <= s.Turn && (b.Units[u].Placement.Kind != scenario.PlaceVariable || us.Status&StRolled != 0)) {
			p.buf = append(p.buf, u)
		}
	}
	if len(p.cnt) != b.N {
		p.cnt = make([]uint8, b.N)
	}
	s.stackCounts(p.cnt)
	// The movement limit depends on the position only, which does not
	// change while the order is chosen: it is asked once, where the
	// first unit is drawn (asking may leave a note on the Board).
	limit := 0 // 0: not asked yet, 1: not reached, 2: reached
	stacked := -1
	for i, u := range p.buf {
		if s.Units[u].Where == AtMap && p.cnt[s.Units[u].Hex] > 1 {
			stacked = i
		}
	}
	for len(p.buf) > 0 {
		if stacked < 0 && p.Rng.IntN(8) == 0 {
			break
		}
		i := p.Rng.IntN(len(p.buf))
		if stacked >= 0 {
			i, stacked = stacked, -1
		}
		u := p.buf[i]
		p.buf[i] = p.buf[len(p.buf)-1]
		p.buf = p.buf[:len(p.buf)-1]
		p.Tried[u] = true
		if limit == 0 {
			limit = 1
			if s.limitReached(s.Phasing) {
				limit = 2
			}
		}
		if limit == 2 {
			break
		}
		if s.mayMove(MoveCount, s.Phasing, u) != nil || s.mayMove(MoveUnit, s.Phasing, u) != nil {
			continue
		}
		hexes := p.sr.search(s, u)
		if len(hexes) == 0 {
			continue
		}
		to := hexes[p.Rng.IntN(len(hexes))]
		if p.Rng.IntN(2) == 0 {
			to = p.towardEnemy(s, u, hexes)
		}
		if b.Units[u].Guard && s.guardCommitCost(u, to) && s.Morale[s.Phasing] < 2 {
			continue
		}
		s.hint = moveHint{unit: u + 1, to: to, entry: p.sr.reach[to].from}
		return Move{Unit: b.Units[u].ID, To: b.Code(to)}
	}
	if s.checkEndPhase() != nil {
		// 6.9: a stack must be split before the phase ends.
		for u := range b.Units {
			info := &b.Units[u]
			if info.Side != s.Phasing || s.Units[u].Where != AtMap || s.Units[u].Status&StMoved != 0 {
				continue
			}
			if p.cnt[s.Units[u].Hex] > 1 && s.mayMove(MoveCount, s.Phasing, u) == nil {
				if hexes := p.sr.search(s, u); len(hexes) > 0 {
					return Move{Unit: info.ID, To: b.Code(hexes[p.Rng.IntN(len(hexes))])}
				}
			}
		}
	}
	return EndPhase{}
}

func (p *RandomPlayer) towardEnemy(s *State, u int, hexes []int32) int32 {
	b := s.B
	// The enemy units stand still through a Movement Phase while many
	// units of the phasing side ask: keep each hex's distance to the
	// nearest of them until they stand elsewhere. The search that found
	// hexes has just checked its masks against s: when it did not make
	// them again since the distances were kept, the other side's units
	// are where they were then (Searcher.maskGen), and so are the
	// enemies.
	if gen := p.sr.maskGen; !p.nearOK || gen != p.nearGen || len(p.near) != b.N {
		p.nearGen = gen
		p.nearEnemies(s, b.Units[u].Side)
	}
	eq, er, eh := p.eq, p.er, p.eh
	dt := b.hexDistances()
	best, bd := hexes[0], int32(1<<30)
	for _, h := range hexes {
		d := p.near[h] - 1
		if d < 0 {
			if dt != nil {
				d = nearestIn(dt[int(h)*b.N:int(h+1)*b.N], eh)
			} else {
				d = nearestDistance(int32(b.Hexes[h].Q), int32(b.Hexes[h].R), eq, er)
			}
			p.near[h] = d + 1
		}
		if d < bd {
			best, bd = h, d
		}
	}
	return best
}

// nearEnemies keeps in p the hexes of side's enemies on the map (not
// garrisons) and, when they are not those it kept, forgets each hex's
// distance to the nearest of them.
func (p *RandomPlayer) nearEnemies(s *State, side int) {
	b := s.B
	var enemies [64]int32
	en := enemies[:0]
	for _, e := range b.otherUnits[side] {
		if s.Units[e].Where == AtMap && !b.Units[e].Garrison {
			en = append(en, s.Units[e].Hex)
		}
	}
	if p.nearOK && slices.Equal(en, p.nearOf) && len(p.near) == b.N {
		return
	}
	p.nearOf = append(p.nearOf[:0], en...)
	if len(p.near) != b.N {
		p.near = make([]int32, b.N)
	}
	clear(p.near)
	p.nearOK = true
	// The enemies' axial coordinates, each hex once (a stack is one
	// hex), read once for every hex asked about.
	p.eq, p.er, p.eh = p.eq[:0], p.er[:0], p.eh[:0]
	for _, e := range en {
		q, r := int32(b.Hexes[e].Q), int32(b.Hexes[e].R)
		if !hasHex(p.eq, p.er, q, r) {
			p.eq, p.er, p.eh = append(p.eq, q), append(p.er, r), append(p.eh, e)
		}
	}
}

// nearestIn is the smallest of row[e] for the hexes e of eh: with a row
// of hexDistances, the distance to the nearest of them (1<<30 when there
// are none), as nearestDistance works it out.
func nearestIn(row []uint8, eh []int32) int32 {
	d := int32(1 << 30)
	for _, e := range eh {
		d = min(d, int32(row[e]))
	}
	return d
}

// hasHex reports whether (q, r) is one of the hexes (eq[i], er[i]).
func hasHex(eq, er []int32, q, r int32) bool {
	er = er[:len(eq)]
	for i, x := range eq {
		if x == q && er[i] == r {
			return true
		}
	}
	return false
}

// nearestDistance is the hex distance (hex.Hex.Distance) from (q, r) to
// the nearest of the hexes (eq[i], er[i]), 1<<30 when there are none.
func nearestDistance(q, r int32, eq, er []int32) int32 {
	d := int32(1 << 30)
	er = er[:len(eq)]
	for i, x := range eq {
		dq, dr := q-x, r-er[i]
		ds := dq + dr
		// |dq| + |dr| + |dq+dr| is twice the distance.
		dq = (dq ^ (dq >> 31)) - (dq >> 31)
		dr = (dr ^ (dr >> 31)) - (dr >> 31)
		ds = (ds ^ (ds >> 31)) - (ds >> 31)
		d = min(d, (dq+dr+ds)>>1)
	}
	return d
}

// reaction tries a countercharge or a disengagement for the reacting side.
func (p *RandomPlayer) reaction(s *State) Order {
	b := s.B
	side := 1 - s.Phasing
	for u := range b.Units {
		info := &b.Units[u]
		if info.Side != side || s.Units[u].Where != AtMap || !info.Cavalry || s.Units[u].Status&stReacted != 0 {
			continue
		}
		h := s.Units[u].Hex
		for d := 0; d < 6; d++ {
			n := b.Neighbours[h][d]
			if n < 0 {
				continue
			}
			e := s.UnitAt(n)
			if e < 0 || b.Units[e].Side == side {
				continue
			}
			if p.Rng.IntN(2) == 0 {
				o := Countercharge{Attackers: []string{info.ID}, Defenders: []string{b.Units[e].ID}}
				if s.Legal(o) == nil {
					return o
				}
			}
			for dd := 0; dd < 6; dd++ {
				if to := b.Neighbours[h][dd]; to >= 0 {
					o := Disengage{Unit: info.ID, To: b.Code(to)}
					if s.Legal(o) == nil {
						return o
					}
				}
			}
		}
	}
	return nil
}

// declare builds a declaration that covers every mandatory attack (9.1,
// 9.2), by randomised greedy assignment checked against the rules.
func (p *RandomPlayer) declare(s *State) ([]BattleDecl, bool) {
	must, mustBe := s.obligations(s.Phasing, nil, p.must, p.mustBe)
	p.must, p.mustBe = must, mustBe // the buffers for the next declaration
	if len(must) == 0 && len(mustBe) == 0 {
		s.hint.noOblig = true
		return nil, true
	}
	for try := 0; try < 60; try++ {
		if d, ok := tryDeclare(s, p.Rng, must, mustBe, &p.ds); ok {
			s.hint.decl = p.ds.hint()
			return d, true
		}
	}
	return nil, false
}

// AutoDeclare returns a legal declaration covering the mandatory attacks of
// the phasing side, or an error when none was found.
func (s *State) AutoDeclare(seed uint64) ([]BattleDecl, error) {
	p := NewRandomPlayer(seed)
	d, ok := p.declare(s)
	if !ok {
		return nil, fmt.Errorf("rules: no declaration covering every mandatory attack was found")
	}
	return d, nil
}

// tryDeclare makes one randomised declaration covering the obligations
// (must, mustBe) of the phasing side, which the position fixes, so the
// caller works them out once for all its tries. ds holds its buffers from
// try to try.
func tryDeclare(s *State, rng *rand.Rand, must []int, mustBe []int, ds *declScratch) ([]BattleDecl, bool) {
	b := s.B
	ds.reset(len(b.Units))
	fs := append(ds.fs[:0], must...)
	es := append(ds.es[:0], mustBe...) // sorted
	ds.fs, ds.es = fs, es
	defer ds.clear()
	rng.Shuffle(len(fs), func(i, j int) { fs[i], fs[j] = fs[j], fs[i] })
	rng.Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
	adj := func(f, e int) bool {
		_, ok := b.adjacent(s.Units[f].Hex, s.Units[e].Hex)
		return ok
	}
	// A minimum edge cover of the bipartite graph of obligated attackers and
	// enemies that must be attacked is a set of disjoint stars, and a star
	// is a legal battle (9.2.2). Build it from a maximum matching (Kuhn's
	// augmenting paths; seen marks the enemies one search has visited).
	// matchF, matchE, byF and byE hold a unit or battle index + 1, 0 for
	// none.
	var try func(f int) bool
	try = func(f int) bool {
		for _, e := range es {
			if ds.seen[e] == ds.gen || !adj(f, e) {
				continue
			}
			ds.seen[e] = ds.gen
			if g := ds.matchE[e]; g == 0 || try(int(g)-1) {
				ds.matchF[f], ds.matchE[e] = int32(e+1), int32(f+1)
				return true
			}
		}
		return false
	}
	for _, f := range fs {
		if ds.gen++; ds.gen == 0 { // wrapped: forget every mark
			clear(ds.seen)
			ds.gen = 1
		}
		try(f)
	}
	bts := ds.battles[:0]
	for _, f := range fs {
		if e := ds.matchF[f]; e != 0 {
			// The last tries' lists are reused: nothing keeps them.
			if k := len(bts); k < cap(bts) {
				bts = bts[:k+1]
				bts[k].att = append(bts[k].att[:0], f)
				bts[k].def = append(bts[k].def[:0], int(e)-1)
			} else {
				bts = append(bts, declBattle{att: []int{f}, def: []int{int(e) - 1}})
			}
			ds.byF[f], ds.byE[e-1] = int32(len(bts)), int32(len(bts))
		}
	}
	ds.battles = bts
	for _, f := range fs {
		if ds.byF[f] != 0 {
			continue
		}
		for _, e := range es {
			if k := ds.byE[e]; adj(f, e) && k != 0 && len(bts[k-1].def) == 1 {
				bts[k-1].att = append(bts[k-1].att, f)
				ds.byF[f] = k
				break
			}
		}
		if ds.byF[f] == 0 {
			return nil, false
		}
	}
	for _, e := range es {
		if ds.byE[e] != 0 {
			continue
		}
		for _, f := range fs {
			if k := ds.byF[f]; adj(f, e) && k != 0 && len(bts[k-1].att) == 1 {
				bts[k-1].def = append(bts[k-1].def, e)
				ds.byE[e] = k
				break
			}
		}
		if ds.byE[e] == 0 {
			return nil, false
		}
	}
	ptrs := ds.ptrs[:0]
	for i := range bts {
		ds.bt = append(ds.bt[:i], Battle{Attackers: bts[i].att, Defenders: bts[i].def})
	}
	for i := range bts {
		ptrs = append(ptrs, &ds.bt[i])
	}
	ds.ptrs = ptrs
	if err := s.checkDeclaration(ptrs); err != nil {
		return nil, false
	}
	if len(bts) == 0 {
		return nil, true
	}
	// The battles and their unit ids in one block each, every list's
	// capacity clipped to its length: an append to one copies it.
	n := 0
	for _, bt := range bts {
		n += len(bt.att) + len(bt.def)
	}
	ids := make([]string, 0, n)
	out := make([]BattleDecl, len(bts))
	for i, bt := range bts {
		for _, f := range bt.att {
			ids = append(ids, b.Units[f].ID)
		}
		for _, e := range bt.def {
			ids = append(ids, b.Units[e].ID)
		}
		all := ids[len(ids)-len(bt.att)-len(bt.def):]
		na := len(bt.att)
		out[i] = BattleDecl{Attackers: all[:na:na], Defenders: all[na:len(all):len(all)]}
	}
	return out, true
}

// declScratch holds tryDeclare's buffers: per unit, its match, the
// battle it is in and the search that last saw it, all zero between tries.
type declScratch struct {
	matchF, matchE []int32
	byF, byE       []int32
	seen           []uint32
	gen            uint32
	fs, es         []int
	battles        []declBattle
	bt             []Battle
	ptrs           []*Battle
}

// declBattle is a battle being formed: attacker and defender unit indexes.
type declBattle struct{ att, def []int }

func (ds *declScratch) reset(units int) {
	if len(ds.matchF) != units {
		ds.matchF, ds.matchE = make([]int32, units), make([]int32, units)
		ds.byF, ds.byE = make([]int32, units), make([]int32, units)
		ds.seen, ds.gen = make([]uint32, units), 0
	}
}

// hint returns the battles of the last successful try as a State's
// declaration hint (moveHint.decl), in memory of its own.
func (ds *declScratch) hint() []int32 {
	n := 0
	for _, bt := range ds.battles {
		n += 2 + len(bt.att) + len(bt.def)
	}
	h := make([]int32, 0, n)
	for _, bt := range ds.battles {
		h = append(h, int32(len(bt.att)), int32(len(bt.def)))
		for _, u := range bt.att {
			h = append(h, int32(u))
		}
		for _, u := range bt.def {
			h = append(h, int32(u))
		}
	}
	return h
}

// clear zeroes what the last try set, for the units it named.
func (ds *declScratch) clear() {
	for _, u := range ds.fs {
		ds.matchF[u], ds.byF[u] = 0, 0
	}
	for _, u := range ds.es {
		ds.matchE[u], ds.byE[u] = 0, 0
	}
}

// PlayRandom plays a whole game with random legal orders from seed until a
// result or maxOrders orders; it returns the game.
func PlayRandom(b *Board, seed uint64, maxOrders int) (*Game, error) {
	g, err := NewGame(b, NewSeededDice(seed))
	if err != nil {
		return nil, err
	}
	p := NewRandomPlayer(seed)
	for i := 0; i < maxOrders; i++ {
		s := g.State()
		if s.Over() {
			return g, nil
		}
		o := p.Order(s)
		if _, _, err := g.Apply(o); err != nil {
			return g, fmt.Errorf("rules: turn %d %s %s: order %s: %w", s.Turn, SideName(s.Phasing), s.Phase, o, err)
		}
	}
	if !g.State().Over() {
		return g, fmt.Errorf("rules: no result after %d orders", maxOrders)
	}
	return g, nil
}

// dueOrder is the random player's answer to an order a rule makes due
// before any other (State.OrderDue: a command limit's, an Active Corps'):
// the rules' own (the Random GameHooks' RandomCommand, first answer).
func (p *RandomPlayer) dueOrder(s *State) Order {
	return p.random(s, RandomCommand, RandomAsk{}).Order
}
