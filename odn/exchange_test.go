package odn

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"
)

// bruteFireMorale follows a fire and its Morale Tests die by die, straight
// from the rules text, independently of ResolveFireThenMorale: each fire
// die, each leader-loss die and each Morale Test die is a branch of 10
// faces with probability 1/10.
type bruteFireMorale struct {
	rs         *Ruleset
	ladder     Ladder
	hits0      int
	level0     int
	fixed, hq  int
	fireDice   int
	toHit      int
	fireMod    int
	maxHits    int // 0: no cap
	additional bool
	out        map[UnitEnd]*big.Rat
}

func (b *bruteFireMorale) run() map[UnitEnd]*big.Rat {
	b.out = map[UnitEnd]*big.Rat{}
	b.fire(0, 0, big.NewRat(1, 1))
	return b.out
}

func (b *bruteFireMorale) add(e UnitEnd, p *big.Rat) {
	if !e.Removed {
		e.Quality = b.ladder.State(e.Hits).Quality
	}
	if old, ok := b.out[e]; ok {
		old.Add(old, p)
	} else {
		b.out[e] = new(big.Rat).Set(p)
	}
}

var tenth = big.NewRat(1, 10)

func (b *bruteFireMorale) fire(die, hits int, p *big.Rat) {
	if die < b.fireDice {
		for face := 1; face <= 10; face++ {
			h := hits
			if face+b.fireMod >= b.toHit {
				h++
			}
			b.fire(die+1, h, mul(p, tenth))
		}
		return
	}
	if b.maxHits > 0 {
		hits = min(hits, b.maxHits)
	}
	if hits == 0 {
		b.add(UnitEnd{Hits: b.hits0, Level: b.level0}, p)
		return
	}
	total := b.hits0 + hits
	if total >= b.ladder.TotalBoxes() {
		b.add(UnitEnd{Hits: b.ladder.TotalBoxes(), Level: b.level0, Removed: true}, p)
		return
	}
	mod := b.fixed
	if b.additional {
		mod -= hits - 1
	}
	if b.hq == 0 {
		b.test(total, b.level0, mod, 0, false, 0, p)
		return
	}
	b.leader((hits+1)/2, false, total, mod, p)
}

// leader rolls the leader-loss dice: 8, 9, 10 kill (4.05, p.13).
func (b *bruteFireMorale) leader(dice int, killed bool, hits, mod int, p *big.Rat) {
	if dice == 0 {
		b.test(hits, b.level0, mod, b.hq, killed, 0, p)
		return
	}
	for face := 1; face <= 10; face++ {
		b.leader(dice-1, killed || face >= 8, hits, mod, mul(p, tenth))
	}
}

func (b *bruteFireMorale) test(hits, level, mod, hq int, killed bool, n int, p *big.Rat) {
	levels := b.rs.Morale.Levels
	last := len(levels) - 1
	if level >= last {
		b.add(UnitEnd{Hits: hits, Level: last, Removed: true}, p)
		return
	}
	if hits >= b.ladder.TotalBoxes() {
		b.add(UnitEnd{Hits: b.ladder.TotalBoxes(), Level: level, Removed: true}, p)
		return
	}
	m := mod + levels[level].TestModifier
	if n == 0 || !killed {
		m += hq
	}
	pass := b.ladder.State(hits).Pass
	for face := 1; face <= 10; face++ {
		q := mul(p, tenth)
		if face+m >= pass {
			b.add(UnitEnd{Hits: hits, Level: level}, q)
		} else {
			b.test(hits+b.rs.Morale.HitsPerFailedTest, level+1, mod, hq, killed, n+1, q)
		}
	}
}

