package rules

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

func TestRule6_2_SpeedLimitAndOneHexMinimum(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0706")
	f.unit("slow", fr, in, 1, 0, "0303")
	s := f.state(PhaseMovement)
	got := reachCodes(s.Reachable(s.mustUnit(t, "a")))
	if len(got) != 18 {
		t.Errorf("MA 2 on open ground reaches %d hexes, want 18 (rings 1 and 2)", len(got))
	}
	for code, c := range got {
		want := f.at("0706").Distance(f.at(code))
		if c != want {
			t.Errorf("%s costs %d, want %d", code, c, want)
		}
	}
	// 6.2: a unit can always move one hex.
	if n := len(s.Reachable(s.mustUnit(t, "slow"))); n != 6 {
		t.Errorf("MA 0 unit reaches %d hexes, want the 6 neighbours (6.2)", n)
	}
}

func TestRule6_5_RuggedTerrainStops(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 3, "0706")
	f.unit("lt", fr, in, 2, 3, "0306", scenario.TraitLight)
	f.unit("cos", fr, cv, 1, 3, "1106", scenario.TraitCossack)
	for _, c := range []string{"0705", "0305", "1105"} {
		f.terrain(c, "forest")
	}
	f.opt.Optional = []string{"16.7"}
	s := f.state(PhaseMovement)
	got := reachCodes(s.Reachable(s.mustUnit(t, "a")))
	if _, ok := got["0705"]; !ok {
		t.Fatal("forest hex 0705 not reachable")
	}
	if _, ok := got["0704"]; ok && got["0704"] == 2 {
		t.Error("0704 reached through the forest: rugged terrain must stop the unit (6.5)")
	}
	lt := reachCodes(s.Reachable(s.mustUnit(t, "lt")))
	if c, ok := lt["0304"]; !ok || c != 2 {
		t.Errorf("light infantry through forest 0305 to 0304: cost %d ok %v, want 2 (16.7.2)", c, ok)
	}
	cos := reachCodes(s.Reachable(s.mustUnit(t, "cos")))
	if c, ok := cos["1104"]; !ok || c != 3 {
		t.Errorf("cossack through forest 1105 to 1104: cost %d ok %v, want 3 (16.7.3: 2 MP for rugged)", c, ok)
	}
}

func TestRule6_6_RoadBonusAndRoadThroughRugged(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.road("0206", "0306", "0406", "0506", "0606")
	f.terrain("0306", "forest")
	s := f.state(PhaseMovement)
	got := reachCodes(s.Reachable(s.mustUnit(t, "a")))
	if c, ok := got["0506"]; !ok || c != 3 {
		t.Errorf("road move to 0506: cost %d ok %v, want 3 with the +1 road bonus (6.6)", c, ok)
	}
	if _, ok := got["0606"]; ok {
		t.Error("0606 is 4 road hexes away: beyond MA 2 + 1")
	}
}

func TestRule6_7_ZOCStopAnd6_8_Stuck(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 3, "0406")
	f.unit("e", af, in, 2, 2, "0706")
	f.unit("stuck", fr, in, 2, 2, "0806")
	s := f.state(PhaseMovement)
	got := reachCodes(s.Reachable(s.mustUnit(t, "a")))
	ezoc := map[string]bool{}
	for _, c := range s.ZOCHexes(AntiFrench) {
		ezoc[c] = true
	}
	for code := range got {
		h := f.at(code)
		if ezoc[code] {
			continue
		}
		for _, n := range h.Neighbours() {
			_ = n
		}
	}
	if _, ok := got["0706"]; ok {
		t.Error("entered the enemy's hex (6.3)")
	}
	// 0606 is in the EZOC: entering it stops, so 0506->0606->... beyond is not reachable through it.
	if _, ok := got["0606"]; !ok {
		t.Error("0606 (EZOC) should be reachable")
	}
	if n := len(s.Reachable(s.mustUnit(t, "stuck"))); n != 0 {
		t.Errorf("a unit starting in an EZOC reaches %d hexes, want 0 (6.8)", n)
	}
}

func TestRule6_9_NoStackingAtEnd(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0406")
	f.unit("b", fr, in, 2, 2, "0506")
	s := f.state(PhaseMovement)
	got := reachCodes(s.Reachable(s.mustUnit(t, "a")))
	if _, ok := got["0506"]; ok {
		t.Error("may not end in a friendly-occupied hex (6.9)")
	}
	if _, ok := got["0606"]; !ok {
		t.Error("may move through a friendly unit at no cost (6.9)")
	}
}

