package odn

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// bruteMelee follows a Melee to its end die by die, straight from the rules
// text (Melee 1-5, p.9-10; 3.02; 4.05), independently of ResolveMeleeRun:
// every melee die (1d8), fire die, leader-loss die and Morale Test die
// (1d10) is a branch of equal weight, and the units' results are combined
// jointly, all units at once, round after round. Identical joint states are
// merged between rounds, and one unit's dice for a given round result are
// cached, which changes no probability.
type bruteMelee struct {
	rs     *Ruleset
	units  []bruteUnit // 0 = defender
	shared bool
	// fire: the defender's fire at attacker 1 (dice, to hit, modifier).
	fireDice, fireToHit, fireMod, fireMax int
	fireOn                                bool
	cache                                 map[bruteKey]map[bruteOut]*big.Rat
	// The readings leader-killed-retest=yes and leader-loss-when-removed=roll.
	retest, rollOnRemoval bool
	// fightOn is the reading melee-end=fight-on: the units that fail leave
	// the Melee, the others fight on until the defender leaves or no
	// attacker is left.
	fightOn bool
}

type bruteUnit struct {
	ladder      Ladder
	hits, level int
	fixed, hq   int // Morale Test modifiers; the attached headquarters' bonus
	melee       int // fixed melee modifiers
	vs          int // defender's modifier against this attacker
	artillery   bool
	rank        int // quality at the start of the Melee, best = 0
	// vars[f-1] is the ladder of the quality for the day rolled with face
	// f of the Variable Morale Qualities die at the unit's first Morale
	// Test (p.14); none: its quality is fixed.
	vars []Ladder
}

// ladderAt is the unit's ladder before the roll (lad 0) or after face lad.
func (u bruteUnit) ladderAt(lad int8) Ladder {
	if lad == 0 {
		return u.ladder
	}
	return u.vars[lad-1]
}

// bruteState is every unit between rounds.
type bruteState struct {
	hits  [4]int
	hqOff [4]bool
	gone  [4]bool // removed before contact
	lad   [4]int8 // the face rolled for the quality for the day, 0 before
	fire  int     // hits attacker 1 took charging in
	// special: under fight-on, an attacker of equal or better quality
	// than the defender was routed in an earlier round.
	special bool
}

type bruteEff struct{ hits, levels, test, rout int }

type bruteKey struct {
	unit, hits int
	hqOff      bool
	lad        int8
	eff        bruteEff
}

// bruteOut is one unit's result of a round.
type bruteOut struct {
	end   UnitEnd
	cont  bool
	hqOff bool
	lad   int8
}

type bruteResult struct {
	ends   []map[UnitEnd]*big.Rat
	rounds map[int]*big.Rat
	// killed[u] is P(unit u's headquarters is killed by a leader-loss die).
	killed []*big.Rat
}

func addRat(m map[UnitEnd]*big.Rat, k UnitEnd, p *big.Rat) {
	if old, ok := m[k]; ok {
		old.Add(old, p)
	} else {
		m[k] = new(big.Rat).Set(p)
	}
}

func (b *bruteMelee) run() bruteResult {
	b.cache = map[bruteKey]map[bruteOut]*big.Rat{}
	res := bruteResult{rounds: map[int]*big.Rat{}}
	for range b.units {
		res.ends = append(res.ends, map[UnitEnd]*big.Rat{})
		res.killed = append(res.killed, new(big.Rat))
	}
	var start bruteState
	for i, u := range b.units {
		start.hits[i] = u.hits
	}
	frontier := map[bruteState]*big.Rat{}
	add := func(m map[bruteState]*big.Rat, s bruteState, p *big.Rat) {
		if old, ok := m[s]; ok {
			old.Add(old, p)
		} else {
			m[s] = new(big.Rat).Set(p)
		}
	}
	if !b.fireOn {
		frontier[start] = big.NewRat(1, 1)
	} else {
		// Fire die by die at the first attacker (Special sequence for
		// combined arms attacks (a), p.6), then its leader-loss dice.
		var roll func(die, hits int, p *big.Rat)
		roll = func(die, hits int, p *big.Rat) {
			if die < b.fireDice {
				for face := 1; face <= 10; face++ {
					h := hits
					if face+b.fireMod >= b.fireToHit {
						h++
					}
					roll(die+1, h, mul(p, tenth))
				}
				return
			}
			if b.fireMax > 0 {
				hits = min(hits, b.fireMax)
			}
			s := start
			s.hits[1] += hits
			s.fire = hits
			a := b.units[1]
			if s.hits[1] >= a.ladder.TotalBoxes() {
				s.gone[1] = true
				addRat(res.ends[1], UnitEnd{Hits: a.ladder.TotalBoxes(), Level: a.level, Removed: true}, p)
				if b.rollOnRemoval && a.hq != 0 && hits > 0 {
					b.leaderDice((hits+1)/2, false, p, func(killed bool, q *big.Rat) {
						if killed {
							res.killed[1].Add(res.killed[1], q)
						}
					})
				}
				if len(b.units) == 2 {
					d := b.units[0]
					addRat(res.ends[0], UnitEnd{Quality: d.ladder.State(d.hits).Quality, Hits: d.hits, Level: d.level}, p)
					if res.rounds[0] == nil {
						res.rounds[0] = new(big.Rat)
					}
					res.rounds[0].Add(res.rounds[0], p)
					return
				}
				add(frontier, s, p)
				return
			}
			if a.hq == 0 || hits == 0 {
				add(frontier, s, p)
				return
			}
			b.leaderDice((hits+1)/2, false, p, func(killed bool, q *big.Rat) {
				s2 := s
				s2.hqOff[1] = killed
				if killed {
					res.killed[1].Add(res.killed[1], q)
				}
				add(frontier, s2, q)
			})
		}
		roll(0, 0, big.NewRat(1, 1))
	}
	for round := 1; len(frontier) > 0; round++ {
		next := map[bruteState]*big.Rat{}
		for s, p := range frontier {
			b.round(s, p, round, next, &res)
		}
		frontier = next
	}
	return res
}

