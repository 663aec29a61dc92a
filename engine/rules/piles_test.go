package rules_test

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestApplyLeavesParentPiles: a new state shares its card piles with the
// one it came from (State.clone), so no order may change the earlier
// state's piles, not even one that reshuffles.
func TestApplyLeavesParentPiles(t *testing.T) {
	boards := hintBoards(t)
	for _, id := range slices.Sorted(maps.Keys(boards)) {
		b := boards[id]
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%s/%d", id, seed), func(t *testing.T) {
				d := rules.NewSeededDice(seed)
				g, err := rules.NewGame(b, d)
				if err != nil {
					t.Fatal(err)
				}
				p := rules.NewRandomPlayer(seed)
				s := g.State()
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
	}
}
