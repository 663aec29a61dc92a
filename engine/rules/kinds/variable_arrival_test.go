package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

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
