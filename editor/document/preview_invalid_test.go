package document

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestMovementRangeRefusesInvalidScenarios: the preview, like adc reach,
// answers only for a scenario the validator accepts and names its errors.
func TestMovementRangeRefusesInvalidScenarios(t *testing.T) {
	for _, tc := range []struct {
		name  string
		edit  func(s *scenario.Scenario)
		wants string
	}{
		{"duplicate unit ids", func(s *scenario.Scenario) { s.Units[1].ID = s.Units[0].ID }, "id is also used by"},
		{"negative strength", func(s *scenario.Scenario) { n := -2; s.Units[0].Strength = &n }, "below the minimum 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := bundled(t, "rousse20")
			tc.edit(s)
			_, err := MovementRange(s, "", "ru-cossack")
			if err == nil || !strings.Contains(err.Error(), "validation error") || !strings.Contains(err.Error(), tc.wants) {
				t.Fatalf("got %v, want a validation error naming %q", err, tc.wants)
			}
		})
	}
}
