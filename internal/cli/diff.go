package cli

import (
	"errors"
	"flag"
	"fmt"

	"github.com/aide-de-camp/adc/engine/scenario"
)

const diffUsage = `Usage: adc diff [--format text|json] A B

Prints what changed from scenario A to scenario B, field by field: units,
cards, sides, tables and rules matched by id (cards by number, hexsides by
their two hexes), terrain by hex. Reordering a list or reformatting the
file is no change. A and B are scenario files or bundled scenario ids.

  + path: value          added in B
  - path: value          removed from B
  ~ path: old -> new     changed

Example:
  $ adc diff talavera20 my-talavera.yaml
  ~ units["fr-ruffin"].strength: 3 -> 4
  + map.terrain["1108"]: "redoubt"

Exit status: 0 no differences, 1 differences, 2 unreadable input or bad
flags (as diff(1)).`

// diffCommand is adc diff.
var diffCommand = Command{Name: "diff", Summary: "semantic difference between two versions of a scenario", Usage: diffUsage, Run: runDiff}

func init() { Register(&diffCommand) }

func runDiff(e Env) int {
	fs := flag.NewFlagSet("adc diff", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, diffUsage) }
	format := fs.String("format", "text", "output format: text or json")
	pos, err := ParseMixed(fs, e.Args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	var ok bool
	if e.format, ok = ParseFormat(e, "adc diff", *format); !ok {
		return ExitBadInput
	}
	if len(pos) != 2 {
		fmt.Fprintln(e.Stderr, "adc diff: want two scenarios, A and B (see adc diff --help)")
		return ExitBadInput
	}
	var docs [2]*scenario.Document
	for i, ref := range pos {
		if docs[i], err = LoadScenario(ref); err != nil {
			fmt.Fprintf(e.Stderr, "adc diff: %v\n", err)
			return ExitBadInput
		}
	}
	changes, err := scenario.Diff(docs[0].Scenario, docs[1].Scenario)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc diff: %v\n", err)
		return ExitBadInput
	}
	if e.format == "json" {
		if changes == nil {
			changes = []scenario.Change{}
		}
		if err := WriteJSON(e.Stdout, struct {
			A       string            `json:"a"`
			B       string            `json:"b"`
			Changes []scenario.Change `json:"changes"`
		}{pos[0], pos[1], changes}); err != nil {
			fmt.Fprintf(e.Stderr, "adc diff: %v\n", err)
			return ExitBadInput
		}
	} else {
		for _, c := range changes {
			fmt.Fprintln(e.Stdout, c.String())
		}
	}
	if len(changes) > 0 {
		return ExitFindings
	}
	return ExitOK
}
