package cli

import (
	"bytes"
	"strings"
	"testing"
)

func TestRunDispatchAndHelp(t *testing.T) {
	cases := []struct {
		name     string
		args     []string
		wantCode int
		wantOut  string
		wantErr  string
	}{
		{"no arguments prints help and fails", nil, ExitBadInput, "Usage: adc COMMAND", ""},
		{"--help lists commands", []string{"--help"}, ExitOK, "Commands:", ""},
		{"unknown command suggests the nearest", []string{"valdate"}, ExitBadInput, "", `did you mean "validate"?`},
		{"help for an unknown command", []string{"help", "nope"}, ExitBadInput, "", `unknown command "nope"`},
		{"help for a known command", []string{"help", "validate"}, ExitOK, "validate", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Run(tc.args, strings.NewReader(""), &out, &errb)
			if code != tc.wantCode {
				t.Errorf("exit = %d, want %d (stderr %q)", code, tc.wantCode, errb.String())
			}
			if !strings.Contains(out.String(), tc.wantOut) {
				t.Errorf("stdout %q lacks %q", out.String(), tc.wantOut)
			}
			if !strings.Contains(errb.String(), tc.wantErr) {
				t.Errorf("stderr %q lacks %q", errb.String(), tc.wantErr)
			}
		})
	}
}
