// Where Is the 4th Corps? (Talavera 20 18.1; kind variable_reinforcement).

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The variable_reinforcement kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "variable_reinforcement", Rule: "11.0", Doc: "reinforcements whose arrival is rolled on a table",
		Params: []scenario.Param{req(pUnits), req(pTable), pEntry}})
}

// variableReinforcementParams are a variable_reinforcement rule's parameters.
type variableReinforcementParams struct {
	Units     []string `param:"units"`
	Table     string   `param:"table"`
	EntryArea string   `param:"entry_area"`
}

// variableReinforcement checks a variable_reinforcement rule (Talavera
// 20 18.1, Where Is the 4th Corps?) against its units' placements:
// variable reinforcements rolled each turn on the table until they arrive
// through the entry area. The roll is made at the start of the Movement
// Phase, before a Force March can be ordered, so a modifier for a Force
// March that phase is not applied.
func variableReinforcement(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[variableReinforcementParams](b, r)
	ids := p.Units
	if len(ids) == 0 || table(b, p.Table) == nil {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_reinforcement): units or table %q not usable; not applied by the engine", r.ID, r.Title, p.Table)
		return
	}
	for _, id := range ids {
		u := scenarioUnit(b, id)
		if u == nil || u.Placement.Kind != scenario.PlaceVariable || u.Placement.Table != p.Table || u.Placement.EntryArea != p.EntryArea {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_reinforcement): unit %q is not a variable reinforcement rolled on table %q entering by area %q; not applied by the engine", r.ID, r.Title, id, p.Table, p.EntryArea)
			return
		}
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %s each roll one die a turn on table %q from their turn until they arrive through entry area %s (11.0); the +1 to the roll when the French Force March that Movement Phase is not applied by the engine (the roll is made at the start of the phase, before the Force March)", r.ID, r.Title, strings.Join(ids, ", "), p.Table, p.EntryArea)
}

func init() { rules.BindAtFirstUse(bindVariableReinforcement) }

// bindVariableReinforcement binds the hooks of this file's kinds.
func bindVariableReinforcement() {
	rules.Bind("variable_reinforcement", rules.Hooks{Params: newParams[variableReinforcementParams], Board: variableReinforcement})
}
