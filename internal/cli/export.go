package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/internal/bounded"
	"github.com/aide-de-camp/adc/odn"
	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
	"github.com/aide-de-camp/adc/templates"
)

const exportUsage = `Usage: adc export xlsx roster|calculators|scenario INPUT -o FILE [--paper a4|letter] [--ruleset FILE]

Writes a spreadsheet (.xlsx) that opens in Excel and LibreOffice.

  roster ARMY        One Day Napoleonics rosters: an Index sheet and one sheet
                     per corps, one block per unit with its quality rows and
                     hit boxes. Printable (A4 or Letter, a unit never split
                     across pages); live (mark hits with X, the unit's current
                     quality, Pass, Melee and To Hit follow).
                     ARMY is an army list file or a bundled example id
                     (` + "`adc export xlsx roster french-1812 -o french.xlsx`" + `).
  calculators [RULESET]
                     The ODN calculator workbook: fire, melee and morale-test
                     sheets with drop-downs, outcome probabilities and charts,
                     the morale cascade, and the ruleset's tables. RULESET is a
                     ruleset file or the bundled id (default odn-2004).
  scenario SCENARIO  A Napoleonic 20 scenario: orders of battle by side,
                     reinforcements by turn, the event deck and the charts.
                     SCENARIO is a scenario file or a bundled scenario id.

Flags:
  -o FILE            the workbook to write (required; "-" writes to standard output)
  --paper a4|letter  paper size of the printed pages (default a4)
  --ruleset FILE     a house-rule copy of the ODN ruleset (roster, calculators)

Exit status: 0 written, 1 the input has errors, 2 unreadable input or bad flags.

adc export vassal SCENARIO -o NAME.vmod   a VASSAL module (adc export vassal --help)
adc export tiled SCENARIO -o NAME.tmx     a Tiled map (adc export tiled --help)`

// exportCommand is adc export.
var exportCommand = Command{
	Name:    "export",
	Summary: "export scenarios, rosters and calculators (xlsx), VASSAL modules, Tiled maps",
	Usage:   exportUsage,
	Run:     runExport,
}

func init() { Register(&exportCommand) }

func runExport(e Env) int {
	args := e.Args
	if len(args) == 0 || HelpRequested(args[:1]) {
		fmt.Fprintln(e.Stdout, exportUsage)
		if len(args) == 0 {
			return ExitBadInput
		}
		return ExitOK
	}
	if !exportNames[args[0]] {
		fmt.Fprintf(e.Stderr, "adc export: unknown format %q (accepted: xlsx, vassal, tiled)\n", args[0])
		return ExitBadInput
	}
	if args[0] == "xlsx" && HelpRequested(args[1:]) {
		fmt.Fprintln(e.Stdout, exportUsage)
		return ExitOK
	}
	if help := map[string]string{"vassal": ExportVassalUsage, "tiled": ExportTiledUsage}[args[0]]; help != "" && HelpRequested(args[1:]) {
		fmt.Fprintln(e.Stderr, help) // as the writer's flags would
		return ExitOK
	}
	if run := exportFormats[args[0]]; run != nil {
		return run(e, args[1:])
	}
	if args[0] != "xlsx" {
		return notLinked(e, "export "+args[0])
	}
	return exportXLSX(e, spreadsheets, args)
}

