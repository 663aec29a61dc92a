package odn

import (
	"fmt"
	"math/big"
	"math/bits"
	"slices"
	"strings"
)

// This file follows a Melee to its end (Melee 4 and 5, p.9-10): rounds of
// Melee, each followed by the Morale Tests its results call for, until a
// unit loses a Morale Level or fails a test; then the Special result.

// MeleeCombatant is a unit in a Melee followed to its end.
type MeleeCombatant struct {
	ExchangeUnit
	// MeleeModifiers are the unit's melee modifier ids (terrain, formation,
	// squared...); for the defender they apply to every attack.
	MeleeModifiers []ModifierUse `json:"melee_modifiers"`
	MeleeExtra     int           `json:"melee_extra"`
	// Artillery does not count as an additional unit in Melee (p.9).
	Artillery bool `json:"artillery"`
}

// MeleeRunRequest is a Melee followed to its end.
type MeleeRunRequest struct {
	Attackers []MeleeCombatant `json:"attackers"`
	Defender  MeleeCombatant   `json:"defender"`
	// DefenderVs[i] are the defender's melee modifiers against attacker i
	// only (squared vs cavalry against the cavalry, for example).
	DefenderVs        [][]ModifierUse `json:"defender_vs"`
	SharedDefenderDie bool            `json:"shared_defender_die"`
	// DefenderFire is the defender's Fire at the first attacker as it
	// charges (Special sequence for combined arms attacks (a), p.6: "The
	// defending unit may only fire at the first attacking unit"). Its hits
	// are checked off and count against that attacker in every round of the
	// Melee (modifier fire-hit-charging), with no Morale Test (3.01(a)).
	DefenderFire *FireRequest `json:"defender_fire"`
	// Command are units outside the Melee under the command of a
	// headquarters attached to a unit in it: when the leader-loss roll
	// kills that headquarters, "All units in command take Morale Test"
	// (4.05, p.13).
	Command []CommandUnit `json:"command"`
}

// CommandUnit is a unit under the command of the headquarters attached to
// unit Of of a Melee (0: the defender, i: attacker i).
type CommandUnit struct {
	Of   int          `json:"of"`
	Unit ExchangeUnit `json:"unit"`
}

// CommandEnd is where a command unit ends: it takes a Morale Test, without
// the killed leader's bonus, with P(the headquarters is killed), and is
// unchanged otherwise.
type CommandEnd struct {
	Of int `json:"of"`
	TargetEnd
}

// MeleeRunReport is the exact outcome of a Melee followed to its end.
type MeleeRunReport struct {
	Stamp string `json:"stamp"`
	// Readings are the answers to the open questions of the rules this
	// result follows (Ruleset.WithReadings).
	Readings  []ChosenReading `json:"readings"`
	Defender  TargetEnd       `json:"defender"`
	Attackers []TargetEnd     `json:"attackers"`
	// Rounds[k] is P(the Melee ends after k+1 rounds).
	Rounds []*big.Rat `json:"rounds"`
	// AdditionalUnits is the bonus the first attacker receives for the
	// other attacking units (Each additional unit in Melee, p.9).
	AdditionalUnits int `json:"additional_units"`
	// Attacks are the first round's attacks: each attacker's and the
	// defender's Melee Number and modifiers, the additional-unit bonus
	// included and the defender's Fire not (its hits are a chance).
	Attacks []Attack `json:"attacks"`
	// Fire is the defender's Fire at the first attacker, when given.
	Fire *FireReport `json:"fire"`
	// PFireRemoved is P(the first attacker is removed by that Fire before
	// contact).
	PFireRemoved *big.Rat `json:"p_fire_removed"`
	// NoContact is P(no round is fought): the only attacker was removed by
	// the defender's Fire. Nil without that Fire.
	NoContact *big.Rat `json:"no_contact"`
	// PHeadquartersKilled[i] is P(the headquarters attached to unit i (0:
	// the defender, i: attacker i) is killed by a leader-loss roll (4.05)
	// during the Melee); nil for a unit without one. A roll is made each
	// time the unit takes hits or loses levels and stays on the table to
	// test; a unit removed outright by the Melee Table makes none.
	PHeadquartersKilled []*big.Rat `json:"p_headquarters_killed"`
	// Command are the command units' ends, in the order asked.
	Command []CommandEnd `json:"command"`
}

// meleeUnit is a MeleeCombatant resolved against the ruleset.
type meleeUnit struct {
	preparedUnit
	ladder  Ladder
	melee   int // fixed melee modifiers
	quality int // index of its quality row at the start, for the Special result
	hqAt    bool
	// artillery does not count as an additional unit in Melee (p.9).
	artillery bool
	// vars are the qualities for the day a unit of variable quality may
	// roll at its first Morale Test (Variable unit abilities, p.14); until
	// then it fights on ladder, its starting quality.
	vars []ladderVariant
}

// ladderAt is the unit's ladder: its starting one until the quality for the
// day is rolled (lad 0), then variant lad-1.
func (u *meleeUnit) ladderAt(lad int8) Ladder {
	if lad == 0 {
		return u.ladder
	}
	return u.vars[lad-1].ladder
}

// rollsAt reports whether a round's effect makes the unit roll its quality
// for the day: the effect calls for its first Morale Test.
func (u *meleeUnit) rollsAt(k accKey) bool {
	return len(u.vars) > 0 && k.lad == 0 && k.eff.test
}

// unitEffect is what one round of Melee does to a unit before its tests.
type unitEffect struct {
	hits, levels int
	test, rout   bool
	// dice are leader-loss dice (4.05) kept by a merged effect beyond
	// those of its levels and hits (see defNorm); 0 otherwise.
	dice int
}

func (e unitEffect) plus(o unitEffect) unitEffect {
	return unitEffect{e.hits + o.hits, e.levels + o.levels, e.test || o.test, e.rout || o.rout, e.dice + o.dice}
}

// meleeState is the state of every unit between rounds: all are on the
// table at their starting level (a level loss ends the Melee).
type meleeState struct {
	hits  [maxMeleeUnits]int
	hqOff [maxMeleeUnits]bool // the unit's headquarters has been killed
	lad   [maxMeleeUnits]int8 // 0, or 1 + the quality for the day rolled
	fire  int                 // hits the first attacker took charging in
	// gone marks attackers (bit i for attacker i) that left the Melee
	// while the others fought on (melee-end=fight-on); 0 otherwise.
	gone uint16
	// special: a qualifying attacker routed in an earlier round, so the
	// defender ends with the Special result (melee-end=fight-on).
	special bool
}

const maxMeleeUnits = 9

