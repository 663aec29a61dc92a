package sim

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/kinds"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// Greedy plays one side by a one-step evaluation of each decision:
//
//   - Movement: each unit in turn goes to the legal destination that scores
//     best: near the hexes its side plays for (the enemy's LOC and Objective
//     hexes, the hexes the victory conditions name, the exit hexes of a
//     unit_exit condition, its own or the enemy's), next to enemies it
//     outnumbers and away from enemies that outnumber it, on defensive
//     terrain near the enemy. A unit stays where it is when no destination
//     scores better.
//
//   - Combat: of several declarations that cover the mandatory attacks (9.1,
//     9.2), the one with the best expected result on the CRT; a Morale Point
//     for reserves (12.2.3) when the side can spare it and the battle is
//     close; an Independent Brigade's Support (16.6) when its +1 moves the
//     battle's CRT column for a measurable gain (greedy_brigade.go);
//     victorious units advance (9.8).
//
//   - Night: every Broken unit that may tries to Rally (10.0).
//
//   - Reaction: cavalry (and light infantry) disengage (8.2) from enemies
//     that outnumber them by 2 or more, and cavalry countercharge (8.1) an
//     adjacent enemy it outnumbers by 2 or more.
//
//   - Set-up: each Garrison marker goes where its ZOC covers most of the
//     enemy's approaches (greedy_setup.go).
//
// Everything else (the units' set-up, events, fog of war, the scenario's
// command rolls, maintaining contact) is left to the engine's random player.
type Greedy struct {
	b    *rules.Board
	side int
	rnd  *rules.RandomPlayer
	rng  *rand.Rand
	pcg  *rand.PCG
	pl   rules.Planner
	w    Weights

	key  [3]int
	done []bool

	goal  []float64 // per hex: distance to the nearest hex the side plays for
	exits bool      // the side wins by leaving the map (unit_exit)
	seed  uint64

	enemyAt []int   // per hex: enemy unit index, -1
	enemies []int32 // hexes of enemy combat units on the map
	friendS []int   // per hex: strength of the friendly combat unit there

	values map[string]float64 // battleValue by battle, while declare chooses
	odds   rules.Odds         // the odds last rated, its maps reused (State.OddsInto)

	nightAttack bool // the scenario has a Night Attack rule (Talavera 20 14.2)
	nightTried  int  // the last turn the Night Attack was considered, +1
}

// Weights are the terms of the greedy evaluation. The zero value selects
// DefaultWeights.
type Weights struct {
	Goal    float64 // per hex of distance to the nearest goal
	Front   float64 // per hex of distance to the nearest enemy
	Attack  float64 // per point of favourable differential next to an enemy
	Avoid   float64 // per point of unfavourable differential next to an enemy
	Terrain float64 // per point of defensive terrain near the enemy
	Noise   float64 // random jitter added to each score (lookahead variants)
}

// DefaultWeights are the weights of the greedy bot.
var DefaultWeights = Weights{Goal: 1, Front: 0.3, Attack: 1.2, Avoid: 2.5, Terrain: 0.6}

// NewGreedy returns a greedy bot for side of a game on board b.
func NewGreedy(b *rules.Board, side int, seed uint64) *Greedy {
	return newGreedyWeights(b, side, seed, DefaultWeights)
}

func newGreedyWeights(b *rules.Board, side int, seed uint64, w Weights) *Greedy {
	pcg := rand.NewPCG(seed, 0x6a09e667)
	g := &Greedy{b: b, side: side, rnd: rules.NewRandomPlayer(seed), pcg: pcg, rng: rand.New(pcg), w: w, seed: seed}
	g.goal = goalDistances(b, side)
	for _, v := range b.Scenario.Victory {
		if v.Kind == scenario.VictoryUnitExit && sideOf(v.Side) == side {
			g.exits = true
		}
	}
	for _, r := range b.Scenario.Special {
		g.nightAttack = g.nightAttack || r.Kind == "night_attack"
	}
	g.enemyAt = make([]int, b.N)
	g.friendS = make([]int, b.N)
	return g
}

