package rules

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// bailenVictory is the Bailén 20 15.0 list: Spanish Major Victory with the
// Supplies eliminated, Spanish Marginal, French Marginal with the Supplies
// in play.
func bailenVictory() []scenario.Victory {
	return []scenario.Victory{
		{Side: scenario.AntiFrench, Level: "decisive", Kind: scenario.VictoryMoraleZero, Text: "zero"},
		{Side: scenario.AntiFrench, Level: "marginal", Kind: scenario.VictoryMoraleHigher, Margin: 1, Text: "spanish marginal"},
		{Side: scenario.AntiFrench, Level: "major", Kind: scenario.VictoryMoraleHigher, Margin: 1, Text: "spanish major",
			Require: []scenario.VictoryTest{{Kind: scenario.TestInPlay, Units: []string{"fr-supplies"}, Not: true}}},
		{Side: scenario.French, Level: "marginal", Kind: scenario.VictoryMoraleHigher, Margin: 1, Text: "french marginal",
			Require: []scenario.VictoryTest{{Kind: scenario.TestInPlay, Units: []string{"fr-supplies"}}}},
		{Level: "draw", Text: "Any other result is a Draw."},
	}
}

// TestRule15_0_EndOfGameVictoryLevels evaluates each scenario's end-of-game
// conditions in level order (decisive, major, marginal) and names the
// condition in the result (Bailén 20 15.0, Talavera 20 15.1, Rousse and
// Slobozia 20 15.0).
func TestRule15_0_EndOfGameVictoryLevels(t *testing.T) {
	talavera := []scenario.Victory{
		{Side: scenario.French, Level: "marginal", Kind: scenario.VictoryMoraleHigher, Margin: 1, Text: "french holds Talavera",
			Require: []scenario.VictoryTest{{Kind: scenario.TestOccupy, Side: scenario.French, Hexes: []string{"0505", "0507"}}}},
		{Side: scenario.AntiFrench, Level: "marginal", Kind: scenario.VictoryMoraleHigher, Margin: 1, Text: "allied marginal"},
	}
	slobozia := []scenario.Victory{
		{Side: scenario.AntiFrench, Level: "marginal", Kind: scenario.VictoryMoraleHigher, Margin: 1, Text: "russians in Rousse",
			Require: []scenario.VictoryTest{{Kind: scenario.TestOccupy, Side: scenario.AntiFrench, Hexes: []string{"0708"}}}},
		{Side: scenario.AntiFrench, Level: "marginal", Kind: scenario.VictoryMoraleHigher, Margin: 2, Text: "russians next to Rousse",
			Require: []scenario.VictoryTest{{Kind: scenario.TestAdjacent, Side: scenario.AntiFrench, Hexes: []string{"0708"}}}},
		{Side: scenario.French, Level: "marginal", Kind: scenario.VictoryMoraleHigher, Margin: 1, Text: "ottomans keep Rousse",
			Require: []scenario.VictoryTest{{Kind: scenario.TestOccupy, Side: scenario.AntiFrench, Hexes: []string{"0708"}, Not: true}}},
	}
	cases := []struct {
		name    string
		victory []scenario.Victory
		morale  [2]int
		where   map[string]string // unit -> hex, "" eliminated, "exit" left the map
		winner  int
		level   string
		text    string
	}{
		{"Bailén 15.0 major: Supplies eliminated, Spanish +1", bailenVictory(), [2]int{3, 4}, map[string]string{"fr-supplies": ""}, AntiFrench, "major", "spanish major"},
		{"Bailén 15.0 marginal: Supplies on the map, Spanish +1", bailenVictory(), [2]int{3, 4}, nil, AntiFrench, "marginal", "spanish marginal"},
		{"Bailén 15.0 French marginal: Supplies left by Organized Retreat", bailenVictory(), [2]int{5, 4}, map[string]string{"fr-supplies": "exit"}, French, "marginal", "french marginal"},
		{"Bailén 15.0 draw: French +1 but Supplies eliminated", bailenVictory(), [2]int{5, 4}, map[string]string{"fr-supplies": ""}, -1, "draw", "no victory condition holds"},
		{"Bailén 15.0 draw: equal Morale", bailenVictory(), [2]int{4, 4}, nil, -1, "draw", "no victory condition holds"},
		{"Talavera 15.1 French marginal in 0507", talavera, [2]int{5, 4}, map[string]string{"fr-a": "0507"}, French, "marginal", "french holds Talavera"},
		{"Talavera 15.1 draw: French +1 holding neither hex", talavera, [2]int{5, 4}, map[string]string{"fr-a": "0909"}, -1, "draw", "no victory condition holds"},
		{"Talavera 15.0 Allied marginal", talavera, [2]int{4, 6}, nil, AntiFrench, "marginal", "allied marginal"},
		{"Slobozia 15.0 Russians occupy Rousse +1", slobozia, [2]int{4, 5}, map[string]string{"af-a": "0708"}, AntiFrench, "marginal", "russians in Rousse"},
		{"Slobozia 15.0 adjacent needs +2", slobozia, [2]int{4, 5}, map[string]string{"af-a": "0707"}, -1, "draw", "no victory condition holds"},
		{"Slobozia 15.0 adjacent with +2", slobozia, [2]int{3, 5}, map[string]string{"af-a": "0707"}, AntiFrench, "marginal", "russians next to Rousse"},
		{"Slobozia 15.0 Ottomans +1, Rousse free of Russians", slobozia, [2]int{5, 4}, map[string]string{"af-a": "0707"}, French, "marginal", "ottomans keep Rousse"},
		{"Slobozia 15.0 Ottomans +1, Russians in Rousse", slobozia, [2]int{5, 4}, map[string]string{"af-a": "0708"}, -1, "draw", "no victory condition holds"},
		{"15.0 standard without conditions", nil, [2]int{3, 4}, nil, AntiFrench, "marginal", "at least 1 higher"},
		{"15.0 standard: French higher is a draw", nil, [2]int{5, 4}, nil, -1, "draw", "Morale French 5"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-supplies", scenario.French, scenario.TypeTrain, 0, 1, "0202")
			f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-a", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			f.s.Victory = tc.victory
			s := f.state(PhaseCombat)
			for id, code := range tc.where {
				u := s.mustUnit(t, id)
				switch code {
				case "":
					s.Remove(u, AtEliminated)
				case "exit":
					s.Remove(u, AtExited)
				default:
					h, err := s.B.Parse(code)
					if err != nil {
						t.Fatal(err)
					}
					s.Place(u, h)
				}
			}
			s.Morale = tc.morale
			r := s.endResult("end of turn 10")
			if r.Winner != tc.winner || r.Level != tc.level || !strings.Contains(r.Reason, tc.text) {
				t.Fatalf("got %v (winner %d, level %s); want winner %d, level %s, reason with %q", r, r.Winner, r.Level, tc.winner, tc.level, tc.text)
			}
		})
	}
}

