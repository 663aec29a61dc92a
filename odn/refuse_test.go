package odn

import (
	"strings"
	"testing"
)

// TestInputsTheRulesForbidAreRefused checks that the calculators refuse what
// the rules do not allow, naming the rule, instead of answering it.
func TestInputsTheRulesForbidAreRefused(t *testing.T) {
	rs := mustRuleset(t)
	vt, err := rs.LadderFor("VT", 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	morale := func(level string, rally bool, hq string, mods ...string) error {
		var uses []ModifierUse
		for _, m := range mods {
			uses = append(uses, ModifierUse{ID: m, Count: 1})
		}
		_, err := rs.ResolveMorale(MoraleRequest{Ladder: vt, Level: level, Rally: rally, Headquarters: hq, Modifiers: uses})
		return err
	}
	fire := func(req FireRequest) error { _, err := rs.ResolveFire(req); return err }
	melee := func(attacker string, rowHits int) error {
		_, err := rs.ResolveMelee(MeleeRequest{Attackers: []MeleeUnit{{Quality: attacker, RowHits: rowHits}}, Defender: MeleeUnit{Quality: "CN"}})
		return err
	}
	cases := []struct {
		name string
		err  error
		want string // "" when the input is legal
	}{
		{"Headquarters p13 corps and army do not add up", morale("firm", false, "", "corps-attached", "army-attached"), "Headquarters, p.13"},
		{"Headquarters p13 army and Napoleon do not add up", morale("firm", false, "", "army-attached", "napoleon-attached"), "Headquarters, p.13"},
		{"Headquarters p13 army list headquarters and a modifier", morale("firm", false, "corps headquarters", "army-attached"), "got 2"},
		{"Headquarters p13 corps twice", morale("firm", false, "", "corps-attached", "corps-attached"), "Headquarters, p.13"},
		{"Headquarters p13 one attached headquarters is fine", morale("firm", false, "", "army-attached", "village-cover"), ""},
		{"Rally Phase a no marker at Firm", morale("firm", true, ""), "Rally Phase (a)"},
		{"Rally Phase a Green units never test", morale("green", true, ""), "do not take a Morale Test at all"},
		{"Rally Phase a Blue units test", morale("blue", true, ""), ""},
		{"unit types p2 no heavy horse artillery", fire(FireRequest{Kind: "battalion", Nation: "france", Horse: true, Weight: "heavy", RangeInches: 3}), "Available unit types, p.2"},
		{"unit types p2 heavy horse in a grand battery", fire(FireRequest{Kind: "battalion", RangeInches: 3, Stands: []BatteryStand{{Weight: "heavy", Nation: "france"}, {Weight: "heavy", Nation: "france", Horse: true}}}), "stand 2"},
		{"unit types p2 medium horse artillery", fire(FireRequest{Kind: "battalion", Nation: "france", Horse: true, Weight: "medium", RangeInches: 3}), ""},
		{"national characteristics p15 Russian double for a French unit", fire(FireRequest{Kind: "inherent", Nation: "france", RussianDouble: true}), "p.15"},
		{"national characteristics p15 Russian double for a Russian unit", fire(FireRequest{Kind: "inherent", Nation: "russia", RussianDouble: true}), ""},
		{"hit boxes Old Guard row has six boxes", melee("OG", 6), "give 0 to 5"},
		{"hit boxes Old Guard fifth hit is legal", melee("OG", 5), ""},
		{"hit boxes Veteran row has four boxes", melee("VT", 4), "give 0 to 3"},
		{"battalion fire range 11.05 is out of range", fire(FireRequest{Kind: "battalion", Nation: "france", Weight: "heavy", RangeInches: 11.05}), "out of range"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			switch {
			case c.want == "" && c.err != nil:
				t.Fatalf("refused a legal input: %v", c.err)
			case c.want != "" && c.err == nil:
				t.Fatalf("answered an input the rules forbid; want an error with %q", c.want)
			case c.want != "" && !strings.Contains(c.err.Error(), c.want):
				t.Fatalf("error %q does not name %q", c.err, c.want)
			}
		})
	}
}

// TestBattalionFireRangeRoundsToTheTenth checks the artillery battalion fire
// table's bands (p.8): a measured range is rounded to the tenth of an inch,
// halves up, before its band is chosen, the same way at every boundary.
func TestBattalionFireRangeRoundsToTheTenth(t *testing.T) {
	rs := mustRuleset(t)
	cases := []struct {
		inches float64
		band   string
	}{
		{0, "close"}, {2, "close"}, {2.04, "close"}, {2.05, "short"}, {2.1, "short"},
		{5, "short"}, {5.04, "short"}, {5.05, "medium"}, {8.04, "medium"}, {8.05, "long"},
		{11, "long"}, {11.04, "long"},
	}
	for _, c := range cases {
		b, err := rs.rangeBand("", c.inches)
		if err != nil {
			t.Errorf("%g inches: %v", c.inches, err)
			continue
		}
		if b.ID != c.band {
			t.Errorf("%g inches: band %s, want %s", c.inches, b.ID, c.band)
		}
	}
	for _, far := range []float64{11.05, 11.1, 30} {
		if b, err := rs.rangeBand("", far); err == nil {
			t.Errorf("%g inches: band %s, want out of range", far, b.ID)
		}
	}
}