// reset makes g a new bot for another game or rollout with the given seed
// and weights, keeping its tables (goals, buffers): a search plays many
// rollouts and makes no new bot for each.
func (g *Greedy) reset(seed uint64, w Weights) {
	g.rnd.Reset(seed)
	g.pcg.Seed(seed, 0x6a09e667)
	g.w, g.seed = w, seed
	g.key, g.nightTried = [3]int{}, 0
	clear(g.done)
}

func sideOf(id string) int {
	if id == scenario.French {
		return rules.French
	}
	return rules.AntiFrench
}

// goalDistances returns, per hex, the distance to the nearest hex side plays
// for: the enemy's LOC and Objective hexes, the hexes named by the victory
// conditions' occupy and adjacent tests (held by one side, denied by the
// other), and the exit hexes of unit_exit conditions (to leave by them, or
// to bar the enemy's way to them).
func goalDistances(b *rules.Board, side int) []float64 {
	var goals []int32
	add := func(codes []string) {
		for _, c := range codes {
			if i, err := b.Index(c); err == nil {
				goals = append(goals, i)
			}
		}
	}
	goals = append(goals, b.LOCHexes(1-side)...)
	obj, _ := b.ObjectiveHexes(1 - side)
	goals = append(goals, obj...)
	for _, v := range b.Scenario.Victory {
		if v.Kind == scenario.VictoryUnitExit {
			add(v.Hexes) // to leave by them, or to bar the way to them
		}
		for _, t := range v.Require {
			if t.Kind == scenario.TestOccupy || t.Kind == scenario.TestAdjacent {
				add(t.Hexes)
			}
		}
	}
	out := make([]float64, b.N)
	if len(goals) == 0 {
		return out
	}
	for h := int32(0); h < int32(b.N); h++ {
		d := 1 << 30
		for _, g := range goals {
			d = min(d, b.Distance(h, g))
		}
		out[h] = float64(d)
	}
	return out
}

// Order returns the greedy bot's order for position s.
func (g *Greedy) Order(s *rules.State) rules.Order {
	if s.Over() {
		return nil
	}
	if s.AwaitingContact() && s.Actor() == g.side {
		// 8.2.4: following a unit that disengaged leads into the enemy's
		// ZOC and a battle the move did not choose.
		return rules.MaintainContact{}
	}
	if s.Actor() != g.side {
		return g.rnd.Order(s)
	}
	if kinds.AwaitingCommand(s) {
		if n, corps := kinds.ActiveCorpsDue(s); n > 0 {
			// the Corps whose units gain most from moving freely
			return kinds.Command{Corps: g.nightCorpsFirst(s, corps)[:min(n, len(corps))]}
		}
		return kinds.Command{SpendMorale: s.Morale[g.side] > 6}
	}
	switch s.Phase {
	case rules.PhaseSetup:
		if o := g.placeGarrison(s); o != nil { // greedy_setup.go
			return o
		}
	case rules.PhaseMovement:
		return g.move(s)
	case rules.PhaseCombat:
		if !s.Declared() {
			return g.declare(s)
		}
		return g.resolve(s)
	case rules.PhaseReaction:
		return g.react(s)
	case rules.PhaseNight:
		if o := g.rnd.RallyOrder(s); o != nil {
			return o
		}
	}
	return g.rnd.Order(s)
}

func (g *Greedy) phaseStart(s *rules.State) {
	k := [3]int{s.Turn, s.Phasing, int(s.Phase)}
	if k != g.key || len(g.done) != len(g.b.Units) {
		g.key = k
		g.done = make([]bool, len(g.b.Units))
	}
}

// look fills the per-hex tables of enemy and friendly units for s.
func (g *Greedy) look(s *rules.State) {
	for i := range g.enemyAt {
		g.enemyAt[i] = -1
		g.friendS[i] = 0
	}
	g.enemies = g.enemies[:0]
	for u, info := range g.b.Units {
		if !s.OnMap(u) || info.Leader || info.Dummy {
			continue
		}
		h := s.Units[u].Hex
		if info.Side == g.side {
			if !s.Routed(u) {
				g.friendS[h] += info.Strength
			}
			continue
		}
		g.enemyAt[h] = u
		if !info.Garrison {
			g.enemies = append(g.enemies, h)
		}
	}
}

