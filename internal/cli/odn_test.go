package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func odnCmd(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Run(append([]string{"odn"}, args...), strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

var (
	frenchArmy  = filepath.Join("..", "..", "scenarios", "odn", "french-1812.yaml")
	russianArmy = filepath.Join("..", "..", "scenarios", "odn", "russian-1812.yaml")
)

func TestODNValidateExitStatus(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.yaml")
	os.WriteFile(broken, []byte("army: [unclosed\n"), 0o644)
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"French example is valid", []string{"validate", frenchArmy}, ExitOK, "ok, 14 units in 3 corps"},
		{"Russian example is valid", []string{"validate", russianArmy}, ExitOK, "ok, 12 units"},
		{"errors are located", []string{"validate", filepath.Join("..", "..", "odn", "testdata", "army-errors.yaml")}, ExitFindings, `army-errors.yaml:9:`},
		{"broken YAML", []string{"validate", broken}, ExitBadInput, "broken.yaml:1:"},
		{"missing file", []string{"validate", filepath.Join(dir, "nope.yaml")}, ExitBadInput, "nope.yaml"},
		{"no file", []string{"validate"}, ExitBadInput, "exactly one"},
		{"unknown subcommand", []string{"rooster"}, ExitBadInput, `did you mean "roster"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := odnCmd(t, c.args...)
			if code != c.code || !strings.Contains(out+errs, c.want) {
				t.Errorf("exit %d (want %d)\nstdout: %s\nstderr: %s\nwant %q", code, c.code, out, errs, c.want)
			}
		})
	}
}

func TestODNRosterMatchesGolden(t *testing.T) {
	// The golden files are written by the odn package tests (go test ./odn -update).
	for _, name := range []string{"french-1812", "russian-1812"} {
		t.Run(name, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join("..", "..", "odn", "testdata", "roster-"+name+".golden"))
			if err != nil {
				t.Fatal(err)
			}
			// The odn tests load "scenarios/odn/NAME.yaml"; the roster text does not name the file.
			code, out, errs := odnCmd(t, "roster", filepath.Join("..", "..", "scenarios", "odn", name+".yaml"))
			if code != ExitOK || out != string(want) {
				t.Errorf("exit %d, stderr %s; roster differs from the golden file:\n%s", code, errs, out)
			}
		})
	}
}

func TestODNRosterUnitAfterHits(t *testing.T) {
	// Unit roster (p.3): the 7th Infantry after five hits is Conscript.
	code, out, _ := odnCmd(t, "roster", frenchArmy, "--unit", "7th Infantry", "--hits", "5")
	if code != ExitOK || !strings.Contains(out, "After 5 hits: CN (7 boxes left): Pass 6+, Melee 1, Fire 7+") || !strings.Contains(out, "VT  X X X X") {
		t.Errorf("exit %d:\n%s", code, out)
	}
	code, _, errs := odnCmd(t, "roster", frenchArmy, "--unit", "7th Infantry", "--hits", "13")
	if code != ExitBadInput || !strings.Contains(errs, "0 to 12") {
		t.Errorf("hits out of range: exit %d, %s", code, errs)
	}
	code, _, errs = odnCmd(t, "roster", frenchArmy, "--unit", "8th Infantry")
	if code != ExitBadInput || !strings.Contains(errs, "7th Infantry") {
		t.Errorf("unknown unit: exit %d, %s", code, errs)
	}
}

func TestODNCalculators(t *testing.T) {
	cases := []struct {
		name string
		args []string
		want []string
	}{
		{"small arms", []string{"fire", "--kind", "small-arms", "--quality", "VT", "--formation", "line", "--mod", "target-column"},
			[]string{"roll 5+ on each die", "2      9/25           36.000%", "expected hits: 6/5"}},
		{"battalion", []string{"fire", "--kind", "battalion", "--nation", "russia", "--weight", "heavy", "--range", "4"},
			[]string{"3d10", "To Hit 7+", "3      8/125"}},
		{"grand battery", []string{"fire", "--kind", "battalion", "--band", "close", "--stand", "heavy:france", "--stand", "medium:horse:france"},
			[]string{"2 stand(s)", "7d10", "0      1/250"}},
		{"inherent", []string{"fire", "--kind", "inherent", "--nation", "france", "--shots", "2"},
			[]string{"at most 1 hit", "1      3/4"}},
		{"red firer", []string{"fire", "--mod", "firer-red"}, []string{"No fire"}},
		{"melee", []string{"melee", "--attacker", "VT", "--defender", "VT"},
			[]string{"Melee 2 +0 = 2 + 1d8", "7-8     1/64 (1.563%)"}},
		{"melee two attackers", []string{"melee", "--attacker", "OG:additional-unit", "--attacker", "CN@0:additional-unit", "--defender", "VT", "--vs", "squared-vs-infantry", "--shared-die"},
			[]string{"Attack 2", "Defender over all attacks"}},
		{"morale", []string{"morale", "--quality", "VT", "--hits", "1", "--mod", "corps-attached"},
			[]string{"roll 4+ on 1d10: P(pass) = 7/10", "rout      -        5     4        27/2000"}},
		{"morale from army list", []string{"morale", "--army", frenchArmy, "--unit", "1st Old Guard", "--hq", "army"},
			[]string{"modifier +3: army headquarters attached (army list)", "P(pass) = 1"}},
		{"leader", []string{"leader", "--hits", "3", "--levels", "1"}, []string{"3 d10", "8-10    3/10"}},
		{"variable", []string{"variable", "--quality", "OG", "--nation", "france"}, []string{"French Old Guard", "GD  3/5"}},
		{"reveal", []string{"reveal", "--mod", "woods"}, []string{"P(revealed) = 1/2"}},
		{"sappers", []string{"sappers", "--task", "bridge", "--turns", "2"}, []string{"1     1d6   1/6", "2     2d6   65/108"}},
		{"notes", []string{"notes"}, []string{"seventh-infantry", "hits-per-failed-test"}},
		{"tables", []string{"tables"}, []string{"OG   Old Guard  3+    5/4    6+      6      EL", "France, Poland, Italy & Prussia  foot 6+  horse 5+", "9+    Loser automatically"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := odnCmd(t, c.args...)
			if code != ExitOK {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if !strings.Contains(out, "Ruleset: One Day Napoleonics Campaign") {
				t.Error("output is not stamped with the ruleset")
			}
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
		})
	}
}

func TestODNBadFlagsListAcceptedValues(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"fire", "--kind", "volley"}, "accepted: small-arms, inherent, battalion"},
		{[]string{"fire", "--formation", "wedge"}, "accepted: line, square, column, road-column"},
		{[]string{"fire", "--quality", "ZZ"}, "OG, GD, EL, VT, CN, MI"},
		{[]string{"fire", "--mod", "target-colum"}, `did you mean "target-column"`},
		{[]string{"fire", "--kind", "battalion", "--nation", "france", "--weight", "huge", "--range", "3"}, "heavy"},
		{[]string{"fire", "--kind", "battalion", "--nation", "france", "--weight", "heavy", "--range", "14"}, "beyond the longest band"},
		{[]string{"fire", "--kind", "battalion", "--nation", "france", "--weight", "heavy"}, "--range"},
		{[]string{"fire", "--to-hit", "12"}, "1 to 11"},
		{[]string{"fire", "--bogus"}, "flag provided but not defined"},
		{[]string{"melee", "--attacker", "VT"}, "--defender"},
		{[]string{"melee", "--attacker", "VT:additional-unit*4", "--defender", "VT"}, "at most 3 times"},
		{[]string{"morale", "--quality", "VT", "--level", "purple"}, "green, firm, blue, yellow, red"},
		{[]string{"morale", "--quality", "VT", "--hits", "12"}, "0 to 11"},
		{[]string{"morale", "--quality", "VT", "--percent", "0"}, "1 to 100"},
		{[]string{"leader", "--hits", "-1"}, "0 to 100"},
		{[]string{"variable", "--quality", "VT", "--nation", "narnia"}, "accepted: britain"},
		{[]string{"sappers", "--task", "ferry"}, "accepted: bridge, pontoon"},
		{[]string{"sappers", "--turns", "0"}, "1 to 20"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			code, _, errs := odnCmd(t, c.args...)
			if code != ExitBadInput || !strings.Contains(errs, c.want) {
				t.Errorf("exit %d, stderr %q; want exit 2 with %q", code, errs, c.want)
			}
		})
	}
}

func TestODNHouseRuleset(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "templates", "odn-2004.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	house := strings.Replace(string(data), `revision: "2004.09-1"`, `revision: "club-7"`, 1)
	house = strings.Replace(house, "{row: russia, label: Russia, foot: 7, horse: 6}", "{row: russia, label: Russia, foot: 5, horse: 5}", 1)
	file := filepath.Join(t.TempDir(), "house.yaml")
	os.WriteFile(file, []byte(house), 0o644)
	code, out, errs := odnCmd(t, "fire", "--kind", "battalion", "--nation", "russia", "--weight", "heavy", "--range", "1", "--ruleset", file)
	if code != ExitOK || !strings.Contains(out, "revision club-7") || !strings.Contains(out, "To Hit 5+") {
		t.Errorf("exit %d %s\n%s", code, errs, out)
	}
	bad := filepath.Join(t.TempDir(), "bad.yaml")
	os.WriteFile(bad, []byte(strings.Replace(string(data), "hidden_marker_move: 12", "hiden_marker_move: 12", 1)), 0o644)
	code, _, errs = odnCmd(t, "notes", "--ruleset", bad)
	if code != ExitBadInput || !strings.Contains(errs, `did you mean "hidden_marker_move"`) {
		t.Errorf("broken house ruleset: exit %d, %s", code, errs)
	}
}

func TestODNHelp(t *testing.T) {
	for _, sub := range []string{"", "validate", "roster", "fire", "melee", "morale", "leader", "variable", "reveal", "sappers", "notes", "tables"} {
		args := []string{"--help"}
		if sub != "" {
			args = []string{sub, "--help"}
		}
		code, out, errs := odnCmd(t, args...)
		if code != ExitOK || out+errs == "" {
			t.Errorf("odn %s --help: exit %d", sub, code)
		}
	}
}

// TestODNRefusesWhatTheRulesForbid: each input the rules forbid exits 2 and
// names the rule, and one attached headquarters from the army list counts
// against the limit of one (Headquarters, p.13).
func TestODNRefusesWhatTheRulesForbid(t *testing.T) {
	runCLICases(t, []cliCase{
		{"Headquarters p13 corps and army", []string{"odn", "morale", "--quality", "VT", "--mod", "corps-attached,army-attached"}, 2, nil, "p.13"},
		{"Headquarters p13 army list corps and Napoleon", []string{"odn", "morale", "--army", frenchArmy, "--unit", "7th Infantry", "--hq", "corps", "--mod", "napoleon-attached"}, 2, nil, "p.13"},
		{"Headquarters p13 army list corps alone", []string{"odn", "morale", "--army", frenchArmy, "--unit", "7th Infantry", "--hq", "corps"}, 0, []string{"corps headquarters attached"}, ""},
		{"Rally Phase at Firm", []string{"odn", "morale", "--quality", "VT", "--rally"}, 2, nil, "Rally Phase (a)"},
		{"Rally Phase at Green", []string{"odn", "morale", "--quality", "VT", "--level", "green", "--rally"}, 2, nil, "Rally Phase (a)"},
		{"heavy horse artillery", []string{"odn", "fire", "--kind", "battalion", "--nation", "france", "--horse", "--weight", "heavy", "--range", "3"}, 2, nil, "p.2"},
		{"Russian double for France", []string{"odn", "fire", "--kind", "inherent", "--nation", "france", "--russian-double"}, 2, nil, "p.15"},
		{"Old Guard at six hits in its row", []string{"odn", "melee", "--attacker", "OG@6", "--defender", "VT"}, 2, nil, "give 0 to 5"},
		{"Veteran at four hits in its row", []string{"odn", "melee", "--attacker", "VT@4", "--defender", "VT"}, 2, nil, "give 0 to 3"},
		{"range 11.05 out of range", []string{"odn", "fire", "--kind", "battalion", "--nation", "france", "--weight", "heavy", "--range", "11.05"}, 2, nil, "out of range"},
		{"range 2.05 in the 2.1-5 band", []string{"odn", "fire", "--kind", "battalion", "--nation", "france", "--weight", "heavy", "--range", "2.05"}, 0, []string{"2.1 to 5 inches, 3d10"}, ""},
		{"cavalry with inherent horse artillery may fire it", []string{"odn", "roster", "--unit", "I Corps Light Cavalry (Girardin)", "--hits", "1", frenchArmy}, 0, []string{"inherent horse artillery 5+ under a Fire order"}, ""},
	})
}

// TestODNFireThenMorale follows a fire through the target's Morale Tests
// (Example #2's Veteran with its Corps; a second target for the artillery
// behind an infantry line).
func TestODNFireThenMorale(t *testing.T) {
	runCLICases(t, []cliCase{
		{"Example 2 two certain hits", []string{"odn", "fire", "--kind", "small-arms", "--to-hit", "1", "--target", "VT:corps-attached", "--additional-hit"}, 0,
			[]string{"headquarters killed by the leader-loss roll (4.05): 3/10", "firm      VT       2     3/5"}, ""},
		{"two targets", []string{"odn", "fire", "--kind", "battalion", "--nation", "russia", "--weight", "heavy", "--range", "3", "--target", "VT", "--target", "CN%50/blue"}, 0,
			[]string{"Then VT:", "Then CN%50/blue:"}, ""},
		{"variable quality", []string{"odn", "fire", "--target", "VT", "--variable-quality"}, 0, []string{"quality for the day"}, ""},
		{"two headquarters on the target", []string{"odn", "fire", "--target", "VT:corps-attached,army-attached"}, 2, nil, "p.13"},
		{"bad target spec", []string{"odn", "fire", "--target", "VT%150"}, 2, nil, "1 to 100 percent"},
		{"additional hit without a target", []string{"odn", "fire", "--additional-hit"}, 2, nil, "go with --target"},
	})
}

func TestODNMeleeToTheEnd(t *testing.T) {
	runCLICases(t, []cliCase{
		{"combined arms example", []string{"odn", "melee", "--to-the-end", "--attacker", "VT", "--attacker", "VT", "--defender", "VT",
			"--vs", "squared-vs-cavalry", "--vs", "squared-vs-infantry"}, 0,
			[]string{"VT: Melee 2 +2 = 4  against  VT: Melee 2 +6 = 8", "VT: Melee 2 +2 = 4  against  VT: Melee 2 -4 = -2", "rounds   P(the Melee ends after them)", "By level:"}, ""},
		{"defender's fire removes the only attacker", []string{"odn", "melee", "--to-the-end", "--attacker", "VT%25@1", "--defender", "VT%25",
			"--defender-fire", "small-arms", "--fire-to-hit", "1"}, 0,
			[]string{"first attacker removed before contact: 1 ", "0        1             100.000%", "removed at firm    -        3     1 "}, ""},
		{"headquarters, melee modifiers, artillery, shared die", []string{"odn", "melee", "--to-the-end", "--attacker", "VT%25", "--attacker", "CN%25",
			"--artillery", "2", "--defender", "VT%25/blue:corps-attached+uphill", "--shared-die"}, 0,
			[]string{"CN%25: Melee 1 +2 = 3", "VT%25/blue:corps-attached+uphill: Melee 2 +0 = 2", "2        897/25600       3.504%", "rout               -        3     140681/6553600"}, ""},
		{"defender fire needs --to-the-end", []string{"odn", "melee", "--attacker", "VT", "--defender", "VT", "--defender-fire", "small-arms"}, 2, nil, "go with --to-the-end"},
		{"bad artillery number", []string{"odn", "melee", "--to-the-end", "--attacker", "VT", "--defender", "VT", "--artillery", "3"}, 2, nil, "1 to 1"},
		{"additional unit is counted, not given", []string{"odn", "melee", "--to-the-end", "--attacker", "VT+additional-unit", "--defender", "VT"}, 2, nil, "counted from the attackers"},
		{"two headquarters", []string{"odn", "melee", "--to-the-end", "--attacker", "VT", "--defender", "VT:corps-attached,army-attached"}, 2, nil, "p.13"},
		{"Variable unit abilities p14 defender and attacker", []string{"odn", "melee", "--to-the-end", "--attacker", "VT%25", "--defender", "CN%25",
			"--variable-quality", "defender:1", "--variable-quality", "1"}, 0,
			[]string{"Test (Variable unit abilities, p.14): CN 1/2 (50.000%) MI 1/2 (50.000%)",
				"Test (Variable unit abilities, p.14): VT 3/5 (60.000%) CN 2/5 (40.000%)"}, ""},
		{"variable quality for a missing attacker", []string{"odn", "melee", "--to-the-end", "--attacker", "VT", "--defender", "VT", "--variable-quality", "2"}, 2, nil, "1 to 1"},
		{"variable quality bad modifier", []string{"odn", "melee", "--to-the-end", "--attacker", "VT", "--defender", "VT", "--variable-quality", "defender:x"}, 2, nil, "-20 to 20"},
		{"Leader loss 4.05 command units test", []string{"odn", "melee", "--to-the-end", "--attacker", "VT%25", "--defender", "VT%25:corps-attached",
			"--command", "defender=CN/blue", "--command", "defender=VT%50"}, 0,
			[]string{"Headquarters attached to VT%25:corps-attached killed by a leader-loss roll (4.05) during the Melee: ",
				"CN/blue (command of the headquarters with VT%25:corps-attached: a Morale Test if it is killed, 4.05) ends at:"}, ""},
		{"Leader loss 4.05 no headquarters", []string{"odn", "melee", "--to-the-end", "--attacker", "VT", "--defender", "VT", "--command", "1=VT"}, 2, nil, "no attached headquarters"},
		{"Leader loss 4.05 bad who", []string{"odn", "melee", "--to-the-end", "--attacker", "VT", "--defender", "VT", "--command", "VT"}, 2, nil, "WHO=UNIT"},
		{"variable quality needs --to-the-end", []string{"odn", "melee", "--attacker", "VT", "--defender", "VT", "--variable-quality", "1"}, 2, nil, "go with --to-the-end"},
	})
}
