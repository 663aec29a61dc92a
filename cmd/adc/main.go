// Command adc is the Aide-de-Camp command line: validate, summarise and export
// Napoleonic 20 scenarios, and build One Day Napoleonics rosters and calculators.
// The commands that draw, print, package or plot (render, print, import,
// balance, export, summary's printed card) run the adc-publish program found
// next to adc.
package main

import (
	"os"

	"github.com/aide-de-camp/adc/internal/cli"
)

func main() {
	cli.SetRuntimeLimits()
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
