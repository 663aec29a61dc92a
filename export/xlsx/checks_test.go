package xlsx

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"sync/atomic"

	"github.com/aide-de-camp/adc/odn"
)

// reporter records a difference between a workbook and the Go
// calculators.
type reporter func(format string, args ...any)

// goReads counts the computed cells compared with a Go value.
var goReads atomic.Int64

// num reads a computed cell as a number (NaN, reported, when it is not
// one, so that every comparison with it fails).
func (v bookValues) num(r reporter, sheet, ref string) float64 {
	goReads.Add(1)
	c, ok := v[sheet][ref]
	if !ok {
		r("%s!%s: no computed value", sheet, ref)
		return math.NaN()
	}
	if c.Kind != 'n' {
		r("%s!%s = %v, want a number", sheet, ref, c)
		return math.NaN()
	}
	return c.Num
}

// str reads a computed cell as text ("" for an empty cell).
func (v bookValues) str(r reporter, sheet, ref string) string {
	goReads.Add(1)
	c, ok := v[sheet][ref]
	if !ok {
		r("%s!%s: no computed value", sheet, ref)
		return "\x00missing"
	}
	switch c.Kind {
	case 'n':
		return strconv.FormatFloat(c.Num, 'g', -1, 64)
	case 0:
		return ""
	}
	return c.Str
}

// checkCalculators compares the Fire, Melee, Morale and Cascade results of
// a recalculated calculator workbook, whose inputs are those of c, with
// odn.ResolveFire (Fire, p.7-8), odn.ResolveMelee (Melee, p.9) and
// odn.ResolveMorale (3.02, p.10).
func checkCalculators(r reporter, rs *odn.Ruleset, c calcCase, b *CalcBook, v bookValues) {
	checkFire(r, rs, c.fire, b, v)
	checkBattery(r, rs, c.battery, b, v)
	checkMelee(r, rs, c.melee, b, v)
	checkAttackers(r, rs, c.attack, b, v)
	checkMorale(r, rs, c.morale, b, v)
}

func checkFire(r reporter, rs *odn.Ruleset, in FireInputs, b *CalcBook, v bookValues) {
	rep, err := rs.ResolveFire(odn.FireRequest{Kind: in.Kind, Quality: in.Quality, Formation: in.Formation, Nation: in.Nation, Horse: in.Horse,
		Weight: in.Weight, Band: in.Band, RussianDouble: in.Russian, Modifiers: uses(in.Modifiers), Extra: in.Extra})
	if err != nil {
		r("fire %+v: %v", in, err)
		return
	}
	if g, want := v.str(r, "Fire", b.FireAllowed), map[bool]string{true: "No", false: "Yes"}[rep.NoFire]; g != want {
		r("fire %+v: fire allowed = %q, Go %q (%s)", in, g, want, rep.NoFireWhy)
	}
	if g := v.num(r, "Fire", b.FireDice); g != float64(rep.Result.Dice) {
		r("fire %+v: dice = %v, Go %d", in, g, rep.Result.Dice)
	}
	if len(rep.Result.Groups) > 0 && rep.Result.Dice > 0 {
		if g := v.num(r, "Fire", b.FireToHit); g != float64(rep.Result.Groups[0].ToHit) {
			r("fire %+v: To Hit = %v, Go %d", in, g, rep.Result.Groups[0].ToHit)
		}
	}
	if len(rep.Result.Groups) > 0 && rep.Result.Dice > 0 {
		gr := rep.Result.Groups[0]
		if g := v.num(r, "Fire", b.FireNeed); g != float64(gr.Need) {
			r("fire %+v: natural roll needed = %v, Go %d", in, g, gr.Need)
		}
		if g := v.num(r, "Fire", b.FireChance); !near(g, ratF(gr.PHit)) {
			r("fire %+v: chance of a hit per die = %v, Go %v", in, g, ratF(gr.PHit))
		}
	}
	if g := v.num(r, "Fire", b.FireCap); g != float64(rep.Result.MaxHits) {
		r("fire %+v: most hits on the target = %v, Go %d", in, g, rep.Result.MaxHits)
	}
	if g := v.num(r, "Fire", b.FireModifier); g != float64(rep.Modifier) {
		r("fire %+v: modifier = %v, Go %d", in, g, rep.Modifier)
	}
	for k, ref := range b.FireHits {
		want, atLeast := 0.0, 0.0
		if k < len(rep.Result.Hits) {
			want, atLeast = ratF(rep.Result.Hits[k]), ratF(rep.Result.AtLeast[k])
		}
		if g := v.num(r, "Fire", ref); !near(g, want) {
			r("fire %+v: P(%d hits) = %v, Go %v", in, k, g, want)
		}
		if g := v.num(r, "Fire", b.FireAtLeast[k]); !near(g, atLeast) {
			r("fire %+v: P(%d or more hits) = %v, Go %v", in, k, g, atLeast)
		}
	}
	if g := v.num(r, "Fire", b.FireExpected); !near(g, ratF(rep.Result.Expected)) {
		r("fire %+v: expected hits = %v, Go %v", in, g, ratF(rep.Result.Expected))
	}
}

