package cli

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The commands that draw, print, package or plot (render, print, import,
// balance, export vassal, tiled and xlsx, and summary's printed card) need
// the image, PDF, plotting, archive, XML and spreadsheet libraries, whose
// initialisation would otherwise fall on every adc command, --help and
// validate included. Their flags, help and checks are in this package;
// their work is in package publish and package workbooks, which only the
// companion program adc-publish links. adc answers such a command by
// running adc-publish, found next to itself, with the same arguments,
// streams and exit status (ARCHITECTURE.md, "Start-up").

// CompanionProgram is the name of the program adc runs for the commands
// that draw, print, package or plot, looked for in the folder of the adc
// executable.
const CompanionProgram = "adc-publish"

// provided holds the work of the companion's commands in a process that
// links it (adc-publish, and the tests): set through Provide.
var provided = map[string]func(Env) int{}

// Provide gives this process the work of command name, one of the
// commands adc otherwise runs through adc-publish. Package publish calls
// it from its initialisation.
func Provide(name string, run func(Env) int) {
	provided[name] = run
}

// ProvideExport gives this process the writer of adc export FORMAT
// (vassal, tiled): run gets the arguments after the format.
func ProvideExport(format string, run func(Env, []string) int) {
	exportFormats[format] = run
}

// ProvideSummaryCard gives this process the writer of adc summary's
// printed card, which adc summary calls when -o names anything but a text
// file (see wantsCard): the card's .pdf, .svg or .png, or an extension the
// writer refuses. It returns the exit status.
func ProvideSummaryCard(card func(e Env, s *scenario.Scenario, out, input string) int) {
	summaryCard = card
}

// exportFormats are the writers of adc export other than xlsx, when this
// process links them.
var exportFormats = map[string]func(Env, []string) int{}

// companionExports are the formats of adc export written by adc-publish.
var companionExports = map[string]bool{"vassal": true, "tiled": true, "xlsx": true}

// summaryCard writes adc summary's card when this process links it.
var summaryCard func(e Env, s *scenario.Scenario, out, input string) int

// wantsCard reports whether adc summary -o out asks for the printed card
// rather than the text sheet.
func wantsCard(out string) bool {
	ext := strings.ToLower(filepath.Ext(out))
	return !(out == "" || out == "-" || ext == "" || ext == ".txt" || ext == ".text")
}

// runInCompanion runs command c, one of adc-publish's: its help, written
// here as its flags would (to the standard error, exit status 0), so that
// help needs no companion; else its provided work in a process that links
// it, or adc-publish.
func runInCompanion(c *Command, e Env) int {
	if HelpRequested(e.Args) {
		fmt.Fprintln(e.Stderr, c.Usage)
		return ExitOK
	}
	if run := provided[c.Name]; run != nil {
		return run(e)
	}
	return runCompanion(e, c.Name)
}

// RunCompanion is the whole of the adc-publish program: adc's command
// line, with the spreadsheet writers sp and the work package publish
// provides. It returns the exit status, the same as adc's for the command.
func RunCompanion(sp Spreadsheets, args []string) int {
	SetRuntimeLimits()
	spreadsheets = sp
	return Run(args, os.Stdin, os.Stdout, os.Stderr)
}

// companionProgram returns the path of adc-publish next to the running
// executable (links resolved), or an error saying how to get it there.
func companionProgram(cmd string) (string, error) {
	name := CompanionProgram
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
	return "", fmt.Errorf("%w; adc %s runs it to do its work: build both programs into one folder (go build -o bin/ ./cmd/adc ./cmd/adc-publish, or go install ./cmd/...)", err, cmd)
}

// runCompanion runs adc CMD e.Args... through adc-publish, with this
// process's streams, and returns its exit status.
func runCompanion(e Env, cmd string) int {
	prog, err := companionProgram(cmd)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc %s: %v\n", cmd, err)
		return ExitBadInput
	}
	c := exec.Command(prog, append([]string{cmd}, e.Args...)...)
	c.Stdin, c.Stdout, c.Stderr = e.Stdin, e.Stdout, e.Stderr
	// An interrupt (Ctrl+C, or a signal sent to adc alone) goes to the
	// companion, which decides: adc balance stops and reports the games
	// played. adc waits for it and exits with its status.
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	if err = c.Start(); err == nil {
		done := make(chan struct{})
		go func() {
			for {
				select {
				case s := <-sigs:
					c.Process.Signal(s) // not on every system (Windows): the console sends Ctrl+C to both
				case <-done:
					return
				}
			}
		}()
		err = c.Wait()
		close(done)
	}
	var exit *exec.ExitError
	switch {
	case err == nil:
		return ExitOK
	case errors.As(err, &exit) && exit.ExitCode() >= 0:
		return exit.ExitCode()
	}
	fmt.Fprintf(e.Stderr, "adc %s: running %s: %v\n", cmd, prog, err)
	return ExitBadInput
}