func TestRule7_0_ZOCExtent(t *testing.T) {
	tests := []struct {
		name  string
		setup func(f *fixture)
		hex   string
		want  bool
	}{
		{"open ground", func(f *fixture) {}, "0605", true},
		{"not into fortified", func(f *fixture) { f.terrain("0605", "fortified") }, "0605", false},
		{"not between built-up hexes", func(f *fixture) { f.terrain("0606", "town"); f.terrain("0605", "town") }, "0605", false},
		{"out of a town into open", func(f *fixture) { f.terrain("0606", "town") }, "0605", true},
		{"not across a major river (7.1)", func(f *fixture) { f.side("0605", "0606", "major_river") }, "0605", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("e", af, in, 2, 2, "0606")
			tc.setup(f)
			s := f.state(PhaseMovement)
			h, _ := s.B.Index(tc.hex)
			if got := s.HexInZOCOf(h, AntiFrench); got != tc.want {
				t.Errorf("ZOC in %s = %v, want %v", tc.hex, got, tc.want)
			}
		})
	}
}

func TestRule7_0_NoZOCFromRoutedContactOrLeaders(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("r", af, in, 2, 2, "0306")
	f.unit("c", af, in, 2, 2, "0706")
	f.leader("l", af, 2, 5, "1106")
	f.opt.Optional = []string{"16.9"}
	s := f.state(PhaseMovement)
	s.Units[s.mustUnit(t, "r")].Status |= stRouted
	s.Units[s.mustUnit(t, "c")].Status |= stInContact
	if n := len(s.ZOCHexes(AntiFrench)); n != 0 {
		t.Errorf("routed, in-contact and leader units exert %d ZOC hexes, want 0 (9.6.2, 8.2.4, 16.9.3)", n)
	}
}

func TestRule7_7_NightZOC(t *testing.T) {
	for _, ed := range []string{scenario.EditionWallachia, scenario.EditionEarly} {
		t.Run(ed, func(t *testing.T) {
			f := newFixture(t, ed)
			f.s.Turns.Turns = []scenario.Turn{{Number: 1, Night: true}}
			f.unit("a", fr, in, 2, 2, "0606")
			f.unit("e", af, in, 2, 2, "0706")
			s := f.state(PhaseMovement)
			got := reachCodes(s.Reachable(s.mustUnit(t, "a")))
			if len(got) == 0 {
				t.Fatal("at night a unit in an EZOC may leave it (7.7)")
			}
			_, intoEZOC := got["0605"] // adjacent to the enemy
			if ed == scenario.EditionWallachia && intoEZOC {
				t.Error("at night EZOC hexes are prohibited (7.7)")
			}
			if ed == scenario.EditionEarly && !intoEZOC {
				t.Error("early edition: no ZOCs at night (7.6)")
			}
			for _, c := range got {
				if c > 1 {
					t.Errorf("night movement allowance is 1 (14.0), got cost %d", c)
				}
			}
		})
	}
}

func TestRule11_2_MarchOrder(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: fr, Hexes: []string{"1406"}}}
	for _, id := range []string{"r1", "r2"} {
		st, ma := 2, 2
		f.s.Units = append(f.s.Units, scenario.Unit{ID: id, Name: id, Side: fr, Type: in, Strength: &st, Movement: &ma,
			Placement: scenario.Placement{Kind: scenario.PlaceArrive, Turn: 1, EntryArea: "A"}})
	}
	s := f.state(PhaseMovement)
	first := reachCodes(s.Reachable(s.mustUnit(t, "r1")))
	if c := first["1306"]; c != 2 {
		t.Errorf("first unit: 1306 costs %d, want 2 (entry hex 1 + 1)", c)
	}
	s2, _ := apply(t, s, Move{Unit: "r1", To: "1306"})
	second := reachCodes(s2.Reachable(s2.mustUnit(t, "r2")))
	if c, ok := second["1406"]; !ok || c != 2 {
		t.Errorf("second unit enters 1406 for %d (ok %v), want 2: one more than its predecessor (11.2)", c, ok)
	}
	if _, ok := second["1205"]; ok {
		t.Error("second unit should not get as far as the first")
	}
	if err := s.Legal(Move{Unit: "r1", To: "0101"}); err == nil {
		t.Error("an unreachable hex was accepted")
	}
}

