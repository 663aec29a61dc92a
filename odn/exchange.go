package odn

import (
	"fmt"
	"math/big"
	"slices"
	"sort"
	"sync"
)

// This file follows a whole exchange at the table: fire, the hits it
// causes, the run of Morale Tests those hits start (3.02(b),(c), p.10), the
// leader-loss roll for an attached headquarters in the middle of that run
// (4.05, Example #2, p.11-13) and, when the option is on, the unit's quality
// for the day rolled at its first Morale Test (Variable unit abilities,
// p.14). Every answer is exact.

// ExchangeUnit is a unit taking part in a chained calculation.
type ExchangeUnit struct {
	Label string `json:"label"`
	// Quality is the unit's starting quality code; UnderstrengthPPM how far
	// below full strength it is (see Ruleset.UnderstrengthPPM). Ladder, when
	// it has rows, is used instead of building one from these two.
	Quality          string `json:"quality"`
	UnderstrengthPPM int64  `json:"understrength_ppm"`
	Ladder           Ladder `json:"ladder"`
	Hits             int    `json:"hits"`  // hits already checked off
	Level            string `json:"level"` // current morale level id ("" = the ruleset's second level, Firm)
	// Modifiers are Morale Test modifier ids that hold through the run
	// (cover, supply...). A headquarters modifier among them (group
	// "headquarters") is the attached headquarters, which a leader-loss
	// roll can remove in the middle of the run.
	Modifiers []ModifierUse `json:"modifiers"`
	Extra     int           `json:"extra"` // any further Morale Test modifier
	// Headquarters is an attached headquarters given outside Modifiers
	// (for example from the army list); its bonus counts like a
	// headquarters modifier.
	Headquarters *AttachedHeadquarters `json:"headquarters"`
	// VariableQuality rolls the unit's quality for the day at this, its
	// first, Morale Test (Variable unit abilities, p.14), with
	// VariableModifier (national modifiers and any other) on the roll.
	VariableQuality  bool `json:"variable_quality"`
	VariableModifier int  `json:"variable_modifier"`
}

// UnitEnd is one place a unit can end an exchange.
type UnitEnd struct {
	Quality string `json:"quality"` // the quality row it ends on; "" when removed
	Hits    int    `json:"hits"`
	Level   int    `json:"level"` // index into the ruleset's morale levels; the last (Rout) when removed
	Removed bool   `json:"removed"`
}

// EndOutcome is a UnitEnd with its probability.
type EndOutcome struct {
	UnitEnd
	LevelID string   `json:"level_id"` // "removed" when every hit box is checked off
	P       *big.Rat `json:"p"`
}

// TargetEnd is the exact distribution of one unit's end states.
type TargetEnd struct {
	Label    string       `json:"label"`
	Ends     []EndOutcome `json:"ends"`      // on the table best level first, then fewer hits; removed last
	ByLevel  []*big.Rat   `json:"by_level"`  // P(ends on the table at level i)
	PRemoved *big.Rat     `json:"p_removed"` // routed or every box checked off
	// Qualities and PQuality give P(the day's quality), best first, when
	// VariableQuality is on.
	Qualities []string   `json:"qualities"`
	PQuality  []*big.Rat `json:"p_quality"`
	// PRolled is P(the unit makes a Morale Test, so its quality for the
	// day is rolled at all), when VariableQuality is on. A unit that never
	// tests keeps its starting quality: the roll is made "for a unit the
	// first time it makes a Morale Test" (p.14). Nil when not computed.
	PRolled *big.Rat `json:"p_rolled,omitempty"`
}

// AdditionalHitModifier is the Morale Test modifier of the worked examples'
// "-1 for the additional hit" (Examples #1 and #2, p.11).
const AdditionalHitModifier = "additional-hit"

// FireMoraleRequest is a fire and what follows it for the target.
type FireMoraleRequest struct {
	Fire FireRequest `json:"fire"`
	// Targets take the hits of the fire and each takes its own Morale Tests:
	// the unit fired at, and the artillery stand deployed behind it when
	// infantry defends artillery ("each unit will take the hit(s). Both the
	// infantry and the artillery units must make Morale Tests", Fire (c)(3),
	// p.9).
	Targets []ExchangeUnit `json:"targets"`
	// AdditionalHit applies the worked examples' "-1 for the additional
	// hit" to every test of the run, once per hit beyond the first
	// (Examples #1 and #2, p.11; the table on p.10 does not list it).
	AdditionalHit bool `json:"additional_hit"`
}

