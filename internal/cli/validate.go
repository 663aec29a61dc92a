package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/editdist"
	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/templates"
)

// validateCommand is adc validate.
var validateCommand = Command{
	Name:    "validate",
	Summary: "check scenario files: structure and rules, with file:line:col and rule numbers",
	Usage: `Usage: adc validate [--format text|json] [--no-warnings] [--only CHECK,...] [--except CHECK,...] FILE...

Checks each N20 scenario file (or chart set file, format: adc-charts) in two layers: structure (types, ranges,
required fields, enums) and rules (hexes on the map, stacking at setup,
bridges only on rivers, entry areas on the map edge, reinforcement turns
on the track, every referenced card, table and unit exists, ...). Each
finding names the file, line and column, the object, the rule number and a
hint. Values the rulebooks do not give are warnings.

The chart set named by charts.set is one of the standard sets
(` + templates.ChartSetIDList + `) or a chart set file
path relative to the scenario.

Options:
  --format text|json  output format (json for CI; default text)
  --no-warnings       print errors only
  --only CHECK,...    report only these checks (the id in parentheses after
                      each finding, e.g. setup-stacking); repeatable
  --except CHECK,...  report every check but these; repeatable

FILE is a scenario, chart set or army list file, or the id of a bundled
scenario.

Exit status: 0 when every file is free of errors, 1 when a file has
errors, 2 when a file cannot be read or parsed (or bad options).

Example:
  $ adc validate bussaco20.yaml
  bussaco20.yaml:42:7: error: unit "fr-ney": setup hex 2412 is off the map (17x11) [rule 3.0]
      hint: hex numbers run from 0101 to 1711`,
	Run: runValidate,
}

func init() { Register(&validateCommand) }

// validateReport is the JSON output of one file.
type validateReport struct {
	File     string             `json:"file"`
	Error    *loadErrorJSON     `json:"load_error,omitempty"`
	Findings []scenario.Finding `json:"findings"`
	Errors   int                `json:"errors"`
	Warnings int                `json:"warnings"`
	// Completeness is what a scenario lacks for play (complete.go): a
	// section of its own, apart from the errors.
	Completeness *CompletenessJSON      `json:"completeness,omitempty"`
	complete     *scenario.Completeness // for the text report
}

type loadErrorJSON struct {
	File    string `json:"file,omitempty"`
	Line    int    `json:"line,omitempty"`
	Col     int    `json:"col,omitempty"`
	Path    string `json:"path,omitempty"`
	Message string `json:"message"`
	Hint    string `json:"hint,omitempty"`
}

func runValidate(e Env) int {
	fs := flag.NewFlagSet("validate", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	format := fs.String("format", "text", "output format: text or json")
	noWarn := fs.Bool("no-warnings", false, "print errors only")
	var only, except multiFlag
	fs.Var(&only, "only", "report only these checks (repeatable, or comma-separated)")
	fs.Var(&except, "except", "do not report these checks (repeatable, or comma-separated)")
	fs.Usage = func() { fmt.Fprintln(e.Stderr, commands["validate"].Usage) }
	if err := fs.Parse(flagsFirst(e.Args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(e.Stderr, "adc validate: --format must be text or json, not %q\n", *format)
		return ExitBadInput
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.Stderr, "adc validate: name at least one scenario file; see 'adc help validate'")
		return ExitBadInput
	}
	onlySet, exceptSet := checkSet(only), checkSet(except)
	for _, set := range []map[string]bool{onlySet, exceptSet} {
		for id := range set {
			if !knownCheck(id) {
				fmt.Fprintf(e.Stderr, "adc validate: no check %q%s; the check id is shown after each finding, e.g. (setup-stacking)\n", id, suggestCheck(id))
				return ExitBadInput
			}
		}
	}
	code := ExitOK
	var reports []validateReport
	collectForInputs(fs.Args())
	for _, path := range fs.Args() {
		r := validatePath(path)
		if *noWarn || len(onlySet) > 0 || len(exceptSet) > 0 {
			kept := r.Findings[:0]
			for _, f := range r.Findings {
				switch {
				case *noWarn && f.Severity != scenario.Error:
				case len(onlySet) > 0 && !onlySet[f.Check]:
				case exceptSet[f.Check]:
				default:
					kept = append(kept, f)
				}
			}
			r.Findings = kept
			r.Errors, r.Warnings = scenario.Count(r.Findings)
			r.complete, r.Completeness = nil, nil // errors or chosen checks only
		}
		switch {
		case r.Error != nil:
			code = ExitBadInput
		case r.Errors > 0 && code == ExitOK:
			code = ExitFindings
		}
		if *format == "text" {
			writeTextReport(e.Stdout, r)
		}
		reports = append(reports, r)
	}
	if *format == "json" {
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(struct {
			Files []validateReport `json:"files"`
		}{reports})
	}
	return code
}

// flagsFirst moves flags after file names to the front, so that
// "adc validate a.yaml --format json" works like "adc validate --format json a.yaml".
func flagsFirst(args []string) []string {
	var flags, rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if strings.HasPrefix(a, "-") && a != "-" {
			flags = append(flags, a)
			if !strings.Contains(a, "=") && i+1 < len(args) && scenarioFlagTakesValue(a) {
				flags = append(flags, args[i+1])
				i++
			}
			continue
		}
		rest = append(rest, a)
	}
	return append(flags, rest...)
}

func scenarioFlagTakesValue(flagArg string) bool {
	switch strings.TrimLeft(flagArg, "-") {
	case "format", "size", "id", "o", "title", "output", "only", "except", "nation":
		return true
	}
	return false
}

