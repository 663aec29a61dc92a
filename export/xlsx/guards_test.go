package xlsx

import (
	"strings"

	"github.com/aide-de-camp/adc/odn"
)

// The Melee, Melee attackers and Grand battery sheets never show odds
// computed from inputs the calculators refuse: their results show the
// error (seeError), as the Morale and Fire to Morale sheets do.

// meleeResults are the Melee sheet's result cells.
func meleeResults(b *CalcBook) []string {
	out := append([]string{}, b.MeleeNumber[:]...)
	out = append(out, b.MeleeModifier[:]...)
	out = append(out, b.MeleeTotal[:]...)
	out = append(out, b.MeleeOutcome[:]...)
	out = append(out, b.MeleeAttacker...)
	out = append(out, b.MeleeDefender...)
	out = append(out, b.MeleeTie...)
	return append(out, b.MeleeAttackerRouted, b.MeleeDefenderRouted)
}

// attackersResults are the Melee attackers sheet's odds and numbers.
func attackersResults(b *CalcBook) []string {
	var out []string
	for _, l := range [][]string{b.AttackersNumber, b.AttackersModifier, b.AttackersWin, b.AttackersLose, b.AttackersTie, b.AttackersRouted, b.AttackersDefenderRouted} {
		out = append(out, l...)
	}
	return out
}

// checkShowsError: every cell shows the error, no number.
func checkShowsError(r reporter, v bookValues, sheet string, refs ...string) {
	for _, ref := range refs {
		if g := v.str(r, sheet, ref); !strings.HasPrefix(g, "Error") {
			r("%s!%s = %q with invalid inputs, want %q", sheet, ref, g, seeError)
			return
		}
	}
}

// checkBatteryNotStale: a battery Go refuses shows the error in its
// results; a legal one shows numbers (checkBattery compares them).
func checkBatteryNotStale(r reporter, rs *odn.Ruleset, in BatteryInputs, b *CalcBook, v bookValues) {
	if _, err := rs.ResolveFire(batteryRequest(rs, in)); err == nil {
		return
	}
	refs := append([]string{b.BatteryDice, b.BatteryExpected}, b.BatteryHits...)
	checkShowsError(r, v, "Grand battery", append(refs, b.BatteryAtLeast...)...)
}

// addErrorNotStale adds the workbooks whose Melee sheet inputs are
// invalid in other ways: hits that fill the row (Hit boxes, p.4-5), a
// quality not in the list; and the same on the Melee attackers sheet.
func addErrorNotStale(s *bookSet, rs *odn.Ruleset, calc []byte, def *CalcBook) {
	t := s.t
	full := MeleeInputs{Attacker: MeleeSideInputs{Quality: "VT", RowHits: 20}, Defender: MeleeSideInputs{Quality: "CN"}}
	s.add("calculators/melee-error-p4-hits-fill-the-row", withInputs(t, rs, calc, CalcOptions{Melee: full}),
		func(r reporter, v bookValues) {
			checkShowsError(r, v, "Melee", meleeResults(def)...)
			if g := v.str(r, "Melee", def.MeleeValid); !strings.Contains(g, "fill the row") {
				r("Melee: inputs valid = %q, want the hits that fill the row", g)
			}
		}, "")
	ok := MeleeInputs{Attacker: MeleeSideInputs{Quality: "VT", RowHits: 1}, Defender: MeleeSideInputs{Quality: "CN"}}
	s.add("calculators/melee-error-valid-inputs-show-odds", withInputs(t, rs, calc, CalcOptions{Melee: ok}),
		func(r reporter, v bookValues) {
			if g := v.str(r, "Melee", def.MeleeValid); g != "Yes" {
				r("Melee: inputs valid = %q, want Yes", g)
			}
			for _, ref := range meleeResults(def) {
				if g := v.str(r, "Melee", ref); strings.HasPrefix(g, "Error") {
					r("Melee!%s = %q with valid inputs", ref, g)
				}
			}
		}, "")
	filled := AttackersInputs{Attackers: []AttackerInputs{{Quality: "VT", RowHits: 2}, {Quality: "EL"}}, FireHits: 2}
	s.add("calculators/melee-attackers-error-p6-fire-fills-the-row", withInputs(t, rs, calc, CalcOptions{Attackers: filled}),
		func(r reporter, v bookValues) { checkShowsError(r, v, "Melee attackers", attackersResults(def)...) }, "")
}
