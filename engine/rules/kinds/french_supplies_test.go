package kinds

import (
	"fmt"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// depotFixture is a Bailén 20 style French Supplies set-up: the Depot
// Garrison of strength 1 in 0506, its counter "fr-supplies" (the Supply
// Train side, 0-1) and the Supply Train Formation table (6.12). With
// depotHex "" the counter is the Supply Train from the start (17.2).
func depotFixture(t *testing.T, depotHex string) *fixture {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr-supplies", fr, scenario.TypeTrain, 0, 1, "0506")
	f.unit("a", fr, in, 3, 2, "0306")
	f.unit("d", af, in, 3, 2, "0906")
	p := map[string]string{"unit": "fr-supplies", "capture_morale_french": "-2", "capture_morale_anti_french": "1"}
	if depotHex != "" {
		p["hex"], p["garrison_strength"], p["night_morale_bonus"], p["formation_table"] = depotHex, "1", "1", "supply-train-formation"
		f.s.Map.Garrisons = []scenario.Garrison{{Hex: depotHex, Side: fr, Strength: 1}}
		f.s.Tables = []scenario.Table{{ID: "supply-train-formation", Title: "Supply Train Formation", Dice: "1d6",
			Columns: []string{"First turn", "Later turns"},
			Rows: []scenario.TableRow{
				{Roll: "1-3", Results: []string{depotRemains, depotRemains}},
				{Roll: "4-5", Results: []string{depotRemains, depotFlips}},
				{Roll: "6", Results: []string{depotFlips, depotFlips}},
			}}}
	}
	f.s.Special = []scenario.Rule{{ID: "french-supplies", Number: "6.12", Title: "French Supplies", Kind: "depot", Params: p}}
	return f
}

// TestBailen6_12_2_SupplyTrainFormation: from the turn after the Organized
// Retreat is authorized, a 6 on the first turn or a 4-6 later flips the
// Depot for good; the Garrison leaves and the Supply Train is placed in
// the Depot hex.
func TestBailen6_12_2_SupplyTrainFormation(t *testing.T) {
	cases := []struct {
		name          string
		ordered, turn int
		roll          int
		phasing       int
		want          bool
	}{
		{"first turn, 6 flips", 3, 4, 6, rules.French, true},
		{"first turn, 5 does not", 3, 4, 5, rules.French, false},
		{"later turn, 4 flips", 3, 5, 4, rules.French, true},
		{"later turn, 3 does not", 3, 6, 3, rules.French, false},
		{"no roll on the turn of the order", 4, 4, 6, rules.French, false},
		{"no roll before the order", 0, 5, 6, rules.French, false},
		{"no roll in the Spanish phase", 3, 5, 6, rules.AntiFrench, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := depotFixture(t, "0506").state(rules.PhaseMovement)
			u, g := mustUnit(s, t, "fr-supplies"), mustUnit(s, t, "garrison-0506")
			if s.Units[u].Where != rules.AtSetAside || s.Units[g].Where != rules.AtMap || !DepotInPlay(s) {
				t.Fatalf("start: supplies where %d, garrison where %d, depot %v", s.Units[u].Where, s.Units[g].Where, DepotInPlay(s))
			}
			s.Turn, s.Phasing, depotSlot.Mut(s).ordered = tc.turn, tc.phasing, int16(tc.ordered)
			var ev []rules.Event
			rollDepot(s, &rules.ScriptedDice{Rolls: []int{tc.roll}}, &ev)
			got := s.Units[u].Where == rules.AtMap
			if got != tc.want || DepotInPlay(s) == tc.want || (s.Units[g].Where == rules.AtMap) == tc.want {
				t.Fatalf("train %v (want %v), depot %v, garrison where %d; events %v", got, tc.want, DepotInPlay(s), s.Units[g].Where, ev)
			}
			if tc.want && hexOf(s, t, "fr-supplies") != "0506" {
				t.Fatalf("Supply Train in %s, want 0506", hexOf(s, t, "fr-supplies"))
			}
			if tc.want {
				// Once the Supply Train is in play it cannot become a Depot again.
				s.Turn++
				rollDepot(s, &rules.ScriptedDice{Rolls: []int{6}}, &ev)
				if s.Units[g].Where == rules.AtMap || s.Units[u].Where != rules.AtMap {
					t.Fatal("the Supply Train became a Depot again")
				}
			}
		})
	}
}

