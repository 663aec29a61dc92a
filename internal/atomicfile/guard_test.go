package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

func TestCheckOutput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	scen := write("s.yaml", "# a comment\nformat: adc-scenario\nversion: 1\n")
	army := write("army.txt", "format: adc-odn-army/1\narmy: X\n")
	plainYAML := write("notes.yml", "a: 1\n")
	oldPNG := write("old.png", "\x89PNG....")
	pngNamedYAML := write("lost.yaml", "\x89PNG....")
	notes := write("notes.txt", "hello\n")
	oldBook := write("old.xlsx", "PK\x03\x04....")
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(scen, link); err != nil {
		t.Fatal(err)
	}
	hard := filepath.Join(dir, "hard.out")
	if err := os.Link(scen, hard); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "sub")
	os.Mkdir(sub, 0o755)
	dotdot := filepath.Join(sub, "..", "s.yaml")

	cases := []struct {
		name    string
		out     string
		writes  string
		inputs  []string
		refused bool
	}{
		{"standard output", "-", "PNG image", []string{scen}, false},
		{"no output", "", "PNG image", []string{scen}, false},
		{"new file", filepath.Join(dir, "new.png"), "PNG image", []string{scen}, false},
		{"output is the input", scen, "PNG image", []string{scen}, true},
		{"output is the input, YAML writer", scen, "", []string{scen}, true},
		{"output is the input through ..", dotdot, "", []string{scen}, true},
		{"output is a symbolic link to the input", link, "", []string{scen}, true},
		{"input is a symbolic link to the output", scen, "", []string{link}, true},
		{"output is a hard link to the input", hard, "spreadsheet", []string{scen}, true},
		{"overwrite a scenario with a PNG", scen, "PNG image", nil, true},
		{"overwrite an army list with a spreadsheet", army, "spreadsheet", nil, true},
		{"overwrite a .yml with text", plainYAML, "setup sheet", nil, true},
		{"overwrite a scenario with YAML", scen, "", nil, false},
		{"overwrite an old PNG", oldPNG, "PNG image", []string{scen}, false},
		{"overwrite a PNG named .yaml", pngNamedYAML, "PNG image", []string{scen}, true},
		{"new spreadsheet named .yaml", filepath.Join(dir, "book.yaml"), "spreadsheet", nil, true},
		{"new spreadsheet named .yml", filepath.Join(dir, "book.YML"), "spreadsheet", nil, true},
		{"new spreadsheet with another name", filepath.Join(dir, "book.txt"), "spreadsheet", nil, false},
		{"overwrite a text with a spreadsheet", notes, "spreadsheet", nil, true},
		{"overwrite an old spreadsheet", oldBook, "spreadsheet", nil, false},
		{"overwrite a text with a VASSAL module", notes, "VASSAL module", nil, true},
		{"overwrite a text with a setup sheet", notes, "setup sheet", nil, false},
		{"output in a missing folder", filepath.Join(dir, "nowhere", "x.xlsx"), "spreadsheet", nil, true},
		{"YAML output in a missing folder", filepath.Join(dir, "nowhere", "x.yaml"), "", nil, true},
		{"output is a directory", sub, "PNG image", nil, true},
		{"bundled id input", filepath.Join(dir, "x.png"), "PNG image", []string{"bussaco20"}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckOutput(tc.out, tc.writes, tc.inputs...)
			if (err != nil) != tc.refused {
				t.Fatalf("CheckOutput(%q) = %v, refused want %v", tc.out, err, tc.refused)
			}
			var oe *OutputError
			if err != nil && !errors.As(err, &oe) {
				t.Errorf("error %T is not an *OutputError", err)
			}
		})
	}
}

func TestFileFormatOnDisk(t *testing.T) {
	dir := t.TempDir()
	cases := []struct{ name, text, want string }{
		{"scenario after a comment", "# x\nformat: adc-scenario\nversion: 1\n", "adc-scenario"},
		{"army list, quoted", "format: \"adc-odn-army/1\"\n", "adc-odn-army/1"},
		{"no format line", "a: 1\n", ""},
		{"spreadsheet", "PK\x03\x04", ""},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(dir, strconv.Itoa(i))
			if err := os.WriteFile(p, []byte(c.text), 0o644); err != nil {
				t.Fatal(err)
			}
			if got := FileFormat(p); got != c.want {
				t.Errorf("FileFormat = %q, want %q", got, c.want)
			}
		})
	}
	if got := FileFormat(filepath.Join(dir, "missing")); got != "" {
		t.Errorf("a missing file has format %q", got)
	}
}

func TestFormatOf(t *testing.T) {
	for _, c := range []struct{ name, data, want string }{
		{"army", "# comment\nformat: adc-odn-army/1\narmy: x\n", "adc-odn-army/1"},
		{"quoted scenario", "format: \"adc-scenario/1\"\n", "adc-scenario/1"},
		{"ruleset with comment", "format: adc-odn-ruleset/1 # the ruleset\n", "adc-odn-ruleset/1"},
		{"indented is not the file's format", "units:\n  format: adc-odn-army/1\n", ""},
		{"none", "army: x\n", ""},
		{"empty", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := FormatOf([]byte(c.data)); got != c.want {
				t.Errorf("FormatOf = %q, want %q", got, c.want)
			}
		})
	}
	p := filepath.Join(t.TempDir(), "army.yaml")
	if err := os.WriteFile(p, []byte("format: adc-odn-army/1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := FileFormat(p); got != "adc-odn-army/1" {
		t.Errorf("FileFormat = %q", got)
	}
	if got := FileFormat(p + ".missing"); got != "" {
		t.Errorf("FileFormat of a missing file = %q", got)
	}
}
