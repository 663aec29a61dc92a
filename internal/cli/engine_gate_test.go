package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/scenarios"
)

// TestEngineCommandsRefuseInvalidScenarios: play, reach, odds, balance and rules answer
// only for a scenario the validator accepts; otherwise they name its errors
// and exit 1, the status validate gives the same file.
func TestEngineCommandsRefuseInvalidScenarios(t *testing.T) {
	orig, err := scenarios.Open("rousse20")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	variant := func(name, old, new string) string {
		if !strings.Contains(string(orig), old) {
			t.Fatalf("rousse20.yaml lacks %q", old)
		}
		p := filepath.Join(dir, name+".yaml")
		if err := os.WriteFile(p, []byte(strings.Replace(string(orig), old, new, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	files := []struct {
		file, want string
	}{
		{variant("rule6_9-stacked-setup", `placement: {kind: setup, hex: "1405"}`, `placement: {kind: setup, hex: "1303"}`), "already occupied"},
		{variant("rule2_0-duplicate-id", "  - id: ru-2-chass\n", "  - id: ru-ix\n"), "id is also used by"},
		{variant("rule12_0-morale-minus-one", "    morale: 6\n", "    morale: -1\n"), "below the minimum"},
		{variant("rule2_0-strength-minus-two", "    strength: 4\n", "    strength: -2\n"), "below the minimum"},
		{variant("rule2_0-map-100000", "  columns: 19\n  rows: 11\n", "  columns: 100000\n  rows: 100000\n"), "above the maximum 999"},
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f.file), ".yaml")
		var cases []cliCase
		for _, args := range [][]string{
			{"validate", f.file},
			{"play", f.file, "--quiet"},
			{"reach", f.file, "ru-xxii"},
			{"odds", f.file, "ru-xxii", "vs", "ot-akinji", "--at", "ru-xxii=1604"},
			{"balance", f.file, "--games", "2"},
			{"rules", f.file},
		} {
			c := cliCase{name: name + "/" + args[0], args: args, wantCode: ExitFindings}
			if args[0] == "validate" {
				c.wantOut = []string{f.want}
			} else {
				c.wantErr = f.want
			}
			cases = append(cases, c)
		}
		runCLICases(t, cases)
	}
}
