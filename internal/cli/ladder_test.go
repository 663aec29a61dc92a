package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/aide-de-camp/adc/engine/sim"
)

func TestBalanceLadderCommand(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "ladder.json")
	runCLICases(t, []cliCase{
		{"random and greedy on the mirror battle", []string{"balance", "ladder", duel, "--bots", "random,greedy", "--games", "30", "--json", js}, ExitOK,
			[]string{"Ladder of random, greedy: 30 games a pairing and seat", "A game scores by its victory level", "| 1 | greedy |", "greedy over random:", "- greedy over random: apart in ", " seats by victory level, ", "| French | greedy | random |", "| greedy | greedy | 30 |"}, ""},
		{"--neighbours leaves out random against lookahead", []string{"balance", "ladder", duel, "--bots", "random,greedy,lookahead:1", "--games", "4", "--neighbours"}, ExitOK,
			[]string{"each bot against the next weaker and the next stronger one from both seats", "| lookahead:1 | greedy | 4 |", "| random | random | 4 |"}, ""},
		{"one bot is no ladder", []string{"balance", "ladder", duel, "--bots", "greedy"}, ExitBadInput, nil, "needs two bots or more"},
		{"unknown bot", []string{"balance", "ladder", duel, "--bots", "random,clever"}, ExitBadInput, nil, `unknown bot "clever"`},
		{"--json onto the scenario names --json", []string{"balance", "ladder", duel, "--bots", "random,greedy", "--json", duel}, ExitBadInput, nil, "choose another output file with --json"},
		{"no scenario", []string{"balance", "ladder"}, ExitBadInput, nil, "want one SCENARIO or more"},
		{"refuses an incomplete scenario", []string{"balance", "ladder", "talavera20-full", "--bots", "random,greedy", "--games", "2"}, ExitFindings, nil, "lacks data its rules need"},
		{"tune: --time or --bots", []string{"balance", "tune", duel, "--param", "sides.french.morale", "--time", "1m", "--bots", "greedy"}, ExitBadInput, nil, "give one of them"},
		{"tune --time chooses a bot", []string{"balance", "tune", duel, "--param", "sides.french.morale", "--range", "3:5", "--games", "4", "--time", "10m"}, ExitOK,
			[]string{"Bots: search on both sides, the strongest whose some 12 games fit in 10m0s"}, ""},
	})
	data, err := os.ReadFile(js)
	if err != nil {
		t.Fatal(err)
	}
	var l sim.Ladder
	if err := json.Unmarshal(data, &l); err != nil || len(l.Boards) != 1 || len(l.Boards[0].Matches) != 4 || l.Overall[0].Bot != "greedy" {
		t.Errorf("--json: %v %+v", err, l)
	}
}
