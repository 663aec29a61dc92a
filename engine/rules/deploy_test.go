package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// deployFixture is an open map with a French zone of two listed hexes
// (0505, 0808) "or an adjacent hex", at least one and at most two units on
// or adjacent to each (Bailén 20 [3.0] style), three French infantry units
// and a leader deploying there, and an Allied unit set up next to 0808.
func deployFixture(t *testing.T) *fixture {
	f := newFixture(t, scenario.EditionWallachia)
	f.s.Deployment = []scenario.DeployZone{{ID: "fr-zone", Side: scenario.French, Rule: "3.0",
		Hexes: []string{"0505", "0808"}, Within: 1, MinPerHex: 1, MaxPerHex: 2}}
	for _, id := range []string{"fr-a", "fr-b", "fr-c"} {
		f.unit(id, scenario.French, scenario.TypeInfantry, 3, 2, "")
		f.s.Units[len(f.s.Units)-1].Placement = scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"fr-zone"}}
	}
	f.leader("fr-l", scenario.French, 2, 5, "")
	f.s.Units[len(f.s.Units)-1].Placement = scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"fr-zone"}}
	f.unit("al-x", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, f.nb("0808", 0))
	f.terrain(f.nb("0505", 3), "wide_major_river")
	return f
}

// start returns the fixture's position at the start of the set-up.
func (f *fixture) start() *State {
	f.t.Helper()
	s, err := NewState(f.board(), nil)
	if err != nil {
		f.t.Fatal(err)
	}
	return s
}

// deployAll applies Deploy orders given as "unit@to".
func deployAll(t *testing.T, s *State, placements ...string) *State {
	t.Helper()
	for _, p := range placements {
		u, to, _ := strings.Cut(p, "@")
		s, _ = apply(t, s, Deploy{Unit: u, To: to})
	}
	return s
}

func TestRule3_0_SetupPhaseBeforeFirstTurn(t *testing.T) {
	f := deployFixture(t)
	s := f.start()
	if s.Phase != PhaseSetup || s.Actor() != French {
		t.Fatalf("phase %s actor %s, want setup by french", s.Phase, SideName(s.Actor()))
	}
	if s.Units[s.mustUnit(t, "fr-a")].Where != AtSetup {
		t.Fatalf("fr-a is not waiting to deploy")
	}
	if err := s.Legal(Move{Unit: "al-x", To: "0101"}); err == nil {
		t.Error("a Move is legal in the Set-up Phase")
	}
	if err := s.Legal(EndPhase{}); err == nil {
		t.Error("the set-up ends with units still to deploy")
	}
}

func TestRule3_0_DeployOrders(t *testing.T) {
	f := deployFixture(t)
	enemyHex := f.nb("0808", 0)
	prohibited := f.nb("0505", 3)
	tests := []struct {
		name   string
		before []string
		order  Deploy
		errHas string // "" legal
	}{
		{"listed hex", nil, Deploy{Unit: "fr-a", To: "0505"}, ""},
		{"adjacent hex (or an adjacent hex)", nil, Deploy{Unit: "fr-a", To: f.nb("0505", 1)}, ""},
		{"two hexes away is outside the zone", nil, Deploy{Unit: "fr-a", To: f.nb(f.nb("0505", 1), 1)}, "not in a deployment zone"},
		{"off the map", nil, Deploy{Unit: "fr-a", To: "9999"}, "fr-a"},
		{"not a hex", nil, Deploy{Unit: "fr-a", To: "x"}, "fr-a"},
		{"unknown unit", nil, Deploy{Unit: "fr-zz", To: "0505"}, "unknown unit"},
		{"enemy unit in the hex (6.3)", nil, Deploy{Unit: "fr-a", To: enemyHex}, "enemy unit"},
		{"prohibited terrain (6.2)", nil, Deploy{Unit: "fr-a", To: prohibited}, "not in a deployment zone"},
		{"other side's unit", nil, Deploy{Unit: "al-x", To: "0505"}, "not setting up"},
		{"one unit per hex (6.9)", []string{"fr-a@0505"}, Deploy{Unit: "fr-b", To: "0505"}, "one unit per hex"},
		{"leader stacks with a unit (16.9.2)", []string{"fr-a@0505"}, Deploy{Unit: "fr-l", To: "0505"}, ""},
		{"already deployed", []string{"fr-a@0505"}, Deploy{Unit: "fr-a", To: "0808"}, "does not wait"},
		{"no more than two units near a listed hex", []string{"fr-a@0505", "fr-b@" + f.nb("0505", 1)}, Deploy{Unit: "fr-c", To: f.nb("0505", 2)}, "the most allowed"},
		{"at least one unit near each listed hex", []string{"fr-a@0505"}, Deploy{Unit: "fr-b", To: f.nb("0505", 1)}, ""},
		{"turn box the zone does not offer", nil, Deploy{Unit: "fr-a", To: "turn-3"}, "Game Turn box 3"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := deployAll(t, f.start(), tc.before...)
			err := s.Legal(tc.order)
			if tc.errHas == "" {
				if err != nil {
					t.Fatalf("%s: %v", tc.order, err)
				}
				ns, ev := apply(t, s, tc.order)
				u := ns.mustUnit(t, tc.order.Unit)
				if !ns.OnMap(u) || ns.B.Code(ns.Units[u].Hex) != tc.order.To {
					t.Errorf("%s: unit not at %s", tc.order, tc.order.To)
				}
				if len(ev) != 1 || ev[0].Kind != "deploy" || ev[0].Hex != tc.order.To {
					t.Errorf("events %v, want one deploy event @%s", ev, tc.order.To)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.errHas) {
				t.Errorf("%s: error %v, want one mentioning %q", tc.order, err, tc.errHas)
			}
		})
	}
}

