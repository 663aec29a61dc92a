package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/odn"
)

// Spreadsheets writes the workbooks of adc export xlsx. The command line
// itself does not link the spreadsheet library: the adc-xlsx program
// passes its writers (package workbooks) to RunSpreadsheets, and adc runs
// that program for adc export xlsx. Paper is "a4" or "letter".
type Spreadsheets interface {
	CheckPaper(paper string) error
	Roster(w io.Writer, rs *odn.Ruleset, a *odn.Army, paper string) error
	Calculators(w io.Writer, rs *odn.Ruleset, paper string) error
	Scenario(w io.Writer, s *scenario.Scenario, charts *scenario.ChartSet, paper string) error
}

// spreadsheets is the writers of this process: nil in adc, which runs
// the adc-xlsx program instead; set by RunSpreadsheets (and by tests).
var spreadsheets Spreadsheets

// SpreadsheetProgram is the name of the program adc runs for adc export
// xlsx, looked for in the folder of the adc executable.
const SpreadsheetProgram = "adc-xlsx"

// RunSpreadsheets runs adc export xlsx in this process with the writers
// sp: args are what follows "adc export" ("xlsx", the workbook, its input
// and flags). It is the whole of the adc-xlsx program, which exits with
// the returned status, the same as adc export xlsx's.
func RunSpreadsheets(sp Spreadsheets, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	SetRuntimeLimits()
	spreadsheets = sp
	if len(args) == 0 || args[0] != "xlsx" {
		fmt.Fprintf(stderr, "%s: writes the spreadsheets of adc export xlsx; run it as adc export xlsx ...\n", SpreadsheetProgram)
		return ExitBadInput
	}
	return runExport(Env{Args: args, Stdin: stdin, Stdout: stdout, Stderr: stderr})
}

// spreadsheetProgram returns the path of the adc-xlsx program next to
// the running executable (links resolved), or an error saying how to
// build it.
func spreadsheetProgram() (string, error) {
	name := SpreadsheetProgram
	if runtime.GOOS == "windows" {
		name += ".exe"
	}
	exe, err := os.Executable()
	if err == nil {
		if real, lerr := filepath.EvalSymlinks(exe); lerr == nil {
			exe = real
		}
		p := filepath.Join(filepath.Dir(exe), name)
		if st, serr := os.Stat(p); serr == nil && !st.IsDir() {
			return p, nil
		}
		err = fmt.Errorf("there is no %s next to %s", name, exe)
	}
	return "", fmt.Errorf("%w; adc export xlsx runs it to write spreadsheets: build both programs into one folder (go build -o bin/ ./cmd/adc ./cmd/adc-xlsx, or go install ./cmd/...)", err)
}

// runSpreadsheetProgram runs adc export xlsx (e.Args start with "xlsx")
// through the adc-xlsx program, with this process's streams, and returns
// its exit status.
func runSpreadsheetProgram(e Env) int {
	prog, err := spreadsheetProgram()
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc export xlsx: %v\n", err)
		return ExitBadInput
	}
	cmd := exec.Command(prog, e.Args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = e.Stdin, e.Stdout, e.Stderr
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &exit) && exit.ExitCode() >= 0:
		return exit.ExitCode()
	}
	fmt.Fprintf(e.Stderr, "adc export xlsx: running %s: %v\n", prog, err)
	return ExitBadInput
}
