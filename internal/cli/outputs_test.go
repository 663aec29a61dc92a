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
	notes := filepath.Join(dir, "notes.txt")
	for p, data := range map[string][]byte{s: scen, a: army, other: scen, notes: []byte("notes\n")} {
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
		{"export calculators -o a new .yaml", []string{"export", "xlsx", "calculators", "-o", filepath.Join(dir, "calc.yaml")}, "named like a YAML data file"},
		{"export roster -o an existing text", []string{"export", "xlsx", "roster", a, "-o", notes}, "not a spreadsheet (a spreadsheet is named .xlsx)"},
		{"export calculators -o a missing folder", []string{"export", "xlsx", "calculators", "-o", filepath.Join(dir, "nowhere", "c.xlsx")}, "not an existing folder"},
		{"summary -o a new .yml", []string{"summary", s, "-o", filepath.Join(dir, "sheet.yml")}, "named like a YAML data file"},
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
			for p, want := range map[string][]byte{s: scen, a: army, other: scen, notes: []byte("notes\n")} {
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

// TestNewRefusesOtherKinds: adc new and adc new army write YAML, so they
// refuse an output named for another format, and --force replaces only a
// file of the kind they write (never an army list by a scenario, a
// scenario by an army list, or a text).
func TestNewRefusesOtherKinds(t *testing.T) {
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
	notes := filepath.Join(dir, "notes.yaml")
	files := map[string][]byte{s: scen, a: army, notes: []byte("just: notes\n")}
	for p, data := range files {
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"scenario -o .xlsx", []string{"new", "--size", "11x17", "-o", filepath.Join(dir, "n.xlsx")}, ExitBadInput, "name it " + filepath.Join(dir, "n.yaml")},
		{"army -o .pdf", []string{"new", "army", "-o", filepath.Join(dir, "n.pdf")}, ExitBadInput, "a new army list is a YAML file"},
		{"scenario over an army list without --force", []string{"new", "--size", "11x17", "-o", a}, ExitBadInput, "use --force"},
		{"scenario --force over an army list", []string{"new", "--size", "11x17", "--force", "-o", a}, ExitBadInput, "format: adc-odn-army/1), not a scenario"},
		{"army --force over a scenario", []string{"new", "army", "--force", "-o", s}, ExitBadInput, "format: adc-scenario), not an army list"},
		{"army --force over a YAML that is no data file", []string{"new", "army", "--force", "-o", notes}, ExitBadInput, "is not a data file"},
		{"scenario --force over a scenario", []string{"new", "--size", "11x17", "--force", "-o", s}, ExitOK, ""},
		{"army, new .yml", []string{"new", "army", "-o", filepath.Join(dir, "new.yml")}, ExitOK, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Run(tc.args, strings.NewReader(""), &out, &errb)
			if code != tc.code || !strings.Contains(errb.String(), tc.want) {
				t.Fatalf("exit %d, stderr %q; want exit %d and %q", code, errb.String(), tc.code, tc.want)
			}
			if code != ExitOK {
				for p, want := range files {
					if got, _ := os.ReadFile(p); !bytes.Equal(got, want) {
						t.Errorf("%s was changed", filepath.Base(p))
					}
				}
			}
		})
	}
	if got, _ := os.ReadFile(s + ".bak"); !bytes.Equal(got, scen) {
		t.Error("--force over a scenario did not keep the old one as .bak")
	}
}
