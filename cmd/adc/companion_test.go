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

// buildBoth builds adc and adc-publish into one folder, as scripts and go
// install do, and returns the folder.
func buildBoth(tb testing.TB) string {
	tb.Helper()
	dir := tb.TempDir()
	cmd := exec.Command("go", "build", "-o", dir+string(filepath.Separator), ".", "../adc-publish")
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("go build: %v\n%s", err, out)
	}
	return dir
}

// TestCommandsThroughCompanion runs the commands that draw, print, package
// or plot as a user does: adc runs adc-publish from its own folder, which
// does the work; its output, errors and exit status are adc's.
func TestCommandsThroughCompanion(t *testing.T) {
	if testing.Short() {
		t.Skip("builds adc and adc-publish")
	}
	bin := buildBoth(t)
	adc := filepath.Join(bin, "adc")
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
	t.Run("through a link to adc", func(t *testing.T) {
		link := filepath.Join(work, "adc-link")
		if err := os.Symlink(adc, link); err != nil {
			t.Skip(err)
		}
		out, err := exec.Command(link, "export", "xlsx", "roster", "russian-1812", "-o", "-").Output()
		if err != nil || !bytes.HasPrefix(out, []byte("PK")) {
			t.Fatalf("wrote %d bytes, not a workbook (%v)", len(out), err)
		}
	})
	t.Run("without adc-publish", func(t *testing.T) {
		alone := filepath.Join(t.TempDir(), "adc")
		data, err := os.ReadFile(adc)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(alone, data, 0o755); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(alone, "export", "xlsx", "calculators", "-o", filepath.Join(work, "none.xlsx"))
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err = cmd.Run()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 2 {
			t.Fatalf("exit %v, want 2", err)
		}
		if !strings.Contains(stderr.String(), "no adc-publish next to") || !strings.Contains(stderr.String(), "./cmd/adc-publish") {
			t.Errorf("the error does not say what is missing and how to build it: %s", stderr.String())
		}
		// Help needs no companion, and neither do the commands adc does itself.
		for _, args := range [][]string{{"export", "xlsx", "--help"}, {"render", "--help"}, {"print", "--help"}, {"balance", "--help"}, {"validate", "rousse20"}, {"summary", "rousse20"}} {
			if out, err := exec.Command(alone, args...).CombinedOutput(); err != nil || len(out) == 0 {
				t.Errorf("adc %s without adc-publish: %v\n%s", strings.Join(args, " "), err, out)
			}
		}
		if out, _ := exec.Command(alone, "render", "--help").CombinedOutput(); !strings.Contains(string(out), "Usage: adc render") {
			t.Errorf("adc render --help without adc-publish:\n%s", out)
		}
	})
}