// TestRule3_0_DeploymentMinimums: a side may not deploy so that a listed
// hex can no longer get its minimum; with one unit left and 0808 still
// empty, only 0808 and its neighbours are legal.
func TestRule3_0_DeploymentMinimums(t *testing.T) {
	f := deployFixture(t)
	f.s.Deployment[0].MaxPerHex = 3
	s := deployAll(t, f.start(), "fr-a@0505", "fr-b@"+f.nb("0505", 1))
	if err := s.Legal(Deploy{Unit: "fr-c", To: f.nb("0505", 2)}); err == nil || !strings.Contains(err.Error(), "minimums") {
		t.Errorf("third unit at 0505: %v, want the minimum refusal", err)
	}
	targets := s.DeployTargets(s.mustUnit(t, "fr-c"))
	want := []string{"0808"}
	for d := 0; d < 6; d++ {
		if n := f.nb("0808", hex.Dir(d)); n != f.nb("0808", 0) {
			want = append(want, n)
		}
	}
	slices.Sort(targets)
	slices.Sort(want)
	if !slices.Equal(targets, want) {
		t.Errorf("targets %v, want %v", targets, want)
	}
}

func TestRule3_0_SetupEndsSideBySide(t *testing.T) {
	f := deployFixture(t)
	f.s.FirstPlayer = scenario.AntiFrench
	f.s.Deployment = append(f.s.Deployment, scenario.DeployZone{ID: "al-zone", Side: scenario.AntiFrench, Hexes: []string{"1210"}})
	f.unit("al-y", scenario.AntiFrench, scenario.TypeInfantry, 2, 2, "")
	f.s.Units[len(f.s.Units)-1].Placement = scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"al-zone"}}
	s := deployAll(t, f.start(), "fr-a@0505", "fr-b@0808", "fr-c@0404", "fr-l@0505")
	if err := s.Legal(Deploy{Unit: "al-y", To: "1210"}); err == nil {
		t.Error("Allied unit deploys during the French set-up")
	}
	s, ev := apply(t, s, EndPhase{})
	if s.Phase != PhaseSetup || s.Actor() != AntiFrench {
		t.Fatalf("after the French set-up: %s by %s, want setup by anti-french; %v", s.Phase, SideName(s.Actor()), ev)
	}
	s, _ = apply(t, s, Deploy{Unit: "al-y", To: "1210"})
	s, _ = apply(t, s, EndPhase{})
	if s.Phase != PhaseEvents || s.Phasing != AntiFrench || s.Turn != 1 {
		t.Errorf("after the set-up: turn %d %s %s, want turn 1 anti-french events", s.Turn, SideName(s.Phasing), s.Phase)
	}
}