func checkMelee(r reporter, rs *odn.Ruleset, in MeleeInputs, b *CalcBook, v bookValues) {
	side := func(s MeleeSideInputs) odn.MeleeUnit {
		return odn.MeleeUnit{Quality: s.Quality, RowHits: s.RowHits, Modifiers: uses(s.Modifiers), Extra: s.Extra}
	}
	rep, err := rs.ResolveMelee(odn.MeleeRequest{Attackers: []odn.MeleeUnit{side(in.Attacker)}, Defender: side(in.Defender)})
	if err != nil {
		r("melee %+v: %v", in, err)
		return
	}
	a := rep.Result.Attacks[0]
	for j, sd := range []odn.MeleeSide{a.Attacker, a.Defender} {
		if g := v.num(r, "Melee", b.MeleeNumber[j]); g != float64(sd.Melee) {
			r("melee %+v: side %d Melee Number = %v, Go %d", in, j, g, sd.Melee)
		}
		if g := v.num(r, "Melee", b.MeleeModifier[j]); g != float64(sd.Modifier) {
			r("melee %+v: side %d modifier = %v, Go %d", in, j, g, sd.Modifier)
		}
		if g := v.num(r, "Melee", b.MeleeTotal[j]); g != float64(sd.Total()) {
			r("melee %+v: side %d modified Melee Number = %v, Go %d", in, j, g, sd.Total())
		}
	}
	outcome := [3]*big.Rat{new(big.Rat), new(big.Rat), new(big.Rat)}
	for _, bo := range a.Bands {
		outcome[0].Add(outcome[0], bo.AttackerWins)
		outcome[1].Add(outcome[1], bo.DefenderWins)
		outcome[2].Add(outcome[2], bo.Tie)
	}
	for i, what := range []string{"attacker wins", "defender wins", "tie"} {
		if g := v.num(r, "Melee", b.MeleeOutcome[i]); !near(g, ratF(outcome[i])) {
			r("melee %+v: %s = %v, Go %v", in, what, g, ratF(outcome[i]))
		}
	}
	for i, bo := range a.Bands {
		for _, x := range []struct {
			what string
			ref  string
			want *big.Rat
		}{{"attacker wins", b.MeleeAttacker[i], bo.AttackerWins}, {"defender wins", b.MeleeDefender[i], bo.DefenderWins}, {"tie", b.MeleeTie[i], bo.Tie}} {
			if g := v.num(r, "Melee", x.ref); !near(g, ratF(x.want)) {
				r("melee %+v: band %s %s = %v, Go %v", in, bo.Band.Label(), x.what, g, ratF(x.want))
			}
		}
	}
	if g := v.num(r, "Melee", b.MeleeAttackerRouted); !near(g, ratF(a.AttackerRouted)) {
		r("melee %+v: attacker routed = %v, Go %v", in, g, ratF(a.AttackerRouted))
	}
	if g := v.num(r, "Melee", b.MeleeDefenderRouted); !near(g, ratF(a.DefenderRouted)) {
		r("melee %+v: defender routed = %v, Go %v", in, g, ratF(a.DefenderRouted))
	}
}

