// Package publish does the work of the adc commands that draw, print,
// package or plot: render, print, import, balance, export vassal and tiled,
// trace, and summary's printed card. Their flags, help and checks are in
// package cli, whose command table this package fills in when it is linked
// (by cmd/adc and by the tests): it imports package cli, which therefore
// cannot import it.
package publish

import "github.com/aide-de-camp/adc/internal/cli"

func init() {
	cli.Provide("render", runRender)
	cli.Provide("print", runPrint)
	cli.Provide("import", runImport)
	cli.Provide("balance", runBalance)
	cli.Provide("trace", runTrace)
	cli.ProvideExport("vassal", runExportVassal)
	cli.ProvideExport("tiled", runExportTiled)
	cli.ProvideSummaryCard(summaryCard)
}
