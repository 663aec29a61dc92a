package cli

import (
	"io"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/odn"
)

// Spreadsheets writes the workbooks of adc export xlsx. The command line
// itself does not link the spreadsheet library: the adc-publish program
// passes its writers (package workbooks) to RunCompanion, and adc runs
// that program for adc export xlsx (companion.go). Paper is "a4" or
// "letter".
type Spreadsheets interface {
	CheckPaper(paper string) error
	Roster(w io.Writer, rs *odn.Ruleset, a *odn.Army, paper string) error
	Calculators(w io.Writer, rs *odn.Ruleset, paper string) error
	Scenario(w io.Writer, s *scenario.Scenario, charts *scenario.ChartSet, paper string) error
}

// spreadsheets is the writers of this process: nil in adc, which runs
// the adc-publish program instead; set by RunCompanion (and by tests).
var spreadsheets Spreadsheets