func (b *bruteMelee) leaderDice(dice int, killed bool, p *big.Rat, f func(bool, *big.Rat)) {
	if dice == 0 {
		f(killed, p)
		return
	}
	for face := 1; face <= 10; face++ {
		b.leaderDice(dice-1, killed || face >= 8, mul(p, tenth), f)
	}
}

// round rolls every melee die of one round, then each unit's results.
func (b *bruteMelee) round(s bruteState, p *big.Rat, round int, next map[bruteState]*big.Rat, res *bruteResult) {
	n := len(b.units) - 1
	var in []int
	for i := 1; i <= n; i++ {
		if !s.gone[i] {
			in = append(in, i)
		}
	}
	nonArt := 0
	for _, i := range in {
		if !b.units[i].artillery {
			nonArt++
		}
	}
	number := func(u, hits int, lad int8) int {
		x := b.units[u]
		return x.ladderAt(lad).State(hits).Melee + b.rs.Morale.Levels[x.level].MeleeModifier + x.melee
	}
	// The dice: one per attacker, then the defender's (one, or one per
	// attack). Count each combination of effects.
	nd := len(in) + 1
	if !b.shared {
		nd = 2 * len(in)
	}
	counts := map[[4]bruteEff]int64{}
	var total int64
	faces := make([]int, nd)
	var roll func(i int)
	roll = func(i int) {
		if i < nd {
			for f := 1; f <= 8; f++ {
				faces[i] = f
				roll(i + 1)
			}
			return
		}
		total++
		var effs [4]bruteEff
		for j, a := range in {
			others := nonArt
			if !b.units[a].artillery {
				others--
			}
			at := faces[j] + number(a, s.hits[a], s.lad[a]) + 2*min(others, 3)
			if a == 1 {
				at -= s.fire
			}
			dd := faces[len(in)]
			if !b.shared {
				dd = faces[len(in)+j]
			}
			df := dd + number(0, s.hits[0], s.lad[0]) + b.units[a].vs
			diff := at - df
			spread := abs(diff)
			var win, lose bruteEff
			switch {
			case spread <= 2:
				win, lose = bruteEff{1, 0, 1, 0}, bruteEff{1, 0, 1, 0}
			case spread <= 4:
				win, lose = bruteEff{1, 0, 0, 0}, bruteEff{2, 0, 1, 0}
			case spread <= 6:
				win, lose = bruteEff{1, 0, 0, 0}, bruteEff{2, 1, 1, 0}
			case spread <= 8:
				win, lose = bruteEff{1, 0, 0, 0}, bruteEff{2, 2, 1, 0}
			default:
				win, lose = bruteEff{}, bruteEff{0, 0, 0, 1}
			}
			ae, de := win, lose
			if diff < 0 {
				ae, de = lose, win
			}
			effs[a] = ae
			effs[0] = bruteEff{effs[0].hits + de.hits, effs[0].levels + de.levels, max(effs[0].test, de.test), max(effs[0].rout, de.rout)}
		}
		counts[effs]++
	}
	roll(0)
	present := append([]int{0}, in...)
	for effs, c := range counts {
		pj := mul(p, big.NewRat(c, total))
		// Every present unit's results, jointly.
		outs := make([]bruteOut, len(present))
		var joint func(k int, q *big.Rat)
		joint = func(k int, q *big.Rat) {
			if k < len(present) {
				u := present[k]
				for o, po := range b.unit(u, s.hits[u], s.hqOff[u], s.lad[u], effs[u]) {
					outs[k] = o
					joint(k+1, mul(q, po))
				}
				return
			}
			all := true
			for k, o := range outs {
				all = all && o.cont
				if u := present[k]; o.hqOff && !s.hqOff[u] {
					res.killed[u].Add(res.killed[u], q)
				}
			}
			if all {
				s2 := s
				for k, u := range present {
					s2.hits[u], s2.hqOff[u], s2.lad[u] = outs[k].end.Hits, outs[k].hqOff, outs[k].lad
				}
				if old, ok := next[s2]; ok {
					old.Add(old, q)
				} else {
					next[s2] = new(big.Rat).Set(q)
				}
				return
			}
			if b.fightOn && outs[0].cont && b.fightOnRound(s, present, outs, q, round, next, res) {
				return
			}
			if res.rounds[round] == nil {
				res.rounds[round] = new(big.Rat)
			}
			res.rounds[round].Add(res.rounds[round], q)
			for k, u := range present {
				e := outs[k].end
				// Melee 5. Special: an opposing enemy of equal or better
				// quality ends up in a Rout: up to Firm, or Firm to Green.
				special := u == 0 && s.special
				for k2, v := range present {
					if (u == 0) != (v == 0) && outs[k2].end.Removed && b.units[v].rank <= b.units[u].rank {
						special = true
					}
				}
				if special && !e.Removed {
					firm := b.rs.MoraleLevelIndex("firm")
					if e.Level > firm {
						e.Level = firm
					} else if e.Level == firm {
						e.Level = b.rs.MoraleLevelIndex("green")
					}
				}
				addRat(res.ends[u], e, q)
			}
		}
		joint(0, pj)
	}
}

