package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// groupFixture is a Bailén 20 11.6 group: two Spanish units set up in
// Game Turn box 3, entry areas A (0112), B (0712) and C (1312).
func groupFixture(t *testing.T) *rules.State {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
	for _, id := range []string{"sp-1", "sp-2"} {
		st, ma := 3, 2
		f.s.Units = append(f.s.Units, scenario.Unit{ID: id, Name: id, Side: scenario.AntiFrench, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
			Placement: scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{"sp-turn-3"}}})
	}
	f.s.Deployment = []scenario.DeployZone{{ID: "sp-turn-3", Side: scenario.AntiFrench, Turn: 3, EntryArea: "A"}}
	f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: scenario.AntiFrench, Hexes: []string{"0112"}},
		{ID: "B", Side: scenario.AntiFrench, Hexes: []string{"0712"}}, {ID: "C", Side: scenario.AntiFrench, Hexes: []string{"1312"}}}
	f.s.Turns = scenario.TurnTrack{Start: 1, End: 24}
	f.s.Tables = []scenario.Table{{ID: "spanish-reinforcements", Title: "Spanish Reinforcements", Dice: "1d6",
		Columns: []string{"Turns 3-10", "Turns 11-15", "Turns 16-24"},
		Rows: []scenario.TableRow{{Roll: "1-3", Results: []string{"no arrival", "no arrival", "no arrival"}},
			{Roll: "4", Results: []string{"no arrival", "no arrival", "arrive: Area A, B or C"}},
			{Roll: "5", Results: []string{"no arrival", "arrive: Area A or B", "arrive: Area A, B or C"}},
			{Roll: "6", Results: []string{"arrive: Area A", "arrive: Area A or B", "arrive: Area A, B or C"}}}}}
	f.s.Special = []scenario.Rule{{ID: "spanish-reinforcements", Number: "11.6", Title: "Spanish Reinforcements", Kind: "variable_arrival",
		Params: map[string]string{"from_turn": "3", "group": "true", "movement_bonus": "1", "side": "anti-french", "table": "spanish-reinforcements"}}}
	b := f.board()
	if !hasNote(b, "spanish-reinforcements", "arrive as one group: from turn 3") {
		t.Fatalf("note missing: %q", b.Notes())
	}
	s, err := rules.NewState(b, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"sp-1", "sp-2"} {
		u := mustUnit(s, t, id)
		s.Units[u].Where, s.Units[u].Hex, s.Units[u].Arrive = rules.AtPending, -1, 3
		s.SetArea(u, "A")
	}
	s.Phase, s.Phasing = rules.PhaseMovement, rules.AntiFrench
	return s
}

