package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/setupsheet"
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
  --format text|json  text (default), or the same sheet as JSON: the title,
            the header fields, the description and each section's lines
  -o FILE   write the sheet to FILE instead of standard output: plain text
            (no extension, .txt), or the setup card as .pdf, .svg or .png;
            another extension is refused. Written atomically, keeping the
            previous version as FILE.bak; never over SCENARIO or another
            YAML data file

Exit status: 0 written, 2 unreadable input or bad flags.`

// summaryCommand is adc summary.
var summaryCommand = Command{
	Name:    "summary",
	Summary: "print a scenario's setup sheet (units, schedule, victory, unknowns)",
	Usage:   summaryUsage,
	Run:     runSummary,
}

func init() { Register(&summaryCommand) }

func runSummary(e Env) int {
	fs := flag.NewFlagSet("adc summary", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, summaryUsage) }
	out := fs.String("o", "", "write the sheet to FILE")
	format := fs.String("format", "text", "output format: text or json")
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
	if summaryCard == nil && wantsCard(*out) {
		return notLinked(e, "summary") // the printed card: package publish draws it
	}
	s, err := summaryScenario(pos[0])
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc summary: %v\n", err)
		return ExitBadInput
	}
	if s.Borrow != nil { // the sheet shows the borrowed counter values, marked
		if b, _, err := bundle.Borrowed(s, pos[0]); err == nil {
			s = b
		} else {
			fmt.Fprintf(e.Stderr, "adc summary: %v\n", err)
		}
	}
	var ok bool
	if e.format, ok = ParseFormat(e, "adc summary", *format); !ok {
		return ExitBadInput
	}
	if wantsCard(*out) {
		return summaryCard(e, s, *out, pos[0]) // .pdf, .svg, .png: the setup card; unknown extensions refused
	}
	var buf bytes.Buffer
	if err := setupsheet.Write(&buf, s); err != nil {
		fmt.Fprintf(e.Stderr, "adc summary: %v\n", err)
		return ExitBadInput
	}
	if e.format == "json" {
		sheet := buf.String()
		buf.Reset()
		if err := WriteJSON(&buf, sheetJSON(s.ID, sheet)); err != nil {
			fmt.Fprintf(e.Stderr, "adc summary: %v\n", err)
			return ExitBadInput
		}
	}
	if *out == "" {
		*out = "-"
	}
	return WriteOutput(e, "adc summary", *out, "setup sheet", buf.Bytes(), pos[0])
}

// summaryScenario reads a scenario file, or the bundled scenario with that id.
func summaryScenario(input string) (*scenario.Scenario, error) {
	d, err := LoadScenario(input)
	if err != nil {
		return nil, err
	}
	return d.Scenario, nil
}

// summaryJSON is adc summary --format json: the setup sheet's parts.
type summaryJSON struct {
	Scenario    string            `json:"scenario"`
	Title       string            `json:"title"`
	Header      map[string]string `json:"header"` // "Game", "Edition", "Map", ...
	Description string            `json:"description,omitempty"`
	Sections    []sheetSection    `json:"sections"`
}

type sheetSection struct {
	Title string   `json:"title"`
	Lines []string `json:"lines"`
}

// sheetJSON splits the text of a setup sheet (setupsheet.Write) into its
// parts: the underlined title, the "Key: value" header lines, the
// description paragraph, and each section (a title underlined with dashes)
// with its lines, table rows keeping their column spacing.
func sheetJSON(id, text string) summaryJSON {
	out := summaryJSON{Scenario: id, Header: map[string]string{}, Sections: []sheetSection{}}
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	underlined := func(i int, c string) bool {
		return i+1 < len(lines) && lines[i] != "" && len(lines[i+1]) >= 3 && strings.Trim(lines[i+1], c) == ""
	}
	var cur *sheetSection
	var desc []string
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		switch {
		case i == 0 && underlined(0, "="):
			out.Title = l
			i++
		case underlined(i, "-"):
			out.Sections = append(out.Sections, sheetSection{Title: l, Lines: []string{}})
			cur = &out.Sections[len(out.Sections)-1]
			i++
		case cur != nil:
			if l != "" {
				cur.Lines = append(cur.Lines, strings.TrimPrefix(l, "  "))
			}
		case l == "":
		default:
			if k, v, ok := strings.Cut(l, ":"); ok && !strings.Contains(k, " ") && len(desc) == 0 {
				out.Header[k] = strings.TrimSpace(v)
			} else {
				desc = append(desc, l)
			}
		}
	}
	out.Description = strings.Join(desc, "\n")
	return out
}