// checkMeleeLimits checks the Melee sheet's "at most" check (Melee
// modifiers, p.9: each additional unit, at most 3) for a given answer per
// side.
func checkMeleeLimits(r reporter, b *CalcBook, v bookValues, attackerOK, defenderOK bool) {
	for i, ok := range []bool{attackerOK, defenderOK} {
		g := v.str(r, "Melee", b.MeleeCheck[i])
		if ok && g != "Yes" {
			r("melee side %d: modifier check = %q, want Yes", i, g)
		}
		if !ok && !strings.HasPrefix(g, "No") {
			r("melee side %d: modifier check = %q, want a warning", i, g)
		}
	}
}

func checkMorale(r reporter, rs *odn.Ruleset, in MoraleInputs, b *CalcBook, v bookValues) {
	lad, err := rs.LadderFor(in.Quality, int64(100-in.Percent)*10000, nil)
	if err != nil {
		r("morale %+v: %v", in, err)
		return
	}
	rep, err := rs.ResolveMorale(odn.MoraleRequest{Ladder: lad, Hits: in.Hits, Level: in.Level, Modifiers: uses(in.Modifiers), Extra: in.Extra, Rally: in.Rally})
	if err != nil {
		r("morale %+v: %v", in, err)
		return
	}
	if g := v.num(r, "Morale", b.MoraleFirst); !near(g, ratF(rep.Result.FirstTest.P)) {
		r("morale %+v: P(pass first test) = %v, Go %v", in, g, ratF(rep.Result.FirstTest.P))
	}
	for i, ref := range b.MoraleByLevel {
		if g := v.num(r, "Morale", ref); !near(g, ratF(rep.Result.ByLevel[i])) {
			r("morale %+v: P(ends at %s) = %v, Go %v", in, rs.Morale.Levels[i].ID, g, ratF(rep.Result.ByLevel[i]))
		}
	}
	if g := v.num(r, "Morale", b.MoraleRemoved); !near(g, ratF(rep.Result.PRemoved)) {
		r("morale %+v: P(removed) = %v, Go %v", in, g, ratF(rep.Result.PRemoved))
	}
	// The cascade, test by test: the run gets to test j+1 when it has
	// not ended before (more than j failures, or j failures and still on
	// the table); it passes there with j failures; the unit is removed
	// after failing it with j+1 failures.
	for j := range b.MoraleReach {
		reach, passes, removed := new(big.Rat), new(big.Rat), new(big.Rat)
		for _, o := range rep.Result.Outcomes {
			if o.Failures > j || o.Failures == j && !o.Removed {
				reach.Add(reach, o.P)
			}
			if o.Failures == j && !o.Removed {
				passes.Add(passes, o.P)
			}
			if o.Failures == j+1 && o.Removed {
				removed.Add(removed, o.P)
			}
		}
		for _, x := range []struct {
			what string
			ref  string
			want *big.Rat
		}{{"gets to it", b.MoraleReach[j], reach}, {"passes there", b.MoralePasses[j], passes}, {"removed after failing it", b.MoraleRemovedAt[j], removed}} {
			if g := v.num(r, "Morale", x.ref); !near(g, ratF(x.want)) {
				r("morale %+v: test %d, %s = %v, Go %v", in, j+1, x.what, g, ratF(x.want))
			}
		}
	}
	// The Cascade sheet: every starting quality and live level with the
	// same strength, hits and modifiers.
	for qi, q := range rs.Qualities {
		lad, err := rs.LadderFor(q.Code, int64(100-in.Percent)*10000, nil)
		if err != nil {
			r("cascade %s: %v", q.Code, err)
			return
		}
		for li := range len(rs.Morale.Levels) - 1 {
			lvl := rs.Morale.Levels[li].ID
			if lad.State(in.Hits).Removed {
				if g := v.str(r, "Cascade", b.CascadeRemoved[qi][li]); g != "" {
					r("cascade %s at %s with %d hits is already removed: cell = %q, want blank", q.Code, lvl, in.Hits, g)
				}
				continue
			}
			rep, err := rs.ResolveMorale(odn.MoraleRequest{Ladder: lad, Hits: in.Hits, Level: lvl, Modifiers: uses(in.Modifiers), Extra: in.Extra})
			if err != nil {
				r("cascade %s at %s: %v", q.Code, lvl, err)
				continue
			}
			if g := v.num(r, "Cascade", b.CascadeFirst[qi][li]); !near(g, ratF(rep.Result.FirstTest.P)) {
				r("cascade %s at %s (%+v): P(pass first) = %v, Go %v", q.Code, lvl, in, g, ratF(rep.Result.FirstTest.P))
			}
			if g := v.num(r, "Cascade", b.CascadeRemoved[qi][li]); !near(g, ratF(rep.Result.PRemoved)) {
				r("cascade %s at %s (%+v): P(removed) = %v, Go %v", q.Code, lvl, in, g, ratF(rep.Result.PRemoved))
			}
		}
	}
}