// TestBailen11_6_SpanishReinforcements: the group rolls at the start of
// the Spanish Movement Phase from Turn 3; on success it may enter by any
// area the result names, the first unit fixing it, with +1 Movement
// Allowance; a failed or declined roll is rolled again next turn.
func TestBailen11_6_SpanishReinforcements(t *testing.T) {
	cases := []struct {
		name     string
		turn     int
		roll     int
		first    string // hex the first unit enters; "" none may
		refused  string // a hex the first unit may not enter
		second   string // hex the second unit may then enter
		secondNo string // a hex it may not
	}{
		{"turn 2: no roll yet", 2, 0, "", "0112", "", ""},
		{"turn 3, roll 5 fails", 3, 5, "", "0112", "", ""},
		{"turn 3, roll 6: Area A only", 3, 6, "0112", "0712", "", ""},
		{"turn 12, roll 5: Area B picked, the group follows", 12, 5, "0712", "1312", "0711", "0111"},
		{"turn 16, roll 4: Area C", 16, 4, "1312", "", "1311", "0711"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := groupFixture(t)
			s.Turn = tc.turn
			var rolls []int
			if tc.roll > 0 {
				rolls = []int{tc.roll}
			}
			d := &rules.ScriptedDice{Rolls: rolls}
			var ev []rules.Event
			rollGroup(s, d, &ev)
			if d.Used() != len(rolls) {
				t.Fatalf("used %d rolls, want %d", d.Used(), len(rolls))
			}
			u := mustUnit(s, t, "sp-1")
			wantMA := 2
			if tc.first != "" {
				wantMA = 3
			}
			if ma := s.MovementAllowance(u); ma != wantMA {
				t.Fatalf("Movement Allowance %d, want %d", ma, wantMA)
			}
			if tc.refused != "" && s.Legal(rules.Move{Unit: "sp-1", To: tc.refused}) == nil {
				t.Fatalf("sp-1 may enter %s", tc.refused)
			}
			if tc.first == "" {
				return
			}
			ns, _, err := s.Apply(rules.Move{Unit: "sp-1", To: tc.first}, &rules.ScriptedDice{})
			if err != nil {
				t.Fatal(err)
			}
			if tc.secondNo != "" && s.Legal(rules.Move{Unit: "sp-2", To: tc.secondNo}) != nil {
				t.Fatalf("sp-2 could not enter %s before the area was fixed", tc.secondNo)
			}
			if ns.Legal(rules.Move{Unit: "sp-2", To: tc.second}) != nil && tc.second != "" {
				t.Fatalf("sp-2 may not follow through %s: %v", tc.second, ns.Legal(rules.Move{Unit: "sp-2", To: tc.second}))
			}
			if tc.secondNo != "" && ns.Legal(rules.Move{Unit: "sp-2", To: tc.secondNo}) == nil {
				t.Fatalf("sp-2 may enter %s, another area", tc.secondNo)
			}
		})
	}
}

// TestBailen11_6_SpanishReinforcementsNoBanking: a successful roll not
// used is lost; next turn the group rolls again.
func TestBailen11_6_SpanishReinforcementsNoBanking(t *testing.T) {
	cases := []struct {
		name  string
		next  int  // roll on the next turn
		enter bool // the group may then enter
	}{
		{"next roll fails", 1, false},
		{"next roll succeeds", 6, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := groupFixture(t)
			s.Turn = 3
			var ev []rules.Event
			rollGroup(s, &rules.ScriptedDice{Rolls: []int{6}}, &ev)
			if s.Legal(rules.Move{Unit: "sp-1", To: "0112"}) != nil {
				t.Fatal("the group cannot enter after a successful roll")
			}
			s.Turn = 4
			d := &rules.ScriptedDice{Rolls: []int{tc.next}}
			rollGroup(s, d, &ev)
			if d.Used() != 1 {
				t.Fatal("the declined group did not roll again")
			}
			if err := s.Legal(rules.Move{Unit: "sp-1", To: "0112"}); (err == nil) != tc.enter {
				t.Fatalf("enter: %v, want %v", err, tc.enter)
			}
		})
	}
}

// TestBailen11_6_SpanishReinforcementsLastTurn: a failed roll on the last
// turn leaves the group set aside; before it, the group waits a turn.
func TestBailen11_6_SpanishReinforcementsLastTurn(t *testing.T) {
	cases := []struct {
		name       string
		turn       int
		wantWhere  uint8
		wantArrive int
	}{
		{"turn 23", 23, rules.AtPending, 24},
		{"last turn 24", 24, rules.AtSetAside, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := groupFixture(t)
			s.Turn = tc.turn
			var ev []rules.Event
			rollGroup(s, &rules.ScriptedDice{Rolls: []int{1}}, &ev)
			u := mustUnit(s, t, "sp-2")
			if s.Units[u].Where != tc.wantWhere || s.Units[u].Where == rules.AtPending && s.Units[u].Arrive != tc.wantArrive {
				t.Fatalf("sp-2 at %d arriving %d", s.Units[u].Where, s.Units[u].Arrive)
			}
		})
	}
}

