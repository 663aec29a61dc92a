package cli

import (
	"fmt"

	"github.com/aide-de-camp/adc/internal/atomicfile"
)

// CheckOutputFor is the output check every writer makes before its work
// (atomicfile.CheckOutput: never an input, never a data file replaced by
// another format, never a folder), printing the refusal for cmd. It
// returns ExitOK or ExitBadInput. writes names the format written, "" for
// YAML; out "" or "-" is the standard output.
func CheckOutputFor(e Env, cmd, out, writes string, inputs ...string) int {
	return CheckFlagOutputFor(e, cmd, "-o", out, writes, inputs...)
}

// CheckFlagOutputFor is CheckOutputFor for an output given by the flag
// named flag ("--json"), which the refusal names as the one to change.
func CheckFlagOutputFor(e Env, cmd, flag, out, writes string, inputs ...string) int {
	if err := atomicfile.CheckOutputFlag(flag, out, writes, inputs...); err != nil {
		fmt.Fprintf(e.Stderr, "%s: refusing to write %v\n", cmd, err)
		return ExitBadInput
	}
	return ExitOK
}
