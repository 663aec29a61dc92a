package cli

import "testing"

func TestDiffCommand(t *testing.T) {
	base, stacked := "../hostile/testdata/base.yaml", "../hostile/testdata/setup-stacked.yaml"
	runCLICases(t, []cliCase{
		{name: "same scenario, file and bundled id", args: []string{"diff", "rousse20", "../../scenarios/rousse20.yaml"}, wantCode: ExitOK},
		{name: "one set-up hex (rule 3.0)", args: []string{"diff", base, stacked}, wantCode: ExitFindings,
			wantOut: []string{`~ units["al-1st"].placement.hex: "1005" -> "0201"`}},
		{name: "json", args: []string{"diff", "--format", "json", base, stacked}, wantCode: ExitFindings,
			wantOut: []string{`"path": "units[\"al-1st\"].placement.hex"`, `"old": "\"1005\""`}},
		{name: "two bundled versions", args: []string{"diff", "talavera20", "talavera20-full"}, wantCode: ExitFindings,
			wantOut: []string{`~ turns.start: 9 -> 1`, `+ special_rules["fourth-corps"]`}},
		{name: "one argument", args: []string{"diff", base}, wantCode: ExitBadInput, wantErr: "want two scenarios"},
		{name: "unreadable", args: []string{"diff", base, "../hostile/testdata/empty.yaml"}, wantCode: ExitBadInput, wantErr: "empty"},
	})
}
