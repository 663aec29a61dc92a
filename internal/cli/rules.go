package cli

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"
)

const rulesUsage = `Usage: adc rules SCENARIO [--format text|json] [--optional 16.x,...]

Lists the scenario's special rules with how the rules engine applies each:
applied, partly applied or not applied, and what it says about the rule (the
same notes adc play prints under Assumptions). SCENARIO is a scenario file
or a bundled scenario id. The kinds and their parameters are described in
docs/special-rules.md.

Flags:
  --format text|json   text (default) or JSON
  --optional LIST      optional rules to use besides the scenario's, e.g. 16.7,16.9 or "all"
  --end-turn N         game length when the scenario does not give it

Exit status: 0 listed, 2 unreadable input, a scenario the engine cannot play, or bad flags.`

// rulesCommand is adc rules.
var rulesCommand = Command{Name: "rules", Summary: "list a scenario's special rules and how the engine applies each", Usage: rulesUsage, Run: runRules}

func init() { Register(&rulesCommand) }

// ruleJSON is one special rule in the JSON output.
type ruleJSON struct {
	ID     string     `json:"id"`
	Rule   string     `json:"rule,omitempty"`
	Title  string     `json:"title"`
	Kind   string     `json:"kind,omitempty"`
	Status string     `json:"status"`
	Notes  []noteJSON `json:"notes,omitempty"`
}

type noteJSON struct {
	Status string `json:"status"`
	Text   string `json:"text"`
}

func runRules(e Env) int {
	fs := flag.NewFlagSet("rules", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	var ef EngineFlags
	ef.Register(fs)
	format := &ef.Format
	fs.Usage = func() { fmt.Fprintln(e.Stderr, rulesUsage) }
	pos, err := ParseMixed(fs, e.Args)
	if errors.Is(err, flag.ErrHelp) {
		return ExitOK
	}
	if err != nil || len(pos) != 1 || *format != "text" && *format != "json" {
		fmt.Fprintln(e.Stderr, rulesUsage)
		return ExitBadInput
	}
	b, err := OpenBoard(pos[0], &ef)
	if err != nil {
		return ReportLoad(e.Stderr, "adc rules", err)
	}
	statuses := b.RuleStatuses()
	if *format == "json" {
		out := make([]ruleJSON, 0, len(statuses))
		for _, rs := range statuses {
			r := ruleJSON{ID: rs.ID, Rule: rs.Number, Title: rs.Title, Kind: rs.Kind, Status: rs.Status.String()}
			for _, n := range rs.Notes {
				r.Notes = append(r.Notes, noteJSON{Status: n.Status.String(), Text: n.Text})
			}
			out = append(out, r)
		}
		enc := json.NewEncoder(e.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(e.Stderr, "adc rules: %v\n", err)
			return ExitBadInput
		}
		return ExitOK
	}
	counts := map[rules.Status]int{}
	for _, rs := range statuses {
		counts[rs.Status]++
		kind := rs.Kind
		if kind == "" {
			kind = "words only"
		}
		num := ""
		if rs.Number != "" {
			num = " [" + rs.Number + "]"
		}
		fmt.Fprintf(e.Stdout, "%s%s (%s, %s): %s\n", rs.ID, num, rs.Title, kind, rs.Status)
		for _, n := range rs.Notes {
			fmt.Fprintf(e.Stdout, "    %s\n", n.Reason())
		}
	}
	fmt.Fprintf(e.Stdout, "%d special rules: %d applied, %d partly applied, %d not applied\n",
		len(statuses), counts[rules.Applied], counts[rules.PartlyApplied], counts[rules.NotApplied])
	return ExitOK
}
