package scenario_test

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// validateFile loads a scenario file, resolves its chart set from the
// embedded templates and validates it with positions.
func validateFile(t testing.TB, path string) []scenario.Finding {
	t.Helper()
	d, err := scenario.LoadFile(path)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	set, _ := templates.ChartSet(d.Scenario.Charts.Set)
	var charts *scenario.ChartSet
	if set != nil {
		charts = scenario.Resolve(d.Scenario, set)
	}
	return scenario.ValidateDocument(d, charts)
}

// TestBrokenSuite checks that every planted error under testdata/broken is
// found at the line and column, with the severity and rule, that the
// file's first line declares: "# expect: LINE:COL SEVERITY rule RULE".
func TestBrokenSuite(t *testing.T) {
	files, _ := filepath.Glob("testdata/broken/*.yaml")
	if len(files) < 30 {
		t.Fatalf("only %d broken files; the suite needs at least 30", len(files))
	}
	checks := map[string]bool{}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.Base(path), ".yaml")
		t.Run(name, func(t *testing.T) {
			var line, col int
			var sev, rule string
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			first, _ := bufio.NewReader(f).ReadString('\n')
			f.Close()
			if _, err := fmt.Sscanf(first, "# expect: %d:%d %s rule %s", &line, &col, &sev, &rule); err != nil {
				t.Fatalf("bad expect line %q: %v", first, err)
			}
			if rule == "-" {
				rule = ""
			}
			fs := validateFile(t, path)
			for _, f := range fs {
				if f.Line == line && f.Col == col && string(f.Severity) == sev && f.Rule == rule {
					checks[f.Check] = true
					if f.Hint == "" && f.Check != "unknown-fact" {
						t.Errorf("finding has no hint: %v", f)
					}
					if f.Path == "" {
						t.Errorf("finding has no path: %v", f)
					}
					return
				}
			}
			for _, f := range fs {
				t.Logf("got %s (%s)", f, f.Check)
			}
			t.Errorf("no %s at %d:%d with rule %q", sev, line, col, rule)
		})
	}
	if len(checks) < 30 {
		t.Errorf("the suite exercises %d distinct checks, want at least 30", len(checks))
	}
}

// TestValidFilesHaveNoErrors: the canonical valid scenarios and the blank
// templates load and have no errors.
func TestValidFilesHaveNoErrors(t *testing.T) {
	files, _ := filepath.Glob("testdata/valid/*.yaml")
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			for _, f := range validateFile(t, path) {
				if f.Severity == scenario.Error {
					t.Errorf("%s", f)
				}
			}
		})
	}
}
