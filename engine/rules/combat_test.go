package rules

import (
	"math"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule9_4_2_JenaBridgeExample is the 9.4.2 worked example: a lone
// French infantry unit must attack the Prussian cavalry and may attack the
// Prussian infantry across the bridged Saale; the battle is 4 vs 4 on the 0
// column.
func TestRule9_4_2_JenaBridgeExample(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("fr", fr, in, 2, 2, "0506")
	f.unit("cav", af, cv, 1, 3, "0507")
	f.unit("inf", af, in, 2, 2, "0606")
	f.terrain("0606", "town")
	f.side("0506", "0606", "major_river", "bridge")
	s := f.state(PhaseCombat)
	if err := s.Legal(Declare{Battles: []BattleDecl{{Attackers: []string{"fr"}, Defenders: []string{"inf"}}}}); err == nil {
		t.Error("the French unit must attack the cavalry in whose ZOC it is (9.1)")
	}
	if err := s.Legal(Declare{Battles: []BattleDecl{{Attackers: []string{"fr"}, Defenders: []string{"cav"}}}}); err != nil {
		t.Errorf("attacking the cavalry alone is legal (no ZOC across the bridged Major River, 7.1): %v", err)
	}
	o, err := s.Odds([]string{"fr"}, []string{"cav", "inf"}, false, false, 0)
	if err != nil {
		t.Fatal(err)
	}
	if o.Attack != 2 || o.Defense != 4 || o.Terrain != 1 {
		t.Errorf("got %d vs %d (terrain %+d), want 2 vs 4 (2 + 1 + the single best benefit 1)", o.Attack, o.Defense, o.Terrain)
	}
	// With a 2-strength attacker the differential is -2 (see the next test
	// for the example's 4 vs 4).
	if o.Differential != -2 || o.Column != -2 {
		t.Errorf("differential %d column %d", o.Differential, o.Column)
	}
}

// TestRule9_4_2_JenaBridgeExampleFourVsFour uses the example's stated
// totals: 4 attacking strength against 2 + 1 + 1, resolved on the 0 column.
func TestRule9_4_2_JenaBridgeExampleFourVsFour(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("fr", fr, in, 4, 2, "0506")
	f.unit("cav", af, cv, 1, 3, "0507")
	f.unit("inf", af, in, 2, 2, "0606")
	f.terrain("0606", "town")
	f.side("0506", "0606", "major_river", "bridge")
	s := f.state(PhaseCombat)
	o, err := s.Odds([]string{"fr"}, []string{"cav", "inf"}, false, false, 0)
	if err != nil {
		t.Fatal(err)
	}
	if o.Attack != 4 || o.Defense != 4 || o.Column != 0 {
		t.Errorf("got %d vs %d column %d, want 4 vs 4 on the 0 column", o.Attack, o.Defense, o.Column)
	}
	sum := 0.0
	for _, p := range o.Results {
		sum += p
	}
	if math.Abs(sum-1) > 1e-9 {
		t.Errorf("probabilities sum to %v", sum)
	}
	// Column 0 of the mapped CRT: AR, AW, N, DW, DW, DR.
	if math.Abs(o.Results["DW"]-2.0/6) > 1e-9 || math.Abs(o.Results["AR"]-1.0/6) > 1e-9 {
		t.Errorf("column 0 probabilities %v", o.Results)
	}
}

// extendedExample sets up the extended combat example (9.9.8 in the early
// edition): Guard 4, III Corps 2 and IV Cavalry 1 attack the Prussian I
// Corps 3 in a Forest hex with a Minor River at its back.
func extendedExample(t *testing.T, edition string) (*fixture, *State, map[string]string) {
	return extendedExampleRiver(t, edition, true)
}

// extendedExampleRiver sets the example up with or without the Minor River
// (the early edition's version of the example has none).
func extendedExampleRiver(t *testing.T, edition string, river bool) (*fixture, *State, map[string]string) {
	f := newFixture(t, edition)
	x := f.at("0606")
	c := map[string]string{
		"x": f.code(x), "ne": f.code(x.Neighbour(hex.NE)), "nw": f.code(x.Neighbour(hex.NW)),
		"sw": f.code(x.Neighbour(hex.SW)), "se": f.code(x.Neighbour(hex.SE)),
		"se2": f.code(x.Neighbour(hex.SE).Neighbour(hex.SE)), "loc": f.code(x.Add(hex.Hex{Q: 6, R: 0})),
	}
	f.unit("guard", fr, in, 4, 2, c["nw"], scenario.TraitGuard)
	f.unit("iii", fr, in, 2, 2, c["sw"])
	f.unit("iv-cav", fr, cv, 1, 3, c["ne"])
	f.unit("prussian", af, in, 3, 2, c["x"])
	f.terrain(c["x"], "forest")
	if river {
		f.side(c["x"], c["se"], "minor_river")
	}
	f.loc(c["loc"], af)
	return f, f.state(PhaseCombat), c
}

func TestRule9_9_8_ExtendedCombatExample(t *testing.T) {
	for _, tc := range []struct {
		edition string
		river   bool
		rolls   []int
	}{
		// combat 6, rout 2, river hazard 4, EZOC hazard 5, Controlled Advance 3 (Lost)
		{scenario.EditionWallachia, true, []int{6, 2, 4, 5, 3}},
		// early edition 9.9.8: no river; combat 6, rout 2, EZOC hazard 5; the
		// cavalry must advance without a table (early 9.9.3)
		{scenario.EditionEarly, false, []int{6, 2, 5}},
	} {
		t.Run(tc.edition, func(t *testing.T) {
			_, s, c := extendedExampleRiver(t, tc.edition, tc.river)
			decl := Declare{Battles: []BattleDecl{{Attackers: []string{"guard", "iii", "iv-cav"}, Defenders: []string{"prussian"}}}}
			if err := s.Legal(Declare{}); err == nil {
				t.Error("an empty declaration left mandatory attacks out (9.1)")
			}
			s, _ = apply(t, s, decl)
			o, _ := s.Odds([]string{"guard", "iii", "iv-cav"}, []string{"prussian"}, false, true, 0)
			if o.Attack != 7 || o.Defense != 5 || o.Differential != 2 {
				t.Fatalf("odds %d vs %d diff %d, want 7 vs 5 = +2", o.Attack, o.Defense, o.Differential)
			}
			s, ev := apply(t, s, Resolve{Battle: 0, DefenderReserve: true, Advance: []string{"iv-cav", "iii"}, Pursue: 1}, tc.rolls...)
			log := ""
			for _, e := range ev {
				log += e.String() + "\n"
			}
			if !strings.Contains(log, "column +2: DR") {
				t.Errorf("want DR on the +2 column:\n%s", log)
			}
			if got := s.hexOf(t, "prussian"); got != c["se2"] {
				t.Errorf("Prussian retreated to %s, want %s (two hexes toward its LOC)\n%s", got, c["se2"], log)
			}
			if !s.Routed(s.mustUnit(t, "prussian")) {
				t.Error("the Prussian unit should carry a Routed! marker")
			}
			if got := s.hexOf(t, "iv-cav"); got != c["se"] {
				t.Errorf("cavalry pursued to %s, want %s (second hex, end of the retreat path)", got, c["se"])
			}
			if got := s.hexOf(t, "iii"); got != c["x"] {
				t.Errorf("III Corps advanced to %s, want the Forest hex %s", got, c["x"])
			}
			if s.Morale[AntiFrench] != 5 || s.Morale[French] != 6 {
				t.Errorf("morale French %d Anti-French %d, want 6 and 5 (reserves only; no loss for a 2-hex rout, MA 2)", s.Morale[French], s.Morale[AntiFrench])
			}
		})
	}
}

func TestRule9_7_4_HazardousRetreatBreaks(t *testing.T) {
	_, s, _ := extendedExample(t, scenario.EditionWallachia)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"guard", "iii", "iv-cav"}, Defenders: []string{"prussian"}}}})
	// combat 6 (+2: DR), rout 2, river 4, EZOC 3: Broken in the EZOC hex.
	s, _ = apply(t, s, Resolve{Battle: 0, DefenderReserve: true}, 6, 2, 4, 3, 3)
	if s.OnMap(s.mustUnit(t, "prussian")) {
		t.Fatal("the Prussian should break entering the EZOC on a 3 (9.7.4)")
	}
	// -1 reserves, -1 broken; French +1 for the enemy broken.
	if s.Morale[AntiFrench] != 4 || s.Morale[French] != 7 {
		t.Errorf("morale French %d Anti-French %d, want 7 and 4", s.Morale[French], s.Morale[AntiFrench])
	}
}