func writeTextReport(w io.Writer, r validateReport) {
	if r.Error != nil {
		le := r.Error
		loc := r.File
		if le.File != "" {
			loc = le.File
		}
		if le.Line > 0 {
			loc = fmt.Sprintf("%s:%d:%d", loc, le.Line, le.Col)
		}
		fmt.Fprintf(w, "%s: error: %s\n", loc, le.Message)
		if le.Hint != "" {
			fmt.Fprintf(w, "    hint: %s\n", le.Hint)
		}
		return
	}
	for _, f := range r.Findings {
		line := f.String()
		if f.Check != "" {
			line += " (" + f.Check + ")"
		}
		fmt.Fprintln(w, line)
		if f.Hint != "" {
			fmt.Fprintf(w, "    hint: %s\n", f.Hint)
		}
	}
	if r.complete != nil {
		writeValidateCompleteness(w, r.File, *r.complete)
	}
}

// validatePath loads and validates one scenario file, or a chart set file
// (format: adc-charts), reading it once and deciding its kind from the
// parsed document. A path that is no file but a bundled scenario's id
// validates that scenario.
func validatePath(path string) validateReport {
	r := validateReport{File: path, Findings: []scenario.Finding{}}
	var d *scenario.Document
	var cs *scenario.ChartSet
	var err error
	if id := bundledID(path); id != "" {
		d, err = LoadScenario(id)
	} else {
		d, cs, err = loadAny(path)
	}
	var other *scenario.OtherFormatError
	if errors.As(err, &other) && strings.HasPrefix(other.Format, "adc-odn-army") {
		return validateArmyPath(path)
	}
	if err != nil {
		r.Error = toLoadErrorJSON(err)
		return r
	}
	if cs != nil {
		r.Findings = scenario.ValidateChartSet(cs)
		for i := range r.Findings {
			r.Findings[i].File = path
		}
		r.Errors, r.Warnings = scenario.Count(r.Findings)
		return r
	}
	charts, cerr := scenarioCharts(d)
	if cerr != nil {
		r.Error = toLoadErrorJSON(cerr)
		return r
	}
	r.Findings = scenario.ValidateDocument(d, charts)
	if d.Scenario.Borrow != nil { // the lending scenario and its units exist
		from, _ := bundle.Lender(d.Scenario, path)
		for _, f := range scenario.ValidateBorrow(d.Scenario, from) {
			f.File = path
			if pos, ok := d.Locate(f.Path); ok {
				f.Line, f.Col = pos.Line, pos.Col
			}
			r.Findings = append(r.Findings, f)
		}
	}
	r.Findings = append(r.Findings, deployFindings(d, charts, path, r.Findings)...) // validate_deploy.go
	r.Errors, r.Warnings = scenario.Count(r.Findings)
	c := scenario.CheckCompleteness(d.Scenario)
	r.complete, r.Completeness = &c, CompletenessToJSON(c)
	return r
}

func toLoadErrorJSON(err error) *loadErrorJSON {
	var le *scenario.LoadError
	if errors.As(err, &le) {
		return &loadErrorJSON{File: le.File, Line: le.Line, Col: le.Col, Path: le.Path, Message: le.Msg, Hint: le.Hint}
	}
	return &loadErrorJSON{Message: err.Error()}
}

// scenarioCharts resolves the scenario's chart set (bundle.DocumentCharts).
func scenarioCharts(d *scenario.Document) (*scenario.ChartSet, error) {
	return bundle.DocumentCharts(d)
}

// checkSet splits repeated, comma-separated check ids into a set.
func checkSet(vals []string) map[string]bool {
	set := map[string]bool{}
	for _, v := range vals {
		for _, id := range strings.Split(v, ",") {
			if id = strings.TrimSpace(id); id != "" {
				set[id] = true
			}
		}
	}
	return set
}

// knownCheck says whether id names a check of the validator: one of its
// named checks, or a structural check ("structure-" and a validator tag).
func knownCheck(id string) bool {
	return scenario.CheckIDs()[id] || strings.HasPrefix(id, "structure") || id == "odn-army"
}

func suggestCheck(id string) string {
	best, bd := "", 4
	for c := range scenario.CheckIDs() {
		if d := editdist.Levenshtein(id, c); d < bd || d == bd && c < best {
			best, bd = c, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// validateArmyPath validates a One Day Napoleonics army list (as adc odn
// validate does, with the embedded ruleset), so that adc validate takes
// every kind of file the program reads.
func validateArmyPath(path string) validateReport {
	r := validateReport{File: path, Findings: []scenario.Finding{}}
	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
	if err != nil {
		r.Error = &loadErrorJSON{Message: err.Error()}
		return r
	}
	data, err := readInputFile(path)
	if err != nil {
		r.Error = &loadErrorJSON{File: path, Message: err.Error()}
		return r
	}
	_, fs, err := odn.ParseArmy(path, data, rs)
	if err != nil {
		var se *odn.SyntaxError
		if errors.As(err, &se) {
			r.Error = &loadErrorJSON{File: se.File, Line: se.Line, Col: se.Col, Message: se.Message}
		} else {
			r.Error = &loadErrorJSON{File: path, Message: err.Error()}
		}
		return r
	}
	for _, f := range fs {
		sev := scenario.Warning
		if f.Severity == odn.Error {
			sev = scenario.Error
		}
		r.Findings = append(r.Findings, scenario.Finding{Severity: sev, File: f.File, Line: f.Line, Col: f.Col,
			Object: f.Object, Message: f.Message + " [" + f.Rule + "]", Hint: f.Hint, Check: "odn-army"})
	}
	r.Errors, r.Warnings = scenario.Count(r.Findings)
	return r
}