// TestBailen6_12_1_DepotNightRest: while the Depot is on the map the
// French night Rest Recovery is one point more (6.12.1, 14.0); on Turn 5
// the French extra of 14.1 is that point, not a second one.
func TestBailen6_12_1_DepotNightRest(t *testing.T) {
	cases := []struct {
		name   string
		depot  string
		setup  func(s *rules.State)
		side   int
		want   int
		turn5  bool
		wantFr int
	}{
		{"Depot on the map", "0506", func(s *rules.State) {}, rules.French, 1, false, 0},
		{"Spanish side gets nothing", "0506", func(s *rules.State) {}, rules.AntiFrench, 0, false, 0},
		{"Supply Train gives nothing (6.12.3)", "0506", func(s *rules.State) { depotSlot.Mut(s).train = true }, rules.French, 0, false, 0},
		{"fallen Depot gives nothing", "0506", func(s *rules.State) { s.Remove(s.B.Unit("garrison-0506"), rules.AtEliminated) }, rules.French, 0, false, 0},
		{"Supply Train from the start (17.2)", "", func(s *rules.State) {}, rules.French, 0, false, 0},
		{"14.1 Turn 5: the Depot point only", "0506", func(s *rules.State) {}, rules.French, 1, true, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := depotFixture(t, tc.depot)
			if tc.turn5 {
				f.s.Special = append(f.s.Special, scenario.Rule{ID: "anticipating-the-battle", Number: "14.1", Title: "Anticipating the Battle", Kind: "rest_recovery",
					Params: map[string]string{"turn": "5", "anti-french": "2", "french": "depot"}})
			}
			s := f.state(rules.PhaseCombat)
			s.Turn = 5
			tc.setup(s)
			var md rules.MoraleDelta
			s.RunPhase(rules.OnRest, rules.PhaseStep{Side: tc.side, MoraleDelta: &md})
			if got := md.Gain[tc.side] - md.Loss[tc.side]; got != tc.want {
				t.Fatalf("extra Rest Recovery %d, want %d (%v)", got, tc.want, md.Why)
			}
			for _, n := range s.B.Notes() {
				if strings.Contains(n, `Rest Recovery "`) {
					t.Fatalf("note %q", n)
				}
			}
			if tc.turn5 && !strings.Contains(strings.Join(s.B.Notes(), "\n"), `the french extra Rest Recovery of turn 5 is the Depot point of rule "french-supplies"`) {
				t.Fatalf("no 14.1 note: %v", s.B.Notes())
			}
		})
	}
}

