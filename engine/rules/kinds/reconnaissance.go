// The Spanish Reconnaissance (Bailén 20 3.0; kind reconnaissance): a roll
// after the French deployment for the number of French units revealed.

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The reconnaissance kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "reconnaissance", Rule: "3.0", Doc: "a side rolls on a table to see the other side's set-up",
		Params: []scenario.Param{req(pSide), req(pTable)}})
}

func init() { rules.BindAtFirstUse(bindReconnaissance) }

// bindReconnaissance binds the reconnaissance kind.
func bindReconnaissance() {
	rules.Bind("reconnaissance", rules.Hooks{Params: newParams[reconnaissanceParams], Board: reconnaissanceNote})
}

// reconnaissanceNote records how a reconnaissance rule (Bailén 20 3.0,
// Spanish Reconnaissance) is applied: the roll after the French
// deployment for the number of French units revealed.
func reconnaissanceNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[reconnaissanceParams](b, r)
	t := table(b, p.Table)
	if t == nil || p.Side != scenario.French && p.Side != scenario.AntiFrench {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind reconnaissance): side %q or table %q not usable; not applied by the engine", r.ID, r.Title, p.Side, p.Table)
		return
	}
	if !b.OptionalOn["16.1"] {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): without Fog of War (16.1) the %s roll on table %q has no effect on play: every unit is revealed and the Dummies are removed before play (3.0)", r.ID, r.Title, p.Side, t.ID)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): with Fog of War (16.1) the %s roll on table %q after the enemy deployment, and the reveal of that many enemy units (a revealed Dummy set aside), are not applied by the engine: the rule does not say which player chooses the units revealed", r.ID, r.Title, p.Side, t.ID)
}

// reconnaissanceParams are a reconnaissance rule's parameters (Bailén 20
// 3.0).
type reconnaissanceParams struct {
	Side  string `param:"side"`
	Table string `param:"table"`
}
