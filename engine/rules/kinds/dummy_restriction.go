// Units that cannot be dummies (Arapiles 20 16.1.3; kind
// dummy_restriction).

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The dummy_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "dummy_restriction", Rule: "16.1.3", Doc: "a unit no Dummy may join",
		Params: []scenario.Param{req(pUnit)}})
}

// dummyRestrictedBy reports whether a dummy_restriction rule forbids unit
// u to receive a Dummy (Arapiles 20 16.1.3, the Spanish unit).
func dummyRestrictedBy(b *rules.Board, _ scenario.Rule, x any, u int) bool {
	p, _ := x.(*unitParams)
	return p != nil && p.Unit == b.Units[u].ID
}

// dummyRestrictionNote records how the engine applies a dummy_restriction rule (its Board hook).
func dummyRestrictionNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[unitParams](b, r)
	if !hasUnit(b, p.Unit) {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind dummy_restriction): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, p.Unit)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): with Fog of War (16.1) no Dummy may join %s (16.1.3); Dummies placed with rallied or arriving units are not modelled", r.ID, r.Title, p.Unit)
}

func init() { rules.BindAtFirstUse(bindDummyRestriction) }

// bindDummyRestriction binds the hooks of this file's kind.
func bindDummyRestriction() {
	rules.Bind("dummy_restriction", rules.Hooks{Params: newParams[unitParams], Board: dummyRestrictionNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{NoDummy: func(b *rules.Board, u int) (scenario.Rule, bool) { return r, dummyRestrictedBy(b, r, x, u) }}
	}})
}
