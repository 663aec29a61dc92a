// The Wide Major River and Estuarial Islets (Rousse/Slobozia 20 6.10; kind
// terrain_rules): no ZOC into or out of the river, an islet's ZOC only into
// contiguous islet hexes.

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The terrain_rules kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "terrain_rules", Rule: "6.10", Doc: "wide major rivers and islets",
		Params: []scenario.Param{text("terrain", "the terrain types"), text("river_name", "the river's name"), text("wide_major_river_zoc", "ZOC into and out of it"),
			text("islet_zoc", "ZOC of islet hexes"), text("wide_major_river_crossing", "where it may be crossed")}})
}

// terrainRulesParams are a terrain_rules rule's parameters (6.10).
type terrainRulesParams struct {
	Terrain                string `param:"terrain"` // the terrain types: Wide Major River, Estuarial Islet
	RiverName              string `param:"river_name"`
	WideMajorRiverZOC      string `param:"wide_major_river_zoc"`
	IsletZOC               string `param:"islet_zoc"`
	WideMajorRiverCrossing string `param:"wide_major_river_crossing"`
}

// Needs is what the engine needs of a terrain_rules rule.
func (terrainRulesParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the terrain types and how ZOC works in them", "terrain", "wide_major_river_zoc", "islet_zoc")
}

// Wide Major River classes of a hex (Rousse/Slobozia 20 6.10), kept in
// the kind's slot (wideRiverSlot) when a terrain_rules rule applies.
const (
	riverLand  uint8 = iota // mainland
	riverWater              // an all-water Wide Major River hex
	riverIslet              // a Wide Major River hex with an Estuarial Islet
)

// wideRiver is the terrain_rules rule's state on the Board (kindstate.go):
// the Wide Major River ZOC classes of the hexes (6.10).
type wideRiver struct {
	zoc []uint8
}

var wideRiverSlot = rules.NewBoardSlot[wideRiver]()

// wideRiverZOC are the hexes' Wide Major River ZOC classes (6.10), or nil.
func wideRiverZOC(b *rules.Board) []uint8 {
	if wr := wideRiverSlot.Of(b); wr != nil {
		return wr.zoc
	}
	return nil
}

// wideMajorRiver precomputes the ZOC classes of Wide Major River and
// Estuarial Islet hexes (Rousse/Slobozia 20 6.10): no ZOC into or out of
// an all-water Wide Major River hex; an islet's ZOC reaches only contiguous
// islet hexes, and no mainland ZOC reaches an islet.
func wideMajorRiver(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[terrainRulesParams](b, r)
	terr := strings.Split(p.Terrain, ",")
	if len(terr) != 2 || strings.TrimSpace(terr[0]) != scenario.TerrainWideMajorRiver || strings.TrimSpace(terr[1]) != scenario.TerrainIslet ||
		p.WideMajorRiverZOC != "none into or out of" || p.IsletZOC != "contiguous islet hexes only" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind terrain_rules): terrain %q or its ZOC parameters not usable; not applied by the engine", r.ID, r.Title, p.Terrain)
		return
	}
	zoc := make([]uint8, b.N)
	wideRiverSlot.Build(b).zoc = zoc
	var water, islets int
	for i := range b.N {
		switch b.Terrain[i] {
		case scenario.TerrainWideMajorRiver:
			zoc[i] = riverWater
			water++
		case scenario.TerrainIslet:
			zoc[i] = riverIslet
			islets++
		}
	}
	enter := "may not be entered (Terrain Effects Chart: prohibited)"
	if t := b.Charts.TerrainType(scenario.TerrainWideMajorRiver); t == nil || !t.Prohibited {
		enter = "have the movement cost of the Terrain Effects Chart"
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): no ZOC extends into or out of a %s hex, and an %s hex's ZOC extends only into contiguous %s hexes, never between an islet and the mainland (6.10); %s hexes %s; crossing the %s at its Fords is not modelled; the map gives %d %s and %d %s hexes",
		r.ID, r.Title, scenario.TerrainWideMajorRiver, scenario.TerrainIslet, scenario.TerrainIslet, scenario.TerrainWideMajorRiver, enter, p.RiverName, water, scenario.TerrainWideMajorRiver, islets, scenario.TerrainIslet)
}

// riverBlocksZOC reports whether a ZOC from hex h does not reach its
// neighbour n because of a Wide Major River (6.10).
func riverBlocksZOC(b *rules.Board, h, n int32) bool {
	zoc := wideRiverZOC(b)
	c := zoc[h]
	return c != zoc[n] || c == riverWater
}

func init() { rules.BindAtFirstUse(bindWideMajorRiver) }

// bindWideMajorRiver binds the hooks of this file's kind. Its game hook
// keeps ZOCs out of the river when the board is built (7.0), first of
// that point's.
func bindWideMajorRiver() {
	rules.Bind("terrain_rules", rules.Hooks{Params: newParams[terrainRulesParams], Board: wideMajorRiver})
	rules.BindGame("wide_major_river", 5, rules.GameHooks{
		Active:           func(b *rules.Board) bool { return wideRiverZOC(b) != nil },
		HexsideBlocksZOC: riverBlocksZOC, // the group is active only with the table
	})
}