// FireMoraleReport is the exact outcome of a fire and its Morale Tests.
type FireMoraleReport struct {
	Stamp   string      `json:"stamp"`
	Fire    FireReport  `json:"fire"`
	Targets []TargetEnd `json:"targets"`
	// PHeadquartersKilled[i] is P(target i's attached headquarters is
	// killed by the leader-loss roll the hits cause), nil without one.
	PHeadquartersKilled []*big.Rat `json:"p_headquarters_killed"`
	// Readings are the answers to the open questions of the rules this
	// result follows (Ruleset.WithReadings).
	Readings []ChosenReading `json:"readings"`
}

// ResolveFireThenMorale computes a fire and, for each number of hits, the
// run of Morale Tests it starts (Fire (e), p.9: "Any hit will cause the
// affected target to take a Morale Test").
//
// Formula: P(end) = sum over k of P(k hits) * P(end | k hits). No hit: the
// unit is unchanged. k hits: k boxes are checked off (every box checked
// removes the unit), then the run of tests begins with the modifier
// m = fixed + headquarters - (k-1 if AdditionalHit). A headquarters rolls
// ceil(k/2) leader-loss dice (4.05); Example #2 makes the roll after the
// first failed test, and a killed headquarters' bonus is lost for the rest
// of the run, so later tests keep the bonus with probability 1 - P(killed).
func (rs *Ruleset) ResolveFireThenMorale(req FireMoraleRequest) (FireMoraleReport, error) {
	rep := FireMoraleReport{Stamp: rs.Stamp()}
	if len(req.Targets) == 0 {
		return rep, fmt.Errorf("name the unit fired at")
	}
	fire, err := rs.ResolveFire(req.Fire)
	if err != nil {
		return rep, err
	}
	rep.Fire = fire
	rep.Fire.Readings = nil
	for _, c := range rs.readings.Chosen(FireMoraleReadings...) {
		if c.ID != ReadingRangeRounding || (req.Fire.Kind == "battalion" && req.Fire.Band == "") {
			rep.Readings = append(rep.Readings, c)
		}
	}
	retest := rs.Reading(ReadingLeaderKilledRetest) == "yes"
	rollOnRemoval := rs.Reading(ReadingLeaderLossRemoved) == "roll"
	for ti, u := range req.Targets {
		// The Morale Test modifier additional-hit is the same "-1 for the
		// additional hit" as AdditionalHit: in a chain it counts once per
		// hit beyond the first, never twice and never at one hit.
		addHit := req.AdditionalHit
		if i := slices.IndexFunc(u.Modifiers, func(m ModifierUse) bool { return m.ID == AdditionalHitModifier }); i >= 0 {
			addHit = true
			u.Modifiers = slices.Delete(slices.Clone(u.Modifiers), i, i+1)
		}
		ts, err := rs.prepare(u)
		if err != nil {
			return rep, fmt.Errorf("target %d: %w", ti+1, err)
		}
		out := newEndMap()
		var pKilled *big.Rat
		if ts.hq != 0 {
			pKilled = new(big.Rat)
		}
		pRolled := new(big.Rat)
		for k, pk := range fire.Result.Hits {
			if pk.Sign() == 0 {
				continue
			}
			if k == 0 || fire.NoFire {
				// No hit, no Morale Test (Fire (e), p.9), so no roll for
				// the quality for the day either: "roll for a unit the
				// first time it makes a Morale Test" (p.14). The unit
				// stays as it was, at its starting quality.
				out.add(ts.start, ts.hits, ts.level, false, pk)
				continue
			}
			pRolled.Add(pRolled, pk)
			mod := ts.fixed
			if addHit {
				mod -= k - 1
			}
			keep := big.NewRat(1, 1)
			var killed *big.Rat
			if ts.hq != 0 {
				if killed, err = rs.headquartersKilled(k); err != nil {
					return rep, err
				}
				keep.Sub(keep, killed)
			}
			for _, v := range ts.variants {
				pv := mul(pk, v.p)
				if killed != nil && (rollOnRemoval || !v.ladder.State(ts.hits+k).Removed) {
					pKilled.Add(pKilled, mul(pv, killed))
				}
				rs.runAfterHits(v.ladder, ts.hits+k, ts.level, mod, ts.hq, keep, retest, pv, out)
			}
		}
		te := out.result(rs, ts.label)
		te.Qualities, te.PQuality = ts.quality, ts.pQuality
		if len(ts.quality) > 0 {
			te.PRolled = pRolled
		}
		rep.Targets = append(rep.Targets, te)
		rep.PHeadquartersKilled = append(rep.PHeadquartersKilled, pKilled)
	}
	return rep, nil
}

