package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/setupsheet"
	"github.com/aide-de-camp/adc/scenarios"
)

// FuzzSheetJSON: splitting any text as a setup sheet never panics and
// keeps every non-blank section line.
func FuzzSheetJSON(f *testing.F) {
	for _, id := range []string{"rousse20", "talavera20"} {
		data, _ := scenarios.Open(id)
		s, err := scenario.Parse(data, id+".yaml")
		if err != nil {
			f.Fatal(err)
		}
		var b bytes.Buffer
		setupsheet.Write(&b, s)
		f.Add(b.String())
	}
	f.Add("T\n=\nA: b\n\nS\n-\n  x\n")
	f.Fuzz(func(t *testing.T, text string) {
		out := sheetJSON("x", text)
		n := 0
		for _, sec := range out.Sections {
			n += len(sec.Lines)
		}
		if n > strings.Count(text, "\n")+1 {
			t.Fatalf("%d section lines from %d lines", n, strings.Count(text, "\n")+1)
		}
	})
}

// FuzzSplitDirectives: the schema lines split off the top of a file, and
// the rest keeps every line at its line number.
func FuzzSplitDirectives(f *testing.F) {
	f.Add([]byte("# yaml-language-server: $schema=./s.json\nformat: adc-scenario\n"))
	f.Add([]byte("# yaml-language-server: x\r\n# yaml-language-server: y"))
	f.Add([]byte("format: adc-scenario\n# yaml-language-server: late\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dirs, rest := splitDirectives(data)
		if bytes.Count(rest, []byte("\n")) < bytes.Count(data, []byte("\n")) && !bytes.HasSuffix(dirs, []byte("\n")) {
			t.Fatalf("lines lost: %q -> %q + %q", data, dirs, rest)
		}
		if !bytes.HasSuffix(data, bytes.TrimLeft(rest, "\n")) {
			t.Fatalf("the rest %q is not the end of %q", rest, data)
		}
		for _, l := range bytes.Split(bytes.TrimSuffix(dirs, []byte("\n")), []byte("\n")) {
			if len(dirs) > 0 && !bytes.HasPrefix(bytes.TrimSpace(l), []byte("# yaml-language-server:")) {
				t.Fatalf("directive %q", l)
			}
		}
	})
}