// TestRule12_2_GuardExample: the Guard pays a Morale Point to move next to
// an enemy across a bridge, Routs it 6 hexes; it Breaks at its LOC; the
// enemy loses 1 in total and the French gain 1; no Le Garde Recule.
func TestRule12_2_GuardExample(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("guard", fr, in, 4, 2, "0306", scenario.TraitGuard)
	f.unit("enemy", af, in, 2, 2, "0606")
	f.side("0506", "0606", "major_river", "bridge")
	f.loc("0906", af)
	s := f.state(PhaseMovement)
	s, ev := apply(t, s, Move{Unit: "guard", To: "0506"})
	if s.Morale[French] != 5 {
		t.Fatalf("committing the Guard costs 1 Morale Point (12.3.1): morale %d, events %v", s.Morale[French], ev)
	}
	s.Phase = PhaseCombat
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"guard"}, Defenders: []string{"enemy"}}}})
	s, ev = apply(t, s, Resolve{Battle: 0, Advance: []string{"guard"}}, 5, 6)
	if s.OnMap(s.mustUnit(t, "enemy")) {
		t.Fatal("the routing unit should break at its LOC (9.7.8)")
	}
	if s.Morale[AntiFrench] != 5 {
		t.Errorf("Anti-French morale %d, want 5: a Routed unit that Breaks costs 1 in total (12.1)", s.Morale[AntiFrench])
	}
	if s.Morale[French] != 6 {
		t.Errorf("French morale %d, want 6 (5 after committing, +1 for breaking the enemy, no Le Garde Recule)\n%v", s.Morale[French], ev)
	}
	if got := s.hexOf(t, "guard"); got != "0606" {
		t.Errorf("guard at %s, want it advanced across the bridge to 0606", got)
	}
}

