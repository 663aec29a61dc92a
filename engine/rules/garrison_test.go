package rules

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func garrisonFixture(t *testing.T) *fixture {
	f := newFixture(t, scenario.EditionWallachia)
	f.terrain("0606", "town")
	f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0606", Side: af, Strength: 0}}
	return f
}

func TestRule9_4_4_GarrisonForces(t *testing.T) {
	f := garrisonFixture(t)
	f.unit("a", fr, in, 3, 3, "0406")
	s := f.state(PhaseMovement)
	got := reachCodes(s.Reachable(s.mustUnit(t, "a")))
	if _, ok := got["0606"]; ok {
		t.Error("enemy units cannot enter a garrisoned hex by movement (9.4.4.1)")
	}
	h := s.mustHex(t, "0506")
	if !s.HexInZOCOf(h, AntiFrench) {
		t.Error("a garrison alone exerts a normal ZOC (9.4.4.1)")
	}
	o, err := s.Odds([]string{"a"}, []string{"garrison-0606"}, false, false, 0)
	if err == nil {
		t.Errorf("not adjacent yet, got %+v", o)
	}
	s2, err := s.WithUnitAt("a", "0506")
	if err != nil {
		t.Fatal(err)
	}
	o, err = s2.Odds([]string{"a"}, []string{"garrison-0606"}, false, false, 0)
	if err != nil {
		t.Fatal(err)
	}
	if o.Defense != 1 {
		t.Errorf("a 0-strength garrison in a town defends at %d, want 1 (9.4.4)", o.Defense)
	}
	if err := s2.Legal(Resolve{}); err == nil {
		t.Error("resolve before declaring")
	}
	s2.Phase = PhaseCombat
	s3, _ := apply(t, s2, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"garrison-0606"}}}})
	if err := s3.Legal(Resolve{Battle: 0, DefenderReserve: true}); err == nil {
		t.Error("no reserves for garrisons alone (9.4.4.1)")
	}
	// 3 vs 1 = +2, die 5: DR: the garrison is overrun, the attacker advances.
	s4, _ := apply(t, s3, Resolve{Battle: 0, Advance: []string{"a"}}, 5)
	if s4.hexOf(t, "a") != "0606" {
		t.Errorf("attacker at %s, want advanced into the garrison hex", s4.hexOf(t, "a"))
	}
	if s4.Morale != [2]int{6, 6} {
		t.Errorf("garrisons cause no morale change (9.4.4.5): %v", s4.Morale)
	}
}

func TestRule9_4_4_2_Rearguards(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.terrain("0506", "town")
	f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0506", Side: fr, Strength: 0}}
	f.unit("a", fr, in, 1, 2, "0506")
	f.unit("d", af, in, 4, 2, "0606")
	f.loc("0106", fr)
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}}})
	// 1 vs 4 = -3 -> -2 column, die 5: AW.
	s, _ = apply(t, s, Resolve{Battle: 0, Advance: []string{"d"}}, 5)
	if s.hexOf(t, "d") != "0606" {
		t.Errorf("the defender advanced to %s past a rearguard garrison (9.4.4.2)", s.hexOf(t, "d"))
	}
	if s.hexOf(t, "a") == "0506" {
		t.Error("the attacker should have withdrawn")
	}
}

func TestRule9_4_SlopeBenefitOnlyUphill(t *testing.T) {
	f := newFixture(t, scenario.EditionEarly)
	f.unit("a", fr, in, 3, 2, "0506")
	f.unit("b", fr, in, 3, 2, "0507")
	f.unit("d", af, in, 2, 2, "0606")
	f.s.Map.Hexsides = append(f.s.Map.Hexsides,
		scenario.Hexside{Between: [2]string{"0506", "0606"}, Features: []string{"steep_slope"}, Uphill: "0606"},
		scenario.Hexside{Between: [2]string{"0507", "0606"}, Features: []string{"steep_slope"}, Uphill: "0607"})
	s := f.state(PhaseCombat)
	o, _ := s.Odds([]string{"a"}, []string{"d"}, false, false, 0)
	if o.Terrain != 2 {
		t.Errorf("attacked only from downslope: terrain %+d, want +2", o.Terrain)
	}
	o, _ = s.Odds([]string{"a", "b"}, []string{"d"}, false, false, 0)
	if o.Terrain != 0 {
		t.Errorf("not all attackers downslope: terrain %+d, want 0", o.Terrain)
	}
}

func TestRule13_0_EarlyLullNeedsBothSidesOnMap(t *testing.T) {
	for _, tc := range []struct {
		edition string
		want    int
	}{{scenario.EditionWallachia, 6}, {scenario.EditionEarly, 5}} {
		t.Run(tc.edition, func(t *testing.T) {
			f := newFixture(t, tc.edition)
			f.unit("a", fr, in, 2, 2, "0206")
			s := f.state(PhaseCombat)
			s.nightSeen = true
			s.Morale = [2]int{5, 7}
			s2, _ := apply(t, s, EndPhase{})
			if s2.Morale[French] != tc.want {
				t.Errorf("morale %d, want %d", s2.Morale[French], tc.want)
			}
		})
	}
}