// exportXLSX runs adc export xlsx (args start with "xlsx") with the
// spreadsheet writers sp.
func exportXLSX(e Env, sp Spreadsheets, args []string) int {
	fs := flag.NewFlagSet("adc export xlsx", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, exportUsage) }
	out := fs.String("o", "", "the workbook to write")
	paperName := fs.String("paper", "a4", "paper size: a4 or letter")
	rulesetFile := fs.String("ruleset", "", "a house-rule copy of the ODN ruleset")
	var pos []string
	rest := args[1:]
	for {
		if err := fs.Parse(rest); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return ExitOK
			}
			return ExitBadInput
		}
		rest = fs.Args()
		if len(rest) == 0 {
			break
		}
		pos, rest = append(pos, rest[0]), rest[1:]
	}
	if len(pos) == 0 {
		fmt.Fprintln(e.Stderr, "adc export xlsx: say what to export: roster, calculators or scenario")
		return ExitBadInput
	}
	kind := pos[0]
	paper := *paperName
	if err := sp.CheckPaper(paper); err != nil {
		fmt.Fprintf(e.Stderr, "adc export xlsx: %v\n", err)
		return ExitBadInput
	}
	if *out == "" {
		fmt.Fprintln(e.Stderr, "adc export xlsx: -o FILE is required (\"-\" for standard output)")
		return ExitBadInput
	}
	var input string
	switch {
	case len(pos) == 2:
		input = pos[1]
	case len(pos) > 2:
		fmt.Fprintf(e.Stderr, "adc export xlsx %s: one INPUT only (got %d)\n", kind, len(pos)-1)
		return ExitBadInput
	case kind != "calculators":
		fmt.Fprintf(e.Stderr, "adc export xlsx %s: INPUT is missing (a file or a bundled id)\n", kind)
		return ExitBadInput
	}
	// Refuse a bad output before the work, not after it.
	if err := atomicfile.CheckOutput(*out, "spreadsheet", input, *rulesetFile); err != nil {
		fmt.Fprintf(e.Stderr, "adc export xlsx: refusing to write %v\n", err)
		return ExitBadInput
	}
	var buf bytes.Buffer
	switch kind {
	case "roster":
		rs, code := ExportRuleset(e, *rulesetFile)
		if rs == nil {
			return code
		}
		data, name, err := ExportArmyBytes(input)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc export xlsx roster: %v\n", err)
			return ExitBadInput
		}
		army, findings, err := odn.ParseArmy(name, data, rs)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc export xlsx roster: %v\n", err)
			return ExitBadInput
		}
		for _, f := range findings {
			fmt.Fprintln(e.Stderr, f.String())
		}
		if findings.HasErrors() {
			fmt.Fprintf(e.Stderr, "adc export xlsx roster: %s has errors; fix them and export again\n", name)
			return ExitFindings
		}
		err = sp.Roster(&buf, rs, army, paper)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc export xlsx roster: %v\n", err)
			return ExitFindings
		}
	case "calculators":
		file := *rulesetFile
		if input != "" && input != strings.TrimSuffix(odn.DefaultRulesetFile, ".yaml") {
			file = input
		}
		rs, code := ExportRuleset(e, file)
		if rs == nil {
			return code
		}
		if err := sp.Calculators(&buf, rs, paper); err != nil {
			fmt.Fprintf(e.Stderr, "adc export xlsx calculators: %v\n", err)
			return ExitFindings
		}
	case "scenario":
		s, err := ExportScenario(input)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc export xlsx scenario: %v\n", err)
			return ExitBadInput
		}
		charts, err := templates.ScenarioCharts(s)
		if err != nil && s.Charts.Set != "" {
			fmt.Fprintf(e.Stderr, "adc export xlsx scenario: charts: %v (the workbook shows only the scenario's own charts)\n", err)
		}
		if err := sp.Scenario(&buf, s, charts, paper); err != nil {
			fmt.Fprintf(e.Stderr, "adc export xlsx scenario: %v\n", err)
			return ExitFindings
		}
	default:
		fmt.Fprintf(e.Stderr, "adc export xlsx: unknown workbook %q (accepted: roster, calculators, scenario)\n", kind)
		return ExitBadInput
	}
	return WriteOutput(e, "adc export xlsx", *out, "spreadsheet", buf.Bytes(), input, *rulesetFile)
}

// ExportRuleset loads the ruleset file, or the embedded default.
func ExportRuleset(e Env, file string) (*odn.Ruleset, int) {
	if file == "" {
		rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc export xlsx: embedded ruleset: %v\n", err)
			return nil, ExitBadInput
		}
		return rs, ExitOK
	}
	data, err := bounded.ReadFile(file, bounded.MaxInput)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc export xlsx: %v\n", err)
		return nil, ExitBadInput
	}
	rs, findings, err := odn.ParseRuleset(file, data)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc export xlsx: %v\n", err)
		return nil, ExitBadInput
	}
	for _, f := range findings {
		fmt.Fprintln(e.Stderr, f.String())
	}
	if findings.HasErrors() {
		fmt.Fprintf(e.Stderr, "adc export xlsx: ruleset %s is not usable\n", file)
		return nil, ExitBadInput
	}
	return rs, ExitOK
}

// ExportArmyBytes reads an army list file, or a bundled example by id.
func ExportArmyBytes(input string) ([]byte, string, error) {
	if data, err := readInputFile(input); err == nil {
		return data, input, nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, "", err
	}
	name := filepath.Base(input)
	if !strings.HasSuffix(name, ".yaml") {
		name += ".yaml"
	}
	if data, err := odnarmies.FS.ReadFile(name); err == nil && !strings.ContainsAny(input, "/\\") {
		return data, name, nil
	}
	var ids []string
	for _, n := range odnarmies.Names() {
		ids = append(ids, strings.TrimSuffix(n, ".yaml"))
	}
	return nil, "", fmt.Errorf("no army list file %q and no bundled army with that id (bundled: %s)", input, strings.Join(ids, ", "))
}

// ExportScenario reads a scenario file, or a bundled scenario by id.
func ExportScenario(input string) (*scenario.Scenario, error) {
	d, err := LoadScenario(input)
	if err != nil {
		return nil, err
	}
	return d.Scenario, nil
}