// unit applies a round's results to one unit: hits, Morale Levels, Rout,
// the leader-loss dice (4.05) and the run of Morale Tests (3.02), with the
// headquarters' bonus on the first test and, from the second on, only if
// the leader-loss dice did not kill it (Example #2).
func (b *bruteMelee) unit(u, hits int, hqOff bool, lad int8, eff bruteEff) map[bruteOut]*big.Rat {
	key := bruteKey{u, hits, hqOff, lad, eff}
	if m, ok := b.cache[key]; ok {
		return m
	}
	x := b.units[u]
	ladder := x.ladderAt(lad)
	out := map[bruteOut]*big.Rat{}
	put := func(o bruteOut, p *big.Rat) {
		o.lad = lad
		if !o.end.Removed {
			o.end.Quality = ladder.State(o.end.Hits).Quality
		}
		if old, ok := out[o]; ok {
			old.Add(old, p)
		} else {
			out[o] = new(big.Rat).Set(p)
		}
	}
	last := len(b.rs.Morale.Levels) - 1
	total := ladder.TotalBoxes()
	h, level := hits+eff.hits, x.level+eff.levels
	one := big.NewRat(1, 1)
	removedDice := 0 // leader-loss dice when the round removes the unit
	if b.rollOnRemoval && x.hq != 0 && !hqOff {
		removedDice = eff.levels + (eff.hits+1)/2
	}
	putRemoved := func(e UnitEnd) {
		b.leaderDice(removedDice, false, one, func(killed bool, q *big.Rat) {
			put(bruteOut{end: e, hqOff: hqOff || killed}, q)
		})
	}
	switch {
	case eff.rout == 1 || level >= last:
		putRemoved(UnitEnd{Hits: min(h, total), Level: last, Removed: true})
	case eff.test == 1 && lad == 0 && len(x.vars) > 0:
		// Its first Morale Test: roll the quality for the day, face by
		// face, and go on with that quality's ladder.
		for f := range x.vars {
			for o, po := range b.unit(u, hits, hqOff, int8(f+1), eff) {
				if old, ok := out[o]; ok {
					old.Add(old, mul(po, big.NewRat(1, int64(len(x.vars)))))
				} else {
					out[o] = mul(po, big.NewRat(1, int64(len(x.vars))))
				}
			}
		}
	case h >= total:
		putRemoved(UnitEnd{Hits: total, Level: level, Removed: true})
	default:
		hq := x.hq
		if hqOff {
			hq = 0
		}
		dice := 0
		if hq != 0 && (eff.hits > 0 || eff.levels > 0) {
			dice = eff.levels + (eff.hits+1)/2
		}
		b.leaderDice(dice, false, one, func(killed bool, q *big.Rat) {
			var test func(h, level, n int, q *big.Rat)
			fresh := func(h, level int) bool { return h == hits+eff.hits && level == x.level+eff.levels }
			test = func(h, level, n int, q *big.Rat) {
				if level >= last {
					put(bruteOut{end: UnitEnd{Hits: min(h, total), Level: last, Removed: true}, hqOff: hqOff || killed}, q)
					return
				}
				if h >= total {
					put(bruteOut{end: UnitEnd{Hits: total, Level: level, Removed: true}, hqOff: hqOff || killed}, q)
					return
				}
				m := x.fixed + b.rs.Morale.Levels[level].TestModifier
				if n == 0 || !killed {
					m += hq
				}
				for face := 1; face <= 10; face++ {
					q2 := mul(q, tenth)
					if face+m >= ladder.State(h).Pass {
						if n == 0 && killed && b.retest && hq != 0 {
							// Passed, but its leader is killed: it tests
							// again without the bonus (4.05).
							test(h, level, 1, q2)
							continue
						}
						put(bruteOut{end: UnitEnd{Hits: h, Level: level}, cont: fresh(h, level) && eff.levels == 0, hqOff: hqOff || killed}, q2)
					} else {
						test(h+b.rs.Morale.HitsPerFailedTest, level+1, n+1, q2)
					}
				}
			}
			if eff.test == 0 {
				if b.retest && killed {
					// Its leader killed, the unit tests (4.05), without
					// the bonus: test number 1.
					test(h, level, 1, q)
					return
				}
				put(bruteOut{end: UnitEnd{Hits: h, Level: level}, cont: eff.levels == 0, hqOff: hqOff || killed}, q)
				return
			}
			test(h, level, 0, q)
		})
	}
	b.cache[key] = out
	return out
}

// meleeCase is a Melee for the brute-force comparison.
type meleeCase struct {
	name      string
	defender  MeleeCombatant
	attackers []MeleeCombatant
	vs        [][]ModifierUse
	shared    bool
	fire      *FireRequest
}

