package cli

import (
	"io"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/cli/workbooks"
	"github.com/aide-de-camp/adc/odn"
)

// Spreadsheets writes the workbooks of adc export xlsx (package workbooks'
// Writers). Paper is "a4" or "letter".
type Spreadsheets interface {
	CheckPaper(paper string) error
	Roster(w io.Writer, rs *odn.Ruleset, a *odn.Army, paper string) error
	Calculators(w io.Writer, rs *odn.Ruleset, paper string) error
	Scenario(w io.Writer, s *scenario.Scenario, charts *scenario.ChartSet, paper string) error
}

// spreadsheets is the writers of adc export xlsx.
var spreadsheets Spreadsheets = workbooks.Writers{}
