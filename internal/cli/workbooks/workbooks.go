// Package workbooks connects adc export xlsx to the spreadsheet writers of
// export/xlsx.
//
//	var sp cli.Spreadsheets = workbooks.Writers{}
//
// Writers satisfies cli.Spreadsheets; this package does not import the
// command line, so the command line uses it directly.
package workbooks

import (
	"io"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/xlsx"
	"github.com/aide-de-camp/adc/odn"
)

// Writers writes the three workbooks of adc export xlsx with export/xlsx.
type Writers struct{}

// CheckPaper reports whether paper names a paper size (a4 or letter).
func (Writers) CheckPaper(paper string) error {
	_, err := xlsx.ParsePaper(paper)
	return err
}

// Roster writes an army's ODN roster workbook (xlsx.WriteRoster).
func (Writers) Roster(w io.Writer, rs *odn.Ruleset, a *odn.Army, paper string) error {
	p, err := xlsx.ParsePaper(paper)
	if err != nil {
		return err
	}
	return xlsx.WriteRoster(w, rs, a, xlsx.RosterOptions{Paper: p})
}

// Calculators writes the ODN calculator workbook (xlsx.WriteCalculators).
func (Writers) Calculators(w io.Writer, rs *odn.Ruleset, paper string) error {
	p, err := xlsx.ParsePaper(paper)
	if err != nil {
		return err
	}
	return xlsx.WriteCalculators(w, rs, xlsx.CalcOptions{Paper: p})
}

// Scenario writes a Napoleonic 20 scenario's workbook (xlsx.WriteScenario).
func (Writers) Scenario(w io.Writer, s *scenario.Scenario, charts *scenario.ChartSet, paper string) error {
	p, err := xlsx.ParsePaper(paper)
	if err != nil {
		return err
	}
	return xlsx.WriteScenario(w, s, charts, xlsx.Options{Paper: p})
}
