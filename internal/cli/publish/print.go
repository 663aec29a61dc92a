package publish

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	_ "image/jpeg" // scans may be JPEG
	_ "image/png"
	"path/filepath"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/print"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/internal/bounded"
	"github.com/aide-de-camp/adc/internal/cli"
	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/templates"
)

func runPrint(e cli.Env) int {
	fs := flag.NewFlagSet("adc print", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, cli.PrintUsage) }
	out := fs.String("o", "", "output file (.pdf, .svg, .png)")
	paper := fs.String("paper", "a4", "a4, letter or a3")
	what := fs.String("what", "", "parts to print")
	hexSize := fs.String("hex", "", "hex size across flats")
	counter := fs.String("counter", "", "counter edge")
	mapPage := fs.String("map-page", "tiled", "tiled or one")
	overlap := fs.String("overlap", "", "tile overlap")
	scan := fs.Bool("scan", false, "draw the background scan")
	bleed := fs.Bool("bleed", false, "map bleed and crop marks")
	rulesetFile := fs.String("ruleset", "", "ODN ruleset file")
	pos, code, ok := cli.ParseFlags(fs, e.Args)
	if !ok {
		return code
	}
	fail := func(format string, args ...any) int {
		fmt.Fprintf(e.Stderr, "adc print: "+format+"\n", args...)
		return cli.ExitBadInput
	}
	if len(pos) != 1 {
		return fail("want one SCENARIO or ARMY (a file or a bundled id); see adc print --help")
	}
	if *out == "" {
		return fail("-o FILE is required (.pdf, .svg or .png)")
	}
	format, err := pageFormat(*out)
	if err != nil {
		return fail("%v", err)
	}
	o := print.Options{Bleed: *bleed}
	if o.Paper, err = print.PaperByName(*paper); err != nil {
		return fail("%v", err)
	}
	for _, l := range []struct {
		flag string
		dst  *float64
	}{{*hexSize, &o.HexMM}, {*counter, &o.CounterMM}, {*overlap, &o.Overlap}} {
		if l.flag == "" {
			continue
		}
		if *l.dst, err = print.ParseLength(l.flag); err != nil {
			return fail("%v", err)
		}
	}
	switch *mapPage {
	case "tiled":
	case "one":
		o.MapOnePage = true
	default:
		return fail("--map-page %q: want tiled or one", *mapPage)
	}
	if *what != "" {
		for _, p := range strings.Split(*what, ",") {
			if p = strings.TrimSpace(p); p != "" {
				o.Parts = append(o.Parts, p)
			}
		}
	}
	input := pos[0]
	var pages []print.Page
	var title string
	if isArmy(input) {
		pages, title, code = printArmy(e, input, *rulesetFile, o)
	} else {
		pages, title, code = printScenario(e, input, *scan, o)
	}
	if pages == nil {
		return code
	}
	return writePages(e, "adc print", pages, title, format, *out, input)
}

// isArmy tells an ODN army list (by its format line, or a bundled army id)
// from a scenario.
func isArmy(input string) bool {
	if head, err := bounded.ReadHead(input, 4096); err == nil {
		return bytes.Contains(head, []byte("adc-odn-army"))
	}
	_, _, err := cli.ExportArmyBytes(input)
	return err == nil
}

func printScenario(e cli.Env, input string, scan bool, o print.Options) ([]print.Page, string, int) {
	s, err := cli.ExportScenario(input)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc print: %v\n", err)
		return nil, "", cli.ExitBadInput
	}
	charts, err := templates.ScenarioCharts(s)
	if err != nil && s.Charts.Set != "" {
		fmt.Fprintf(e.Stderr, "adc print: charts: %v (only the scenario's own charts print)\n", err)
	}
	if scan {
		bg := s.Map.Background
		if bg == nil || bg.Image == "" {
			fmt.Fprintf(e.Stderr, "adc print: --scan: %s has no background image\n", input)
			return nil, "", cli.ExitBadInput
		}
		path := bg.Image
		if !filepath.IsAbs(path) {
			path = filepath.Join(filepath.Dir(input), path)
		}
		img, err := render.DecodeBackground(path) // its size checked from its header first
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc print: --scan: %v\n", err)
			return nil, "", cli.ExitBadInput
		}
		o.Scan = img
	}
	pages, err := print.Scenario(s, charts, o)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc print: %v\n", err)
		return nil, "", cli.ExitBadInput
	}
	return pages, s.Title, cli.ExitOK
}