func TestFireThenMoraleAgainstBruteForce(t *testing.T) {
	rs := mustRuleset(t)
	cases := []struct {
		name       string
		quality    string
		percent    int
		hits       int
		level      string
		mods       []ModifierUse
		formation  string
		toHit      int
		fireMods   []ModifierUse
		additional bool
	}{
		{"VT line fire at a fresh VT", "VT", 100, 0, "firm", nil, "line", 0, nil, false},
		{"EL line fire at VT with corps, additional hit", "VT", 100, 0, "firm", []ModifierUse{{ID: "corps-attached"}}, "line", 0, nil, true},
		{"army attached to a Conscript in cover", "CN", 100, 2, "blue", []ModifierUse{{ID: "army-attached"}, {ID: "village-cover"}}, "line", 0, nil, true},
		{"Old Guard at Green", "OG", 100, 0, "green", nil, "line", 0, nil, false},
		{"understrength Militia that fire can remove", "MI", 50, 1, "yellow", []ModifierUse{{ID: "corps-attached"}}, "line", 0, nil, false},
		{"column fire with a target modifier", "EL", 100, 3, "firm", []ModifierUse{{ID: "out-of-supply"}}, "column", 0, []ModifierUse{{ID: "target-column"}}, true},
		{"certain hits", "VT", 100, 0, "firm", []ModifierUse{{ID: "napoleon-attached"}}, "line", 1, nil, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pct := c.percent
			ladder, err := rs.LadderFor(c.quality, rs.UnderstrengthPPM(&Unit{Type: "infantry", Percent: &pct}), nil)
			if err != nil {
				t.Fatal(err)
			}
			req := FireMoraleRequest{
				Fire:          FireRequest{Kind: "small-arms", Quality: "VT", Formation: c.formation, ToHit: c.toHit, Modifiers: c.fireMods},
				Targets:       []ExchangeUnit{{Quality: c.quality, Ladder: ladder, Hits: c.hits, Level: c.level, Modifiers: c.mods}},
				AdditionalHit: c.additional,
			}
			rep, err := rs.ResolveFireThenMorale(req)
			if err != nil {
				t.Fatal(err)
			}
			fixed, hq := 0, 0
			for _, m := range c.mods {
				v, _, _, _ := SumModifiers(rs.Morale.Modifiers, []ModifierUse{m})
				if rs.isHeadquartersModifier(m.ID) {
					hq += v
				} else {
					fixed += v
				}
			}
			g := rep.Fire.Result.Groups[0]
			b := bruteFireMorale{rs: rs, ladder: ladder, hits0: c.hits, level0: rs.MoraleLevelIndex(c.level), fixed: fixed, hq: hq,
				fireDice: g.Dice, toHit: g.ToHit, fireMod: g.Modifier, additional: c.additional}
			want := b.run()
			got := map[UnitEnd]*big.Rat{}
			total := new(big.Rat)
			for _, e := range rep.Targets[0].Ends {
				got[e.UnitEnd] = e.P
				total.Add(total, e.P)
			}
			if total.Cmp(big.NewRat(1, 1)) != 0 {
				t.Errorf("probabilities add up to %s", total.RatString())
			}
			if len(got) != len(want) {
				t.Errorf("%d end states, brute force %d:\n got %v\nwant %v", len(got), len(want), fmtEnds(got), fmtEnds(want))
			}
			for k, w := range want {
				if g, ok := got[k]; !ok || g.Cmp(w) != 0 {
					t.Errorf("%+v: got %v, brute force %s", k, g, w.RatString())
				}
			}
		})
	}
}

func fmtEnds(m map[UnitEnd]*big.Rat) string {
	s := ""
	for k, v := range m {
		s += fmt.Sprintf("%+v=%s ", k, v.RatString())
	}
	return s
}

