package odn

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"slices"
	"strings"
	"sync"
)

// DiceGroup is a number of d10 that all hit on the same modified roll.
type DiceGroup struct {
	Label    string `json:"label"`
	Dice     int    `json:"dice"`
	ToHit    int    `json:"to_hit"`   // To Hit Number
	Modifier int    `json:"modifier"` // sum of the die-roll modifiers
}

// FireInput is a fire calculation: groups of d10 and an optional cap on hits
// (inherent artillery: one hit at most per target).
type FireInput struct {
	Groups  []DiceGroup `json:"groups"`
	MaxHits int         `json:"max_hits"` // 0: no cap
}

// GroupOdds is a dice group with the natural roll it needs.
type GroupOdds struct {
	DiceGroup
	Need  int      `json:"need"`  // natural d10 roll needed: ToHit - Modifier (1 = every roll hits, 11 = none)
	Faces int      `json:"faces"` // faces of the d10 that hit: clamp(11 - Need, 0, 10)
	PHit  *big.Rat `json:"p_hit"` // Faces/10
}

// FireResult is the exact distribution of hits on the target.
type FireResult struct {
	Groups   []GroupOdds `json:"groups"`
	Dice     int         `json:"dice"`
	MaxHits  int         `json:"max_hits"`
	Hits     []*big.Rat  `json:"hits"`     // Hits[k] = P(exactly k hits), k = 0..len-1
	AtLeast  []*big.Rat  `json:"at_least"` // AtLeast[k] = P(k or more hits)
	Expected *big.Rat    `json:"expected"`
}

// natNeed returns the natural roll needed and the number of winning faces of
// a die with faces 1..die when die + modifier must reach target.
func natNeed(target, modifier, die int) (need, faces int) {
	need = target - modifier
	faces = die + 1 - need
	return need, max(0, min(die, faces))
}

// FireOdds computes the exact distribution of hits (Fire, p.7: "roll the
// number of 10-sided dice indicated, add and/or subtract applicable
// modifiers to EACH die roll separately and compare to the To Hit Number ...
// equal to or greater than the To Hit Number you score a hit").
//
// Formula: each die of a group hits when d10 + Modifier >= ToHit, i.e. when
// the natural roll (1..10, 0 read as 10) is at least Need = ToHit - Modifier,
// with probability p = clamp(11 - Need, 0, 10)/10. Dice are independent, so the
// number of hits H has the Poisson-binomial distribution
// P(H=k) = coefficient of x^k in prod over dice of (p x + 1 - p),
// computed exactly with integer numerators over 10^dice. With MaxHits > 0 the
// probabilities of MaxHits or more hits are added into Hits[MaxHits].
func FireOdds(in FireInput) (FireResult, error) {
	res := FireResult{MaxHits: in.MaxHits}
	for _, g := range in.Groups {
		if g.Dice < 0 {
			return res, fmt.Errorf("dice must be 0 or more (got %d)", g.Dice)
		}
		res.Dice += g.Dice
		need, faces := natNeed(g.ToHit, g.Modifier, 10)
		res.Groups = append(res.Groups, GroupOdds{DiceGroup: g, Need: need, Faces: faces, PHit: big.NewRat(int64(faces), 10)})
	}
	if res.Dice > 200 {
		return res, fmt.Errorf("at most 200 dice (got %d)", res.Dice)
	}
	if in.MaxHits < 0 {
		return res, fmt.Errorf("max hits must be 0 (no cap) or more (got %d)", in.MaxHits)
	}
	// poly[k] = number of the 10^n equally likely outcomes with k hits.
	var poly []*big.Int
	if res.Dice <= 38 { // 10^38 < 2^128: exact in 128-bit words
		poly = hitCounts128(res.Groups, res.Dice)
	} else {
		poly = hitCountsBig(res.Groups, res.Dice)
	}
	if in.MaxHits > 0 && in.MaxHits < len(poly) {
		for k := in.MaxHits + 1; k < len(poly); k++ {
			poly[in.MaxHits].Add(poly[in.MaxHits], poly[k])
		}
		poly = poly[:in.MaxHits+1]
	}
	res.Hits, res.AtLeast, res.Expected = countsToDist(poly, res.Dice)
	return res, nil
}

