package publish

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/tiled"
	"github.com/aide-de-camp/adc/export/vassal"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/internal/bounded"
	"github.com/aide-de-camp/adc/internal/cli"
	"github.com/aide-de-camp/adc/templates"
)

// Sharing a scenario with players (VASSAL) and mappers (Tiled, both ways).

// parseArgs parses flags that may come before or after the positional
// arguments.
func parseArgs(fs *flag.FlagSet, args []string) ([]string, bool, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, errors.Is(err, flag.ErrHelp), err
		}
		if fs.NArg() == 0 {
			return pos, false, nil
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// shareScenario loads SCENARIO (a file or a bundled id) and its resolved
// charts.
func shareScenario(e cli.Env, cmd, input string) (*scenario.Scenario, *scenario.ChartSet, bool) {
	s, err := cli.ExportScenario(input)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return nil, nil, false
	}
	charts, err := templates.ScenarioCharts(s)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: charts: %v (the standard charts are left out)\n", cmd, err)
	}
	return s, charts, true
}

// exportArgs reads the command line of adc export FORMAT: one SCENARIO
// and -o FILE (shaped like want), flags before or after it. ok false means
// there is nothing more to do, with exit status code (help given, or a
// usage error said).
func exportArgs(e cli.Env, cmd, usage, outUsage, want string, args []string) (input, out string, code int, ok bool) {
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, usage) }
	o := fs.String("o", "", outUsage)
	pos, help, err := parseArgs(fs, args)
	switch {
	case help:
		return "", "", cli.ExitOK, false
	case err != nil:
		return "", "", cli.ExitBadInput, false
	case len(pos) != 1 || *o == "":
		fmt.Fprintf(e.Stderr, "%s: want one SCENARIO and -o %s; see %s --help\n", cmd, want, cmd)
		return "", "", cli.ExitBadInput, false
	}
	return pos[0], *o, 0, true
}

func runExportVassal(e cli.Env, args []string) int {
	const cmd = "adc export vassal"
	input, out, code, ok := exportArgs(e, cmd, cli.ExportVassalUsage, "the module to write", "NAME.vmod", args)
	if !ok {
		return code
	}
	if err := atomicfile.CheckOutput(out, "VASSAL module", input); err != nil {
		fmt.Fprintf(e.Stderr, "%s: refusing to write %v\n", cmd, err)
		return cli.ExitBadInput
	}
	s, charts, ok := shareScenario(e, cmd, input)
	if !ok {
		return cli.ExitBadInput
	}
	var buf bytes.Buffer
	m, err := vassal.Write(&buf, s, charts)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	if err := atomicfile.Write(out, buf.Bytes(), atomicfile.KeepBackup); err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	for _, n := range m.Notes {
		fmt.Fprintf(e.Stderr, "%s: note: %s\n", cmd, n)
	}
	fmt.Fprintf(e.Stdout, "%s: VASSAL module of %q: %d units, %d at-start stacks on the map\n", out, s.Title, len(s.Units), len(m.Stacks))
	return cli.ExitOK
}

func runExportTiled(e cli.Env, args []string) int {
	const cmd = "adc export tiled"
	input, out, code, ok := exportArgs(e, cmd, cli.ExportTiledUsage, "the .tmx file to write", "NAME.tmx", args)
	if !ok {
		return code
	}
	if !strings.HasSuffix(out, ".tmx") {
		fmt.Fprintf(e.Stderr, "%s: -o %s: the map file must end in .tmx\n", cmd, out)
		return cli.ExitBadInput
	}
	img := filepath.Join(filepath.Dir(out), tiled.TilesetImageName(out))
	for _, o := range []string{out, img} {
		if err := atomicfile.CheckOutput(o, "Tiled map", input); err != nil {
			fmt.Fprintf(e.Stderr, "%s: refusing to write %v\n", cmd, err)
			return cli.ExitBadInput
		}
	}
	s, charts, ok := shareScenario(e, cmd, input)
	if !ok {
		return cli.ExitBadInput
	}
	ex, err := tiled.Write(s, charts, tiled.TilesetImageName(out))
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	// The tileset image first: a map whose image is missing does not open.
	if err := atomicfile.Write(img, ex.Tileset, atomicfile.KeepBackup); err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	if err := atomicfile.Write(out, ex.TMX, atomicfile.KeepBackup); err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	fmt.Fprintf(e.Stdout, "%s: Tiled map of %q (%dx%d hexes, %d terrain tiles in %s)\n", out, s.Title, s.Map.Columns, s.Map.Rows, len(ex.Terrains), img)
	return cli.ExitOK
}

