// Terrain rules (6.10, 9.4; Rousse/Slobozia 20 6.10 Wide Major River;
// Talavera 20 9.4.5; Wallachia 20; kinds terrain_rules, terrain_combat,
// side_names and side_only_terrain).

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The terrain_type kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "terrain_type", Rule: "9.4", Doc: "a scenario-specific terrain type",
		Params: []scenario.Param{text("terrain", "the terrain type"), text("hexside", "the hexside type"), text("road", "the road type"), pHex,
			integer("movement", 0, 99, "its movement cost"), integer("combat", -10, 10, "its combat effect"), typed("uphill_only", scenario.BoolParam, "only uphill")}})
}

// The terrain_rules kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "terrain_rules", Rule: "6.10", Doc: "wide major rivers and islets",
		Params: []scenario.Param{text("terrain", "the terrain types"), text("river_name", "the river's name"), text("wide_major_river_zoc", "ZOC into and out of it"),
			text("islet_zoc", "ZOC of islet hexes"), text("wide_major_river_crossing", "where it may be crossed")}})
}

// The terrain_combat kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "terrain_combat", Rule: "9.4", Doc: "a terrain feature's combat effect",
		Params: []scenario.Param{req(text("feature", "the terrain or hexside feature")), integer("combat", -10, 10, "its combat effect")}})
}

// The side_only_terrain kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "side_only_terrain", Rule: "9.4", Doc: "terrain in a hex that only one side benefits from",
		Params: []scenario.Param{req(pSide), req(pHex), req(text("terrain", "the terrain type"))}})
}

// The side_names kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "side_names", Rule: "2.0", Doc: "the names of the French and Anti-French sides",
		Keys: &scenario.KeyParam{Key: scenario.KeySide, Value: scenario.Text, Doc: "the side's name"}})
}

// Wide Major River classes of a hex (Rousse/Slobozia 20 6.10), kept in
// the kind's terrainState.wideRiverZOC when a terrain_rules rule applies.
const (
	riverLand  uint8 = iota // mainland
	riverWater              // an all-water Wide Major River hex
	riverIslet              // a Wide Major River hex with an Estuarial Islet
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

// wideRiverZOC are the hexes' Wide Major River ZOC classes (6.10), or nil.
func wideRiverZOC(b *rules.Board) []uint8 {
	if ts := terrainSlot.Of(b); ts != nil {
		return ts.wideRiverZOC
	}
	return nil
}

// fortifiedFor is 1 + the side each side_only_terrain Fortified hex
// benefits, by hex, or nil.
func fortifiedFor(b *rules.Board) []int8 {
	if ts := terrainSlot.Of(b); ts != nil {
		return ts.fortifiedFor
	}
	return nil
}

// The terrain special rule kinds this file applies.
func bindTerrainKinds() {
	// Terrain types are applied through the map's data and the chart set.
	rules.Bind("terrain_type", rules.Hooks{Board: func(b *rules.Board, r scenario.Rule) {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): applied through the map's terrain and hexside data and the chart set", r.ID, r.Title)
	}})
	rules.Bind("terrain_rules", rules.Hooks{Params: newParams[terrainRulesParams], Board: wideMajorRiver})
	rules.Bind("terrain_combat", rules.Hooks{Params: newParams[terrainCombatParams], Board: terrainCombat})
	rules.Bind("side_names", rules.Hooks{Params: newParams[sideNamesParams], Board: sideNames})
	rules.Bind("side_only_terrain", rules.Hooks{Params: newParams[sideOnlyTerrainParams], Board: sideOnlyTerrain})
	// The Wide Major River (6.10) and side-only Fortified hexes change the
	// zones of control and the hexes' benefits; they come first.
	rules.BindGame("terrain", 5, rules.GameHooks{
		Active: func(b *rules.Board) bool { return terrainSlot.Of(b) != nil },
		HexBenefit: func(s *rules.State, h int32, d int, v int) int {
			if fs := fortifiedFor(s.B); fs != nil && fs[h] != 0 {
				return hexBenefit(s.B, h, d)
			}
			return v
		},
		Fortified: func(s *rules.State, h int32, side int) bool {
			fs := fortifiedFor(s.B)
			return fs != nil && fs[h] == int8(side+1)
		},
		ZOCBlocked: func(s *rules.State, n int32, side int) bool { return sideFortBlocks(s.B, n, side) },
		HexsideBlocksZOC: func(b *rules.Board, h, n int32) bool {
			return wideRiverZOC(b) != nil && riverBlocksZOC(b, h, n)
		},
	})
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
	terrainSlot.Build(b).wideRiverZOC = zoc
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

// terrainCombat gives a hexside feature another combat benefit (Arapiles
// 20 9.7.2.1, Shallow Streams: Minor Rivers are Clear for combat only); its
// movement cost and hazardous retreat are unchanged.
func terrainCombat(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[terrainCombatParams](b, r)
	if p.Combat == nil || b.Charts.HexsideType(p.Feature) == nil {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind terrain_combat): feature %q or combat %q not usable; not applied by the engine", r.ID, r.Title, p.Feature, intOrEmpty(p.Combat))
		return
	}
	n := *p.Combat
	count := 0
	for _, hs := range b.Scenario.Map.Hexsides {
		has := false
		for _, f := range hs.Features {
			has = has || f == p.Feature
		}
		a, err := b.Parse(hs.Between[0])
		o, err2 := b.Parse(hs.Between[1])
		if !has || err != nil || err2 != nil {
			continue
		}
		combat := int8(n)
		for _, f := range hs.Features {
			if t := b.Charts.HexsideType(f); f != p.Feature && t != nil && t.Combat != nil && int8(*t.Combat) > combat {
				combat = int8(*t.Combat)
			}
		}
		for d := 0; d < 6; d++ {
			if b.Neighbours[a][d] == o {
				b.HexsideCombat[a][d] = combat
			}
			if b.Neighbours[o][d] == a {
				b.HexsideCombat[o][d] = combat
			}
		}
		count++
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): a defender attacked across a %s hexside gets %+d from it in combat (9.4); its movement cost and Hazardous Retreat (9.7.5) are unchanged; the map gives %d such hexsides", r.ID, r.Title, p.Feature, n, count)
}