// hitCountsBig multiplies out prod (faces x + 10 - faces) over every die.
func hitCountsBig(groups []GroupOdds, dice int) []*big.Int {
	poly := make([]*big.Int, dice+1)
	for i := range poly {
		poly[i] = new(big.Int)
	}
	poly[0].SetInt64(1)
	n := 0
	var t big.Int
	for _, g := range groups {
		hit, miss := big.NewInt(int64(g.Faces)), big.NewInt(int64(10-g.Faces))
		for d := 0; d < g.Dice; d++ {
			n++
			for k := n; k >= 0; k-- {
				poly[k].Mul(poly[k], miss)
				if k > 0 {
					t.Mul(poly[k-1], hit)
					poly[k].Add(poly[k], &t)
				}
			}
		}
	}
	return poly
}

// u128 is an unsigned 128-bit integer.
type u128 struct{ hi, lo uint64 }

func (a u128) mulSmall(m uint64) u128 {
	hi, lo := bits.Mul64(a.lo, m)
	return u128{a.hi*m + hi, lo}
}

func (a u128) add(b u128) u128 {
	lo, c := bits.Add64(a.lo, b.lo, 0)
	return u128{a.hi + b.hi + c, lo}
}

// hitCounts128 is hitCountsBig for at most 38 dice, whose counts fit 128 bits.
func hitCounts128(groups []GroupOdds, dice int) []*big.Int {
	poly := make([]u128, dice+1)
	poly[0].lo = 1
	n := 0
	for _, g := range groups {
		hit, miss := uint64(g.Faces), uint64(10-g.Faces)
		for d := 0; d < g.Dice; d++ {
			n++
			for k := n; k >= 0; k-- {
				v := poly[k].mulSmall(miss)
				if k > 0 {
					v = v.add(poly[k-1].mulSmall(hit))
				}
				poly[k] = v
			}
		}
	}
	out := make([]*big.Int, len(poly))
	for i, v := range poly {
		b := new(big.Int).SetUint64(v.hi)
		b.Lsh(b, 64)
		out[i] = b.Or(b, new(big.Int).SetUint64(v.lo))
	}
	return out
}

// countsToDist turns outcome counts over 10^dice into exact probabilities,
// tail sums and the expectation.
func countsToDist(counts []*big.Int, dice int) (p, atLeast []*big.Rat, mean *big.Rat) {
	p = make([]*big.Rat, len(counts))
	atLeast = make([]*big.Rat, len(counts))
	tail := new(big.Int)
	sum := new(big.Int)
	var t big.Int
	for k := len(counts) - 1; k >= 0; k-- {
		tail.Add(tail, counts[k])
		p[k] = ratOverPow10(counts[k], dice)
		atLeast[k] = ratOverPow10(tail, dice)
		t.Mul(counts[k], big.NewInt(int64(k)))
		sum.Add(sum, &t)
	}
	return p, atLeast, ratOverPow10(sum, dice)
}

var (
	pow5Once  sync.Once
	pow5Table []*big.Int // 5^0 .. 5^200, never modified
	big5      = big.NewInt(5)
)

func pow5(k int) *big.Int {
	pow5Once.Do(func() {
		pow5Table = make([]*big.Int, 201)
		pow5Table[0] = big.NewInt(1)
		for i := 1; i < len(pow5Table); i++ {
			pow5Table[i] = new(big.Int).Mul(pow5Table[i-1], big5)
		}
	})
	return pow5Table[k]
}

// ratOverPow10 returns c / 10^n in lowest terms. Since 10^n = 2^n 5^n, the
// only common factors are twos and fives: they are divided out directly,
// and the denominator is set through Denom (a reference once the Rat is
// initialised), which avoids a general GCD on large numbers.
func ratOverPow10(c *big.Int, n int) *big.Rat {
	r := new(big.Rat)
	if c.Sign() == 0 {
		return r
	}
	k2, k5 := n, n
	num := new(big.Int).Set(c)
	if t := min(int(num.TrailingZeroBits()), k2); t > 0 {
		num.Rsh(num, uint(t))
		k2 -= t
	}
	if num.IsUint64() {
		v := num.Uint64()
		for k5 > 0 && v%5 == 0 {
			v /= 5
			k5--
		}
		num.SetUint64(v)
	} else {
		var q, m big.Int
		for k5 > 0 {
			q.QuoRem(num, big5, &m)
			if m.Sign() != 0 {
				break
			}
			num.Set(&q)
			k5--
		}
	}
	r.SetInt(num)
	r.Denom().Lsh(pow5(k5), uint(k2))
	return r
}

