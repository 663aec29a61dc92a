package cli

import (
	"errors"
	"flag"
	"fmt"
	"sort"
)

const oddsUsage = `Usage: adc odds SCENARIO ATTACKER... vs DEFENDER... [--reserve-attacker] [--reserve-defender] [--reduce N] [--at UNIT=XXYY]...

Analyses one battle exactly (rule 9.0 steps B-G): the attack and defense
strength totals with the single best terrain benefit, the combat
differential, the column of the scenario's Combat Results Table, and the
probability of each result (over the die, and the Élan!/Unreliable rolls
of 16.7 when in use). Units stand where the setup puts them unless --at
moves them; every attacker must be adjacent to every defender (9.2.2).

Flags:
  --reserve-attacker   the attacker commits reserves (+1, 12.2.3)
  --reserve-defender   the defender commits reserves (+1)
  --reduce N           voluntary differential reduction (9.5)
  --at UNIT=XXYY       place a unit in another hex first (repeatable)
  --optional LIST      optional rules to use besides the scenario's
  --end-turn N         game length when the scenario does not give it
  --format text|json   output format (json: the same answer as data)

Exit status: 0 answered, 1 the scenario has validation errors (each is
printed; the engine plays only a scenario adc validate accepts), 2 unreadable
input, unknown units, illegal battle or bad flags.`

// oddsCommand is adc odds.
var oddsCommand = Command{Name: "odds", Summary: "combat odds of a battle: differential, CRT column, result probabilities", Usage: oddsUsage, Run: runOdds}

func init() { Register(&oddsCommand) }

func runOdds(e Env) int {
	fs := flag.NewFlagSet("adc odds", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, oddsUsage) }
	var ef EngineFlags
	ef.Register(fs)
	ra := fs.Bool("reserve-attacker", false, "attacker commits reserves")
	rd := fs.Bool("reserve-defender", false, "defender commits reserves")
	reduce := fs.Int("reduce", 0, "voluntary differential reduction")
	pos, err := ParseMixed(fs, e.Args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	vs := -1
	for i, p := range pos {
		if p == "vs" {
			vs = i
		}
	}
	if len(pos) < 4 || vs < 2 || vs == len(pos)-1 {
		fmt.Fprintln(e.Stderr, "adc odds: want SCENARIO ATTACKER... vs DEFENDER... (see adc odds --help)")
		return ExitBadInput
	}
	if !ef.checkFormat(&e, "adc odds") {
		return ExitBadInput
	}
	b, s, err := openGame(pos[0], &ef)
	if err != nil {
		return ReportLoad(e.Stderr, "adc odds", err)
	}
	att, def := pos[1:vs], pos[vs+1:]
	o, err := s.Odds(att, def, *ra, *rd, *reduce)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc odds: %v\n", err)
		return ExitBadInput
	}
	crt := b.Charts.CRT
	if e.format == "json" {
		r := oddsJSON{Scenario: b.Scenario.ID, ChartSet: b.Charts.ID, Attackers: att, Defenders: def,
			Attack: o.Attack, Defense: o.Defense, Terrain: o.Terrain, Differential: o.Differential, Column: o.Column,
			Command: o.Command, Notes: o.Notes, Results: []oddsResultJSON{}, CRTSource: crt.Source, Assumptions: notesOf(b)}
		if r.Notes == nil {
			r.Notes = []string{}
		}
		for _, res := range crt.Results {
			if p, ok := o.Results[res.Code]; ok {
				r.Results = append(r.Results, oddsResultJSON{Code: res.Code, Name: res.Name, Probability: p, Effect: o.Outcomes[res.Code]})
			}
		}
		if err := WriteJSON(e.Stdout, r); err != nil {
			fmt.Fprintf(e.Stderr, "adc odds: %v\n", err)
			return ExitBadInput
		}
		return ExitOK
	}
	fmt.Fprintf(e.Stdout, "Battle: %v vs %v (%s, chart set %s)\n", att, def, b.Scenario.ID, b.Charts.ID)
	fmt.Fprintf(e.Stdout, "Attack %d, defense %d (terrain %+d): differential %+d, CRT column %+d\n", o.Attack, o.Defense, o.Terrain, o.Differential, o.Column)
	if o.Command != "" {
		fmt.Fprintf(e.Stdout, "Command (16.9.5): %s\n", o.Command)
	}
	for _, n := range o.Notes {
		fmt.Fprintln(e.Stdout, "Step D: "+n)
	}
	fmt.Fprintln(e.Stdout, "RESULT  PROBABILITY  EFFECT (attacker/defender)")
	codes := make([]string, 0, len(o.Results))
	for c := range o.Results {
		codes = append(codes, c)
	}
	order := map[string]int{}
	for i, r := range crt.Results {
		order[r.Code] = i
	}
	sort.Slice(codes, func(i, j int) bool { return order[codes[i]] < order[codes[j]] })
	for _, c := range codes {
		name := ""
		for _, r := range crt.Results {
			if r.Code == c {
				name = r.Name
			}
		}
		fmt.Fprintf(e.Stdout, "%-6s  %6.1f%%      %s (%s)\n", c, 100*o.Results[c], o.Outcomes[c], name)
	}
	fmt.Fprintf(e.Stdout, "CRT source: %s\n", crt.Source)
	writeNotes(e.Stdout, b)
	return ExitOK
}

// oddsJSON is adc odds --format json: the battle's totals and each result
// with its probability, in the order of the CRT's result list.
type oddsJSON struct {
	Scenario     string           `json:"scenario"`
	ChartSet     string           `json:"chart_set"`
	Attackers    []string         `json:"attackers"`
	Defenders    []string         `json:"defenders"`
	Attack       int              `json:"attack"`
	Defense      int              `json:"defense"`
	Terrain      int              `json:"terrain"`
	Differential int              `json:"differential"`
	Column       int              `json:"column"`
	Command      string           `json:"command,omitempty"`
	Notes        []string         `json:"notes"`
	Results      []oddsResultJSON `json:"results"`
	CRTSource    string           `json:"crt_source"`
	Assumptions  []string         `json:"assumptions"`
}

type oddsResultJSON struct {
	Code        string  `json:"code"`
	Name        string  `json:"name"`
	Probability float64 `json:"probability"`
	Effect      string  `json:"effect"` // attacker/defender
}
