package bundle

import (
	"strings"
	"testing"
)

// TestCardEffectsPlayedByRulesAreNotCalledUnapplied: Bailén 20 card #3,
// Resistir en Andalucía, is played by the special rules its custom
// effects name ([6.11] abandoning-andalusia, [11.7] french-reinforcements);
// the log must not then say its effect "is not applied".
func TestCardEffectsPlayedByRulesAreNotCalledUnapplied(t *testing.T) {
	b := openOrSkip(t, "bailen20")
	drawn := 0
	for seed := uint64(1); seed <= 12; seed++ {
		g := playSeeded(t, b, seed)
		for i, e := range g.events {
			if e.Kind != "card" || !strings.Contains(e.Text, "Resistir en Andalucía") {
				continue
			}
			drawn++
			for _, f := range g.events[i+1 : min(i+4, len(g.events))] {
				if f.Kind == "card-effect" && strings.Contains(f.Text, "is not applied") {
					t.Errorf("seed %d: after %q: %q", seed, e.Text, f.Text)
				}
			}
		}
	}
	if drawn == 0 {
		t.Fatal("card #3 never drawn in 12 games")
	}
}
