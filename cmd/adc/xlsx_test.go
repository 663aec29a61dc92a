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

// buildBoth builds adc and adc-xlsx into one folder, as scripts and go
// install do, and returns the folder.
func buildBoth(tb testing.TB) string {
	tb.Helper()
	dir := tb.TempDir()
	cmd := exec.Command("go", "build", "-o", dir+string(filepath.Separator), ".", "../adc-xlsx")
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("go build: %v\n%s", err, out)
	}
	return dir
}

// TestExportXLSXThroughProgram runs adc export xlsx as a user does: adc
// runs adc-xlsx from its own folder, which writes the workbook; its
// output, errors and exit status are adc's.
func TestExportXLSXThroughProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("builds adc and adc-xlsx")
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
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cmd := exec.Command(adc, append([]string{"export", "xlsx"}, c.args...)...)
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
	t.Run("without adc-xlsx", func(t *testing.T) {
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
		if !strings.Contains(stderr.String(), "no adc-xlsx next to") || !strings.Contains(stderr.String(), "./cmd/adc-xlsx") {
			t.Errorf("the error does not say what is missing and how to build it: %s", stderr.String())
		}
		// Help needs no spreadsheet writer.
		if out, err := exec.Command(alone, "export", "xlsx", "--help").Output(); err != nil || !strings.Contains(string(out), "--paper a4|letter") {
			t.Errorf("adc export xlsx --help without adc-xlsx: %v\n%s", err, out)
		}
	})
}
