package cli

// traceCommand is adc trace. The reading of the picture is done by
// package publish (provide.go).
var traceCommand = Command{
	Name:      "trace",
	Summary:   "find the hex grid, terrain, hexsides and roads in a scanned map and propose them for a scenario",
	Usage:     TraceUsage,
	Published: true,
}

func init() { Register(&traceCommand) }

// TraceUsage is adc trace's help.
const TraceUsage = `Usage: adc trace SCAN --into SCENARIO [-o PROPOSAL] [--accept-above C]
       adc trace --proposal PROPOSAL --into SCENARIO --accept-above C

Reads SCAN, a scanned or photographed map (PNG or JPEG; turned a few
degrees, skewed or unevenly lit is fine), for the map of SCENARIO (a
scenario file: its columns, rows and numbering say which grid to look
for). It finds the hex grid (size, rotation, the transform to the picture
and the XXYY numbering, from the printed hex outlines, the printed hex
numbers and where the map's edge lies), groups the hexes by how their
terrain is printed, finds the hexsides printed unlike a plain grid line
(rivers, slopes) and the roads, and reads the markings from their
printed symbols (Objectives, LOCs, entry areas, place names). It writes a
proposal file (default: SCENARIO's name with .trace.yaml) listing each
group with a suggested terrain from the chart set, each hex's group with
a confidence, the hexsides, the roads, the markings in groups of one kind
and colour with a suggested side, and what is left to the designer.

Name each group once by writing its terrain: (each hexside group's
feature:, or none; each mark group's side:, or none; each place's name:)
in the proposal, or in the editor (Tools > Review Trace Proposal…).
--accept-above C then writes into SCENARIO every hex, hexside, road and
marking at least C sure (0 to 1; 0.9 is a good start): a named group counts as sure,
a suggestion counts at its own confidence. The scan also becomes the
map's background, calibrated by the grid found. SCENARIO is rewritten
atomically in canonical form, the previous version kept as SCENARIO.bak;
a scenario with comments is refused (see adc fmt --drop-comments).

Flags:
  --into SCENARIO    the scenario file whose map the scan shows (required)
  -o PROPOSAL        where to write the proposal
  --proposal FILE    apply this proposal (named by the designer) instead of
                     tracing a scan again
  --accept-above C   apply the part of the proposal at least C sure

The numbering comes from the printed hex numbers where they can be read
(they are matched against this program's own map font), else from where
the map's edge lies, which must then show in the picture. The picture may
have at most 40 million pixels (a 20x17 map at 300 dpi has about 16
million).

Exit status: 0 done, 1 the grid was found but the designer should check
it (notes printed), 2 unreadable input, no grid found, or bad flags.`

// SplitDirectives splits the editor's schema line off the top of a
// scenario file, as adc fmt does, so that a canonical rewrite keeps it.
func SplitDirectives(data []byte) (directives, rest []byte) { return splitDirectives(data) }
