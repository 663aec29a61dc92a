package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// showCommand is adc show.
var showCommand = Command{
	Name:    "show",
	Summary: "print a scenario in canonical form, as YAML or JSON",
	Usage: `Usage: adc show [--format yaml|json] [--charts] FILE

Loads a scenario file (strictly, as adc validate does) and prints it in
canonical form: YAML exactly as adc fmt would write it, or JSON with the
same field names. It does not validate the rules; use adc validate.

Options:
  --format yaml|json  output format (default yaml)
  --charts            print the resolved chart set (standard set plus the
                      scenario's overrides) instead of the scenario

Exit status: 0 on success, 2 when the file cannot be read or parsed.

Example:
  $ adc show bussaco20.yaml --format json | jq '.units | length'`,
	Run: runShow,
}

func init() { Register(&showCommand) }

func runShow(e Env) int {
	fs := flag.NewFlagSet("show", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	format := fs.String("format", "yaml", "output format: yaml or json")
	charts := fs.Bool("charts", false, "print the resolved chart set")
	fs.Usage = func() { fmt.Fprintln(e.Stderr, commands["show"].Usage) }
	if err := fs.Parse(flagsFirst(e.Args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	if *format != "yaml" && *format != "json" {
		fmt.Fprintf(e.Stderr, "adc show: --format must be yaml or json, not %q\n", *format)
		return ExitBadInput
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(e.Stderr, "adc show: name one scenario file; see 'adc help show'")
		return ExitBadInput
	}
	d, err := LoadScenario(fs.Arg(0))
	if err != nil {
		fmt.Fprintf(e.Stderr, "%v\n", err)
		return ExitBadInput
	}
	var v any = d.Scenario
	if *charts {
		cs, err := scenarioCharts(d)
		if err != nil {
			fmt.Fprintf(e.Stderr, "%v\n", err)
			return ExitBadInput
		}
		if cs == nil {
			fmt.Fprintf(e.Stderr, "adc show: chart set %q is not known\n", d.Scenario.Charts.Set)
			return ExitBadInput
		}
		v = cs
	}
	if *format == "json" {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(v); err != nil {
			fmt.Fprintf(e.Stderr, "adc show: %v\n", err)
			return ExitBadInput
		}
		return ExitOK
	}
	if *charts {
		data, err := scenario.MarshalChartSet(v.(*scenario.ChartSet))
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc show: %v\n", err)
			return ExitBadInput
		}
		e.Stdout.Write(data)
		return ExitOK
	}
	if err := scenario.Save(e.Stdout, d.Scenario); err != nil {
		fmt.Fprintf(e.Stderr, "adc show: %v\n", err)
		return ExitBadInput
	}
	return ExitOK
}
