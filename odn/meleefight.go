package odn

import (
	"fmt"
	"math/big"
)

// This file follows a Melee of several attackers under the reading
// melee-end=fight-on: "as units retreat from the Melee" only the units
// that lost a Morale Level or failed a test leave it; the others fight on.
// The Melee ends when the defender leaves it (it lost a level, failed a
// test or was removed) or when no attacker is left in contact. An
// attacker that leaves while the defender fights on ends where its tests
// leave it; the additional-unit bonus counts only the attackers still in
// contact (Each additional unit in Melee, p.9). The Special result (Melee
// 5, p.10) raises the attackers still in the Melee when it ends with the
// defender routed, and the defender when any attacker of equal or better
// quality was routed during the Melee.
//
// The computation is exact, over the joint states of the units (their
// hits, headquarters, qualities for the day, which attackers are still
// in contact): slower than the accumulators of melee-end=all, so it is
// followed for at most maxFightOn attackers.

// maxFightOn is the most attackers followed under melee-end=fight-on.
const maxFightOn = 3

// fightOn runs the rounds from frontier to the Melee's end, adding the
// ends to m.fixedEnds and P(the Melee ends in each round) to rep.Rounds.
func (m *meleeRun) fightOn(frontier map[meleeState]*big.Rat, rep *MeleeRunReport) error {
	for round := 0; len(frontier) > 0; round++ {
		if round > 200 {
			return fmt.Errorf("the Melee did not end within 200 rounds")
		}
		next := map[meleeState]*big.Rat{}
		ended := new(big.Rat)
		for s, p := range frontier {
			if err := m.fightRound(s, p, next, ended); err != nil {
				return err
			}
		}
		rep.Rounds = append(rep.Rounds, ended)
		frontier = next
	}
	return nil
}

// fightRound plays one round from state s (probability p): every
// combination of the attacks' outcomes, then each unit's tests.
func (m *meleeRun) fightRound(s meleeState, p *big.Rat, next map[meleeState]*big.Rat, ended *big.Rat) error {
	var in []int
	for i := 1; i < len(m.units); i++ {
		if !(i == 1 && s.fire < 0) && s.gone&(1<<i) == 0 {
			in = append(in, i)
		}
	}
	dice := []int{0}
	pd := big.NewRat(1, 1)
	if m.shared {
		dice = dice[:0]
		for d := 1; d <= m.rs.Melee.Die; d++ {
			dice = append(dice, d)
		}
		pd = big.NewRat(1, int64(m.rs.Melee.Die))
	}
	lists := make([][]attackOutcome, len(in))
	atts := make([]unitEffect, len(in))
	for _, d := range dice {
		for j, a := range in {
			l, err := m.attackOutcomesMemo(s, a-1, d)
			if err != nil {
				return err
			}
			lists[j] = l
		}
		var walk func(j int, pj *big.Rat, def unitEffect)
		walk = func(j int, pj *big.Rat, def unitEffect) {
			if j == len(in) {
				m.fightJoint(s, in, atts, def, pj, next, ended)
				return
			}
			for _, o := range lists[j] {
				atts[j] = o.att
				walk(j+1, mul(pj, big.NewRat(o.count, o.of)), def.plus(o.def))
			}
		}
		walk(0, mul(p, pd), unitEffect{})
	}
	return nil
}

// fightChoice is one attacker's part in a round's end: it fights on to a
// next state, or leaves the Melee (removed or not).
type fightChoice struct {
	cont    *contOutcome // nil: it leaves
	removed bool
	p       *big.Rat
}

