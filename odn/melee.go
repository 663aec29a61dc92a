package odn

import (
	"fmt"
	"math/big"
	"sort"
)

// MeleeSide is one side of an attack: its Melee Number and the sum of its
// melee modifiers.
type MeleeSide struct {
	Label    string
	Melee    int
	Modifier int
}

// Total is the side's modified Melee Number before the die.
func (s MeleeSide) Total() int { return s.Melee + s.Modifier }

// Attack is one attacking unit against the defender. The defender's
// modifiers may differ between attacks (squared vs cavalry, vs infantry).
type Attack struct {
	Attacker MeleeSide
	Defender MeleeSide
}

// MeleeInput is a melee: one defender, one or more attacks.
type MeleeInput struct {
	Attacks []Attack
	// SharedDefenderDie: the defender rolls one die for all attacks
	// (Melee 2, p.9) instead of one die per attack.
	SharedDefenderDie bool
	Die               int          // faces of the melee die (8)
	Bands             []SpreadBand // the Melee Table
}

// BandOdds is the probability of one Melee Table row, by winner.
type BandOdds struct {
	Band         SpreadBand
	AttackerWins *big.Rat // attacker's modified number is higher
	DefenderWins *big.Rat // defender's is higher
	Tie          *big.Rat // spread 0
	Total        *big.Rat
}

// AttackOdds is the exact outcome of one attack.
type AttackOdds struct {
	Attacker, Defender MeleeSide
	// Diff[i] is P(attacker total - defender total = DiffMin + i), dice included.
	DiffMin int
	Diff    []*big.Rat
	// Spread[s] = P(|difference| = s).
	Spread         []*big.Rat
	Bands          []BandOdds
	AttackerRouted *big.Rat
	DefenderRouted *big.Rat
}

// DefenderOutcome is one combined result for the defender over all attacks.
type DefenderOutcome struct {
	Routed bool // a 9+ loss in any attack: removed from the table
	Hits   int  // hits taken over all attacks (0 when routed)
	Levels int  // Morale Levels lost over all attacks (0 when routed)
	Test   bool // must take at least one immediate Morale Test
	P      *big.Rat
}

// MeleeResult is the exact outcome of a melee.
type MeleeResult struct {
	Attacks  []AttackOdds
	Defender []DefenderOutcome // sorted: not routed by hits, levels; routed last
	// Marginals of Defender.
	DefenderRouted *big.Rat
	DefenderHits   []*big.Rat // P(hits = k) when not routed (routed outcomes excluded)
	DefenderTest   *big.Rat
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
	band := func(s int) int {
		for i, b := range in.Bands {
			if b.Contains(s) {
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
		ao.Diff = make([]*big.Rat, len(counts))
		maxS := 0
		for i := range counts {
			ao.Diff[i] = big.NewRat(counts[i], dd)
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
			ao.Spread[s] = big.NewRat(c, dd)
		}
		for bi, b := range in.Bands {
			bc := bandCounts[bi]
			ao.Bands = append(ao.Bands, BandOdds{Band: b, AttackerWins: big.NewRat(bc[0], dd), DefenderWins: big.NewRat(bc[1], dd),
				Tie: big.NewRat(bc[2], dd), Total: big.NewRat(bc[0]+bc[1]+bc[2], dd)})
		}
		ao.AttackerRouted, ao.DefenderRouted = big.NewRat(aRout, dd), big.NewRat(dRout, dd)
		res.Attacks = append(res.Attacks, ao)
	}
	// Combined defender outcome.
	total := map[defKey]int64{}
	var den int64
	combine := func(dist map[defKey]int64, per []map[defKey]int64) map[defKey]int64 {
		for _, p := range per {
			next := map[defKey]int64{}
			for k1, c1 := range dist {
				for k2, c2 := range p {
					next[mergeDef(k1, k2)] += c1 * c2
				}
			}
			dist = next
		}
		return dist
	}
	if in.SharedDefenderDie {
		den = int64(die)
		for i := 0; i < n; i++ {
			den *= int64(die)
		}
		for d := 1; d <= die; d++ {
			per := make([]map[defKey]int64, n)
			for i, at := range in.Attacks {
				per[i] = map[defKey]int64{}
				for a := 1; a <= die; a++ {
					k, err := defOutcome(at, a, d)
					if err != nil {
						return res, err
					}
					per[i][k]++
				}
			}
			for k, c := range combine(map[defKey]int64{{}: 1}, per) {
				total[k] += c
			}
		}
	} else {
		den = 1
		per := make([]map[defKey]int64, n)
		for i, at := range in.Attacks {
			den *= dd
			per[i] = map[defKey]int64{}
			for a := 1; a <= die; a++ {
				for d := 1; d <= die; d++ {
					k, err := defOutcome(at, a, d)
					if err != nil {
						return res, err
					}
					per[i][k]++
				}
			}
		}
		total = combine(map[defKey]int64{{}: 1}, per)
	}
	keys := make([]defKey, 0, len(total))
	for k := range total {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.routed != b.routed {
			return !a.routed
		}
		if a.hits != b.hits {
			return a.hits < b.hits
		}
		if a.levels != b.levels {
			return a.levels < b.levels
		}
		return !a.test && b.test
	})
	var routed, test int64
	hits := map[int]int64{}
	maxH := 0
	for _, k := range keys {
		c := total[k]
		res.Defender = append(res.Defender, DefenderOutcome{Routed: k.routed, Hits: k.hits, Levels: k.levels, Test: k.test, P: big.NewRat(c, den)})
		if k.routed {
			routed += c
			continue
		}
		if k.test {
			test += c
		}
		hits[k.hits] += c
		maxH = max(maxH, k.hits)
	}
	res.DefenderRouted, res.DefenderTest = big.NewRat(routed, den), big.NewRat(test, den)
	res.DefenderHits = make([]*big.Rat, maxH+1)
	for h := range res.DefenderHits {
		res.DefenderHits[h] = big.NewRat(hits[h], den)
	}
	return res, nil
}

func mergeDef(a, b defKey) defKey {
	if a.routed || b.routed {
		return defKey{routed: true}
	}
	return defKey{hits: a.hits + b.hits, levels: a.levels + b.levels, test: a.test || b.test}
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
	Label     string
	Quality   string // quality code; ignored when Number is set
	Number    *int   // Melee Number override
	RowHits   int    // hits already checked in the current row (Old Guard 5/4)
	Modifiers []ModifierUse
	Extra     int
}

// MeleeRequest is a melee in rules terms.
type MeleeRequest struct {
	Attackers []MeleeUnit
	// Defender's modifiers against each attacker: Defender.Modifiers apply
	// to every attack, DefenderVs[i] only to attack i (may be shorter).
	Defender          MeleeUnit
	DefenderVs        [][]ModifierUse
	SharedDefenderDie bool
}

// MeleeReport is a melee calculation stamped with the ruleset.
type MeleeReport struct {
	Stamp  string
	Result MeleeResult
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
			s.Melee = q.Melee
			if q.MeleeAfterHits != nil && u.RowHits >= q.MeleeAfterHits.Hits {
				s.Melee = q.MeleeAfterHits.Melee
			}
			if s.Label == "" {
				s.Label = q.Name
			}
		}
		uses := append(append([]ModifierUse{}, u.Modifiers...), extra...)
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