func smallLadder(t *testing.T, rs *Ruleset, quality string, percent int) Ladder {
	t.Helper()
	l, err := rs.LadderFor(quality, rs.UnderstrengthPPM(&Unit{Type: "infantry", Percent: &percent}), nil)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestMeleeRunAgainstBruteForce(t *testing.T) {
	rs := mustRuleset(t)
	unit := func(q string, pct, hits int, level string, mods ...string) MeleeCombatant {
		c := MeleeCombatant{ExchangeUnit: ExchangeUnit{Label: q, Quality: q, Ladder: smallLadder(t, rs, q, pct), Hits: hits, Level: level}}
		for _, m := range mods {
			c.Modifiers = append(c.Modifiers, ModifierUse{ID: m})
		}
		return c
	}
	withMelee := func(c MeleeCombatant, ids ...string) MeleeCombatant {
		for _, id := range ids {
			c.MeleeModifiers = append(c.MeleeModifiers, ModifierUse{ID: id})
		}
		return c
	}
	art := func(c MeleeCombatant) MeleeCombatant { c.Artillery = true; return c }
	// variable rolls the unit's quality for the day at its first Morale
	// Test; its ladder is then built from its quality and strength.
	variable := func(c MeleeCombatant, pct, mod int) MeleeCombatant {
		c.VariableQuality, c.VariableModifier = true, mod
		c.UnderstrengthPPM = int64(100-pct) * 10000 // as smallLadder
		return c
	}
	smallArms := &FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line"}
	certain := &FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line", ToHit: 1}
	cases := []meleeCase{
		{name: "equal Veterans: ties and long runs", defender: unit("VT", 25, 0, "firm"), attackers: []MeleeCombatant{unit("VT", 25, 0, "firm")}},
		{name: "Elite against Militia: routs at 9+", defender: unit("MI", 50, 0, "blue"), attackers: []MeleeCombatant{withMelee(unit("EL", 25, 0, "green"), "fieldworks")}},
		{name: "Old Guard melee 5 then 4", defender: unit("VT", 50, 1, "firm"), attackers: []MeleeCombatant{unit("OG", 100, 1, "firm")}},
		{name: "headquarters on the defender", defender: unit("CN", 25, 0, "firm", "army-attached"), attackers: []MeleeCombatant{unit("VT", 25, 0, "firm")}},
		{name: "Special result: Firm to Green and Blue to Firm", defender: unit("CN", 50, 0, "firm"), attackers: []MeleeCombatant{withMelee(unit("GD", 25, 0, "blue"), "fieldworks")}},
		{name: "two attackers, separate defender dice", defender: withMelee(unit("VT", 25, 0, "firm", "corps-attached"), "uphill"),
			attackers: []MeleeCombatant{unit("VT", 25, 0, "firm"), unit("CN", 25, 0, "yellow")}},
		{name: "two attackers, shared defender die, squared against the cavalry", defender: unit("VT", 25, 0, "firm"),
			attackers: []MeleeCombatant{unit("VT", 25, 0, "firm"), unit("EL", 25, 0, "firm")}, vs: [][]ModifierUse{{{ID: "squared-vs-cavalry"}}, {{ID: "squared-vs-infantry"}}}, shared: true},
		{name: "artillery is no additional unit", defender: unit("CN", 25, 0, "firm"), attackers: []MeleeCombatant{unit("VT", 25, 0, "firm"), art(unit("VT", 25, 0, "firm"))}},
		{name: "defender fire at the single attacker", defender: unit("VT", 25, 0, "firm"), attackers: []MeleeCombatant{unit("VT", 25, 0, "firm", "corps-attached")}, fire: smallArms},
		{name: "defender fire removes the single attacker", defender: unit("VT", 25, 0, "firm"), attackers: []MeleeCombatant{unit("VT", 25, 1, "firm")}, fire: certain},
		{name: "defender fire at the first of two attackers", defender: unit("VT", 25, 0, "firm"),
			attackers: []MeleeCombatant{unit("CN", 25, 1, "firm"), unit("VT", 25, 0, "firm")}, fire: smallArms},
		{name: "defender fire removes the first of two attackers", defender: unit("VT", 25, 0, "firm"),
			attackers: []MeleeCombatant{unit("CN", 25, 1, "firm"), unit("VT", 25, 0, "firm")}, fire: certain, shared: true},
		{name: "Variable unit abilities p14: defender rolls its quality at its first test", defender: variable(unit("VT", 25, 0, "firm"), 25, 0),
			attackers: []MeleeCombatant{unit("VT", 25, 0, "firm")}},
		{name: "Variable unit abilities p14: both sides variable, national modifier, headquarters", defender: variable(unit("CN", 50, 1, "firm", "corps-attached"), 50, 1),
			attackers: []MeleeCombatant{variable(unit("EL", 25, 0, "firm"), 25, -2)}},
		{name: "Variable unit abilities p14: variable attacker among two, defender fire", defender: unit("VT", 25, 0, "firm"),
			attackers: []MeleeCombatant{variable(unit("VT", 25, 0, "firm"), 25, 0), unit("CN", 25, 0, "firm")}, fire: smallArms},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			compareMeleeRun(t, rs, c)
		})
	}
	// The other answers to the open readings of 4.05 (Readings), against
	// the same brute force following them die by die.
	for _, set := range []ReadingSet{
		{ReadingLeaderKilledRetest: "yes"},
		{ReadingLeaderLossRemoved: "no-roll"},
		{ReadingLeaderKilledRetest: "yes", ReadingLeaderLossRemoved: "no-roll"},
	} {
		rr, err := rs.WithReadings(set)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			t.Run(set.Key()+"/"+c.name, func(t *testing.T) {
				compareMeleeRun(t, rr, c)
			})
		}
	}
}

