package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

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
				s, _ = apply(t, s, rules.Move{Unit: id, To: s.B.Code(s.B.Neighbours[s.Units[u].Hex][1])})
			}
			s, _ = apply(t, s, rules.EndPhase{})
			if s.Turn != 1 || s.Phasing != rules.AntiFrench || s.Phase != rules.PhaseEvents {
				t.Fatalf("after Turn 0: turn %d %s phase %v", s.Turn, rules.SideName(s.Phasing), s.Phase)
			}
		})
	}
}
