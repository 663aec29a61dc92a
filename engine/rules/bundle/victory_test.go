package bundle

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// TestRule15_0_BundledVictoryConditionsEvaluated: every victory condition
// of the bundled scenarios has a kind the engine evaluates, except the
// campaign-level condition of the Wallachia 20 campaign [17.0], which is
// not a battle's.
func TestRule15_0_BundledVictoryConditionsEvaluated(t *testing.T) {
	for _, id := range scenarios.List() {
		t.Run(id, func(t *testing.T) {
			sc, err := Load(id)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range sc.Victory {
				if v.Kind == scenario.VictoryCustom && v.Level != "campaign" {
					t.Errorf("victory condition %q is still custom", v.Text)
				}
			}
			b := openOrSkip(t, id)
			for _, n := range b.Notes() {
				if strings.Contains(n, "is not evaluated by the engine") && !strings.Contains(n, "Campaign [17.0]") {
					t.Errorf("note: %s", n)
				}
			}
		})
	}
}