func compareMeleeRun(t *testing.T, rs *Ruleset, c meleeCase) {
	t.Helper()
	req := MeleeRunRequest{Defender: c.defender, Attackers: c.attackers, DefenderVs: c.vs, SharedDefenderDie: c.shared, DefenderFire: c.fire}
	rep, err := rs.ResolveMeleeRun(req)
	if err != nil {
		t.Fatal(err)
	}
	b := bruteMelee{rs: rs, shared: c.shared, retest: rs.Reading(ReadingLeaderKilledRetest) == "yes", rollOnRemoval: rs.Reading(ReadingLeaderLossRemoved) == "roll",
		fightOn: rs.Reading(ReadingMeleeEnd) == "fight-on" && len(c.attackers) > 1}
	rank := func(l Ladder, hits int) int {
		q := l.State(hits).Quality
		for i, x := range rs.Qualities {
			if x.Code == q {
				return i
			}
		}
		t.Fatalf("quality %s", q)
		return 0
	}
	for i, m := range append([]MeleeCombatant{c.defender}, c.attackers...) {
		u := bruteUnit{ladder: m.Ladder, hits: m.Hits, level: rs.MoraleLevelIndex(m.Level), artillery: m.Artillery}
		if m.VariableQuality {
			// Each face of the Variable Morale Qualities die, straight
			// from the table's rows.
			var err error
			if u.ladder, err = rs.LadderFor(m.Quality, m.UnderstrengthPPM, nil); err != nil {
				t.Fatal(err)
			}
			vq := rs.VariableQuality
			col := slices.Index(vq.Columns, m.Quality)
			if c, ok := vq.ColumnFor[m.Quality]; ok {
				col = slices.Index(vq.Columns, c)
			}
			for f := 1; f <= vq.Die; f++ {
				q := vq.rowFor(f + m.VariableModifier).Results[col]
				l, err := rs.LadderFor(q, m.UnderstrengthPPM, nil)
				if err != nil {
					t.Fatal(err)
				}
				u.vars = append(u.vars, l)
			}
		}
		u.rank = rank(u.ladder, m.Hits)
		for _, mod := range m.Modifiers {
			v, _, _, err := SumModifiers(rs.Morale.Modifiers, []ModifierUse{mod})
			if err != nil {
				t.Fatal(err)
			}
			if rs.isHeadquartersModifier(mod.ID) {
				u.hq += v
			} else {
				u.fixed += v
			}
		}
		u.melee, _, _, err = SumModifiers(rs.Melee.Modifiers, m.MeleeModifiers)
		if err != nil {
			t.Fatal(err)
		}
		if i > 0 && i-1 < len(c.vs) {
			u.vs, _, _, _ = SumModifiers(rs.Melee.Modifiers, c.vs[i-1])
		}
		b.units = append(b.units, u)
	}
	if c.fire != nil {
		f, err := rs.ResolveFire(*c.fire)
		if err != nil {
			t.Fatal(err)
		}
		g := f.Result.Groups[0]
		b.fireOn, b.fireDice, b.fireToHit, b.fireMod = true, g.Dice, g.ToHit, g.Modifier
	}
	want := b.run()
	reports := append([]TargetEnd{rep.Defender}, rep.Attackers...)
	for u, te := range reports {
		got := map[UnitEnd]*big.Rat{}
		sum := new(big.Rat)
		for _, e := range te.Ends {
			got[e.UnitEnd] = e.P
			sum.Add(sum, e.P)
		}
		if sum.Cmp(big.NewRat(1, 1)) != 0 {
			t.Errorf("unit %d: probabilities add up to %s", u, sum.RatString())
		}
		if len(got) != len(want.ends[u]) {
			t.Errorf("unit %d: %d end states, brute force %d:\n got %v\nwant %v", u, len(got), len(want.ends[u]), fmtEnds(got), fmtEnds(want.ends[u]))
		}
		for k, w := range want.ends[u] {
			if g, ok := got[k]; !ok || g.Cmp(w) != 0 {
				t.Errorf("unit %d %+v: got %v, brute force %s", u, k, g, w.RatString())
			}
		}
	}
	for u, k := range rep.PHeadquartersKilled {
		if (k == nil) != (b.units[u].hq == 0) {
			t.Errorf("unit %d: P(headquarters killed) = %v with headquarters bonus %d", u, k, b.units[u].hq)
		} else if k != nil && k.Cmp(want.killed[u]) != 0 {
			t.Errorf("unit %d: P(headquarters killed) = %s, brute force %s", u, k.RatString(), want.killed[u].RatString())
		}
	}
	sum := new(big.Rat)
	if rep.NoContact != nil {
		sum.Add(sum, rep.NoContact)
	}
	if w := want.rounds[0]; (w == nil) != (rep.NoContact == nil || rep.NoContact.Sign() == 0) || (w != nil && w.Cmp(rep.NoContact) != 0) {
		t.Errorf("P(no contact) = %v, brute force %v", rep.NoContact, w)
	}
	for k, p := range rep.Rounds {
		sum.Add(sum, p)
		w := want.rounds[k+1]
		if w == nil {
			w = new(big.Rat)
		}
		if w.Cmp(p) != 0 {
			t.Errorf("P(%d rounds) = %s, brute force %s", k+1, p.RatString(), w.RatString())
		}
	}
	if len(want.rounds) > 0 {
		for r := range want.rounds {
			if r > len(rep.Rounds) {
				t.Errorf("brute force ends after %d rounds, the report stops at %d", r, len(rep.Rounds))
			}
		}
	}
	if sum.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("P(rounds) add up to %s", sum.RatString())
	}
	if testing.Verbose() {
		t.Log(fmt.Sprint(len(want.rounds), " round counts"))
	}
}