// preparedUnit is an ExchangeUnit resolved against the ruleset.
type preparedUnit struct {
	label    string
	hits     int
	level    int
	fixed    int // Morale Test modifiers that hold through the run
	hq       int // the attached headquarters' bonus, 0 if none
	variants []ladderVariant
	start    Ladder     // the ladder before any roll for the quality for the day
	quality  []string   // the day's qualities when variable, best first
	pQuality []*big.Rat // and their probabilities
}

// ladderVariant is one possible ladder of the unit and its probability (one
// ladder unless the quality is variable).
type ladderVariant struct {
	ladder Ladder
	p      *big.Rat
}

func (rs *Ruleset) prepare(u ExchangeUnit) (preparedUnit, error) {
	pu := preparedUnit{label: u.Label, hits: u.Hits}
	level := u.Level
	if level == "" && len(rs.Morale.Levels) > 1 {
		level = rs.Morale.Levels[1].ID
	}
	pu.level = rs.MoraleLevelIndex(level)
	if pu.level < 0 || rs.Morale.Levels[pu.level].Removed {
		return pu, fmt.Errorf("unknown or final morale level %q (%s)", level, didYouMean(level, rs.MoraleLevelIDs()))
	}
	var attached string
	if u.Headquarters != nil {
		attached, pu.hq = u.Headquarters.Label, u.Headquarters.Bonus
	}
	if err := rs.CheckHeadquarters(u.Modifiers, attached); err != nil {
		return pu, err
	}
	var fixedUses, hqUses []ModifierUse
	for _, m := range u.Modifiers {
		if rs.isHeadquartersModifier(m.ID) {
			hqUses = append(hqUses, m)
		} else {
			fixedUses = append(fixedUses, m)
		}
	}
	fixed, _, _, err := SumModifiers(rs.Morale.Modifiers, fixedUses)
	if err != nil {
		return pu, err
	}
	hq, _, _, err := SumModifiers(rs.Morale.Modifiers, hqUses)
	if err != nil {
		return pu, err
	}
	pu.fixed, pu.hq = fixed+u.Extra, pu.hq+hq
	ladder := func(q string) (Ladder, error) {
		if len(u.Ladder.Rows) > 0 && !u.VariableQuality {
			return u.Ladder, nil
		}
		return rs.LadderFor(q, u.UnderstrengthPPM, nil)
	}
	if !u.VariableQuality {
		l, err := ladder(u.Quality)
		if err != nil {
			return pu, err
		}
		pu.variants = []ladderVariant{{l, big.NewRat(1, 1)}}
		pu.start = l
	} else {
		if pu.start, err = rs.LadderFor(u.Quality, u.UnderstrengthPPM, nil); err != nil {
			return pu, err
		}
		vq, err := rs.VariableQualityOdds(u.Quality, u.VariableModifier)
		if err != nil {
			return pu, err
		}
		for i, q := range vq.Qualities {
			if vq.P[i].Sign() == 0 {
				continue
			}
			l, err := ladder(q)
			if err != nil {
				return pu, err
			}
			pu.variants = append(pu.variants, ladderVariant{l, vq.P[i]})
			pu.quality, pu.pQuality = append(pu.quality, q), append(pu.pQuality, vq.P[i])
		}
	}
	for _, v := range pu.variants {
		if u.Hits < 0 || v.ladder.State(u.Hits).Removed {
			return pu, fmt.Errorf("hits must be 0 to %d for this unit (got %d)", v.ladder.TotalBoxes()-1, u.Hits)
		}
	}
	if u.Label == "" {
		pu.label = u.Quality
	}
	return pu, nil
}