func TestRule12_3_2_LeGardeRecule(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("guard", fr, in, 4, 2, "0506", scenario.TraitGuard)
	f.unit("enemy", af, in, 2, 2, "0606")
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"guard"}, Defenders: []string{"enemy"}}}})
	// 4 vs 2 = +2; die 1 on +2 is N (engaged).
	s, _ = apply(t, s, Resolve{Battle: 0}, 1)
	if s.Morale[French] != 5 {
		t.Errorf("French morale %d, want 5 after Le Garde Recule", s.Morale[French])
	}
}

func TestRule9_7_3_RetreatHexPriority(t *testing.T) {
	// The defender at 0606 withdraws; 0706 (toward the LOC) is in an enemy
	// ZOC, 0607 is not: the vacant hex without EZOC wins (9.7.3 before 9.7.7).
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 3, 2, "0506")
	f.unit("z", fr, in, 1, 2, "0805")
	f.unit("d", af, in, 1, 2, "0606")
	f.loc("1206", af)
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}}})
	// +2: die 3 = DW.
	s, _ = apply(t, s, Resolve{Battle: 0}, 3)
	got := s.hexOf(t, "d")
	h, _ := s.B.Index(got)
	if s.HexInZOCOf(h, French) {
		t.Errorf("retreated into an EZOC hex %s although a free hex existed (9.7.3)", got)
	}
	if s.B.locDist[AntiFrench][h] >= s.B.locDist[AntiFrench][s.mustHex(t, "0606")] {
		t.Errorf("retreat to %s does not move closer to the LOC (9.7.7)", got)
	}
}

func TestRule9_7_2_UnableToRetreat(t *testing.T) {
	for _, tc := range []struct {
		edition string
		code    string // the combat result that makes it retreat
		die     int
		onMap   bool
	}{
		{scenario.EditionWallachia, "DW", 3, false}, // Broken (9.7.2)
		{scenario.EditionEspana, "DR", 3, true},     // Routs instead (España 9.7.2)
	} {
		t.Run(tc.edition, func(t *testing.T) {
			f := newFixture(t, tc.edition)
			f.unit("d", af, in, 1, 2, "0606")
			x := f.at("0606")
			for i, n := range x.Neighbours() {
				if i == 0 {
					f.unit("a", fr, in, 3, 2, f.code(n))
					continue
				}
				f.terrain(f.code(n), "wide_major_river")
			}
			s := f.state(PhaseCombat)
			s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}}})
			s, ev := apply(t, s, Resolve{Battle: 0}, tc.die)
			if got := s.OnMap(s.mustUnit(t, "d")); got != tc.onMap {
				t.Errorf("on map %v, want %v: %v", got, tc.onMap, ev)
			}
		})
	}
}