// ResolveMeleeRun follows a Melee round by round to its end (Melee 4, p.9:
// "Continue to fight rounds of Melee until one or both sides suffers a
// Morale Level loss or fails a Morale Test").
//
// Each round: each attack is rolled as in ResolveMelee with the units'
// current Melee Numbers (their quality row after the hits so far, their
// level's modifier, their fixed modifiers, +2 per additional attacking unit
// up to 3); the Melee Table's results are applied (hits, Morale Level
// losses, Rout); each unit told to test takes a run of Morale Tests
// (3.02(b),(c)), with the leader-loss roll of an attached headquarters
// (4.05: one die per level lost and per two hits) made before its second
// test as in Example #2. If every unit is still on the table, lost no level
// and passed every test, another round is fought. When the Melee ends, the
// Special result (5, p.10) raises each unit on the side opposing a routed
// enemy of equal or better quality to Firm, or from Firm to Green.
//
// A unit with VariableQuality fights at its starting quality until its
// first Morale Test, where its quality for the day is rolled (Variable unit
// abilities, p.14): that test, its hits and every later round use the
// ladder of the quality rolled.
//
// With DefenderFire, the defender first fires at the first attacker as it
// charges: the hits are checked off (an attacker with every box checked
// never reaches the defender, and no longer counts as an additional unit),
// count against it in every round, and call for its leader-loss roll.
//
// The computation is exact: the rounds form a Markov chain on the units'
// hits (and headquarters), each round only adds hits, so the Melee ends
// within the units' hit boxes. Given a round's attack results the units'
// Morale Tests are independent, so each unit's end states are weighted
// through accumulators (see accVal) instead of the joint end states of all
// units; a die-by-die brute force over the joint states checks it.
func (rs *Ruleset) ResolveMeleeRun(req MeleeRunRequest) (MeleeRunReport, error) {
	rep := MeleeRunReport{Stamp: rs.Stamp(), Readings: rs.meleeRunReadings(req)}
	n := len(req.Attackers)
	fightOn := n > 1 && rs.Reading(ReadingMeleeEnd) == "fight-on"
	if fightOn && n > maxFightOn {
		return rep, fmt.Errorf("reading %s=fight-on is followed for 2 to %d attackers (got %d): with more, choose %s=all", ReadingMeleeEnd, maxFightOn, n, ReadingMeleeEnd)
	}
	if n < 1 || n+1 > maxMeleeUnits {
		return rep, fmt.Errorf("a Melee followed to its end takes 1 to %d attackers (got %d)", maxMeleeUnits-1, n)
	}
	units := make([]meleeUnit, n+1) // 0 = defender, i = attacker i
	all := append([]MeleeCombatant{req.Defender}, req.Attackers...)
	for i, c := range all {
		role := "defender"
		if i > 0 {
			role = fmt.Sprintf("attacker %d", i)
		}
		u, err := rs.prepareMelee(c, role)
		if err != nil {
			return rep, err
		}
		units[i] = u
	}
	// Each additional unit in Melee (maximum of 3, not including
	// artillery): +2 to each attacker for every other attacking unit.
	var addUnit Modifier
	if add := rs.meleeModifier("additional-unit"); add != nil {
		addUnit = *add
		for _, a := range req.Attackers {
			for _, m := range a.MeleeModifiers {
				if m.ID == add.ID {
					return rep, fmt.Errorf("give no %s modifier: the additional attacking units are counted from the attackers", add.ID)
				}
			}
		}
	}
	vs := make([]int, n)
	for i := range n {
		if i < len(req.DefenderVs) {
			m, _, _, err := SumModifiers(rs.Melee.Modifiers, req.DefenderVs[i])
			if err != nil {
				return rep, fmt.Errorf("defender against attacker %d: %w", i+1, err)
			}
			vs[i] = m
		}
	}
	if len(req.DefenderVs) > n {
		return rep, fmt.Errorf("%d --vs lists for %d attackers", len(req.DefenderVs), n)
	}
	run := meleeRun{rs: rs, units: units, vs: vs, addUnit: addUnit, shared: req.SharedDefenderDie,
		retest: rs.Reading(ReadingLeaderKilledRetest) == "yes", rollOnRemoval: rs.Reading(ReadingLeaderLossRemoved) == "roll",
		accs: make(map[accKey]*accVal, 128), memo: make(map[accKey]unitRound, 128), attackMemo: make(map[attackKey][]attackOutcome, 64), groupMemo: make(map[groupKey]*groupSet, 64), distMemo: make(map[accKey]*endMap, 128), killed: make([]lazySum, len(units)), fixedEnds: make([]*endMap, len(units))}
	for i, a := range req.Attackers {
		units[i+1].artillery = a.Artillery
	}
	rep.AdditionalUnits = run.additional(1, meleeState{})
	lv := rs.Morale.Levels
	for i := 1; i <= n; i++ {
		a, d := units[i], units[0]
		rep.Attacks = append(rep.Attacks, Attack{
			Attacker: MeleeSide{Label: a.label, Melee: a.ladder.State(a.hits).Melee,
				Modifier: lv[a.level].MeleeModifier + a.melee + run.additional(i, meleeState{})},
			Defender: MeleeSide{Label: d.label, Melee: d.ladder.State(d.hits).Melee,
				Modifier: lv[d.level].MeleeModifier + d.melee + vs[i-1]},
		})
	}
	for i := range run.fixedEnds {
		run.fixedEnds[i] = newEndMap()
	}
	if fh := rs.meleeModifier("fire-hit-charging"); fh != nil {
		run.firePenalty = fh.Value
	}
	start := meleeState{}
	for i, u := range units {
		start.hits[i] = u.hits
	}
	frontier := map[meleeState]*big.Rat{}
	if req.DefenderFire == nil {
		frontier[start] = big.NewRat(1, 1)
	} else {
		var err error
		if frontier, err = run.fireFrontier(*req.DefenderFire, start, &rep); err != nil {
			return rep, err
		}
	}
	if fightOn {
		if err := run.fightOn(frontier, &rep); err != nil {
			return rep, err
		}
		return rep, run.finishReport(req, &rep, run.fixedEnds)
	}
	for round := 0; len(frontier) > 0; round++ {
		if round > 200 {
			return rep, fmt.Errorf("the Melee did not end within 200 rounds")
		}
		// P(the Melee ends in this round) = P(in the round) - P(on to the next).
		var in, on lazySum
		next := map[meleeState]*lazySum{}
		for s, p := range frontier {
			if err := run.round(s, p, next); err != nil {
				return rep, err
			}
			in.add(p, nil, big.NewInt(1), big.NewInt(1))
		}
		frontier = make(map[meleeState]*big.Rat, len(next))
		for s, z := range next {
			v := z.value()
			frontier[s] = v
			on.add(v, nil, big.NewInt(1), big.NewInt(1))
		}
		rep.Rounds = append(rep.Rounds, new(big.Rat).Sub(in.value(), on.value()))
	}
	return rep, run.finishReport(req, &rep, run.expand())
}

// finishReport fills the report's headquarters, command units and ends.
func (run *meleeRun) finishReport(req MeleeRunRequest, rep *MeleeRunReport, ends []*endMap) error {
	rs, units, n := run.rs, run.units, len(run.units)-1
	for i, u := range units {
		var pk *big.Rat
		if u.hqAt {
			pk = run.killed[i].value()
		}
		rep.PHeadquartersKilled = append(rep.PHeadquartersKilled, pk)
	}
	for ci, c := range req.Command {
		ce, err := rs.commandEnd(c, rep.PHeadquartersKilled, n)
		if err != nil {
			return fmt.Errorf("command unit %d: %w", ci+1, err)
		}
		rep.Command = append(rep.Command, ce)
	}
	rep.Defender = ends[0].result(rs, units[0].label)
	rep.Defender.Qualities, rep.Defender.PQuality = units[0].preparedUnit.quality, units[0].pQuality
	for i := 1; i <= n; i++ {
		te := ends[i].result(rs, units[i].label)
		te.Qualities, te.PQuality = units[i].preparedUnit.quality, units[i].pQuality
		rep.Attackers = append(rep.Attackers, te)
	}
	return nil
}

// meleeRunReadings are the readings a Melee followed to its end follows:
// range rounding only when the defender fires as a battalion with no range
// band given.
func (rs *Ruleset) meleeRunReadings(req MeleeRunRequest) []ChosenReading {
	var out []ChosenReading
	for _, c := range rs.readings.Chosen(MeleeRunReadings...) {
		f := req.DefenderFire
		if c.ID != ReadingRangeRounding || (f != nil && f.Kind == "battalion" && f.Band == "") {
			out = append(out, c)
		}
	}
	return out
}

// fireFrontier resolves the defender's Fire f at the first attacker as it
// charges and returns the states the first round starts from, each with its
// probability: the Fire's hits checked off from start, the attacker removed
// before contact, its headquarters killed by the leader-loss roll the hits
// call for (4.05) or not. It sets rep's Fire, PFireRemoved and NoContact
// and adds the ends reached before contact to run.fixedEnds.
func (run *meleeRun) fireFrontier(f FireRequest, start meleeState, rep *MeleeRunReport) (map[meleeState]*big.Rat, error) {
	rs, units, n := run.rs, run.units, len(run.units)-1
	frontier := map[meleeState]*big.Rat{}
	fire, err := rs.ResolveFire(f)
	if err != nil {
		return nil, fmt.Errorf("defender's fire: %w", err)
	}
	rep.Fire, rep.PFireRemoved, rep.NoContact = &fire, new(big.Rat), new(big.Rat)
	first := units[1]
	for k, pk := range fire.Result.Hits {
		if pk.Sign() == 0 {
			continue
		}
		if fire.NoFire {
			k = 0
		}
		s := start
		s.hits[1] += k
		s.fire = k
		if first.ladder.State(s.hits[1]).Removed {
			// Removed before contact: the Melee is fought by the others.
			rep.PFireRemoved.Add(rep.PFireRemoved, pk)
			s.hits[1] = first.ladder.TotalBoxes()
			s.fire = -1
			run.fixedEnds[1].add(first.ladder, s.hits[1], first.level, true, pk)
			if first.hqAt && k > 0 && run.rollOnRemoval {
				// leader-loss-when-removed=roll: the hits call for the
				// roll even though they remove the unit (4.05).
				killed, err := rs.headquartersKilled(k)
				if err != nil {
					return nil, err
				}
				run.killed[1].add(pk, killed, big.NewInt(1), big.NewInt(1))
			}
			if n == 1 { // no attacker reaches the defender
				run.fixedEnds[0].add(units[0].ladder, units[0].hits, units[0].level, false, pk)
				rep.NoContact.Add(rep.NoContact, pk)
				continue
			}
			addTo(frontier, s, pk)
			continue
		}
		// Hits from Fire call for the leader-loss roll of an attached
		// headquarters (4.05), which may lose its bonus before contact.
		if first.hqAt && k > 0 {
			killed, err := rs.headquartersKilled(k)
			if err != nil {
				return nil, err
			}
			run.killed[1].add(pk, killed, big.NewInt(1), big.NewInt(1))
			s.hqOff[1] = true
			addTo(frontier, s, mul(pk, killed))
			s.hqOff[1] = false
			addTo(frontier, s, mul(pk, new(big.Rat).Sub(big.NewRat(1, 1), killed)))
			continue
		}
		addTo(frontier, s, pk)
	}
	return frontier, nil
}

func (rs *Ruleset) meleeModifier(id string) *Modifier {
	for i := range rs.Melee.Modifiers {
		if rs.Melee.Modifiers[i].ID == id {
			return &rs.Melee.Modifiers[i]
		}
	}
	return nil
}

