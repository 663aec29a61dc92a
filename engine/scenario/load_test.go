package scenario

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
)

func TestParseRejectsBadInput(t *testing.T) {
	valid, err := os.ReadFile("testdata/valid/small.yaml")
	if err != nil {
		t.Fatal(err)
	}
	replace := func(old, new string) []byte {
		if !bytes.Contains(valid, []byte(old)) {
			t.Fatalf("fixture lacks %q", old)
		}
		return bytes.Replace(valid, []byte(old), []byte(new), 1)
	}
	bomb := "a: &a [x, x, x, x, x, x, x, x, x]\n"
	for i := 'b'; i <= 'z'; i++ {
		prev := string(i - 1)
		bomb += string(i) + ": &" + string(i) + " [*" + prev + ", *" + prev + ", *" + prev + ", *" + prev + ", *" + prev + "]\n"
	}
	tests := []struct {
		name      string
		data      []byte
		line, col int
		contains  string
	}{
		{"empty file", nil, 1, 1, "empty"},
		{"only blanks", []byte("  \n\n\t\n"), 1, 1, "empty"},
		{"only comments", []byte("# nothing here\n"), 1, 1, "only comments"},
		{"invalid UTF-8", append([]byte("format: adc-scenario\ntitle: caf"), 0xe9, '\n'), 2, 11, "UTF-8"},
		{"binary garbage", []byte("\x7fELF\x02\x01\x01\x00\x00\x00"), 1, 8, "NUL"},
		{"malformed YAML", replace("numbering: {first_column: 1,", "numbering: {first_column: 1,,]"), 14, 1, ""},
		{"unknown key with did-you-mean", replace("    formation: VI Corps", "    formaton: VI Corps"), 9 + 69, 5, `did you mean "formation"`},
		{"unknown top-level key", replace("first_player: french", "first_playr: french"), 69, 1, `did you mean "first_player"`},
		{"duplicate key", replace("    formation: VI Corps", "    formation: VI Corps\n    strength: 4"), 79, 5, "duplicate key"},
		{"wrong type: text for a number", replace("    strength: 3\n    movement: 2\n    formation", "    strength: three\n    movement: 2\n    formation"), 76, 15, "whole number"},
		{"wrong type: list for text", replace("title: Test Battle 20", "title: [a, b]"), 4, 8, "expected text"},
		{"wrong type: scalar for a list", replace("units:\n", "units: none\nxunits:\n"), 70, 8, "expected a list"},
		{"number too large", replace("    strength: 3\n    movement: 2\n    formation", "    strength: 99999999999999999999999\n    movement: 2\n    formation"), 76, 15, "whole number"},
		{"two documents", append(append([]byte{}, valid...), []byte("---\nformat: adc-scenario\n")...), 204, 1, "more than one"},
		{"alias bomb", []byte(bomb), 22, 8, "aliases"},
		{"deep nesting", []byte("notes: " + strings.Repeat("[", 200) + strings.Repeat("]", 200) + "\n"), 1, 72, "nested"},
		{"top level is a list", []byte("- a\n- b\n"), 1, 1, "expected a mapping"},
		{"binary data", replace("title: Test Battle 20", "title: !!binary aGVsbG8="), 4, 8, "!!binary"},
		{"a million one-letter items on one line", append(append([]byte{}, valid...), []byte("xnotes: ["+strings.Repeat("a,", 1_000_000)+"a]\n")...), 1, 1, "too many values"},
		{"a million list items, one a line", append(append([]byte{}, valid...), []byte("xnotes:\n"+strings.Repeat("  - a\n", 1_000_000))...), 1, 1, "too many values"},
		{"a 1 MB text repeated through 99 aliases", []byte("format: adc-scenario\nnotes:\n  - &big " + strings.Repeat("x", 1<<20) + "\n" + strings.Repeat("  - *big\n", 99)), 5, 5, "repeat more text than the file holds"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.data, "x.yaml")
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("want a *LoadError, got %v", err)
			}
			if le.Line != tt.line || le.Col != tt.col {
				t.Errorf("position %d:%d, want %d:%d (%v)", le.Line, le.Col, tt.line, tt.col, err)
			}
			if !strings.Contains(err.Error(), tt.contains) {
				t.Errorf("error %q does not mention %q", err, tt.contains)
			}
			if !strings.HasPrefix(err.Error(), "x.yaml:") {
				t.Errorf("error %q does not start with the file name", err)
			}
		})
	}
}