func (g *Greedy) move(s *rules.State) rules.Order {
	g.phaseStart(s)
	b := g.b
	if o := g.exitOrder(s); o != nil {
		return o
	}
	g.look(s)
	if o := g.nightAttackOrder(s); o != nil {
		return o
	}
	for u, info := range b.Units {
		us := &s.Units[u]
		if info.Side != g.side || info.Garrison || g.done[u] || s.Moved(u) {
			continue
		}
		if us.Where != rules.AtMap && !(us.Where == rules.AtPending && us.Arrive <= s.Turn) {
			continue
		}
		g.done[u] = true
		dests := g.pl.Destinations(s, u)
		if len(dests) == 0 {
			continue
		}
		best, bestScore := int32(-1), -1e18
		counted := us.Where == rules.AtMap && !info.Leader && !info.Dummy && !s.Routed(u)
		if counted {
			g.friendS[us.Hex] -= info.Strength // the unit is not its own neighbour
		}
		if us.Where == rules.AtMap {
			best, bestScore = us.Hex, g.score(s, u, us.Hex)
		}
		for _, h := range dests {
			if sc := g.score(s, u, h); sc > bestScore+1e-9 {
				best, bestScore = h, sc
			}
		}
		if us.Where == rules.AtMap && best == us.Hex {
			if counted {
				g.friendS[us.Hex] += info.Strength // it stays: the others count on it
			}
			continue
		}
		o, ok := g.pl.Move(best)
		if ok && s.Legal(o) == nil {
			return o
		}
	}
	// Nothing more to move: end the phase, or let the random player give
	// what the phase still needs (split stacks, fog of war, redoubts).
	o := g.rnd.Order(s)
	if _, isMove := o.(rules.Move); isMove || o == nil {
		if s.Legal(rules.EndPhase{}) == nil {
			return rules.EndPhase{}
		}
	}
	// The random player may offer a Forced March (12.2.1) before any unit
	// has moved; greedy declines it and ends the phase, unless a stack
	// must still be split (6.9: a unit on Bailén's Supply Train, which
	// cannot stack, 6.12.3), which the random player's next orders do.
	return g.declineForceMarch(s, o)
}

// exitOrder takes a unit on an exit hex off the map when the side wins by
// leaving it (unit_exit), else returns nil.
func (g *Greedy) exitOrder(s *rules.State) rules.Order {
	if !g.exits {
		return nil
	}
	for u, info := range g.b.Units {
		if info.Side == g.side && s.OnMap(u) && g.b.ExitHex(g.side, s.Units[u].Hex) {
			if o := (rules.Exit{Unit: info.ID}); s.Legal(o) == nil {
				return o
			}
		}
	}
	return nil
}

// nightAttackMargin is the least margin of strength over an enemy's
// strength and terrain for which greedy makes the Night Attack: the side
// gives up its Rest Recovery that night for it (14.2).
const nightAttackMargin = 2

// nightAttackOrder designates the unit of a Night Attack (Talavera 20
// 14.2), once in the Movement Phase of each Night Turn the rule allows it:
// the Infantry unit that has not moved, and is not of an Inactive Corps
// (5.1), with the largest margin over an enemy within two hexes (nightCandidate), when the margin is at least nightAttackMargin.
// The movement that follows takes it next to that enemy (the unit may
// enter an EZOC), and the engine's declaration holds it to one battle.
func (g *Greedy) nightAttackOrder(s *rules.State) rules.Order {
	b := g.b
	if !g.nightAttack || !b.IsNight(s.Turn) || g.nightTried == s.Turn+1 {
		return nil
	}
	g.nightTried = s.Turn + 1
	best := g.nightCandidate(s, true)
	if best < 0 {
		return nil
	}
	if o := (kinds.NightAttack{Unit: b.Units[best].ID}); s.Legal(o) == nil {
		return o
	}
	return nil
}

