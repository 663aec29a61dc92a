package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/setupsheet"
	"github.com/aide-de-camp/adc/scenarios"
)

const summaryUsage = `Usage: adc summary [-o FILE] SCENARIO

Prints a plain-text setup sheet a player can set the game up from: title,
edition, sides and starting Morale, first player, the turn track (labels,
night and sudden-death turns), every unit on one line (name,
strength-movement, traits, setup hex or arrival), LOC and Objective hexes,
the reinforcement schedule by turn, tables, event cards, victory conditions,
and last the warnings: what the rulebook does not give. Unknown values print
as "?" (a unit of unknown strength and movement 3 prints "?-3").

SCENARIO is a scenario file, or the id of a bundled scenario:
  adc summary bussaco20
  adc summary scenarios/talavera20-full.yaml

Flags:
  -o FILE   write the sheet to FILE instead of standard output: plain text
            (no extension, .txt), or the setup card as .pdf, .svg or .png;
            another extension is refused

Exit status: 0 written, 2 unreadable input or bad flags.`

func init() {
	Register(&Command{
		Name:    "summary",
		Summary: "print a scenario's setup sheet (units, schedule, victory, unknowns)",
		Usage:   summaryUsage,
		Run:     runSummary,
	})
}

func runSummary(e Env) int {
	fs := flag.NewFlagSet("adc summary", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, summaryUsage) }
	out := fs.String("o", "", "write the sheet to FILE")
	var pos []string
	rest := e.Args
	for {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fmt.Fprintln(e.Stdout, summaryUsage)
				return ExitOK
			}
			return ExitBadInput
		}
		if fs.NArg() == 0 {
			break
		}
		pos = append(pos, fs.Arg(0))
		rest = fs.Args()[1:]
	}
	if len(pos) != 1 {
		fmt.Fprintf(e.Stderr, "adc summary: expected one scenario file or id, got %d\n\n%s\n", len(pos), summaryUsage)
		return ExitBadInput
	}
	s, err := summaryScenario(pos[0])
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc summary: %v\n", err)
		return ExitBadInput
	}
	if code, done := summaryCard(e, s, *out, pos[0]); done {
		return code // .pdf, .svg, .png: the setup card; unknown extensions refused
	}
	var buf bytes.Buffer
	if err := setupsheet.Write(&buf, s); err != nil {
		fmt.Fprintf(e.Stderr, "adc summary: %v\n", err)
		return ExitBadInput
	}
	if *out == "" || *out == "-" {
		if _, err := e.Stdout.Write(buf.Bytes()); err != nil {
			fmt.Fprintf(e.Stderr, "adc summary: %v\n", err)
			return ExitBadInput
		}
		return ExitOK
	}
	if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
		fmt.Fprintf(e.Stderr, "adc summary: %v\n", err)
		return ExitBadInput
	}
	return ExitOK
}

// summaryScenario reads a scenario file; when no such file exists and the
// argument is a plain name, it opens the bundled scenario with that id.
func summaryScenario(input string) (*scenario.Scenario, error) {
	data, err := os.ReadFile(input)
	name := input
	if errors.Is(err, os.ErrNotExist) && !strings.ContainsAny(input, "/\\") {
		id := strings.TrimSuffix(input, ".yaml")
		var berr error
		data, berr = scenarios.Open(id)
		if berr != nil {
			return nil, fmt.Errorf("no file %q and %v", input, berr)
		}
		err, name = nil, id+".yaml"
	}
	if err != nil {
		return nil, err
	}
	return scenario.Parse(data, name)
}