// sideNames checks a side_names rule (Wallachia 20: the Ottomans are the
// French side) against the scenario's sides: the rule is applied by the
// data, every rule of a side applying to the side of that id.
func sideNames(b *rules.Board, r scenario.Rule) {
	var names []string
	p := rules.RuleParams[sideNamesParams](b, r)
	for side := 0; side < 2; side++ {
		want := p.Names[rules.SideName(side)]
		got := ""
		for _, sd := range b.Scenario.Sides {
			if sd.ID == rules.SideName(side) {
				got = sd.Name
			}
		}
		if want == "" || !strings.EqualFold(want, got) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind side_names): the %s side is named %q in the scenario, not %q; not applied by the engine", r.ID, r.Title, rules.SideName(side), got, want)
			return
		}
		names = append(names, want+" = "+rules.SideName(side))
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): applied by the scenario's sides (%s); every rule of the French or Anti-French side applies to the side so named", r.ID, r.Title, strings.Join(names, ", "))
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
	ts := terrainSlot.Build(b)
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

// terrainRulesParams are a terrain_rules rule's parameters (6.10).
type terrainRulesParams struct {
	Terrain                string `param:"terrain"` // the terrain types: Wide Major River, Estuarial Islet
	RiverName              string `param:"river_name"`
	WideMajorRiverZOC      string `param:"wide_major_river_zoc"`
	IsletZOC               string `param:"islet_zoc"`
	WideMajorRiverCrossing string `param:"wide_major_river_crossing"`
}

// terrainCombatParams are a terrain_combat rule's parameters (9.4).
type terrainCombatParams struct {
	Feature string `param:"feature"`
	Combat  *int   `param:"combat"`
}

// sideNamesParams are a side_names rule's parameters: each side's name, by
// side (2.0).
type sideNamesParams struct {
	Names map[string]string `param:"*"`
}

// sideOnlyTerrainParams are a side_only_terrain rule's parameters (9.4).
type sideOnlyTerrainParams struct {
	Side    string `param:"side"`
	Hex     string `param:"hex"`
	Terrain string `param:"terrain"`
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

// Needs is what the engine needs of a terrain_combat rule.
func (terrainCombatParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the feature's combat effect", "combat")
}

// Needs is what the engine needs of a terrain_rules rule.
func (terrainRulesParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the terrain types and how ZOC works in them", "terrain", "wide_major_river_zoc", "islet_zoc")
}
