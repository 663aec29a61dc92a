package rules

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func TestRule9_4_3_AttackerInFortifiedNotObliged(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0506")
	f.unit("d", af, in, 2, 2, "0606")
	f.terrain("0506", "fortified")
	s := f.state(PhaseCombat)
	if err := s.Legal(EndPhase{}); err != nil {
		t.Errorf("a unit in a Fortified hex is not obliged to attack out of it (9.4.3): %v", err)
	}
	// If it attacks, 9.1 applies fully; and in the enemy's turn the enemy,
	// in the fortified unit's ZOC, must attack.
	s.Phasing = AntiFrench
	if err := s.Legal(EndPhase{}); err == nil {
		t.Error("the unit in the open is in the fortified unit's ZOC and must attack (7.4)")
	}
}

func TestRule9_4_3_FortifiedAttackerMayHold(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0506")
	f.unit("d", af, in, 2, 2, "0606")
	f.terrain("0506", "fortified")
	f.terrain("0606", "fortified")
	s := f.state(PhaseCombat)
	if err := s.Legal(EndPhase{}); err != nil {
		t.Errorf("units in Fortified hexes are not obliged to attack (9.4.3): %v", err)
	}
}

func TestRule9_8_6_Exhaustion(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 4, 2, "0506")
	f.unit("d", af, in, 1, 2, "0606")
	f.unit("b", fr, in, 1, 2, "0805")
	f.unit("d2", af, in, 1, 2, "0705")
	f.loc("1212", af)
	s := f.state(PhaseCombat)
	decl := Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}, {Attackers: []string{"b"}, Defenders: []string{"d2"}}}}
	s, _ = apply(t, s, decl)
	// a: 4 vs 1 = +3, die 6: DB; a advances into 0606, next to d2.
	s, _ = apply(t, s, Resolve{Battle: 0, Advance: []string{"a"}}, 6)
	if s.hexOf(t, "a") != "0606" {
		t.Fatalf("a at %s", s.hexOf(t, "a"))
	}
	if err := s.Legal(EndPhase{}); err == nil {
		t.Error("battle 1 is still to resolve")
	}
	o, _ := s.Odds([]string{"b"}, []string{"d2"}, false, false, 0)
	if o == nil || o.Attack != 1 {
		t.Fatalf("odds %+v", o)
	}
	_, ev := apply(t, s, Resolve{Battle: 1}, 3) // 1 vs 1: die 3 N
	for _, e := range ev {
		if strings.Contains(e.Text, "a+b") || strings.Contains(e.Text, "b+a") {
			t.Errorf("an advanced unit joined a later battle (9.8.6): %v", e)
		}
	}
}

func TestRule9_8_3_HeavyCavalryModifier(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("hc", fr, cv, 2, 3, "0506")
	f.unit("d", af, in, 1, 2, "0606")
	f.loc("1206", af)
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"hc"}, Defenders: []string{"d"}}}})
	// 2 vs 1 = +1, die 5: DR, rout 1; controlled advance roll 4 -1 heavy = 3: Lost.
	s, ev := apply(t, s, Resolve{Battle: 0}, 5, 1, 4)
	found := false
	for _, e := range ev {
		if e.Kind == "controlled-advance" && strings.Contains(e.Text, "modified 3: control Lost") {
			found = true
		}
	}
	if !found || s.hexOf(t, "hc") != "0606" {
		t.Errorf("heavy cavalry: control Lost must advance: at %s, %v", s.hexOf(t, "hc"), ev)
	}
}

func TestRule8_1_5_HoldingFast(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("cav", af, cv, 1, 3, "0606")
	f.unit("inf", fr, in, 4, 2, "0506")
	f.loc("1206", af)
	s := f.state(PhaseReaction)
	// 1x2 = 2 vs 4 = -2, die 5: AW: the cavalry withdraws; the infantry may not advance.
	s, _ = apply(t, s, Countercharge{Attackers: []string{"cav"}, Defenders: []string{"inf"}, Advance: []string{"inf"}}, 5)
	if s.hexOf(t, "inf") != "0506" {
		t.Errorf("victorious defenders of a Countercharge cannot advance (8.1.5): inf at %s", s.hexOf(t, "inf"))
	}
	if s.hexOf(t, "cav") == "0606" {
		t.Error("the cavalry should have withdrawn")
	}
}

