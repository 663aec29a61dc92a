package cli

// PrintUsage is adc print's help. The pages are made by package publish (provide.go).
const PrintUsage = `Usage: adc print [flags] SCENARIO-or-ARMY -o FILE.pdf

Prints a Napoleonic 20 scenario kit or a One Day Napoleonics army pack,
ready to cut and play. SCENARIO-or-ARMY is a scenario file, an ODN army
list file, or the id of a bundled scenario or army (bussaco20, french-1812).

A scenario kit holds (--what, in this order):
  map       the map at scale, tiled over the paper with overlap, alignment
            marks and a page index (or on one page: --map-page one)
  counters  counter sheets, fronts then backs at the mirrored place for
            duplex printing (flip on the long edge), with cut lines
  cards     the event cards, poker size (63 x 88 mm), nine to a sheet, backs
  charts    CRT, Terrain Effects Chart, Rally Table, Morale Chart and the
            scenario's tables (values the rulebooks do not give: blank)
  tracks    the turn track with night turns and reinforcements; morale track
  setup     the setup card (what adc summary shows)
An army pack holds: rosters, chits (Fire, Full Move, Combat Move), markers
(hidden markers, 3/4 x 3 inches) and reference (the army's tables).

Flags:
  -o FILE          output: .pdf (every page), .svg or .png (one file per
                   page: FILE-01.png, FILE-02.png... when there are several)
  --paper NAME     a4 (default), letter or a3
  --what PARTS     comma-separated parts (default: all)
  --hex SIZE       hex size across flats, in mm or inches (default 19mm;
                   e.g. 16mm, 0.75in)
  --counter SIZE   counter or chit edge (default 5/8in = 15.875mm)
  --map-page MODE  tiled (default) or one (one page of the map's own size)
  --overlap SIZE   map shared by neighbouring tiles (default 10mm)
  --bleed          the map's fills run 2 mm past each tile's trim line, and
                   crop marks mark the trim line's corners (below the title)
  --scan           draw the scenario's background scan under the map
  --ruleset FILE   ODN: a house-rule copy of the ruleset

Exit status: 0 written, 1 the army list or scenario has errors, 2 unreadable
input, unknown file extension or bad flags.`

// printCommand is adc print.
var printCommand = Command{
	Name:      "print",
	Summary:   "print a scenario kit (map, counters, cards, charts) or an ODN army pack to PDF, SVG or PNG",
	Usage:     PrintUsage,
	Published: true,
}

func init() { Register(&printCommand) }
