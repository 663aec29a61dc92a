package bundle

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// InvalidError says that a scenario has validation errors, which it lists.
type InvalidError struct {
	File   string
	Errors []scenario.Finding
}

func (e *InvalidError) Error() string {
	n := len(e.Errors)
	s := "s"
	if n == 1 {
		s = ""
	}
	return fmt.Sprintf("%s has %d validation error%s; fix them first (adc validate %s lists them with hints)", e.File, n, s, e.File)
}

// DocumentCharts resolves the chart set of the scenario in d: a standard
// set by id (templates.ScenarioCharts), or a chart set file relative to
// the scenario's directory. An unknown id gives nil charts, which the
// validator reports (chart-set-unknown); an unreadable file is an error.
func DocumentCharts(d *scenario.Document) (*scenario.ChartSet, error) {
	id := d.Scenario.Charts.Set
	if strings.HasSuffix(id, ".yaml") || strings.HasSuffix(id, ".yml") {
		p := id
		if !filepath.IsAbs(p) {
			p = filepath.Join(filepath.Dir(d.File), p)
		}
		f, err := os.Open(p)
		if err != nil {
			return nil, fmt.Errorf("chart set %s: %w", p, err)
		}
		defer f.Close()
		set, err := scenario.LoadChartSet(f, p)
		if err != nil {
			return nil, err
		}
		return scenario.Resolve(d.Scenario, set), nil
	}
	charts, err := templates.ScenarioCharts(d.Scenario)
	if err != nil {
		return nil, nil // the validator reports the unknown set (chart-set-unknown)
	}
	return charts, nil
}

// Checked resolves the chart set of the scenario in d (DocumentCharts) and
// validates it. A scenario with validation errors gives an *InvalidError:
// the rules engine plays only scenarios the validator accepts, so that a
// game never starts from an impossible position (stacked set-up,
// duplicate ids, morale out of 1-10, negative strengths).
func Checked(d *scenario.Document) (*scenario.ChartSet, error) {
	charts, err := DocumentCharts(d)
	if err != nil {
		return nil, err
	}
	var errs []scenario.Finding
	for _, f := range scenario.ValidateDocument(d, charts) {
		if f.Severity == scenario.Error {
			errs = append(errs, f)
		}
	}
	if len(errs) > 0 {
		return nil, &InvalidError{File: d.File, Errors: errs}
	}
	return charts, nil
}

// Board builds the rules Board the engine plays the scenario in d with: it
// resolves the chart set and validates the scenario (Checked), fills in the
// counter values it borrows (Borrowed; ref, a file path or bundled id,
// locates the lending scenario) and builds the Board. adc play, reach,
// rules and balance and the editor's previews all start here, so they
// answer alike.
func Board(d *scenario.Document, ref string, opt rules.Options) (*rules.Board, error) {
	charts, err := Checked(d)
	if err != nil {
		return nil, err
	}
	s, _, err := Borrowed(d.Scenario, ref)
	if err != nil {
		return nil, err
	}
	return rules.NewBoard(s, charts, opt)
}