// TestCombinedArmsExample reproduces the Example of Combined Arms Attack
// (p.6): a Veteran cavalry brigade and a Veteran infantry division attack a
// squared Veteran infantry division. "The attacking cavalry will get a -6 to
// its attack for the defender being Squared, but an additional +2 for having
// an additional unit attacking ..., for an overall -4 to its attack. The
// attacking infantry division will get a +2 for the additional unit ..., and
// the defending infantry division will get a -4 fighting the enemy infantry
// division because of being Squared infantry versus infantry." The tool
// gives the +6 to the squared infantry (ruleset note squared-modifier-side),
// which moves the spread the same way.
func TestCombinedArmsExample(t *testing.T) {
	rs := mustRuleset(t)
	vt := func(label string) MeleeCombatant {
		return MeleeCombatant{ExchangeUnit: ExchangeUnit{Label: label, Quality: "VT"}}
	}
	rep, err := rs.ResolveMeleeRun(MeleeRunRequest{
		Defender:   vt("Veteran infantry division, squared"),
		Attackers:  []MeleeCombatant{vt("Veteran cavalry brigade"), vt("Veteran infantry division")},
		DefenderVs: [][]ModifierUse{{{ID: "squared-vs-cavalry"}}, {{ID: "squared-vs-infantry"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Attacks) != 2 {
		t.Fatalf("%d attacks, want 2", len(rep.Attacks))
	}
	cav, inf := rep.Attacks[0], rep.Attacks[1]
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"Veteran Melee Number", cav.Attacker.Melee, 2},
		{"cavalry: +2 for the additional unit", cav.Attacker.Modifier, 2},
		{"squared against the cavalry: the -6 as +6 to the defender", cav.Defender.Modifier, 6},
		{"cavalry: overall -4 to its attack", cav.Attacker.Modifier - cav.Defender.Modifier, -4},
		{"infantry: +2 for the additional unit", inf.Attacker.Modifier, 2},
		{"squared against the infantry: -4", inf.Defender.Modifier, -4},
		{"cavalry's modified number before the dice", cav.Attacker.Total() - cav.Defender.Total(), -4},
		{"infantry's modified number before the dice", inf.Attacker.Total() - inf.Defender.Total(), 6},
		{"additional units", rep.AdditionalUnits, 2},
	} {
		if c.got != c.want {
			t.Errorf("%s: %d, want %d", c.name, c.got, c.want)
		}
	}
	// The whole Melee still adds up, and the brute force agrees.
	compareMeleeRun(t, rs, meleeCase{
		defender:  MeleeCombatant{ExchangeUnit: ExchangeUnit{Quality: "VT", Level: "firm", Ladder: smallLadder(t, rs, "VT", 25)}},
		attackers: []MeleeCombatant{{ExchangeUnit: ExchangeUnit{Quality: "VT", Level: "firm", Ladder: smallLadder(t, rs, "VT", 25)}}, {ExchangeUnit: ExchangeUnit{Quality: "VT", Level: "firm", Ladder: smallLadder(t, rs, "VT", 25)}}},
		vs:        [][]ModifierUse{{{ID: "squared-vs-cavalry"}}, {{ID: "squared-vs-infantry"}}},
	})
}

// BenchmarkMeleeRunFourAttackers: four full-strength attackers, one of them
// cavalry against a square, the defender with its Corps attached and firing
// at the first attacker.
func BenchmarkMeleeRunFourAttackers(b *testing.B) {
	rs := mustRuleset(b)
	u := func(q string, mods ...ModifierUse) MeleeCombatant {
		return MeleeCombatant{ExchangeUnit: ExchangeUnit{Label: q, Quality: q, Modifiers: mods}}
	}
	req := MeleeRunRequest{
		Defender:     u("VT", ModifierUse{ID: "corps-attached"}),
		Attackers:    []MeleeCombatant{u("VT"), u("VT"), u("CN"), u("EL")},
		DefenderVs:   [][]ModifierUse{{{ID: "squared-vs-cavalry"}}, {{ID: "squared-vs-infantry"}}, {{ID: "squared-vs-infantry"}}, {{ID: "squared-vs-infantry"}}},
		DefenderFire: &FireRequest{Kind: "small-arms", Quality: "VT", Formation: "square"},
	}
	for b.Loop() {
		if _, err := rs.ResolveMeleeRun(req); err != nil {
			b.Fatal(err)
		}
	}
}

// TestExample2_LeaderKilledInMeleeRun reproduces Example #2 (p.11) inside a
// Melee followed to its end: a Veteran (Pass 5+) with its Corps attached
// (+1) takes two hits and a Morale Test from a round. Its first test needs
// 4+ (7/10); on a failure it drops to Blue and the leader-loss die (one for
// two hits, 4.05) kills the Corps commander on 8-10 (3/10), and the second
// test loses the Corps' +1: 5+ (6/10) instead of 4+ (7/10). A killed Corps
// makes every unit of its command take a Morale Test (4.05).
func TestExample2_LeaderKilledInMeleeRun(t *testing.T) {
	rs := mustRuleset(t)
	c := MeleeCombatant{ExchangeUnit: ExchangeUnit{Label: "French 4th", Quality: "VT", Modifiers: []ModifierUse{{ID: "corps-attached"}}}}
	u, err := rs.prepareMelee(c, "defender")
	if err != nil {
		t.Fatal(err)
	}
	m := &meleeRun{rs: rs, units: []meleeUnit{u}, memo: map[accKey]unitRound{}, distMemo: map[accKey]*endMap{}, riskMemo: map[accKey]*big.Rat{}}
	k := accKey{unit: 0, eff: unitEffect{hits: 2, test: true}}
	if r := m.unitRoundFor(k); r.cont.Cmp(big.NewRat(7, 10)) != 0 {
		t.Errorf("P(passes the first test and fights on) = %s, want 7/10", r.cont.RatString())
	}
	if r := m.killRisk(k); r.Cmp(big.NewRat(3, 10)) != 0 {
		t.Errorf("P(Corps commander killed) = %s, want 3/10", r.RatString())
	}
	blue := rs.MoraleLevelIndex("blue")
	want := mul(big.NewRat(3, 10), new(big.Rat).Add(mul(big.NewRat(3, 10), big.NewRat(6, 10)), mul(big.NewRat(7, 10), big.NewRat(7, 10))))
	got := m.dist(k).m[UnitEnd{Quality: "VT", Hits: 2 + rs.Morale.HitsPerFailedTest, Level: blue}]
	if got == nil || got.Cmp(want) != 0 {
		t.Errorf("P(fails once, passes at Blue) = %v, want %s", got, want.RatString())
	}

	// The whole Melee: the Corps' other units take a Morale Test with
	// P(killed), without the Corps' bonus.
	rep, err := rs.ResolveMeleeRun(MeleeRunRequest{
		Defender:  c,
		Attackers: []MeleeCombatant{{ExchangeUnit: ExchangeUnit{Quality: "VT"}}},
		Command:   []CommandUnit{{Of: 0, Unit: ExchangeUnit{Label: "French 7th", Quality: "CN", Level: "blue"}}},
	})
	if err != nil {
		t.Fatal(err)
	}
	pk := rep.PHeadquartersKilled[0]
	if pk == nil || pk.Sign() <= 0 || pk.Cmp(big.NewRat(1, 1)) >= 0 || rep.PHeadquartersKilled[1] != nil {
		t.Fatalf("P(killed) = %v", rep.PHeadquartersKilled)
	}
	// Conscript at Blue: Pass 6+, no modifier: passes 5/10 and stays; a
	// failure moves it down.
	ce := rep.Command[0]
	stay := new(big.Rat).Add(new(big.Rat).Sub(big.NewRat(1, 1), pk), mul(pk, big.NewRat(5, 10)))
	var pStay *big.Rat
	sum := new(big.Rat)
	for _, e := range ce.Ends {
		sum.Add(sum, e.P)
		if e.Level == blue && e.Hits == 0 && !e.Removed {
			pStay = e.P
		}
	}
	if pStay == nil || pStay.Cmp(stay) != 0 || sum.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("command unit stays at Blue with %v, want %s (total %s)", pStay, stay.RatString(), sum.RatString())
	}
	for _, bad := range []CommandUnit{{Of: 1, Unit: ExchangeUnit{Quality: "VT"}}, {Of: 2, Unit: ExchangeUnit{Quality: "VT"}}} {
		if _, err := rs.ResolveMeleeRun(MeleeRunRequest{Defender: c, Attackers: []MeleeCombatant{{ExchangeUnit: ExchangeUnit{Quality: "VT"}}}, Command: []CommandUnit{bad}}); err == nil {
			t.Errorf("command unit of unit %d accepted", bad.Of)
		}
	}
}

// TestMeleeRunWideFallback checks the fixed-width sums against their
// big.Int fallback (wide): with the limit set to 1 bit every number of the
// computation is a big.Int, as the whole computation was before the
// 128-bit tables, and the reports must be identical. The brute-force cases
// are checked die by die again with every number forced to big.Int. Two
// Old Guards fight up to 22 rounds (Melee 4, p.9: until a level is lost or
// a test failed), whose probabilities outgrow 128 bits on their own: the
// fallback taken mid-sum must give the same report as every number big.
func TestMeleeRunWideFallback(t *testing.T) {
	rs := mustRuleset(t)
	u := func(q string, mods ...ModifierUse) MeleeCombatant {
		return MeleeCombatant{ExchangeUnit: ExchangeUnit{Label: q, Quality: q, Modifiers: mods}}
	}
	squared := [][]ModifierUse{{{ID: "squared-vs-cavalry"}}, {{ID: "squared-vs-infantry"}}, {{ID: "squared-vs-infantry"}}, {{ID: "squared-vs-infantry"}}}
	cases := []struct {
		name     string
		req      MeleeRunRequest
		overflow bool // overflows 128 bits with no limit
	}{
		{name: "four attackers, squared defender with its Corps, firing", req: MeleeRunRequest{
			Defender: u("VT", ModifierUse{ID: "corps-attached"}), Attackers: []MeleeCombatant{u("VT"), u("VT"), u("CN"), u("EL")},
			DefenderVs: squared, DefenderFire: &FireRequest{Kind: "small-arms", Quality: "VT", Formation: "square"}}},
		{name: "two attackers, shared defender die", req: MeleeRunRequest{
			Defender: u("EL", ModifierUse{ID: "army-attached"}), Attackers: []MeleeCombatant{u("CN"), u("MI")}, SharedDefenderDie: true}},
		{name: "Old Guard against Old Guard: 22 rounds overflow 128 bits", overflow: true, req: MeleeRunRequest{
			Defender: u("OG"), Attackers: []MeleeCombatant{u("OG")}}},
	}
	report := func(t *testing.T, req MeleeRunRequest, limit int) (string, int64) {
		t.Helper()
		wideLimit = limit
		defer func() { wideLimit = 0 }()
		before := wideBig.Load()
		rep, err := rs.ResolveMeleeRun(req)
		if err != nil {
			t.Fatal(err)
		}
		b, err := json.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		return string(b), wideBig.Load() - before
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fast, n := report(t, c.req, 0)
			if (n > 0) != c.overflow {
				t.Errorf("%d numbers went over to big.Int with no limit, want overflow %v", n, c.overflow)
			}
			slow, n := report(t, c.req, 1)
			if n == 0 {
				t.Fatal("no number went over to big.Int with the limit")
			}
			if fast != slow {
				t.Errorf("128-bit report differs from the big.Int one:\n%s\n%s", fast, slow)
			}
		})
	}
	t.Run("brute force, every number big", func(t *testing.T) {
		wideLimit = 1
		defer func() { wideLimit = 0 }()
		TestMeleeRunAgainstBruteForce(t)
	})
}

