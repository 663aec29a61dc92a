package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// josephFixture is a small Arapiles 20 16.10 scenario: Joseph rolls from
// Turn 1 on a table and enters through Entry Area B (hex 0101).
func josephFixture(t *testing.T, optional bool) *fixture {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
	f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
	st, ma := 4, 2
	f.s.Units = append(f.s.Units, scenario.Unit{ID: "fr-joseph", Name: "Joseph", Side: scenario.French, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
		Placement: scenario.Placement{Kind: scenario.PlaceVariable, Turn: 1, EntryArea: "B", Table: "king-joseph-arrival"}})
	f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "B", Side: scenario.French, Hexes: []string{"0101"}}}
	f.s.Tables = []scenario.Table{{ID: "king-joseph-arrival", Title: "King Joseph Bonaparte Arrival Table", Dice: "1d6", Columns: []string{"Turn 1 and later"},
		Rows: []scenario.TableRow{{Roll: "1-5", Results: []string{"does not arrive"}}, {Roll: "6", Results: []string{"arrives via Entry Area B"}}}}}
	f.s.Special = []scenario.Rule{{ID: "march-of-king-joseph", Number: "16.10", Title: "The March of King Joseph Bonaparte", Kind: "optional_reinforcement",
		Params: map[string]string{"arrival_morale": "1", "entry_area": "B", "from_turn": "1", "starting_morale": "7", "table": "king-joseph-arrival", "unit": "fr-joseph"}}}
	if optional {
		f.opt.Optional = []string{"16.10"}
	}
	return f
}

// TestArapiles16_10_MarchOfKingJoseph: with the request (optional rule
// 16.10) French Morale starts at 7, Joseph rolls and the French gain +1
// Morale when he enters; without it Joseph is not used and Morale is the
// scenario's.
func TestArapiles16_10_MarchOfKingJoseph(t *testing.T) {
	cases := []struct {
		name        string
		optional    bool
		wantStart   int
		wantWhere   uint8
		wantArrival int // French Morale after Joseph enters; 0: he cannot
	}{
		{"requested", true, 7, rules.AtPending, 8},
		{"not requested", false, 6, rules.AtEliminated, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, err := rules.NewState(josephFixture(t, tc.optional).board(), nil)
			if err != nil {
				t.Fatal(err)
			}
			u := mustUnit(s, t, "fr-joseph")
			if s.Morale[rules.French] != tc.wantStart || s.Units[u].Where != tc.wantWhere {
				t.Fatalf("start: Morale %d, Joseph at %d; want %d, %d", s.Morale[rules.French], s.Units[u].Where, tc.wantStart, tc.wantWhere)
			}
			s.Phase = rules.PhaseMovement
			var ev []rules.Event
			s.RollVariable(&rules.ScriptedDice{Rolls: []int{6}}, &ev)
			ns, _, err := s.Apply(rules.Move{Unit: "fr-joseph", To: "0101"}, &rules.ScriptedDice{})
			if tc.wantArrival == 0 {
				if err == nil {
					t.Fatal("Joseph entered without the request")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ns.Morale[rules.French] != tc.wantArrival {
				t.Fatalf("Morale after arrival %d, want %d", ns.Morale[rules.French], tc.wantArrival)
			}
			ns2, _, err := ns.Apply(rules.Move{Unit: "fr-joseph", To: "0102"}, &rules.ScriptedDice{})
			if err == nil && ns2.Morale[rules.French] != tc.wantArrival {
				t.Fatalf("Morale gained again on a later move: %d", ns2.Morale[rules.French])
			}
		})
	}
}

// TestArapiles11_6_ChauvelsRiders: the Nord unit's variable placement and
// table agree with the rule: it is applied (rolled from Turn 7, entering
// via Area Z); a placement that disagrees is reported as not applied.
func TestArapiles11_6_ChauvelsRiders(t *testing.T) {
	cases := []struct {
		name      string
		turn      int
		result    string
		want      string
		wantRolls []string // outcome for rolls 1, 5 on turn 7
	}{
		{"applied", 7, "arrives via Entry Area Z", "fr-nord rolls one die a turn on table \"armee-du-nord\" from turn 7 until it arrives (11.0); it enters through entry area Z", []string{"eliminated", "arrive"}},
		{"placement turn differs", 6, "arrives via Entry Area Z", "is not a variable reinforcement rolled on table \"armee-du-nord\" from turn 7; not applied", nil},
		{"result names another area", 7, "arrives via Entry Area A", "does not name entry area Z; not applied", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			st, ma := 2, 3
			f.s.Units = append(f.s.Units, scenario.Unit{ID: "fr-nord", Name: "Nord", Side: scenario.French, Type: scenario.TypeCavalry, Strength: &st, Movement: &ma,
				Placement: scenario.Placement{Kind: scenario.PlaceVariable, Turn: tc.turn, Table: "armee-du-nord"}})
			f.s.Tables = []scenario.Table{{ID: "armee-du-nord", Title: "Armée du Nord Table", Dice: "1d6", Columns: []string{"Turns 7-12"},
				Rows: []scenario.TableRow{{Roll: "1-2", Results: []string{"Nord eliminated (no Morale change)"}}, {Roll: "3-4", Results: []string{"delayed to the next turn"}},
					{Roll: "5-6", Results: []string{tc.result}}}}}
			f.s.Special = []scenario.Rule{{ID: "chauvels-riders", Number: "11.6", Title: "Chauvel's Riders", Kind: "variable_arrival",
				Params: map[string]string{"entry_area": "Z", "from_turn": "7", "table": "armee-du-nord", "unit": "fr-nord"}}}
			b := f.board()
			if !hasNote(b, "chauvels-riders", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
			for i, roll := range []int{1, 5} {
				if tc.wantRolls == nil {
					break
				}
				out, area, ok := rules.VariableOutcome(&f.s.Tables[0], 7, roll)
				if !ok || out != tc.wantRolls[i] || out == "arrive" && area != "Z" {
					t.Fatalf("roll %d: %s %s %v", roll, out, area, ok)
				}
				s, err := rules.NewState(b, nil)
				if err != nil {
					t.Fatal(err)
				}
				s.Turn, s.Phase = 7, rules.PhaseMovement
				m := s.Morale
				var ev []rules.Event
				s.RollVariable(&rules.ScriptedDice{Rolls: []int{roll}}, &ev)
				u := mustUnit(s, t, "fr-nord")
				if s.Morale != m || out == "eliminated" && s.Units[u].Where != rules.AtEliminated || out == "arrive" && s.Area(u) != "Z" {
					t.Fatalf("roll %d: Morale %v (was %v), where %d, area %q", roll, s.Morale, m, s.Units[u].Where, s.Area(u))
				}
			}
		})
	}
}

// TestRousse11_6_UnitArrivalLocations: a unit an event brings enters
// through the area the rule gives; the note says whether a card of the
// deck brings it.
func TestRousse11_6_UnitArrivalLocations(t *testing.T) {
	cases := []struct {
		name  string
		area  string // the unit's placement entry area
		card  bool   // a deck card reinforces it
		want  string
		enter bool // the card brings it in through area A
	}{
		{"no card brings it", "A", false, "ru-xv enters through entry area A when an event brings it (11.6); no card of the scenario's deck brings it", false},
		{"a card brings it", "A", true, "ru-xv enters through entry area A when an event brings it (11.6); brought by card(s) #7", true},
		{"placement disagrees", "Z", false, `unit "ru-xv" is not placed to arrive by event through entry area "A"; not applied`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			st, ma := 3, 2
			f.s.Units = append(f.s.Units, scenario.Unit{ID: "ru-xv", Name: "XV", Side: scenario.AntiFrench, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
				Placement: scenario.Placement{Kind: scenario.PlaceEvent, EntryArea: tc.area}})
			f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: scenario.AntiFrench, Hexes: []string{"1001"}}, {ID: "Z", Side: scenario.AntiFrench, Hexes: []string{"0112"}}}
			if tc.card {
				f.s.Deck.Cards = []scenario.Card{{Number: 7, Title: "Reinforcements", Events: []scenario.Event{{Side: scenario.AntiFrench,
					Effects: []scenario.Effect{{Kind: scenario.EffectReinforce, Units: []string{"ru-xv"}}}}}}}
			}
			f.s.Special = []scenario.Rule{{ID: "arrival-locations", Number: "11.6", Title: "Unit Arrival Locations", Kind: "event_arrivals",
				Params: map[string]string{"ru-xv": "A"}}}
			b := f.board()
			if !hasNote(b, "arrival-locations", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			u := mustUnit(s, t, "ru-xv")
			if s.Area(u) != tc.area || s.Units[u].Where != rules.AtPending || s.Units[u].Arrive < 1<<20 {
				t.Fatalf("ru-xv pending %d from %d via %q", s.Units[u].Where, s.Units[u].Arrive, s.Area(u))
			}
		})
	}
}

