package odn

import (
	"fmt"
	"math/big"
)

// LeaderLossResult is the exact outcome of the leader-loss dice.
type LeaderLossResult struct {
	Stamp string `json:"stamp"`
	Dice  int    `json:"dice"` // one per automatic Morale Level loss + one per two hits (rounded up)
	// PerDie[i] is P(one die gives result i); Worst[i] is P(the most severe
	// result over all dice is i). Results are in increasing severity.
	Results []LeaderResult `json:"results"`
	PerDie  []*big.Rat     `json:"per_die"`
	Worst   []*big.Rat     `json:"worst"`
}

// LeaderLossOdds computes the 4.05 Leader Loss odds for a unit with an attached
// headquarters that took hits and automatic Morale Level losses.
//
// Formula: n = levelLosses + ceil(hits/2) dice of 1d10; a die gives the row
// whose From..To contains it. The rows are in increasing severity, so
// P(worst <= row i) = (faces up to row i / 10)^n and
// P(worst = i) = P(worst <= i) - P(worst <= i-1). With n = 0 there is no test.
func (rs *Ruleset) LeaderLossOdds(hits, levelLosses int) (LeaderLossResult, error) {
	res := LeaderLossResult{Stamp: rs.Stamp(), Results: rs.LeaderLoss.Results}
	if hits < 0 || levelLosses < 0 || hits > 100 || levelLosses > 20 {
		return res, fmt.Errorf("hits must be 0 to 100 and level losses 0 to 20 (got %d, %d)", hits, levelLosses)
	}
	res.Dice = levelLosses + (hits+1)/2
	die := int64(rs.LeaderLoss.Die)
	den := new(big.Int).Exp(big.NewInt(die), big.NewInt(int64(res.Dice)), nil)
	prev := new(big.Int)
	for _, r := range rs.LeaderLoss.Results {
		res.PerDie = append(res.PerDie, big.NewRat(int64(r.To-r.From+1), die))
		cum := new(big.Int).Exp(big.NewInt(int64(r.To)), big.NewInt(int64(res.Dice)), nil)
		res.Worst = append(res.Worst, new(big.Rat).SetFrac(new(big.Int).Sub(cum, prev), den))
		prev = cum
	}
	return res, nil
}

// VariableQualityResult is the distribution of a unit's quality for the day.
type VariableQualityResult struct {
	Stamp     string             `json:"stamp"`
	Column    string             `json:"column"` // the table column used
	Modifier  int                `json:"modifier"`
	Applied   []NationalModifier `json:"applied"`
	Qualities []string           `json:"qualities"` // result qualities, best first
	P         []*big.Rat         `json:"p"`         // P[i] = P(quality Qualities[i])
	// ByRoll[r-1] is the quality for a natural roll r (1..Die).
	ByRoll []string `json:"by_roll"`
}

// NationalVariableModifier sums the national modifiers that apply to a unit.
func (rs *Ruleset) NationalVariableModifier(nation, quality string, traits []string) (int, []NationalModifier) {
	total := 0
	var used []NationalModifier
	for _, m := range rs.VariableQuality.NationalModifiers {
		if m.Nation != nation || (m.Trait != "" && !contains(traits, m.Trait)) || (m.Quality != "" && m.Quality != quality) {
			continue
		}
		total += m.Value
		used = append(used, m)
	}
	return total, used
}

// VariableQualityOdds computes the Variable Morale Qualities table (p.14).
//
// Formula: roll 1d10 (1..10) + modifier; the row is the modified roll,
// clamped to the first row (0) below and to the "or more" row (7+) above;
// the column is the unit's starting quality (Old Guard uses the Guard column).
// P(quality q) = (natural rolls giving q)/10.
func (rs *Ruleset) VariableQualityOdds(quality string, modifier int) (VariableQualityResult, error) {
	vq := rs.VariableQuality
	res := VariableQualityResult{Stamp: rs.Stamp(), Modifier: modifier}
	q := rs.Quality(quality)
	if q == nil {
		return res, fmt.Errorf("unknown quality %q (%s)", quality, didYouMean(quality, rs.QualityCodes()))
	}
	col := q.Code
	if c, ok := vq.ColumnFor[col]; ok {
		col = c
	}
	ci := -1
	for i, c := range vq.Columns {
		if c == col {
			ci = i
		}
	}
	if ci < 0 {
		return res, fmt.Errorf("the variable morale table has no column for %s (columns: %v)", q.Code, vq.Columns)
	}
	res.Column = col
	if modifier < -20 || modifier > 20 {
		return res, fmt.Errorf("modifier must be -20 to 20 (got %d)", modifier)
	}
	counts := map[string]int64{}
	for r := 1; r <= vq.Die; r++ {
		row := vq.rowFor(r + modifier)
		res.ByRoll = append(res.ByRoll, row.Results[ci])
		counts[row.Results[ci]]++
	}
	for _, c := range rs.Qualities {
		if n := counts[c.Code]; n > 0 {
			res.Qualities = append(res.Qualities, c.Code)
			res.P = append(res.P, big.NewRat(n, int64(vq.Die)))
		}
	}
	return res, nil
}