func TestLoadRefusesHugeInputBeforeParsing(t *testing.T) {
	big := bytes.Repeat([]byte("# padding line\n"), MaxFileSize/15+2)
	_, err := Load(bytes.NewReader(big), "big.yaml")
	var le *LoadError
	if !errors.As(err, &le) || !strings.Contains(le.Msg, "larger than 16 MiB") {
		t.Fatalf("got %v", err)
	}
	path := filepath.Join(t.TempDir(), "big.yaml")
	if err := os.WriteFile(path, big, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadFile(path); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("LoadFile: got %v", err)
	}
}

// TestRoundTrip: canonical files load and save to the same bytes.
func TestRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/valid/*.yaml")
	more, _ := filepath.Glob("../../templates/new/*.yaml")
	files = append(files, more...)
	if len(files) < 3 {
		t.Fatalf("found only %d canonical files", len(files))
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			s, err := Parse(data, path)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := Save(&out, s); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Bytes(), data) {
				t.Errorf("Save(Load(x)) differs from x:\n%s", firstDiff(data, out.Bytes()))
			}
		})
	}
}

// TestSaveIsIdempotentOnBundledScenarios: any scenario file, once saved,
// saves again to the same bytes.
func TestSaveIsIdempotentOnBundledScenarios(t *testing.T) {
	files, _ := filepath.Glob("../../scenarios/*.yaml")
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			d, err := LoadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			once, err := Marshal(d.Scenario)
			if err != nil {
				t.Fatal(err)
			}
			s2, err := Parse(once, path)
			if err != nil {
				t.Fatalf("saved file does not load: %v", err)
			}
			twice, _ := Marshal(s2)
			if !bytes.Equal(once, twice) {
				t.Errorf("second save differs:\n%s", firstDiff(once, twice))
			}
		})
	}
}

func firstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return "line " + itoa(i+1) + ":\n-" + la[i] + "\n+" + lb[i]
		}
	}
	return "lengths differ"
}

func itoa(i int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(i)) }

func fmtInt(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}

func TestSaveFileIsAtomicAndKeepsBackup(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.yaml")
	d, err := LoadFile("testdata/valid/small.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := SaveFile(path, d.Scenario); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".bak"); !os.IsNotExist(err) {
		t.Errorf("first save made a backup: %v", err)
	}
	first, _ := os.ReadFile(path)
	d.Scenario.Title = "Changed"
	if err := SaveFile(path, d.Scenario); err != nil {
		t.Fatal(err)
	}
	bak, err := os.ReadFile(path + ".bak")
	if err != nil || !bytes.Equal(bak, first) {
		t.Errorf("backup does not hold the previous version (%v)", err)
	}
	now, _ := os.ReadFile(path)
	if !bytes.Contains(now, []byte("title: Changed")) {
		t.Errorf("new version not written")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	if err := SaveFile(filepath.Join(dir, "missing-dir", "x.yaml"), d.Scenario); err == nil {
		t.Errorf("saving into a missing directory succeeded")
	}
}

// TestReadSized: the one-buffer read of LoadAnyFile gets every byte
// whether the file is as long as it was when opened, longer (it grew),
// shorter or empty, read in one piece or a byte at a time, and passes
// on a read error.
func TestReadSized(t *testing.T) {
	text := strings.Repeat("format: adc-scenario\n", 200)
	for _, tc := range []struct {
		name string
		size int64
		r    func() io.Reader
		want string
		err  bool
	}{
		{"as opened", int64(len(text)), func() io.Reader { return strings.NewReader(text) }, text, false},
		{"grew", 10, func() io.Reader { return strings.NewReader(text) }, text, false},
		{"shrank", int64(2 * len(text)), func() io.Reader { return strings.NewReader(text) }, text, false},
		{"empty", 0, func() io.Reader { return strings.NewReader("") }, "", false},
		{"byte at a time", 5, func() io.Reader { return iotest.OneByteReader(strings.NewReader(text)) }, text, false},
		{"error with the end", int64(len(text)), func() io.Reader { return iotest.DataErrReader(strings.NewReader(text)) }, text, false},
		{"read error", 100, func() io.Reader {
			return io.MultiReader(strings.NewReader("ab"), iotest.ErrReader(io.ErrUnexpectedEOF))
		}, "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := readSized(tc.r(), tc.size)
			if (err != nil) != tc.err || string(got) != tc.want {
				t.Errorf("got %d bytes, %v; want %d bytes, error %v", len(got), err, len(tc.want), tc.err)
			}
		})
	}
}