func TestRule9_7_6_RetreatThroughFriendlyUnits(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("d", af, in, 1, 2, "0606")
	x := f.at("0606")
	se := f.code(x.Neighbour(hex.SE))
	f.unit("friend", af, in, 1, 2, se)
	f.unit("a", fr, in, 3, 2, f.code(x.Neighbour(hex.NW)))
	for _, dd := range []hex.Dir{hex.N, hex.S, hex.SW, hex.NE} {
		f.terrain(f.code(x.Neighbour(dd)), "wide_major_river")
	}
	f.loc("1206", af)
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}}})
	s, _ = apply(t, s, Resolve{Battle: 0}, 3) // +2, die 3: DW
	got := s.hexOf(t, "d")
	if got == "0606" || got == se || !s.OnMap(s.mustUnit(t, "d")) {
		t.Errorf("retreated to %s: want through the friendly unit at %s to a vacant hex beyond (9.7.6)", got, se)
	}
	if d := f.at("0606").Distance(f.at(got)); d != 2 {
		t.Errorf("retreat ended %d hexes away, want 2", d)
	}
}

func TestRule9_6_2_1_EliteAndFortifiedRout(t *testing.T) {
	tests := []struct {
		name     string
		edition  string
		terrain  string
		traits   []string
		rout     int
		wantDist int
		routed   bool
	}{
		{"elite -2", scenario.EditionWallachia, "clear", []string{scenario.TraitElite}, 4, 2, true},
		{"elite rout below 1 withdraws", scenario.EditionWallachia, "clear", []string{scenario.TraitElite}, 2, 1, false},
		{"fortified -1, withdraw held", scenario.EditionWallachia, "fortified", nil, 1, 0, false},
		{"fortified -1", scenario.EditionWallachia, "fortified", nil, 4, 3, true},
		// Bussaco 20 v1.1 9.6 and 9.8.1 (routDistance)
		{"early: elite in fortified -3 in all", scenario.EditionEarly, "fortified", []string{scenario.TraitElite}, 6, 3, true},
		{"early: elite rout below 1 withdraws one hex, no Routed! marker", scenario.EditionEarly, "clear", []string{scenario.TraitElite}, 2, 1, false},
		{"early: elite in fortified below 1 withdraws, and the Withdraw is ignored", scenario.EditionEarly, "fortified", []string{scenario.TraitElite}, 3, 0, false},
		{"early: fortified rout of 1 holds its ground, still Routed", scenario.EditionEarly, "fortified", nil, 1, 0, true},
		{"early: fortified one hex fewer", scenario.EditionEarly, "fortified", nil, 4, 3, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, tc.edition)
			f.unit("d", af, in, 1, 6, "0606", tc.traits...)
			f.terrain("0606", tc.terrain)
			f.unit("a", fr, in, 4, 2, "0506")
			f.loc("0613", af) // far south
			f.s.Map.Rows = 14
			s := f.state(PhaseCombat)
			s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}}})
			// 4 vs 1 (+0 terrain) = +3: die 4 = DR; fortified has no stated benefit.
			s, ev := apply(t, s, Resolve{Battle: 0}, 4, tc.rout)
			got := f.at("0606").Distance(f.at(s.hexOf(t, "d")))
			if got != tc.wantDist || s.Routed(s.mustUnit(t, "d")) != tc.routed {
				t.Errorf("retreated %d hexes routed %v, want %d routed %v\n%v", got, s.Routed(s.mustUnit(t, "d")), tc.wantDist, tc.routed, ev)
			}
		})
	}
}

func TestRule9_6_ExchangeBreaksLeastStrength(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("big", fr, in, 4, 2, "0506")
	f.unit("small", fr, in, 2, 2, "0507")
	f.unit("d", af, in, 1, 2, "0606")
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"big", "small"}, Defenders: []string{"d"}}}})
	// 6 vs 1 = +5 -> +4 column; die 1 = EX.
	s, _ = apply(t, s, Resolve{Battle: 0}, 1)
	if s.OnMap(s.mustUnit(t, "d")) || s.OnMap(s.mustUnit(t, "small")) || !s.OnMap(s.mustUnit(t, "big")) {
		t.Errorf("EX: want the defender and the 2-strength attacker broken, the 4 intact: %v", s.Summary())
	}
	// Both sides broke a unit: -1 and +1 each.
	if s.Morale[French] != 6 || s.Morale[AntiFrench] != 6 {
		t.Errorf("morale %v", s.Morale)
	}
}

