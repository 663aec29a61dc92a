package document

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// SpecialRuleStatuses asks the rules engine how it applies each special
// rule of s: applied, partly applied or not applied, with its notes (the
// same notes `adc play` prints under Assumptions). A scenario the engine
// cannot play yet gives an error that says why.
func SpecialRuleStatuses(s *scenario.Scenario) (out []rules.RuleStatus, err error) {
	defer func() {
		// An edit in progress can leave the scenario in any state; the
		// list must never take the editor down with it.
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("special rules: the rules engine failed on this scenario: %v", r)
		}
	}()
	charts, cerr := bundle.Charts(s)
	if cerr != nil {
		return nil, fmt.Errorf("special rules: %w", cerr)
	}
	b, err := rules.NewBoard(s, charts, rules.Options{})
	if err != nil {
		return nil, err
	}
	return b.RuleStatuses(), nil
}
