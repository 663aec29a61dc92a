// Command adc-xlsx writes the spreadsheets of adc export xlsx. adc runs it,
// from the folder adc itself is in, for every adc export xlsx command, with
// the same arguments, streams and exit status: the spreadsheet library's
// start-up cost then falls only on the commands that write a spreadsheet.
//
//	adc-xlsx xlsx roster french-1812 -o french.xlsx   # what adc export xlsx roster french-1812 -o french.xlsx runs
package main

import (
	"os"

	"github.com/aide-de-camp/adc/internal/cli"
	"github.com/aide-de-camp/adc/internal/cli/workbooks"
)

func main() {
	os.Exit(cli.RunSpreadsheets(workbooks.Writers{}, os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