// TestRousse9_4_4_RedoubtMarker: a Redoubt marker's zero-strength Garrison
// is applied by the map's garrisons; one the map lacks, and Redoubts set up
// in a described zone, are reported as not applied (Rousse 20 and Slobozia
// 20 9.4.4).
func TestRousse9_4_4_RedoubtMarker(t *testing.T) {
	cases := []struct {
		name   string
		params map[string]string
		want   string
	}{
		{"Rousse garrison on the map", map[string]string{"garrison_strength": "0", "hex": "0708", "side": "anti-french"},
			"applied by the map's anti-french Garrison of intrinsic strength 0 in 0708 (9.4.4)"},
		{"garrison of the other side", map[string]string{"garrison_strength": "0", "hex": "0708", "side": "french"},
			"the map has no french garrison of strength 0 in 0708; not applied"},
		{"Slobozia Redoubts set up in a zone", map[string]string{"garrison_strength": "0", "french_hexes": "0708", "anti-french_count": "2", "anti-french_zone": "north shore"},
			"the 2 anti-french Redoubt marker(s) placed during set-up (north shore) and their Garrisons are not applied"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0708", Side: sideOfParams(tc.params), Strength: 0}}
			f.s.Special = []scenario.Rule{{ID: "garrison", Number: "9.4.4", Title: "Redoubt", Kind: "redoubt_marker", Params: tc.params}}
			b := f.board()
			if !hasNote(b, "garrison", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}

// sideOfParams is the side of the map garrison of a redoubt test: the
// Anti-French side unless the rule lists French hexes.
func sideOfParams(p map[string]string) string {
	if p["french_hexes"] != "" {
		return scenario.French
	}
	return scenario.AntiFrench
}

// cadreFixture: a Janissary (boluk), another Ottoman infantry unit
// (sekhan), a listed Janissary cadre pair and an unlisted (Irregular)
// cadre, with optional rules 16.5 and 16.6.
func cadreFixture(t *testing.T, rule bool) *fixture {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("boluk", scenario.French, scenario.TypeInfantry, 3, 2, "0506")
	f.unit("sekhan", scenario.French, scenario.TypeInfantry, 3, 2, "0508")
	for _, id := range []string{"jan-1", "jan-2", "irr-1"} {
		st, ma := 1, 2
		f.s.Units = append(f.s.Units, scenario.Unit{ID: id, Name: id, Side: scenario.French, Type: scenario.TypeCadre, Strength: &st, Movement: &ma,
			Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	}
	f.unit("e", scenario.AntiFrench, scenario.TypeInfantry, 2, 2, "1206")
	f.loc("0101", scenario.French)
	f.opt.Optional = []string{"16.5", "16.6"}
	f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
		{Roll: "1-2", Results: []string{"Elim"}}, {Roll: "3-4", Results: []string{"Cadre?"}}, {Roll: "5-6", Results: []string{"Rally"}}}}}
	if rule {
		f.s.Special = []scenario.Rule{{ID: "ottoman-cadres", Number: "16.5, 16.6", Title: "Ottoman Cadres", Kind: "cadre_restriction",
			Params: map[string]string{"side": "french", "cadres": "jan-1,jan-2", "eligible_units": "boluk", "campaign_only_cadres": "irr-1"}}}
	}
	return f
}

// TestRousse16_5_16_6_OttomanCadres: only the Janissary infantry Partially
// Rally (16.5.1), break down and build up (16.6), and only with the two
// Janissary cadres; without the rule any infantry may.
func TestRousse16_5_16_6_OttomanCadres(t *testing.T) {
	cases := []struct {
		name        string
		rule        bool
		unit        string
		wantPartial bool // a Cadre? result places a cadre
		wantBreak   bool // the unit may break down
	}{
		{"Janissary with the rule", true, "boluk", true, true},
		{"other infantry with the rule", true, "sekhan", false, false},
		{"other infantry without the rule", false, "sekhan", true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := cadreFixture(t, tc.rule)
			b := f.board()
			if tc.rule && !hasNote(b, "ottoman-cadres", "only boluk of the french side Partially Rally (16.5.1), break down and build up (16.6), and only with cadres jan-1,jan-2") {
				t.Fatalf("note missing: %q", b.Notes())
			}
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			s.Phase = rules.PhaseNight
			s.Remove(mustUnit(s, t, tc.unit), rules.AtBroken)
			s, _ = apply(t, s, rules.Rally{Units: []string{tc.unit}, Hexes: []string{"0101"}}, 3)
			placed := ""
			for _, id := range []string{"jan-1", "jan-2", "irr-1"} {
				if s.OnMap(mustUnit(s, t, id)) {
					placed = id
				}
			}
			if (placed != "") != tc.wantPartial || tc.rule && placed == "irr-1" {
				t.Fatalf("partial rally placed %q, want a cadre: %v", placed, tc.wantPartial)
			}

			s2, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			s2.Phase = rules.PhaseMovement
			_, _, err = s2.Apply(rules.Breakdown{Unit: tc.unit}, &rules.ScriptedDice{})
			if (err == nil) != tc.wantBreak {
				t.Fatalf("breakdown error %v, want allowed %v", err, tc.wantBreak)
			}
		})
	}
}

// TestRousse16_6_OttomanCadresBuildup: two listed Janissary cadres build
// up only the Janissary unit; an unlisted cadre cannot build up.
func TestRousse16_6_OttomanCadresBuildup(t *testing.T) {
	cases := []struct {
		name   string
		cadres []string
		want   string // unit built up, "" if refused
	}{
		{"Janissary cadres build up the Janissary", []string{"jan-1", "jan-2"}, "boluk"},
		{"an Irregular cadre may not", []string{"jan-1", "irr-1"}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := cadreFixture(t, true)
			two := 2
			f.s.Units[1].Strength = &two // sekhan, weaker: chosen first without the rule (16.6.2)
			s, err := rules.NewState(f.board(), nil)
			if err != nil {
				t.Fatal(err)
			}
			s.Phase = rules.PhaseMovement
			s.Remove(mustUnit(s, t, "boluk"), rules.AtEliminated)
			s.Remove(mustUnit(s, t, "sekhan"), rules.AtEliminated)
			for _, id := range tc.cadres {
				h, _ := s.B.Parse("0406")
				s.Place(mustUnit(s, t, id), h)
			}
			ns, _, err := s.Apply(rules.Buildup{Hex: "0406"}, &rules.ScriptedDice{})
			if tc.want == "" {
				if err == nil {
					t.Fatal("build-up allowed")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if hexOf(ns, t, tc.want) != "0406" || ns.OnMap(mustUnit(ns, t, "sekhan")) {
				t.Fatalf("built up: %v", ns.Summary())
			}
		})
	}
}

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

// TestArapiles3_0_AdvanceToContact: every unit arrives by its side's
// entry area; a unit deployed at the start or arriving elsewhere leaves
// the rule not applied.
func TestArapiles3_0_AdvanceToContact(t *testing.T) {
	cases := []struct {
		name   string
		frArea string
		setup  bool // the Allied unit is set up instead
		want   string
	}{
		{"all arrive", "A", false, "applied by the units' placements: no unit is deployed; 1 french units by area A, 1 anti-french units by area Z"},
		{"French unit by another area", "B", false, `unit "fr" arrives by area "B", not "A"; not applied`},
		{"Allied unit deployed", "A", true, `unit "af" is deployed at the start; not applied`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			f.s.Units[0].Placement = scenario.Placement{Kind: scenario.PlaceArrive, Turn: 1, EntryArea: tc.frArea}
			if !tc.setup {
				f.s.Units[1].Placement = scenario.Placement{Kind: scenario.PlaceArrive, Turn: 1, EntryArea: "Z"}
			}
			f.s.Special = []scenario.Rule{{ID: "march-on", Number: "3.0", Title: "Advance to Contact", Kind: "order_of_march",
				Params: map[string]string{"french": "A", "anti-french": "Z"}}}
			if b := f.board(); !hasNote(b, "march-on", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}

// TestBailen3_0_HiddenDeployment: with Fog of War every unit starts face
// down; without it every unit is revealed (Bailén 20 and Slobozia 20 3.0).
func TestBailen3_0_HiddenDeployment(t *testing.T) {
	cases := []struct {
		name     string
		fog      bool
		revealed bool
		want     string
	}{
		{"with Fog of War", true, false, "every unit sets up face down"},
		{"without Fog of War", false, true, "every unit is revealed and the Dummies are removed before play"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			if tc.fog {
				f.opt.Optional = []string{"16.1"}
			}
			f.s.Special = []scenario.Rule{{ID: "hidden-deployment", Number: "3.0", Title: "Face-down Deployment", Kind: "hidden_deployment",
				Params: map[string]string{"sides": "french,anti-french"}}}
			b := f.board()
			if !hasNote(b, "hidden-deployment", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			for u := range s.Units {
				if got := s.Units[u].Status&rules.StRevealed != 0; got != tc.revealed {
					t.Fatalf("%s revealed %v, want %v", b.Units[u].ID, got, tc.revealed)
				}
			}
		})
	}
}

// TestTalavera18_1_FourthCorps: Sebastiani and Leval are variable
// reinforcements by Area C on the 4th Corps table; a placement that
// disagrees leaves the rule not applied.
func TestTalavera18_1_FourthCorps(t *testing.T) {
	cases := []struct {
		name string
		area string
		want string
	}{
		{"placements agree", "C", `fr-sebastiani each roll one die a turn on table "fourth-corps-arrival"`},
		{"another area", "B", `unit "fr-sebastiani" is not a variable reinforcement rolled on table "fourth-corps-arrival" entering by area "C"; not applied`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			st, ma := 3, 2
			f.s.Units = append(f.s.Units, scenario.Unit{ID: "fr-sebastiani", Name: "Sebastiani", Side: scenario.French, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
				Placement: scenario.Placement{Kind: scenario.PlaceVariable, Turn: 2, EntryArea: tc.area, Table: "fourth-corps-arrival"}})
			f.s.Tables = []scenario.Table{{ID: "fourth-corps-arrival", Title: "4th Corps Arrival Table", Dice: "1d6", Columns: []string{"turns 2-3"},
				Rows: []scenario.TableRow{{Roll: "1-4", Results: []string{"-"}}, {Roll: "5-6", Results: []string{"arrives"}}}}}
			f.s.Special = []scenario.Rule{{ID: "fourth-corps", Number: "18.1", Title: "Where Is the 4th Corps?", Kind: "variable_reinforcement",
				Params: map[string]string{"entry_area": "C", "table": "fourth-corps-arrival", "units": "fr-sebastiani"}}}
			if b := f.board(); !hasNote(b, "fourth-corps", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}

// TestArapiles14_1_AlternateFrenchLOC: hex 0901 is a French LOC only for
// the Nord unit: it rallies there and retreats toward it; other French
// units do neither.
func TestArapiles14_1_AlternateFrenchLOC(t *testing.T) {
	cases := []struct {
		name      string
		unit      string
		wantRally bool
		wantDist  int16 // retreat distance from 0903
	}{
		{"Nord", "fr-nord", true, 2},
		{"another French unit", "fr-inf", false, 9},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-nord", scenario.French, scenario.TypeCavalry, 2, 3, "0505")
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 2, "0506")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			f.loc("0912", scenario.French)
			f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
				{Roll: "1-3", Results: []string{"Elim"}}, {Roll: "4-6", Results: []string{"Rally"}}}}}
			f.s.Special = []scenario.Rule{{ID: "alternate-french-loc", Number: "14.1", Title: "Alternate French LOC", Kind: "conditional_loc",
				Params: map[string]string{"hex": "0901", "side": "french", "units": "fr-nord"}}}
			b := f.board()
			if !hasNote(b, "alternate-french-loc", "0901 is a french LOC only for fr-nord") {
				t.Fatalf("note missing: %q", b.Notes())
			}
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			u := mustUnit(s, t, tc.unit)
			h, _ := b.Parse("0903")
			if got := retDistOf(b, u, rules.French)[h]; got != tc.wantDist {
				t.Fatalf("retreat distance from 0903: %d, want %d", got, tc.wantDist)
			}
			s.Phase = rules.PhaseNight
			s.Remove(u, rules.AtBroken)
			err = s.Legal(rules.Rally{Units: []string{tc.unit}, Hexes: []string{"0901"}})
			if (err == nil) != tc.wantRally {
				t.Fatalf("rally at 0901: %v, want allowed %v", err, tc.wantRally)
			}
		})
	}
}

// TestSlobozia4_2_RussianSurprise: until the first Battle is resolved,
// Ottoman units in the Bridgehead hexes cannot move; other Ottoman units
// and Russian units in those hexes can, and so can all after a Battle.
func TestSlobozia4_2_RussianSurprise(t *testing.T) {
	cases := []struct {
		name    string
		unit    string
		battled bool
		want    bool // may move
	}{
		{"Ottoman unit in the Bridgehead", "ot-in", false, false},
		{"Ottoman unit in the Bridgehead after a Battle", "ot-in", true, true},
		{"Ottoman unit south of the Danube", "ot-out", false, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ot-in", scenario.French, scenario.TypeInfantry, 3, 2, "0509")
			f.unit("ot-out", scenario.French, scenario.TypeInfantry, 3, 2, "0805")
			f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1210")
			f.s.Special = []scenario.Rule{{ID: "russian-surprise", Number: "4.2", Title: "Russian Surprise", Kind: "movement_restriction",
				Params: map[string]string{"side": "french", "frozen_hexes": "0509,0510", "until": "the first Battle", "table": "command-hierarchy", "table_modifier": "-2"}}}
			s := f.state(rules.PhaseMovement)
			if !hasNote(s.B, "russian-surprise", "until the first Battle is resolved, french units in 0509,0510 cannot move at all") ||
				!hasNote(s.B, "russian-surprise", `the -2 modifier on table "command-hierarchy" is not applied`) {
				t.Fatalf("note missing: %q", s.B.Notes())
			}
			battledWord.Set(s, int64(b2i(tc.battled)))
			u := mustUnit(s, t, tc.unit)
			if got := len(s.Reachable(u)) > 0; got != tc.want {
				t.Fatalf("reachable hexes: %v, want %v", got, tc.want)
			}
			to := s.B.Code(s.B.Nbr[s.Units[u].Hex][0])
			if err := s.Legal(rules.Move{Unit: tc.unit, To: to}); (err == nil) != tc.want {
				t.Fatalf("move to %s: %v, want allowed %v", to, err, tc.want)
			}
		})
	}
}

// TestSlobozia4_2_RussianSurpriseEndsWithTheFirstBattle: resolving a
// Battle, whatever its result, lifts the restriction.
func TestSlobozia4_2_RussianSurpriseEndsWithTheFirstBattle(t *testing.T) {
	cases := []struct {
		name string
		seed uint64
	}{
		{"seed 1", 1},
		{"seed 2", 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ot-in", scenario.French, scenario.TypeInfantry, 3, 2, "0509")
			f.unit("ot-att", scenario.French, scenario.TypeInfantry, 3, 2, "0807")
			f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0808")
			f.s.Special = []scenario.Rule{{ID: "russian-surprise", Number: "4.2", Title: "Russian Surprise", Kind: "movement_restriction",
				Params: map[string]string{"side": "french", "frozen_hexes": "0509", "until": "the first Battle"}}}
			s := f.state(rules.PhaseCombat)
			if !frozen(s, mustUnit(s, t, "ot-in")) {
				t.Fatal("not frozen before the Battle")
			}
			s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"ot-att"}, Defenders: []string{"ru"}}}})
			ns, _, err := s.Apply(rules.Resolve{Battle: 0}, rules.NewSeededDice(tc.seed))
			if err != nil {
				t.Fatal(err)
			}
			if !frozen(s, mustUnit(s, t, "ot-in")) {
				t.Fatal("the position before the Battle changed")
			}
			if frozen(ns, mustUnit(ns, t, "ot-in")) {
				t.Fatal("still frozen after a Battle")
			}
		})
	}
}