// FireRequest describes a fire in the terms of the rules; Ruleset.ResolveFire turns
// it into dice groups and computes the odds (ResolveFire).
type FireRequest struct {
	// Kind is "small-arms", "inherent" or "battalion" (a grand battery is a
	// battalion fire with several stands).
	Kind string `json:"kind"`
	// Small arms: the firer's current quality and formation.
	Quality   string `json:"quality"`
	Formation string `json:"formation"`
	// Artillery: the firer's nation and whether it is horse artillery.
	Nation string `json:"nation"`
	Horse  bool   `json:"horse"`
	// Battalion fire: weight, range in inches (or Band id), stands touching
	// and facing the same way (grand battery), and dice actually fired at
	// this target when splitting fire (0: all).
	Weight      string         `json:"weight"`
	RangeInches float64        `json:"range_inches"`
	Band        string         `json:"band"`
	Stands      []BatteryStand `json:"stands"`
	Dice        int            `json:"dice"`
	// Inherent artillery: number of inherent shots at this target (0: 1)
	// and whether a Russian division fires both its shots at it (up to 2 hits).
	Shots         int  `json:"shots"`
	RussianDouble bool `json:"russian_double"`
	// ToHit overrides the To Hit Number when > 0.
	ToHit     int           `json:"to_hit"`
	Modifiers []ModifierUse `json:"modifiers"`
	Extra     int           `json:"extra"` // any further modifier, added to each die
}

// GrandBatteryStands is the most stands a grand battery has in every
// calculator: the command line, the editor's Fire form and the workbook's
// Grand battery sheet. It is not a rule: "Multiple artillery stands MAY
// combine their fire" (Artillery battalion fire (2), p.7) sets no number,
// and the grand battery diagram shows two stands.
const GrandBatteryStands = 6

// BatteryStand is one artillery stand of a grand battery.
type BatteryStand struct {
	Weight string `json:"weight"`
	Nation string `json:"nation"`
	Horse  bool   `json:"horse"`
}

// FireReport is a fire calculation with everything the players need.
type FireReport struct {
	Stamp     string            `json:"stamp"`
	Kind      string            `json:"kind"`
	Summary   string            `json:"summary"`
	Modifier  int               `json:"modifier"`
	Applied   []AppliedModifier `json:"applied"`
	NoFire    bool              `json:"no_fire"`
	NoFireWhy string            `json:"no_fire_why"`
	Result    FireResult        `json:"result"`
	// Readings are the answers to the open questions of the rules this
	// result follows (Ruleset.WithReadings).
	Readings []ChosenReading `json:"readings,omitempty"`
}