func TestNotesNameEveryAssumption(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.s.Map.DefaultTerrain = ""
	f.terrain("0101", "clear")
	f.s.Turns.End = 0
	f.s.Special = []scenario.Rule{{ID: "odd", Title: "Odd Rule", Kind: "odd_kind"}}
	f.unit("a", fr, in, 2, 2, "0206")
	b := f.board()
	want := []string{"have no terrain in the scenario", "game length not given", `special rule "odd"`, "Rally Table rows are not stated in a rulebook"}
	notes := b.Notes()
	for _, w := range want {
		found := false
		for _, n := range notes {
			if contains(n, w) {
				found = true
			}
		}
		if !found {
			t.Errorf("no note about %q in %v", w, notes)
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func TestMissingStrengthsAreAnError(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.s.Units = append(f.s.Units, scenario.Unit{ID: "x", Name: "x", Side: fr, Type: in, Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: "0101"}})
	_, err := NewBoard(f.s, f.boardCharts(), Options{})
	if _, ok := err.(*MissingDataError); !ok {
		t.Errorf("a unit without strength must be refused, got %v", err)
	}
}

func TestRule11_0_VariableReinforcementTables(t *testing.T) {
	tab := &scenario.Table{ID: "t", Columns: []string{"Second day (Turns 7-12)", "Third day (Turns 13-17)"}, Rows: []scenario.TableRow{
		{Roll: "1", Results: []string{"Nord eliminated (no Morale change)", "Nord eliminated"}},
		{Roll: "2-4", Results: []string{"delayed to the next turn", "arrives via Entry Area Z"}},
		{Roll: "5-6", Results: []string{"arrives via Entry Area Z", "arrives via Entry Area Z"}}}}
	tests := []struct {
		turn, roll int
		out, area  string
	}{
		{7, 1, "eliminated", ""}, {8, 3, "delayed", ""}, {9, 5, "arrive", "Z"}, {14, 2, "arrive", "Z"},
	}
	for _, tc := range tests {
		out, area, ok := VariableOutcome(tab, tc.turn, tc.roll)
		if !ok || out != tc.out || area != tc.area {
			t.Errorf("turn %d roll %d: %q %q %v, want %q %q", tc.turn, tc.roll, out, area, ok, tc.out, tc.area)
		}
	}
	j := &scenario.Table{ID: "j", Columns: []string{"Turns 6 and 7", "Turn 8 and later"}, Rows: []scenario.TableRow{
		{Roll: "1-4", Results: []string{"does not arrive", "does not arrive"}},
		{Roll: "5", Results: []string{"does not arrive", "arrives via Entry Area B"}}}}
	if out, _, _ := VariableOutcome(j, 6, 5); out != "delayed" {
		t.Errorf("turn 6 roll 5: %s", out)
	}
	if out, area, _ := VariableOutcome(j, 11, 5); out != "arrive" || area != "B" {
		t.Errorf("turn 11 roll 5: %s %s", out, area)
	}
}

func TestRule16_8_2_SpentUnitsAvoidEZOC(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0406")
	f.unit("e", af, in, 2, 2, "0706")
	f.opt.Optional = []string{"16.8"}
	s := f.state(PhaseMovement)
	u := s.mustUnit(t, "a")
	s.Units[u].Fatigue = Spent
	for code := range reachCodes(s.Reachable(u)) {
		if s.HexInZOCOf(s.mustHex(t, code), AntiFrench) {
			t.Errorf("a Spent unit may not enter the EZOC hex %s (16.8.2)", code)
		}
	}
}

func TestRule8_2_3_DisengageThroughFriends(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("cav", af, cv, 2, 3, "0606")
	f.unit("inf", fr, in, 3, 2, "0506")
	f.unit("friend", af, in, 1, 2, "0707")
	for _, c := range []string{"0605", "0607", "0507", "0706"} {
		f.terrain(c, "wide_major_river")
	}
	s := f.state(PhaseReaction)
	beyond := ""
	for _, n := range f.at("0707").Neighbours() {
		c := f.code(n)
		if f.at("0606").Distance(n) == 2 {
			h := s.mustHex(t, c)
			if s.UnitAt(h) < 0 && !s.HexInZOCOf(h, French) && !s.B.prohibited[h] {
				beyond = c
				break
			}
		}
	}
	if beyond == "" {
		t.Fatal("geometry gives no free hex beyond the friend")
	}
	if err := s.Legal(Disengage{Unit: "cav", To: beyond}); err != nil {
		t.Errorf("disengage through the friendly unit to %s: %v", beyond, err)
	}
}
