// Captured LOC hexes with a morale value of their own (14.0;
// Rousse/Slobozia 20 14.1; kind loc_morale).

package kinds

import (
	"slices"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The loc_morale kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "loc_morale", Rule: "14.0", Doc: "Morale for captured LOC hexes at night",
		Params: []scenario.Param{pSides, pHex, typed("hexes", scenario.HexList, "the LOC hexes"), typed("single", scenario.HexList, "LOC hexes counted singly"), typed("pair", scenario.HexList, "LOC hexes counted as a pair"),
			integer("morale", -10, 10, "the Morale change"), integer("morale_per_loc", -10, 10, "the Morale change per captured LOC")}})
}

func init() { rules.BindAtFirstUse(bindLocKinds) }

// Captured LOC hexes with a morale value of their own (kind loc_morale).
func bindLocKinds() {
	rules.Bind("loc_morale", rules.Hooks{Params: newParams[locMoraleParams], Board: func(b *rules.Board, r scenario.Rule) {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): captured LOC hexes cost their own morale value at night (14.0)", r.ID, r.Title)
	}, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{LOCValue: func(b *rules.Board, h int32, owner int) (int, bool) { return locMoraleValue(b, r, x, h, owner) }}
	}})
}

// locMoraleParams are a loc_morale rule's parameters (14.0).
type locMoraleParams struct {
	Sides        []string `param:"sides"`
	Hex          string   `param:"hex"`
	Hexes        []string `param:"hexes"`
	Single       []string `param:"single"`
	Pair         []string `param:"pair"`
	Morale       *int     `param:"morale"`
	MoralePerLOC *int     `param:"morale_per_loc"`
}

// locMoraleValue is the morale a captured LOC hex costs its owner when a
// loc_morale rule gives it a value of its own instead of the Morale
// Chart's two-LOC line (Rousse/Slobozia 20 14.1; Talavera and Bailén 20
// 14.2). A value per LOC counts for the rule's sides (all when none is
// named), whatever its sign.
func locMoraleValue(b *rules.Board, _ scenario.Rule, x any, h int32, owner int) (int, bool) {
	p := rules.AsParams[locMoraleParams](x)
	if n := p.MoralePerLOC; n != nil {
		if len(p.Sides) == 0 || slices.Contains(p.Sides, rules.SideName(owner)) {
			return max(*n, -*n), true
		}
		return 0, false
	}
	if p.Morale == nil {
		return 0, false
	}
	for _, code := range p.Hexes {
		if x, err := b.Parse(code); err == nil && x == h {
			return *p.Morale, true
		}
	}
	if x, err := b.Parse(p.Hex); p.Hex != "" && err == nil && x == h {
		return *p.Morale, true
	}
	return 0, false
}
