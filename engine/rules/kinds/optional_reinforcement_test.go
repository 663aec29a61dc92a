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
