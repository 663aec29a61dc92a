// Command adc is the Aide-de-Camp command line: validate, summarise and export
// Napoleonic 20 scenarios, and build One Day Napoleonics rosters and calculators.
package main

import (
	"os"
	"runtime/debug"

	"github.com/aide-de-camp/adc/internal/cli"
)

func main() {
	// One command is a short run over one input: collect garbage when the
	// heap has grown fivefold, not twofold (a fifth less CPU to validate a
	// 1 MB scenario; the readers' memory budget bounds the heap).
	// A soft limit of 1 GiB makes the collector work harder instead, as
	// the heap nears it (a 999x999 map's engine tables), unless GOMEMLIMIT
	// says otherwise.
	debug.SetGCPercent(400)
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