// checkRoster compares each unit's current quality, hits, Pass, Melee and
// To Hit on its corps sheet and on the Index with odn.Ladder.State (Unit
// roster, p.3; Understrength units and the Old Guard's Melee 5/4, p.4).
// hits[i] is the number of boxes marked on the i-th unit of the roster.
func checkRoster(r reporter, roster *odn.Roster, b *RosterBook, hits []int, v bookValues) {
	i := 0
	for _, c := range roster.Corps {
		for _, u := range c.Units {
			if i >= len(b.Units) || i >= len(hits) {
				r("roster has more units than the workbook's %d blocks", len(b.Units))
				return
			}
			cells := b.Units[i]
			h := hits[i]
			i++
			st := u.Ladder.State(h)
			ur := func(format string, args ...any) { r("%s (%d hits): %s", u.Name, h, fmt.Sprintf(format, args...)) }
			if g := v.num(ur, cells.Sheet, cells.Hits); g != float64(h) {
				ur("hits = %v", g)
			}
			if g := v.num(ur, "Index", fmt.Sprintf("E%d", 2+i)); g != float64(h) {
				ur("Index: hits = %v", g)
			}
			if st.Removed {
				if g := v.str(ur, cells.Sheet, cells.Quality); g != "ROUTED" {
					ur("every box marked: quality = %q, want ROUTED", g)
				}
				if g := v.str(ur, "Index", fmt.Sprintf("D%d", 2+i)); g != "ROUTED" {
					ur("Index: quality = %q, want ROUTED", g)
				}
				for _, ref := range []string{cells.Pass, cells.Melee, cells.ToHit} {
					if g := v.str(ur, cells.Sheet, ref); g != "" {
						ur("routed unit: %s = %q, want empty", ref, g)
					}
				}
				continue
			}
			row := u.Ladder.Rows[st.Row]
			if g, want := v.str(ur, cells.Sheet, cells.Quality), row.Quality+"  "+row.Name; g != want {
				ur("quality = %q, want %q", g, want)
			}
			if g, want := v.str(ur, "Index", fmt.Sprintf("D%d", 2+i)), row.Quality+"  "+row.Name; g != want {
				ur("Index: quality = %q, want %q", g, want)
			}
			for _, x := range []struct {
				what       string
				sheet, ref string
				want       int
			}{
				{"Pass", cells.Sheet, cells.Pass, st.Pass}, {"Melee", cells.Sheet, cells.Melee, st.Melee}, {"To Hit", cells.Sheet, cells.ToHit, st.ToHit},
				{"Index: Pass", "Index", fmt.Sprintf("F%d", 2+i), st.Pass}, {"Index: Melee", "Index", fmt.Sprintf("G%d", 2+i), st.Melee},
				{"Index: To Hit", "Index", fmt.Sprintf("H%d", 2+i), st.ToHit},
			} {
				if g := v.num(ur, x.sheet, x.ref); g != float64(x.want) {
					ur("%s = %v, want %d", x.what, g, x.want)
				}
			}
		}
	}
	if i != len(b.Units) {
		r("roster has %d unit blocks, army %d units", len(b.Units), i)
	}
}
