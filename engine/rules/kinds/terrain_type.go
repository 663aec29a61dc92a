// Scenario-specific terrain types (9.4; kind terrain_type): applied through
// the map's terrain and hexside data and the chart set.

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The terrain_type kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "terrain_type", Rule: "9.4", Doc: "a scenario-specific terrain type",
		Params: []scenario.Param{text("terrain", "the terrain type"), text("hexside", "the hexside type"), text("road", "the road type"), pHex,
			integer("movement", 0, 99, "its movement cost"), integer("combat", -10, 10, "its combat effect"), typed("uphill_only", scenario.BoolParam, "only uphill")}})
}

func init() { rules.BindAtFirstUse(bindTerrainType) }

// bindTerrainType binds the hooks of this file's kind.
func bindTerrainType() {
	// Terrain types are applied through the map's data and the chart set.
	rules.Bind("terrain_type", rules.Hooks{Board: func(b *rules.Board, r scenario.Rule) {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): applied through the map's terrain and hexside data and the chart set", r.ID, r.Title)
	}})
}
