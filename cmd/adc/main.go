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
	debug.SetGCPercent(400)
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
