package bundle

import (
	"slices"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/scenarios"
)

// TestEveryEventKindDeclared: every event of the game log has a declared
// kind (rules.EventKinds, eventkinds.go): a random game of each bundled
// scenario, three seeds each, logs no kind that is not a constant, and the
// constants are distinct.
func TestEveryEventKindDeclared(t *testing.T) {
	seen := map[rules.EventKind]bool{}
	for _, k := range rules.EventKinds {
		if seen[k] {
			t.Errorf("event kind %q declared twice", k)
		}
		seen[k] = true
	}
	logged := map[rules.EventKind]int{}
	for _, id := range scenarios.List() {
		b, err := Open(id, rules.Options{Optional: []string{"all"}})
		if err != nil {
			continue // not a game (an army list, a campaign)
		}
		for seed := uint64(1); seed <= 3; seed++ {
			g, err := rules.PlayRandom(b, seed, 100000)
			if err != nil {
				t.Fatalf("%s seed %d: %v", id, seed, err)
			}
			for _, e := range g.Log() {
				logged[e.Kind]++
				if !seen[e.Kind] {
					t.Errorf("%s seed %d: event %q has an undeclared kind", id, seed, e)
				}
			}
		}
	}
	if len(logged) < 20 {
		t.Errorf("only %d kinds logged in the games: %v", len(logged), logged)
	}
	if !slices.IsSorted(rules.EventKinds) {
		t.Error("rules.EventKinds is not sorted")
	}
}
