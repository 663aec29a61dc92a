package bundle

import (
	"slices"
	"strconv"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// setupState returns the position at the start of a bundled scenario.
func setupState(t *testing.T, id string) *rules.State {
	t.Helper()
	b := openOrSkip(t, id)
	s, err := rules.NewState(b, rules.NewSeededDice(1))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// near counts the side's deploying units (leaders aside) on or adjacent
// to code: the units the deployment limits are about (the Supplies unit,
// placed at 0207 before the deployment [3.0], is not one of them).
func near(t *testing.T, s *rules.State, side int, code string) int {
	t.Helper()
	b := s.B
	h, err := b.Index(code)
	if err != nil {
		t.Fatal(err)
	}
	deploys := map[string]bool{}
	for _, u := range b.Scenario.Units {
		deploys[u.ID] = u.Placement.Kind == scenario.PlaceDeploy
	}
	n := 0
	for u, info := range b.Units {
		if info.Side != side || info.Leader || info.Garrison || !s.OnMap(u) || !deploys[info.ID] {
			continue
		}
		if d := b.Grid.AtIndex(int(h)).Distance(b.Grid.AtIndex(int(s.Units[u].Hex))); d <= 1 {
			n++
		}
	}
	return n
}

func hexOf(s *rules.State, id string) string {
	u := s.B.Unit(id)
	if u < 0 || !s.OnMap(u) {
		return ""
	}
	return s.B.Code(s.Units[u].Hex)
}

// TestRule17_1_BailenHistoricalDeployment: each unit deploys in its
// printed hex or an adjacent hex; the French set up first (first listed
// zones), then the Spanish.
func TestRule17_1_BailenHistoricalDeployment(t *testing.T) {
	s := setupState(t, "bailen20-historical")
	if s.Phase != rules.PhaseSetup || s.Actor() != rules.French {
		t.Fatalf("%s by %s, want the French set-up", s.Phase, rules.SideName(s.Actor()))
	}
	// 0207 or an adjacent hex [17.1]; 0207 holds the Depot, a Garrison
	// French units may stack with [6.12.1].
	got := s.DeployTargets(s.B.Unit("fr-barbau"))
	slices.Sort(got)
	if want := []string{"0107", "0108", "0206", "0207", "0208", "0307", "0308"}; !slices.Equal(got, want) {
		t.Errorf("fr-barbau may deploy in %v, want %v", got, want)
	}
	if err := s.Legal(rules.Deploy{Unit: "fr-vedel", To: "0207"}); err == nil {
		t.Error("Vedel deploys at Andújar; [17.1] puts it at 1306 or an adjacent hex")
	}
	if err := s.Legal(rules.Deploy{Unit: "sp-reding", To: "1313"}); err == nil {
		t.Error("the Spanish deploy before the French have finished")
	}
	d, err := s.AutoDeploy()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ unit, anchor string }{
		{"fr-barbau", "0207"}, {"fr-frescia", "0207"}, {"fr-dupont", "0207"}, {"fr-vedel", "1306"},
		{"fr-remnant-1", "1512"}, {"fr-gobert", "2302"},
		{"sp-la-pena", "0110"}, {"sp-felix-jones", "0110"}, {"sp-castanos", "0110"}, {"sp-coupigny", "0710"},
		{"sp-reding", "1313"}, {"sp-valdecanos", "2313"},
	} {
		t.Run(tc.unit, func(t *testing.T) {
			at := hexOf(d, tc.unit)
			a, _ := d.B.Index(tc.anchor)
			h, err := d.B.Index(at)
			if err != nil || d.B.Grid.AtIndex(int(a)).Distance(d.B.Grid.AtIndex(int(h))) > 1 {
				t.Errorf("%s at %q, want %s or an adjacent hex", tc.unit, at, tc.anchor)
			}
		})
	}
	if st := d.Stacks(); len(st) != 0 {
		t.Errorf("default set-up stacks %v (6.9)", st)
	}
}

// TestRule3_0_BailenFreeDeployment: random free deployments of both sides
// keep one or two units on or adjacent to each deployment hex, and the
// Spanish Game Turn box 3 gets one or two units.
func TestRule3_0_BailenFreeDeployment(t *testing.T) {
	b := openOrSkip(t, "bailen20")
	french := []string{"0207", "2309", "0709", "2302", "1306", "1512"}
	spanish := []string{"0110", "0710", "1313", "2313"}
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := rules.NewGame(b, rules.NewSeededDice(seed))
		if err != nil {
			t.Fatal(err)
		}
		p := rules.NewRandomPlayer(seed)
		var s *rules.State
		for s = g.State(); s.Phase == rules.PhaseSetup; s = g.State() {
			o := p.Order(s)
			if _, _, err := g.Apply(o); err != nil {
				t.Fatalf("seed %d: %s: %v", seed, o, err)
			}
			// Check the counts just before the dummies leave (16.1 not in use).
			if ns := g.State(); ns.Phase != rules.PhaseSetup || ns.Actor() != s.Actor() {
				side, anchors := rules.French, french
				if s.Actor() == rules.AntiFrench {
					side, anchors = rules.AntiFrench, spanish
				}
				for _, a := range anchors {
					if n := near(t, s, side, a); n < 1 || n > 2 {
						t.Errorf("seed %d: %d %s units on or adjacent to %s, want 1-2 [3.0]", seed, n, rules.SideName(side), a)
					}
				}
				if side == rules.AntiFrench {
					box := 0
					for u, info := range b.Units {
						if info.Side == side && s.Units[u].Where == rules.AtPending && s.Units[u].Arrive == 3 && !info.Leader {
							box++
						}
					}
					if box < 1 || box > 2 {
						t.Errorf("seed %d: %d units in Game Turn box 3, want 1-2 [3.0]", seed, box)
					}
				}
			}
		}
		if err := s.Check(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if s.Phase != rules.PhaseEvents || s.Turn != 1 || s.Phasing != rules.AntiFrench {
			t.Errorf("seed %d: play starts at turn %d %s %s, want turn 1 anti-french events", seed, s.Turn, rules.SideName(s.Phasing), s.Phase)
		}
	}
}

// TestRule17_2_BattleOfBailenDeployment: Supply Train, Barbau and Frescia
// fill 0706, 0805 and 0906 one to a hex (6.9); Dupont, a leader, stacks
// with one of them (16.9.2).
func TestRule17_2_BattleOfBailenDeployment(t *testing.T) {
	s := setupState(t, "bailen20-battle")
	d, err := s.AutoDeploy()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, id := range []string{"fr-supplies", "fr-barbau", "fr-frescia"} {
		got = append(got, hexOf(d, id))
	}
	slices.Sort(got)
	if want := []string{"0706", "0805", "0906"}; !slices.Equal(got, want) {
		t.Errorf("units in %v, want one in each of %v", got, want)
	}
	if h := hexOf(d, "fr-dupont"); !slices.Contains(got, h) {
		t.Errorf("Dupont at %q, want with a unit in 0706, 0805 or 0906", h)
	}
	if d.Turn != 21 || d.Phase != rules.PhaseEvents {
		t.Errorf("play starts at turn %d %s, want turn 21 events", d.Turn, d.Phase)
	}
}

// TestRule3_0_SloboziaSetupSteps: the Ottomans set up first, then the
// Russians. Step B takes both Janissaries and two more units in the
// Bridgehead; Russian steps B-D fill 0303, 1311, 0304, 1211 and 0309 with
// one unit each; Kutuzov stacks with one of them (step F). Steps C and D
// of the Ottomans are column ranges with units apart from each other;
// every unit is set up.
func TestRule3_0_SloboziaSetupSteps(t *testing.T) {
	s := setupState(t, "slobozia20")
	if s.Phase != rules.PhaseSetup || s.Actor() != rules.French {
		t.Fatalf("%s by %s, want the Ottoman (French side) set-up", s.Phase, rules.SideName(s.Actor()))
	}
	if err := s.Legal(rules.Deploy{Unit: "ot-boluk", To: "0808"}); err == nil {
		t.Error("BOLUK deploys outside the Slobozia Bridgehead")
	}
	if err := s.Legal(rules.Deploy{Unit: "ot-sipahi", To: "0509"}); err == nil {
		t.Error("a cavalry unit of step D deploys in the Bridgehead")
	}
	// Two other infantry units take two of the five Bridgehead hexes; the
	// remaining places are kept for the Janissaries.
	s2 := s
	for _, o := range []rules.Deploy{{Unit: "ot-tufkeji", To: "0509"}, {Unit: "ot-haiduk", To: "0510"}} {
		ns, _, err := s2.Apply(o, nil)
		if err != nil {
			t.Fatalf("%s: %v", o, err)
		}
		s2 = ns
	}
	if err := s2.Legal(rules.Deploy{Unit: "ot-sekhan", To: "0610"}); err == nil {
		t.Error("a third infantry unit takes a Bridgehead place the Janissaries need [3.0 B]")
	}
	d, err := s.AutoDeploy()
	if err != nil {
		t.Fatal(err)
	}
	bridge := []string{"0509", "0510", "0609", "0610", "0710"}
	inBridge := 0
	for _, h := range bridge {
		if u := d.UnitAt(mustIndex(t, d, h)); u >= 0 && d.B.Units[u].Side == rules.French {
			inBridge++
		}
	}
	for _, id := range []string{"ot-boluk", "ot-djemaat"} {
		if !slices.Contains(bridge, hexOf(d, id)) {
			t.Errorf("%s at %q, want in the Bridgehead", id, hexOf(d, id))
		}
	}
	if inBridge != 4 {
		t.Errorf("%d Ottoman units in the Bridgehead, want 4 [3.0 B]", inBridge)
	}
	ru := map[string]bool{}
	for _, h := range []string{"0303", "1311", "0304", "1211", "0309"} {
		u := d.UnitAt(mustIndex(t, d, h))
		if u < 0 || d.B.Units[u].Side != rules.AntiFrench {
			t.Errorf("no Russian unit in %s [3.0 B-D]", h)
			continue
		}
		ru[h] = true
	}
	if !ru[hexOf(d, "ru-kutuzov")] {
		t.Errorf("Kutuzov at %q, want stacked with a unit of steps B-D [3.0 F]", hexOf(d, "ru-kutuzov"))
	}
	// Steps C and D [3.0]: "between hexrows 05xx and 11xx (inclusive)"
	// and "south of hexrow 12xx (inclusive)", "not adjacent to any other
	// Ottoman unit", "at least one Cavalry unit within one hex of each of
	// the fords across the Lom River (hexes 1407 and 1806)"; E: Ahmed
	// Pasha with a unit of C or D. Every unit is set up.
	g := d.B.Scenario.Grid()
	at := func(id string) (int, string) {
		code := hexOf(d, id)
		if code == "" {
			t.Errorf("%s is not on the map after the set-up", id)
			return -1, ""
		}
		col, _ := strconv.Atoi(code[:2])
		return col, code
	}
	near := func(a, b string) int {
		ha, _ := g.Parse(a)
		hb, _ := g.Parse(b)
		return ha.Distance(hb)
	}
	var ottoman []string
	for _, u := range d.B.Units {
		if u.Side == rules.French && !u.Leader && hexOf(d, u.ID) != "" {
			ottoman = append(ottoman, u.ID)
		}
	}
	check := func(ids []string, lo, hi int, step string) []string {
		var codes []string
		for _, id := range ids {
			col, code := at(id)
			if code == "" || slices.Contains(bridge, code) {
				continue
			}
			codes = append(codes, code)
			if col < lo || col > hi {
				t.Errorf("%s at %s, want columns %02d-%02d [3.0 %s]", id, code, lo, hi, step)
			}
			for _, o := range ottoman {
				if o != id && near(code, hexOf(d, o)) == 1 {
					t.Errorf("%s at %s is adjacent to %s at %s [3.0 %s]", id, code, o, hexOf(d, o), step)
				}
			}
		}
		return codes
	}
	check([]string{"ot-tufkeji", "ot-haiduk", "ot-sekhan", "ot-skipetar", "ot-derebert"}, 5, 11, "C")
	cav := check([]string{"ot-sipahi", "ot-garipler", "ot-djellis", "ot-youruk", "ot-akinji"}, 12, 19, "D")
	for _, ford := range []string{"1407", "1806"} {
		if !slices.ContainsFunc(cav, func(c string) bool { return near(c, ford) <= 1 }) {
			t.Errorf("no Ottoman cavalry within one hex of the ford %s [3.0 D]: %v", ford, cav)
		}
	}
	if _, code := at("ot-ahmed-pasha"); code != "" {
		if u := d.UnitAt(mustIndex(t, d, code)); u < 0 || d.B.Units[u].Leader {
			t.Errorf("Ahmed Pasha at %s is not stacked with a unit [3.0 E]", code)
		}
	}
	for _, u := range d.B.Scenario.Units {
		if u.Placement.Kind == scenario.PlaceDeploy && (u.Type != scenario.TypeDummy || d.B.Optional("16.1")) {
			at(u.ID) // every deploying unit is set up [3.0]
		}
	}
}

func mustIndex(t *testing.T, s *rules.State, code string) int32 {
	t.Helper()
	h, err := s.B.Index(code)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// BenchmarkAutoDeploy measures the default free deployment of Bailén 20
// [3.0]: 18 units, limits checked for every candidate hex.
func BenchmarkAutoDeploy(b *testing.B) {
	bd := openOrSkip(b, "bailen20")
	s, err := rules.NewState(bd, rules.NewSeededDice(1))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.AutoDeploy(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRandomSetup measures a random free deployment of Bailén 20.
func BenchmarkRandomSetup(b *testing.B) {
	bd := openOrSkip(b, "bailen20")
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		g, _ := rules.NewGame(bd, rules.NewSeededDice(seed))
		p := rules.NewRandomPlayer(seed)
		for g.State().Phase == rules.PhaseSetup {
			if _, _, err := g.Apply(p.Order(g.State())); err != nil {
				b.Fatal(err)
			}
		}
	}
}