func TestRule9_5_VoluntaryReduction(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 6, 2, "0506")
	f.unit("d", af, in, 1, 2, "0606")
	s := f.state(PhaseCombat)
	o, _ := s.Odds([]string{"a"}, []string{"d"}, false, false, 2)
	if o.Differential != 3 || o.Results["EX"] == 0 {
		t.Errorf("reduced differential %d: %v", o.Differential, o.Results)
	}
	o, _ = s.Odds([]string{"a"}, []string{"d"}, false, false, 3)
	if o.Results["EX"] != 0 {
		t.Errorf("+2 column has no EX: %v", o.Results)
	}
}

func TestRule9_3_ArtilleryAndHalving(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("art", fr, ar, 2, 1, "0506")
	f.unit("rt", fr, in, 3, 2, "0507")
	f.unit("d", af, in, 3, 2, "0606")
	s := f.state(PhaseCombat)
	s.Units[s.mustUnit(t, "rt")].Status |= stRouted
	s.Units[s.mustUnit(t, "d")].Status |= stInContact
	o, _ := s.Odds([]string{"art", "rt"}, []string{"d"}, false, false, 0)
	// artillery 2x2=4, routed 3 -> 2 (round up); in contact 3 -> 2.
	if o.Attack != 6 || o.Defense != 2 {
		t.Errorf("got %d vs %d, want 6 vs 2 (9.3, 9.6.2, 8.2.4)", o.Attack, o.Defense)
	}
}

func TestRule9_6_2_2_RecoveryFromRout(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("r", af, in, 2, 2, "0606")
	f.unit("e", fr, in, 2, 2, "0206")
	s := f.state(PhaseCombat)
	u := s.mustUnit(t, "r")
	s.BattlesDeclared = true
	// Placed during the French turn: gold (Anti-French) side up.
	s.Units[u].Status |= stRouted
	s2, _ := apply(t, s, EndPhase{})
	if !s2.Routed(u) {
		t.Fatal("a gold marker is not removed at the end of the French Combat Phase")
	}
	s2.Phase = PhaseCombat
	s2.BattlesDeclared = true
	s3, _ := apply(t, s2, EndPhase{})
	if s3.Routed(u) {
		t.Error("the gold marker should be removed at the end of the Anti-French Combat Phase (9.6.2.2)")
	}
}

func TestRule8_1_Countercharge(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("cav", af, cv, 2, 3, "0606")
	f.unit("inf", fr, in, 3, 2, "0506")
	f.unit("fcav", fr, cv, 1, 3, "0507")
	s := f.state(PhaseReaction)
	if s.Actor() != AntiFrench {
		t.Fatal("the non-phasing player reacts (8.0)")
	}
	o, _ := s.Odds([]string{"cav"}, []string{"inf"}, false, false, 0)
	_ = o
	bt := &Battle{Attackers: []int{s.mustUnit(t, "cav")}, Defenders: []int{s.mustUnit(t, "inf")}, Countercharge: true}
	if got := s.odds(bt, false, false, 0).Attack; got != 4 {
		t.Errorf("countercharge strength %d, want doubled 4 (8.1.4)", got)
	}
	bt.Defenders = []int{s.mustUnit(t, "fcav")}
	if got := s.odds(bt, false, false, 0).Attack; got != 2 {
		t.Errorf("against cavalry %d, want undoubled 2 (8.1.4)", got)
	}
	// Selective attack on the infantry only (8.1.3): 4 vs 3 = +1, die 5 DR,
	// rout 1; holding fast is irrelevant as the attacker won.
	s2, _ := apply(t, s, Countercharge{Attackers: []string{"cav"}, Defenders: []string{"inf"}}, 5, 1, 1)
	if !s2.Routed(s2.mustUnit(t, "inf")) {
		t.Errorf("the infantry should be routed: %v", s2.Summary())
	}
	s.Units[s.mustUnit(t, "cav")].Status |= stRouted
	if err := s.Legal(Countercharge{Attackers: []string{"cav"}, Defenders: []string{"inf"}}); err == nil {
		t.Error("a routed cavalry unit cannot countercharge (8.1.1)")
	}
}

