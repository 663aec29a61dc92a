// Package bundle opens a scenario for the rules engine by file path or by
// the id of a bundled scenario, with the chart set it names merged with its
// overrides.
//
//	b, err := bundle.Open("bussaco20-espana", rules.Options{})
//	fmt.Println(b.Notes())
package bundle

import (
	"fmt"
	"os"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
	"github.com/aide-de-camp/adc/templates"
)

// Load reads a scenario from a file path (anything ending in .yaml or
// .yml, or an existing file) or a bundled scenario id.
func Load(ref string) (*scenario.Scenario, error) {
	if strings.HasSuffix(ref, ".yaml") || strings.HasSuffix(ref, ".yml") || fileExists(ref) {
		data, err := os.ReadFile(ref)
		if err != nil {
			return nil, err
		}
		return scenario.Parse(data, ref)
	}
	data, err := scenarios.Open(ref)
	if err != nil {
		return nil, err
	}
	return scenario.Parse(data, ref+".yaml")
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// Charts returns the chart set a scenario plays with: the standard set it
// names with its overrides applied (scenario.Resolve).
func Charts(s *scenario.Scenario) (*scenario.ChartSet, error) {
	set, err := templates.ChartSet(s.Charts.Set)
	if err != nil {
		if s.Charts.Overrides == nil {
			return nil, fmt.Errorf("scenario %q: %w", s.ID, err)
		}
		set = nil
	}
	return scenario.Resolve(s, set), nil
}

// Open loads a scenario and builds its rules Board.
func Open(ref string, opt rules.Options) (*rules.Board, error) {
	s, err := Load(ref)
	if err != nil {
		return nil, err
	}
	cs, err := Charts(s)
	if err != nil {
		return nil, err
	}
	return rules.NewBoard(s, cs, opt)
}
