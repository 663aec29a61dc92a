package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// marchFixture is a Talavera 20 11.6/11.7 scenario: two 2nd Corps units,
// Craufurd, and the Soult's March (#1) and Craufurd Approaches (#2) cards.
func marchFixture(t *testing.T, extra ...scenario.Rule) *rules.State {
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
	f.s.Special = append(f.s.Special, extra...)
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
			rollEventReinforcements(s, d, &ev)
			if d.Used() != len(tc.rolls) {
				t.Fatalf("used %d rolls, want %d", d.Used(), len(tc.rolls))
			}
			for i, id := range []string{"fr-merle", "fr-mermet"} {
				if err := s.Legal(rules.Move{Unit: id, To: "1401"}); (err == nil) != tc.enter[i] {
					t.Fatalf("%s enters: %v, want %v", id, err, tc.enter[i])
				}
			}
			if soultSlot.Of(s).bonus != 0 {
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
			if s.Units[c].Where != tc.wantCraufurd || soultSlot.Of(s).marches != tc.wantMarches {
				t.Fatalf("Craufurd at %d, marches %d; want %d, %d", s.Units[c].Where, soultSlot.Of(s).marches, tc.wantCraufurd, tc.wantMarches)
			}
			s.Phase, s.Phasing = rules.PhaseMovement, rules.AntiFrench
			if err := s.Legal(rules.Move{Unit: "al-craufurd", To: "1401"}); (err == nil) != tc.wantEnter {
				t.Fatalf("Craufurd enters: %v, want %v", err, tc.wantEnter)
			}
			if tc.roll == 2 {
				// Next turn the procedure repeats at the start of the Allied Movement Phase.
				s.Turn++
				d := &rules.ScriptedDice{Rolls: []int{6}}
				rollEventReinforcements(s, d, &ev)
				if d.Used() != 1 || s.Legal(rules.Move{Unit: "al-craufurd", To: "1401"}) != nil {
					t.Fatal("Craufurd did not roll again and arrive on a 6")
				}
			}
		})
	}
}
