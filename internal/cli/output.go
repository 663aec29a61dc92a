package cli

import (
	"fmt"

	"github.com/aide-de-camp/adc/internal/atomicfile"
)

// writeOutput writes data to out for the command named cmd: "-" is
// standard output; any other path is first checked by
// atomicfile.CheckOutput (never an input, never a data file replaced by
// another format) and then written atomically with the previous version
// kept as .bak. writes names the output's format ("" for YAML).
func writeOutput(e Env, cmd, out, writes string, data []byte, inputs ...string) int {
	if out == "-" {
		if _, err := e.Stdout.Write(data); err != nil {
			fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
			return ExitBadInput
		}
		return ExitOK
	}
	if err := atomicfile.CheckOutput(out, writes, inputs...); err != nil {
		fmt.Fprintf(e.Stderr, "%s: refusing to write %v\n", cmd, err)
		return ExitBadInput
	}
	if err := atomicfile.Write(out, data, atomicfile.KeepBackup); err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return ExitBadInput
	}
	return ExitOK
}