func (rs *Ruleset) prepareMelee(c MeleeCombatant, role string) (meleeUnit, error) {
	if err := rs.CheckLevelModifiers(c.Level, c.MeleeModifiers); err != nil {
		return meleeUnit{}, fmt.Errorf("%s: %w", role, err)
	}
	if c.Level == "" {
		// A unit given no level but one level-named Melee modifier
		// ("Unit is (blue marker) -1") is at that level: the level gives
		// the modifier, and its Morale Tests follow it.
		if named := rs.levelModifiers(c.MeleeModifiers); len(named) == 1 {
			c.Level = named[0]
			c.MeleeModifiers = slices.DeleteFunc(slices.Clone(c.MeleeModifiers), func(m ModifierUse) bool { return rs.MoraleLevelIndex(m.ID) >= 0 })
		}
	}
	pu, err := rs.prepare(c.ExchangeUnit)
	if err != nil {
		return meleeUnit{}, fmt.Errorf("%s: %w", role, err)
	}
	m, _, _, err := SumModifiers(rs.Melee.Modifiers, c.MeleeModifiers)
	if err != nil {
		return meleeUnit{}, fmt.Errorf("%s: %w", role, err)
	}
	u := meleeUnit{preparedUnit: pu, ladder: pu.variants[0].ladder, melee: m + c.MeleeExtra, hqAt: pu.hq != 0}
	if c.VariableQuality {
		// The unit fights at its starting quality until its first Morale
		// Test, when its quality for the day is rolled (p.14).
		u.vars = pu.variants
		if u.ladder, err = rs.LadderFor(c.Quality, c.UnderstrengthPPM, nil); err != nil {
			return meleeUnit{}, fmt.Errorf("%s: %w", role, err)
		}
		if u.ladder.State(pu.hits).Removed {
			return meleeUnit{}, fmt.Errorf("%s: hits must be 0 to %d for this unit (got %d)", role, u.ladder.TotalBoxes()-1, pu.hits)
		}
	}
	st := u.ladder.State(pu.hits)
	u.quality = len(rs.Qualities)
	for i, q := range rs.Qualities {
		if q.Code == st.Quality {
			u.quality = i
		}
	}
	return u, nil
}

// meleeRun holds one computation.
type meleeRun struct {
	rs          *Ruleset
	units       []meleeUnit
	vs          []int
	addUnit     Modifier
	firePenalty int
	shared      bool
	// retest and rollOnRemoval are the readings leader-killed-retest=yes
	// and leader-loss-when-removed=roll (Readings).
	retest, rollOnRemoval bool
	// acc gathers, for each unit and each effect it can suffer in the
	// round that ends the Melee, the probability weights that expand()
	// turns into end states.
	accs map[accKey]*accVal
	// memo and attackMemo keep what a unit's effect leads to and an
	// attack's outcome list for the whole computation.
	memo        map[accKey]unitRound
	attackMemo  map[attackKey][]attackOutcome
	groupMemo   map[groupKey]*groupSet
	distMemo    map[accKey]*endMap
	riskMemo    map[accKey]*big.Rat
	killed      []lazySum // P(each unit's headquarters is killed)
	denoms      denomTable
	scratch     dpScratch
	conts       [2]contTable // continuing's partial states
	contScratch contScratch
	keepMemo    map[[2]int]*big.Rat
	lossMemo    map[int]*big.Rat
	// fixedEnds are end states reached outside the rounds: an attacker
	// removed by the defender's fire, a defender that no attacker reached.
	fixedEnds []*endMap
}

// accKey is a unit, the state it entered a round in and the effect the
// round had on it.
type accKey struct {
	unit  int
	hits  int
	hqOff bool
	lad   int8
	eff   unitEffect
}

// accVal: noQ = sum P(J) * P(no qualifying enemy routed | J); q = sum
// P(J) * P(a qualifying enemy routed | J); cont = sum P(J) * P(every other
// unit continues | J). expand() gives an end state x of the unit the weight
// P(x) * (noQ - [x continues] * cont) at its level and P(x) * q raised by
// the Special result.
type accVal struct {
	noQ, q, cont accSum
}

// accSum is an accumulator: whole-number numerators, one per denominator
// of the run's denomTable that its terms came over. expand brings every
// accumulator to the table's one common multiple, so no accumulator is
// ever reduced as a fraction.
type accSum struct {
	idx  []int32
	nums []wide
}

// add adds an * x over denominator number i.
func (z *accSum) add(i int32, an, x *wide) {
	if x.isZero() {
		return
	}
	for j := len(z.idx) - 1; j >= 0; j-- {
		if z.idx[j] == i {
			z.nums[j].addMul(an, x)
			return
		}
	}
	if z.idx == nil {
		z.idx, z.nums = make([]int32, 0, 4), make([]wide, 0, 4)
	}
	z.idx, z.nums = append(z.idx, i), append(z.nums, wide{})
	z.nums[len(z.nums)-1].addMul(an, x)
}

// over sets dst to the sum's numerator over the common denominator whose
// quotient by denominator i is f[i]; t and u are scratch.
func (z *accSum) over(dst *big.Int, f []big.Int, t, u *big.Int) *big.Int {
	dst.SetInt64(0)
	for j, i := range z.idx {
		dst.Add(dst, t.Mul(z.nums[j].bigInt(u), &f[i]))
	}
	return dst
}

// denomTable numbers the accumulators' denominators: a state's terms come
// over one or a few, shared by every accumulator it adds to.
type denomTable struct {
	dens []*big.Int
}

// intern returns d's number, adding d (kept without a copy: the caller
// never modifies it afterwards).
func (t *denomTable) intern(d *big.Int) int32 {
	for i := len(t.dens) - 1; i >= 0; i-- {
		if t.dens[i] == d || t.dens[i].Cmp(d) == 0 {
			return int32(i)
		}
	}
	t.dens = append(t.dens, d)
	return int32(len(t.dens) - 1)
}

// common returns the least common multiple L of the table's denominators
// and, for each, L divided by it.
func (t *denomTable) common() (*big.Int, []big.Int) {
	l := big.NewInt(1)
	for _, d := range t.dens {
		l = lcm(l, d)
	}
	f := make([]big.Int, len(t.dens))
	for i, d := range t.dens {
		f[i].Quo(l, d)
	}
	return l, f
}

// lazySum gathers products of fractions without reducing each one: the
// sum is reduced once, over a common denominator, when it is read. Terms
// over a denominator already held are added to that denominator's
// numerator in place, so a sum holds one number pair per distinct
// denominator (a state's terms share one) instead of one per term.
type lazySum struct {
	nums, dens []*big.Int
	n, d       big.Int // the term being added
}

// lazySearch is how many of the latest denominators add looks through for
// the new term's: the recent ones are the likely matches.
const lazySearch = 16

// add adds a * b * num / den (b may be nil).
func (z *lazySum) add(a, b *big.Rat, num, den *big.Int) {
	if num.Sign() == 0 {
		return
	}
	n, d := &z.n, &z.d
	n.Mul(a.Num(), num)
	d.Mul(a.Denom(), den)
	if b != nil {
		n.Mul(n, b.Num())
		d.Mul(d, b.Denom())
	}
	for i := len(z.dens) - 1; i >= 0 && i >= len(z.dens)-lazySearch; i-- {
		if z.dens[i].Cmp(d) == 0 {
			z.nums[i].Add(z.nums[i], n)
			return
		}
	}
	x := new([2]big.Int) // one allocation for the pair
	z.nums, z.dens = append(z.nums, x[0].Set(n)), append(z.dens, x[1].Set(d))
}

func (z *lazySum) value() *big.Rat {
	switch len(z.nums) {
	case 0:
		return new(big.Rat)
	case 1: // one denominator: nothing to bring together
		return new(big.Rat).SetFrac(z.nums[0], z.dens[0])
	}
	// Terms come in runs over one denominator (a state's terms share it),
	// so a denominator equal to the previous one costs a comparison only.
	den := new(big.Int).Set(z.dens[0])
	r, g := new(big.Int), new(big.Int)
	for i, d := range z.dens[1:] {
		if d == z.dens[i] || d.Cmp(z.dens[i]) == 0 || d.Cmp(den) == 0 {
			continue
		}
		if r.Rem(den, d).Sign() != 0 {
			g.GCD(nil, nil, den, d)
			den.Mul(den, r.Quo(d, g))
		}
	}
	num, t, f := new(big.Int), new(big.Int), new(big.Int)
	var last *big.Int
	for i, n := range z.nums {
		if d := z.dens[i]; last == nil || (d != last && d.Cmp(last) != 0) {
			f.Quo(den, d)
			last = d
		}
		num.Add(num, t.Mul(f, n))
	}
	return new(big.Rat).SetFrac(num, den)
}

// unitRound is what a round's effect leads to for one unit: its chance
// to continue (pass with no level loss), the continuing outcomes (hits,
// headquarters), its chance to rout or be removed.
type unitRound struct {
	cont    *big.Rat
	conts   []contOutcome
	removed *big.Rat
	survive *big.Rat // 1 - removed
}

type contOutcome struct {
	hits  int
	hqOff bool
	lad   int8
	p     *big.Rat
}

// attackOutcome is one way an attack can go: the effects on its attacker
// and on the defender, and its probability.
type attackOutcome struct {
	att, def unitEffect
	// count of the of die rolls give it: its probability unreduced, so
	// that the terms of one attack share a denominator and add as whole
	// numbers.
	count, of int64
}

func (m *meleeRun) meleeNumber(u int, hits int, lad int8) int {
	unit := &m.units[u]
	st := unit.ladderAt(lad).State(hits)
	return st.Melee + m.rs.Morale.Levels[unit.level].MeleeModifier + unit.melee
}

