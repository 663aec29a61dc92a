package odn

import (
	"fmt"
	"math/big"
	"sync"
	"sync/atomic"
)

// MeleeSide is one side of an attack: its Melee Number and the sum of its
// melee modifiers.
type MeleeSide struct {
	Label    string `json:"label"`
	Melee    int    `json:"melee"`
	Modifier int    `json:"modifier"`
}

// Total is the side's modified Melee Number before the die.
func (s MeleeSide) Total() int { return s.Melee + s.Modifier }

// Attack is one attacking unit against the defender. The defender's
// modifiers may differ between attacks (squared vs cavalry, vs infantry).
type Attack struct {
	Attacker MeleeSide `json:"attacker"`
	Defender MeleeSide `json:"defender"`
}

// MeleeInput is a melee: one defender, one or more attacks.
type MeleeInput struct {
	Attacks []Attack `json:"attacks"`
	// SharedDefenderDie: the defender rolls one die for all attacks
	// (Melee 2, p.9) instead of one die per attack.
	SharedDefenderDie bool         `json:"shared_defender_die"`
	Die               int          `json:"die"`   // faces of the melee die (8)
	Bands             []SpreadBand `json:"bands"` // the Melee Table
}

// BandOdds is the probability of one Melee Table row, by winner.
type BandOdds struct {
	Band         SpreadBand `json:"band"`
	AttackerWins *big.Rat   `json:"attacker_wins"` // attacker's modified number is higher
	DefenderWins *big.Rat   `json:"defender_wins"` // defender's is higher
	Tie          *big.Rat   `json:"tie"`           // spread 0
}

// Total is the probability of the band whoever wins.
func (b BandOdds) Total() *big.Rat {
	t := new(big.Rat).Add(b.AttackerWins, b.DefenderWins)
	return t.Add(t, b.Tie)
}

// AttackOdds is the exact outcome of one attack.
type AttackOdds struct {
	Attacker MeleeSide `json:"attacker"`
	Defender MeleeSide `json:"defender"`
	// DiffMin is the lowest possible attacker total minus defender total,
	// dice included (the highest is DiffMin + 2*(Die-1)).
	DiffMin int `json:"diff_min"`
	// Spread[s] = P(|difference| = s).
	Spread         []*big.Rat `json:"spread"`
	Bands          []BandOdds `json:"bands"`
	AttackerRouted *big.Rat   `json:"attacker_routed"`
	DefenderRouted *big.Rat   `json:"defender_routed"`
}

// DefenderOutcome is one combined result for the defender over all attacks.
type DefenderOutcome struct {
	Routed bool     `json:"routed"` // a 9+ loss in any attack: removed from the table
	Hits   int      `json:"hits"`   // hits taken over all attacks (0 when routed)
	Levels int      `json:"levels"` // Morale Levels lost over all attacks (0 when routed)
	Test   bool     `json:"test"`   // must take at least one immediate Morale Test
	P      *big.Rat `json:"p"`
}

// MeleeResult is the exact outcome of a melee.
type MeleeResult struct {
	Attacks  []AttackOdds      `json:"attacks"`
	Defender []DefenderOutcome `json:"defender"` // sorted: not routed by hits, levels; routed last
	// Marginals of Defender.
	DefenderRouted *big.Rat   `json:"defender_routed"`
	DefenderHits   []*big.Rat `json:"defender_hits"` // P(hits = k) when not routed (routed outcomes excluded)
	DefenderTest   *big.Rat   `json:"defender_test"`
}

type defKey struct {
	routed       bool
	hits, levels int
	test         bool
}