func runImport(e cli.Env) int {
	const cmd = "adc import tiled"
	args := e.Args
	if len(args) == 0 || cli.HelpRequested(args[:1]) {
		fmt.Fprintln(e.Stdout, cli.ImportUsage)
		if len(args) == 0 {
			return cli.ExitBadInput
		}
		return cli.ExitOK
	}
	if args[0] != "tiled" {
		fmt.Fprintf(e.Stderr, "adc import: unknown format %q (accepted: tiled)\n", args[0])
		return cli.ExitBadInput
	}
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, cli.ImportUsage) }
	into := fs.String("into", "", "the scenario file to change")
	dry := fs.Bool("dry-run", false, "write nothing")
	drop := fs.Bool("drop-comments", false, "rewrite a scenario file that has comments")
	pos, help, err := parseArgs(fs, args[1:])
	if help {
		return cli.ExitOK
	}
	if err != nil {
		return cli.ExitBadInput
	}
	if len(pos) != 1 || *into == "" {
		fmt.Fprintf(e.Stderr, "%s: want one NAME.tmx and --into SCENARIO; see adc import --help\n", cmd)
		return cli.ExitBadInput
	}
	tmxPath := pos[0]
	if err := atomicfile.CheckOutputFlag("--into", *into, "", tmxPath); err != nil {
		fmt.Fprintf(e.Stderr, "%s: the map and the scenario are the same file: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	old, err := bounded.ReadFile(*into, bounded.MaxInput)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: --into %s: %v (give a scenario file; for a bundled scenario, save a copy first with adc show ID > FILE.yaml)\n", cmd, *into, shareErrText(err))
		return cli.ExitBadInput
	}
	doc, err := scenario.ParseDocument(old, *into)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	s := doc.Scenario
	charts, err := templates.ScenarioCharts(s)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: charts: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	data, err := bounded.ReadFile(tmxPath, bounded.MaxInput)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: %s: %v\n", cmd, tmxPath, shareErrText(err))
		return cli.ExitBadInput
	}
	md, err := tiled.Read(data, tmxPath, s, charts, os.DirFS(filepath.Dir(tmxPath)), ".")
	if err != nil {
		fmt.Fprintln(e.Stderr, err)
		fmt.Fprintf(e.Stderr, "%s: nothing imported; %s is unchanged\n", cmd, *into)
		return cli.ExitBadInput
	}
	s2, changes := tiled.Apply(s, md)
	if len(changes) == 0 {
		fmt.Fprintf(e.Stdout, "%s: no changes to %s\n", tmxPath, *into)
		return cli.ExitOK
	}
	fmt.Fprintf(e.Stdout, "%s: %d changes to %s:\n", tmxPath, len(changes), *into)
	for _, c := range changes {
		fmt.Fprintf(e.Stdout, "  %s\n", c)
	}

	// Checked like any edit: the findings the import brings.
	before := map[string]bool{}
	for _, f := range scenario.Validate(s, charts) {
		before[f.String()] = true
	}
	var buf bytes.Buffer
	if err := scenario.Save(&buf, s2); err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	newDoc, err := scenario.ParseDocument(buf.Bytes(), *into)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: the imported scenario does not read back: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	newErrors := 0
	for _, f := range scenario.ValidateDocument(newDoc, charts) {
		key := f
		key.File, key.Line, key.Col = "", 0, 0
		if before[key.String()] {
			continue
		}
		fmt.Fprintln(e.Stderr, f.String())
		if f.Severity == scenario.Error {
			newErrors++
		}
	}
	switch {
	case newErrors > 0:
		fmt.Fprintf(e.Stderr, "%s: the import brings %d validation errors; %s is unchanged\n", cmd, newErrors, *into)
		return cli.ExitFindings
	case *dry:
		fmt.Fprintf(e.Stdout, "(dry run: %s not written)\n", *into)
		return cli.ExitOK
	}
	if line := cli.CommentLine(old); line > 0 && !*drop {
		fmt.Fprintf(e.Stderr, "%s:%d:1: has comments, which the canonical form does not keep; move them into notes: fields, or import with --drop-comments\n", *into, line)
		return cli.ExitBadInput
	}
	if err := atomicfile.Write(*into, buf.Bytes(), atomicfile.KeepBackup); err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	fmt.Fprintf(e.Stdout, "%s written (the previous version is %s.bak)\n", *into, *into)
	return cli.ExitOK
}

func shareErrText(err error) string {
	if errors.Is(err, os.ErrNotExist) {
		return "no such file"
	}
	return err.Error()
}
