package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const (
	scenarioValidFile  = "../../engine/scenario/testdata/valid/small.yaml"
	scenarioBrokenFile = "../../engine/scenario/testdata/broken/setup-off-map.yaml"
)

func adcRun(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = Run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func TestValidateExitStatusAndOutput(t *testing.T) {
	dir := t.TempDir()
	garbage := filepath.Join(dir, "garbage.yaml")
	os.WriteFile(garbage, []byte("\x00\x01\x02binary"), 0o644)
	unknownKey := filepath.Join(dir, "typo.yaml")
	data, _ := os.ReadFile(scenarioValidFile)
	os.WriteFile(unknownKey, bytes.Replace(data, []byte("first_player:"), []byte("first_playr:"), 1), 0o644)
	cases := []struct {
		name     string
		args     []string
		wantCode int
		wantOut  string
	}{
		{"clean file exits 0 (3.0)", []string{"validate", scenarioValidFile}, ExitOK, ""},
		{"planted error exits 1 with file:line:col and rule", []string{"validate", scenarioBrokenFile}, ExitFindings,
			`setup-off-map.yaml:116:35: error: unit "al-1st": setup hex 2412 is off the map (17x11) [rule 3.0]`},
		{"hint printed under the finding", []string{"validate", scenarioBrokenFile}, ExitFindings, "    hint: hex numbers run from 0101 to 1711"},
		{"unreadable file exits 2", []string{"validate", filepath.Join(dir, "missing.yaml")}, ExitBadInput, "cannot open"},
		{"binary garbage exits 2 with a position", []string{"validate", garbage}, ExitBadInput, "garbage.yaml:1:1: error: the file contains a NUL byte"},
		{"unknown key exits 2 with did-you-mean", []string{"validate", unknownKey}, ExitBadInput, `did you mean "first_player"?`},
		{"worst status wins", []string{"validate", scenarioValidFile, scenarioBrokenFile, garbage}, ExitBadInput, "off the map"},
		{"flags after files", []string{"validate", scenarioBrokenFile, "--no-warnings"}, ExitFindings, "off the map"},
		{"bad format flag", []string{"validate", "--format", "xml", scenarioValidFile}, ExitBadInput, ""},
		{"no files", []string{"validate"}, ExitBadInput, ""},
		{"help", []string{"validate", "--help"}, ExitOK, ""},
		{"a chart set file validates too", []string{"validate", "../../templates/charts/n20-espana20.yaml"}, ExitOK, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := adcRun(tc.args...)
			if code != tc.wantCode {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.wantCode, out, errOut)
			}
			if !strings.Contains(out+errOut, tc.wantOut) {
				t.Errorf("output lacks %q:\n%s%s", tc.wantOut, out, errOut)
			}
		})
	}
}

