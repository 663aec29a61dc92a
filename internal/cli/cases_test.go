package cli

import (
	"bytes"
	"strings"
	"testing"
)

// cliCase is one command line with the exit status, the lines its output
// must contain and a text its error output must contain ("" for any).
type cliCase struct {
	name     string
	args     []string
	wantCode int
	wantOut  []string
	wantErr  string
}

// runCLICases runs each case as a subtest.
func runCLICases(t *testing.T, cases []cliCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Run(tc.args, strings.NewReader(""), &out, &errb)
			if code != tc.wantCode {
				t.Errorf("exit = %d, want %d (stderr %q)", code, tc.wantCode, errb.String())
			}
			for _, w := range tc.wantOut {
				if !strings.Contains(out.String(), w) {
					t.Errorf("stdout lacks %q:\n%s", w, out.String())
				}
			}
			if !strings.Contains(errb.String(), tc.wantErr) {
				t.Errorf("stderr %q lacks %q", errb.String(), tc.wantErr)
			}
		})
	}
}
