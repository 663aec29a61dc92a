package odn

import (
	"strconv"
	"strings"
	"testing"
)

// The values below are transcribed from the rules text by hand, independently
// of templates/odn-2004.yaml, so a typo in either shows up here.

func TestQualityLadderMatchesUnitCharts(t *testing.T) {
	rs := mustRuleset(t)
	// Unit charts (p.3): Pass, Melee; Fire (c) (p.7): 6+ for VT, EL, GD, 7+ for CN, MI.
	// The Old Guard (p.4): Pass as Guard (3+), Melee 5 then 4, six boxes.
	want := []struct {
		code               string
		pass, melee, toHit int
		boxes              int
		dropsTo            string
	}{
		{"OG", 3, 5, 6, 6, "EL"},
		{"GD", 3, 4, 6, 4, "EL"},
		{"EL", 4, 3, 6, 4, "VT"},
		{"VT", 5, 2, 6, 4, "CN"},
		{"CN", 6, 1, 7, 4, "MI"},
		{"MI", 7, 0, 7, 4, ""},
	}
	if len(rs.Qualities) != len(want) {
		t.Fatalf("%d qualities, want %d", len(rs.Qualities), len(want))
	}
	for i, w := range want {
		t.Run(w.code, func(t *testing.T) {
			q := rs.Qualities[i]
			if q.Code != w.code || q.Pass != w.pass || q.Melee != w.melee || q.ToHit != w.toHit || q.Boxes != w.boxes || q.DropsTo != w.dropsTo {
				t.Errorf("got %+v, want %+v", q, w)
			}
		})
	}
	og := rs.Quality("OG")
	if og.MeleeAfterHits == nil || og.MeleeAfterHits.Hits != 2 || og.MeleeAfterHits.Melee != 4 {
		t.Errorf("Old Guard melee after hits = %+v, want 4 after 2 hits (p.4)", og.MeleeAfterHits)
	}
}

func TestArtilleryToHitByNation(t *testing.T) {
	rs := mustRuleset(t)
	// Artillery chart (p.3): foot column then "Horse To Hit Numbers".
	cases := []struct {
		nation      string
		foot, horse int
	}{
		{"britain", 5, 5}, {"france", 6, 5}, {"poland", 6, 5}, {"italy", 6, 5}, {"prussia", 6, 5},
		{"russia", 7, 6}, {"austria", 8, 8}, {"spain", 8, 8}, {"other", 8, 8},
	}
	for _, c := range cases {
		t.Run(c.nation, func(t *testing.T) {
			f, err := rs.ArtilleryToHitFor(c.nation, false)
			if err != nil {
				t.Fatal(err)
			}
			h, _ := rs.ArtilleryToHitFor(c.nation, true)
			if f != c.foot || h != c.horse {
				t.Errorf("foot %d horse %d, want %d %d", f, h, c.foot, c.horse)
			}
		})
	}
	if _, err := rs.ArtilleryToHitFor("atlantis", false); err == nil || !strings.Contains(err.Error(), "accepted") {
		t.Errorf("unknown nation error = %v, want a list of accepted nations", err)
	}
}

func TestBattalionFireTable(t *testing.T) {
	rs := mustRuleset(t)
	// Artillery battalion fire table (p.8).
	cases := []struct {
		inches               float64
		heavy, medium, light int
	}{
		{0, 4, 3, 2}, {2, 4, 3, 2}, {2.1, 3, 2, 1}, {5, 3, 2, 1}, {5.1, 2, 1, 0}, {8, 2, 1, 0}, {8.1, 1, 0, 0}, {11, 1, 0, 0},
	}
	for _, c := range cases {
		b, err := rs.rangeBand("", c.inches)
		if err != nil {
			t.Fatalf("%g in: %v", c.inches, err)
		}
		if b.Dice["heavy"] != c.heavy || b.Dice["medium"] != c.medium || b.Dice["light"] != c.light {
			t.Errorf("%g in: dice %v, want heavy %d medium %d light %d", c.inches, b.Dice, c.heavy, c.medium, c.light)
		}
	}
	if _, err := rs.rangeBand("", 11.5); err == nil {
		t.Error("11.5 inches is out of range for every weight")
	}
}

