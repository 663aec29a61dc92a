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
	"path/filepath"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/bounded"
	"github.com/aide-de-camp/adc/scenarios"
	"github.com/aide-de-camp/adc/templates"
)

// Load reads a scenario from a file path (anything ending in .yaml or
// .yml, or an existing file) or a bundled scenario id.
func Load(ref string) (*scenario.Scenario, error) {
	if strings.HasSuffix(ref, ".yaml") || strings.HasSuffix(ref, ".yml") || fileExists(ref) {
		data, err := bounded.ReadFile(ref, bounded.MaxInput)
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

// Charts returns the chart set a scenario plays with (templates.ScenarioCharts):
// an unknown set is an error unless the scenario has overrides of its own.
func Charts(s *scenario.Scenario) (*scenario.ChartSet, error) {
	cs, err := templates.ScenarioCharts(s)
	if err != nil && s.Charts.Overrides == nil {
		// With overrides the scenario may carry every chart the engine
		// needs; rules.NewBoard says which one is missing.
		return nil, fmt.Errorf("scenario %q: %w", s.ID, err)
	}
	return cs, nil
}

// Lender loads the scenario that s borrows counter values from (Borrow):
// the file ID.yaml beside ref when ref is a file and that file exists,
// else the bundled scenario of that id.
func Lender(s *scenario.Scenario, ref string) (*scenario.Scenario, error) {
	if s.Borrow == nil {
		return nil, nil
	}
	if strings.HasSuffix(ref, ".yaml") || strings.HasSuffix(ref, ".yml") || fileExists(ref) {
		if p := filepath.Join(filepath.Dir(ref), s.Borrow.Scenario+".yaml"); fileExists(p) {
			return Load(p)
		}
	}
	from, err := Load(s.Borrow.Scenario)
	if err != nil {
		return nil, fmt.Errorf("scenario %q borrows from %q: %w", s.ID, s.Borrow.Scenario, err)
	}
	return from, nil
}

// Borrowed returns s with the values it borrows filled in from its lending
// scenario (scenario.ApplyBorrow), and what it took; s itself when it
// borrows nothing.
func Borrowed(s *scenario.Scenario, ref string) (*scenario.Scenario, []scenario.Borrowed, error) {
	from, err := Lender(s, ref)
	if err != nil || from == nil {
		return s, nil, err
	}
	return scenario.ApplyBorrow(s, from)
}

// Open loads a scenario and builds its rules Board. A scenario that
// borrows counter values (scenario.Borrow) is played with them, and the
// Board's notes and results name the source.
func Open(ref string, opt rules.Options) (*rules.Board, error) {
	s, err := Load(ref)
	if err != nil {
		return nil, err
	}
	s, _, err = Borrowed(s, ref)
	if err != nil {
		return nil, err
	}
	cs, err := Charts(s)
	if err != nil {
		return nil, err
	}
	return rules.NewBoard(s, cs, opt)
}
