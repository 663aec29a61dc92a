package publish

import (
	"flag"
	"fmt"
	"image"
	_ "image/jpeg" // scans are JPEG or PNG
	_ "image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/internal/cli"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/templates"
	"github.com/aide-de-camp/adc/trace"
)

// maxTracePixels is the largest scan adc trace reads: the picture is held
// as colour and grey levels (7 bytes a pixel).
const maxTracePixels = 40_000_000

func runTrace(e cli.Env) int {
	fs := flag.NewFlagSet("trace", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, cli.TraceUsage) }
	into := fs.String("into", "", "the scenario file")
	out := fs.String("o", "", "proposal file to write")
	propFile := fs.String("proposal", "", "proposal to apply")
	accept := fs.Float64("accept-above", -1, "apply the part at least this sure")
	pos, code, ok := cli.ParseFlags(fs, e.Args)
	if !ok {
		return code
	}
	const cmd = "adc trace"
	switch {
	case *into == "":
		fmt.Fprintln(e.Stderr, "adc trace: --into SCENARIO is required (the scenario file whose map the scan shows); see adc trace --help")
		return cli.ExitBadInput
	case *propFile == "" && len(pos) != 1:
		fmt.Fprintln(e.Stderr, "adc trace: want one SCAN (a PNG or JPEG picture of the map), or --proposal FILE; see adc trace --help")
		return cli.ExitBadInput
	case *propFile != "" && len(pos) != 0:
		fmt.Fprintln(e.Stderr, "adc trace: give either a SCAN to trace or --proposal FILE to apply, not both")
		return cli.ExitBadInput
	case *propFile != "" && *accept < 0:
		fmt.Fprintln(e.Stderr, "adc trace: --proposal needs --accept-above C (0 to 1): the confidence above which to apply it")
		return cli.ExitBadInput
	case *accept > 1:
		fmt.Fprintf(e.Stderr, "adc trace: --accept-above %g: a confidence is between 0 and 1, e.g. 0.9\n", *accept)
		return cli.ExitBadInput
	}
	d, err := scenario.LoadFile(*into)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc trace: %v\n", err)
		return cli.ExitBadInput
	}
	s := d.Scenario
	if err := scenario.CheckMapBounds(s); err != nil {
		fmt.Fprintf(e.Stderr, "adc trace: %s: %v\n", *into, err)
		return cli.ExitBadInput
	}
	status := cli.ExitOK
	var prop *trace.Proposal
	if *propFile != "" {
		data, err := os.ReadFile(*propFile)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc trace: %v\n", err)
			return cli.ExitBadInput
		}
		if prop, err = trace.ParseProposal(data, *propFile); err != nil {
			fmt.Fprintf(e.Stderr, "adc trace: %v\n", err)
			return cli.ExitBadInput
		}
	} else {
		scan := pos[0]
		name := *out
		if name == "" {
			name = strings.TrimSuffix(*into, filepath.Ext(*into)) + ".trace.yaml"
		}
		if err := atomicfile.CheckOutput(name, "", scan, *into); err != nil {
			fmt.Fprintf(e.Stderr, "adc trace: refusing to write %v\n", err)
			return cli.ExitBadInput
		}
		// A proposal replaces only an earlier proposal, never another
		// data file (a scenario, a chart set, an army list).
		if f := atomicfile.FileFormat(name); f != "" && f != trace.ProposalFormat {
			fmt.Fprintf(e.Stderr, "adc trace: refusing to write %s: it is format: %s, not a trace proposal; choose another file with -o\n", name, f)
			return cli.ExitBadInput
		}
		cfg, err := scenario.BackgroundConfig(scan)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc trace: %s: %v\n", scan, err)
			return cli.ExitBadInput
		}
		if int64(cfg.Width)*int64(cfg.Height) > maxTracePixels {
			fmt.Fprintf(e.Stderr, "adc trace: %s: %dx%d pixels is more than the %d million adc trace reads; scale the scan down (150 to 300 dpi is plenty)\n",
				scan, cfg.Width, cfg.Height, maxTracePixels/1_000_000)
			return cli.ExitBadInput
		}
		f, err := os.Open(scan)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc trace: %v\n", err)
			return cli.ExitBadInput
		}
		img, _, err := image.Decode(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc trace: %s: %v (want a PNG or JPEG picture)\n", scan, err)
			return cli.ExitBadInput
		}
		start := time.Now()
		res, err := trace.Trace(img, s.Grid(), paletteOf(s))
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc trace: %s: %v\n", scan, err)
			return cli.ExitBadInput
		}
		took := time.Since(start)
		rel := scan
		if abs, err1 := filepath.Abs(scan); err1 == nil {
			if dir, err2 := filepath.Abs(filepath.Dir(*into)); err2 == nil {
				if r, err3 := filepath.Rel(dir, abs); err3 == nil {
					rel = filepath.ToSlash(r)
				}
			}
		}
		prop = trace.NewProposal(res, s, rel)
		data, err := prop.Marshal()
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc trace: %v\n", err)
			return cli.ExitBadInput
		}
		if code := cli.WriteOutput(e, cmd, name, "", data, scan, *into); code != cli.ExitOK {
			return code
		}
		g := prop.Grid
		fmt.Fprintf(e.Stdout, "%s: grid %dx%d found in %.1f s: hex radius %.1f px, turned %.2f°, residual %.2f px over %d hexes\n",
			scan, g.Columns, g.Rows, took.Seconds(), g.RadiusPx, g.RotationDeg, g.ResidualPx, res.Grid.Measured)
		for _, n := range g.Notes {
			fmt.Fprintf(e.Stdout, "  check: %s\n", n)
			status = cli.ExitFindings
		}
		fmt.Fprintf(e.Stdout, "  %d terrain groups:", len(prop.Clusters))
		for _, c := range prop.Clusters {
			sg := c.Suggested
			if sg == "" {
				sg = "?"
			}
			fmt.Fprintf(e.Stdout, " %d (%d hexes, like %s, looks %s %.2f)", c.ID, c.Hexes, c.Example, sg, c.SuggestedConfidence)
		}
		fmt.Fprintf(e.Stdout, "\n  %d hexes to review (below %.1f), %d hexsides in %d groups, %d roads\n",
			len(prop.Review), trace.ReviewBelow, len(prop.Hexsides), len(prop.SideClusters), len(prop.Roads))
		printMarkGroups(e, prop)
		fmt.Fprintf(e.Stdout, "  proposal written to %s: name each group (terrain:, feature:), then apply with --accept-above\n", name)
	}
	if *accept < 0 {
		return status
	}
	// Apply: the scenario is rewritten in canonical form.
	old, err := os.ReadFile(*into)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc trace: %v\n", err)
		return cli.ExitBadInput
	}
	directives, body := cli.SplitDirectives(old)
	if line := cli.CommentLine(body); line > 0 {
		fmt.Fprintf(e.Stderr, "%s:%d:1: has comments, which applying a proposal (a canonical rewrite) would lose; move them into notes: fields, or run adc fmt --drop-comments %s first\n", *into, line, *into)
		return cli.ExitBadInput
	}
	cs, _ := templates.ScenarioCharts(s)
	known := func(kind, id string) bool {
		if cs == nil {
			return true
		}
		if kind == "terrain" {
			return cs.TerrainType(id) != nil
		}
		return cs.HexsideType(id) != nil
	}
	a, err := trace.Apply(s, prop, *accept, known)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc trace: %s: %v\n", *into, err)
		return cli.ExitBadInput
	}
	data, err := scenario.Marshal(s)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc trace: %v\n", err)
		return cli.ExitBadInput
	}
	data = append(directives, data...)
	if err := scenario.WriteFileAtomic(*into, data); err != nil {
		fmt.Fprintf(e.Stderr, "adc trace: %v\n", err)
		return cli.ExitBadInput
	}
	fmt.Fprintf(e.Stdout, "%s: %d hexes, %d hexsides, %d roads and %d markings at least %g sure written (previous version in %s.bak); %d hexes left to review\n",
		*into, a.Terrain, a.Hexsides, a.Roads, a.Markings, *accept, *into, len(a.Left))
	printUnnamed(e, a.Unnamed)
	return status
}

