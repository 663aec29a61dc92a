package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule4_0_SkipPlayerTurnRange: a skip_player_turn rule skips its
// side's player turn on each Game Turn of its range, the form the validator
// accepts for turn (Bailén 20 17.2 skips one turn, "3"; "2-3" skips two).
func TestRule4_0_SkipPlayerTurnRange(t *testing.T) {
	cases := []struct {
		turn string
		want []int // the turns skipped among 1..5
	}{{"3", []int{3}}, {"2-3", []int{2, 3}}, {"", nil}}
	for _, tc := range cases {
		t.Run(tc.turn, func(t *testing.T) {
			var p sideTurnParams
			r := scenario.Rule{ID: "skip", Kind: "skip_player_turn", Params: scenario.Args{"side": "french", "turn": tc.turn}}
			if err := scenario.DecodeParams(r, &p); err != nil {
				t.Fatal(err)
			}
			var got []int
			for turn := 1; turn <= 5; turn++ {
				s := &rules.State{Turn: turn, Phasing: rules.French}
				if skipPlayerTurnRule(s, r, &p) {
					got = append(got, turn)
				}
				if s.Phasing = rules.AntiFrench; skipPlayerTurnRule(s, r, &p) {
					t.Errorf("turn %d: the anti-french player turn is skipped", turn)
				}
			}
			if len(got) != len(tc.want) || len(got) > 0 && (got[0] != tc.want[0] || got[len(got)-1] != tc.want[len(tc.want)-1]) {
				t.Errorf("skipped %v, want %v", got, tc.want)
			}
		})
	}
}

// TestRule5_0_SkipEventPhaseSides: a skip_event_phase rule that names
// both sides (Arapiles 20 5.0, "Both sides' Random Events are skipped on
// the first Game Turn") skips each side's Random Events Phase on its turn,
// and one naming a side skips that side's only.
func TestRule5_0_SkipEventPhaseSides(t *testing.T) {
	h, _ := rules.KindHooks("skip_event_phase")
	cases := []struct {
		params scenario.Args
		want   [2]bool // French, Anti-French skipped on turn 1
	}{
		{scenario.Args{"sides": "french,anti-french", "turn": "1"}, [2]bool{true, true}},
		{scenario.Args{"side": "anti-french", "turn": "1"}, [2]bool{false, true}},
		{scenario.Args{"sides": "french", "turn": "2"}, [2]bool{false, false}},
	}
	for _, tc := range cases {
		r := scenario.Rule{ID: "skip", Kind: "skip_event_phase", Params: tc.params}
		p := h.Params()
		if err := scenario.DecodeParams(r, p); err != nil {
			t.Fatal(err)
		}
		b := &rules.Board{Scenario: &scenario.Scenario{Turns: scenario.TurnTrack{Start: 1}}}
		for side := range 2 {
			if _, got := h.Game(b, r, p).Skip[rules.SkipsEvents](&rules.State{B: b, Turn: 1, Phasing: side}); got != tc.want[side] {
				t.Errorf("%v: %s skipped %v, want %v", tc.params, rules.SideName(side), got, tc.want[side])
			}
		}
	}
}

// TestRuleParamsThatDoNotDecodeAreNotPlayed: a special rule whose
// parameters do not decode into its kind's parameter struct is noted as
// not applied, with the parameter and value at fault, and plays no part
// (Bussaco 20 9.8.8, Distracted Masséna, with a differential in words).
func TestRuleParamsThatDoNotDecodeAreNotPlayed(t *testing.T) {
	for _, tc := range []struct {
		diff, note string
		want       int // the change of the differential
	}{
		{"-1", `special rule "distracted-massena" (Distracted Masséna): a french attack made only by Reserve Corps units (Remnants included) has -1 on the final differential`, -1},
		{"minus one", `special rule "distracted-massena" (kind combat_modifier): parameter differential: "minus one" is not a whole number; not applied by the engine`, 0},
	} {
		t.Run(tc.diff, func(t *testing.T) {
			build := func(specials []scenario.Rule) *rules.State {
				f := newFixture(t, scenario.EditionEspana)
				f.unit("fr-res", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
				f.unit("al-brit", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0605")
				f.s.Units[0].Formation = "Reserve Corps"
				f.s.Special = specials
				s := f.state(rules.PhaseCombat)
				s.Phasing = rules.French
				return s
			}
			diff := func(s *rules.State) int {
				o, err := s.Odds([]string{"fr-res"}, []string{"al-brit"}, false, false, 0)
				if err != nil {
					t.Fatal(err)
				}
				return o.Differential
			}
			r := scenario.Rule{ID: "distracted-massena", Number: "9.8.8", Title: "Distracted Masséna", Kind: "combat_modifier",
				Params: scenario.Args{"corps": "Reserve Corps", "differential": tc.diff, "side": "french"}}
			s := build([]scenario.Rule{r})
			if got := diff(s) - diff(build(nil)); got != tc.want {
				t.Errorf("differential changes by %d, want %d", got, tc.want)
			}
			if notes := strings.Join(s.B.Notes(), "\n"); !strings.Contains(notes, tc.note) {
				t.Errorf("no note %q in\n%s", tc.note, notes)
			}
		})
	}
}