// TestBailen17_1_HistoricalSpanishGroup: in the historical set-up the
// Game Turn 3 units are variable reinforcements on the group's table: they
// roll once as a group (11.6), not each on its own (11.0).
func TestBailen17_1_HistoricalSpanishGroup(t *testing.T) {
	cases := []struct {
		name  string
		roll  int
		enter bool
	}{
		{"roll 6 on turn 3", 6, true},
		{"roll 4 on turn 3", 4, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
			for _, id := range []string{"sp-1", "sp-2"} {
				st, ma := 3, 2
				f.s.Units = append(f.s.Units, scenario.Unit{ID: id, Name: id, Side: scenario.AntiFrench, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
					Placement: scenario.Placement{Kind: scenario.PlaceVariable, Turn: 3, Table: "spanish-reinforcements"}})
			}
			f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: scenario.AntiFrench, Hexes: []string{"0112"}}}
			f.s.Tables = []scenario.Table{{ID: "spanish-reinforcements", Title: "Spanish Reinforcements", Dice: "1d6", Columns: []string{"Turns 3-10"},
				Rows: []scenario.TableRow{{Roll: "1-5", Results: []string{"no arrival"}}, {Roll: "6", Results: []string{"arrive: Area A"}}}}}
			f.s.Special = []scenario.Rule{{ID: "spanish-reinforcements", Number: "11.6", Title: "Spanish Reinforcements", Kind: "variable_arrival",
				Params: map[string]string{"from_turn": "3", "group": "true", "movement_bonus": "1", "side": "anti-french", "table": "spanish-reinforcements"}}}
			s, err := rules.NewState(f.board(), nil)
			if err != nil {
				t.Fatal(err)
			}
			s.Turn, s.Phase, s.Phasing = 3, rules.PhaseMovement, rules.AntiFrench
			d := &rules.ScriptedDice{Rolls: []int{tc.roll}}
			var ev []rules.Event
			s.RollVariable(d, &ev)
			if d.Used() != 0 {
				t.Fatal("a group member rolled on its own")
			}
			rollGroup(s, d, &ev)
			if d.Used() != 1 {
				t.Fatalf("the group used %d rolls, want 1", d.Used())
			}
			for _, id := range []string{"sp-1", "sp-2"} {
				if err := s.Legal(rules.Move{Unit: id, To: "0112"}); (err == nil) != tc.enter {
					t.Fatalf("%s enters 0112: %v, want %v", id, err, tc.enter)
				}
			}
		})
	}
}

// TestBailen11_6_GroupStateInline: the group's state names its entry areas
// by the board's numbers, so it is kept inline in the State (no value of
// its own to copy on write): after a roll of 5 on Turn 12 the group may
// enter by "A,B", and once its first unit enters by Area B the group's
// area is B, which the other member then enters by (11.6).
func TestBailen11_6_GroupStateInline(t *testing.T) {
	if !groupSlot.Inline() {
		t.Fatal("the group's state is boxed, want inline")
	}
	s := groupFixture(t)
	s.Turn = 12
	var ev []rules.Event
	rollGroup(s, &rules.ScriptedDice{Rolls: []int{5}}, &ev)
	if n := s.BoxedKindValues(); n != 0 {
		t.Errorf("the roll made %d boxed kind values, want none", n)
	}
	u := mustUnit(s, t, "sp-1")
	if got := groupEntry(s, u); got != "A,B" {
		t.Fatalf("group entry %q, want %q", got, "A,B")
	}
	ns, _, err := s.Apply(rules.Move{Unit: "sp-1", To: "0712"}, &rules.ScriptedDice{})
	if err != nil {
		t.Fatal(err)
	}
	if got := areaName(ns.B, groupSlot.Of(ns).area); got != "B" {
		t.Errorf("group area %q, want B", got)
	}
	if got := ns.Area(mustUnit(ns, t, "sp-2")); got != "B" {
		t.Errorf("sp-2's entry area %q, want B", got)
	}
	if got := groupSlot.Of(s).area; got != 0 {
		t.Errorf("the position before the move reads area %d, want none", got)
	}
}