func TestRule9_6_2_RoutedMarkerColour(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 4, 2, "0506")
	f.unit("d", af, in, 1, 2, "0606")
	f.loc("1206", af)
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}}})
	s, _ = apply(t, s, Resolve{Battle: 0}, 4, 3) // +3 die 4: DR, 3 hexes
	u := s.mustUnit(t, "d")
	if !s.Routed(u) || s.Units[u].Status&stRoutBlue != 0 {
		t.Error("during the French turn the marker is placed gold side up (9.6.2)")
	}
}

func TestRule12_1_2_BothSidesZeroIsADraw(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	s := f.state(PhaseCombat)
	s.Morale = [2]int{1, 1}
	var md MoraleDelta
	md.Add(French, -1, "x")
	md.Add(AntiFrench, -1, "y")
	var ev []Event
	s.ApplyMorale(&md, &ev)
	if !s.Over() || s.Result().Winner != -1 {
		t.Errorf("both at 0 at once is a draw (12.1.2): %v", s.Result())
	}
}

func TestRule16_4_RallyHexes(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("e", af, in, 2, 2, "1206")
	f.loc("0101", fr)
	f.terrain("0303", "town")
	f.terrain("0909", "town")
	f.opt.Optional = []string{"16.4"}
	s := f.state(PhaseNight)
	if !s.RallyHex(s.mustHex(t, "0303"), French) {
		t.Error("a town far from the enemy and behind the lines is a Rally hex (16.4)")
	}
	if s.RallyHex(s.mustHex(t, "0909"), French) {
		t.Error("a town near the enemy is not a Rally hex (16.4)")
	}
	if s.RallyHex(s.mustHex(t, "0404"), French) {
		t.Error("open ground is not a natural rallying point (16.4)")
	}
}

func TestRule16_7_5_ReluctantTroops(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("r", fr, in, 4, 2, "0506", scenario.TraitReluctant)
	f.unit("d", af, in, 1, 2, "0606")
	f.loc("1206", af)
	f.opt.Optional = []string{"16.7"}
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"r"}, Defenders: []string{"d"}}}})
	// +3 die 6: DB; reluctant roll 3: Lost, cannot advance.
	s, _ = apply(t, s, Resolve{Battle: 0, Advance: []string{"r"}}, 6, 3)
	if s.hexOf(t, "r") != "0506" {
		t.Errorf("a reluctant unit losing control may not advance (16.7.5): at %s", s.hexOf(t, "r"))
	}
}

func TestRule16_7_6_RoadBound(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("train", fr, scenario.TypeTrain, 0, 2, "0206", scenario.TraitRoadBound)
	f.road("0206", "0306", "0406", "0506")
	s := f.state(PhaseMovement)
	got := reachCodes(s.Reachable(s.mustUnit(t, "train")))
	if len(got) != 3 {
		t.Errorf("a road-bound unit moves only along the road: %v", got)
	}
}

func TestRule14_0_ObjectiveHexes(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("b", af, in, 2, 2, "1206")
	f.s.Map.Objectives = []scenario.MarkedHex{{Hex: "0206", Side: af, Morale: 2}}
	s := f.state(PhaseNight)
	s2, _ := apply(t, s, EndPhase{})
	if s2.Morale[AntiFrench] != 4 {
		t.Errorf("an occupied Anti-French Objective worth 2: morale %d, want 4", s2.Morale[AntiFrench])
	}
}

func FuzzVariableOutcome(f *testing.F) {
	f.Add("Turns 6 and 7", "Turn 8 and later", "arrives via Entry Area B", 7, 3)
	f.Add("Second day (Turns 7-12)", "", "delayed", 9, 1)
	f.Fuzz(func(t *testing.T, c1, c2, res string, turn, roll int) {
		tab := &scenario.Table{Columns: []string{c1, c2}, Rows: []scenario.TableRow{{Roll: "1-6", Results: []string{res, res}}}}
		out, _, ok := VariableOutcome(tab, turn, roll)
		if ok && out != "arrive" && out != "eliminated" && out != "delayed" {
			t.Errorf("unknown outcome %q", out)
		}
	})
}

