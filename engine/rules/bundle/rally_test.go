package bundle

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestRule10_0_RandomGamesRally checks that random games give Rally orders
// in Night Operations now that the chart sets carry Rally Table rows, and
// that some of them spend a Morale Point (12.2.2).
func TestRule10_0_RandomGamesRally(t *testing.T) {
	for _, id := range []string{"rousse20", "bailen20-historical"} {
		t.Run(id, func(t *testing.T) {
			b := openOrSkip(t, id)
			rallies, spent := 0, 0
			for seed := uint64(1); seed <= 20; seed++ {
				g, err := rules.PlayRandom(b, seed, 100000)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				for _, o := range g.History() {
					if r, ok := o.(rules.Rally); ok {
						rallies++
						if r.SpendMorale {
							spent++
						}
					}
				}
			}
			if rallies == 0 {
				t.Fatal("no Rally order in 20 random games")
			}
			if spent == 0 || spent == rallies {
				t.Errorf("%d of %d Rally orders spend a Morale Point; want some, not all", spent, rallies)
			}
			t.Logf("%d Rally orders, %d spending a Morale Point", rallies, spent)
		})
	}
}