func TestRule12_2_1_ForcedMarch(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0706")
	s := f.state(PhaseMovement)
	s2, _ := apply(t, s, ForceMarch{})
	if s2.Morale[French] != 5 {
		t.Errorf("morale %d after a Forced March, want 5", s2.Morale[French])
	}
	if n := len(s2.Reachable(s2.mustUnit(t, "a"))); n != 36 {
		t.Errorf("force-marched MA 3 reaches %d hexes, want 36", n)
	}
	s3, _ := apply(t, s2, Move{Unit: "a", To: f.code(f.at("0706").Add(hex.Hex{Q: 3, R: 0}))})
	if err := s3.Legal(ForceMarch{}); err == nil {
		t.Error("a second Forced March was accepted")
	}
}

func TestRule16_9_2_LeaderLeavesEZOC(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.leader("l", fr, 2, 3, "0606")
	f.unit("e", af, in, 2, 2, "0706")
	f.opt.Optional = []string{"16.9"}
	s := f.state(PhaseMovement)
	got := reachCodes(s.Reachable(s.mustUnit(t, "l")))
	if len(got) == 0 {
		t.Fatal("a leader may leave an EZOC (16.9.2)")
	}
	if c, ok := got["0605"]; ok && c < 2 {
		t.Error("a leader may not move from one EZOC hex directly into another (16.9.2)")
	}
}

func TestPerftReachableAtSetup(t *testing.T) {
	// Pinned counts on a fixture map with mixed terrain; bundled scenario
	// counts are pinned in the bundle package.
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("cav", fr, cv, 2, 3, "0505")
	f.unit("inf", fr, in, 3, 2, "0707")
	f.unit("e1", af, in, 3, 2, "0903")
	f.terrain("0604", "forest")
	f.terrain("0506", "marsh")
	f.side("0505", "0405", "minor_river")
	f.road("0505", "0605", "0705", "0805", "0905")
	s := f.state(PhaseMovement)
	for id, want := range map[string]int{"cav": 34, "inf": 18} {
		if got := len(s.Reachable(s.mustUnit(t, id))); got != want {
			t.Errorf("%s reaches %d hexes, pinned %d", id, got, want)
		}
	}
}

func TestReachWithinTurns(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	s := f.state(PhaseMovement)
	got := s.ReachWithin(s.mustUnit(t, "a"), 3)
	byCode := map[string]int{}
	for _, r := range got {
		byCode[r.Code] = r.Turn
	}
	for code, turn := range map[string]int{"0306": 1, "0406": 1, "0606": 2, "0806": 3} {
		if byCode[code] != turn {
			t.Errorf("%s first reached on turn %d, want %d", code, byCode[code], turn)
		}
	}
	if _, ok := byCode["1006"]; ok {
		t.Error("1006 is 8 hexes away: beyond three turns of MA 2")
	}
}

// TestRule6_2_MinimumMoveShowsItsTrueCost: a hex that costs more than
// the unit's allowance is entered by the one-hex minimum move (6.2); the
// reach marks it and gives what the terrain asks (a Streambed hexside,
// +1), not the allowance it spends.
func TestRule6_2_MinimumMoveShowsItsTrueCost(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 1, "0706")
	f.side("0706", "0707", scenario.FeatureStreambed)
	s := f.state(PhaseMovement)
	cases := []struct {
		hex        string
		cost, full int
		minimum    bool
	}{
		{"0707", 1, 2, true},  // 1 MP clear + 1 MP streambed > MA 1
		{"0705", 1, 0, false}, // an ordinary one-hex move
	}
	got := map[string]Reach{}
	for _, r := range s.Reachable(s.mustUnit(t, "a")) {
		got[r.Code] = r
	}
	for _, c := range cases {
		t.Run(c.hex, func(t *testing.T) {
			r, ok := got[c.hex]
			if !ok {
				t.Fatalf("%s not reachable", c.hex)
			}
			if r.Cost != c.cost || r.Minimum != c.minimum || r.Full != c.full {
				t.Errorf("%s: cost %d minimum %v full %d, want %d %v %d", c.hex, r.Cost, r.Minimum, r.Full, c.cost, c.minimum, c.full)
			}
		})
	}
}