func (vq *VariableQuality) rowFor(roll int) VariableRow {
	best := vq.Rows[0]
	for _, r := range vq.Rows {
		if r.Roll == roll || (r.OrMore && roll >= r.Roll) {
			return r
		}
		if r.Roll < roll {
			best = r
		}
	}
	return best
}

// RevealResultOdds is the chance of revealing a hidden marker.
type RevealResultOdds struct {
	Stamp    string            `json:"stamp"`
	Modifier int               `json:"modifier"`
	Applied  []AppliedModifier `json:"applied"`
	Need     int               `json:"need"` // lowest natural roll that reveals (Die+1: never)
	P        *big.Rat          `json:"p"`
}

// RevealOdds computes the Reveal Table (p.13): roll 1d6 + modifiers; the
// result row is the modified roll clamped to 1..6. P(revealed) = (natural
// rolls whose row says revealed)/6.
func (rs *Ruleset) RevealOdds(uses []ModifierUse) (RevealResultOdds, error) {
	res := RevealResultOdds{Stamp: rs.Stamp()}
	m, _, applied, err := SumModifiers(rs.Reveal.Modifiers, uses)
	if err != nil {
		return res, err
	}
	res.Modifier, res.Applied = m, applied
	die := rs.Reveal.Die
	res.Need = die + 1
	var n int64
	for r := die; r >= 1; r-- {
		row := min(max(r+m, 1), die)
		if rs.Reveal.Results[row-1].Revealed {
			n++
			res.Need = r
		}
	}
	res.P = big.NewRat(n, int64(die))
	return res, nil
}

// SapperOdds is the chance a sapper task succeeds turn by turn.
type SapperOdds struct {
	Stamp   string     `json:"stamp"`
	Task    SapperTask `json:"task"`
	Sappers int        `json:"sappers"`
	// OnTurn[t-1] = P(first success on turn t); ByTurn[t-1] = P(success by turn t).
	OnTurn []*big.Rat `json:"on_turn"`
	ByTurn []*big.Rat `json:"by_turn"`
}

// SapperOddsFor computes the sapper tasks (Sappers and bridges, p.14).
//
// Formula: on turn t each sapper base rolls t d6 added together and succeeds
// when the total >= Target. Turns and bases are independent, so
// P(fail on turn t) = (P(sum of t d6 < Target))^sappers and
// P(success by turn T) = 1 - prod_{t<=T} P(fail on turn t).
func (rs *Ruleset) SapperOddsFor(task string, sappers, turns int) (SapperOdds, error) {
	res := SapperOdds{Stamp: rs.Stamp(), Sappers: sappers}
	var ids []string
	for _, t := range rs.Sappers.Tasks {
		ids = append(ids, t.ID)
		if t.ID == task {
			res.Task = t
		}
	}
	if res.Task.ID == "" {
		return res, fmt.Errorf("unknown sapper task %q (%s)", task, didYouMean(task, ids))
	}
	if sappers < 1 || sappers > 10 || turns < 1 || turns > 20 {
		return res, fmt.Errorf("sappers must be 1 to 10 and turns 1 to 20 (got %d, %d)", sappers, turns)
	}
	die := rs.Sappers.Die
	sums := []*big.Int{big.NewInt(1)} // sums[s] = ways to total s with t dice
	// After turn T nobody has succeeded with probability N_T / D_T, where
	// N_T = prod_{t<=T} below_t^sappers and D_T = die^(sappers*T(T+1)/2).
	notYet, den := big.NewInt(1), big.NewInt(1)
	turnDen := new(big.Int)
	for t := 1; t <= turns; t++ {
		next := make([]*big.Int, len(sums)+die)
		for i := range next {
			next[i] = new(big.Int)
		}
		for s, c := range sums {
			for f := 1; f <= die; f++ {
				next[s+f].Add(next[s+f], c)
			}
		}
		sums = next
		below := new(big.Int)
		for s := 0; s < res.Task.Target && s < len(sums); s++ {
			below.Add(below, sums[s])
		}
		turnDen.Exp(big.NewInt(int64(die)), big.NewInt(int64(t*sappers)), nil)
		prevNotYet := new(big.Int).Mul(notYet, turnDen) // N_{T-1} over D_T
		notYet.Mul(notYet, new(big.Int).Exp(below, big.NewInt(int64(sappers)), nil))
		den.Mul(den, turnDen)
		res.OnTurn = append(res.OnTurn, new(big.Rat).SetFrac(new(big.Int).Sub(prevNotYet, notYet), den))
		res.ByTurn = append(res.ByTurn, new(big.Rat).SetFrac(new(big.Int).Sub(den, notYet), den))
	}
	return res, nil
}