func (rs *Ruleset) isHeadquartersModifier(id string) bool {
	for _, m := range rs.Morale.Modifiers {
		if m.ID == id {
			return m.Group == "headquarters"
		}
	}
	return false
}

// headquartersKilled is P(a headquarters is killed) by the leader-loss dice
// that k hits call for: one die per two hits, rounded up (4.05, p.13). The
// most severe row of the table is the one that removes the headquarters.
func (rs *Ruleset) headquartersKilled(k int) (*big.Rat, error) {
	res := rs.LeaderLoss.Results
	if len(res) == 0 {
		return nil, fmt.Errorf("the ruleset has no leader-loss table")
	}
	below := 0 // the faces under the Killed row, as LeaderLossOdds counts them
	if len(res) > 1 {
		below = res[len(res)-2].To
	}
	key := [4]int{rs.LeaderLoss.Die, below, res[len(res)-1].To, k}
	if v, ok := killedCache.Load(key); ok {
		return new(big.Rat).Set(v.(*big.Rat)), nil
	}
	ll, err := rs.LeaderLossOdds(k, 0)
	if err != nil {
		return nil, err
	}
	p := new(big.Rat).Set(ll.Worst[len(ll.Worst)-1])
	killedCache.Store(key, p)
	return new(big.Rat).Set(p), nil
}

// killedCache: P(killed) depends only on the die, the faces of the Killed
// row and below it, and the number of hits.
var killedCache sync.Map

// runAfterHits checks off the hits' boxes and follows the run of Morale
// Tests (3.02(b),(c)), adding each end state, weighted by p, to out. The
// first test has mod + hq; the later ones keep hq with probability keep.
// With retest (the reading leader-killed-retest=yes) a unit that passed its
// first test takes one more run of tests, without the bonus, when the
// leader-loss roll kills its headquarters ("All units in command take
// Morale Test", 4.05).
func (rs *Ruleset) runAfterHits(l Ladder, hits, level, mod, hq int, keep *big.Rat, retest bool, p *big.Rat, out *endMap) {
	if l.State(hits).Removed {
		out.add(l, l.TotalBoxes(), level, true, p)
		return
	}
	pass, fail := rs.testOdds(l, hits, level, mod+hq)
	if retest && hq != 0 && keep.Cmp(ratOne) != 0 {
		pp := mul(p, pass)
		out.add(l, hits, level, false, mul(pp, keep))
		rs.runTests(l, hits, level, mod, mul(pp, new(big.Rat).Sub(ratOne, keep)), out)
	} else {
		out.add(l, hits, level, false, mul(p, pass))
	}
	if fail.Sign() == 0 {
		return
	}
	pf := mul(p, fail)
	level, hits = level+1, hits+rs.Morale.HitsPerFailedTest
	if hq == 0 || keep.Cmp(ratOne) == 0 {
		rs.runTests(l, hits, level, mod+hq, pf, out)
		return
	}
	rs.runTests(l, hits, level, mod+hq, mul(pf, keep), out)
	lost := new(big.Rat).Sub(ratOne, keep)
	rs.runTests(l, hits, level, mod, mul(pf, lost), out)
}

// runTests continues a run of Morale Tests after a failure has moved the
// unit to level with hits checked, with a fixed modifier.
func (rs *Ruleset) runTests(l Ladder, hits, level, mod int, p *big.Rat, out *endMap) {
	last := len(rs.Morale.Levels) - 1
	prob := new(big.Rat).Set(p)
	for prob.Sign() > 0 {
		if level >= last || l.State(hits).Removed {
			out.add(l, min(hits, l.TotalBoxes()), min(level, last), true, prob)
			return
		}
		pass, fail := rs.testOdds(l, hits, level, mod)
		out.add(l, hits, level, false, mul(prob, pass))
		prob.Mul(prob, fail)
		level, hits = level+1, hits+rs.Morale.HitsPerFailedTest
	}
}

