// Terrain only one side benefits from (9.4; Talavera 20 9.4.5, the Redoubt
// of the Pajar de Vergara; kind side_only_terrain).

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The side_only_terrain kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "side_only_terrain", Rule: "9.4", Doc: "terrain in a hex that only one side benefits from",
		Params: []scenario.Param{req(pSide), req(pHex), req(text("terrain", "the terrain type"))}})
}

// sideOnlyTerrainParams are a side_only_terrain rule's parameters (9.4).
type sideOnlyTerrainParams struct {
	Side    string `param:"side"`
	Hex     string `param:"hex"`
	Terrain string `param:"terrain"`
}

// sideOnlyForts is the side_only_terrain rules' state on the Board
// (kindstate.go): fortifiedFor is 1 + the side a side_only_terrain
// Fortified hex benefits (9.4), by hex.
type sideOnlyForts struct {
	fortifiedFor []int8
}

var sideOnlySlot = rules.NewBoardSlot[sideOnlyForts]()

// fortifiedFor is 1 + the side each side_only_terrain Fortified hex
// benefits, by hex, or nil.
func fortifiedFor(b *rules.Board) []int8 {
	if ts := sideOnlySlot.Of(b); ts != nil {
		return ts.fortifiedFor
	}
	return nil
}

// sideOnlyTerrain applies a side_only_terrain rule (Talavera 20 9.4.5, the
// Redoubt of the Pajar de Vergara): the Fortified hex's benefits go only to
// the side named. Units of the other side there get the combat benefit of
// Clear terrain, no rout modifier and no Defensive Position (9.7.2.2), and
// the named side's ZOCs extend into it; the other side's do not.
func sideOnlyTerrain(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[sideOnlyTerrainParams](b, r)
	h, err := b.Parse(p.Hex)
	t := b.Charts.TerrainType(p.Terrain)
	if err != nil || t == nil || !t.Fortified || b.Terrain[h] != p.Terrain || p.Side != scenario.French && p.Side != scenario.AntiFrench {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind side_only_terrain): hex %q is not %q (Fortified) terrain of the map, or side %q unknown; not applied by the engine", r.ID, r.Title, p.Hex, p.Terrain, p.Side)
		return
	}
	ts := sideOnlySlot.Build(b)
	if ts.fortifiedFor == nil {
		ts.fortifiedFor = make([]int8, b.N)
	}
	side := rules.SideIndex(p.Side)
	b.Fortified[h] = false
	ts.fortifiedFor[h] = int8(side + 1)
	clear := 0
	if c := b.Charts.TerrainType(scenario.TerrainClear); c != nil && c.Combat != nil {
		clear = *c.Combat
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): the %s hex %s benefits only %s units: %s units there defend with the Clear terrain benefit (%+d) plus any hexside benefit, get no rout modifier for it and no Defensive Position (9.7.2.2); %s ZOCs extend into it, %s ZOCs do not (7.0)",
		r.ID, r.Title, p.Terrain, p.Hex, p.Side, rules.SideName(1-side), clear, p.Side, rules.SideName(1-side))
}

// fortFor reports whether hex h is Fortified for a unit of side: a
// Fortified hex, or a side_only_terrain hex of that side.
func fortFor(b *rules.Board, h int32, side int) bool {
	fs := fortifiedFor(b)
	return b.Fortified[h] || fs != nil && fs[h] == int8(side+1)
}

// sideFortBlocks reports whether the ZOC of side's units does not extend
// into hex n, a side_only_terrain Fortified hex of the other side.
func sideFortBlocks(b *rules.Board, n int32, side int) bool {
	fs := fortifiedFor(b)
	return fs != nil && fs[n] != 0 && fs[n] != int8(side+1)
}

// hexBenefit is the hex combat benefit of defender d in hex h (9.4): a
// side_only_terrain hex gives the other side's units the Clear benefit.
func hexBenefit(b *rules.Board, h int32, d int) int {
	if fs := fortifiedFor(b); fs != nil && fs[h] != 0 && fs[h] != int8(b.Units[d].Side+1) {
		if c := b.Charts.TerrainType(scenario.TerrainClear); c != nil && c.Combat != nil {
			return *c.Combat
		}
		return 0
	}
	return int(b.HexCombat[h])
}

// sideHexBenefit is the hex combat benefit v of defender d in hex h,
// changed when h is a side_only_terrain hex (9.4): the kind's HexBenefit
// hook.
func sideHexBenefit(s *rules.State, h int32, d int, v int) int {
	if fs := fortifiedFor(s.B); fs != nil && fs[h] != 0 {
		return hexBenefit(s.B, h, d)
	}
	return v
}

// sideFortified reports whether hex h is a side_only_terrain Fortified
// hex of side (9.4): the kind's Fortified hook.
func sideFortified(s *rules.State, h int32, side int) bool {
	fs := fortifiedFor(s.B)
	return fs != nil && fs[h] == int8(side+1)
}

func init() { rules.BindAtFirstUse(bindSideOnlyTerrain) }

// bindSideOnlyTerrain binds the hooks of this file's kind. Its game hooks
// change the hexes' benefits and the zones of control (7.0), so they come
// first at each point; they are called only on a board with a
// side_only_terrain hex, as they are asked for every hex a ZOC reaches.
func bindSideOnlyTerrain() {
	rules.Bind("side_only_terrain", rules.Hooks{Params: newParams[sideOnlyTerrainParams], Board: sideOnlyTerrain})
	rules.BindGame("side_only_terrain", 5, rules.GameHooks{
		Active:     func(b *rules.Board) bool { return fortifiedFor(b) != nil },
		HexBenefit: sideHexBenefit,
		Fortified:  sideFortified,
		ZOCBlocked: func(s *rules.State, n int32, side int) bool { return sideFortBlocks(s.B, n, side) },
	})
}