// fightJoint resolves one combination of attack outcomes (probability pj,
// the defender's aggregate effect def, the attackers' effects atts).
func (m *meleeRun) fightJoint(s meleeState, in []int, atts []unitEffect, def unitEffect, pj *big.Rat, next map[meleeState]*big.Rat, ended *big.Rat) {
	ends := m.fixedEnds
	kd := accKey{unit: 0, hits: s.hits[0], hqOff: s.hqOff[0], lad: s.lad[0], eff: def}
	m.killed[0].add(pj, m.killRisk(kd), big.NewInt(1), big.NewInt(1))
	rd := m.unitRoundFor(kd)
	keys := make([]accKey, len(in))
	rounds := make([]unitRound, len(in))
	for j, a := range in {
		keys[j] = accKey{unit: a, hits: s.hits[a], hqOff: s.hqOff[a], lad: s.lad[a], eff: atts[j]}
		m.killed[a].add(pj, m.killRisk(keys[j]), big.NewInt(1), big.NewInt(1))
		rounds[j] = m.unitRoundFor(keys[j])
	}
	// The defender leaves: the Melee ends for every unit.
	pStop := new(big.Rat).Sub(ratOne, rd.cont)
	if pStop.Sign() > 0 {
		ended.Add(ended, mul(pj, pStop))
		// P(a qualifying attacker is routed this round), or 1 when one was
		// routed earlier.
		noQ := big.NewRat(1, 1)
		if s.special {
			noQ.SetInt64(0)
		}
		for j, a := range in {
			if m.qualifies(0, a) {
				noQ.Mul(noQ, rounds[j].survive)
			}
		}
		for e, pe := range m.stopEnds(kd, rd) {
			w := mul(pj, pe)
			m.addRaised(ends[0], e, w, new(big.Rat).Sub(ratOne, noQ))
		}
		for j, a := range in {
			notRout := new(big.Rat).Sub(pStop, rd.removed)
			rout := rd.removed
			if !m.qualifies(a, 0) {
				notRout, rout = pStop, new(big.Rat)
			}
			for e, pe := range m.dist(keys[j]).m {
				ends[a].addEnd(e, mul(mul(pj, pe), notRout))
				if rout.Sign() > 0 {
					up := e
					if !e.Removed {
						up.Level = m.rs.specialLevel(e.Level)
					}
					ends[a].addEnd(up, mul(mul(pj, pe), rout))
				}
			}
		}
	}
	if rd.cont.Sign() == 0 {
		return
	}
	// The defender fights on: the attackers that leave end now (their
	// enemy was not routed: no Special result); the others fight on.
	pc := mul(pj, rd.cont)
	choices := make([][]fightChoice, len(in))
	for j := range in {
		r := rounds[j]
		for ci := range r.conts {
			choices[j] = append(choices[j], fightChoice{cont: &r.conts[ci], p: r.conts[ci].p})
		}
		if r.removed.Sign() > 0 {
			choices[j] = append(choices[j], fightChoice{removed: true, p: r.removed})
		}
		if stay := new(big.Rat).Sub(r.survive, r.cont); stay.Sign() > 0 {
			choices[j] = append(choices[j], fightChoice{p: stay})
		}
		for e, pe := range m.stopEnds(keys[j], r) {
			ends[in[j]].addEnd(e, mul(pc, pe))
		}
	}
	pick := make([]fightChoice, len(in))
	var walk func(j int, q *big.Rat)
	walk = func(j int, q *big.Rat) {
		if j < len(in) {
			for _, c := range choices[j] {
				pick[j] = c
				walk(j+1, mul(q, c.p))
			}
			return
		}
		at := s
		on := false
		for k, c := range pick {
			a := in[k]
			switch {
			case c.cont != nil:
				on = true
				at.hits[a], at.hqOff[a], at.lad[a] = c.cont.hits, c.cont.hqOff, c.cont.lad
			default:
				at.gone |= 1 << a
				if c.removed && m.qualifies(0, a) {
					at.special = true
				}
			}
		}
		u := &m.units[0]
		for _, c := range rd.conts {
			w := mul(q, c.p)
			if on {
				st := at
				st.hits[0], st.hqOff[0], st.lad[0] = c.hits, c.hqOff, c.lad
				addTo(next, st, mul(pj, w))
				continue
			}
			// No attacker is left: the Melee ends with the defender where
			// its tests left it.
			ended.Add(ended, mul(pj, w))
			e := UnitEnd{Hits: c.hits, Level: u.level, Quality: u.ladderAt(c.lad).State(c.hits).Quality}
			raise := new(big.Rat)
			if at.special {
				raise.SetInt64(1)
			}
			m.addRaised(m.fixedEnds[0], e, mul(pj, w), raise)
		}
	}
	walk(0, big.NewRat(1, 1))
}

// addRaised adds end e with weight w, the share raise of it raised by the
// Special result (a removed unit keeps its end).
func (m *meleeRun) addRaised(em *endMap, e UnitEnd, w, raise *big.Rat) {
	if raise.Sign() == 0 || e.Removed {
		em.addEnd(e, w)
		return
	}
	em.addEnd(e, mul(w, new(big.Rat).Sub(ratOne, raise)))
	up := e
	up.Level = m.rs.specialLevel(e.Level)
	em.addEnd(up, mul(w, raise))
}

// stopEnds are the ends of unit k.unit after a round with effect k.eff in
// which it leaves the Melee: its end states less the continuing ones.
func (m *meleeRun) stopEnds(k accKey, r unitRound) map[UnitEnd]*big.Rat {
	out := map[UnitEnd]*big.Rat{}
	for e, p := range m.dist(k).m {
		out[e] = new(big.Rat).Set(p)
	}
	u := &m.units[k.unit]
	level := u.level + k.eff.levels
	for _, c := range r.conts {
		e := UnitEnd{Hits: c.hits, Level: level, Quality: u.ladderAt(c.lad).State(c.hits).Quality}
		if x, ok := out[e]; ok {
			x.Sub(x, c.p)
		}
	}
	for e, p := range out {
		if p.Sign() == 0 {
			delete(out, e)
		}
	}
	return out
}
