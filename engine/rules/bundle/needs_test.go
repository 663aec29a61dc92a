package bundle

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestUnmetNeedsNotApplied: a bundled scenario's rule whose parameters
// leave a need of its kind unmet (checked at load, SpecialParams.Unmet,
// what the validator warns with) is one the engine does not apply: the
// validator and the engine say the same of it.
func TestUnmetNeedsNotApplied(t *testing.T) {
	for _, id := range []string{"bussaco20", "bussaco20-espana", "bailen20", "bailen20-historical", "bailen20-battle",
		"arapiles20", "arapiles20-alternative", "talavera20", "talavera20-full", "rousse20", "slobozia20"} {
		t.Run(id, func(t *testing.T) {
			b := openOrSkip(t, id)
			unmet := b.Scenario.SpecialParams().Unmet
			for i, rs := range b.RuleStatuses() {
				if len(unmet[i]) > 0 && rs.Status != rules.NotApplied {
					t.Errorf("rule %q (kind %s) leaves %v unmet, yet the engine says %v", rs.ID, rs.Kind, unmet[i][0].AnyOf, rs.Status)
				}
			}
		})
	}
}
