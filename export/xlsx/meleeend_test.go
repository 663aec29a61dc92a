package xlsx

import (
	"math/big"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/odn"
)

// meleeEndCase is a Melee to the end sheet set up through its inputs.
type meleeEndCase struct {
	name string
	in   MeleeEndInputs
}

func (c meleeEndCase) options() CalcOptions { return CalcOptions{MeleeEnd: c.in} }

// meleeEndRequest is the sheet's Melee as adc odn melee --to-the-end takes
// it: one attacker, one defender.
func meleeEndRequest(in MeleeEndInputs) odn.MeleeRunRequest {
	unit := func(u MeleeEndUnit) odn.MeleeCombatant {
		q, pct := u.Quality, u.Percent
		if q == "" {
			q = "VT"
		}
		if pct == 0 {
			pct = 100
		}
		return odn.MeleeCombatant{
			ExchangeUnit:   odn.ExchangeUnit{Quality: q, UnderstrengthPPM: int64(100-pct) * 10000, Hits: u.Hits, Level: u.Level, Modifiers: uses(u.MoraleModifiers), Extra: u.MoraleExtra},
			MeleeModifiers: uses(u.MeleeModifiers), MeleeExtra: u.MeleeExtra,
		}
	}
	return odn.MeleeRunRequest{Attackers: []odn.MeleeCombatant{unit(in.Attacker)}, Defender: unit(in.Defender)}
}

// meleeEndCases: equal Veterans; the Old Guard against the Guard (the
// longest ladders, the most rounds); Conscripts with their Corps against
// a Veteran in a town under both readings of 4.05; a Militia unit at 75%
// with hits, at Red, against a Green Elite unit; an Elite with Napoleon
// attached (+3) against a squared Conscript.
func meleeEndCases() []meleeEndCase {
	return []meleeEndCase{
		{"vt-vs-vt", MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "VT"}, Defender: MeleeEndUnit{Quality: "VT"}}},
		{"old-guard-vs-guard", MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "OG"}, Defender: MeleeEndUnit{Quality: "GD"}}},
		{"corps-attached-4-05", MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "CN", MoraleModifiers: []string{"corps-attached"}},
			Defender: MeleeEndUnit{Quality: "VT", MeleeModifiers: []string{"town"}, MoraleModifiers: []string{"army-attached", "village-cover"}}}},
		{"corps-attached-4-05-retest-no-roll", MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "CN", MoraleModifiers: []string{"corps-attached"}},
			Defender: MeleeEndUnit{Quality: "VT", MeleeModifiers: []string{"town"}, MoraleModifiers: []string{"army-attached", "village-cover"}},
			Readings: odn.ReadingSet{odn.ReadingLeaderKilledRetest: "yes", odn.ReadingLeaderLossRemoved: "no-roll"}}},
		{"militia-red-vs-green-elite", MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "MI", Percent: 75, Hits: 1, Level: "red", MeleeExtra: 2, MoraleExtra: 1},
			Defender: MeleeEndUnit{Quality: "EL", Hits: 3, Level: "green", MoraleModifiers: []string{"out-of-supply"}}}},
		{"napoleon-vs-square", MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "EL", Percent: 50, Level: "blue", MoraleModifiers: []string{"napoleon-attached"}},
			Defender: MeleeEndUnit{Quality: "CN", Hits: 2, MeleeModifiers: []string{"squared-vs-infantry"}, MoraleModifiers: []string{"corps-attached"}},
			Readings: odn.ReadingSet{odn.ReadingLeaderKilledRetest: "yes"}}},
	}
}

