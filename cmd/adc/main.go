// Command adc is the Aide-de-Camp command line: validate, summarise, play,
// draw, print and export Napoleonic 20 scenarios, and build One Day
// Napoleonics rosters and calculators.
package main

import (
	"os"

	"github.com/aide-de-camp/adc/internal/cli"
	_ "github.com/aide-de-camp/adc/internal/cli/publish" // render, print, import, balance, export vassal and tiled, summary cards
)

func main() {
	cli.SetRuntimeLimits()
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