// TestSlobozia9_4_4_1_CitadelBattery: an Ottoman unit defending in the
// Citadel Battery's hex adds +1 while the Battery is in play.
func TestSlobozia9_4_4_1_CitadelBattery(t *testing.T) {
	cases := []struct {
		name      string
		rule      bool
		eliminate bool // the Battery is out of play
		want      int  // defense strength
	}{
		{"with the Battery", true, false, 4},
		{"Battery eliminated", true, true, 3},
		{"without the rule", false, false, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ot", scenario.French, scenario.TypeInfantry, 3, 2, "0609")
			f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0610")
			f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0609", Side: scenario.French, Strength: 1}}
			if tc.rule {
				f.s.Special = []scenario.Rule{{ID: "citadel-battery", Number: "9.4.4.1", Title: "Ottoman Citadel Battery Abilities", Kind: "citadel_battery",
					Params: map[string]string{"hex": "0609", "side": "french", "strength": "1", "bombard_hex": "0608",
						"defender_bonus": "+1 to an Ottoman unit defending in its hex, before terrain"}}}
			}
			s := f.state(rules.PhaseCombat)
			if tc.rule && !hasNote(s.B, "citadel-battery", "while it is in play each french unit defending in its hex adds +1 to its strength, before terrain") {
				t.Fatalf("note missing: %q", s.B.Notes())
			}
			if tc.eliminate {
				s.Remove(mustUnit(s, t, "garrison-0609"), rules.AtEliminated)
			}
			s.Phasing = rules.AntiFrench
			o, err := s.Odds([]string{"ru"}, []string{"ot"}, false, false, 0)
			if err != nil {
				t.Fatal(err)
			}
			if o.Defense != tc.want {
				t.Fatalf("defense %d, want %d", o.Defense, tc.want)
			}
		})
	}
}

