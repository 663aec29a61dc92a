package sim

import (
	"context"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
)

// TestGreedyUnstacksFromTheSupplyTrain: Bailén 20 [6.12.3] "The Supply
// Train cannot stack with other units", and 6.9 forbids ending the
// Movement Phase stacked. These games of adc balance bailen20-historical (seed 1)
// failed with the greedy bot ending the French Movement Phase with a unit
// on the Supply Train; each must now reach a result.
func TestGreedyUnstacksFromTheSupplyTrain(t *testing.T) {
	b, err := bundle.Open("bailen20-historical", rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Games: 2000, Seed: 1, Bots: [2]string{"greedy", "greedy"}}
	for _, i := range []int{303, 799, 923, 1505, 1556} {
		if r := PlayGame(context.Background(), b, cfg, i); r.Err != "" {
			t.Errorf("game %d: %s", i+1, r.Err)
		}
	}
}