func TestRule16_6_BreakdownAndBuildup(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("big", fr, in, 3, 2, "0506")
	for _, id := range []string{"cad1", "cad2"} {
		st, ma := 1, 2
		f.s.Units = append(f.s.Units, scenario.Unit{ID: id, Name: id, Side: fr, Type: scenario.TypeCadre, Strength: &st, Movement: &ma,
			Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	}
	f.unit("e", af, in, 2, 2, "1206")
	f.opt.Optional = []string{"16.6"}
	s := f.state(PhaseMovement)
	s, _ = apply(t, s, Breakdown{Unit: "big"})
	if s.OnMap(s.mustUnit(t, "big")) || s.hexOf(t, "cad1") != "0506" || s.hexOf(t, "cad2") != "0506" || s.Morale[French] != 5 {
		t.Fatalf("breakdown: %v morale %d", s.Summary(), s.Morale[French])
	}
	if err := s.Legal(EndPhase{}); err == nil {
		t.Error("the two cadres must unstack before the phase ends (6.9)")
	}
	s, _ = apply(t, s, Move{Unit: "cad1", To: "0406"})
	s, _ = apply(t, s, EndPhase{})
	// Next French movement phase: cad2 joins cad1 and they build up.
	s.Phase, s.Phasing = PhaseMovement, French
	for u := range s.Units {
		s.Units[u].Status &^= StMoved
	}
	s, _ = apply(t, s, Move{Unit: "cad2", To: "0406"})
	s, _ = apply(t, s, Buildup{Hex: "0406"})
	if s.hexOf(t, "big") != "0406" || s.OnMap(s.mustUnit(t, "cad1")) || s.Morale[French] != 6 {
		t.Errorf("buildup: %v morale %d", s.Summary(), s.Morale[French])
	}
}

func TestRule9_7_2_TrappedUnitsAtSetup(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("corner", fr, in, 2, 2, "0101")
	f.unit("free", fr, in, 2, 2, "0606")
	f.unit("e1", af, in, 2, 2, "0201")
	f.unit("e2", af, in, 2, 2, "0102")
	f.unit("e3", af, in, 2, 2, "0202")
	s := f.state(PhaseEvents)
	got := s.Trapped()
	if len(got) != 1 || got[0] != "corner@0101" {
		t.Errorf("trapped %v, want [corner@0101]", got)
	}
}

func TestRuleBussacoClearTrail(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("a", af, in, 2, 2, "0606")
	f.unit("e", fr, in, 2, 2, "0706")
	f.s.Map.Roads = append(f.s.Map.Roads, scenario.Road{Kind: scenario.RoadTrail, Hexes: []string{"0606", "0605"}})
	f.s.Map.Hexsides = append(f.s.Map.Hexsides, scenario.Hexside{Between: [2]string{"0606", "0706"}, Features: []string{"slope"}, Uphill: "0606"})
	s := f.state(PhaseMovement)
	s.Phasing = AntiFrench
	got := reachCodes(s.Reachable(s.mustUnit(t, "a")))
	if len(got) != 1 || got["0605"] != 1 {
		t.Errorf("along the trail from EZOC to EZOC with the enemy downhill: %v, want only 0605", got)
	}
	// Enemy uphill: stuck as usual (6.8).
	f.s.Map.Hexsides[0].Uphill = "0706"
	s = f.state(PhaseMovement)
	if n := len(s.Reachable(s.mustUnit(t, "a"))); n != 0 {
		t.Errorf("enemy not downhill: %d hexes, want 0", n)
	}
}

func TestRule16_7_7_IrregularTroopsAsTheScenarioDefines(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 4, 2, "0506")
	f.unit("irr", af, in, 1, 2, "0606")
	f.unit("icav", af, cv, 1, 3, "1201")
	f.loc("1206", af)
	f.s.Special = []scenario.Rule{{ID: "irregular", Title: "Irregular Troops", Kind: "trait", Params: map[string]string{
		"trait": "irregular", "units": "irr,icav", "rout_die_modifier": "+2", "on_break": "permanently eliminated",
		"on_withdraw": "Routed marker, no Morale loss", "cavalry_reaction": "disengage only", "treated_as": "unreliable"}}}
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"irr"}}}})
	// 4 vs 1 = +3, die 4: DR; rout die 1 +2 = 3 hexes.
	s, _ = apply(t, s, Resolve{Battle: 0}, 4, 1)
	if d := f.at("0606").Distance(f.at(s.hexOf(t, "irr"))); d != 3 {
		t.Errorf("irregular routed %d hexes, want 3 (+2)", d)
	}
	if !s.B.Units[s.mustUnit(t, "irr")].Unreliable {
		t.Error("irregulars are treated as unreliable by this rule")
	}
	// Withdraw places a Routed! marker without morale loss.
	g := newFixture(t, scenario.EditionWallachia)
	g.s.Special = f.s.Special
	g.unit("a", fr, in, 3, 2, "0506")
	g.unit("irr", af, in, 1, 2, "0606")
	g.unit("icav", af, cv, 1, 3, "1201")
	g.loc("1206", af)
	s = g.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"irr"}}}})
	s, _ = apply(t, s, Resolve{Battle: 0}, 3) // +2 die 3: DW
	if !s.Routed(s.mustUnit(t, "irr")) || s.Morale[AntiFrench] != 6 {
		t.Errorf("withdrawn irregular: routed %v morale %d", s.Routed(s.mustUnit(t, "irr")), s.Morale[AntiFrench])
	}
	r := g.state(PhaseReaction)
	r, _ = r.WithUnitAt("icav", "0606")
	r.Phase = PhaseReaction
	if err := r.Legal(Countercharge{Attackers: []string{"icav"}, Defenders: []string{"a"}}); err == nil {
		t.Error("irregular cavalry cannot countercharge under this rule")
	}
}

