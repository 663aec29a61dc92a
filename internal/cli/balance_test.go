package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/sim"
)

const duel = "../../engine/sim/testdata/duel.yaml"

func TestBalanceCommand(t *testing.T) {
	runCLICases(t, []cliCase{
		{"greedy against random", []string{"balance", duel, "--games", "60", "--bots", "greedy,random"}, ExitOK,
			[]string{"greedy bot for French, random bot for Allied", "French is favoured", "Victory levels:", "Morale at the end of each turn", "Battles by hex"}, ""},
		{"flags after the scenario and one bot for both", []string{"balance", "rousse20", "--games", "12", "--bots", "random", "--seed", "4"}, ExitOK,
			[]string{"random bot for Ottoman, random bot for Russian, seed 4", "Special rules that fired:", "ottoman-movement-restrictions", "Rules the engine did not apply"}, ""},
		{"unknown bot", []string{"balance", duel, "--bots", "clever"}, ExitBadInput, nil, `unknown bot "clever"`},
		{"no games", []string{"balance", duel, "--games", "0"}, ExitBadInput, nil, "--games must be at least 1"},
		{"bad format", []string{"balance", duel, "--format", "pdf"}, ExitBadInput, nil, "--format is text, json or html"},
		{"no scenario", []string{"balance"}, ExitBadInput, nil, "want one SCENARIO"},
		// Rule 11.0: talavera20-full's French reinforcements have no entry
		// hexes; no side may be called favoured on such games.
		{"refuses a scenario lacking entry hexes (11.0)", []string{"balance", "talavera20-full", "--games", "4"}, ExitFindings, nil, `entry area "B": has no hexes`},
		{"--incomplete names no favoured side", []string{"balance", "talavera20-full", "--games", "6", "--incomplete"}, ExitOK,
			[]string{"INCOMPLETE SCENARIO: these games describe a different game", "No side is called favoured", "\nGaps (data the scenario lacks; ! stops play):"}, ""},
		{"tune refuses it too", []string{"balance", "tune", "talavera20-full", "--param", "sides.french.morale", "--games", "4"}, ExitFindings, nil, "lacks data its rules need"},
		{"a campaign is refused (17.0), not reported under its title", []string{"balance", "wallachia20-campaign", "--games", "4"}, ExitFindings, nil, "is a campaign (17.0)"},
		{"unknown scenario", []string{"balance", "waterloo99"}, ExitBadInput, nil, "adc balance:"},
		{"tune without param", []string{"balance", "tune", duel}, ExitBadInput, nil, "--param PATH"},
		{"tune an unknown path", []string{"balance", "tune", duel, "--param", "map.size"}, ExitBadInput, nil, "want sides.SIDE.morale"},
	})
}

// TestBalanceJSONSameForAnyWorkers runs the command with one and with three
// workers: the reports are the same bytes.
func TestBalanceJSONSameForAnyWorkers(t *testing.T) {
	var outs []string
	for _, w := range []string{"1", "3"} {
		var out, errb bytes.Buffer
		if code := Run([]string{"balance", duel, "--games", "24", "--bots", "greedy,random", "--workers", w, "--format", "json"}, strings.NewReader(""), &out, &errb); code != ExitOK {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		if errb.Len() != 0 {
			t.Errorf("stderr not quiet off a terminal: %q", errb.String())
		}
		outs = append(outs, out.String())
	}
	if outs[0] != outs[1] {
		t.Error("reports differ between 1 and 3 workers")
	}
	var rep sim.Report
	if err := json.Unmarshal([]byte(outs[0]), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Games+rep.Failed != 24 || rep.Bots != [2]string{"greedy", "random"} || rep.Wins[0]+rep.Wins[1]+rep.Draws != rep.Games {
		t.Errorf("report %+v", rep)
	}
}

func TestBalanceHTMLAndPlotFiles(t *testing.T) {
	dir := t.TempDir()
	html := filepath.Join(dir, "duel.html")
	var out, errb bytes.Buffer
	code := Run([]string{"balance", duel, "--games", "16", "--format", "html", "-o", html, "--plots", filepath.Join(dir, "plots"), "--plot-format", "svg"}, strings.NewReader(""), &out, &errb)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	data, err := os.ReadFile(html)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte("<!DOCTYPE html>")) || bytes.Count(data, []byte("data:image/png;base64,")) != 6 {
		t.Errorf("HTML report: want a page with five plots and the heat map embedded")
	}
	for _, f := range []string{"win-rate.svg", "victory-levels.svg", "decision-turn.svg", "morale.svg", "losses.svg", "heat-map.png"} {
		if st, err := os.Stat(filepath.Join(dir, "plots", f)); err != nil || st.Size() == 0 {
			t.Errorf("plot %s: %v", f, err)
		}
	}
}

func TestBalanceTune(t *testing.T) {
	var out, errb bytes.Buffer
	code := Run([]string{"balance", "tune", duel, "--param", "sides.french.morale", "--target", "0.5", "--games", "40", "--bots", "greedy,greedy", "--range", "3:9"}, strings.NewReader(""), &out, &errb)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, w := range []string{"Tuning sides.french.morale for a win rate of 50.0% for the french side (the scenario has 6)", "<- closest", "games played in all", "must differ by"} {
		if !strings.Contains(out.String(), w) {
			t.Errorf("output lacks %q:\n%s", w, out.String())
		}
	}
}