// nightCorpsFirst puts first, on a Night Turn of the Night Attack, the
// Corps of the unit greedy would designate, which must be Active to enter
// an EZOC (5.1).
func (g *Greedy) nightCorpsFirst(s *rules.State, corps []string) []string {
	if !g.nightAttack || !g.b.IsNight(s.Turn) {
		return corps
	}
	g.look(s)
	u := g.nightCandidate(s, false) // before the Active Corps are named
	if u < 0 {
		return corps
	}
	if i := slices.Index(corps, kinds.CorpsName(g.b, u)); i > 0 {
		corps = append([]string{corps[i]}, slices.Delete(slices.Clone(corps), i, i+1)...)
	}
	return corps
}

// nightCandidate is the unit of a Night Attack: the Infantry unit that has
// not moved, and, when active, is not of an Inactive Corps, with the
// largest margin over an enemy within two hexes, at least
// nightAttackMargin; -1 for none.
func (g *Greedy) nightCandidate(s *rules.State, active bool) int {
	b := g.b
	best, bestMargin := -1, nightAttackMargin-1
	for u, info := range b.Units {
		if info.Side != g.side || !info.Infantry || info.Leader || info.Dummy || !s.OnMap(u) || s.Moved(u) || s.Routed(u) || active && kinds.CorpsInactive(s, u) {
			continue
		}
		h := s.Units[u].Hex
		for _, e := range g.enemies {
			if b.Distance(h, e) > 2 {
				continue
			}
			eu := g.enemyAt[e]
			if m := info.Strength - b.Units[eu].Strength - b.HexDefense(e); m > bestMargin {
				best, bestMargin = u, m
			}
		}
	}
	return best
}

// declineForceMarch returns o, or, for a Forced March, EndPhase when the
// phase may end and otherwise the random player's next order that is no
// Forced March (a stack to split, 6.9).
func (g *Greedy) declineForceMarch(s *rules.State, o rules.Order) rules.Order {
	for tries := 0; tries < 16; tries++ {
		if _, fm := o.(rules.ForceMarch); !fm {
			return o
		}
		if s.Legal(rules.EndPhase{}) == nil {
			return rules.EndPhase{}
		}
		o = g.rnd.Order(s)
	}
	return o
}

// score rates unit u ending its move in hex h.
func (g *Greedy) score(s *rules.State, u int, h int32) float64 {
	b := g.b
	info := &b.Units[u]
	w := g.w
	sc := -w.Goal * g.goal[h]
	near := 1 << 30
	for _, e := range g.enemies {
		near = min(near, b.Distance(h, e))
	}
	if near == 1<<30 {
		near = 0
	}
	if info.Leader {
		// A leader keeps with his troops and out of the enemy's reach.
		best := 1 << 30
		for i, st := range g.friendS {
			if st > 0 {
				best = min(best, b.Distance(h, int32(i)))
			}
		}
		if best == 1<<30 {
			best = 0
		}
		sc = -float64(best)
		if near <= 1 {
			sc -= 5
		}
		return sc + g.jitter()
	}
	sc -= w.Front * float64(near)
	if s.Routed(u) {
		return -5*float64(max(0, 3-near)) + sc + g.jitter()
	}
	if near <= 2 {
		sc += w.Terrain * float64(b.HexDefense(h))
	}
	// Battles this move leads to: every adjacent enemy must be fought (7.4,
	// 9.1), together with the friends next to them, against their strength
	// and the best terrain among them.
	var seen [6]int32
	nseen := 0
	att, def, terr, enemies := info.Strength, 0, 0, 0
	for d := 0; d < 6; d++ {
		n := b.Neighbour(h, d)
		if n < 0 || g.enemyAt[n] < 0 {
			continue
		}
		e := g.enemyAt[n]
		enemies++
		def += b.Units[e].Strength
		if s.Routed(e) {
			def--
		}
		terr = max(terr, b.HexDefense(n))
		for dd := 0; dd < 6; dd++ {
			m := b.Neighbour(n, dd)
			if m < 0 || m == h || g.friendS[m] == 0 {
				continue
			}
			dup := false
			for _, x := range seen[:nseen] {
				dup = dup || x == m
			}
			if !dup && nseen < len(seen) {
				seen[nseen] = m
				nseen++
				att += g.friendS[m]
			}
		}
	}
	if enemies > 0 {
		diff := att - def - terr
		switch {
		case diff >= 1:
			sc += w.Attack * float64(min(diff, 6)+1)
		case diff == 0:
			sc -= w.Avoid * 0.5
		default:
			sc += w.Avoid * float64(max(diff, -6)-1)
		}
	}
	return sc + g.jitter()
}