func TestRule14_1_ScenarioLOCValues(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("b", af, in, 2, 2, "1206")
	f.loc("0206", af)
	f.loc("0208", af)
	f.s.Special = []scenario.Rule{{ID: "loc", Title: "Captured LOC Morale Loss", Kind: "loc_morale",
		Params: map[string]string{"morale_per_loc": "-1", "sides": "french,anti-french"}}}
	s := f.state(PhaseNight)
	s2, _ := apply(t, s, EndPhase{})
	if s2.Morale[AntiFrench] != 5 {
		t.Errorf("one captured LOC costs 1 under the scenario rule: morale %d, want 5", s2.Morale[AntiFrench])
	}
}

func TestScenarioRulesSkipEventsNoLullNoRest(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("b", af, in, 2, 2, "1206")
	f.s.Deck.Cards = []scenario.Card{{Number: 1, Title: "Boost", Events: []scenario.Event{{Effects: []scenario.Effect{{Kind: scenario.EffectMorale, Value: 1}}}}}}
	f.s.Special = []scenario.Rule{
		{ID: "skip", Title: "No French event", Kind: "skip_events", Params: map[string]string{"side": fr, "turns": "1"}},
		{ID: "nolull", Title: "No Truce", Kind: "no_lull", Params: map[string]string{"turns": "1-2"}},
		{ID: "norest", Title: "Rest", Kind: "rest_recovery", Params: map[string]string{"turn": "1", "french": "0", "anti-french": "0"}},
	}
	s := f.state(PhaseEvents)
	s2, _ := apply(t, s, EndPhase{})
	if s2.Morale[French] != 6 {
		t.Errorf("the French event phase of turn 1 is skipped: morale %d", s2.Morale[French])
	}
	c := f.state(PhaseCombat)
	c.nightSeen = true
	c.Morale = [2]int{5, 7}
	c2, _ := apply(t, c, EndPhase{})
	if c2.Morale[French] != 5 {
		t.Error("no Lull on turns 1-2")
	}
	n := f.state(PhaseNight)
	n2, _ := apply(t, n, EndPhase{})
	if n2.Morale[French] != 6 {
		t.Errorf("no rest on the night of turn 1: morale %d", n2.Morale[French])
	}
}

func TestRule15_0_MarginalVictoryAtTheEnd(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("b", af, in, 2, 2, "1206")
	f.s.Turns.End = 1
	s := f.state(PhaseCombat)
	s.Phasing = AntiFrench
	s.Morale = [2]int{4, 5}
	s2, _ := apply(t, s, EndPhase{})
	if r := s2.Result(); r == nil || r.Winner != AntiFrench || r.Level != "marginal" {
		t.Errorf("Anti-French 1 higher at the end: %v", r)
	}
	s.Morale = [2]int{5, 5}
	s3, _ := apply(t, s, EndPhase{})
	if r := s3.Result(); r == nil || r.Winner != -1 {
		t.Errorf("equal morale at the end is a draw: %v", r)
	}
}