func TestValidateJSON(t *testing.T) {
	code, out, _ := adcRun("validate", "--format", "json", scenarioBrokenFile, scenarioValidFile)
	if code != ExitFindings {
		t.Fatalf("exit %d", code)
	}
	var rep struct {
		Files []struct {
			File     string
			Errors   int
			Findings []struct {
				Severity, Rule, Object, Path, Check, Hint string
				Line, Col                                 int
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if len(rep.Files) != 2 || rep.Files[0].Errors != 1 || rep.Files[1].Errors != 0 {
		t.Fatalf("unexpected report: %+v", rep)
	}
	f := rep.Files[0].Findings[0]
	if f.Line != 116 || f.Col != 35 || f.Rule != "3.0" || f.Path != "units[4].placement.hex" || f.Object != `unit "al-1st"` || f.Hint == "" {
		t.Errorf("finding = %+v", f)
	}
}

func TestShowJSONIsCanonicalScenario(t *testing.T) {
	code, out, errOut := adcRun("show", scenarioValidFile, "--format", "json")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatal(err)
	}
	if v["id"] != "testbattle" || len(v["units"].([]any)) != 8 {
		t.Errorf("unexpected JSON: id=%v", v["id"])
	}
	code, yamlOut, _ := adcRun("show", scenarioValidFile)
	want, _ := os.ReadFile(scenarioValidFile)
	if code != ExitOK || yamlOut != string(want) {
		t.Errorf("show as YAML is not the canonical file")
	}
	if code, out, _ := adcRun("show", "--charts", scenarioValidFile, "--format", "json"); code != ExitOK || !strings.Contains(out, `"wide_major_river"`) {
		t.Errorf("show --charts: exit %d", code)
	}
	if code, _, _ := adcRun("show", scenarioBrokenFile+".missing"); code != ExitBadInput {
		t.Errorf("missing file: exit %d", code)
	}
}

func TestSchemaIsJSONSchema(t *testing.T) {
	code, out, _ := adcRun("schema")
	if code != ExitOK {
		t.Fatalf("exit %d", code)
	}
	var v struct {
		Schema     string         `json:"$schema"`
		Properties map[string]any `json:"properties"`
		Defs       map[string]any `json:"$defs"`
		Required   []string
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(v.Schema, "2020-12") || v.Properties["units"] == nil || v.Defs["Unit"] == nil {
		t.Errorf("schema lacks expected parts")
	}
	if !strings.Contains(out, `"infantry"`) || !strings.Contains(out, `"additionalProperties": false`) {
		t.Errorf("schema lacks unit type enum or closed objects")
	}
	_, again, _ := adcRun("schema")
	if again != out {
		t.Errorf("schema output is not deterministic")
	}
}

func TestFmtRewritesAtomicallyAndChecks(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.yaml")
	canon, _ := os.ReadFile(scenarioValidFile)
	messy := bytes.Replace(canon, []byte(`optional_rules: ["16.1", "16.7"]`), []byte("optional_rules:\n  - \"16.1\"\n  - '16.7'"), 1)
	os.WriteFile(path, messy, 0o644)
	if code, out, _ := adcRun("fmt", "--check", path); code != ExitFindings || !strings.Contains(out, "not in canonical form") {
		t.Errorf("fmt --check on a messy file: exit %d, %q", code, out)
	}
	if code, _, errOut := adcRun("fmt", path); code != ExitOK {
		t.Fatalf("fmt: exit %d %s", code, errOut)
	}
	got, _ := os.ReadFile(path)
	bak, _ := os.ReadFile(path + ".bak")
	if !bytes.Equal(got, canon) || !bytes.Equal(bak, messy) {
		t.Errorf("fmt did not write the canonical form and keep the old one")
	}
	if code, _, _ := adcRun("fmt", "--check", path); code != ExitOK {
		t.Errorf("fmt --check on a canonical file: exit %d", code)
	}
	commented := filepath.Join(dir, "c.yaml")
	os.WriteFile(commented, append([]byte("# my note\n"), messy...), 0o644)
	if code, _, errOut := adcRun("fmt", commented); code != ExitBadInput || !strings.Contains(errOut, "comments") {
		t.Errorf("fmt on a commented file: exit %d %q", code, errOut)
	}
	if code, _, _ := adcRun("fmt", "--drop-comments", commented); code != ExitOK {
		t.Errorf("fmt --drop-comments: exit %d", code)
	}
}

func TestNewWritesAValidBlankScenario(t *testing.T) {
	dir := t.TempDir()
	for _, size := range []string{"11x17", "17x22"} {
		path := filepath.Join(dir, "Austerlitz 20-"+size+".yaml")
		code, _, errOut := adcRun("new", "--size", size, "-o", path)
		if code != ExitOK {
			t.Fatalf("new %s: exit %d %s", size, code, errOut)
		}
		data, _ := os.ReadFile(path)
		if !bytes.Contains(data, []byte("id: austerlitz-20-"+size)) || !bytes.Contains(data, []byte("size: "+size)) {
			t.Errorf("new %s:\n%s", size, data)
		}
		if code, out, _ := adcRun("validate", "--no-warnings", path); code != ExitOK {
			t.Errorf("blank %s scenario has errors:\n%s", size, out)
		}
		if code, _, _ := adcRun("new", "--size", size, "-o", path); code != ExitBadInput {
			t.Errorf("new overwrote an existing file without --force")
		}
	}
	if code, _, _ := adcRun("new", "--size", "8x10", "-o", filepath.Join(dir, "x.yaml")); code != ExitBadInput {
		t.Errorf("unknown size accepted")
	}
	if code, out, _ := adcRun("new", "--size", "11x17", "--id", "wagram20", "-o", "-"); code != ExitOK || !strings.Contains(out, "id: wagram20") {
		t.Errorf("new to stdout: exit %d", code)
	}
}
