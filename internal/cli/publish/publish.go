// Package publish does the work of the adc commands that draw, print,
// package or plot: render, print, import, balance, export vassal and tiled,
// trace, and summary's printed card. Their flags, help and checks are in package
// cli, whose command table this package fills in when it is linked: by the
// companion program adc-publish, which adc runs for those commands, and by
// the tests. adc itself does not link it, so that the image, PDF, plotting,
// archive and XML libraries it needs cost nothing at adc's start-up.
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
