package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryCommandFromOneProgram runs the commands that draw, print,
// package, plot and write spreadsheets as a user does, from an adc built
// alone into an empty folder (as go install makes it): one program does
// every command, with its output, errors and exit status.
func TestEveryCommandFromOneProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("builds adc")
	}
	adc := buildAdc(t)
	work := t.TempDir()
	scenario := filepath.Join(work, "s.yaml")
	if err := os.WriteFile(scenario, []byte("format: adc-scenario\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	badArmy := filepath.Join(work, "bad.yaml")
	if err := os.WriteFile(badArmy, []byte("format: adc-odn-army/1\narmy: Bad\nnation: france\ncorps:\n  - name: I\n    units:\n      - {name: A, type: infantry, quality: XX}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		args   []string
		exit   int
		zip    string // a file that must be written as a workbook
		stderr string
	}{
		{"roster of a bundled army", []string{"roster", "french-1812", "-o", "r.xlsx"}, 0, "r.xlsx", ""},
		{"scenario by id", []string{"scenario", "bussaco20", "-o", "s.xlsx"}, 0, "s.xlsx", ""},
		{"calculators on letter paper", []string{"calculators", "--paper", "letter", "-o", "c.xlsx"}, 0, "c.xlsx", ""},
		{"army with errors exits 1", []string{"roster", badArmy, "-o", "bad.xlsx"}, 1, "", "unknown quality"},
		{"unknown army exits 2", []string{"roster", "no-such-army", "-o", "x.xlsx"}, 2, "", "bundled: french-1812"},
		{"a scenario as the output exits 2", []string{"calculators", "-o", scenario}, 2, "", "not a spreadsheet"},
	}
	for i := range cases {
		cases[i].args = append([]string{"export", "xlsx"}, cases[i].args...)
	}
	cases = append(cases, []struct {
		name   string
		args   []string
		exit   int
		zip    string
		stderr string
	}{
		{"render a map", []string{"render", "bussaco20", "-o", "map.png"}, 0, "", ""},
		{"print a kit", []string{"print", "rousse20", "-o", "kit.pdf"}, 0, "", ""},
		{"summary card", []string{"summary", "rousse20", "-o", "card.pdf"}, 0, "", ""},
		{"summary card of an unknown scenario exits 2", []string{"summary", "no-such-scenario", "-o", "card.pdf"}, 2, "", "no-such-scenario"},
		{"VASSAL module", []string{"export", "vassal", "rousse20", "-o", "r.vmod"}, 0, "r.vmod", ""},
		{"Tiled map", []string{"export", "tiled", "rousse20", "-o", "r.tmx"}, 0, "", ""},
		{"balance", []string{"balance", "rousse20", "--games", "4", "--bots", "random,random", "--format", "json", "-o", "b.json"}, 0, "", ""},
		{"render refuses its input as output", []string{"render", scenario, "-o", scenario}, 2, "", "refusing"},
	}...)
	magic := map[string]string{"map.png": "\x89PNG", "kit.pdf": "%PDF", "card.pdf": "%PDF", "r.tmx": "<?xml", "b.json": "{"}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cmd := exec.Command(adc, c.args...)
			cmd.Dir = work
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			err := cmd.Run()
			exit := 0
			var ee *exec.ExitError
			if errors.As(err, &ee) {
				exit = ee.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if exit != c.exit {
				t.Fatalf("exit %d, want %d; stderr:\n%s", exit, c.exit, stderr.String())
			}
			if !strings.Contains(stderr.String(), c.stderr) {
				t.Errorf("stderr %q does not say %q", stderr.String(), c.stderr)
			}
			if len(c.args) > 2 && c.exit == 0 {
				out := c.args[len(c.args)-1]
				if m, ok := magic[out]; ok {
					data, err := os.ReadFile(filepath.Join(work, out))
					if err != nil || !bytes.HasPrefix(data, []byte(m)) {
						t.Errorf("%s does not start with %q (%v)", out, m, err)
					}
				}
			}
			if c.zip != "" {
				data, err := os.ReadFile(filepath.Join(work, c.zip))
				if err != nil || !bytes.HasPrefix(data, []byte("PK")) {
					t.Errorf("%s is not a workbook (%v)", c.zip, err)
				}
			}
		})
	}
	t.Run("standard output", func(t *testing.T) {
		out, err := exec.Command(adc, "export", "xlsx", "calculators", "-o", "-").Output()
		if err != nil || !bytes.HasPrefix(out, []byte("PK")) {
			t.Fatalf("adc export xlsx calculators -o - wrote %d bytes, not a workbook (%v)", len(out), err)
		}
	})
}