func TestRule8_2_DisengageAndMaintainContact(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("cav", af, cv, 2, 3, "0606")
	f.unit("inf", fr, in, 3, 2, "0506")
	s := f.state(PhaseReaction)
	if err := s.Legal(Disengage{Unit: "cav", To: "0507"}); err == nil {
		t.Error("0507 is in the EZOC of the infantry: not a disengagement hex (8.2.3)")
	}
	s2, _ := apply(t, s, Disengage{Unit: "cav", To: "0706"})
	if s2.Actor() != French {
		t.Fatal("the phasing player decides on maintaining contact (8.2.4)")
	}
	s3, _ := apply(t, s2, MaintainContact{Unit: "inf"})
	u := s3.mustUnit(t, "inf")
	if s3.hexOf(t, "inf") != "0606" || !s3.InContact(u) {
		t.Errorf("inf at %s in contact %v", s3.hexOf(t, "inf"), s3.InContact(u))
	}
	if s3.exertsZOC(u) {
		t.Error("an In Contact unit has no ZOC (8.2.4)")
	}
	// 8.2.2 pinned by enemy cavalry.
	g := newFixture(t, scenario.EditionWallachia)
	g.unit("cav", af, cv, 2, 3, "0606")
	g.unit("fcav", fr, cv, 1, 3, "0506")
	p := g.state(PhaseReaction)
	if err := p.Legal(Disengage{Unit: "cav", To: "0706"}); err == nil {
		t.Error("pinned by enemy cavalry (8.2.2)")
	}
}

func TestRule16_2_CavalryPenetration(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("cav", af, cv, 2, 3, "0606")
	f.unit("inf", fr, in, 3, 2, "0506")
	f.opt.Optional = []string{"16.2"}
	s := f.state(PhaseReaction)
	if err := s.Legal(Penetrate{Unit: "cav", To: "0507"}); err != nil {
		t.Errorf("penetration into another hex adjacent to the enemy: %v", err)
	}
	if err := s.Legal(Penetrate{Unit: "cav", To: "0706"}); err == nil {
		t.Error("a penetration must end adjacent to an enemy unit (16.2)")
	}
}

func TestRule16_3_ArtillerySupportAndBombardment(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("art", af, ar, 2, 1, "0607")
	f.unit("d", af, in, 2, 2, "0606")
	f.unit("a", fr, in, 4, 2, "0506")
	f.unit("fa", fr, ar, 2, 1, "0707")
	f.side("0707", "0606", "major_river")
	f.opt.Optional = []string{"16.3"}
	s := f.state(PhaseCombat)
	o, err := s.Odds([]string{"a", "fa"}, []string{"d"}, false, false, 0)
	if err != nil {
		t.Fatal(err)
	}
	// a 4 + bombarding artillery 2 (not doubled) vs d 2 + 1 support.
	if o.Attack != 6 || o.Defense != 3 {
		t.Errorf("got %d vs %d, want 6 vs 3 (16.3.1, 16.3.2)", o.Attack, o.Defense)
	}
}

func TestRule16_9_5_Command(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 3, 2, "0506")
	f.unit("d", af, in, 2, 2, "0606")
	f.leader("near", fr, 1, 5, "0406")
	f.opt.Optional = []string{"16.9"}
	s := f.state(PhaseCombat)
	o, _ := s.Odds([]string{"a"}, []string{"d"}, false, false, 0)
	if o.Differential != 1 {
		t.Errorf("in command: differential %d, want +1", o.Differential)
	}
	s.Units[s.mustUnit(t, "near")].Hex = s.mustHex(t, "0101")
	o, _ = s.Odds([]string{"a"}, []string{"d"}, false, false, 0)
	if o.Differential != 0 {
		t.Errorf("out of command: differential %d, want 0 (-1, 16.9.5)", o.Differential)
	}
}