// TestSlobozia9_4_4_2_BridgeheadGarrisonRestored: when the Russians in a
// Perimeter hex are driven out by a Battle, its Garrison is restored while
// the Citadel Battery is in play; never once the Battery is gone.
func TestSlobozia9_4_4_2_BridgeheadGarrisonRestored(t *testing.T) {
	cases := []struct {
		name    string
		battery bool
	}{
		{"Citadel Battery in play", true},
		{"Citadel Battery eliminated", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			restored, driven := 0, 0
			for seed := uint64(1); seed <= 12; seed++ {
				f := newFixture(t, scenario.EditionWallachia)
				f.unit("ot-1", scenario.French, scenario.TypeInfantry, 4, 2, "0508")
				f.unit("ot-2", scenario.French, scenario.TypeInfantry, 4, 2, "0409")
				f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 1, 2, "0509")
				f.loc("1101", scenario.AntiFrench)
				f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0509", Side: scenario.French}, {Hex: "0609", Side: scenario.French, Strength: 1}}
				f.s.Special = []scenario.Rule{
					{ID: "citadel-battery", Number: "9.4.4.1", Title: "Citadel Battery", Kind: "citadel_battery",
						Params: map[string]string{"hex": "0609", "side": "french", "strength": "1", "defender_bonus": "+1"}},
					{ID: "slobozia-bridgehead", Number: "9.4.4.2", Title: "Slobozia Bridgehead", Kind: "perimeter_redoubt",
						Params: map[string]string{"hexes": "0509", "side": "french"}}}
				s := f.state(rules.PhaseCombat)
				if !hasNote(s.B, "slobozia-bridgehead", "is restored whenever the enemy units occupying that hex are driven out of it by a Battle") {
					t.Fatalf("note missing: %q", s.B.Notes())
				}
				g := mustUnit(s, t, "garrison-0509")
				s.Remove(g, rules.AtEliminated)
				if !tc.battery {
					s.Remove(mustUnit(s, t, "garrison-0609"), rules.AtEliminated)
				}
				s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"ot-1", "ot-2"}, Defenders: []string{"ru"}}}})
				ns, _, err := s.Apply(rules.Resolve{Battle: 0}, rules.NewSeededDice(seed))
				if err != nil {
					t.Fatal(err)
				}
				h, _ := ns.B.Parse("0509")
				out := !ns.EnemyIn(h, rules.French) || ns.UnitAt(h) >= 0 && ns.B.Units[ns.UnitAt(h)].Side == rules.French
				back := ns.Units[g].Where == rules.AtMap && ns.Units[g].Hex == h
				if out {
					driven++
				}
				if back {
					restored++
				}
				if back != (out && tc.battery) {
					t.Fatalf("seed %d: Russians driven out %v, garrison restored %v", seed, out, back)
				}
			}
			if driven == 0 {
				t.Fatal("no seed drove the Russians out; the test proves nothing")
			}
		})
	}
}

