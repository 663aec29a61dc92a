package xlsx

import (
	"math/big"
	"strings"

	"github.com/aide-de-camp/adc/odn"
)

// fireMoraleCase is a Fire to Morale sheet set up through its own inputs
// and those of the Fire (or Grand battery) and Morale sheets.
type fireMoraleCase struct {
	name    string
	fire    FireInputs
	battery BatteryInputs
	morale  MoraleInputs
	chain   FireMoraleInputs
}

func (c fireMoraleCase) options() CalcOptions {
	return CalcOptions{Fire: c.fire, Battery: c.battery, Morale: c.morale, FireMorale: c.chain}
}

// fireMoraleCases follow the worked examples: a Veteran line's two dice at
// a Veteran with its Corps, "-1 for the additional hit" (Examples #1 and
// #2, p.11), under each answer to the readings of 4.05; and a grand battery
// of six heavy stands at close range (p.7) removing a Militia unit at 75%
// strength, where the leader-loss roll is made or not.
func fireMoraleCases(rs *odn.Ruleset) []fireMoraleCase {
	vtLine := FireInputs{Kind: "small-arms", Quality: "VT", Formation: "line"}
	vtCorps := MoraleInputs{Quality: "VT", Percent: 100, Level: "firm", Modifiers: []string{"corps-attached"}}
	six := BatteryInputs{Band: "close"}
	for range 6 {
		six.Stands = append(six.Stands, odn.BatteryStand{Weight: "heavy", Nation: "france"})
	}
	miCorps := MoraleInputs{Quality: "MI", Percent: 75, Level: "blue", Hits: 1, Modifiers: []string{"army-attached", "out-of-supply"}}
	return []fireMoraleCase{
		{name: "example-2-p11", fire: vtLine, morale: vtCorps, chain: FireMoraleInputs{AdditionalHit: true}},
		{name: "example-2-p11-retest-4-05", fire: vtLine, morale: vtCorps, chain: FireMoraleInputs{AdditionalHit: true, Readings: odn.ReadingSet{odn.ReadingLeaderKilledRetest: "yes"}}},
		{name: "green-veteran-75pc-hits-no-headquarters", fire: FireInputs{Kind: "battalion", Nation: "russia", Weight: "medium", Band: "short"},
			morale: MoraleInputs{Quality: "VT", Percent: 75, Hits: 2, Level: "green", Modifiers: []string{"village-cover"}}, chain: FireMoraleInputs{AdditionalHit: true}},
		{name: "grand-battery-p7-removes-roll", battery: six, morale: miCorps, chain: FireMoraleInputs{Battery: true}},
		{name: "grand-battery-p7-removes-no-roll-retest", battery: six, morale: miCorps, chain: FireMoraleInputs{Battery: true,
			Readings: odn.ReadingSet{odn.ReadingLeaderLossRemoved: "no-roll", odn.ReadingLeaderKilledRetest: "yes"}}},
	}
}

// checkFireMorale compares the Fire to Morale sheet with
// odn.ResolveFireThenMorale under the sheet's readings.
func checkFireMorale(r reporter, rs *odn.Ruleset, c fireMoraleCase, b *CalcBook, v bookValues) {
	const sh = fireMoraleSheetName
	rr, err := rs.WithReadings(c.chain.Readings)
	if err != nil {
		r("%s: %v", c.name, err)
		return
	}
	fire := odn.FireRequest{Kind: c.fire.Kind, Quality: c.fire.Quality, Formation: c.fire.Formation, Nation: c.fire.Nation, Horse: c.fire.Horse,
		Weight: c.fire.Weight, Band: c.fire.Band, RussianDouble: c.fire.Russian, Modifiers: uses(c.fire.Modifiers), Extra: c.fire.Extra}
	if c.chain.Battery {
		fire = batteryRequest(rs, c.battery)
	}
	in := c.morale
	target := odn.ExchangeUnit{Quality: in.Quality, UnderstrengthPPM: int64(100-in.Percent) * 10000, Hits: in.Hits, Level: in.Level, Modifiers: uses(in.Modifiers), Extra: in.Extra}
	rep, err := rr.ResolveFireThenMorale(odn.FireMoraleRequest{Fire: fire, Targets: []odn.ExchangeUnit{target}, AdditionalHit: c.chain.AdditionalHit})
	if err != nil {
		r("%s: %v", c.name, err)
		return
	}
	te := rep.Targets[0]
	if g := v.num(r, sh, b.FireMoraleNoHit); !near(g, ratF(rep.Fire.Result.Hits[0])) {
		r("%s: P(no hit) = %v, Go %v", c.name, g, ratF(rep.Fire.Result.Hits[0]))
	}
	for i, ref := range b.FireMoraleByLevel {
		if g := v.num(r, sh, ref); !near(g, ratF(te.ByLevel[i])) {
			r("%s: P(ends at %s) = %v, Go %s", c.name, rs.Morale.Levels[i].ID, g, te.ByLevel[i].RatString())
		}
	}
	if g := v.num(r, sh, b.FireMoraleRemoved); !near(g, ratF(te.PRemoved)) {
		r("%s: P(removed) = %v, Go %s", c.name, g, te.PRemoved.RatString())
	}
	killed := new(big.Rat)
	if k := rep.PHeadquartersKilled[0]; k != nil {
		killed = k
	}
	if g := v.num(r, sh, b.FireMoraleKilled); !near(g, ratF(killed)) {
		r("%s: P(headquarters killed) = %v, Go %s", c.name, g, killed.RatString())
	}
}

// checkMoraleRefused: more attached headquarters than may modify a Morale
// Test are refused (Headquarters, p.13), as adc odn refuses them: the
// results show the error, never odds.
func checkMoraleRefused(r reporter, b *CalcBook, v bookValues) {
	for _, x := range []struct{ sheet, ref string }{
		{"Morale", b.MoraleFirst}, {"Morale", b.MoraleRemoved}, {fireMoraleSheetName, b.FireMoraleRemoved}, {"Cascade", b.CascadeFirst[0][0]},
	} {
		if g := v.str(r, x.sheet, x.ref); !strings.HasPrefix(g, "Error") {
			r("two headquarters: %s!%s = %q, want the error", x.sheet, x.ref, g)
		}
	}
	if g := v.str(r, "Morale", b.MoraleHQWarning); !strings.Contains(g, "p.13") {
		r("two headquarters: message %q, want the p.13 limit", g)
	}
}
