// Command adc is the Aide-de-Camp command line: validate, summarise, play,
// draw, print and export Napoleonic 20 scenarios, and build One Day
// Napoleonics rosters and calculators.
package main

import (
	"fmt"
	"os"
	"runtime/debug"

	"github.com/aide-de-camp/adc/internal/cli"
	_ "github.com/aide-de-camp/adc/internal/cli/publish" // render, print, import, balance, export vassal and tiled, summary cards
)

// version is the release's version, stamped by scripts/release.sh
// (-ldflags "-X main.version=v1.2.0"); when it is empty, adc --version
// gives the module version go install recorded, or "(devel)".
var version string

func main() {
	if len(os.Args) == 2 && (os.Args[1] == "--version" || os.Args[1] == "version") {
		fmt.Println("adc", versionOf(version))
		return
	}
	cli.SetRuntimeLimits()
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// versionOf is the version adc --version prints: stamped, else the main
// module's from the build information.
func versionOf(stamped string) string {
	if stamped != "" {
		return stamped
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" {
		return bi.Main.Version
	}
	return "(devel)"
}
