package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSummaryCommand(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("format: adc-scenario\nnot_a_field: 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	outFile := filepath.Join(dir, "sheet.txt")
	for _, tc := range []struct {
		name    string
		args    []string
		code    int
		stdout  []string
		stderr  string
		fileHas string
	}{
		{"bundled id prints the Bussaco 20 sheet (rule 3.0 setup)", []string{"summary", "bussaco20"}, ExitOK,
			[]string{"BUSSACO 20", "First player: French", "Res Cav.", "?-?", "hex 1011", "WARNINGS"}, "", ""},
		{"file path of a scenario", []string{"summary", "../../scenarios/talavera20.yaml"}, ExitOK,
			[]string{"TALAVERA 20", "Night of July 27", "Ruffin", "3-2", "hex 1205"}, "", ""},
		{"-o writes a file", []string{"summary", "-o", outFile, "talavera20-full"}, ExitOK, nil, "", "Turn 2"},
		{"help", []string{"summary", "--help"}, ExitOK, []string{"Usage: adc summary"}, "", ""},
		{"no argument", []string{"summary"}, ExitBadInput, nil, "expected one scenario", ""},
		{"unknown id", []string{"summary", "no-such-battle"}, ExitBadInput, nil, "no bundled scenario", ""},
		{"unreadable scenario", []string{"summary", bad}, ExitBadInput, nil, "not_a_field", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := Run(tc.args, strings.NewReader(""), &stdout, &stderr)
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tc.code, stderr.String())
			}
			for _, w := range tc.stdout {
				if !strings.Contains(stdout.String(), w) {
					t.Errorf("stdout lacks %q", w)
				}
			}
			if tc.stderr != "" && !strings.Contains(stderr.String(), tc.stderr) {
				t.Errorf("stderr %q lacks %q", stderr.String(), tc.stderr)
			}
			if tc.fileHas != "" {
				b, err := os.ReadFile(outFile)
				if err != nil || !strings.Contains(string(b), tc.fileHas) {
					t.Errorf("output file: err %v, lacks %q", err, tc.fileHas)
				}
			}
		})
	}
}