// paletteOf returns the chart set's terrain and hexside colours (the
// renderer's, which the chart set's colours override).
func paletteOf(s *scenario.Scenario) trace.Options {
	st := render.StyleFor(s)
	var o trace.Options
	for id, c := range st.Terrain {
		o.Palette = append(o.Palette, trace.TerrainColour{ID: id, Colour: [3]uint8{c.R, c.G, c.B}})
	}
	for id, c := range st.Hexside {
		o.Sides = append(o.Sides, trace.SideColour{ID: id, Colour: [3]uint8{c.R, c.G, c.B}})
	}
	for id, c := range st.Side {
		o.SideColours = append(o.SideColours, trace.SideColour{ID: id, Colour: [3]uint8{c.R, c.G, c.B}})
	}
	slices.SortFunc(o.SideColours, func(a, b trace.SideColour) int { return strings.Compare(a.ID, b.ID) })
	slices.SortFunc(o.Palette, func(a, b trace.TerrainColour) int { return strings.Compare(a.ID, b.ID) })
	slices.SortFunc(o.Sides, func(a, b trace.SideColour) int { return strings.Compare(a.ID, b.ID) })
	return o
}

// printMarkGroups lists the groups of markings read from the scan.
func printMarkGroups(e cli.Env, prop *trace.Proposal) {
	if len(prop.MarkGroups) == 0 {
		return
	}
	fmt.Fprintf(e.Stdout, "  %d markings in %d groups:", len(prop.Marks), len(prop.MarkGroups))
	for _, g := range prop.MarkGroups {
		side := ""
		if g.Suggested != "" {
			side = fmt.Sprintf(", looks %s %.2f", g.Suggested, g.SuggestedConfidence)
		}
		fmt.Fprintf(e.Stdout, " %d (%d %s, like %s%s)", g.ID, g.Marks, g.Kind, g.Example, side)
	}
	fmt.Fprintln(e.Stdout)
}

// printUnnamed lists the places found whose names are not typed yet.
func printUnnamed(e cli.Env, hexes []string) {
	if len(hexes) > 0 {
		fmt.Fprintf(e.Stdout, "  names printed in %s are not typed yet: write each in its mark's name: field, or add them in the editor\n", strings.Join(hexes, " "))
	}
}