// TestExample2_LeaderKilledMidRun reproduces Example #2 (p.11): the French
// 4th (Veteran, Pass 5+) with its Corps attached takes two hits; its first
// test has -1 for the additional hit and +1 for the Corps; it fails (a 4),
// drops to Blue, the leader-loss die kills the Corps commander (8-10), and
// the next test has -1 and no Corps: 6+ (the text prints 4+; see the
// ruleset note example-2-pass), which a 7 passes.
func TestExample2_LeaderKilledMidRun(t *testing.T) {
	rs := mustRuleset(t)
	rep, err := rs.ResolveFireThenMorale(FireMoraleRequest{
		// Two certain hits: two small-arms dice that always hit.
		Fire:          FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line", ToHit: 1},
		Targets:       []ExchangeUnit{{Label: "French 4th", Quality: "VT", Modifiers: []ModifierUse{{ID: "corps-attached"}}}},
		AdditionalHit: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	blue := rs.MoraleLevelIndex("blue")
	firm := rs.MoraleLevelIndex("firm")
	var pFirm, pBlue *big.Rat
	for _, e := range rep.Targets[0].Ends {
		switch {
		case e.Level == firm && !e.Removed:
			pFirm = e.P
		case e.Level == blue && !e.Removed:
			pBlue = e.P
		}
	}
	// Example #1: the first test needs a 5 (-1 +1): 6 faces in 10 pass.
	if pFirm == nil || pFirm.Cmp(big.NewRat(6, 10)) != 0 {
		t.Errorf("P(passes the first test) = %v, want 6/10 (Example #1)", pFirm)
	}
	// Example #2: fail (4/10), then the Corps is killed (3/10: 8-10) and
	// the second test needs 6+ (5/10), or it survives (7/10) and the second
	// test keeps +1: 5+ (6/10).
	want := new(big.Rat).Mul(big.NewRat(4, 10), new(big.Rat).Add(mul(big.NewRat(3, 10), big.NewRat(5, 10)), mul(big.NewRat(7, 10), big.NewRat(6, 10))))
	if pBlue == nil || pBlue.Cmp(want) != 0 {
		t.Errorf("P(ends at Blue) = %v, want %s", pBlue, want.RatString())
	}
	if k := rep.PHeadquartersKilled[0]; k == nil || k.Cmp(big.NewRat(3, 10)) != 0 {
		t.Errorf("P(Corps killed) = %v, want 3/10 (one die for two hits, 8-10)", k)
	}
}

func TestFireThenMoraleVariableQuality(t *testing.T) {
	rs := mustRuleset(t)
	rep, err := rs.ResolveFireThenMorale(FireMoraleRequest{
		Fire:    FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line"},
		Targets: []ExchangeUnit{{Quality: "VT", VariableQuality: true}},
	})
	if err != nil {
		t.Fatal(err)
	}
	vq, _ := rs.VariableQualityOdds("VT", 0)
	te := rep.Targets[0]
	var nonzero []string
	for i, q := range vq.Qualities {
		if vq.P[i].Sign() == 0 {
			continue
		}
		nonzero = append(nonzero, q)
		j := slices.Index(te.Qualities, q)
		if j < 0 || te.PQuality[j].Cmp(vq.P[i]) != 0 {
			t.Errorf("P(day's quality %s) missing or wrong, want %v", q, vq.P[i])
		}
	}
	if !slices.Equal(nonzero, te.Qualities) {
		t.Errorf("qualities %v, want %v best first", te.Qualities, nonzero)
	}
	// An unhit unit makes no Morale Test, so it never rolls: it stays at
	// its starting quality (TestFireThenMoraleVariableQualityP14NoTestNoRoll).
	for _, e := range te.Ends {
		if e.Hits == 0 && !e.Removed && e.Quality != "VT" {
			t.Errorf("an unhit unit ends on the %s row (%v): it never tested, so it keeps VT", e.Quality, e.P)
		}
	}
}

// TestFireThenMoraleVariableQualityP14NoTestNoRoll: "roll for a unit the
// first time it makes a Morale Test" (Variable unit abilities, p.14), and
// only a hit calls for a Morale Test (Fire (e), p.9: "Any hit will cause the
// affected target to take a Morale Test"). A fire that cannot hit leaves the
// target at its starting quality with certainty; with P(no hit) = 1/4 the
// unhit unit is VT at 0 hits with 1/4, never CN or EL at 0 hits.
func TestFireThenMoraleVariableQualityP14NoTestNoRoll(t *testing.T) {
	rs := mustRuleset(t)
	cases := []struct {
		name    string
		toHit   int
		target  ExchangeUnit
		want0   map[string]*big.Rat // P(ends Firm at 0 hits on this row)
		wantRol *big.Rat
	}{
		{"cannot hit", 11, ExchangeUnit{Quality: "VT", VariableQuality: true},
			map[string]*big.Rat{"VT": big.NewRat(1, 1), "CN": new(big.Rat)}, new(big.Rat)},
		{"corps attached, modifier -2, half the dice hit", 6,
			ExchangeUnit{Quality: "VT", VariableQuality: true, VariableModifier: -2, Modifiers: []ModifierUse{{ID: "corps-attached"}}},
			map[string]*big.Rat{"VT": big.NewRat(1, 4), "CN": new(big.Rat), "EL": new(big.Rat)}, big.NewRat(3, 4)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rep, err := rs.ResolveFireThenMorale(FireMoraleRequest{
				Fire:    FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line", ToHit: c.toHit},
				Targets: []ExchangeUnit{c.target},
			})
			if err != nil {
				t.Fatal(err)
			}
			te := rep.Targets[0]
			got := map[string]*big.Rat{}
			total := new(big.Rat)
			for _, e := range te.Ends {
				total.Add(total, e.P)
				if e.Hits == 0 && !e.Removed {
					got[e.Quality] = e.P
				}
			}
			if total.Cmp(ratOne) != 0 {
				t.Errorf("end states sum to %v", total)
			}
			for q, want := range c.want0 {
				g := got[q]
				if g == nil {
					g = new(big.Rat)
				}
				if g.Cmp(want) != 0 {
					t.Errorf("P(%s, 0 hits) = %v, want %v", q, g, want)
				}
			}
			if te.PRolled == nil || te.PRolled.Cmp(c.wantRol) != 0 {
				t.Errorf("P(rolls its quality) = %v, want %v", te.PRolled, c.wantRol)
			}
		})
	}
}

func BenchmarkFireThenMorale(b *testing.B) {
	rs := mustRuleset(b)
	req := FireMoraleRequest{
		Fire:          FireRequest{Kind: "battalion", Nation: "france", Weight: "heavy", RangeInches: 1},
		Targets:       []ExchangeUnit{{Quality: "VT", Modifiers: []ModifierUse{{ID: "corps-attached"}}}, {Quality: "VT"}},
		AdditionalHit: true,
	}
	for b.Loop() {
		if _, err := rs.ResolveFireThenMorale(req); err != nil {
			b.Fatal(err)
		}
	}
}

// TestFireThenMoraleReadings4_05 follows the fire of the README's example
// (two certain hits on a Veteran with its Corps, "-1 for the additional
// hit", Examples #1 and #2, p.11) under each answer to the open readings
// of 4.05 (Readings).
func TestFireThenMoraleReadings4_05(t *testing.T) {
	rs := mustRuleset(t)
	req := FireMoraleRequest{
		Fire:          FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line", ToHit: 1},
		Targets:       []ExchangeUnit{{Quality: "VT", Modifiers: []ModifierUse{{ID: "corps-attached"}}}},
		AdditionalHit: true,
	}
	firm := func(set ReadingSet) *big.Rat {
		t.Helper()
		rr, err := rs.WithReadings(set)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := rr.ResolveFireThenMorale(req)
		if err != nil {
			t.Fatal(err)
		}
		return rep.Targets[0].ByLevel[rs.MoraleLevelIndex("firm")]
	}
	// "leader-killed-retest=no": the first test (Pass 5+, +1 Corps, -1
	// additional hit) passes with 3/5 and the unit stays Firm.
	if got := firm(nil); got.Cmp(big.NewRat(3, 5)) != 0 {
		t.Errorf("no retest: P(ends Firm) = %v, want 3/5", got)
	}
	// "yes": after the pass the Corps is killed with 3/10 ("All units in
	// command take Morale Test") and the unit tests again at 6+ (1/2):
	// 3/5 * (7/10 + 3/10 * 1/2) = 51/100.
	if got := firm(ReadingSet{ReadingLeaderKilledRetest: "yes"}); got.Cmp(big.NewRat(51, 100)) != 0 {
		t.Errorf("retest: P(ends Firm) = %v, want 51/100", got)
	}

	// leader-loss-when-removed: the four certain hits of a heavy battery
	// at close range remove a Militia unit at 75% strength (three boxes);
	// the leader-loss roll is made (two dice for four hits, killed on
	// 8-10: 1 - (7/10)^2 = 51/100) or not (0).
	removing := FireMoraleRequest{
		Fire:    FireRequest{Kind: "battalion", Nation: "france", Weight: "heavy", RangeInches: 1, ToHit: 1},
		Targets: []ExchangeUnit{{Quality: "MI", UnderstrengthPPM: 750000, Modifiers: []ModifierUse{{ID: "corps-attached"}}}},
	}
	for _, c := range []struct {
		value string
		want  *big.Rat
	}{{"roll", big.NewRat(51, 100)}, {"no-roll", new(big.Rat)}} {
		rr, _ := rs.WithReadings(ReadingSet{ReadingLeaderLossRemoved: c.value})
		rep, err := rr.ResolveFireThenMorale(removing)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Targets[0].PRemoved.Cmp(ratOne) != 0 {
			t.Fatalf("the four certain hits should remove the unit: P(removed) = %v", rep.Targets[0].PRemoved)
		}
		if got := rep.PHeadquartersKilled[0]; got.Cmp(c.want) != 0 {
			t.Errorf("%s: P(Corps killed) = %v, want %v", c.value, got, c.want)
		}
	}
}

func TestReadingsRefuseUnknownAnswers(t *testing.T) {
	rs := mustRuleset(t)
	for _, set := range []ReadingSet{{"leader-killed": "yes"}, {ReadingLeaderKilledRetest: "maybe"}} {
		if _, err := rs.WithReadings(set); err == nil {
			t.Errorf("%v accepted", set)
		}
	}
	r := ReadingSet{}
	if err := r.ParseReading("range-rounding"); err == nil || !strings.Contains(err.Error(), "ID=VALUE") {
		t.Errorf("reading without = : %v", err)
	}
	rr, _ := rs.WithReadings(ReadingSet{ReadingMeleeEnd: "fight-on"})
	_, err := rr.ResolveMeleeRun(MeleeRunRequest{Defender: MeleeCombatant{ExchangeUnit: ExchangeUnit{Quality: "VT"}},
		Attackers: []MeleeCombatant{{ExchangeUnit: ExchangeUnit{Quality: "VT"}}, {ExchangeUnit: ExchangeUnit{Quality: "VT"}}, {ExchangeUnit: ExchangeUnit{Quality: "VT"}}, {ExchangeUnit: ExchangeUnit{Quality: "VT"}}}})
	if err == nil || !strings.Contains(err.Error(), "melee-end=fight-on") {
		t.Errorf("fight-on with four attackers: %v", err)
	}
}

// TestRangeRoundingReading: 2.04 inches is close range to the tenth
// (range-rounding=tenth) and the next band when any part of an inch counts
// (up); 2.0 is close range either way.
func TestRangeRoundingReading(t *testing.T) {
	rs := mustRuleset(t)
	for _, c := range []struct {
		value  string
		inches float64
		dice   int
	}{{"tenth", 2.04, 4}, {"up", 2.04, 3}, {"up", 2.0, 4}, {"tenth", 2.05, 3}} {
		rr, _ := rs.WithReadings(ReadingSet{ReadingRangeRounding: c.value})
		rep, err := rr.ResolveFire(FireRequest{Kind: "battalion", Nation: "france", Weight: "heavy", RangeInches: c.inches})
		if err != nil {
			t.Fatal(err)
		}
		if d := rep.Result.Groups[0].Dice; d != c.dice {
			t.Errorf("%s %.2f inches: %d dice, want %d", c.value, c.inches, d, c.dice)
		}
		if len(rep.Readings) != 1 || rep.Readings[0].Value != c.value {
			t.Errorf("readings %v", rep.Readings)
		}
	}
}

// TestFireThenMoraleAdditionalHitCountsOnce: the flag and the Morale Test
// modifier additional-hit are the same "-1 for the additional hit"
// (Examples #1 and #2, p.11): together they count once per hit beyond the
// first (not -2 at two hits), and the modifier alone gives nothing at one
// hit.
func TestFireThenMoraleAdditionalHitCountsOnce(t *testing.T) {
	rs := mustRuleset(t)
	firm := func(toHitDice string, flag bool, mods ...string) *big.Rat {
		t.Helper()
		fire := FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line", ToHit: 1}
		if toHitDice == "one" {
			fire.Formation = "column" // one die: exactly one hit
		}
		u := ExchangeUnit{Quality: "VT"}
		for _, m := range mods {
			u.Modifiers = append(u.Modifiers, ModifierUse{ID: m})
		}
		rep, err := rs.ResolveFireThenMorale(FireMoraleRequest{Fire: fire, Targets: []ExchangeUnit{u}, AdditionalHit: flag})
		if err != nil {
			t.Fatal(err)
		}
		return rep.Targets[0].ByLevel[rs.MoraleLevelIndex("firm")]
	}
	// Two hits, VT Pass 5+ with -1: 6+, 1/2.
	for _, c := range []struct {
		name string
		got  *big.Rat
		want *big.Rat
	}{
		{"flag, two hits", firm("two", true), big.NewRat(1, 2)},
		{"modifier, two hits", firm("two", false, AdditionalHitModifier), big.NewRat(1, 2)},
		{"both, two hits", firm("two", true, AdditionalHitModifier), big.NewRat(1, 2)},
		{"modifier, one hit", firm("one", false, AdditionalHitModifier), big.NewRat(3, 5)},
	} {
		if c.got.Cmp(c.want) != 0 {
			t.Errorf("%s: P(passes the first test, ends Firm) = %v, want %v", c.name, c.got, c.want)
		}
	}
}

// TestLevelImpliesItsMeleeModifier: "Unit is (blue marker) -1" (p.9) is
// the Blue level; a level given as both, or two levels, is refused.
func TestLevelImpliesItsMeleeModifier(t *testing.T) {
	rs := mustRuleset(t)
	vt := func(level string, mods ...string) MeleeCombatant {
		c := MeleeCombatant{ExchangeUnit: ExchangeUnit{Quality: "VT", Level: level}}
		for _, m := range mods {
			c.MeleeModifiers = append(c.MeleeModifiers, ModifierUse{ID: m})
		}
		return c
	}
	for _, c := range []struct {
		name string
		def  MeleeCombatant
		want string
	}{
		{"blue and +blue", vt("blue", "blue"), "counts twice"},
		{"firm and +red", vt("firm", "red"), "names another level"},
		{"no level and +blue+red", vt("", "blue", "red"), "more than one Morale Level"},
	} {
		_, err := rs.ResolveMeleeRun(MeleeRunRequest{Defender: c.def, Attackers: []MeleeCombatant{vt("")}})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
	if _, err := rs.ResolveMeleeRun(MeleeRunRequest{Defender: vt("blue", "uphill"), Attackers: []MeleeCombatant{vt("")}}); err != nil {
		t.Errorf("blue with uphill: %v", err)
	}
	// No level and one level modifier: the unit is at that level, the
	// same Melee as written with /blue.
	a, err := rs.ResolveMeleeRun(MeleeRunRequest{Defender: vt("", "blue"), Attackers: []MeleeCombatant{vt("")}})
	b, err2 := rs.ResolveMeleeRun(MeleeRunRequest{Defender: vt("blue"), Attackers: []MeleeCombatant{vt("")}})
	if err != nil || err2 != nil || a.Attacks[0].Defender.Modifier != b.Attacks[0].Defender.Modifier || a.Defender.PRemoved.Cmp(b.Defender.PRemoved) != 0 {
		t.Errorf("+blue without a level is not /blue: %v %v", err, err2)
	}
	one := func(mods ...string) MeleeUnit {
		u := MeleeUnit{Quality: "VT"}
		for _, m := range mods {
			u.Modifiers = append(u.Modifiers, ModifierUse{ID: m})
		}
		return u
	}
	if _, err := rs.ResolveMelee(MeleeRequest{Attackers: []MeleeUnit{one("blue", "red")}, Defender: one()}); err == nil {
		t.Error("plain Melee accepted Blue and Red together")
	}
	if _, err := rs.ResolveMelee(MeleeRequest{Attackers: []MeleeUnit{one("blue")}, Defender: one("green")}); err != nil {
		t.Errorf("plain Melee, one level each: %v", err)
	}
}
