// Command adc-publish does the work of the adc commands that draw, print,
// package or plot: render, print, import, balance, export (xlsx, vassal,
// tiled) and summary's printed card. adc runs it, from the folder adc
// itself is in, with the same arguments, streams and exit status: the
// image, PDF, plotting, archive and spreadsheet libraries' start-up cost then
// falls only on those commands. It takes adc's command line.
//
//	adc-publish render bussaco20 -o map.png   # what adc render bussaco20 -o map.png runs
package main

import (
	"os"

	"github.com/aide-de-camp/adc/internal/cli"
	_ "github.com/aide-de-camp/adc/internal/cli/publish"
	"github.com/aide-de-camp/adc/internal/cli/workbooks"
)

func main() {
	os.Exit(cli.RunCompanion(workbooks.Writers{}, os.Args[1:]))
}
