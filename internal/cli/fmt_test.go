package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// TestFmtKeepsTheSchemaLine: the line adc schema --help recommends is kept
// on top, and is no reason to refuse the file; other comments still are.
func TestFmtKeepsTheSchemaLine(t *testing.T) {
	data, err := scenarios.Open("rousse20")
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, "rousse20.yaml")
	if err != nil {
		t.Fatal(err)
	}
	canon, err := scenario.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	const schema = "# yaml-language-server: $schema=./adc-scenario.schema.json\n"
	dir := t.TempDir()
	cases := []struct {
		name, text string
		code       int
		want       string // the file afterwards ("" = unchanged)
	}{
		{"canonical with the schema line", schema + string(canon), ExitOK, ""},
		{"not canonical with the schema line", schema + "\n" + string(canon), ExitOK, schema + string(canon)},
		{"schema line and another comment", schema + "# a note\n" + string(canon), ExitBadInput, ""},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := filepath.Join(dir, strings.Repeat("x", i+1)+".yaml")
			os.WriteFile(p, []byte(tc.text), 0o644)
			runCLICases(t, []cliCase{{name: "fmt", args: []string{"fmt", p}, wantCode: tc.code}})
			got, _ := os.ReadFile(p)
			want := tc.want
			if want == "" {
				want = tc.text
			}
			if string(got) != want {
				t.Errorf("file afterwards:\n%.200s\nwant:\n%.200s", got, want)
			}
			runCLICases(t, []cliCase{{name: "check", args: []string{"fmt", "--check", p}, wantCode: map[bool]int{true: ExitOK, false: ExitFindings}[tc.code == ExitOK]}})
		})
	}
}