func printArmy(e cli.Env, input, rulesetFile string, o print.Options) ([]print.Page, string, int) {
	rs, code := cli.ExportRuleset(e, rulesetFile)
	if rs == nil {
		return nil, "", code
	}
	data, name, err := cli.ExportArmyBytes(input)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc print: %v\n", err)
		return nil, "", cli.ExitBadInput
	}
	a, findings, err := odn.ParseArmy(name, data, rs)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc print: %v\n", err)
		return nil, "", cli.ExitBadInput
	}
	for _, f := range findings {
		fmt.Fprintln(e.Stderr, f.String())
	}
	if a == nil || findings.HasErrors() {
		return nil, "", cli.ExitFindings
	}
	r, err := rs.BuildRoster(a)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc print: %v\n", err)
		return nil, "", cli.ExitFindings
	}
	pages, err := print.Army(r, rs, o)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc print: %v\n", err)
		return nil, "", cli.ExitBadInput
	}
	return pages, a.Army, cli.ExitOK
}

// guardOutput refuses an output that is the input (compared after
// resolving links, and as files), or a YAML data file.
func guardOutput(out, input string) error {
	if err := atomicfile.CheckOutput(out, "printed page", input); err != nil {
		return err
	}
	ext := strings.ToLower(filepath.Ext(out))
	if ext == ".yaml" || ext == ".yml" {
		return fmt.Errorf("%s: a YAML data file; name a .pdf, .svg or .png file", out)
	}
	return nil
}

// renderVector writes the map of s, at print scale on one page of its own
// size, as SVG or PDF (adc render -o map.svg); any other extension is
// refused.
func renderVector(e cli.Env, cmd string, s *scenario.Scenario, out string, units bool, input string) int {
	format, err := pageFormat(out)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	if err := print.CheckMap(s, print.Options{MapOnePage: true}); err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	charts, _ := templates.ScenarioCharts(s) // an unknown set keeps the default colours; printScenario has said so
	pages := print.MapPages(s, print.StyleFor(s, charts), print.Options{MapOnePage: true, MapUnits: units})
	return writePages(e, cmd, pages, s.Title, format, out, input)
}

// summaryCard writes the setup card to out, a .pdf, .svg or .png file
// (adc summary writes text itself); it refuses an unknown extension.
func summaryCard(e cli.Env, s *scenario.Scenario, out, input string) int {
	if err := atomicfile.CheckOutput(out, "setup card", input); err != nil {
		fmt.Fprintf(e.Stderr, "adc summary: refusing to write %v\n", err)
		return cli.ExitBadInput
	}
	format, err := pageFormat(out)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc summary: %v (or .txt for plain text)\n", err)
		return cli.ExitBadInput
	}
	return writePages(e, "adc summary", print.SetupPages(s, print.Papers[0]), s.Title, format, out, input)
}

// writePages writes pages to out in format: one PDF, or one SVG or PNG
// file per page.
func writePages(e cli.Env, cmd string, pages []print.Page, title, format, out, input string) int {
	fail := func(err error) int {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	if len(pages) == 0 {
		return fail(errors.New("nothing to print"))
	}
	if out == "-" {
		if format != ".pdf" {
			return fail(errors.New("-o - writes a PDF to the standard output; pictures go one file a page: name a .svg or .png file"))
		}
		var buf bytes.Buffer
		if err := print.WritePDF(&buf, title, pages); err != nil {
			return fail(err)
		}
		if _, err := e.Stdout.Write(buf.Bytes()); err != nil {
			return fail(err)
		}
		return cli.ExitOK
	}
	if format == ".pdf" {
		if err := guardOutput(out, input); err != nil {
			return fail(fmt.Errorf("refusing to write %w", err))
		}
		var buf bytes.Buffer
		if err := print.WritePDF(&buf, title, pages); err != nil {
			return fail(err)
		}
		if err := atomicfile.Write(out, buf.Bytes(), atomicfile.KeepBackup); err != nil {
			return fail(err)
		}
		return cli.ExitOK
	}
	// Pictures: every page is drawn and encoded first, then all are
	// written or none (atomicfile.WriteAll), so that a failure leaves no
	// partial set of pages behind.
	files := make([]atomicfile.File, 0, len(pages))
	for i, pg := range pages {
		name := print.PageFileName(out, i+1, len(pages))
		if err := guardOutput(name, input); err != nil {
			return fail(fmt.Errorf("refusing to write %w", err))
		}
		var buf bytes.Buffer
		if err := print.WritePage(&buf, format, pg); err != nil {
			return fail(err)
		}
		files = append(files, atomicfile.File{Path: name, Data: buf.Bytes()})
	}
	if err := atomicfile.WriteAll(files, atomicfile.KeepBackup); err != nil {
		return fail(err)
	}
	if len(pages) > 1 {
		for i, f := range files {
			fmt.Fprintf(e.Stdout, "%s: %s\n", f.Path, pages[i].Title)
		}
	}
	return cli.ExitOK
}

// pageFormat is print.FormatOf, with "-" (the standard output) a PDF.
func pageFormat(out string) (string, error) {
	if out == "-" {
		return ".pdf", nil
	}
	return print.FormatOf(out)
}