func (g *Greedy) jitter() float64 {
	if g.w.Noise == 0 {
		return 0
	}
	return g.w.Noise * (g.rng.Float64() - 0.5)
}

// declare chooses, among declarations covering every mandatory attack, the
// one with the best expected result.
func (g *Greedy) declare(s *rules.State) rules.Order {
	var best []rules.BattleDecl
	bestV, found := -1e18, false
	clear(g.values) // the covers share most of their battles
	for k := uint64(0); k < 6; k++ {
		d, err := s.AutoDeclare(g.seed ^ mix(uint64(s.Turn)<<8|k))
		if err != nil {
			continue
		}
		if len(d) == 0 {
			return rules.EndPhase{}
		}
		v := 0.0
		for _, bt := range d {
			v += g.memoValue(s, bt)
		}
		if !found || v > bestV+1e-9 {
			best, bestV, found = d, v, true
		}
	}
	if !found {
		return g.rnd.Order(s)
	}
	return rules.Declare{Battles: best}
}

// memoValue is battleValue, remembered for the declaration being chosen.
func (g *Greedy) memoValue(s *rules.State, bt rules.BattleDecl) float64 {
	k := strings.Join(bt.Attackers, ",") + "/" + strings.Join(bt.Defenders, ",")
	if v, ok := g.values[k]; ok {
		return v
	}
	if g.values == nil {
		g.values = map[string]float64{}
	}
	v := g.battleValue(s, bt.Attackers, bt.Defenders)
	g.values[k] = v
	return v
}

// effectLoss is the share of its strength a side loses with each CRT effect.
var effectLoss = map[string]float64{"none": 0, "withdraw": 0.25, "rout": 0.6, "exchange": 0.8, "break": 1}

// battleValue is the expected strength the enemy loses less what the
// attackers lose, from the exact odds.
func (g *Greedy) battleValue(s *rules.State, att, def []string) float64 {
	if err := s.OddsInto(&g.odds, att, def, false, false, 0); err != nil {
		return -100
	}
	return oddsValue(&g.odds)
}

// oddsValue is the expected strength the defender loses less what the
// attacker loses over the results of od.
func oddsValue(od *rules.Odds) float64 {
	return oddsValueAt(od, od.Attack, od.Defense)
}

// oddsValueAt is oddsValue with the sides' strengths given. The results
// are summed in the order of their codes, so that the same odds give the
// same value to the last bit whatever the map's order: a choice that
// compares values (a threshold, a tie) is then the same in every run.
func oddsValueAt(od *rules.Odds, att, def int) float64 {
	var buf [16]string
	codes := buf[:0]
	for code := range od.Results {
		codes = append(codes, code)
	}
	slices.Sort(codes)
	v := 0.0
	for _, code := range codes {
		a, d, _ := strings.Cut(od.Outcomes[code], "/")
		v += od.Results[code] * (effectLoss[d]*float64(def) - effectLoss[a]*float64(att))
	}
	return v
}

// resolve fights the next battle, with reserves for a close battle when the
// side can spare the Morale Point (12.2.3); the defender is given the same
// choice by the same rule.
func (g *Greedy) resolve(s *rules.State) rules.Order {
	b := g.b
	for i, bt := range s.Battles() {
		if bt.Resolved || bt.Cancelled {
			continue
		}
		o := rules.Resolve{Battle: i}
		var att, def []string
		for _, u := range bt.Attackers {
			att = append(att, b.Units[u].ID)
		}
		for _, u := range bt.Defenders {
			def = append(def, b.Units[u].ID)
		}
		o.AttackerReserve, o.DefenderReserve = g.reserves(s, att, def)
		o.Advance = append(append(o.Advance, att...), def...)
		supported := o
		supported.Commit = g.brigadeSupport(s, i, o) // greedy_brigade.go
		if len(supported.Commit) > 0 && s.Legal(supported) == nil {
			return supported
		}
		for _, try := range []rules.Resolve{o, {Battle: i, AttackerReserve: o.AttackerReserve, Advance: o.Advance}, {Battle: i, DefenderReserve: o.DefenderReserve, Advance: o.Advance}, {Battle: i, Advance: o.Advance}, {Battle: i}} {
			if s.Legal(try) == nil {
				return try
			}
		}
		return rules.Resolve{Battle: i}
	}
	return rules.EndPhase{}
}