// checkMeleeEnd compares the Melee to the end sheet with
// odn.ResolveMeleeRun under the sheet's readings.
func checkMeleeEnd(r reporter, rs *odn.Ruleset, c meleeEndCase, b *CalcBook, v bookValues) {
	const sh = meleeEndSheetName
	rr, err := rs.WithReadings(c.in.Readings)
	if err != nil {
		r("%s: %v", c.name, err)
		return
	}
	rep, err := rr.ResolveMeleeRun(meleeEndRequest(c.in))
	if err != nil {
		r("%s: %v", c.name, err)
		return
	}
	if g := v.str(r, sh, b.MeleeEndValid); g != "Yes" {
		r("%s: inputs valid = %q", c.name, g)
	}
	for si, te := range []odn.TargetEnd{rep.Attackers[0], rep.Defender} {
		who := [2]string{"attacker", "defender"}[si]
		for i, ref := range b.MeleeEndByLevel[si] {
			if g := v.num(r, sh, ref); !near(g, ratF(te.ByLevel[i])) {
				r("%s: %s P(ends at %s) = %v, Go %s", c.name, who, rs.Morale.Levels[i].ID, g, te.ByLevel[i].RatString())
			}
		}
		if g := v.num(r, sh, b.MeleeEndRemoved[si]); !near(g, ratF(te.PRemoved)) {
			r("%s: %s P(removed) = %v, Go %s", c.name, who, g, te.PRemoved.RatString())
		}
		k := [2]int{1, 0}[si]
		killed := new(big.Rat)
		if x := rep.PHeadquartersKilled[k]; x != nil {
			killed = x
		}
		if g := v.num(r, sh, b.MeleeEndKilled[si]); !near(g, ratF(killed)) {
			r("%s: %s P(headquarters killed) = %v, Go %s", c.name, who, g, killed.RatString())
		}
		if g := v.num(r, sh, b.MeleeEndTotal[si]); !near(g, 1) {
			r("%s: %s chances add up to %v", c.name, who, g)
		}
	}
	mean := new(big.Rat)
	for k, p := range rep.Rounds {
		mean.Add(mean, new(big.Rat).Mul(p, big.NewRat(int64(k+1), 1)))
	}
	if g := v.num(r, sh, b.MeleeEndRounds); !near(g, ratF(mean)) {
		r("%s: rounds on average = %v, Go %s", c.name, g, mean.RatString())
	}
}

// TestMeleeEndStatesCoverEveryRound: the sheet's states are one per
// number of boxes checked on each unit, up to meleeEndBoxes; every round
// that continues checks a box on each unit, so no Melee outlasts them.
func TestMeleeEndStatesCoverEveryRound(t *testing.T) {
	rs := ruleset(t)
	B, err := meleeEndBoxes(rs)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range rs.QualityCodes() {
		for _, pct := range []int{100, 75, 50, 25} {
			l, err := rs.LadderFor(q, int64(100-pct)*10000, nil)
			if err != nil {
				t.Fatal(err)
			}
			if l.TotalBoxes() > B {
				t.Errorf("%s at %d%%: %d boxes, the sheet follows %d", q, pct, l.TotalBoxes(), B)
			}
		}
	}
	for _, g := range meleeEndGroups(rs) {
		if g.eff[0].continues() && g.eff[1].continues() && (g.eff[0].hits < 1 || g.eff[1].hits < 1) {
			t.Errorf("outcome %+v continues without a hit on each unit", g)
		}
	}
	// The longest Melee: two Old Guards fight at most B rounds; Go agrees
	// that no round beyond is fought.
	rep, err := rs.ResolveMeleeRun(meleeEndRequest(MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "OG"}, Defender: MeleeEndUnit{Quality: "OG"}}))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Rounds) > B {
		t.Errorf("two Old Guards fight up to %d rounds, the sheet follows %d", len(rep.Rounds), B)
	}
}

// addMeleeEndErrors adds Melee to the end workbooks with inputs adc odn
// refuses: the results show the error, never odds (error-not-stale).
func addMeleeEndErrors(s *bookSet, rs *odn.Ruleset, calc []byte, def *CalcBook) {
	for _, x := range []struct {
		name, want string
		in         MeleeEndInputs
	}{
		{"melee-to-the-end-error-p9-level-twice", "gives its Melee modifier", MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "VT", Level: "blue", MeleeModifiers: []string{"blue"}}, Defender: MeleeEndUnit{Quality: "CN"}}},
		{"melee-to-the-end-error-p13-two-headquarters", "p.13", MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "VT"}, Defender: MeleeEndUnit{Quality: "CN", MoraleModifiers: []string{"corps-attached", "army-attached"}}}},
		{"melee-to-the-end-error-p4-every-box-checked", "every hit box", MeleeEndInputs{Attacker: MeleeEndUnit{Quality: "MI", Hits: 4}, Defender: MeleeEndUnit{Quality: "CN"}}},
	} {
		s.add("calculators/"+x.name, withInputs(s.t, rs, calc, CalcOptions{MeleeEnd: x.in}),
			func(r reporter, v bookValues) {
				if _, err := rs.ResolveMeleeRun(meleeEndRequest(x.in)); err == nil {
					r("%s: Go accepts the inputs", x.name)
				}
				refs := append(append([]string{}, def.MeleeEndByLevel[0]...), def.MeleeEndByLevel[1]...)
				refs = append(refs, def.MeleeEndRemoved[0], def.MeleeEndRemoved[1], def.MeleeEndKilled[0], def.MeleeEndRounds)
				checkShowsError(r, v, meleeEndSheetName, refs...)
				if g := v.str(r, meleeEndSheetName, def.MeleeEndValid); !strings.Contains(g, x.want) {
					r("%s: inputs valid = %q, want %q", x.name, g, x.want)
				}
			}, "")
	}
}
