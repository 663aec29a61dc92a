package publish

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/internal/cli"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/scenarios"
)

// The largest image adc render draws: 40 million pixels, 160 MB as RGBA,
// and at most 20000 pixels a side.
const (
	maxRenderPixels = 40_000_000
	maxRenderSide   = 20000
)

func runRender(e cli.Env) int {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, cli.RenderUsage) }
	out := fs.String("o", "", "output PNG file")
	w := fs.Int("width", 1920, "image width in pixels")
	h := fs.Int("height", 1080, "image height in pixels")
	noUnits := fs.Bool("no-units", false, "leave the counters off")
	reachOf := fs.String("reach", "", "unit whose movement range to shade")
	// Flags may come before or after the scenario.
	var pos []string
	args := e.Args
	for {
		if err := fs.Parse(args); err != nil {
			if err == flag.ErrHelp {
				return cli.ExitOK
			}
			return cli.ExitBadInput
		}
		if fs.NArg() == 0 {
			break
		}
		pos = append(pos, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if len(pos) != 1 {
		fmt.Fprintln(e.Stderr, "adc render: want one SCENARIO (a file or a bundled id); see adc render --help")
		return cli.ExitBadInput
	}
	if *w < 16 || *h < 16 || *w > maxRenderSide || *h > maxRenderSide || *w**h > maxRenderPixels {
		fmt.Fprintf(e.Stderr, "adc render: -width %d -height %d: each side must be between 16 and %d pixels and the image at most %d pixels (%d MB of memory), e.g. -width 8000 -height 5000\n",
			*w, *h, maxRenderSide, maxRenderPixels, maxRenderPixels*4/1000000)
		return cli.ExitBadInput
	}
	arg := pos[0]
	// Refuse a bad output before the work, not after it.
	if *out != "" {
		if err := atomicfile.CheckOutput(*out, "PNG image", arg); err != nil {
			fmt.Fprintf(e.Stderr, "adc render: refusing to write %v\n", err)
			return cli.ExitBadInput
		}
	}
	var s *scenario.Scenario
	var file string // the scenario's file; "" for a bundled one
	var err error
	if _, statErr := os.Stat(arg); statErr != nil && !strings.ContainsAny(arg, "/\\.") {
		var data []byte
		if data, err = scenarios.Open(arg); err == nil {
			s, err = scenario.Parse(data, arg+".yaml")
		}
	} else {
		var d *scenario.Document
		if d, err = scenario.LoadFile(arg); err == nil {
			s, file = d.Scenario, arg
		}
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc render: %v\n", err)
		return cli.ExitBadInput
	}
	// The map's size is checked before anything is allocated per hex.
	if err := scenario.CheckMapBounds(s); err != nil {
		fmt.Fprintf(e.Stderr, "adc render: %s: %v\n", arg, err)
		return cli.ExitFindings
	}
	// A stream without an extension (/dev/stdout, a FIFO) gets the PNG.
	if *out != "" && !strings.EqualFold(filepath.Ext(*out), ".png") && !(filepath.Ext(*out) == "" && atomicfile.IsStream(*out)) {
		return renderVector(e, "adc render", s, *out, !*noUnits, arg) // .svg, .pdf; others refused
	}
	img := image.NewRGBA(image.Rect(0, 0, *w, *h))
	r := render.New(render.StyleFor(s))
	o := render.Overlay{HideUnits: *noUnits}
	if *reachOf != "" {
		rs, err := document.MovementRange(s, file, *reachOf)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc render: %v\n", err)
			return cli.ExitBadInput
		}
		o.SelectedUnit = *reachOf
		for _, x := range rs {
			o.Reach = append(o.Reach, render.ReachMark{Hex: x.Hex, Cost: x.Cost})
		}
	}
	r.Render(img, s, render.Fit(s, *w, *h), o)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		fmt.Fprintf(e.Stderr, "adc render: %v\n", err)
		return cli.ExitBadInput
	}
	name := *out
	if name == "" {
		if err := scenario.CheckFileID("the scenario's id", s.ID); err != nil {
			fmt.Fprintf(e.Stderr, "adc render: %v; it cannot name the picture: give -o FILE\n", err)
			return cli.ExitBadInput
		}
		name = s.ID + ".png"
	}
	return cli.WriteOutput(e, "adc render", name, "PNG image", buf.Bytes(), arg)
}
