package cli

// ExportVassalUsage is adc export vassal's help; package publish writes the
// module (provide.go).
const ExportVassalUsage = `Usage: adc export vassal SCENARIO -o NAME.vmod

Writes a VASSAL module (VASSAL 3.7) of SCENARIO (a scenario file or the id of
a bundled scenario): the map with a hex grid numbered exactly as printed, one
piece per unit (counter image drawn at twice its screen size, the maps
opening at 50%; side and type prototypes; strength, movement and traits as
properties; a Fog of War mask keyed to its side, face down from the start
where the scenario sets the side up hidden), a Hide button per side that
masks all its units, at-start stacks on the set-up hexes, Reinforcements and
Set aside windows, the event deck, the turn track, the morale track, a d6
button, the Charts window (CRT, Terrain Effects Chart and every player aid of
the printed kit), and the set-up card under Help.

Flags:
  -o FILE   the module to write (required)

Exit status: 0 written, 2 unreadable input or bad flags.`

// ExportTiledUsage is adc export tiled's help; package publish writes the
// map (provide.go).
const ExportTiledUsage = `Usage: adc export tiled SCENARIO -o NAME.tmx

Writes the map of SCENARIO as a Tiled map (TMX, hexagonal, staggered like the
printed numbering) and its terrain tileset image NAME-terrain.png next to it:
a terrain tile layer (each tile's "terrain" property is a terrain id) and
object layers for hexsides, roads, places, LOC, objectives, entry areas and
units. Draw in Tiled, then bring the terrain, hexsides and roads back with
adc import tiled.

Flags:
  -o FILE   the .tmx file to write (required)

Exit status: 0 written, 2 unreadable input or bad flags.`

// ImportUsage is adc import's help; package publish reads the Tiled map (provide.go).
const ImportUsage = `Usage: adc import tiled NAME.tmx --into SCENARIO [--dry-run] [--drop-comments]

Reads the terrain (from each tile's "terrain" property), the hexsides (the
"hexsides" layer's polylines along hex edges, features in their "features"
property) and the roads (the "roads" layer's polylines through hex centres)
of a map drawn in Tiled, and puts them into the scenario file SCENARIO. It
prints what changed and the validation findings the change brings.

Nothing is guessed: a tile without a known terrain, another orientation or
stagger, another map size, or a missing external tileset is an error, and the
scenario is left untouched. The scenario is not written either when the
import brings new validation errors, or when the file has comments (the
canonical form keeps none) unless --drop-comments is given. The previous
version is kept as SCENARIO.bak.

Flags:
  --into FILE       the scenario file to change (required)
  --dry-run         print the changes and findings, write nothing
  --drop-comments   rewrite a scenario file that has comments

Exit status: 0 imported (or nothing to change), 1 the import would bring
validation errors, 2 unreadable input or bad flags.`

// importCommand is adc import.
var importCommand = Command{
	Name:      "import",
	Summary:   "bring a map drawn in Tiled back into a scenario",
	Usage:     ImportUsage,
	Published: true,
}

func init() { Register(&importCommand) }
