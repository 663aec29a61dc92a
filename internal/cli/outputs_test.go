package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/scenarios"
	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
)

// TestOutputsNeverDestroyInputs runs every writing command with an output
// that is its input (directly, through a symbolic link, through "..") or
// another YAML data file, and checks that each is refused with exit 2 and
// the file is left byte for byte as it was.
func TestOutputsNeverDestroyInputs(t *testing.T) {
	dir := t.TempDir()
	scen, err := scenarios.Open("talavera20")
	if err != nil {
		t.Fatal(err)
	}
	army, err := odnarmies.FS.ReadFile("french-1812.yaml")
	if err != nil {
		t.Fatal(err)
	}
	s := filepath.Join(dir, "talavera20.yaml")
	a := filepath.Join(dir, "french.yaml")
	other := filepath.Join(dir, "other.yaml")
	for p, data := range map[string][]byte{s: scen, a: army, other: scen} {
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := filepath.Join(dir, "link.png")
	if err := os.Symlink(s, link); err != nil {
		t.Fatal(err)
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	dotdot := filepath.Join(dir, "sub", "..", "talavera20.yaml")
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"summary -o the scenario", []string{"summary", s, "-o", s}, "is the input"},
		{"summary -o the scenario through ..", []string{"summary", s, "-o", dotdot}, "is the input"},
		{"summary -o another scenario", []string{"summary", s, "-o", other}, "format: adc-scenario"},
		{"render -o the scenario", []string{"render", s, "-o", s, "-width", "64", "-height", "64"}, "is the input"},
		{"render -o a link to the scenario", []string{"render", s, "-o", link, "-width", "64", "-height", "64"}, "is the input"},
		{"render -o an army list", []string{"render", s, "-o", a, "-width", "64", "-height", "64"}, "format: adc-odn-army/1"},
		{"export scenario -o the scenario", []string{"export", "xlsx", "scenario", s, "-o", s}, "is the input"},
		{"export roster -o the army list", []string{"export", "xlsx", "roster", a, "-o", a}, "is the input"},
		{"export roster -o a scenario", []string{"export", "xlsx", "roster", a, "-o", other}, "not a spreadsheet"},
		{"export calculators -o a scenario", []string{"export", "xlsx", "calculators", "-o", other}, "not a spreadsheet"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Run(tc.args, strings.NewReader(""), &out, &errb)
			if code != ExitBadInput {
				t.Errorf("exit %d, want %d; stderr %q", code, ExitBadInput, errb.String())
			}
			if !strings.Contains(errb.String(), tc.want) || !strings.Contains(errb.String(), "refusing to write") {
				t.Errorf("stderr %q lacks %q", errb.String(), tc.want)
			}
			for p, want := range map[string][]byte{s: scen, a: army, other: scen} {
				if got, _ := os.ReadFile(p); !bytes.Equal(got, want) {
					t.Errorf("%s was changed", filepath.Base(p))
				}
				if _, err := os.Stat(p + ".bak"); err == nil {
					t.Errorf("%s.bak written", filepath.Base(p))
				}
			}
		})
	}
}

// TestSummaryOutputIsAtomicWithBackup checks that summary -o replaces an
// earlier sheet atomically and keeps it as .bak, as every other writer does.
func TestSummaryOutputIsAtomicWithBackup(t *testing.T) {
	out := filepath.Join(t.TempDir(), "sheet.txt")
	if err := os.WriteFile(out, []byte("the old sheet\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"summary", "talavera20", "-o", out}, nil, &stdout, &stderr); code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got, _ := os.ReadFile(out)
	if !strings.Contains(string(got), "TALAVERA 20") {
		t.Errorf("sheet = %.60q", got)
	}
	if bak, _ := os.ReadFile(out + ".bak"); string(bak) != "the old sheet\n" {
		t.Errorf(".bak = %q", bak)
	}
	if st, err := os.Stat(out); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("mode of the new sheet: %v %v, want the old file's 0600", st.Mode(), err)
	}
}
