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
		{"play bussaco20 on the borrowed España counters names the source in the result", []string{"play", "bussaco20", "--quiet"}, ExitOK,
			[]string{"Result: ", `counter values borrowed from scenario "bussaco20-espana"]`}, ""},
		{"play talavera20 prints the assumed game length in the result line", []string{"play", "talavera20", "--quiet", "--seed", "2"}, ExitOK,
			[]string{"Result: ", "game length assumed: turn 21 (not given by the scenario)]"}, ""},
		{"help", []string{"play", "--help"}, ExitOK, nil, "Usage: adc play"},
	}
	runCLICases(t, cases)
}

func TestPlayIsDeterministic(t *testing.T) {
	run := func() string {
		var out, errb bytes.Buffer
		Run([]string{"play", "talavera20", "--seed", "5"}, strings.NewReader(""), &out, &errb)
		return out.String()
	}
	if a, b := run(), run(); a != b || a == "" {
		t.Error("the same seed must give the same game log")
	}
}

func TestPlayQuietPrintsOnlyTheResult(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Run([]string{"play", "bussaco20", "--seed", "1", "--quiet"}, strings.NewReader(""), &out, &errb); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 1 || !strings.HasPrefix(lines[0], "Result: ") || !strings.Contains(lines[0], "assumed") {
		t.Errorf("adc play --quiet printed %d lines, want the one result line with its labels:\n%s", len(lines), out.String())
	}
}