// TestSlobozia4_1_GameTurnZero: the game begins on Game Turn 0 with the
// Russian Movement Phase only; the Night March roll gives the number of
// units moving as in a Day turn (Kutuzov not counted), the others move
// under the Night rules; then Game Turn 1 begins.
func TestSlobozia4_1_GameTurnZero(t *testing.T) {
	cases := []struct {
		name   string
		roll   int
		dayMAs []int // MA of ru-a, ru-b, ru-c as each moves in turn
	}{
		{"roll 2: one Day unit", 2, []int{3, 1, 1}},
		{"roll 5: two Day units", 5, []int{3, 3, 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ot", scenario.French, scenario.TypeInfantry, 3, 2, "1010")
			f.unit("ru-a", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0202")
			f.unit("ru-b", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0204")
			f.unit("ru-c", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0206")
			f.leader("ru-kutuzov", scenario.AntiFrench, 2, 6, "0208")
			f.s.FirstPlayer = scenario.AntiFrench
			f.s.Tables = []scenario.Table{{ID: "night-march", Title: "Russian Turn 0 Night March table", Dice: "1d6", Columns: []string{"# of Units"},
				Rows: []scenario.TableRow{{Roll: "1-3", Results: []string{"1"}}, {Roll: "4-6", Results: []string{"2"}}}}}
			f.s.Special = []scenario.Rule{{ID: "night-march", Number: "4.1", Title: "Game Turn 0 and the Russian Night March", Kind: "turn_zero",
				Params: map[string]string{"before_turn": "1", "free_units": "ru-kutuzov", "phases": "russian movement only", "side": "anti-french", "table": "night-march", "turn": "0"}}}
			b := f.board()
			if !hasNote(b, "night-march", "the game begins with Game Turn 0, whose only phase is the anti-french Movement Phase") {
				t.Fatalf("note missing: %q", b.Notes())
			}
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			if s.Turn != 0 || s.Phasing != rules.AntiFrench || s.Phase != rules.PhaseEvents {
				t.Fatalf("starts turn %d %s phase %v", s.Turn, rules.SideName(s.Phasing), s.Phase)
			}
			// The Events Phase draws no card here (empty deck); the roll is the Night March.
			s, _ = apply(t, s, rules.EndPhase{}, tc.roll)
			if s.Phase != rules.PhaseMovement || s.Turn != 0 {
				t.Fatalf("phase %v turn %d", s.Phase, s.Turn)
			}
			k := mustUnit(s, t, "ru-kutuzov")
			for i, id := range []string{"ru-a", "ru-b", "ru-c"} {
				u := mustUnit(s, t, id)
				if ma := s.MovementAllowance(u); ma != tc.dayMAs[i] {
					t.Fatalf("%s MA %d, want %d", id, ma, tc.dayMAs[i])
				}
				if s.MovementAllowance(k) != 6 {
					t.Fatal("Kutuzov moves under the Night rules")
				}
				s, _ = apply(t, s, rules.Move{Unit: id, To: s.B.Code(s.B.Nbr[s.Units[u].Hex][1])})
			}
			s, _ = apply(t, s, rules.EndPhase{})
			if s.Turn != 1 || s.Phasing != rules.AntiFrench || s.Phase != rules.PhaseEvents {
				t.Fatalf("after Turn 0: turn %d %s phase %v", s.Turn, rules.SideName(s.Phasing), s.Phase)
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
			rollArrivals(s, d, &ev)
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

// TestSlobozia3_0_SetupSteps: the set-up steps are applied through the
// deployment zones; a step's hexes that differ from its zone leave the
// rule not applied.
func TestSlobozia3_0_SetupSteps(t *testing.T) {
	cases := []struct {
		name  string
		hexes string
		want  string
	}{
		{"hexes agree", "0509,0510", "applied through the Set-up Phase's deployment zones ottoman-b (3.0); zones ottoman-c are described only in words"},
		{"hexes differ", "0509", `step ottoman_b_hexes hexes "0509" differ from deployment zone "ottoman-b"; not applied`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ot", scenario.French, scenario.TypeInfantry, 3, 2, "1010")
			f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0202")
			f.s.Deployment = []scenario.DeployZone{{ID: "ottoman-b", Side: scenario.French, Step: "B", Hexes: []string{"0509", "0510"}},
				{ID: "ottoman-c", Side: scenario.French, Step: "C"}}
			f.s.Special = []scenario.Rule{{ID: "setup-steps", Number: "3.0", Title: "Set-up steps", Kind: "setup_steps",
				Params: map[string]string{"ottoman_b_hexes": tc.hexes, "ottoman_c_zone": "south shore"}}}
			if b := f.board(); !hasNote(b, "setup-steps", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}

// marchFixture is a Talavera 20 11.6/11.7 scenario: two 2nd Corps units,
// Craufurd, and the Soult's March (#1) and Craufurd Approaches (#2) cards.
func marchFixture(t *testing.T) *rules.State {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
	f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
	for _, u := range []struct{ id, side string }{{"fr-merle", scenario.French}, {"fr-mermet", scenario.French}, {"al-craufurd", scenario.AntiFrench}} {
		st, ma := 3, 2
		table := "soult-arrival"
		if u.side == scenario.AntiFrench {
			table = "craufurd-arrival"
		}
		f.s.Units = append(f.s.Units, scenario.Unit{ID: u.id, Name: u.id, Side: u.side, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
			Placement: scenario.Placement{Kind: scenario.PlaceEvent, EntryArea: "A", Table: table}})
	}
	f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: scenario.French, Hexes: []string{"1401"}}}
	f.s.Turns = scenario.TurnTrack{Start: 1, End: 20}
	f.s.Deck.Cards = []scenario.Card{{Number: 1, Title: "Soult's March"}, {Number: 2, Title: "Craufurd Approaches"}}
	f.s.Tables = []scenario.Table{
		{ID: "soult-arrival", Title: "Soult Arrival Table", Dice: "1d6", Columns: []string{"Result"},
			Rows: []scenario.TableRow{{Roll: "1-5", Results: []string{"Advance the unit on the Game Turn record and roll again next turn"}},
				{Roll: "6", Results: []string{"The 2nd Corps unit arrives as a reinforcement via Entry Area A"}}}},
		{ID: "craufurd-arrival", Title: "Craufurd Arrival Table", Dice: "1d6", Columns: []string{"Result"},
			Rows: []scenario.TableRow{{Roll: "1-5", Results: []string{"Place Craufurd on the Game Turn record and repeat the procedure each turn"}},
				{Roll: "6", Results: []string{"Craufurd arrives as a Reinforcement this turn via Entry Area A"}}}}}
	f.s.Special = []scenario.Rule{
		{ID: "soults-march", Number: "11.6", Title: "Soult's March", Kind: "event_reinforcement",
			Params: map[string]string{"box": "Plasencia", "card_title": "Soult's March", "delay": "2", "entry_area": "A", "table": "soult-arrival", "units": "fr-merle,fr-mermet"}},
		{ID: "craufurd-approaches", Number: "11.7", Title: "Craufurd Approaches", Kind: "event_reinforcement",
			Params: map[string]string{"card_title": "Craufurd Approaches", "checks": "soults-march", "entry_area": "A", "table": "craufurd-arrival", "units": "al-craufurd"}}}
	b := f.board()
	if !hasNote(b, "soults-march", `when the "Soult's March" event occurs (card #1)`) || !hasNote(b, "craufurd-approaches", `the first time the "Craufurd Approaches" event occurs (card #2)`) {
		t.Fatalf("notes missing: %q", b.Notes())
	}
	s, err := rules.NewState(b, nil)
	if err != nil {
		t.Fatal(err)
	}
	s.Turn = 5
	return s
}

// TestTalavera11_6_SoultsMarch: the first event puts the 2nd Corps in the
// Plasencia box, the second two turns ahead on the record; from then each
// unit rolls at the start of each French Movement Phase, a later event
// adding +1 to the next French Movement Phase's rolls only.
func TestTalavera11_6_SoultsMarch(t *testing.T) {
	cases := []struct {
		name   string
		events int
		rolls  []int // merle, mermet on turn 7
		enter  [2]bool
	}{
		{"two events, rolls 6 and 5", 2, []int{6, 5}, [2]bool{true, false}},
		{"three events: +1, rolls 5 and 4", 3, []int{5, 4}, [2]bool{true, false}},
		{"one event: still in the box", 1, nil, [2]bool{false, false}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := marchFixture(t)
			var ev []rules.Event
			for i := 0; i < tc.events; i++ {
				marchCard(s, &s.B.Scenario.Deck.Cards[0], &rules.ScriptedDice{}, &ev)
			}
			merle := mustUnit(s, t, "fr-merle")
			if tc.events >= 2 && s.Units[merle].Arrive != 7 {
				t.Fatalf("on the record for turn %d, want 7", s.Units[merle].Arrive)
			}
			s.Turn, s.Phase, s.Phasing = 7, rules.PhaseMovement, rules.French
			d := &rules.ScriptedDice{Rolls: tc.rolls}
			rollArrivals(s, d, &ev)
			if d.Used() != len(tc.rolls) {
				t.Fatalf("used %d rolls, want %d", d.Used(), len(tc.rolls))
			}
			for i, id := range []string{"fr-merle", "fr-mermet"} {
				if err := s.Legal(rules.Move{Unit: id, To: "1401"}); (err == nil) != tc.enter[i] {
					t.Fatalf("%s enters: %v, want %v", id, err, tc.enter[i])
				}
			}
			if arrSlot.Of(s).soult.bonus != 0 {
				t.Fatal("the +1 outlived the French Movement Phase")
			}
		})
	}
}

// TestTalavera11_7_CraufurdApproaches: the first Craufurd Approaches event
// checks where the 2nd Corps is; otherwise Craufurd rolls to arrive.
func TestTalavera11_7_CraufurdApproaches(t *testing.T) {
	cases := []struct {
		name         string
		marches      int  // Soult's March events before
		onMap        bool // a 2nd Corps unit on the map
		roll         int  // Craufurd's roll, 0 if none
		wantCraufurd uint8
		wantMarches  uint8
		wantEnter    bool
	}{
		{"2nd Corps on the map", 2, true, 0, rules.AtEliminated, 2, false},
		{"2nd Corps on the record: back to the box", 2, false, 0, rules.AtEliminated, 1, false},
		{"2nd Corps in the box: set aside", 1, false, 0, rules.AtEliminated, 0, false},
		{"2nd Corps not called: roll 6 arrives", 0, false, 6, rules.AtPending, 0, true},
		{"2nd Corps not called: roll 2 waits", 0, false, 2, rules.AtPending, 0, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := marchFixture(t)
			var ev []rules.Event
			for i := 0; i < tc.marches; i++ {
				marchCard(s, &s.B.Scenario.Deck.Cards[0], &rules.ScriptedDice{}, &ev)
			}
			if tc.onMap {
				h, _ := s.B.Parse("1401")
				s.Place(mustUnit(s, t, "fr-merle"), h)
			}
			var rolls []int
			if tc.roll > 0 {
				rolls = []int{tc.roll}
			}
			d := &rules.ScriptedDice{Rolls: rolls}
			marchCard(s, &s.B.Scenario.Deck.Cards[1], d, &ev)
			if d.Used() != len(rolls) {
				t.Fatalf("used %d rolls, want %d", d.Used(), len(rolls))
			}
			c := mustUnit(s, t, "al-craufurd")
			if s.Units[c].Where != tc.wantCraufurd || arrSlot.Of(s).soult.marches != tc.wantMarches {
				t.Fatalf("Craufurd at %d, marches %d; want %d, %d", s.Units[c].Where, arrSlot.Of(s).soult.marches, tc.wantCraufurd, tc.wantMarches)
			}
			s.Phase, s.Phasing = rules.PhaseMovement, rules.AntiFrench
			if err := s.Legal(rules.Move{Unit: "al-craufurd", To: "1401"}); (err == nil) != tc.wantEnter {
				t.Fatalf("Craufurd enters: %v, want %v", err, tc.wantEnter)
			}
			if tc.roll == 2 {
				// Next turn the procedure repeats at the start of the Allied Movement Phase.
				s.Turn++
				d := &rules.ScriptedDice{Rolls: []int{6}}
				rollArrivals(s, d, &ev)
				if d.Used() != 1 || s.Legal(rules.Move{Unit: "al-craufurd", To: "1401"}) != nil {
					t.Fatal("Craufurd did not roll again and arrive on a 6")
				}
			}
		})
	}
}

// TestBailen11_7_FrenchReinforcements: card #3 drawn after the French
// authorized their Organized Retreat removes Frere from the game (6.11);
// drawn before, Frere stays set aside (its arrival roll is not printed).
func TestBailen11_7_FrenchReinforcements(t *testing.T) {
	cases := []struct {
		name      string
		retreat   uint8
		card      int
		wantWhere uint8
	}{
		{"after the Organized Retreat", rules.RetreatAuthorized, 3, rules.AtEliminated},
		{"before it", rules.RetreatAllowed, 3, rules.AtPending},
		{"another card", rules.RetreatAuthorized, 4, rules.AtPending},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			st, ma := 3, 2
			f.s.Units = append(f.s.Units, scenario.Unit{ID: "fr-frere", Name: "Frere", Side: scenario.French, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
				Placement: scenario.Placement{Kind: scenario.PlaceEvent, EntryArea: "Z", Card: 3}})
			f.s.Deck.Cards = []scenario.Card{{Number: 3, Title: "Resistir en Andalucía"}, {Number: 4, Title: "Other"}}
			f.s.Special = []scenario.Rule{{ID: "french-reinforcements", Number: "11.7", Title: "French Reinforcements (Frere)", Kind: "event_arrival",
				Params: map[string]string{"card": "3", "entry_area": "Z", "unit": "fr-frere"}}}
			s := f.state(rules.PhaseEvents)
			if !hasNote(s.B, "french-reinforcements", "fr-frere does not enter play: the arrival roll begun by card #3 (6.11) is not printed") {
				t.Fatalf("note missing: %q", s.B.Notes())
			}
			rules.RetreatSlot.Mut(s).Retreat[rules.French] = tc.retreat
			card := s.B.Scenario.Deck.Cards[0]
			if tc.card == 4 {
				card = s.B.Scenario.Deck.Cards[1]
			}
			var ev []rules.Event
			marchCard(s, &card, nil, &ev)
			if got := s.Units[mustUnit(s, t, "fr-frere")].Where; got != tc.wantWhere {
				t.Fatalf("Frere at %d, want %d", got, tc.wantWhere)
			}
		})
	}
}

// TestTalavera12_8_EscapeToLisbon: the Allied Organized Retreat may be
// authorized from the turn the 2nd Corps is placed on the turn record by
// the second Soult's March event (also after Craufurd sends it back).
func TestTalavera12_8_EscapeToLisbon(t *testing.T) {
	cases := []struct {
		name    string
		marches int
		sent    bool // Craufurd Approaches then sends the 2nd Corps back
		want    bool
	}{
		{"no Soult's March", 0, false, false},
		{"in the Plasencia box", 1, false, false},
		{"on the turn record", 2, false, true},
		{"on the record, then sent back to the box", 2, true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := marchFixture(t)
			s.B.Scenario.Special = append(s.B.Scenario.Special, scenario.Rule{ID: "escape-to-lisbon", Number: "12.8", Title: "Escape to Lisbon", Kind: "organized_retreat",
				Params: map[string]string{"excluded": "cadre,dummy", "locs": "0614,0914", "morale_per_unit": "1", "per_hex": "1", "phase": "combat", "side": "anti-french",
					"trigger": "2nd Corps on the turn record", "trigger_rule": "soults-march"}})
			var ev []rules.Event
			for i := 0; i < tc.marches; i++ {
				marchCard(s, &s.B.Scenario.Deck.Cards[0], &rules.ScriptedDice{}, &ev)
			}
			if tc.sent {
				marchCard(s, &s.B.Scenario.Deck.Cards[1], &rules.ScriptedDice{}, &ev)
				if arrSlot.Of(s).soult.marches != 1 {
					t.Fatalf("not sent back: marches %d", arrSlot.Of(s).soult.marches)
				}
			}
			s.Phase, s.Phasing = rules.PhaseMovement, rules.AntiFrench
			if err := s.Legal(rules.AuthorizeRetreat{}); (err == nil) != tc.want {
				t.Fatalf("authorize: %v, want allowed %v", err, tc.want)
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
	if !arrSlot.Inline() {
		t.Fatal("the arrivals' state is boxed, want inline")
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
	if got := areaName(ns.B, arrSlot.Of(ns).group.area); got != "B" {
		t.Errorf("group area %q, want B", got)
	}
	if got := ns.Area(mustUnit(ns, t, "sp-2")); got != "B" {
		t.Errorf("sp-2's entry area %q, want B", got)
	}
	if got := arrSlot.Of(s).group.area; got != 0 {
		t.Errorf("the position before the move reads area %d, want none", got)
	}
}