// attackOutcomes lists the outcomes of attack i (attacker i+1) in state s,
// for a defender die d (0: the defender rolls its own die).
func (m *meleeRun) attackOutcomes(s meleeState, i, d int) ([]attackOutcome, error) {
	a := i + 1
	at := m.meleeNumber(a, s.hits[a], s.lad[a]) + m.additional(a, s)
	if a == 1 && s.fire > 0 {
		at += m.firePenalty * s.fire
	}
	df := m.meleeNumber(0, s.hits[0], s.lad[0]) + m.vs[i]
	die := m.rs.Melee.Die
	// A roll's result depends only on the difference r = ra - rd of the
	// dice (Melee 3, p.9: the spread is the difference of the modified
	// rolls): die - |r| of the die * die pairs give r, or one roll of the
	// attacker's die when the defender's die d is shared. So the table is
	// read once per difference. The outcomes are few (a few dozen at most):
	// a slice searched beats a map.
	type count struct {
		k [2]unitEffect
		c int64
	}
	var buf [16]count
	counts := buf[:0]
	var total int64
	for r := 1 - die; r <= die-1; r++ {
		c := int64(die - abs(r))
		if d > 0 {
			if ra := d + r; ra < 1 || ra > die {
				continue
			}
			c = 1
		}
		diff := r + at - df
		b, ok := m.band(abs(diff))
		if !ok {
			return nil, fmt.Errorf("the Melee Table has no row for a spread of %d", abs(diff))
		}
		lose := unitEffect{hits: b.LoserHits, levels: b.LoserLevels, test: b.LoserTest, rout: b.LoserRout}
		win := unitEffect{hits: b.WinnerHits, test: b.WinnerTest}
		var k [2]unitEffect
		switch {
		case diff > 0:
			k = [2]unitEffect{win, lose}
		case diff < 0:
			k = [2]unitEffect{lose, win}
		default: // a spread of 0: both take the loser's result, no Rout
			lose.rout = false
			k = [2]unitEffect{lose, lose}
		}
		i := 0
		for i < len(counts) && counts[i].k != k {
			i++
		}
		if i == len(counts) {
			counts = append(counts, count{k: k})
		}
		counts[i].c += c
		total += c
	}
	out := make([]attackOutcome, 0, len(counts))
	for _, c := range counts {
		out = append(out, attackOutcome{att: c.k[0], def: c.k[1], count: c.c, of: total})
	}
	sortOutcomes(out)
	return out, nil
}

func sortOutcomes(out []attackOutcome) {
	slices.SortFunc(out, func(a, b attackOutcome) int {
		if c := a.att.compare(b.att); c != 0 {
			return c
		}
		return a.def.compare(b.def)
	})
}

// compare orders effects by hits, levels, test and rout.
func (e unitEffect) compare(o unitEffect) int {
	if e.hits != o.hits {
		return e.hits - o.hits
	}
	if e.levels != o.levels {
		return e.levels - o.levels
	}
	if e.dice != o.dice {
		return e.dice - o.dice
	}
	if e.test != o.test {
		return boolInt(e.test) - boolInt(o.test)
	}
	return boolInt(e.rout) - boolInt(o.rout)
}

// additional is attacker a's bonus for the other attacking units in
// contact, artillery not counted, at most Max of them (Each additional unit
// in Melee, p.9); an attacker removed by the defender's Fire is not one.
func (m *meleeRun) additional(a int, s meleeState) int {
	others := 0
	for i := 1; i < len(m.units); i++ {
		if i != a && !m.units[i].artillery && !(i == 1 && s.fire < 0) && s.gone&(1<<i) == 0 {
			others++
		}
	}
	if m.addUnit.Max > 0 {
		others = min(others, m.addUnit.Max)
	}
	return others * m.addUnit.Value
}

func (m *meleeRun) band(spread int) (SpreadBand, bool) {
	for _, b := range m.rs.Melee.Results {
		if b.Contains(spread) {
			return b, true
		}
	}
	return SpreadBand{}, false
}

