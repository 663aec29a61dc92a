package cli

import "testing"

// TestValidateOnlyExcept: --only and --except filter findings by the check
// id that the text output shows after each finding; the exit status follows
// what is left; an unknown id is a bad command line.
func TestValidateOnlyExcept(t *testing.T) {
	stacked := "../hostile/testdata/setup-stacked.yaml"
	zero := "../hostile/testdata/strength-zero-infantry.yaml"
	runCLICases(t, []cliCase{
		{name: "check id shown (rule 6.3)", args: []string{"validate", stacked}, wantCode: ExitFindings,
			wantOut: []string{"[rule 6.3] (setup-enemy-stack)"}},
		{name: "only one check", args: []string{"validate", "--only", "strength-zero", stacked, zero}, wantCode: ExitFindings,
			wantOut: []string{"(strength-zero)"}},
		{name: "only a check that does not fire", args: []string{"validate", "--only=setup-stacking", stacked}, wantCode: ExitOK},
		{name: "except the only error", args: []string{"validate", stacked, "--except", "setup-enemy-stack"}, wantCode: ExitOK},
		{name: "comma-separated and repeated", args: []string{"validate", "--except", "setup-enemy-stack,strength-zero", "--except", "unknown-fact", stacked, zero}, wantCode: ExitOK},
		{name: "structural checks by tag", args: []string{"validate", "--only", "structure-min", "../hostile/testdata/strength-minus-two.yaml"}, wantCode: ExitFindings,
			wantOut: []string{"(structure-min)"}},
		{name: "unknown check", args: []string{"validate", "--only", "setup-stackin", stacked}, wantCode: ExitBadInput,
			wantErr: `did you mean "setup-stacking"`},
		{name: "bundled id", args: []string{"validate", "talavera20"}, wantCode: ExitOK, wantOut: []string{"talavera20.yaml"}},
	})
}