// MeleeOdds computes a melee exactly (Melee, p.9).
//
// Formula: for each attack the attacker's modified number is
// A = a + Attacker.Melee + Attacker.Modifier and the defender's
// D = d + Defender.Melee + Defender.Modifier, where a and d are independent
// rolls of the melee die (1..Die). The Spread is |A - D|; the side with the
// higher number wins; the Melee Table row is the band containing the Spread.
// At a spread of 0 each side takes the loser's result of that row (no rout).
// The winner takes WinnerHits (and a test if WinnerTest), the loser LoserHits,
// LoserLevels, a test if LoserTest, and is removed if LoserRout.
// With several attacks, the defender's die is shared by all attacks when
// SharedDefenderDie, otherwise each attack has its own; the combined
// defender outcome sums hits and levels over the attacks (exact enumeration:
// condition on the shared die, convolve the independent attacks).
func MeleeOdds(in MeleeInput) (MeleeResult, error) {
	var res MeleeResult
	if in.Die < 2 {
		return res, fmt.Errorf("melee die must have at least 2 faces")
	}
	if len(in.Attacks) < 1 || len(in.Attacks) > 8 {
		return res, fmt.Errorf("a melee needs 1 to 8 attacks (got %d)", len(in.Attacks))
	}
	if len(in.Bands) == 0 {
		return res, fmt.Errorf("no Melee Table")
	}
	var bandOf [64]int8 // Melee Table row of each small spread, looked up once
	for sp := range bandOf {
		bandOf[sp] = -1
		for i, b := range in.Bands {
			if b.Contains(sp) && i < 127 {
				bandOf[sp] = int8(i)
				break
			}
		}
	}
	band := func(sp int) int {
		if sp < len(bandOf) {
			return int(bandOf[sp])
		}
		for i, b := range in.Bands {
			if b.Contains(sp) {
				return i
			}
		}
		return -1
	}
	die := in.Die
	// outcome of one attack for a given pair of rolls, for the defender.
	defOutcome := func(at Attack, a, d int) (defKey, error) {
		diff := a + at.Attacker.Total() - d - at.Defender.Total()
		s := diff
		if s < 0 {
			s = -s
		}
		bi := band(s)
		if bi < 0 {
			return defKey{}, fmt.Errorf("the Melee Table has no row for a spread of %d", s)
		}
		b := in.Bands[bi]
		switch {
		case diff > 0: // defender loses
			if b.LoserRout {
				return defKey{routed: true}, nil
			}
			return defKey{hits: b.LoserHits, levels: b.LoserLevels, test: b.LoserTest}, nil
		case diff < 0:
			return defKey{hits: b.WinnerHits, test: b.WinnerTest}, nil
		}
		return defKey{hits: b.LoserHits, levels: b.LoserLevels, test: b.LoserTest}, nil
	}
	n := len(in.Attacks)
	dd := int64(die * die)
	for _, at := range in.Attacks {
		ao := AttackOdds{Attacker: at.Attacker, Defender: at.Defender}
		base := at.Attacker.Total() - at.Defender.Total()
		ao.DiffMin = base + 1 - die
		counts := make([]int64, 2*die-1)
		for a := 1; a <= die; a++ {
			for d := 1; d <= die; d++ {
				counts[a-d+die-1]++
			}
		}
		rm := newRatMaker(dd)
		maxS := 0
		for i := range counts {
			maxS = max(maxS, abs(ao.DiffMin+i))
		}
		spread := make([]int64, maxS+1)
		bandCounts := make([][3]int64, len(in.Bands)) // attacker wins, defender wins, tie
		var aRout, dRout int64
		for i, c := range counts {
			diff := ao.DiffMin + i
			s := abs(diff)
			spread[s] += c
			bi := band(s)
			if bi < 0 {
				return res, fmt.Errorf("the Melee Table has no row for a spread of %d", s)
			}
			switch {
			case diff > 0:
				bandCounts[bi][0] += c
				if in.Bands[bi].LoserRout {
					dRout += c
				}
			case diff < 0:
				bandCounts[bi][1] += c
				if in.Bands[bi].LoserRout {
					aRout += c
				}
			default:
				bandCounts[bi][2] += c
			}
		}
		ao.Spread = make([]*big.Rat, len(spread))
		for s, c := range spread {
			ao.Spread[s] = rm.get(c)
		}
		for bi, b := range in.Bands {
			bc := bandCounts[bi]
			ao.Bands = append(ao.Bands, BandOdds{Band: b, AttackerWins: rm.get(bc[0]), DefenderWins: rm.get(bc[1]),
				Tie: rm.get(bc[2])})
		}
		ao.AttackerRouted, ao.DefenderRouted = rm.get(aRout), rm.get(dRout)
		res.Attacks = append(res.Attacks, ao)
	}
	// Combined defender outcome, on dense arrays indexed by
	// (hits, levels, test); routed outcomes are counted apart.
	maxH, maxL := 0, 0
	for _, b := range in.Bands {
		maxH = max(maxH, b.WinnerHits, b.LoserHits)
		maxL = max(maxL, b.LoserLevels)
	}
	nl := n*maxL + 1
	size := (n*maxH + 1) * nl * 2
	index := func(k defKey) int { return (k.hits*nl+k.levels)*2 + boolInt(k.test) }
	// outcomes of attack i given defender roll d (d = 0: both dice free).
	type outc struct {
		key int
		c   int64
	}
	attackOutcomes := func(at Attack, d int) ([]outc, int64, error) {
		var out []outc
		var routed int64
		add := func(a, d int) error {
			k, err := defOutcome(at, a, d)
			if err != nil {
				return err
			}
			if k.routed {
				routed++
				return nil
			}
			x := index(k)
			for j := range out {
				if out[j].key == x {
					out[j].c++
					return nil
				}
			}
			out = append(out, outc{x, 1})
			return nil
		}
		for a := 1; a <= die; a++ {
			if d > 0 {
				if err := add(a, d); err != nil {
					return nil, 0, err
				}
				continue
			}
			for dd := 1; dd <= die; dd++ {
				if err := add(a, dd); err != nil {
					return nil, 0, err
				}
			}
		}
		return out, routed, nil
	}
	total := make([]int64, size)
	var routed, den int64
	cur, next := make([]int64, size), make([]int64, size)
	// run convolves the attacks for one defender roll (d = 0: separate dice)
	// and adds the result to total and routed.
	run := func(d int) error {
		clear(cur)
		cur[0] = 1
		var r, mass int64 = 0, 1 // routed count, outcomes so far
		for _, at := range in.Attacks {
			outs, rt, err := attackOutcomes(at, d)
			if err != nil {
				return err
			}
			var per int64 = int64(die)
			if d == 0 {
				per *= int64(die)
			}
			clear(next)
			var alive int64
			for x, c := range cur {
				if c == 0 {
					continue
				}
				alive += c
				for _, o := range outs {
					// hits and levels add up; the test flag is an or.
					next[((x>>1)+(o.key>>1))<<1|(x|o.key)&1] += c * o.c
				}
			}
			r = r*per + alive*rt
			mass *= per
			cur, next = next, cur
		}
		for x, c := range cur {
			total[x] += c
		}
		routed += r
		den += mass
		return nil
	}
	if in.SharedDefenderDie {
		for d := 1; d <= die; d++ {
			if err := run(d); err != nil {
				return res, err
			}
		}
	} else if err := run(0); err != nil {
		return res, err
	}
	var test int64
	rm := newRatMaker(den)
	hitCounts := make([]int64, n*maxH+1)
	topH := 0
	for x, c := range total {
		if c == 0 {
			continue
		}
		t, lv, h := x%2 == 1, (x/2)%nl, x/2/nl
		res.Defender = append(res.Defender, DefenderOutcome{Hits: h, Levels: lv, Test: t, P: rm.get(c)})
		if t {
			test += c
		}
		hitCounts[h] += c
		topH = max(topH, h)
	}
	if routed > 0 {
		res.Defender = append(res.Defender, DefenderOutcome{Routed: true, P: rm.get(routed)})
	}
	res.DefenderRouted, res.DefenderTest = rm.get(routed), rm.get(test)
	res.DefenderHits = make([]*big.Rat, topH+1)
	for h := range res.DefenderHits {
		res.DefenderHits[h] = rm.get(hitCounts[h])
	}
	return res, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// MeleeUnit describes one side in rules terms: its current quality (or a
// Melee Number), hits already taken in its Old Guard row, and modifier ids.
type MeleeUnit struct {
	Label     string        `json:"label"`
	Quality   string        `json:"quality"`  // quality code; ignored when Number is set
	Number    *int          `json:"number"`   // Melee Number override
	RowHits   int           `json:"row_hits"` // hits already checked in the current row (Old Guard 5/4)
	Modifiers []ModifierUse `json:"modifiers"`
	Extra     int           `json:"extra"`
}

// MeleeRequest is a melee in rules terms.
type MeleeRequest struct {
	Attackers []MeleeUnit `json:"attackers"`
	// Defender's modifiers against each attacker: Defender.Modifiers apply
	// to every attack, DefenderVs[i] only to attack i (may be shorter).
	Defender          MeleeUnit       `json:"defender"`
	DefenderVs        [][]ModifierUse `json:"defender_vs"`
	SharedDefenderDie bool            `json:"shared_defender_die"`
}

// MeleeReport is a melee calculation stamped with the ruleset.
type MeleeReport struct {
	Stamp  string      `json:"stamp"`
	Result MeleeResult `json:"result"`
}

// ResolveMelee resolves a MeleeRequest against the ruleset's Melee Numbers,
// modifiers and Melee Table (p.9).
func (rs *Ruleset) ResolveMelee(req MeleeRequest) (MeleeReport, error) {
	rep := MeleeReport{Stamp: rs.Stamp()}
	side := func(u MeleeUnit, extra []ModifierUse, role string) (MeleeSide, error) {
		s := MeleeSide{Label: u.Label}
		if u.Number != nil {
			s.Melee = *u.Number
		} else {
			q := rs.Quality(u.Quality)
			if q == nil {
				return s, fmt.Errorf("%s: unknown quality %q (%s)", role, u.Quality, didYouMean(u.Quality, rs.QualityCodes()))
			}
			if u.RowHits < 0 || u.RowHits >= q.Boxes {
				return s, fmt.Errorf("%s: %d hits in the %s row: the row has %d boxes, so give 0 to %d (with all %d checked the unit has dropped to the next quality row; give that quality instead) (Hit boxes, p.4-5)",
					role, u.RowHits, q.Code, q.Boxes, q.Boxes-1, q.Boxes)
			}
			s.Melee = q.Melee
			if q.MeleeAfterHits != nil && u.RowHits >= q.MeleeAfterHits.Hits {
				s.Melee = q.MeleeAfterHits.Melee
			}
			if s.Label == "" {
				s.Label = q.Name
			}
		}
		uses := append(append([]ModifierUse{}, u.Modifiers...), extra...)
		if err := rs.CheckLevelModifiers("", uses); err != nil {
			return s, fmt.Errorf("%s: %w", role, err)
		}
		m, _, _, err := SumModifiers(rs.Melee.Modifiers, uses)
		if err != nil {
			return s, fmt.Errorf("%s: %w", role, err)
		}
		s.Modifier = m + u.Extra
		return s, nil
	}
	in := MeleeInput{SharedDefenderDie: req.SharedDefenderDie, Die: rs.Melee.Die, Bands: rs.Melee.Results}
	for i, a := range req.Attackers {
		as, err := side(a, nil, fmt.Sprintf("attacker %d", i+1))
		if err != nil {
			return rep, err
		}
		var vs []ModifierUse
		if i < len(req.DefenderVs) {
			vs = req.DefenderVs[i]
		}
		ds, err := side(req.Defender, vs, "defender")
		if err != nil {
			return rep, err
		}
		in.Attacks = append(in.Attacks, Attack{Attacker: as, Defender: ds})
	}
	var err error
	rep.Result, err = MeleeOdds(in)
	return rep, err
}

// ratMaker makes count/den rationals. Reduced values are kept in a small
// process-wide cache (melee probabilities have few distinct values) and
// copied out with Rat.Set, which does not reduce again. The Rat values are
// carved from chunks to save allocations; every result is a distinct value
// the caller may modify.
type ratMaker struct {
	den  int64
	slab []big.Rat
}

func newRatMaker(den int64) *ratMaker { return &ratMaker{den: den} }

type ratKey struct{ c, den int64 }

var (
	ratCache     sync.Map // ratKey -> *big.Rat, never modified once stored
	ratCacheSize atomic.Int64
)

const ratCacheMax = 1 << 16

func (m *ratMaker) alloc() *big.Rat {
	if len(m.slab) == 0 {
		m.slab = make([]big.Rat, 32) // a new chunk: earlier pointers stay valid
	}
	r := &m.slab[0]
	m.slab = m.slab[1:]
	return r
}

func (m *ratMaker) get(c int64) *big.Rat {
	if c == 0 {
		return m.alloc()
	}
	k := ratKey{c, m.den}
	if v, ok := ratCache.Load(k); ok {
		return m.alloc().Set(v.(*big.Rat))
	}
	r := m.alloc().SetFrac64(c, m.den)
	if ratCacheSize.Load() < ratCacheMax {
		if _, loaded := ratCache.LoadOrStore(k, new(big.Rat).Set(r)); !loaded {
			ratCacheSize.Add(1)
		}
	}
	return r
}
