package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/scenarios"
)

// TestWallachia3_0_ValidateReportsUnitsLeftOut: a free deployment that
// leaves a unit without a legal hex is an adc validate error naming the
// unit, never a unit silently out of play. Slobozia 20 with its step C
// zone moved off the map drops the step C infantry that the Bridgehead
// (step B, four units) cannot take; the bundled file drops none.
func TestWallachia3_0_ValidateReportsUnitsLeftOut(t *testing.T) {
	data, err := scenarios.Open("slobozia20")
	if err != nil {
		t.Fatal(err)
	}
	words := strings.Replace(string(data), "    columns: [5, 11]\n", "    columns: [40, 41]\n", 1)
	if words == string(data) {
		t.Fatal("slobozia20 has no step C column range to change")
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "slobozia20.yaml")
	if err := os.WriteFile(bad, []byte(words), 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(dir, "ok", "slobozia20.yaml")
	if err := os.MkdirAll(filepath.Dir(good), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(good, data, 0o644); err != nil {
		t.Fatal(err)
	}
	runCLICases(t, []cliCase{
		{"step C off the map: units left out are errors", []string{"validate", "--no-warnings", bad}, ExitFindings,
			[]string{`unit "ot-skipetar": the default set-up finds no legal hex`}, ""},
		{"the bundled set-up places every unit", []string{"validate", "--no-warnings", good}, ExitOK, nil, ""},
	})
}