// TestRule15_1_TalaveraExitVictory: an Allied unit (not a Leader, Remnant
// or Dummy) leaving the map through 2210 wins at once (Talavera 20 15.1).
func TestRule15_1_TalaveraExitVictory(t *testing.T) {
	cases := []struct {
		name   string
		unit   string
		moved  bool
		phase  Phase
		errSub string // "" = legal, the game ends
	}{
		{"infantry leaves: immediate decisive victory", "af-inf", false, PhaseMovement, ""},
		{"a Remnant does not count", "af-remnant", false, PhaseMovement, "does not count"},
		{"a Leader does not count", "af-leader", false, PhaseMovement, "does not count"},
		{"not in the exit hex", "af-far", false, PhaseMovement, "does not stand in an exit hex"},
		{"after moving", "af-inf", true, PhaseMovement, "instead of moving"},
		{"not in the Combat Phase", "af-inf", false, PhaseCombat, "Movement Phase"},
		{"a French unit in its own exit hex", "fr-inf", false, PhaseMovement, "phasing player's unit"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1405")
			f.unit("af-remnant", scenario.AntiFrench, scenario.TypeCadre, 1, 2, "1407")
			f.leader("af-leader", scenario.AntiFrench, 1, 5, "1405")
			f.unit("af-far", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Victory = []scenario.Victory{{Side: scenario.AntiFrench, Level: "decisive", Kind: scenario.VictoryUnitExit,
				Hexes: []string{"1405", "1407"}, Exclude: []string{scenario.TypeLeader, scenario.TypeCadre, scenario.TypeDummy}, Text: "marches on Madrid", Number: "15.1"}}
			s := f.state(tc.phase)
			s.Phasing = AntiFrench
			if tc.moved {
				s.Units[s.mustUnit(t, tc.unit)].Status |= StMoved
			}
			ns, _, err := s.Apply(Exit{Unit: tc.unit}, &ScriptedDice{})
			if tc.errSub != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errSub) {
					t.Fatalf("got %v, want an error with %q", err, tc.errSub)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			r := ns.Result()
			if r == nil || r.Winner != AntiFrench || r.Level != "decisive" || !strings.Contains(r.Reason, "marches on Madrid") {
				t.Fatalf("result %v, want an Anti-French decisive victory naming the condition", r)
			}
			if !ns.Exited(ns.mustUnit(t, tc.unit)) {
				t.Fatal("the unit has not left the map")
			}
		})
	}
}

// TestRule15_0_ResultNamesTheLevel: a result reads "french marginal
// victory: ..."; a scenario that names no level ("the French player wins
// if", Bailén 20 [17.2]) reads "french victory: ...".
func TestRule15_0_ResultNamesTheLevel(t *testing.T) {
	for _, tc := range []struct {
		r    Result
		want string
	}{
		{Result{Winner: French, Level: "marginal", Reason: "x"}, "french marginal victory: x"},
		{Result{Winner: AntiFrench, Level: "win", Reason: "x"}, "anti-french victory: x"},
		{Result{Winner: French, Reason: "x"}, "french victory: x"},
		{Result{Winner: -1, Level: "draw", Reason: "x"}, "draw: x"},
	} {
		if got := tc.r.String(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.r, got, tc.want)
		}
	}
}