// TestBailen6_12_4_CaptureOfTheSupplies: a Depot that falls to an enemy
// attack or a Supply Train that Disperses costs French Morale 2 and gives
// the Spanish 1, in place of the Unit Broken lines; the counter leaves
// the game (it cannot be Rallied) and is no longer in play (15.0).
func TestBailen6_12_4_CaptureOfTheSupplies(t *testing.T) {
	cases := []struct {
		name          string
		depot         string
		train         bool
		broken        string
		wantFr        int
		wantAf        int
		wantCaptured  bool
		wantSupWhere  uint8
		wantInPlayAft bool
	}{
		{"Depot Garrison overrun", "0506", false, "garrison-0506", -2, 1, true, rules.AtEliminated, false},
		{"Supply Train Dispersed", "0506", true, "fr-supplies", -2, 1, true, rules.AtEliminated, false},
		{"Supply Train from the start Dispersed", "", false, "fr-supplies", -2, 1, true, rules.AtEliminated, false},
		{"another French unit Broken", "0506", false, "a", -1, 0, false, rules.AtSetAside, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := depotFixture(t, tc.depot).state(rules.PhaseCombat)
			sup := mustUnit(s, t, "fr-supplies")
			if tc.train {
				s.Turn, depotSlot.Mut(s).ordered = 5, 4
				var ev []rules.Event
				rollDepot(s, &rules.ScriptedDice{Rolls: []int{6}}, &ev)
			}
			inPlay := scenario.VictoryTest{Kind: scenario.TestInPlay, Units: []string{"fr-supplies"}}
			if !s.TestHolds(&inPlay) {
				t.Fatal("the Supplies are not in play at the start")
			}
			var md rules.MoraleDelta
			var ev []rules.Event
			s.BreakUnit(mustUnit(s, t, tc.broken), &md, &ev, "")
			fr := md.Gain[rules.French] - md.Loss[rules.French]
			af := md.Gain[rules.AntiFrench] - md.Loss[rules.AntiFrench]
			if tc.wantFr == -1 {
				tc.wantFr = s.B.MoralePoints(rules.MoraleUnitBroken)
				tc.wantAf = s.B.MoralePoints(rules.MoraleEnemyBroken)
			}
			if fr != tc.wantFr || af != tc.wantAf || depotSlot.Of(s).captured != tc.wantCaptured {
				t.Fatalf("Morale French %+d Spanish %+d captured %v, want %+d %+d %v (%v)", fr, af, depotSlot.Of(s).captured, tc.wantFr, tc.wantAf, tc.wantCaptured, md.Why)
			}
			if tc.depot == "" && tc.wantSupWhere == rules.AtSetAside {
				tc.wantSupWhere = rules.AtMap
			}
			if s.Units[sup].Where != tc.wantSupWhere || s.TestHolds(&inPlay) != tc.wantInPlayAft {
				t.Fatalf("supplies where %d, in play %v; want %d, %v", s.Units[sup].Where, s.TestHolds(&inPlay), tc.wantSupWhere, tc.wantInPlayAft)
			}
		})
	}
}

// TestBailen6_12_DepotNotes: the note says what is applied, and bad
// parameters leave the rule not applied.
func TestBailen6_12_DepotNotes(t *testing.T) {
	cases := []struct {
		name  string
		edit  func(f *fixture)
		want  string
		setup bool // the counter is set aside as the Depot
	}{
		{"Depot", func(f *fixture) {}, `the Depot side of fr-supplies is the map's Garrison in 0506 (strength 1`, true},
		{"Supply Train from the start", nil, `fr-supplies shows its Supply Train side from the start`, false},
		{"no garrison", func(f *fixture) { f.s.Map.Garrisons = nil }, `no french map garrison of strength "1" in "0506"; not applied by the engine`, false},
		{"bad table", func(f *fixture) { f.s.Tables[0].Rows[2].Results[0] = "roll again" }, `roll 6 gives "roll again"; not applied by the engine`, false},
		{"bad capture", func(f *fixture) { f.s.Special[0].Params["capture_morale_french"] = "two" }, `parameter capture_morale_french: "two" is not a whole number; not applied by the engine`, false},
		{"no capture", func(f *fixture) { delete(f.s.Special[0].Params, "capture_morale_anti_french") }, `capture_morale_anti_french is not given; not applied by the engine`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			hexCode := "0506"
			if tc.edit == nil {
				hexCode = ""
			}
			f := depotFixture(t, hexCode)
			if tc.edit != nil {
				tc.edit(f)
			}
			s := f.state(rules.PhaseMovement)
			if !strings.Contains(strings.Join(s.B.Notes(), "\n"), tc.want) {
				t.Fatalf("no note %q in %v", tc.want, s.B.Notes())
			}
			if got := s.Units[mustUnit(s, t, "fr-supplies")].Where == rules.AtSetAside; got != tc.setup {
				t.Fatalf("counter set aside %v, want %v", got, tc.setup)
			}
		})
	}
}

