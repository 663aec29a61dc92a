package bundle

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/scenarios"
)

func TestSmokeAll(t *testing.T) {
	for _, id := range scenarios.List() {
		b, err := Open(id, rules.Options{})
		if err != nil {
			t.Logf("%s: %v", id, err)
			continue
		}
		g, err := rules.PlayRandom(b, 1, 200000)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		t.Logf("%s: %s after %d orders", id, g.State().Result(), len(g.History()))
	}
}
