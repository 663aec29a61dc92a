package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule17_2_BailenSpanishTurn21Skipped: the Spanish first player turn of
// Game Turn 21 is skipped; the game begins with the French half, and the
// Spanish play from Turn 22 (Bailén 20 17.2, kind skip_player_turn).
func TestRule17_2_BailenSpanishTurn21Skipped(t *testing.T) {
	cases := []struct {
		name       string
		skipTurn   string
		wantStart  int // side phasing at the start
		ends       int // player turns ended
		afterTurn  int // turn then
		afterPhase int // side phasing then
	}{
		{"Spanish turn 21 skipped", "21", rules.French, 1, 22, rules.AntiFrench},
		{"Spanish turn 22 skipped", "22", rules.AntiFrench, 2, 22, rules.French},
		{"no skip on turn 21 with the rule on 22", "22", rules.AntiFrench, 1, 21, rules.French},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.FirstPlayer = scenario.AntiFrench
			f.s.Turns = scenario.TurnTrack{Start: 21, End: 24}
			f.s.Special = []scenario.Rule{{ID: "skip", Number: "17.2", Title: "Spanish Turn Skipped", Kind: "skip_player_turn",
				Params: map[string]string{"side": "anti-french", "turn": tc.skipTurn}}}
			s, err := rules.NewState(f.board(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if s.Phasing != tc.wantStart || s.Turn != 21 {
				t.Fatalf("starts with %s on turn %d", rules.SideName(s.Phasing), s.Turn)
			}
			var ev []rules.Event
			for i := 0; i < tc.ends; i++ {
				s.NextPlayerTurn(nil, &ev)
				s.SkipPlayerTurn(nil, &ev)
			}
			if s.Turn != tc.afterTurn || s.Phasing != tc.afterPhase {
				t.Fatalf("then turn %d %s, want turn %d %s", s.Turn, rules.SideName(s.Phasing), tc.afterTurn, rules.SideName(tc.afterPhase))
			}
		})
	}
}