// TestMeleeRunGolden pins whole reports of Melees too large for the brute
// force (full-strength units, up to four attackers, Melee 4 and 5, p.9-10),
// so that a faster computation must give exactly the same fractions. The
// golden file is written by the code the brute force checks; refresh it with
// go test ./odn -run MeleeRunGolden -update only when the rules change.
func TestMeleeRunGolden(t *testing.T) {
	rs := mustRuleset(t)
	u := func(q string, mods ...ModifierUse) MeleeCombatant {
		return MeleeCombatant{ExchangeUnit: ExchangeUnit{Label: q, Quality: q, Modifiers: mods}}
	}
	variable := func(c MeleeCombatant, mod int) MeleeCombatant {
		c.VariableQuality, c.VariableModifier = true, mod
		return c
	}
	hit := func(c MeleeCombatant, hits int, level string) MeleeCombatant {
		c.Hits, c.Level = hits, level
		return c
	}
	art := func(c MeleeCombatant) MeleeCombatant { c.Artillery = true; return c }
	squared := [][]ModifierUse{{{ID: "squared-vs-cavalry"}}, {{ID: "squared-vs-infantry"}}, {{ID: "squared-vs-infantry"}}, {{ID: "squared-vs-infantry"}}}
	cases := []struct {
		name string
		req  MeleeRunRequest
	}{
		{"four attackers, squared defender with its Corps, firing", MeleeRunRequest{
			Defender: u("VT", ModifierUse{ID: "corps-attached"}), Attackers: []MeleeCombatant{u("VT"), u("VT"), u("CN"), u("EL")},
			DefenderVs: squared, DefenderFire: &FireRequest{Kind: "small-arms", Quality: "VT", Formation: "square"}}},
		{"three attackers, shared die, artillery, command", MeleeRunRequest{
			Defender:  u("EL", ModifierUse{ID: "army-attached"}),
			Attackers: []MeleeCombatant{u("CN", ModifierUse{ID: "corps-attached"}), hit(u("MI"), 1, "blue"), art(u("VT"))}, SharedDefenderDie: true,
			Command: []CommandUnit{{Of: 0, Unit: ExchangeUnit{Label: "Guard", Quality: "GD"}}, {Of: 1, Unit: ExchangeUnit{Label: "Line", Quality: "CN", Level: "blue"}}}}},
		{"variable qualities on both sides, fire", MeleeRunRequest{
			Defender:     variable(u("CN", ModifierUse{ID: "corps-attached"}), 1),
			Attackers:    []MeleeCombatant{variable(u("VT"), -1), u("EL")},
			DefenderFire: &FireRequest{Kind: "small-arms", Quality: "CN", Formation: "line"}}},
		{"Old Guard against Old Guard", MeleeRunRequest{Defender: u("OG"), Attackers: []MeleeCombatant{u("OG")}}},
	}
	var buf bytes.Buffer
	for _, c := range cases {
		rep, err := rs.ResolveMeleeRun(c.req)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		b, err := json.MarshalIndent(rep, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&buf, "== %s\n%s\n", c.name, b)
	}
	golden := filepath.Join("testdata", "meleerun.golden")
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./odn -run MeleeRunGolden -update)", err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("Melee reports differ from %s", golden)
	}
}