func TestRule3_0_UnitWithNoLegalHexLeftOutOfPlay(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.s.Deployment = []scenario.DeployZone{{ID: "z", Side: scenario.French, Hexes: []string{"0505"}, Units: 1}}
	for _, id := range []string{"fr-a", "fr-b"} {
		f.unit(id, scenario.French, scenario.TypeInfantry, 3, 2, "")
		f.s.Units[len(f.s.Units)-1].Placement = scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"z"}}
	}
	f.unit("al-x", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
	s := deployAll(t, f.start(), "fr-a@0505")
	if got := s.DeployTargets(s.mustUnit(t, "fr-b")); len(got) != 0 {
		t.Fatalf("fr-b targets %v in a full zone", got)
	}
	s, ev := apply(t, s, EndPhase{})
	if u := s.mustUnit(t, "fr-b"); s.Units[u].Where != AtSetAside {
		t.Errorf("fr-b is %d, want set aside", s.Units[u].Where)
	}
	if !slices.ContainsFunc(ev, func(e Event) bool { return e.Unit == "fr-b" && strings.Contains(e.Text, "out of play") }) {
		t.Errorf("no event names fr-b left out of play: %v", ev)
	}
	if !slices.ContainsFunc(s.B.Notes(), func(n string) bool { return strings.Contains(n, "no legal hex") }) {
		t.Error("no note about units left out of play")
	}
}

func TestRule3_0_TurnBoxAndStackWith(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: scenario.French, Hexes: []string{"0101"}}}
	f.s.Deployment = []scenario.DeployZone{
		{ID: "map", Side: scenario.French, Hexes: []string{"0505"}},
		{ID: "box", Side: scenario.French, Turn: 3, EntryArea: "A", MinPerHex: 1, MaxPerHex: 1},
		{ID: "with", Side: scenario.French, StackWith: []string{"map"}},
	}
	f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 2, "")
	f.s.Units[0].Placement = scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"map", "box"}}
	f.unit("fr-b", scenario.French, scenario.TypeInfantry, 3, 2, "")
	f.s.Units[1].Placement = scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"map", "box"}}
	f.leader("fr-l", scenario.French, 2, 5, "")
	f.s.Units[2].Placement = scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"with"}}
	f.unit("al-x", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
	s := f.start()
	if got := s.DeployTargets(s.mustUnit(t, "fr-l")); len(got) != 0 {
		t.Errorf("leader targets %v before any unit of zone map is set up", got)
	}
	// The last free unit must go to the turn box, which needs one (3.0).
	s = deployAll(t, s, "fr-a@0505")
	if got := s.DeployTargets(s.mustUnit(t, "fr-b")); !slices.Equal(got, []string{"turn-3"}) {
		t.Errorf("fr-b targets %v, want [turn-3]", got)
	}
	s = deployAll(t, s, "fr-b@turn-3", "fr-l@0505")
	b := s.Units[s.mustUnit(t, "fr-b")]
	if b.Where != AtPending || b.Arrive != 3 || s.Area(s.mustUnit(t, "fr-b")) != "A" {
		t.Errorf("fr-b in the turn box: %+v, area %q, want pending from turn 3 at area A", b, s.Area(s.mustUnit(t, "fr-b")))
	}
	if s.hexOf(t, "fr-l") != "0505" {
		t.Errorf("leader at %s, want stacked with fr-a in 0505", s.hexOf(t, "fr-l"))
	}
}

func TestRule16_1_3_DummiesRemovedAfterSetupWithoutFogOfWar(t *testing.T) {
	for _, fog := range []bool{false, true} {
		t.Run(map[bool]string{false: "without 16.1", true: "with 16.1"}[fog], func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			if fog {
				f.s.Optional = []string{"16.1"}
			}
			f.s.Deployment = []scenario.DeployZone{{ID: "z", Side: scenario.French, Hexes: []string{"0505"}}}
			f.unit("fr-d", scenario.French, scenario.TypeDummy, 0, 3, "")
			f.s.Units[0].Placement = scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"z"}}
			f.unit("al-x", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			s := deployAll(t, f.start(), "fr-d@0505")
			s, _ = apply(t, s, EndPhase{})
			if on := s.OnMap(s.mustUnit(t, "fr-d")); on != fog {
				t.Errorf("Dummy on the map after the set-up: %v, want %v", on, fog)
			}
		})
	}
}

