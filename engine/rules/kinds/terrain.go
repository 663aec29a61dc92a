// Terrain rules' shared state (6.10, 9.4): the Wide Major River
// (wide_major_river.go, kind terrain_rules) and the side-only Fortified hex
// (side_only_terrain.go, kind side_only_terrain) keep their hex tables in
// one slot on the Board and bind one group of game hooks, active only
// when a scenario has either rule. Both change the zones of control (7.0),
// so their hooks come first at each point.

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
)

func init() { rules.BindAtFirstUse(bindTerrainKinds) }

// terrainState is the terrain kinds' state on the Board (kindstate.go);
// nil when the scenario has neither rule.
type terrainState struct {
	// wideRiverZOC are the Wide Major River ZOC classes of the hexes
	// (6.10, kind terrain_rules); nil without the rule.
	wideRiverZOC []uint8
	// fortifiedFor is 1 + the side a side_only_terrain Fortified hex
	// benefits (9.4), by hex; nil without such a rule.
	fortifiedFor []int8
}

var terrainSlot = rules.NewBoardSlot[terrainState]()

// bindTerrainKinds binds the game hooks of the terrain kinds that keep
// state in terrainSlot; each kind binds its note in the file of its rule.
func bindTerrainKinds() {
	// The Wide Major River (6.10) and side-only Fortified hexes change the
	// zones of control and the hexes' benefits; they come first.
	rules.BindGame("terrain", 5, rules.GameHooks{
		Active:     func(b *rules.Board) bool { return terrainSlot.Of(b) != nil },
		HexBenefit: sideHexBenefit,
		Fortified:  sideFortified,
		ZOCBlocked: func(s *rules.State, n int32, side int) bool { return sideFortBlocks(s.B, n, side) },
		HexsideBlocksZOC: func(b *rules.Board, h, n int32) bool {
			return wideRiverZOC(b) != nil && riverBlocksZOC(b, h, n)
		},
	})
}
