package rules_test

import (
	"reflect"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestApplyLeavesParentPiles: a new state shares its card piles with the
// one it came from (State.clone), so no order may change the earlier
// state's piles, not even one that reshuffles.
func TestApplyLeavesParentPiles(t *testing.T) {
	playHintBoards(t, func(t *testing.T, _ *rules.Board, s *rules.State, d rules.Dice, p *rules.RandomPlayer, _ uint64) {
		for i := 0; i < 100000 && !s.Over(); i++ {
			before := s.Piles()
			next, _, err := s.Apply(p.Order(s), d)
			if err != nil {
				t.Fatal(err)
			}
			if after := s.Piles(); !reflect.DeepEqual(before, after) {
				t.Fatalf("order %d changed the earlier state's piles: %v, then %v", i, before, after)
			}
			s = next
		}
	})
}