// reserveGain is the least gain in expected strength lost by the enemy
// (less strength lost) that is worth a Morale Point spent on reserves.
const reserveGain = 1.5

// reserves decides, for each side of a battle, whether to spend a Morale
// Point for reserves (12.2.3): when the side has Morale to spare and the
// +1 improves its expected result, from the exact odds, by at least
// reserveGain. A Morale Point is what the victory conditions count, so a
// reserve bought for a small gain loses more than it wins.
func (g *Greedy) reserves(s *rules.State, att, def []string) (attR, defR bool) {
	od := &g.odds
	if err := s.OddsInto(od, att, def, false, false, 0); err != nil || od.Differential < -3 || od.Differential > 3 {
		return false, false
	}
	v0 := oddsValue(od)
	if s.Morale[s.Phasing] > 5 {
		if err := s.OddsInto(od, att, def, true, false, 0); err == nil && oddsValue(od)-v0 >= reserveGain {
			attR = true
		}
	}
	if s.Morale[1-s.Phasing] > 5 {
		if err := s.OddsInto(od, att, def, false, true, 0); err == nil && v0-oddsValue(od) >= reserveGain {
			defR = true
		}
	}
	return attR, defR
}

// react gives the Reaction Phase orders (8.0): disengage from a battle at
// bad odds, countercharge at good ones.
func (g *Greedy) react(s *rules.State) rules.Order {
	g.phaseStart(s)
	g.look(s)
	b := g.b
	for u, info := range b.Units {
		if info.Side != g.side || !s.OnMap(u) || g.done[u] || info.Leader || !(info.Cavalry || info.Light && info.Infantry) {
			continue
		}
		g.done[u] = true
		h := s.Units[u].Hex
		enemy, weakest := 0, -1
		for d := 0; d < 6; d++ {
			n := b.Neighbour(h, d)
			if n < 0 || g.enemyAt[n] < 0 || b.Units[g.enemyAt[n]].Garrison {
				continue
			}
			e := g.enemyAt[n]
			enemy += b.Units[e].Strength
			if weakest < 0 || b.Units[e].Strength+b.HexDefense(n) < b.Units[weakest].Strength+b.HexDefense(s.Units[weakest].Hex) {
				weakest = e
			}
		}
		if weakest < 0 {
			continue
		}
		if enemy-(info.Strength+b.HexDefense(h)) >= 2 {
			best, bestScore := rules.Order(nil), -1e18
			for d := 0; d < 6; d++ {
				to := b.Neighbour(h, d)
				if to < 0 {
					continue
				}
				o := rules.Disengage{Unit: info.ID, To: b.Code(to)}
				if s.Legal(o) != nil {
					continue
				}
				if sc := -g.goal[to] - 10*float64(g.adjacentEnemies(to)); sc > bestScore {
					best, bestScore = o, sc
				}
			}
			if best != nil {
				return best
			}
			continue
		}
		e := weakest
		if info.Cavalry && info.Strength-(b.Units[e].Strength+b.HexDefense(s.Units[e].Hex)) >= 2 {
			o := rules.Countercharge{Attackers: []string{info.ID}, Defenders: []string{b.Units[e].ID}, Advance: []string{info.ID}}
			if s.Legal(o) == nil {
				return o
			}
		}
	}
	return rules.EndPhase{}
}

func (g *Greedy) adjacentEnemies(h int32) int {
	n := 0
	for d := 0; d < 6; d++ {
		if m := g.b.Neighbour(h, d); m >= 0 && g.enemyAt[m] >= 0 {
			n++
		}
	}
	return n
}