func TestRule16_7_1_ElanAnd16_7_4_Unreliable(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("el", fr, in, 2, 2, "0506", scenario.TraitElite, scenario.TraitGuard)
	f.unit("d", af, in, 2, 2, "0606", scenario.TraitUnreliable)
	f.opt.Optional = []string{"16.7"}
	s := f.state(PhaseCombat)
	o, _ := s.Odds([]string{"el"}, []string{"d"}, false, false, 0)
	if len(o.Notes) != 2 {
		t.Errorf("want an Élan! and an Unreliable roll: %v", o.Notes)
	}
	// Élan: d6+1 >= 6 on 5 or 6 (1/3); waver on 1 (1/6) raises the differential.
	// Column distribution: P(diff=+2) = 1/3*1/6, P(+1) = 1/3*5/6 + 2/3*1/6, P(0) = 2/3*5/6.
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"el"}, Defenders: []string{"d"}}}})
	_, ev := apply(t, s, Resolve{Battle: 0}, 5, 1, 2) // elan yes, waver yes, die 2 on +2 = DW
	found := false
	for _, e := range ev {
		if strings.Contains(e.Text, "column +2: DW") {
			found = true
		}
	}
	if !found {
		t.Errorf("want the +2 column after Élan! and Wavering: %v", ev)
	}
}

func TestRule16_8_Fatigue(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 3, 2, "0506")
	f.unit("d", af, in, 1, 2, "0606")
	f.opt.Optional = []string{"16.8"}
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}}})
	s, _ = apply(t, s, Resolve{Battle: 0}, 2) // +2 die 2: DW
	if got := s.Units[s.mustUnit(t, "a")].Fatigue; got != Ready {
		t.Errorf("fatigue %d after a battle, want Ready (16.8.1)", got)
	}
	u := s.mustUnit(t, "a")
	s.Units[u].Fatigue = Weary
	s.Phase = PhaseMovement
	if n := len(s.Reachable(u)); n != 6 {
		t.Errorf("Weary MA 1 reaches %d hexes, want 6 (16.8.2)", n)
	}
}

func TestRule10_0_RallyNeedsTheTable(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 3, 2, "0506")
	f.loc("0101", fr)
	// A scenario override without rows stands for a chart set that gives none.
	f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally"}}
	s := f.state(PhaseNight)
	s.Remove(s.mustUnit(t, "a"), AtBroken)
	err := s.Legal(Rally{Units: []string{"a"}, Hexes: []string{"0101"}})
	if err == nil || !strings.Contains(err.Error(), "Rally Table rows are not given") {
		t.Errorf("want a refusal naming the missing Rally Table rows, got %v", err)
	}
	// With rows (a scenario override), the unit rallies onto its LOC.
	f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
		{Roll: "1-3", Results: []string{"-"}}, {Roll: "4-6", Results: []string{"Rally"}}}}}
	s = f.state(PhaseNight)
	s.Remove(s.mustUnit(t, "a"), AtBroken)
	s, _ = apply(t, s, Rally{Units: []string{"a"}, Hexes: []string{"0101"}, SpendMorale: true}, 3)
	if s.hexOf(t, "a") != "0101" || s.Morale[French] != 5 {
		t.Errorf("rally 3+1: at %s morale %d", s.hexOf(t, "a"), s.Morale[French])
	}
}

// TestRule9_8_ArtilleryNeverAdvances: an Advance order naming an
// artillery unit is refused with the rule ("Artillery units can never
// Advance After Combat [9.8]"), in either edition's numbering; the same
// order without it is legal.
func TestRule9_8_ArtilleryNeverAdvances(t *testing.T) {
	for _, c := range []struct{ edition, rule string }{
		{scenario.EditionWallachia, "(9.8)"},
		{scenario.EditionEarly, "(9.9)"},
	} {
		t.Run(c.edition, func(t *testing.T) {
			f := newFixture(t, c.edition)
			f.unit("guns", fr, scenario.TypeArtillery, 2, 2, "0506")
			f.unit("inf", fr, in, 3, 2, "0605")
			f.unit("enemy", af, in, 1, 2, "0606")
			s := f.state(PhaseCombat)
			s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"guns", "inf"}, Defenders: []string{"enemy"}}}})
			err := s.Legal(Resolve{Battle: 0, Advance: []string{"inf", "guns"}})
			if err == nil || !strings.Contains(err.Error(), "never Advance After Combat "+c.rule) {
				t.Errorf("artillery advance: %v, want a refusal citing %s", err, c.rule)
			}
			if err := s.Legal(Resolve{Battle: 0, Advance: []string{"inf"}}); err != nil {
				t.Errorf("infantry advance refused: %v", err)
			}
		})
	}
}