// TestRule3_0_AutoDeployIsLegal: the default deployment is a sequence of
// legal orders ending at the first Random Events Phase, with every unit in
// its zone, no stack and every limit kept.
func TestRule3_0_AutoDeployIsLegal(t *testing.T) {
	f := deployFixture(t)
	s, err := f.start().AutoDeploy()
	if err != nil {
		t.Fatal(err)
	}
	if s.Phase != PhaseEvents {
		t.Fatalf("phase %s after AutoDeploy, want events", s.Phase)
	}
	if err := s.Check(); err != nil {
		t.Fatal(err)
	}
	if st := s.Stacks(); len(st) != 0 {
		t.Errorf("stacks %v", st)
	}
	// Scenario order, first legal hex: fr-a takes 0505, the leader joins it.
	for _, id := range []string{"fr-a", "fr-l"} {
		if got := s.hexOf(t, id); got != "0505" {
			t.Errorf("%s at %s, want 0505", id, got)
		}
	}
	for a, code := range []string{"0505", "0808"} {
		n := s.anchorCount(0, a)
		if n < 1 || n > 2 {
			t.Errorf("%d units on or next to %s, want 1-2", n, code)
		}
	}
	// What-if questions asked at the set-up start from the same default.
	if w := f.start().WithTurn(1, French); w.Phase != PhaseMovement || !slices.Equal(w.Summary(), s.Summary()) {
		t.Errorf("WithTurn from the set-up: %s %v, want movement %v", w.Phase, w.Summary(), s.Summary())
	}
	again, _ := f.start().AutoDeploy()
	if !slices.Equal(again.Summary(), s.Summary()) {
		t.Errorf("AutoDeploy is not deterministic: %v vs %v", again.Summary(), s.Summary())
	}
}

// TestRule3_0_RandomSetupsAreLegal: random deployments over many seeds keep
// the zone limits, and a recorded game with its set-up replays exactly.
func TestRule3_0_RandomSetupsAreLegal(t *testing.T) {
	f := deployFixture(t)
	b := f.board()
	for seed := uint64(1); seed <= 30; seed++ {
		g, err := NewGame(b, NewSeededDice(seed))
		if err != nil {
			t.Fatal(err)
		}
		p := NewRandomPlayer(seed)
		for g.State().Phase == PhaseSetup {
			if _, _, err := g.Apply(p.Order(g.State())); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
		s := g.State()
		for a := range b.deploy.zones[0].anchors {
			if n := s.anchorCount(0, a); n < 1 || n > 2 {
				t.Errorf("seed %d: %d units near listed hex %d, want 1-2", seed, n, a)
			}
		}
		for _, id := range []string{"fr-a", "fr-b", "fr-c", "fr-l"} {
			if !s.OnMap(s.mustUnit(t, id)) {
				t.Errorf("seed %d: %s not deployed", seed, id)
			}
		}
		r, err := Replay(b, g.History(), g.Rolls())
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(r.Summary(), s.Summary()) {
			t.Errorf("seed %d: replay differs", seed)
		}
	}
}

// TestSlobozia3_0_StepCApartFromTheGarrisonedRedoubt: step C places each
// unit "such that each unit is not adjacent to any other Ottoman unit
// (including the Garrisoned Redoubt in hex 0707)" (Slobozia 20 3.0): not
// on the Redoubt's hex, not next to it, not next to a unit set up before.
func TestSlobozia3_0_StepCApartFromTheGarrisonedRedoubt(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0606", Side: scenario.French, Strength: 0, Name: "Redoubt"}}
	f.s.Deployment = []scenario.DeployZone{{ID: "ottoman-c", Side: scenario.French, Step: "C", Rule: "3.0",
		Hexes: []string{"0606", "0909"}, Within: 2, NotAdjacent: true}}
	for _, id := range []string{"ot-a", "ot-b"} {
		f.unit(id, scenario.French, scenario.TypeInfantry, 2, 2, "")
		f.s.Units[len(f.s.Units)-1].Placement = scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"ottoman-c"}}
	}
	f.unit("ru-x", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0101")
	for _, tc := range []struct {
		name, to, first, err string
	}{
		{"on the Garrisoned Redoubt", "0606", "", "holds a friendly garrison"},
		{"next to the Garrisoned Redoubt", f.nb("0606", hex.N), "", "adjacent to friendly garrison in 0606"},
		{"next to a unit of the step", f.nb("0909", hex.N), "ot-a@0909", "adjacent to friendly \"ot-a\""},
		{"apart from both", "0909", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := f.start()
			if tc.first != "" {
				s = deployAll(t, s, tc.first)
			}
			err := s.Legal(Deploy{Unit: "ot-b", To: tc.to})
			if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
				t.Errorf("deploy ot-b to %s: %v, want %q", tc.to, err, tc.err)
			}
		})
	}
}
