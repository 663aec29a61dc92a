package bundle

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/scenarios"
)

// TestRuleStatuses: the engine says, as values, how it applies each
// special rule of a bundled scenario, and every note about a rule is one of
// the sentences Board.Notes prints.
func TestRuleStatuses(t *testing.T) {
	cases := []struct {
		scenario, rule string
		want           rules.Status
	}{
		{"slobozia20", "second-day", rules.NotApplied},         // 14.2: the extension's length is not given
		{"slobozia20", "danube-flotilla", rules.PartlyApplied}, // 9.4.5: support applied, interdiction not
		{"slobozia20", "hidden-setup", rules.Applied},          // 3.0 with Fog of War (16.1)
		{"slobozia20", "retreat-direction", rules.Applied},     // 9.7.7
		{"rousse20", "skip-first-ottoman-events", rules.Applied},
	}
	for _, tc := range cases {
		t.Run(tc.scenario+"/"+tc.rule, func(t *testing.T) {
			b := openOrSkip(t, tc.scenario)
			var got *rules.RuleStatus
			for _, rs := range b.RuleStatuses() {
				if rs.ID == tc.rule {
					got = &rs
				}
			}
			if got == nil {
				t.Fatalf("no status for rule %q", tc.rule)
			}
			if got.Status != tc.want {
				t.Errorf("status %s, want %s (notes %v)", got.Status, tc.want, got.Notes)
			}
		})
	}
	for _, id := range scenarios.List() {
		t.Run("notes/"+id, func(t *testing.T) {
			b := openOrSkip(t, id)
			printed := map[string]bool{}
			for _, n := range b.Notes() {
				printed[n] = true
			}
			statuses := b.RuleStatuses()
			if len(statuses) != len(b.Scenario.Special) {
				t.Fatalf("%d statuses for %d rules", len(statuses), len(b.Scenario.Special))
			}
			for _, rs := range statuses {
				if rs.Status < rules.Applied || rs.Status > rules.NotApplied {
					t.Errorf("rule %s: status %d", rs.ID, rs.Status)
				}
				for _, n := range rs.Notes {
					if !printed[n.Text] || n.Rule != rs.ID || n.Kind != rs.Kind || !strings.HasSuffix(n.Text, n.Reason()) {
						t.Errorf("rule %s: note %+v is not a printed note of the rule", rs.ID, n)
					}
				}
			}
		})
	}
}
