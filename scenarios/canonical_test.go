package scenarios

import (
	"bytes"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestEveryBundledScenarioIsCanonical: every bundled file is byte for byte
// what scenario.Save writes, so that `adc fmt` never rewrites one and a diff
// of a designer's edit shows only the edit.
func TestEveryBundledScenarioIsCanonical(t *testing.T) {
	ids := List()
	if len(ids) < 12 {
		t.Fatalf("only %d bundled scenarios: %v", len(ids), ids)
	}
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			data, err := Open(id)
			if err != nil {
				t.Fatal(err)
			}
			s, err := scenario.Parse(data, id+".yaml")
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := scenario.Save(&buf, s); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(buf.Bytes(), data) {
				t.Errorf("%s.yaml is not in canonical form; run adc fmt on it", id)
			}
		})
	}
}
