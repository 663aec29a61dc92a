package cli

import (
	"os"
	"path/filepath"
	"testing"
)

// TestNewArmy: adc new army writes a list that adc odn validate accepts,
// with the nation and name given, refuses to overwrite without --force and
// names the nations it knows.
func TestNewArmy(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "second-army.yaml")
	runCLICases(t, []cliCase{
		{name: "new list", args: []string{"new", "army", "--nation", "russia", "--title", `Bagration's "Second" Army`, "-o", p}, wantCode: ExitOK,
			wantOut: []string{"new russia army list"}},
		{name: "it validates", args: []string{"odn", "validate", p}, wantCode: ExitOK, wantOut: []string{"ok, 3 units in 1 corps"}},
		{name: "its roster prints", args: []string{"odn", "roster", p}, wantCode: ExitOK, wantOut: []string{`Bagration's "Second" Army (Russia)`}},
		{name: "exists", args: []string{"new", "army", "-o", p}, wantCode: ExitBadInput, wantErr: "use --force"},
		{name: "unknown nation", args: []string{"new", "army", "--nation", "atlantis", "-o", filepath.Join(dir, "x.yaml")}, wantCode: ExitBadInput, wantErr: "known: britain, france"},
		{name: "standard output, name from nothing", args: []string{"new", "army", "-o", "-"}, wantCode: ExitOK, wantOut: []string{`army: "New army"`, `nation: "france"`}},
		{name: "scenario keyword", args: []string{"new", "scenario", "--size", "11x17", "-o", filepath.Join(dir, "s.yaml")}, wantCode: ExitOK},
	})
	if _, err := os.Stat(p + ".bak"); err == nil {
		t.Error("a refused overwrite left a .bak")
	}
}
