package cli

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The commands that draw, print, package or plot (render, print, import,
// balance, export vassal and tiled, and summary's printed card) keep their
// flags, help and checks in this package and their work in package
// publish, which imports this one to reach them: publish gives this
// package its work through Provide, ProvideExport and ProvideSummaryCard
// when it is linked, as cmd/adc and this package's tests link it.

// provided holds the work of publish's commands: set through Provide.
var provided = map[string]func(Env) int{}

// Provide gives this process the work of command name, one of the
// commands whose work package publish does. Package publish calls it from
// its initialisation.
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

// exportFormats are the writers of adc export other than xlsx, as package
// publish provides them.
var exportFormats = map[string]func(Env, []string) int{}

// exportNames are the formats of adc export.
var exportNames = map[string]bool{"vassal": true, "tiled": true, "xlsx": true}

// summaryCard writes adc summary's card, as package publish provides it.
var summaryCard func(e Env, s *scenario.Scenario, out, input string) int

// wantsCard reports whether adc summary -o out asks for the printed card
// rather than the text sheet.
func wantsCard(out string) bool {
	ext := strings.ToLower(filepath.Ext(out))
	return !(out == "" || out == "-" || ext == "" || ext == ".txt" || ext == ".text")
}

// runPublished runs command c, one of publish's: its help, written here
// as its flags would (to the standard error, exit status 0), else the
// work package publish provides.
func runPublished(c *Command, e Env) int {
	if HelpRequested(e.Args) {
		fmt.Fprintln(e.Stderr, c.Usage)
		return ExitOK
	}
	if run := provided[c.Name]; run != nil {
		return run(e)
	}
	return notLinked(e, c.Name)
}

// notLinked reports a program built without package publish (a program
// that imports this package alone), which cannot do adc cmd's work.
func notLinked(e Env, cmd string) int {
	fmt.Fprintf(e.Stderr, "adc %s: this program was built without package internal/cli/publish, which does this command's work; build cmd/adc\n", cmd)
	return ExitBadInput
}