// testOdds is one Morale Test at a state: the Pass Number of the current
// row, the level's test modifier (Green +1, Red -1) and mod.
//
// The answers are shared and must not be modified.
func (rs *Ruleset) testOdds(l Ladder, hits, level, mod int) (pass, fail *big.Rat) {
	st := l.State(hits)
	_, faces := natNeed(st.Pass, mod+rs.Morale.Levels[level].TestModifier, rs.Morale.Die)
	return faceOdds(faces, rs.Morale.Die)
}

// faceOddsCache holds P(faces of die) and its complement: a handful of
// values that every run of Morale Tests asks for again and again.
var faceOddsCache sync.Map // [2]int{faces, die} -> [2]*big.Rat

func faceOdds(faces, die int) (p, q *big.Rat) {
	k := [2]int{faces, die}
	if v, ok := faceOddsCache.Load(k); ok {
		pq := v.([2]*big.Rat)
		return pq[0], pq[1]
	}
	p = big.NewRat(int64(faces), int64(die))
	q = big.NewRat(int64(die-faces), int64(die))
	faceOddsCache.Store(k, [2]*big.Rat{p, q})
	return p, q
}

func mul(a, b *big.Rat) *big.Rat { return new(big.Rat).Mul(a, b) }

// endMap gathers end states and their probabilities.
type endMap struct {
	m map[UnitEnd]*big.Rat
}

func newEndMap() *endMap { return &endMap{m: map[UnitEnd]*big.Rat{}} }

func (e *endMap) add(l Ladder, hits, level int, removed bool, p *big.Rat) {
	if p.Sign() == 0 {
		return
	}
	k := UnitEnd{Hits: hits, Level: level, Removed: removed}
	if !removed {
		k.Quality = l.State(hits).Quality
	}
	if old, ok := e.m[k]; ok {
		old.Add(old, p)
		return
	}
	e.m[k] = new(big.Rat).Set(p)
}

func (e *endMap) result(rs *Ruleset, label string) TargetEnd {
	te := TargetEnd{Label: label, PRemoved: new(big.Rat), ByLevel: make([]*big.Rat, len(rs.Morale.Levels))}
	for i := range te.ByLevel {
		te.ByLevel[i] = new(big.Rat)
	}
	last := len(rs.Morale.Levels) - 1
	byLevel := make([][]*big.Rat, len(rs.Morale.Levels))
	var removed []*big.Rat
	for k, p := range e.m {
		o := EndOutcome{UnitEnd: k, LevelID: rs.Morale.Levels[k.Level].ID, P: p}
		if k.Removed {
			removed = append(removed, p)
			if k.Level < last {
				o.LevelID = "removed"
			}
		} else {
			byLevel[k.Level] = append(byLevel[k.Level], p)
		}
		te.Ends = append(te.Ends, o)
	}
	for i, ps := range byLevel {
		sumRats(te.ByLevel[i], ps)
	}
	sumRats(te.PRemoved, removed)
	sort.Slice(te.Ends, func(i, j int) bool {
		a, b := te.Ends[i], te.Ends[j]
		if a.Removed != b.Removed {
			return !a.Removed
		}
		if a.Level != b.Level {
			return a.Level < b.Level
		}
		if a.Hits != b.Hits {
			return a.Hits < b.Hits
		}
		return a.Quality < b.Quality
	})
	return te
}

// sumRats sets z to the sum of ps over one common denominator: whole-number
// additions and a single reduction instead of one per term.
func sumRats(z *big.Rat, ps []*big.Rat) {
	if len(ps) == 0 {
		z.SetInt64(0)
		return
	}
	den := new(big.Int).Set(ps[0].Denom())
	r := new(big.Int)
	for _, p := range ps[1:] {
		if r.Rem(den, p.Denom()).Sign() != 0 {
			g := new(big.Int).GCD(nil, nil, den, p.Denom())
			den.Mul(den, r.Quo(p.Denom(), g))
		}
	}
	num, t := new(big.Int), new(big.Int)
	for _, p := range ps {
		t.Quo(den, p.Denom())
		num.Add(num, t.Mul(t, p.Num()))
	}
	z.SetFrac(num, den)
}