// fightOnRound is the brute force's round end under melee-end=fight-on
// when the defender fights on: the attackers that failed leave the Melee
// where their tests left them (no Special: their enemy was not routed);
// if some attacker fights on, the next round starts without the others,
// else the Melee ends with the defender raised by the Special result when
// a qualifying attacker was routed at any time. It reports whether it
// handled the round.
func (b *bruteMelee) fightOnRound(s bruteState, present []int, outs []bruteOut, q *big.Rat, round int, next map[bruteState]*big.Rat, res *bruteResult) bool {
	s2 := s
	on := false
	for k, u := range present {
		if u == 0 {
			continue
		}
		if outs[k].cont {
			on = true
			s2.hits[u], s2.hqOff[u], s2.lad[u] = outs[k].end.Hits, outs[k].hqOff, outs[k].lad
			continue
		}
		addRat(res.ends[u], outs[k].end, q)
		s2.gone[u] = true
		if outs[k].end.Removed && b.units[u].rank <= b.units[0].rank {
			s2.special = true
		}
	}
	if on {
		s2.hits[0], s2.hqOff[0], s2.lad[0] = outs[0].end.Hits, outs[0].hqOff, outs[0].lad
		if old, ok := next[s2]; ok {
			old.Add(old, q)
		} else {
			next[s2] = new(big.Rat).Set(q)
		}
		return true
	}
	if res.rounds[round] == nil {
		res.rounds[round] = new(big.Rat)
	}
	res.rounds[round].Add(res.rounds[round], q)
	e := outs[0].end
	if s2.special && !e.Removed {
		firm := b.rs.MoraleLevelIndex("firm")
		if e.Level > firm {
			e.Level = firm
		} else if e.Level == firm {
			e.Level = b.rs.MoraleLevelIndex("green")
		}
	}
	addRat(res.ends[0], e, q)
	return true
}

// TestMeleeRunFightOnAgainstBruteForce: the reading melee-end=fight-on
// ("as units retreat from the Melee", Melee 4, p.9) with two and three
// attackers, against the brute force following it die by die.
func TestMeleeRunFightOnAgainstBruteForce(t *testing.T) {
	rs := mustRuleset(t)
	rr, err := rs.WithReadings(ReadingSet{ReadingMeleeEnd: "fight-on"})
	if err != nil {
		t.Fatal(err)
	}
	unit := func(q string, pct, hits int, level string, mods ...string) MeleeCombatant {
		c := MeleeCombatant{ExchangeUnit: ExchangeUnit{Label: q, Quality: q, Ladder: smallLadder(t, rs, q, pct), Hits: hits, Level: level}}
		for _, m := range mods {
			c.Modifiers = append(c.Modifiers, ModifierUse{ID: m})
		}
		return c
	}
	smallArms := &FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line"}
	cases := []meleeCase{
		{name: "two attackers, separate defender dice", defender: unit("VT", 25, 0, "firm", "corps-attached"),
			attackers: []MeleeCombatant{unit("VT", 25, 0, "firm"), unit("CN", 25, 0, "yellow")}},
		{name: "two attackers, shared die, squared against the cavalry", defender: unit("VT", 25, 0, "firm"),
			attackers: []MeleeCombatant{unit("VT", 25, 0, "firm"), unit("EL", 25, 0, "firm")}, vs: [][]ModifierUse{{{ID: "squared-vs-cavalry"}}, {{ID: "squared-vs-infantry"}}}, shared: true},
		{name: "militia and guards: routs", defender: unit("CN", 50, 0, "firm"),
			attackers: []MeleeCombatant{unit("MI", 50, 0, "blue"), unit("GD", 25, 0, "firm", "army-attached")}},
		{name: "defender fire at the first of two attackers", defender: unit("VT", 25, 0, "firm"),
			attackers: []MeleeCombatant{unit("CN", 25, 1, "firm"), unit("VT", 25, 0, "firm")}, fire: smallArms},
		{name: "three attackers", defender: unit("EL", 25, 0, "firm"),
			attackers: []MeleeCombatant{unit("VT", 25, 0, "firm"), unit("CN", 25, 0, "firm"), unit("MI", 25, 0, "firm")}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			compareMeleeRun(t, rr, c)
		})
	}
	// With a single attacker the readings agree: one unit leaving ends it.
	one := meleeCase{defender: unit("VT", 25, 0, "firm"), attackers: []MeleeCombatant{unit("CN", 25, 0, "firm")}}
	compareMeleeRun(t, rr, one)
}

// TestMeleeRunFightOnDiffers: the two readings of Melee 4 (p.9) give
// different ends when one of two attackers leaves and the other fights
// on; both add up to 1.
func TestMeleeRunFightOnDiffers(t *testing.T) {
	rs := mustRuleset(t)
	u := func(q, level string) MeleeCombatant {
		return MeleeCombatant{ExchangeUnit: ExchangeUnit{Label: q, Quality: q, Level: level}}
	}
	req := MeleeRunRequest{Defender: u("VT", "firm"), Attackers: []MeleeCombatant{u("MI", "blue"), u("VT", "firm")}}
	all, err := rs.ResolveMeleeRun(req)
	if err != nil {
		t.Fatal(err)
	}
	rr, _ := rs.WithReadings(ReadingSet{ReadingMeleeEnd: "fight-on"})
	on, err := rr.ResolveMeleeRun(req)
	if err != nil {
		t.Fatal(err)
	}
	if all.Defender.PRemoved.Cmp(on.Defender.PRemoved) == 0 {
		t.Errorf("P(defender removed) %s under both readings", all.Defender.PRemoved.RatString())
	}
	// The Veteran second attacker fights on after the Militia leaves: it
	// fights more rounds, so it is removed more often.
	if on.Attackers[1].PRemoved.Cmp(all.Attackers[1].PRemoved) <= 0 {
		t.Errorf("second attacker removed: fight-on %s, all %s", on.Attackers[1].PRemoved.RatString(), all.Attackers[1].PRemoved.RatString())
	}
	said := false
	for _, r := range on.Readings {
		said = said || r.ID == ReadingMeleeEnd && r.Value == "fight-on"
	}
	if !said {
		t.Errorf("the report does not name melee-end=fight-on: %+v", on.Readings)
	}
	t.Logf("P(defender removed): all %s, fight-on %s", Pct(all.Defender.PRemoved), Pct(on.Defender.PRemoved))
}