// round plays one round from state s (probability p): continuing states go
// to next.
//
// The attacks are independent given the defender's die, and what a
// combination J of attack outcomes does to the units depends on it only
// through each attacker's own effect and the defender's aggregate effect D.
// So instead of the product of all attack outcomes, dynamic programmes over
// the attacks keyed by D (and, for the continuing states, by the attackers'
// next states) sum the products each accumulator needs.
func (m *meleeRun) round(s meleeState, p *big.Rat, next map[meleeState]*lazySum) error {
	n := len(m.units) - 1
	var in []int // attackers in contact (not removed by the defender's fire)
	for i := 1; i <= n; i++ {
		if !(i == 1 && s.fire < 0) {
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
	pp := mul(p, pd)
	cs := &m.contScratch
	lists := cs.lists[:len(in)]
	rounds := cs.rounds[:len(in)] // each attack outcome's attacker round
	keys := cs.keys[:len(in)]
	var f, g big.Int
	for _, d := range dice {
		for j, a := range in {
			l, err := m.attackOutcomesMemo(s, a-1, d)
			if err != nil {
				return err
			}
			lists[j] = l
			keys[j] = attackKey{a - 1, s.hits[a], s.hits[0], s.fire, d, s.lad[a], s.lad[0], s.gone}
			if rounds[j] == nil {
				rounds[j] = make([]unitRound, 0, len(l))
			}
			rounds[j] = rounds[j][:0]
			for _, o := range l {
				if risk := m.killRisk(accKey{unit: a, hits: s.hits[a], hqOff: s.hqOff[a], lad: s.lad[a], eff: o.att}); risk.Sign() != 0 {
					m.killed[a].add(pp, nil, f.Mul(risk.Num(), f.SetInt64(o.count)), g.Mul(risk.Denom(), g.SetInt64(o.of)))
				}
				rounds[j] = append(rounds[j], m.unitRoundFor(accKey{unit: a, hits: s.hits[a], hqOff: s.hqOff[a], lad: s.lad[a], eff: o.att}))
			}
		}
		m.accumulate(s, in, keys, lists, rounds, pp)
		m.continuing(s, in, lists, rounds, pp, next)
	}
	return nil
}

// ratOne is 1, shared: never modify it.
var ratOne = big.NewRat(1, 1)

// qualifies reports whether enemy v routing gives unit u the Special
// result: v's quality at the start is equal to or better than u's.
func (m *meleeRun) qualifies(u, v int) bool { return m.units[v].quality <= m.units[u].quality }

func (m *meleeRun) acc(k accKey) *accVal {
	a := m.accs[k]
	if a == nil {
		a = &accVal{}
		m.accs[k] = a
	}
	return a
}

// attackGroup is the outcomes of one attack that do the same to the
// defender, with their summed weights as numerators over a denominator
// shared by every group of the round: plain P, P * the attacker's factor
// for the defender's Special result (its chance not to be removed, when it
// qualifies) and P * its chance to continue.
type attackGroup struct {
	def                 unitEffect
	plain, noRout, cont *big.Int
}

// groupSet is an attack's groups as numerators over their own denominator,
// kept for the whole computation: they depend only on the attack (its
// outcome list) and the attacker's headquarters.
type groupSet struct {
	groups []attackGroup
	den    *big.Int
}

type groupKey struct {
	attack attackKey
	hqOff  bool
}

func (m *meleeRun) groupsFor(k attackKey, hqOff bool, list []attackOutcome, rounds []unitRound, qualifies bool) *groupSet {
	gk := groupKey{k, hqOff}
	if g, ok := m.groupMemo[gk]; ok {
		return g
	}
	// Each group's sums as whole numbers over D: a common multiple of the
	// outcomes' roll counts times one of the rounds' denominators, with no
	// fraction reduced; then divided by what D and every numerator share,
	// which leaves the least common denominator of the reduced sums.
	denR := big.NewInt(1)
	ofL := int64(1)
	for oi, o := range list {
		ofL = ofL / int64(gcd64(uint64(ofL), uint64(o.of))) * o.of
		r := rounds[oi]
		if qualifies && r.survive.Denom().Cmp(denR) != 0 {
			denR = lcm(denR, r.survive.Denom())
		}
		if r.cont.Denom().Cmp(denR) != 0 {
			denR = lcm(denR, r.cont.Denom())
		}
	}
	gs := &groupSet{den: new(big.Int).Mul(denR, big.NewInt(ofL))}
	w, f := new(big.Int), new(big.Int)
	// term adds count * x * D / of to dst, x being 1 (nil) or a round's
	// chance.
	term := func(dst *big.Int, count, of int64, x *big.Rat) {
		if x == nil {
			w.Mul(denR, f.SetInt64(count*(ofL/of)))
		} else {
			f.Quo(denR, x.Denom())
			w.Mul(f, x.Num())
			w.Mul(w, f.SetInt64(count*(ofL/of)))
		}
		dst.Add(dst, w)
	}
	for oi, o := range list {
		r := rounds[oi]
		gi := -1
		for i := range gs.groups {
			if gs.groups[i].def == o.def {
				gi = i
			}
		}
		if gi < 0 {
			x := new([3]big.Int) // one allocation for the group's three sums
			gs.groups = append(gs.groups, attackGroup{def: o.def, plain: &x[0], noRout: &x[1], cont: &x[2]})
			gi = len(gs.groups) - 1
		}
		g := &gs.groups[gi]
		term(g.plain, o.count, o.of, nil)
		if qualifies {
			term(g.noRout, o.count, o.of, r.survive)
		} else {
			term(g.noRout, o.count, o.of, nil)
		}
		term(g.cont, o.count, o.of, r.cont)
	}
	c := new(big.Int).Set(gs.den)
	for _, g := range gs.groups {
		for _, x := range []*big.Int{g.plain, g.noRout, g.cont} {
			if c.IsInt64() && c.Int64() == 1 {
				break
			}
			if x.Sign() != 0 {
				c.GCD(nil, nil, c, x)
			}
		}
	}
	if !(c.IsInt64() && c.Int64() == 1) {
		gs.den.Quo(gs.den, c)
		for _, g := range gs.groups {
			g.plain.Quo(g.plain, c)
			g.noRout.Quo(g.noRout, c)
			g.cont.Quo(g.cont, c)
		}
	}
	m.groupMemo[gk] = gs
	return gs
}

// dpTable is a programme's values keyed by the defender's aggregate
// effect: numerators over the shared denominator to the power of the
// number of attacks added. Whole numbers keep the programme free of the
// greatest-common-divisor work of big.Rat, and the tables are kept from
// state to state (meleeRun.tables) so that their numbers' buffers are
// reused instead of allocated again.
type dpTable struct {
	keys                []unitEffect
	plain, noRout, cont []wide
}

func (t *dpTable) reset() {
	t.keys, t.plain, t.noRout, t.cont = t.keys[:0], t.plain[:0], t.noRout[:0], t.cont[:0]
}

// slot returns the index of key k, adding it with zero values. The tables
// hold a few dozen keys at most, so a linear search beats a map.
func (t *dpTable) slot(k unitEffect) int {
	for i, x := range t.keys {
		if x == k {
			return i
		}
	}
	t.keys = append(t.keys, k)
	t.plain, t.noRout, t.cont = growWide(t.plain), growWide(t.noRout), growWide(t.cont)
	return len(t.keys) - 1
}

// growWide appends a zero.
func growWide(s []wide) []wide {
	if len(s) < cap(s) {
		s = s[:len(s)+1]
		s[len(s)-1].setZero()
		return s
	}
	return append(s, wide{})
}

// dpStep adds one attack's groups to the programme cur, into dst.
func dpStep(dst, cur *dpTable, groups []scaledGroup, withRout bool, norm defNorm) {
	dst.reset()
	for i, d := range cur.keys {
		for gi := range groups {
			g := &groups[gi]
			w := dst.slot(norm.apply(d.plus(g.def)))
			dst.plain[w].addMul(&cur.plain[i], &g.plain)
			if withRout {
				dst.noRout[w].addMul(&cur.noRout[i], &g.noRout)
			}
			if !cur.cont[i].isZero() && !g.cont.isZero() {
				dst.cont[w].addMul(&cur.cont[i], &g.cont)
			}
		}
	}
}

// scaledGroup is an attackGroup brought to the round's shared denominator.
type scaledGroup struct {
	def                 unitEffect
	plain, noRout, cont wide
}

// defenderNorm returns how to merge the defender's aggregate
// effects that end the same way: once it is removed (routed, at the last
// Morale Level, or every box checked off), its test no longer matters, its
// levels and hits only up to the end state they give (expand and
// unitRoundFor see the same). Adding more to a merged effect merges as the
// original would.
func (m *meleeRun) defenderNorm(s meleeState) defNorm {
	u := &m.units[0]
	if m.rollOnRemoval && u.hqAt && !s.hqOff[0] {
		// leader-loss-when-removed=roll: the leader-loss dice of a round
		// that removes the defender count its hits and levels (one die per
		// level lost and per two hits, 4.05), so the merge keeps them.
		return defNorm{
			capH:      u.ladderAt(s.lad[0]).TotalBoxes() - s.hits[0],
			capL:      len(m.rs.Morale.Levels) - 1 - u.level,
			dice:      true,
			mergeHits: len(u.vars) == 0 || s.lad[0] != 0,
		}
	}
	return defNorm{
		capH: u.ladderAt(s.lad[0]).TotalBoxes() - s.hits[0],
		capL: len(m.rs.Morale.Levels) - 1 - u.level,
		// A defender yet to roll its quality for the day ends with the
		// boxes of the quality it rolls: its hits are not merged.
		mergeHits: len(u.vars) == 0 || s.lad[0] != 0,
	}
}

// defNorm merges the defender's aggregate effects (see defenderNorm): a
// value with a method the compiler inlines in the programmes' loops.
type defNorm struct {
	capH, capL int
	mergeHits  bool
	// dice keeps the leader-loss dice of a removed defender: its hits
	// beyond the last box keep their parity, and its levels carry the
	// dice of the hits left out, so that adding more merges as the
	// original would (ceil((x+h)/2) - ceil(x/2) depends on x only through
	// its parity).
	dice bool
}

// end is the effect d merged as far as the defender's end state goes: a
// removed defender's leader-loss dice (kept by apply for its kill risk)
// change nothing else, so its accumulators, rounds and end states are
// shared by every count of dice instead of kept once per count.
func (n defNorm) end(d unitEffect) unitEffect {
	if !n.dice {
		return d
	}
	switch {
	case d.rout:
		return unitEffect{hits: min(d.hits, n.capH), rout: true}
	case n.mergeHits && d.hits >= n.capH:
		return unitEffect{hits: n.capH, levels: d.levels}
	}
	return d
}

func (n defNorm) apply(d unitEffect) unitEffect {
	switch {
	case n.dice && (d.rout || d.levels >= n.capL):
		h := d.hits
		if h > n.capH {
			h = n.capH + (h-n.capH)%2
		}
		return unitEffect{hits: h, rout: true, dice: d.dice + d.levels + (d.hits+1)/2 - (h+1)/2}
	case n.dice && d.hits >= n.capH && n.mergeHits:
		h := n.capH + (d.hits-n.capH)%2
		return unitEffect{hits: h, levels: d.levels, dice: d.dice + (d.hits+1)/2 - (h+1)/2}
	case n.dice:
	case d.rout || d.levels >= n.capL:
		return unitEffect{hits: min(d.hits, n.capH), rout: true}
	case n.mergeHits && d.hits >= n.capH:
		return unitEffect{hits: n.capH, levels: d.levels}
	}
	return d
}

// lcm is the least common multiple of a and b: a itself when b divides a
// and both fit in a word, so callers fold it into a running value they
// only read.
func lcm(a, b *big.Int) *big.Int {
	// Denominators are mostly products of die faces that fit in a word:
	// take their least common multiple there when it does not overflow.
	if a.IsUint64() && b.IsUint64() {
		if x, y := a.Uint64(), b.Uint64(); x != 0 && y != 0 {
			if x%y == 0 {
				return a
			}
			if hi, lo := bits.Mul64(x, y/gcd64(x, y)); hi == 0 {
				return new(big.Int).SetUint64(lo)
			}
		}
	}
	g := new(big.Int).GCD(nil, nil, a, b)
	return new(big.Int).Mul(a, new(big.Int).Quo(b, g))
}

// gcd64 is the greatest common divisor of x and y.
func gcd64(x, y uint64) uint64 {
	for y != 0 {
		x, y = y, x%y
	}
	return x
}

// over returns num / den as a rational.
func over(num, den *big.Int) *big.Rat { return new(big.Rat).SetFrac(num, den) }

// accumulate adds every unit's weights for the round's end (see accVal).
// The defender's come from one programme over all attacks keyed by its
// aggregate effect D: P(J), P(J) * P(no qualifying attacker removed | J)
// and P(J) * P(every attacker continues | J). Attacker jj's come from the
// same programme over the other attacks (the prefix before jj, continued
// past it), completed by each of its own outcomes, whose D gives the
// defender's chance to be removed (the attacker's only enemy) and to
// continue.
func (m *meleeRun) accumulate(s meleeState, in []int, keys []attackKey, lists [][]attackOutcome, rounds [][]unitRound, pp *big.Rat) {
	norm := m.defenderNorm(s)
	n := len(in)
	den := big.NewInt(1)
	gs := make([]*groupSet, n)
	for j, a := range in {
		gs[j] = m.groupsFor(keys[j], s.hqOff[a], lists[j], rounds[j], m.qualifies(0, a))
		den = lcm(den, gs[j].den)
	}
	sc := &m.scratch
	if len(sc.groups) < n {
		sc.groups = make([][]scaledGroup, maxMeleeUnits)
	}
	f := &sc.t[0]
	for j := range in {
		f.Quo(den, gs[j].den)
		g := sc.groups[j][:0]
		for _, x := range gs[j].groups {
			if len(g) < cap(g) {
				g = g[:len(g)+1]
			} else {
				g = append(g, scaledGroup{})
			}
			y := &g[len(g)-1]
			y.def = x.def
			y.plain.setBig(sc.b.Mul(x.plain, f))
			y.noRout.setBig(sc.b.Mul(x.noRout, f))
			y.cont.setBig(sc.b.Mul(x.cont, f))
		}
		sc.groups[j] = g
	}
	groups := sc.groups[:n]
	dens := []*big.Int{big.NewInt(1)} // den to the power j
	for range in {
		dens = append(dens, new(big.Int).Mul(dens[len(dens)-1], den))
	}
	if len(sc.prefix) < n+1 {
		sc.prefix = make([]dpTable, maxMeleeUnits+1)
	}
	prefix := sc.prefix[:n+1]
	prefix[0].reset()
	z := prefix[0].slot(unitEffect{})
	prefix[0].plain[z].setUint64(1)
	prefix[0].noRout[z].setUint64(1)
	prefix[0].cont[z].setUint64(1)
	for j := range in {
		dpStep(&prefix[j+1], &prefix[j], groups[j], true, norm)
	}
	// The defender's chances for every aggregate effect D, as numerators
	// over one denominator, in the order of the last table's keys.
	last := &prefix[n]
	ld := big.NewInt(1)
	rds := make([]unitRound, len(last.keys))
	for i, d := range last.keys {
		r := m.unitRoundFor(accKey{unit: 0, hits: s.hits[0], hqOff: s.hqOff[0], lad: s.lad[0], eff: norm.end(d)})
		rds[i] = r
		ld = lcm(lcm(lcm(ld, r.survive.Denom()), r.removed.Denom()), r.cont.Denom())
	}
	numL := func(dst *wide, r *big.Rat) {
		sc.b.Mul(r.Num(), ld)
		dst.setBig(sc.b.Quo(&sc.b, r.Denom()))
	}
	var ldW, ppn wide
	ldW.setBig(ld)
	ppn.setBig(pp.Num())
	dSurvive, dRemoved, dCont := resize(&sc.dSurvive, len(rds)), resize(&sc.dRemoved, len(rds)), resize(&sc.dCont, len(rds))
	for i, r := range rds {
		numL(&dSurvive[i], r.survive)
		numL(&dRemoved[i], r.removed)
		numL(&dCont[i], r.cont)
	}
	dn := dens[n]
	ppdn := m.denoms.intern(new(big.Int).Mul(pp.Denom(), dn))
	// The keys' kill risks are few shared values (one per number of
	// leader-loss dice): their weights are summed per risk, then added.
	risks, riskSums := sc.risks[:0], sc.riskSums[:0]
	for i, d := range last.keys {
		if risk := m.killRisk(accKey{unit: 0, hits: s.hits[0], hqOff: s.hqOff[0], lad: s.lad[0], eff: d}); risk.Sign() != 0 {
			ri := slices.Index(risks, risk)
			if ri < 0 {
				risks, riskSums = append(risks, risk), growWide(riskSums)
				ri = len(risks) - 1
			}
			riskSums[ri].add(&last.plain[i])
		}
	}
	for ri, risk := range risks {
		m.killed[0].add(pp, risk, riskSums[ri].bigInt(&sc.b), dn)
	}
	sc.risks, sc.riskSums = risks, riskSums
	for i, d := range last.keys {
		a := m.acc(accKey{unit: 0, hits: s.hits[0], hqOff: s.hqOff[0], lad: s.lad[0], eff: norm.end(d)})
		a.noQ.add(ppdn, &ppn, &last.noRout[i])
		sc.q.setSub(&last.plain[i], &last.noRout[i])
		a.q.add(ppdn, &ppn, &sc.q)
		a.cont.add(ppdn, &ppn, &last.cont[i])
	}
	hd := new(big.Int).Mul(dens[n-1], ld)
	// pp's denominator times hd times an attack's number of rolls: the
	// attackers' terms' denominators, numbered in m.denoms (which keeps
	// them: never modified).
	ppHd := new(big.Int).Mul(pp.Denom(), hd)
	hdOf := map[int64]int32{}
	// The attackers' programmes need the defender's end only, not the
	// leader-loss dice a removed defender keeps for its kill risk: they
	// merge fully (snorm), and find the defender's chances by end.
	snorm := norm
	snorm.dice = false
	endKeys, endAt := sc.endKeys[:0], sc.endAt[:0]
	for i, d := range last.keys {
		if e := norm.end(d); !slices.Contains(endKeys, e) {
			endKeys, endAt = append(endKeys, e), append(endAt, i)
		}
	}
	sc.endKeys, sc.endAt = endKeys, endAt
	for jj, a := range in {
		cur := &prefix[jj]
		for j := jj + 1; j < n; j++ {
			nxt := &sc.tmp[(j-jj-1)%2]
			dpStep(nxt, cur, groups[j], false, snorm)
			cur = nxt
		}
		q := m.qualifies(a, 0)
		// h[gi] sums, over the other attacks' D, what D + the group's
		// effect on the defender does.
		gj := groups[jj]
		hNoQ, hRout, hCont := resize(&sc.hNoQ, len(gj)), resize(&sc.hRout, len(gj)), resize(&sc.hCont, len(gj))
		for gi := range gj {
			g := &gj[gi]
			noQ, rout, cont := &hNoQ[gi], &hRout[gi], &hCont[gi]
			noQ.setZero()
			rout.setZero()
			cont.setZero()
			for i, d := range cur.keys {
				r := endAt[slices.Index(endKeys, snorm.apply(d.plus(g.def)))]
				if q {
					noQ.addMul(&cur.plain[i], &dSurvive[r])
					rout.addMul(&cur.plain[i], &dRemoved[r])
				} else {
					noQ.addMul(&cur.plain[i], &ldW)
				}
				if !dCont[r].isZero() && !cur.cont[i].isZero() {
					cont.addMul(&cur.cont[i], &dCont[r])
				}
			}
		}
		for _, o := range lists[jj] {
			gi := 0
			for gj[gi].def != o.def {
				gi++
			}
			acc := m.acc(accKey{unit: a, hits: s.hits[a], hqOff: s.hqOff[a], lad: s.lad[a], eff: o.att})
			hdo, ok := hdOf[o.of]
			if !ok {
				hdo = m.denoms.intern(new(big.Int).Mul(ppHd, big.NewInt(o.of)))
				hdOf[o.of] = hdo
			}
			c := &sc.c
			c.setUint64(uint64(o.count))
			sc.q.setMul(&hNoQ[gi], c)
			acc.noQ.add(hdo, &ppn, &sc.q)
			sc.q.setMul(&hRout[gi], c)
			acc.q.add(hdo, &ppn, &sc.q)
			sc.q.setMul(&hCont[gi], c)
			acc.cont.add(hdo, &ppn, &sc.q)
		}
	}
}

// dpScratch holds the programme's tables and numbers from state to state.
type dpScratch struct {
	groups                    [][]scaledGroup
	prefix                    []dpTable
	tmp                       [2]dpTable
	dSurvive, dRemoved, dCont []wide
	hNoQ, hRout, hCont        []wide
	t                         [2]big.Int
	b                         big.Int
	q, c                      wide
	risks                     []*big.Rat
	endKeys                   []unitEffect
	endAt                     []int
	riskSums                  []wide
}

// resize returns *s with n numbers, reusing its buffers.
func resize(s *[]wide, n int) []wide {
	if cap(*s) < n {
		*s = make([]wide, n)
	}
	*s = (*s)[:n]
	return *s
}

// unitNext is an attacker's state in the next round.
type unitNext struct {
	hits  int
	hqOff bool
	lad   int8
}

// contGroup is continuing's partial states that share the attackers' next
// states so far, each numbered among its own (continuing's nexts: an
// attacker has at most (die faces)^2 outcomes times 2 * 21 continuing
// ones, headquarters and quality for the day, well within 16 bits). Its
// entries, keyed by the defender's aggregate effect so far, are
// keys[start:end] and vals[start:end] of its table.
type contGroup struct {
	ids        [maxMeleeUnits - 1]uint16
	start, end int
}

// contTable is continuing's partial states with their numerators. Adding
// an attack to a group makes one group per next state of its attacker,
// so groups never merge, and within a group the few defender effects are
// found by a linear search: no map.
type contTable struct {
	groups []contGroup
	keys   []unitEffect
	vals   []wide
}

func (t *contTable) reset() {
	t.groups, t.keys, t.vals = t.groups[:0], t.keys[:0], t.vals[:0]
}

// slot returns the index of defender effect d among the entries from
// start on, adding it with a zero value.
func (t *contTable) slot(start int, d unitEffect) int {
	for i := start; i < len(t.keys); i++ {
		if t.keys[i] == d {
			return i
		}
	}
	t.keys = append(t.keys, d)
	t.vals = growWide(t.vals)
	return len(t.keys) - 1
}

// contTrans is one of continuing's transitions: an attack's effect on
// the defender, the attacker's next state (its number in nexts[j]) and
// the numerator.
type contTrans struct {
	def unitEffect
	id  uint16
	n   wide
}

// contScratch holds continuing's lists from state to state, so that their
// buffers are reused instead of allocated again.
type contScratch struct {
	ts    [maxMeleeUnits][]contTrans
	nexts [maxMeleeUnits][]unitNext
	runs  [maxMeleeUnits][]int
	// round's lists, each attack's outcomes, attacker rounds and key.
	lists  [maxMeleeUnits][]attackOutcome
	rounds [maxMeleeUnits][]unitRound
	keys   [maxMeleeUnits]attackKey
}

// continuing adds the next round's states, where every unit in contact
// continues.
func (m *meleeRun) continuing(s meleeState, in []int, lists [][]attackOutcome, rounds [][]unitRound, pp *big.Rat,
	next map[meleeState]*lazySum) {
	// A removed defender continues in no state: its leader-loss dice
	// matter not here, so its effects merge fully.
	norm := m.defenderNorm(s)
	norm.dice = false
	// Each attack's continuing transitions, merged by what they do (the
	// defender's effect, the attacker's next hits and headquarters), as
	// whole numbers over one denominator.
	// The denominator: a common multiple of the outcomes' roll counts
	// times one of the continuing chances' denominators, so that each
	// term o.p * c.p is a whole number over it with no fraction reduced.
	denC := big.NewInt(1)
	ofL := int64(1)
	for j := range in {
		for oi, o := range lists[j] {
			if len(rounds[j][oi].conts) > 0 {
				ofL = ofL / int64(gcd64(uint64(ofL), uint64(o.of))) * o.of
			}
			for _, c := range rounds[j][oi].conts {
				if c.p.Denom().Cmp(denC) != 0 {
					denC = lcm(denC, c.p.Denom())
				}
			}
		}
	}
	den := new(big.Int).Mul(denC, big.NewInt(ofL))
	cs := &m.contScratch
	ts, nexts := cs.ts[:len(in)], cs.nexts[:len(in)]
	for j := range in {
		ts[j], nexts[j] = ts[j][:0], nexts[j][:0]
	}
	w, f := new(big.Int), new(big.Int)
	for j := range in {
		for oi, o := range lists[j] {
			for _, c := range rounds[j][oi].conts {
				nx := unitNext{c.hits, c.hqOff, c.lad}
				id := slices.Index(nexts[j], nx)
				if id < 0 {
					id = len(nexts[j])
					nexts[j] = append(nexts[j], nx)
				}
				// w = o.p * c.p * den
				f.Quo(denC, c.p.Denom())
				w.Mul(f, c.p.Num())
				w.Mul(w, f.SetInt64(o.count*(ofL/o.of)))
				var ww wide
				ww.setBig(w)
				found := false
				for i := range ts[j] {
					x := &ts[j][i]
					if x.def == o.def && x.id == uint16(id) {
						x.n.add(&ww)
						found = true
						break
					}
				}
				if !found {
					ts[j] = append(ts[j], contTrans{def: o.def, id: uint16(id), n: ww})
				}
			}
		}
	}
	// The partial states are tables kept from state to state, so that
	// their numbers' buffers are reused instead of allocated again.
	// Each attacker's transitions in runs of one next state: runs[j][id]
	// is where the run of next state id ends in ts[j].
	runs := cs.runs[:len(in)]
	for j := range in {
		slices.SortStableFunc(ts[j], func(a, b contTrans) int { return int(a.id) - int(b.id) })
		if cap(runs[j]) < len(nexts[j]) {
			runs[j] = make([]int, len(nexts[j]))
		}
		runs[j] = runs[j][:len(nexts[j])]
		for xi, x := range ts[j] {
			runs[j][x.id] = xi + 1
		}
	}
	cur := &m.conts[0]
	cur.reset()
	cur.vals[cur.slot(0, unitEffect{})].setUint64(1)
	cur.groups = append(cur.groups, contGroup{start: 0, end: 1})
	for j := range in {
		nxt := &m.conts[(j+1)%2]
		nxt.reset()
		for _, g := range cur.groups {
			lo := 0
			for id, hi := range runs[j] {
				start := len(nxt.keys)
				for i := g.start; i < g.end; i++ {
					v := &cur.vals[i]
					for xi := lo; xi < hi; xi++ {
						x := &ts[j][xi]
						nxt.vals[nxt.slot(start, norm.apply(cur.keys[i].plus(x.def)))].addMul(v, &x.n)
					}
				}
				lo = hi
				if len(nxt.keys) > start {
					ng := contGroup{ids: g.ids, start: start, end: len(nxt.keys)}
					ng.ids[j] = uint16(id)
					nxt.groups = append(nxt.groups, ng)
				}
			}
		}
		cur = nxt
	}
	// Merge by next state before the state's probability multiplies.
	dn := new(big.Int).Exp(den, big.NewInt(int64(len(in))), nil)
	byState := map[meleeState]*big.Rat{}
	for _, g := range cur.groups {
		at := s
		for j, a := range in {
			nx := nexts[j][g.ids[j]]
			at.hits[a], at.hqOff[a], at.lad[a] = nx.hits, nx.hqOff, nx.lad
		}
		for i := g.start; i < g.end; i++ {
			m.continueAt(s, at, cur.keys[i], &cur.vals[i], dn, byState)
		}
	}
	for st, v := range byState {
		z := next[st]
		if z == nil {
			z = &lazySum{}
			next[st] = z
		}
		z.add(pp, nil, v.Num(), v.Denom())
	}
}

// continueAt adds to byState the next states reached from state s when
// the attackers go on to at and the defender's aggregate effect is d, of
// probability v / dn.
func (m *meleeRun) continueAt(s, at meleeState, d unitEffect, v *wide, dn *big.Int, byState map[meleeState]*big.Rat) {
	rd := m.unitRoundFor(accKey{unit: 0, hits: s.hits[0], hqOff: s.hqOff[0], lad: s.lad[0], eff: m.defenderNorm(s).end(d)})
	if len(rd.conts) == 0 {
		return
	}
	pv := over(v.bigInt(&m.scratch.b), dn)
	t := new(big.Rat)
	for _, c := range rd.conts {
		st := at
		st.hits[0], st.hqOff[0], st.lad[0] = c.hits, c.hqOff, c.lad
		addTo(byState, st, t.Mul(pv, c.p))
	}
}

// attackKey names an attack's outcome list: it depends on the attacker's
// and the defender's hits, the attacker's fire hits (and whether the first
// attacker was removed) and the shared die.
type attackKey struct {
	attack, hitsA, hitsD, fire, die int
	ladA, ladD                      int8
	gone                            uint16
}

func (m *meleeRun) attackOutcomesMemo(s meleeState, i, d int) ([]attackOutcome, error) {
	k := attackKey{i, s.hits[i+1], s.hits[0], s.fire, d, s.lad[i+1], s.lad[0], s.gone}
	if l, ok := m.attackMemo[k]; ok {
		return l, nil
	}
	l, err := m.attackOutcomes(s, i, d)
	if err != nil {
		return nil, err
	}
	m.attackMemo[k] = l
	return l, nil
}

// unitRoundFor computes (and memoizes) what effect eff leads to for unit u
// entering the round with hits and its headquarters state.
func (m *meleeRun) unitRoundFor(k accKey) unitRound {
	if r, ok := m.memo[k]; ok {
		return r
	}
	u := m.units[k.unit]
	rs := m.rs
	last := len(rs.Morale.Levels) - 1
	one := ratOne // shared: read only
	r := unitRound{cont: new(big.Rat), removed: new(big.Rat)}
	hits, level := k.hits+k.eff.hits, u.level+k.eff.levels
	ladder := u.ladderAt(k.lad)
	switch {
	case k.eff.rout || level >= last:
		r.removed.Set(one)
	case u.rollsAt(k):
		// The first Morale Test: the quality for the day is rolled, and
		// the hits are checked off its ladder (as in the fire chain).
		for v, vv := range u.vars {
			k2 := k
			k2.lad = int8(v + 1)
			r2 := m.unitRoundFor(k2)
			r.cont.Add(r.cont, mul(vv.p, r2.cont))
			r.removed.Add(r.removed, mul(vv.p, r2.removed))
			for _, c := range r2.conts {
				r.conts = append(r.conts, contOutcome{c.hits, c.hqOff, c.lad, mul(vv.p, c.p)})
			}
		}
	case ladder.State(hits).Removed:
		r.removed.Set(one)
	case !k.eff.test:
		if k.eff.levels == 0 {
			r.conts = m.leaderSplit(u, k, []contOutcome{{hits: hits, hqOff: k.hqOff, lad: k.lad, p: one}}, ladder, hits, level)
			for _, c := range r.conts {
				r.cont.Add(r.cont, c.p)
			}
		}
		if m.retest {
			// A killed leader's unit tests: its failing runs may rout.
			for e, pe := range m.dist(k).m {
				if e.Removed {
					r.removed.Add(r.removed, pe)
				}
			}
		}
	default:
		hq := 0
		if u.hqAt && !k.hqOff {
			hq = u.hq
		}
		pass, _ := rs.testOdds(ladder, hits, level, u.fixed+hq)
		if k.eff.levels == 0 {
			r.conts = m.leaderSplit(u, k, []contOutcome{{hits: hits, hqOff: k.hqOff, lad: k.lad, p: pass}}, ladder, hits, level)
			for _, c := range r.conts {
				r.cont.Add(r.cont, c.p)
			}
		}
		// The removed share: the failing runs that end in Rout.
		for e, pe := range m.dist(k).m {
			if e.Removed {
				r.removed.Add(r.removed, pe)
			}
		}
	}
	r.survive = new(big.Rat).Sub(one, r.removed)
	m.memo[k] = r
	return r
}

// dist is the distribution of unit k.unit's end states when the round
// with effect k.eff ends the Melee: removed, at its level, or through its
// run of Morale Tests (with the leader-loss roll before the second test).
// unitRoundFor and expand both read it, so it is computed once per key.
func (m *meleeRun) dist(k accKey) *endMap {
	if d, ok := m.distMemo[k]; ok {
		return d
	}
	u := m.units[k.unit]
	rs := m.rs
	hits, level := k.hits+k.eff.hits, u.level+k.eff.levels
	dist := newEndMap()
	hq := 0
	if u.hqAt && !k.hqOff {
		hq = u.hq
	}
	last := len(rs.Morale.Levels) - 1
	ladder := u.ladderAt(k.lad)
	switch {
	case k.eff.rout || level >= last:
		dist.add(ladder, min(hits, ladder.TotalBoxes()), last, true, ratOne)
	case u.rollsAt(k):
		for v, vv := range u.vars {
			k2 := k
			k2.lad = int8(v + 1)
			for e, pe := range m.dist(k2).m {
				dist.addEnd(e, mul(vv.p, pe))
			}
		}
	case ladder.State(hits).Removed:
		dist.add(ladder, ladder.TotalBoxes(), level, true, ratOne)
	case !k.eff.test:
		keep := m.keep(u, k)
		if !m.retest || keep.Cmp(ratOne) == 0 {
			dist.add(ladder, hits, level, false, ratOne)
			break
		}
		// leader-killed-retest=yes: the unit took hits without a test;
		// when its leader is killed, it tests.
		dist.add(ladder, hits, level, false, keep)
		rs.runTests(ladder, hits, level, u.fixed, new(big.Rat).Sub(ratOne, keep), dist)
	default:
		rs.runAfterHits(ladder, hits, level, u.fixed, hq, m.keep(u, k), m.retest, ratOne, dist)
	}
	m.distMemo[k] = dist
	return dist
}

// killRisk is P(the leader-loss roll of a round with effect k.eff kills
// the unit's attached headquarters): 0 without one, without hits or
// levels lost, or when the effect removes the unit outright; otherwise
// 1 - keep, the roll being made whatever the unit's tests give (4.05).
func (m *meleeRun) killRisk(k accKey) *big.Rat {
	u := &m.units[k.unit]
	hits, level := k.hits+k.eff.hits, u.level+k.eff.levels
	switch {
	case !u.hqAt || k.hqOff || (k.eff.hits == 0 && k.eff.levels == 0 && k.eff.dice == 0):
		return ratZero
	case k.eff.rout || level >= len(m.rs.Morale.Levels)-1:
		if !m.rollOnRemoval {
			return ratZero
		}
	case u.rollsAt(k):
		if r, ok := m.riskMemo[k]; ok {
			return r
		}
		r := new(big.Rat)
		for v, vv := range u.vars {
			k2 := k
			k2.lad = int8(v + 1)
			r.Add(r, mul(vv.p, m.killRisk(k2)))
		}
		if m.riskMemo == nil {
			m.riskMemo = map[accKey]*big.Rat{}
		}
		m.riskMemo[k] = r
		return r
	case u.ladderAt(k.lad).State(hits).Removed:
		if !m.rollOnRemoval {
			return ratZero
		}
	}
	// 1 - keep, which depends only on the number of dice: kept per number
	// instead of per effect.
	return m.lossRisk(*u, k)
}

// ratZero is 0, shared: never modify it.
var ratZero = new(big.Rat)

// lossRisk is 1 - keep(u, k), memoized by the number of leader-loss dice.
// The value is shared: never modify it.
func (m *meleeRun) lossRisk(u meleeUnit, k accKey) *big.Rat {
	n := k.eff.levels + (k.eff.hits+1)/2 + k.eff.dice
	if r, ok := m.lossMemo[n]; ok {
		return r
	}
	r := new(big.Rat).Sub(ratOne, m.keep(u, k))
	if m.lossMemo == nil {
		m.lossMemo = map[int]*big.Rat{}
	}
	m.lossMemo[n] = r
	return r
}

// commandEnd is where command unit c ends: with P(its headquarters is
// killed) it takes a run of Morale Tests (3.02) without that leader's
// bonus ("All units in command take Morale Test", 4.05); otherwise it is
// unchanged.
func (rs *Ruleset) commandEnd(c CommandUnit, killed []*big.Rat, attackers int) (CommandEnd, error) {
	ce := CommandEnd{Of: c.Of}
	if c.Of < 0 || c.Of > attackers {
		return ce, fmt.Errorf("the headquarters' unit must be 0 (the defender) to %d (got %d)", attackers, c.Of)
	}
	pk := killed[c.Of]
	if pk == nil {
		who := "the defender"
		if c.Of > 0 {
			who = fmt.Sprintf("attacker %d", c.Of)
		}
		return ce, fmt.Errorf("%s has no attached headquarters whose loss would call for the test", who)
	}
	if c.Unit.VariableQuality {
		return ce, fmt.Errorf("give a command unit its quality for the day (roll it with adc odn variable)")
	}
	pu, err := rs.prepare(c.Unit)
	if err != nil {
		return ce, err
	}
	l := pu.variants[0].ladder
	out := newEndMap()
	out.add(l, pu.hits, pu.level, false, new(big.Rat).Sub(ratOne, pk))
	rs.runAfterHits(l, pu.hits, pu.level, pu.fixed, pu.hq, ratOne, false, pk, out)
	ce.TargetEnd = out.result(rs, pu.label)
	return ce, nil
}

// keep is P(the unit's headquarters survives the leader-loss roll of this
// round's effect): one die per level lost and per two hits (4.05).
// The value is shared (memoized by hits and levels): never modify it.
func (m *meleeRun) keep(u meleeUnit, k accKey) *big.Rat {
	if !u.hqAt || k.hqOff || (k.eff.hits == 0 && k.eff.levels == 0 && k.eff.dice == 0) {
		return ratOne
	}
	mk := [2]int{k.eff.levels + (k.eff.hits+1)/2 + k.eff.dice, 0}
	if r, ok := m.keepMemo[mk]; ok {
		return r
	}
	r := ratOne
	if res := m.rs.LeaderLoss.Results; len(res) > 0 && mk[0] <= 70 {
		// As LeaderLossOdds: n dice, P(the worst die is the last row) =
		// (its To^n - the row below's To^n) / die^n; keep is the rest.
		n := big.NewInt(int64(mk[0]))
		below := new(big.Int)
		if len(res) > 1 {
			below.Exp(big.NewInt(int64(res[len(res)-2].To)), n, nil)
		}
		den := new(big.Int).Exp(big.NewInt(int64(m.rs.LeaderLoss.Die)), n, nil)
		top := new(big.Int).Exp(big.NewInt(int64(res[len(res)-1].To)), n, nil)
		r = new(big.Rat).SetFrac(top.Sub(den, top.Sub(top, below)), den)
	}
	if m.keepMemo == nil {
		m.keepMemo = map[[2]int]*big.Rat{}
	}
	m.keepMemo[mk] = r
	return r
}

// leaderSplit splits continuing outcomes by whether the leader-loss roll
// killed the unit's headquarters; a killed headquarters gives no bonus in
// later rounds. With the reading leader-killed-retest=yes the unit whose
// leader is killed takes a Morale Test without the bonus, and only a pass
// lets it fight on.
func (m *meleeRun) leaderSplit(u meleeUnit, k accKey, conts []contOutcome, ladder Ladder, hits, level int) []contOutcome {
	keep := m.keep(u, k)
	if keep.Cmp(ratOne) == 0 {
		return conts
	}
	lost := new(big.Rat).Sub(ratOne, keep)
	if m.retest {
		pass, _ := m.rs.testOdds(ladder, hits, level, u.fixed)
		lost = mul(lost, pass)
	}
	var out []contOutcome
	for _, c := range conts {
		out = append(out, contOutcome{c.hits, false, c.lad, mul(c.p, keep)}, contOutcome{c.hits, true, c.lad, mul(c.p, lost)})
	}
	return out
}

func addTo(m map[meleeState]*big.Rat, s meleeState, p *big.Rat) {
	if old, ok := m[s]; ok {
		old.Add(old, p)
		return
	}
	m[s] = new(big.Rat).Set(p)
}

// expand turns the accumulated weights into each unit's end states.
func (m *meleeRun) expand() []*endMap {
	rs := m.rs
	lazy := make([]map[UnitEnd]*lazySum, len(m.units))
	for i := range lazy {
		lazy[i] = map[UnitEnd]*lazySum{}
	}
	one := big.NewInt(1)
	// Every accumulator's terms are whole numbers over the run's
	// denominators: bring them to one common multiple L, and divide each
	// end's sum by L once.
	l, f := m.denoms.common()
	addEnd := func(u int, e UnitEnd, p *big.Rat, w *big.Int) {
		if p.Sign() == 0 || w.Sign() == 0 {
			return
		}
		z := lazy[u][e]
		if z == nil {
			z = &lazySum{}
			lazy[u][e] = z
		}
		z.add(p, nil, w, one)
	}
	var noQ, q, cont, w, t, tu big.Int
	for k, acc := range m.accs {
		a := struct{ noQ, q, cont *big.Int }{acc.noQ.over(&noQ, f, &t, &tu), acc.q.over(&q, f, &t, &tu), acc.cont.over(&cont, f, &t, &tu)}
		u := m.units[k.unit]
		hits, level := k.hits+k.eff.hits, u.level+k.eff.levels
		dist := m.dist(k)
		last := len(rs.Morale.Levels) - 1
		// The ends in which the unit continues (passes with no level lost):
		// one per quality for the day when the round makes it roll.
		var contEnds []UnitEnd
		if k.eff.levels == 0 && !k.eff.rout && level < last {
			lads := []int8{k.lad}
			if u.rollsAt(k) {
				lads = lads[:0]
				for v := range u.vars {
					lads = append(lads, int8(v+1))
				}
			}
			for _, lad := range lads {
				if st := u.ladderAt(lad).State(hits); !st.Removed {
					contEnds = append(contEnds, UnitEnd{Hits: hits, Level: level, Quality: st.Quality})
				}
			}
		}
		for e, pe := range dist.m {
			w.Set(a.noQ)
			if slices.Contains(contEnds, e) {
				w.Sub(&w, a.cont)
			}
			addEnd(k.unit, e, pe, &w)
			if a.q.Sign() > 0 {
				// A removed unit keeps its end; the Special result
				// raises only the units still on the table.
				up := e
				if !e.Removed {
					up.Level = rs.specialLevel(e.Level)
				}
				addEnd(k.unit, up, pe, a.q)
			}
		}
	}
	ends := m.fixedEnds
	for u, zs := range lazy {
		for e, z := range zs {
			v := z.value()
			ends[u].addEnd(e, v.SetFrac(v.Num(), w.Mul(v.Denom(), l)))
		}
	}
	return ends
}

// specialLevel is the level a unit reaches by the Special result (Melee 5,
// p.10): Firm, or from Firm the level above it (Green).
func (rs *Ruleset) specialLevel(level int) int {
	const firm = 1 // the ruleset's levels run Green, Firm, Blue, ...
	if level > firm {
		return firm
	}
	return max(level-1, 0)
}

func (e *endMap) addEnd(k UnitEnd, p *big.Rat) {
	if p.Sign() == 0 {
		return
	}
	if old, ok := e.m[k]; ok {
		old.Add(old, p)
		return
	}
	e.m[k] = new(big.Rat).Set(p)
}

// String names an effect for errors and tests.
func (e unitEffect) String() string {
	var parts []string
	if e.rout {
		return "rout"
	}
	parts = append(parts, fmt.Sprintf("%dh", e.hits))
	if e.levels > 0 {
		parts = append(parts, fmt.Sprintf("-%dL", e.levels))
	}
	if e.test {
		parts = append(parts, "test")
	}
	return strings.Join(parts, " ")
}
