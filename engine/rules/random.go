package rules

import (
	"fmt"
	"math/rand/v2"
	"sort"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// RandomPlayer gives random legal orders for both sides, for smoke tests of
// scenarios and property tests of the engine. It remembers which units it
// already considered in the current phase.
type RandomPlayer struct {
	rng   *rand.Rand
	key   [3]int
	tried []bool
	sr    Searcher
	buf   []int
	cnt   []uint8
}

// NewRandomPlayer returns a player seeded with seed.
func NewRandomPlayer(seed uint64) *RandomPlayer {
	return &RandomPlayer{rng: rand.New(rand.NewPCG(seed, 0x5bd1e995))}
}

// Order returns a legal order for the side to act in s, or nil when the
// game is over.
func (p *RandomPlayer) Order(s *State) Order {
	if s.result != nil {
		return nil
	}
	b := s.B
	k := [3]int{s.Turn, s.Phasing, int(s.Phase)}
	if k != p.key || len(p.tried) != len(b.Units) {
		p.key = k
		p.tried = make([]bool, len(b.Units))
	}
	if s.contact != nil {
		if len(s.contact.candidate) > 0 && p.rng.IntN(2) == 0 {
			if o := (MaintainContact{Unit: b.Units[s.contact.candidate[0]].ID}); s.Legal(o) == nil {
				return o
			}
		}
		return MaintainContact{}
	}
	if s.cmdPending {
		return Command{SpendMorale: s.Morale[s.Phasing] > 5 && p.rng.IntN(3) == 0}
	}
	if o := p.exitOrder(s); o != nil {
		return o // Organized Retreat and scenario exits (exit.go)
	}
	switch s.Phase {
	case PhaseSetup:
		return p.deployOrder(s) // deploy.go
	case PhaseMovement:
		if !s.forcedMarch && s.Morale[s.Phasing] > 4 && p.rng.IntN(20) == 0 {
			moved := false
			for u, info := range b.Units {
				moved = moved || (info.Side == s.Phasing && s.Units[u].Status&stMoved != 0)
			}
			if !moved {
				return ForceMarch{}
			}
		}
		if o := p.fogOrder(s); o != nil {
			return o
		}
		if o := p.redoubtOrder(s); o != nil {
			return o
		}
		// s does not change while this order is chosen: the searches
		// below share their ZOC and enemy masks.
		p.sr.pin(s)
		defer p.sr.unpin()
		p.buf = p.buf[:0]
		for u, info := range b.Units {
			us := &s.Units[u]
			if info.Side != s.Phasing || info.Garrison || p.tried[u] || us.Status&stMoved != 0 {
				continue
			}
			if us.Where == AtMap || (us.Where == AtPending && us.Arrive <= s.Turn && (info.placement.Kind != scenario.PlaceVariable || us.Status&stRolled != 0)) {
				p.buf = append(p.buf, u)
			}
		}
		if len(p.cnt) != b.N {
			p.cnt = make([]uint8, b.N)
		}
		s.stackCounts(p.cnt)
		stacked := -1
		for i, u := range p.buf {
			if s.Units[u].Where == AtMap && p.cnt[s.Units[u].Hex] > 1 {
				stacked = i
			}
		}
		for len(p.buf) > 0 {
			if stacked < 0 && p.rng.IntN(8) == 0 {
				break
			}
			i := p.rng.IntN(len(p.buf))
			if stacked >= 0 {
				i, stacked = stacked, -1
			}
			u := p.buf[i]
			p.buf[i] = p.buf[len(p.buf)-1]
			p.buf = p.buf[:len(p.buf)-1]
			p.tried[u] = true
			if s.limitReached(s.Phasing) {
				break
			}
			if s.cmdLimit == 0 && !b.cmdFree[b.Units[u].ID] || s.unitMoveLimit(u) != nil {
				continue
			}
			hexes := p.sr.search(s, u)
			if len(hexes) == 0 {
				continue
			}
			to := hexes[p.rng.IntN(len(hexes))]
			if p.rng.IntN(2) == 0 {
				to = p.towardEnemy(s, u, hexes)
			}
			if b.Units[u].Guard && s.guardCommitCost(u, to) && s.Morale[s.Phasing] < 2 {
				continue
			}
			s.hint = &moveHint{unit: u, to: to, entry: p.sr.from[to]}
			return Move{Unit: b.Units[u].ID, To: b.Code(to)}
		}
		if s.checkEndPhase() != nil {
			// 6.9: a stack must be split before the phase ends.
			for u, info := range b.Units {
				if info.Side != s.Phasing || s.Units[u].Where != AtMap || s.Units[u].Status&stMoved != 0 {
					continue
				}
				if p.cnt[s.Units[u].Hex] > 1 && (s.cmdLimit != 0 || b.cmdFree[info.ID]) {
					if hexes := p.sr.search(s, u); len(hexes) > 0 {
						return Move{Unit: info.ID, To: b.Code(hexes[p.rng.IntN(len(hexes))])}
					}
				}
			}
		}
		return EndPhase{}
	case PhaseReaction:
		if p.rng.IntN(3) == 0 {
			if o := p.reaction(s); o != nil {
				return o
			}
		}
		return EndPhase{}
	case PhaseCombat:
		if !s.declared {
			decl, ok := p.declare(s)
			if ok && len(decl) > 0 {
				return Declare{Battles: decl}
			}
			return EndPhase{}
		}
		for i, bt := range s.battles {
			if bt.Resolved || bt.Cancelled {
				continue
			}
			o := Resolve{Battle: i}
			if s.Morale[s.Phasing] > 3 && p.rng.IntN(6) == 0 && s.checkReserves(&bt, true, false) == nil {
				o.AttackerReserve = true
			}
			if s.Morale[1-s.Phasing] > 3 && p.rng.IntN(6) == 0 && s.checkReserves(&bt, false, true) == nil {
				o.DefenderReserve = true
			}
			if _, _, _, ok := b.gardeRule(); ok && p.rng.IntN(4) == 0 && s.checkGarde(&bt, true) == nil {
				o.GardeMarins = true // special_leaders.go
			}
			if p.rng.IntN(2) == 0 {
				for _, u := range append(append([]int(nil), bt.Attackers...), bt.Defenders...) {
					if !b.Units[u].Artillery { // 9.8: artillery never advances
						o.Advance = append(o.Advance, b.Units[u].ID)
					}
				}
				o.Pursue = p.rng.IntN(3)
			}
			return o
		}
		return EndPhase{}
	case PhaseNight:
		// 10.0: Broken units try to Rally, once per night.
		if p.rng.IntN(4) != 0 {
			if o := p.rally(s); o != nil {
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

func (p *RandomPlayer) towardEnemy(s *State, u int, hexes []int32) int32 {
	b := s.B
	side := b.Units[u].Side
	var enemies [64]int32
	en := enemies[:0]
	for _, e := range b.otherUnits[side] {
		if s.Units[e].Where == AtMap && !b.Units[e].Garrison {
			en = append(en, s.Units[e].Hex)
		}
	}
	best, bd := hexes[0], 1<<30
	for _, h := range hexes {
		hh := b.hexes[h]
		d := 1 << 30
		for _, e := range en {
			d = min(d, hh.Distance(b.hexes[e]))
		}
		if d < bd {
			best, bd = h, d
		}
	}
	return best
}

// reaction tries a countercharge or a disengagement for the reacting side.
func (p *RandomPlayer) reaction(s *State) Order {
	b := s.B
	side := 1 - s.Phasing
	for u, info := range b.Units {
		if info.Side != side || s.Units[u].Where != AtMap || !info.Cavalry || s.Units[u].Status&stReacted != 0 {
			continue
		}
		h := s.Units[u].Hex
		for d := 0; d < 6; d++ {
			n := b.nbr[h][d]
			if n < 0 {
				continue
			}
			e := s.UnitAt(n)
			if e < 0 || b.Units[e].Side == side {
				continue
			}
			if p.rng.IntN(2) == 0 {
				o := Countercharge{Attackers: []string{info.ID}, Defenders: []string{b.Units[e].ID}}
				if s.Legal(o) == nil {
					return o
				}
			}
			for dd := 0; dd < 6; dd++ {
				if to := b.nbr[h][dd]; to >= 0 {
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
	must, mustBe := s.obligations(s.Phasing, nil)
	if len(must) == 0 && len(mustBe) == 0 {
		return nil, true
	}
	for try := 0; try < 60; try++ {
		if d, ok := tryDeclare(s, p.rng, must, mustBe); ok {
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
// caller works them out once for all its tries.
func tryDeclare(s *State, rng *rand.Rand, must []int, mustBe map[int]bool) ([]BattleDecl, bool) {
	b := s.B
	fs := append([]int(nil), must...)
	var es []int
	for e := range mustBe {
		es = append(es, e)
	}
	sort.Ints(es)
	rng.Shuffle(len(fs), func(i, j int) { fs[i], fs[j] = fs[j], fs[i] })
	rng.Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
	adj := func(f, e int) bool {
		_, ok := b.adjacent(s.Units[f].Hex, s.Units[e].Hex)
		return ok
	}
	// A minimum edge cover of the bipartite graph of obligated attackers and
	// enemies that must be attacked is a set of disjoint stars, and a star
	// is a legal battle (9.2.2). Build it from a maximum matching.
	matchF := map[int]int{}
	matchE := map[int]int{}
	var try func(f int, seen map[int]bool) bool
	try = func(f int, seen map[int]bool) bool {
		for _, e := range es {
			if seen[e] || !adj(f, e) {
				continue
			}
			seen[e] = true
			if g, ok := matchE[e]; !ok || try(g, seen) {
				matchF[f], matchE[e] = e, f
				return true
			}
		}
		return false
	}
	for _, f := range fs {
		try(f, map[int]bool{})
	}
	type battle struct{ att, def []int }
	byF := map[int]*battle{}
	byE := map[int]*battle{}
	var battles []*battle
	for _, f := range fs {
		if e, ok := matchF[f]; ok {
			bt := &battle{att: []int{f}, def: []int{e}}
			battles = append(battles, bt)
			byF[f], byE[e] = bt, bt
		}
	}
	for _, f := range fs {
		if byF[f] != nil {
			continue
		}
		for _, e := range es {
			if adj(f, e) && byE[e] != nil && len(byE[e].def) == 1 {
				byE[e].att = append(byE[e].att, f)
				byF[f] = byE[e]
				break
			}
		}
		if byF[f] == nil {
			return nil, false
		}
	}
	for _, e := range es {
		if byE[e] != nil {
			continue
		}
		for _, f := range fs {
			if adj(f, e) && byF[f] != nil && len(byF[f].att) == 1 {
				byF[f].def = append(byF[f].def, e)
				byE[e] = byF[f]
				break
			}
		}
		if byE[e] == nil {
			return nil, false
		}
	}
	var out []BattleDecl
	var bts []*Battle
	for _, bt := range battles {
		d := BattleDecl{}
		for _, f := range bt.att {
			d.Attackers = append(d.Attackers, b.Units[f].ID)
		}
		for _, e := range bt.def {
			d.Defenders = append(d.Defenders, b.Units[e].ID)
		}
		out = append(out, d)
		bts = append(bts, &Battle{Attackers: bt.att, Defenders: bt.def})
	}
	if err := s.checkDeclaration(bts); err != nil {
		return nil, false
	}
	return out, true
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
