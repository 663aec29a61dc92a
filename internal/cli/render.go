package cli

// renderCommand is adc render.
var renderCommand = Command{
	Name:      "render",
	Summary:   "draw a scenario's map with its units to a PNG, SVG or PDF file",
	Usage:     RenderUsage,
	Published: true,
}

func init() { Register(&renderCommand) }

// RenderUsage is adc render's help. The drawing is done by package publish
// (provide.go).
const RenderUsage = `Usage: adc render [flags] SCENARIO

Draws the map of SCENARIO (a scenario file, or the id of a bundled scenario
such as bussaco20) with terrain, hexsides, roads, markings, hex numbers and
the units set up on it, and writes a PNG, or with -o FILE.svg or FILE.pdf
the map at print scale (hexes 19 mm across flats) as vector drawing;
another extension is refused.

Flags:
  -o FILE        output file (default: SCENARIO-ID.png)
  -width N       image width in pixels (default 1920)
  -height N      image height in pixels (default 1080); each side at most
                 20000 and the image at most 40 million pixels (160 MB of
                 memory while drawing), e.g. 8000x5000
  -no-units      leave the counters off
  -reach UNIT    shade the hexes UNIT can reach in its first Movement Phase
                 from the set-up, with their costs (as adc reach and the
                 editor's movement range preview compute them)

Exit status: 0 written, 1 the map's size is beyond rule 2.0 (at most 999
columns and rows), 2 unreadable input, bad flags, or an output refused (the
input itself, or a YAML data file).`