// ResolveFire resolves a FireRequest against the ruleset (small arms, Fire (c);
// inherent artillery; artillery battalion fire table; fire modifiers, p.7-8).
func (rs *Ruleset) ResolveFire(req FireRequest) (FireReport, error) {
	rep := FireReport{Stamp: rs.Stamp(), Kind: req.Kind}
	if req.Kind == "battalion" && req.Band == "" {
		rep.Readings = rs.readings.Chosen(FireReadings...)
	}
	mod, noFire, applied, err := SumModifiers(rs.FireModifiers, req.Modifiers)
	if err != nil {
		return rep, err
	}
	mod += req.Extra
	rep.Modifier, rep.Applied = mod, appendExtra(applied, req.Extra, "further modifier")
	if noFire {
		rep.NoFire, rep.NoFireWhy = true, "a modifier forbids fire"
	}
	in := FireInput{}
	switch req.Kind {
	case "small-arms":
		if err := rs.smallArmsFire(req, mod, &rep, &in); err != nil {
			return rep, err
		}
	case "inherent":
		th, err := rs.artilleryToHit(req.Nation, req.Horse, req.ToHit)
		if err != nil {
			return rep, err
		}
		shots := req.Shots
		if shots == 0 {
			shots = rs.InherentArtillery.Dice
		}
		if shots < 1 || shots > 20 {
			return rep, fmt.Errorf("inherent shots must be 1 to 20 (got %d)", req.Shots)
		}
		in.MaxHits = rs.InherentArtillery.MaxHitsPerTarget
		if req.RussianDouble {
			if req.Nation != russiaID {
				return rep, fmt.Errorf("only Russian infantry divisions fire two inherent artillery shots at one target (Optional national characteristics, p.15); nation is %q, not %q", req.Nation, russiaID)
			}
			shots = max(shots, rs.InherentArtillery.RussianInfantryShots)
			in.MaxHits = rs.InherentArtillery.RussianInfantryShots
		}
		in.Groups = []DiceGroup{{Label: "inherent artillery", Dice: shots, ToHit: th, Modifier: mod}}
		rep.Summary = fmt.Sprintf("inherent artillery: %d shot(s), To Hit %d+, at most %d hit(s) on the target", shots, th, in.MaxHits)
	case "battalion":
		band, err := rs.rangeBand(req.Band, req.RangeInches)
		if err != nil {
			return rep, err
		}
		stands := req.Stands
		if len(stands) > GrandBatteryStands {
			return rep, fmt.Errorf("a grand battery of %d stands: the calculators take at most %d (the rules print no limit, Artillery battalion fire (2), p.7; %d is the size of the workbook's and the editor's grand battery)",
				len(stands), GrandBatteryStands, GrandBatteryStands)
		}
		if len(stands) == 0 {
			stands = []BatteryStand{{Weight: req.Weight, Nation: req.Nation, Horse: req.Horse}}
		}
		total := 0
		for i, s := range stands {
			if s.Nation == "" {
				s.Nation = req.Nation
			}
			dice, ok := band.Dice[s.Weight]
			if !ok {
				ws := []string{}
				for _, w := range rs.ArtilleryWeights {
					ws = append(ws, w.ID)
				}
				return rep, fmt.Errorf("unknown artillery weight %q (%s)", s.Weight, didYouMean(s.Weight, ws))
			}
			if s.Horse && !rs.horseWeight(s.Weight) {
				return rep, fmt.Errorf("stand %d: there is no %s horse artillery: horse artillery is %s only (Available unit types, p.2)", i+1, s.Weight, strings.Join(rs.horseWeights(), " and "))
			}
			th, err := rs.artilleryToHit(s.Nation, s.Horse, req.ToHit)
			if err != nil {
				return rep, err
			}
			kind := "foot"
			if s.Horse {
				kind = "horse"
			}
			in.Groups = append(in.Groups, DiceGroup{Label: fmt.Sprintf("stand %d: %s %s %s", i+1, s.Nation, s.Weight, kind), Dice: dice, ToHit: th, Modifier: mod})
			total += dice
		}
		if req.Dice < 0 {
			return rep, fmt.Errorf("dice must be 0 (all) or more (got %d)", req.Dice)
		}
		if req.Dice > 0 {
			if len(stands) > 1 {
				return rep, fmt.Errorf("--dice (split fire) applies to a single stand")
			}
			if req.Dice > total {
				return rep, fmt.Errorf("a %s stand fires at most %d dice at %s (asked for %d)", stands[0].Weight, total, band.Label, req.Dice)
			}
			in.Groups[0].Dice, total = req.Dice, req.Dice
		}
		if total == 0 {
			rep.NoFire, rep.NoFireWhy = true, "out of range"
		}
		rep.Summary = fmt.Sprintf("artillery battalion fire: %d stand(s) at %s, %dd10", len(stands), band.Label, total)
	default:
		return rep, fmt.Errorf("unknown fire kind %q (accepted: small-arms, inherent, battalion)", req.Kind)
	}
	if rep.NoFire {
		for i := range in.Groups {
			in.Groups[i].Dice = 0
		}
	}
	rep.Result, err = FireOdds(in)
	return rep, err
}

func (rs *Ruleset) artilleryToHit(nation string, horse bool, override int) (int, error) {
	if override > 0 {
		return override, nil
	}
	if nation == "" {
		return 0, fmt.Errorf("artillery fire needs a nation (%s)", didYouMean("", rs.NationIDs()))
	}
	return rs.ArtilleryToHitFor(nation, horse)
}