func TestRule16_5_1_PartialRally(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("inf", fr, in, 3, 2, "0506")
	st, ma := 1, 2
	f.s.Units = append(f.s.Units, scenario.Unit{ID: "cadre", Name: "cadre", Side: fr, Type: scenario.TypeCadre, Strength: &st, Movement: &ma,
		Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	f.loc("0101", fr)
	f.opt.Optional = []string{"16.5"}
	f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
		{Roll: "1-2", Results: []string{"Elim"}}, {Roll: "3-4", Results: []string{"Cadre?"}}, {Roll: "5-6", Results: []string{"Rally"}}}}}
	s := f.state(PhaseNight)
	s.Remove(s.mustUnit(t, "inf"), AtBroken)
	s, _ = apply(t, s, Rally{Units: []string{"inf"}, Hexes: []string{"0101"}}, 3)
	if s.hexOf(t, "cadre") != "0101" || s.Units[s.mustUnit(t, "inf")].Where != AtEliminated {
		t.Errorf("Cadre? result: the cadre rallies and the unit is eliminated (16.5.1): %v", s.Summary())
	}
}

func TestRule16_9_3_LoneLeaderRetreats(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.leader("l", af, 2, 5, "0606")
	f.unit("a", fr, in, 2, 2, "0306")
	f.opt.Optional = []string{"16.9"}
	s := f.state(PhaseMovement)
	// The French unit moves next to the lone leader: it must retreat one hex.
	s, ev := apply(t, s, Move{Unit: "a", To: "0506"})
	if s.hexOf(t, "l") == "0606" {
		t.Errorf("the lone leader in an EZOC must retreat (16.9.3): %v", ev)
	}
	if s.HexInZOCOf(s.mustHex(t, s.hexOf(t, "l")), French) {
		t.Error("the leader retreated into another EZOC although a free hex existed")
	}
}

func TestBussacoReliabilityCheck(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr", fr, in, 4, 2, "0506")
	f.unit("brit", af, in, 2, 2, "0606")
	f.unit("fr2", fr, in, 4, 2, "0510")
	f.unit("brit2", af, in, 2, 2, "0610")
	f.unit("spencer", af, in, 3, 2, "1201")
	for i := range f.s.Units {
		if f.s.Units[i].Side == af {
			f.s.Units[i].Nationality = "British"
		}
	}
	f.loc("1206", af)
	f.s.Optional = []string{"16.11"}
	f.s.Special = []scenario.Rule{{ID: "steady", Number: "16.11", Title: "Portuguese Steadiness (optional)", Kind: "reliability_check",
		Params: map[string]string{"condition": "allied_morale<=french_morale", "exempt": "spencer", "stop_on": "6"}}}
	s := f.state(PhaseCombat)
	o, _ := s.Odds([]string{"fr"}, []string{"brit"}, false, false, 0)
	if len(o.Notes) != 1 {
		t.Fatalf("a British unit checks while Allied morale <= French: %v", o.Notes)
	}
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"fr"}, Defenders: []string{"brit"}}, {Attackers: []string{"fr2"}, Defenders: []string{"brit2"}}}})
	// Steadiness roll 6 (steady; the rule ends), combat die 1 on +2 (SE).
	s, _ = apply(t, s, Resolve{Battle: 0}, 6, 1)
	o, _ = s.Odds([]string{"fr2"}, []string{"brit2"}, false, false, 0)
	if len(o.Notes) != 0 {
		t.Errorf("after a 6 the rule no longer applies: %v", o.Notes)
	}
}

func TestRule9_7_7_ScenarioRetreatPriority(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", af, in, 4, 2, "0706")
	f.unit("d", fr, in, 1, 2, "0606")
	f.loc("1206", fr) // a LOC behind the attacker
	f.s.Special = []scenario.Rule{{ID: "rp", Title: "Retreat Priority", Kind: "retreat_priority", Params: map[string]string{"french": "0106"}}}
	s := f.state(PhaseCombat)
	s.Phasing = AntiFrench
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}}})
	s, _ = apply(t, s, Resolve{Battle: 0}, 4, 2) // +3 die 4: DR, 2 hexes
	got := f.at(s.hexOf(t, "d"))
	if got.Distance(f.at("0106")) != 3 {
		t.Errorf("retreated to %s, want 2 hexes toward 0106", s.hexOf(t, "d"))
	}
}
