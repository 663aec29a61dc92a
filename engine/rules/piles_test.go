package rules_test

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
)

// TestApplyLeavesParentPiles: a new state shares its card piles with the
// one it came from (State.clone), so no order may change the earlier
// state's piles, not even one that reshuffles.
func TestApplyLeavesParentPiles(t *testing.T) {
	for _, id := range []string{"bussaco20-espana", "rousse20", "talavera20", "bailen20"} {
		b, err := bundle.Open(id, rules.Options{Optional: []string{"all"}})
		var md *rules.MissingDataError
		if errors.As(err, &md) {
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
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