// rangeBand finds the battalion fire range band by id or by range in inches.
func (rs *Ruleset) rangeBand(id string, inches float64) (*RangeBand, error) {
	bands := rs.BattalionFire.RangeBands
	ids := make([]string, len(bands))
	for i := range bands {
		ids[i] = bands[i].ID
		if id != "" && bands[i].ID == id {
			return &bands[i], nil
		}
	}
	if id != "" {
		return nil, fmt.Errorf("unknown range band %q (%s)", id, didYouMean(id, ids))
	}
	if inches < 0 {
		return nil, fmt.Errorf("range must be 0 or more inches (got %g)", inches)
	}
	// Bands are printed to a tenth of an inch ("0 to 2", "2.1 to 5"), so a
	// measured range is first rounded to the tenth, halves up (2.05 -> 2.1:
	// the reading range-rounding=tenth, Readings);
	// the small epsilon keeps 2.05, 5.05 and 8.05, which binary floating
	// point stores just below the half, rounding the same way.
	tenths := math.Floor(inches*10 + 0.5 + 1e-9)
	if rs.Reading(ReadingRangeRounding) == "up" {
		// Any part of an inch beyond a band's printed end is the next
		// band: 2.04 is in "2.1 to 5".
		tenths = math.Ceil(inches*10 - 1e-9)
	}
	for i := range bands {
		if tenths >= math.Round(bands[i].From*10) && tenths <= math.Round(bands[i].To*10) {
			return &bands[i], nil
		}
	}
	if last := bands[len(bands)-1]; tenths > math.Round(last.To*10) {
		return nil, fmt.Errorf("range %g inches (%.1f to the tenth) is beyond the longest band (%s): out of range", inches, tenths/10, last.Label)
	}
	return nil, fmt.Errorf("no range band for %g inches", inches)
}

// russiaID is the nation whose infantry fires two inherent artillery shots
// (Optional national characteristics, p.15).
const russiaID = "russia"

// horseWeights lists the artillery weights of the horse artillery unit
// types: "Horse (Light and Medium) artillery" (Available unit types, p.2).
func (rs *Ruleset) horseWeights() []string {
	var out []string
	for _, t := range rs.UnitTypes {
		if t.Arm == "artillery" && t.Horse {
			for _, w := range t.Weights {
				if !slices.Contains(out, w) {
					out = append(out, w)
				}
			}
		}
	}
	return out
}

// horseWeight reports whether horse artillery comes in weight w (any weight
// when the ruleset defines no horse artillery type).
func (rs *Ruleset) horseWeight(w string) bool {
	ws := rs.horseWeights()
	return len(ws) == 0 || slices.Contains(ws, w)
}

// smallArmsFire sets the dice of small-arms fire (Fire (c), p.7) for req at
// the summed modifier mod into in, and its summary, or its refusal to fire,
// into rep.
func (rs *Ruleset) smallArmsFire(req FireRequest, mod int, rep *FireReport, in *FireInput) error {
	q := rs.Quality(req.Quality)
	if q == nil {
		return fmt.Errorf("unknown quality %q (%s)", req.Quality, didYouMean(req.Quality, rs.QualityCodes()))
	}
	var f *Formation
	ids := []string{}
	for i := range rs.SmallArms.Formations {
		ids = append(ids, rs.SmallArms.Formations[i].ID)
		if rs.SmallArms.Formations[i].ID == req.Formation {
			f = &rs.SmallArms.Formations[i]
		}
	}
	if f == nil {
		return fmt.Errorf("unknown formation %q (%s)", req.Formation, didYouMean(req.Formation, ids))
	}
	th := q.ToHit
	if req.ToHit > 0 {
		th = req.ToHit
	}
	if f.Dice == 0 {
		rep.NoFire, rep.NoFireWhy = true, f.Label+" may not fire"
	}
	in.Groups = []DiceGroup{{Label: fmt.Sprintf("%s %s small arms", q.Code, f.Label), Dice: f.Dice, ToHit: th, Modifier: mod}}
	rep.Summary = fmt.Sprintf("small arms: %s in %s, %dd10, To Hit %d+", q.Name, f.Label, f.Dice, th)
	return nil
}
