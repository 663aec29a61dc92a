// A terrain feature's combat effect (9.4; Arapiles 20 9.7.2.1, Shallow
// Streams; kind terrain_combat).

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The terrain_combat kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "terrain_combat", Rule: "9.4", Doc: "a terrain feature's combat effect",
		Params: []scenario.Param{req(text("feature", "the terrain or hexside feature")), integer("combat", -10, 10, "its combat effect")}})
}

// terrainCombatParams are a terrain_combat rule's parameters (9.4).
type terrainCombatParams struct {
	Feature string `param:"feature"`
	Combat  *int   `param:"combat"`
}

// Needs is what the engine needs of a terrain_combat rule.
func (terrainCombatParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the feature's combat effect", "combat")
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

func init() { rules.BindAtFirstUse(bindTerrainCombat) }

// bindTerrainCombat binds the hooks of this file's kind.
func bindTerrainCombat() {
	rules.Bind("terrain_combat", rules.Hooks{Params: newParams[terrainCombatParams], Board: terrainCombat})
}