// TestBailen9_7_7_DepotAlternativeLOC: while the Depot is on the map
// French retreats head for it or their LOC, whichever is nearer (9.7.7),
// and a unit reaching it before its full retreat distance Disperses as
// at a LOC (9.7.8); a fallen Depot or the Supply Train is no LOC.
func TestBailen9_7_7_DepotAlternativeLOC(t *testing.T) {
	cases := []struct {
		name      string
		from      string
		n         int
		depot     func(s *rules.State)
		wantCol   int // column of the hex the unit ends in (0: Dispersed)
		wantBreak bool
	}{
		{"toward the Depot", "0706", 1, func(s *rules.State) {}, 6, false},
		{"fallen Depot: toward the LOC", "0706", 1, func(s *rules.State) { s.Remove(s.B.Unit("garrison-0506"), rules.AtEliminated) }, 8, false},
		{"Supply Train: toward the LOC (6.12.3)", "0706", 1, func(s *rules.State) { depotSlot.Mut(s).train = true }, 8, false},
		{"reaching the Depot before the full distance (9.7.8)", "0606", 2, func(s *rules.State) {}, 0, true},
		{"ending the retreat on the Depot", "0606", 1, func(s *rules.State) {}, 5, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := depotFixture(t, "0506")
			f.setUnit("d", func(u *scenario.Unit) { u.Placement.Hex = "0712" })
			f.setUnit("a", func(u *scenario.Unit) { u.Placement.Hex = "0302" })
			f.unit("r", fr, in, 3, 2, tc.from)
			f.loc("1406", fr)
			s := f.state(rules.PhaseCombat)
			tc.depot(s)
			var md rules.MoraleDelta
			var ev []rules.Event
			u := mustUnit(s, t, "r")
			s.RetreatUnit(u, tc.n, false, nil, &rules.ScriptedDice{Rolls: []int{6, 6, 6}}, &md, &ev)
			if broke := s.Units[u].Where == rules.AtBroken; broke != tc.wantBreak {
				t.Fatalf("broken %v, want %v (%v)", broke, tc.wantBreak, ev)
			}
			if tc.wantCol == 0 {
				return
			}
			if got := hexOf(s, t, "r"); got[:2] != fmt.Sprintf("%02d", tc.wantCol) {
				t.Fatalf("retreated to %s, want column %02d (%v)", got, tc.wantCol, ev)
			}
		})
	}
}

// TestBailen6_12_1_DepotHoldsItsHex: a French unit that disengages from
// the Depot hex leaves the Garrison behind, so the enemy may not follow
// into it (8.2.4, 9.4.4); an empty hex may be followed into.
func TestBailen6_12_1_DepotHoldsItsHex(t *testing.T) {
	cases := []struct {
		name    string
		vacated string
		fallen  bool
		wantErr bool
	}{
		{"Depot hex", "0506", false, true},
		{"fallen Depot hex", "0506", true, false},
		{"empty hex", "0606", false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := depotFixture(t, "0506")
			f.setUnit("d", func(u *scenario.Unit) { u.Placement.Hex = "0706" })
			s := f.state(rules.PhaseMovement)
			if tc.fallen {
				s.Remove(mustUnit(s, t, "garrison-0506"), rules.AtEliminated)
			}
			h, _ := s.B.Parse(tc.vacated)
			s.Contact = &rules.PendingContact{Vacated: h, Candidate: []int32{int32(mustUnit(s, t, "d"))}}
			err := s.Legal(rules.MaintainContact{Unit: "d"})
			if (err != nil) != tc.wantErr {
				t.Fatalf("MaintainContact into %s: %v, want error %v", tc.vacated, err, tc.wantErr)
			}
		})
	}
}
