package cli

import (
	"bytes"
	"strings"
	"testing"
)

func TestRulesCommands(t *testing.T) {
	cases := []cliCase{
		{"reach lists hexes with costs", []string{"reach", "bussaco20-espana", "fr-montbrun"}, ExitOK,
			[]string{"fr-montbrun (Montbrun, cavalry, MA 3) from 1011, turn 1: 29 hexes", "1010  1", "Assumptions:", "treated as clear"}, ""},
		{"reach with a forced march reaches further", []string{"reach", "bussaco20-espana", "fr-marchand", "--forced-march"}, ExitOK,
			[]string{"MA 2) from 1210"}, ""},
		{"reach over turns gives the first turn", []string{"reach", "bussaco20-espana", "fr-marchand", "--turns", "3"}, ExitOK,
			[]string{"turns 1-3: 79 hexes", "HEX   TURN"}, ""},
		{"reach unknown unit suggests", []string{"reach", "bussaco20-espana", "fr-montbrn"}, ExitBadInput, nil, `did you mean "fr-montbrun"?`},
		{"reach needs two arguments", []string{"reach", "bussaco20-espana"}, ExitBadInput, nil, "want SCENARIO UNIT"},
		{"odds answers with the column and probabilities", []string{"odds", "bussaco20-espana", "fr-montbrun", "fr-marchand", "vs", "al-hill", "--at", "fr-montbrun=0510", "--at", "fr-marchand=0511"}, ExitOK,
			[]string{"Attack 5, defense 3 (terrain +0): differential +1, CRT column +1", "DH        33.3%"}, ""},
		{"odds refuses non-adjacent units", []string{"odds", "bussaco20-espana", "fr-montbrun", "vs", "al-hill"}, ExitBadInput, nil, "not adjacent"},
		{"odds needs vs", []string{"odds", "bussaco20-espana", "fr-montbrun", "al-hill"}, ExitBadInput, nil, "ATTACKER... vs DEFENDER..."},
		{"play reaches a result", []string{"play", "rousse20", "--seed", "3", "--quiet"}, ExitOK, []string{"Result: "}, ""},
		{"play shows the free deployment (3.0) in the log", []string{"play", "bailen20-battle", "--seed", "2"}, ExitOK,
			[]string{"deploy french fr-barbau @0805: zone french-17-2", "phase anti-french: turn 21 events", "free deployment (3.0)"}, ""},
		{"reach starts from the default deployment (17.2)", []string{"reach", "bailen20-battle", "fr-barbau"}, ExitOK,
			[]string{"from 0706, turn 21: 16 hexes", "default deployment"}, ""},
		{"play bussaco20 on the borrowed España counters names the source in the result", []string{"play", "bussaco20", "--quiet", "--incomplete"}, ExitOK,
			[]string{"Result: ", `counter values borrowed from scenario "bussaco20-espana"]`}, ""},
		{"play talavera20 prints the assumed game length in the result line", []string{"play", "talavera20", "--quiet", "--seed", "2", "--incomplete"}, ExitOK,
			[]string{"Result: ", "game length assumed: turn 21 (not given by the scenario)]"}, ""},
		{"help", []string{"play", "--help"}, ExitOK, nil, "Usage: adc play"},
		// Rule 11.0: reinforcements enter at the location the exclusive
		// rules give; talavera20-full's areas have no hexes, so its French
		// reinforcements could never enter: refused, each gap listed.
		{"play refuses a scenario whose entry areas have no hexes (11.0)", []string{"play", "talavera20-full", "--quiet"}, ExitFindings, nil,
			`entry area "B": has no hexes: its reinforcements can never enter the map [rule 11.0]`},
		{"play --incomplete says in its first line that the game differs", []string{"play", "talavera20-full", "--quiet", "--incomplete"}, ExitOK,
			[]string{"INCOMPLETE SCENARIO: this describes a different game from the rulebook's (5 gaps stop play", "on the map as traced: 2 of 308 hexes known", "\nGaps (data the scenario lacks; ! stops play):\n  ! entry area \"A\""}, ""},
		{"play on an assumed map edge states the assumption (Rousse 20 [11.6])", []string{"play", "rousse20", "--seed", "3", "--quiet"}, ExitOK,
			[]string{"On the map as traced: 1 of 209 hexes known", "Scenario assumptions (values the rulebook does not print):", `"it enters along the Northern map edge at Area A"`}, ""},
		{"play --format json gives complete: false and the gaps", []string{"play", "talavera20-full", "--quiet", "--incomplete", "--format", "json"}, ExitOK,
			[]string{`"complete": false`, `"kind": "entry-area"`, `"first_line": "INCOMPLETE SCENARIO`}, ""},
		{"validate lists the gaps before play apart from the errors", []string{"validate", "talavera20-full"}, ExitOK,
			[]string{"talavera20-full: gaps before play: 5 stop play", `  stops play: entry area "C": has no hexes`}, ""},
	}
	runCLICases(t, cases)
}

func TestPlayIsDeterministic(t *testing.T) {
	run := func() string {
		var out, errb bytes.Buffer
		Run([]string{"play", "talavera20", "--seed", "5", "--incomplete"}, strings.NewReader(""), &out, &errb)
		return out.String()
	}
	if a, b := run(), run(); a != b || a == "" {
		t.Error("the same seed must give the same game log")
	}
}

func TestPlayQuietPrintsOnlyTheResult(t *testing.T) {
	// --quiet prints the result line and what qualifies it (the first line
	// on the map as traced, the gaps and the scenario's assumptions, each
	// indented under its heading), never the game log
	// or the notes.
	var out, errb bytes.Buffer
	if code := Run([]string{"play", "rousse20", "--seed", "1", "--quiet"}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[0], "On the map as traced") || !strings.HasPrefix(lines[1], "Result: ") {
		t.Fatalf("adc play --quiet printed, want the map line then the result line:\n%s", out.String())
	}
	for _, l := range lines[2:] {
		if l != "" && !strings.HasPrefix(l, "Gaps (") && !strings.HasPrefix(l, "Scenario assumptions") && !strings.HasPrefix(l, "  ") {
			t.Errorf("adc play --quiet printed %q, which is neither the result nor what qualifies it", l)
		}
	}
}
