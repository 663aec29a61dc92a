package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/script"
)

// TestRuleScripts plays every script of testdata/scripts (each quotes the
// rule it checks) with adc play SCENARIO --script: each must pass.
func TestRuleScripts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "scripts", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(string(data), "format: adc-scenario") {
			continue // a test battle the scripts play on
		}
		n++
		t.Run(filepath.Base(f), func(t *testing.T) {
			sc, err := script.Read(data, f)
			if err != nil || sc.Scenario == "" {
				t.Fatalf("%v (a rule script names its test battle in scenario:)", err)
			}
			field := filepath.Join("testdata", "scripts", sc.Scenario+".yaml")
			if _, err := os.Stat(field); err != nil {
				field = sc.Scenario // a bundled scenario (talavera-retreat-9.8.7.yaml)
			}
			if !strings.Contains(string(data), "\nrule: ") || !strings.Contains(string(data), "\nquote: ") {
				t.Errorf("%s does not name and quote the rule it checks", f)
			}
			var out, errb bytes.Buffer
			if code := Run([]string{"play", field, "--script", f}, strings.NewReader(""), &out, &errb); code != ExitOK {
				t.Fatalf("exit %d: %s\n%s", code, errb.String(), out.String())
			}
			if !strings.Contains(out.String(), "Script passed: ") {
				t.Errorf("no pass line:\n%s", out.String())
			}
		})
	}
	if n < 9 {
		t.Errorf("%d rule scripts, want at least 9", n)
	}
}

// TestScriptFailureNamesTheExpectation: a script whose expectation does
// not hold exits 1 naming its file, line, step and why.
func TestScriptFailureNamesTheExpectation(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	os.WriteFile(bad, []byte(`format: adc-script
version: 1
scenario: field
position:
  turn: 1
  side: french
  units: {fr-a: "0802", al-y: "1207", al-z: "1208"}
steps:
  - {order: end-phase}
  - {order: end-phase}
  - {order: "declare fr-a vs al-x"}
  - {order: resolve 0, dice: [2]}
  - expect: {unit: al-x, hex: "0902"}
  - expect: {unit: al-x, hex: "1002"}
`), 0o644)
	field := filepath.Join("testdata", "scripts", "field.yaml")
	for _, tc := range []struct {
		name, file, stderr string
		code               int
	}{
		{"expectation", bad, `bad.yaml:13: step 5: expect {unit: al-x, hex: "0902"}: al-x is in 1002`, ExitFindings},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Run([]string{"play", field, "--script", tc.file}, strings.NewReader(""), &out, &errb)
			if code != tc.code || !strings.Contains(errb.String(), tc.stderr) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errb.String(), tc.code, tc.stderr)
			}
			if strings.Contains(out.String(), "Script passed") {
				t.Errorf("a failing script printed the pass line")
			}
		})
	}
	short := filepath.Join(dir, "short.yaml")
	os.WriteFile(short, []byte(strings.Replace(mustRead(t, bad), "dice: [2]", "dice: []", 1)), 0o644)
	var out, errb bytes.Buffer
	if code := Run([]string{"play", field, "--script", short}, strings.NewReader(""), &out, &errb); code != ExitFindings || !strings.Contains(errb.String(), "it rolls more dice than the step gives (0)") {
		t.Errorf("a roll the script does not give: exit %d, %q", code, errb.String())
	}
	// refused: an order the engine accepts fails the step, and so does a
	// refusal for another reason.
	for _, tc := range []struct{ refused, stderr string }{
		{"not adjacent", `the engine accepts it; want it refused ("not adjacent")`},
		{"no such thing", `the engine refuses it, but not with "no such thing"`},
	} {
		order := "  - {order: \"declare fr-a vs al-x\"}"
		if tc.refused == "no such thing" {
			order = "  - {order: \"declare fr-a vs al-y\"}"
		}
		f := filepath.Join(dir, "refused.yaml")
		os.WriteFile(f, []byte(strings.Replace(mustRead(t, bad), "  - {order: \"declare fr-a vs al-x\"}", order[:len(order)-1]+", refused: "+tc.refused+"}", 1)), 0o644)
		errb.Reset()
		if code := Run([]string{"play", field, "--script", f}, strings.NewReader(""), &out, &errb); code != ExitFindings || !strings.Contains(errb.String(), tc.stderr) {
			t.Errorf("refused %q: exit %d, %q; want %q", tc.refused, code, errb.String(), tc.stderr)
		}
	}
	wrong := filepath.Join(dir, "wrong.yaml")
	os.WriteFile(wrong, []byte(strings.Replace(mustRead(t, bad), "scenario: field", "scenario: rousse20", 1)), 0o644)
	errb.Reset()
	if code := Run([]string{"play", field, "--script", wrong}, strings.NewReader(""), &out, &errb); code != ExitBadInput || !strings.Contains(errb.String(), `the script is for scenario "rousse20"`) {
		t.Errorf("a script for another scenario: exit %d, %q", code, errb.String())
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