func TestSmallArmsAndInherentArtillery(t *testing.T) {
	rs := mustRuleset(t)
	dice := map[string]int{}
	for _, f := range rs.SmallArms.Formations {
		dice[f.ID] = f.Dice
	}
	// Fire (c): two dice in line or square, one in column, none in road column.
	if dice["line"] != 2 || dice["square"] != 2 || dice["column"] != 1 || dice["road-column"] != 0 {
		t.Errorf("small arms dice %v", dice)
	}
	ia := rs.InherentArtillery
	if ia.Dice != 1 || ia.RangeInches != 5 || ia.MaxHitsPerTarget != 1 || ia.RussianInfantryShots != 2 {
		t.Errorf("inherent artillery %+v", ia)
	}
	if rs.SmallArms.RangeInches != 1 {
		t.Errorf("small arms range %g, want 1 inch", rs.SmallArms.RangeInches)
	}
}

func modValues(ms []Modifier) map[string]int {
	out := map[string]int{}
	for _, m := range ms {
		out[m.ID] = m.Value
	}
	return out
}

func TestFireModifiers(t *testing.T) {
	rs := mustRuleset(t)
	// Die roll modifiers to hit (p.8), in printed order, and supply (5.03).
	want := map[string]int{"firer-blue": -1, "firer-yellow": -2, "firer-red": 0, "target-unnamed": 1, "target-column": 1,
		"target-road-column": 2, "target-unlimbered-artillery": -1, "target-village-woods": -1, "target-town": -2,
		"target-fortress": -3, "target-rear": 2, "out-of-supply": -1}
	got := modValues(rs.FireModifiers)
	for id, v := range want {
		if g, ok := got[id]; !ok || g != v {
			t.Errorf("%s = %d (present %v), want %d", id, g, ok, v)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%d fire modifiers, want %d", len(got), len(want))
	}
	for _, m := range rs.FireModifiers {
		if (m.ID == "firer-red") != m.NoFire {
			t.Errorf("%s no_fire = %v", m.ID, m.NoFire)
		}
	}
}

func TestMeleeModifiersAndTable(t *testing.T) {
	rs := mustRuleset(t)
	// Modifiers to Melee Number (p.9); fire-hit-charging's value is an assumption.
	want := map[string]int{"green": 1, "blue": -1, "yellow": -3, "red": -5, "uphill": 1, "town": 1, "fieldworks": 2,
		"road-column": -4, "squared-vs-cavalry": 6, "vs-unsupported-artillery": 6, "unsquared-vs-cavalry": -4,
		"squared-vs-infantry": -4, "artillery-support": 1, "additional-unit": 2, "fire-hit-charging": -1, "garrison-attacker": 4}
	got := modValues(rs.Melee.Modifiers)
	for id, v := range want {
		if got[id] != v {
			t.Errorf("%s = %d, want %d", id, got[id], v)
		}
	}
	if rs.Melee.Die != 8 {
		t.Errorf("melee die d%d, want d8", rs.Melee.Die)
	}
	// Melee Table (p.9).
	type row struct{ wh, lh, ll int }
	spreads := map[int]row{0: {1, 1, 0}, 2: {1, 1, 0}, 3: {1, 2, 0}, 4: {1, 2, 0}, 5: {1, 2, 1}, 6: {1, 2, 1}, 7: {1, 2, 2}, 8: {1, 2, 2}}
	for s, w := range spreads {
		b := rs.Melee.Results[rs.SpreadBandFor(s)]
		if b.WinnerHits != w.wh || b.LoserHits != w.lh || b.LoserLevels != w.ll || !b.LoserTest || b.LoserRout {
			t.Errorf("spread %d: %+v, want %+v", s, b, w)
		}
	}
	for _, s := range []int{9, 15, 40} {
		if b := rs.Melee.Results[rs.SpreadBandFor(s)]; !b.LoserRout {
			t.Errorf("spread %d: loser must rout", s)
		}
	}
	if !rs.Melee.Results[rs.SpreadBandFor(1)].WinnerTest || rs.Melee.Results[rs.SpreadBandFor(3)].WinnerTest {
		t.Error("only the 0-2 row gives the winner a Morale Test")
	}
}

func TestMoraleLevelsAndModifiers(t *testing.T) {
	rs := mustRuleset(t)
	// Morale levels (p.11): colour, test, fire and melee effects.
	want := []struct {
		id                string
		test, fire, melee int
		noFire, removed   bool
	}{
		{"green", 1, 0, 1, false, false}, {"firm", 0, 0, 0, false, false}, {"blue", 0, -1, -1, false, false},
		{"yellow", 0, -2, -3, false, false}, {"red", -1, 0, -5, true, false}, {"rout", 0, 0, 0, false, true},
	}
	if len(rs.Morale.Levels) != 6 {
		t.Fatalf("%d morale levels, want six (p.10)", len(rs.Morale.Levels))
	}
	for i, w := range want {
		l := rs.Morale.Levels[i]
		if l.ID != w.id || l.TestModifier != w.test || l.FireModifier != w.fire || l.MeleeModifier != w.melee || l.NoFire != w.noFire || l.Removed != w.removed {
			t.Errorf("level %d = %+v, want %+v", i, l, w)
		}
	}
	// Morale Test modifiers (p.10), supply (5.03), triple move, Russian steadiness, examples.
	wantMods := map[string]int{"village-cover": 1, "town-fortification": 2, "fortress": 3, "corps-attached": 1, "army-attached": 2,
		"napoleon-attached": 3, "out-of-supply": -1, "triple-move-hit": -2, "russian-steadiness": -1, "additional-hit": -1}
	got := modValues(rs.Morale.Modifiers)
	for id, v := range wantMods {
		if got[id] != v {
			t.Errorf("%s = %d, want %d", id, got[id], v)
		}
	}
	if rs.Morale.HitsPerFailedTest != 1 {
		t.Errorf("hits per failed test = %d; the documented assumption is 1", rs.Morale.HitsPerFailedTest)
	}
}

func TestLeaderLossVariableRevealSappersMovement(t *testing.T) {
	rs := mustRuleset(t)
	t.Run("4.05 leader loss table", func(t *testing.T) {
		want := []string{"1-3 ok", "4-5 wounded-6", "6-7 wounded-12", "8-10 killed"}
		for i, r := range rs.LeaderLoss.Results {
			if got := strings.Join([]string{strconv.Itoa(r.From) + "-" + strconv.Itoa(r.To), r.ID}, " "); got != want[i] {
				t.Errorf("row %d = %s, want %s", i, got, want[i])
			}
		}
	})
	t.Run("variable morale qualities", func(t *testing.T) {
		want := map[int]string{0: "GD GD EL VT VT", 1: "GD EL VT VT CN", 2: "GD EL VT CN CN", 3: "GD EL VT CN MI",
			4: "GD EL VT CN MI", 5: "EL EL VT CN MI", 6: "EL EL VT CN MI", 7: "EL VT CN MI MI"}
		if strings.Join(rs.VariableQuality.Columns, " ") != "GD EL VT CN MI" {
			t.Errorf("columns %v", rs.VariableQuality.Columns)
		}
		for _, r := range rs.VariableQuality.Rows {
			if strings.Join(r.Results, " ") != want[r.Roll] {
				t.Errorf("row %d = %v, want %s", r.Roll, r.Results, want[r.Roll])
			}
		}
		nm := map[string]int{}
		for _, m := range rs.VariableQuality.NationalModifiers {
			nm[m.ID] = m.Value
		}
		if nm["austrian-grenadiers"] != -1 || nm["french-old-guard"] != -2 || nm["prussian-landwehr"] != -2 || nm["spanish"] != 2 {
			t.Errorf("national modifiers %v (p.15)", nm)
		}
	})
	t.Run("reveal table", func(t *testing.T) {
		got := ""
		for _, r := range rs.Reveal.Results {
			if r.Revealed {
				got += "R"
			} else {
				got += "S"
			}
		}
		if got != "SSRRRR" {
			t.Errorf("reveal table %s, want SH SH R R R R", got)
		}
		m := modValues(rs.Reveal.Modifiers)
		if m["woods"] != -1 || m["range-6-10"] != -1 || m["range-10-15"] != -2 {
			t.Errorf("reveal modifiers %v", m)
		}
	})
	t.Run("sappers", func(t *testing.T) {
		targets := map[string]int{}
		for _, tk := range rs.Sappers.Tasks {
			targets[tk.ID] = tk.Target
		}
		if targets["bridge"] != 6 || targets["pontoon"] != 5 || rs.Sappers.Die != 6 {
			t.Errorf("sapper targets %v", targets)
		}
	})
	t.Run("movement rates", func(t *testing.T) {
		want := map[string][3]float64{"infantry-foot-artillery": {3, 6, 7.5}, "cavalry-headquarters": {5, 10, 13}, "horse-artillery": {4, 8, 10}}
		for _, m := range rs.Movement {
			if w := want[m.ID]; w != [3]float64{m.CombatMove, m.FullMove, m.RoadColumn} {
				t.Errorf("%s = %v %v %v, want %v", m.ID, m.CombatMove, m.FullMove, m.RoadColumn, w)
			}
		}
		if rs.HiddenMarkerMove != 12 {
			t.Errorf("hidden markers move %g, want 12", rs.HiddenMarkerMove)
		}
	})
	t.Run("garrison stands have one box per level", func(t *testing.T) {
		if rs.HitBoxes.GarrisonBoxesPerRow != 1 || rs.HitBoxes.UnderstrengthStepPercent != 25 {
			t.Errorf("hit boxes %+v", rs.HitBoxes)
		}
		if rs.FullStrengthMen("infantry") != 4000 {
			t.Errorf("infantry full strength %d, want 4000", rs.FullStrengthMen("infantry"))
		}
	})
	t.Run("supply and headquarters", func(t *testing.T) {
		if rs.Supply.FireModifier != -1 || rs.Supply.MoraleModifier != -1 {
			t.Errorf("supply %+v", rs.Supply)
		}
		if rs.Headquarters.MaxAttached != 1 || rs.Headquarters.Levels[0].MoraleBonus != 1 || rs.Headquarters.Levels[1].MoraleBonus != 2 {
			t.Errorf("headquarters %+v", rs.Headquarters)
		}
	})
}

func TestNotesRecordEveryKnownContradiction(t *testing.T) {
	rs := mustRuleset(t)
	// reference notes, section C: each must be recorded in the ruleset.
	for _, id := range []string{"pass-number-range", "seventh-infantry", "example-1-leader", "example-2-pass",
		"additional-hit-modifier", "leader-replacement", "squared-modifier-side", "russian-steadiness",
		"variable-quality-rows", "hits-per-failed-test", "bold-level"} {
		found := false
		for _, n := range rs.Notes {
			found = found || n.ID == id
		}
		if !found {
			t.Errorf("note %q missing", id)
		}
	}
}

func TestRulesetRejectsBrokenHouseRules(t *testing.T) {
	base, err := readDefault()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, from, to, want string
	}{
		{"unknown key with hint", "hidden_marker_move: 12", "hiden_marker_move: 12", `did you mean "hidden_marker_move"`},
		{"drops to unknown quality", "drops_to: CN, rule", "drops_to: XX, rule", `unknown quality "XX"`},
		{"pass out of range", "pass: 5, melee: 2", "pass: 0, melee: 2", "pass"},
		{"melee table gap", "{from: 9, to: -1", "{from: 10, to: -1", "no melee result for a spread of 9"},
		{"wrong format", "format: adc-odn-ruleset/1", "format: something-else", "format"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			data := strings.Replace(string(base), c.from, c.to, 1)
			if data == string(base) {
				t.Fatalf("test edit %q not found", c.from)
			}
			_, fs, err := loadRulesetBytes([]byte(data))
			if err != nil {
				t.Fatal(err)
			}
			if !fs.HasErrors() || !strings.Contains(fs.Error(), c.want) {
				t.Errorf("findings %q, want one containing %q", fs.Error(), c.want)
			}
			for _, f := range fs {
				if f.Line == 0 && !strings.Contains(f.Message, "melee result") {
					t.Errorf("finding without a line: %s", f)
				}
			}
		})
	}
}

func TestHouseRuleChangesResults(t *testing.T) {
	base, _ := readDefault()
	data := strings.Replace(string(base), `revision: "2004.09-1"`, `revision: "club-2"`, 1)
	data = strings.Replace(data, "hits_per_failed_test: 1", "hits_per_failed_test: 2", 1)
	rs, fs, err := loadRulesetBytes([]byte(data))
	if err != nil || fs.HasErrors() {
		t.Fatalf("%v %v", err, fs)
	}
	if !strings.Contains(rs.Stamp(), "club-2") {
		t.Errorf("stamp %q does not carry the house revision", rs.Stamp())
	}
	l, _ := rs.LadderFor("VT", 0, nil)
	rep, err := rs.ResolveMorale(MoraleRequest{Ladder: l, Level: "firm"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Result.Outcomes[1].Hits != 2 {
		t.Errorf("after one failed test with 2 hits per fail, hits = %d", rep.Result.Outcomes[1].Hits)
	}
}
