package odn

import (
	"bytes"
	"math/big"
	"os"
	"path/filepath"
	"testing"
)

func TestParseModifierUses(t *testing.T) {
	cases := []struct {
		in   string
		want []ModifierUse
		err  bool
	}{
		{"", nil, false},
		{"target-column", []ModifierUse{{"target-column", 1}}, false},
		{" a , b*3 ,", []ModifierUse{{"a", 1}, {"b", 3}}, false},
		{"a*0", nil, true},
		{"a*x", nil, true},
		{"a*2x", nil, true},
	}
	for _, c := range cases {
		got, err := ParseModifierUses(c.in)
		if (err != nil) != c.err || len(got) != len(c.want) {
			t.Errorf("%q: %v %v, want %v (error %v)", c.in, got, err, c.want, c.err)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%q: %v, want %v", c.in, got, c.want)
			}
		}
	}
}

func TestFormatting(t *testing.T) {
	cases := []struct {
		r         *big.Rat
		frac, pct string
		float     float64
	}{
		{big.NewRat(1, 3), "1/3", "33.333%", 1.0 / 3},
		{big.NewRat(27, 2000), "27/2000", "1.350%", 0.0135},
		{big.NewRat(0, 1), "0", "0.000%", 0},
		{big.NewRat(1, 1), "1", "100.000%", 1},
		{big.NewRat(2, 3), "2/3", "66.667%", 2.0 / 3},
	}
	for _, c := range cases {
		if Frac(c.r) != c.frac || Pct(c.r) != c.pct || Float(c.r) != c.float {
			t.Errorf("%v: %s %s %v", c.r, Frac(c.r), Pct(c.r), Float(c.r))
		}
	}
	if f := Floats([]*big.Rat{big.NewRat(1, 4), big.NewRat(3, 4)}); f[0] != 0.25 || f[1] != 0.75 {
		t.Errorf("Floats = %v", f)
	}
}

// TestCalculatorReportsGolden pins the text of every calculator report.
func TestCalculatorReportsGolden(t *testing.T) {
	rs := mustRuleset(t)
	var buf bytes.Buffer
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	fire, err := rs.ResolveFire(FireRequest{Kind: "battalion", RangeInches: 4, Stands: []BatteryStand{{Weight: "heavy", Nation: "russia"}, {Weight: "medium", Nation: "russia", Horse: true}},
		Modifiers: []ModifierUse{{ID: "target-column"}}, Extra: -1})
	must(err)
	must(WriteFire(&buf, fire))
	noFire, err := rs.ResolveFire(FireRequest{Kind: "small-arms", Quality: "VT", Formation: "road-column"})
	must(err)
	must(WriteFire(&buf, noFire))
	melee, err := rs.ResolveMelee(MeleeRequest{SharedDefenderDie: true,
		Attackers: []MeleeUnit{{Quality: "VT", Modifiers: []ModifierUse{{ID: "additional-unit"}}}, {Quality: "EL", Modifiers: []ModifierUse{{ID: "additional-unit"}}}},
		Defender:  MeleeUnit{Quality: "CN", Modifiers: []ModifierUse{{ID: "uphill"}}}, DefenderVs: [][]ModifierUse{{{ID: "squared-vs-cavalry"}}}})
	must(err)
	must(WriteMelee(&buf, melee, rs.Melee.Results))
	l, _ := rs.LadderFor("OG", 0, nil)
	morale, err := rs.ResolveMorale(MoraleRequest{Ladder: l, Hits: 5, Level: "blue", Modifiers: []ModifierUse{{ID: "village-cover"}}, Extra: 1, ExtraLabel: "corps headquarters attached (army list)", Rally: true})
	must(err)
	must(WriteMorale(&buf, morale))
	leader, err := rs.LeaderLossOdds(3, 1)
	must(err)
	must(WriteLeaderLoss(&buf, leader))
	none, _ := rs.LeaderLossOdds(0, 0)
	must(WriteLeaderLoss(&buf, none))
	vq, err := rs.VariableQualityOdds("MI", 2)
	must(err)
	must(WriteVariableQuality(&buf, vq))
	rev, err := rs.RevealOdds([]ModifierUse{{ID: "range-10-15"}})
	must(err)
	must(WriteReveal(&buf, rev))
	sap, err := rs.SapperOddsFor("bridge", 2, 4)
	must(err)
	must(WriteSappers(&buf, sap))
	ru, err := rs.RosterFor(&Army{Nation: "france"}, CorpsUnit{Corps: &Corps{Name: "I"}, Unit: &Unit{Name: "7th Infantry", Type: "infantry", Quality: "VT"}})
	must(err)
	must(WriteUnitState(&buf, rs.Stamp(), ru, 12))
	must(WriteNotes(&buf, rs))

	golden := filepath.Join("testdata", "calculators.golden")
	if *update {
		must(os.WriteFile(golden, buf.Bytes(), 0o644))
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(buf.Bytes(), want) {
		t.Errorf("calculator reports differ from %s; run go test ./odn -update and review the diff", golden)
	}
}
