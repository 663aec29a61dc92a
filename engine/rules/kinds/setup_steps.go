// Set-up steps (Slobozia 20 3.0; kind setup_steps).

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The setup_steps kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "setup_steps", Rule: "3.0", Doc: "the set-up steps of a scenario with zones in words",
		Params: []scenario.Param{typed("ottoman_b_hexes", scenario.HexList, "step B hexes"), text("ottoman_b_units", "step B units"), integer("ottoman_c_count", 0, 99, "step C units"),
			text("ottoman_c_zone", "step C zone"), typed("ottoman_d_fords", scenario.HexList, "step D fords"), text("ottoman_d_zone", "step D zone"), text("ottoman_e_leader", "step E leader"),
			integer("russian_a_redoubts", 0, 99, "step A Redoubts"), text("russian_a_zone", "step A zone"), typed("russian_b_hexes", scenario.HexList, "step B hexes"),
			enums("russian_b_types", unitTypes, "step B unit types"), typed("russian_c_hexes", scenario.HexList, "step C hexes"), enums("russian_c_types", unitTypes, "step C unit types"),
			typed("russian_d_hex", scenario.HexParam, "step D hex"), integer("russian_e_count", 0, 99, "step E units"), text("russian_e_zone", "step E zone"), text("russian_f_leader", "step F leader")}})
}

// setupStepsParams are a setup_steps rule's parameters.
type setupStepsParams struct { // the hex lists the Set-up Phase's zones must match (3.0)
	OttomanBHexes    []string `param:"ottoman_b_hexes"`
	RussianBHexes    []string `param:"russian_b_hexes"`
	RussianCHexes    []string `param:"russian_c_hexes"`
	RussianARedoubts *int     `param:"russian_a_redoubts"` // the Garrison markers of Russian step A
}

// setupSteps checks a setup_steps rule (Slobozia 20 3.0, Set-up steps)
// against the scenario's deployment zones, which the Set-up Phase applies
// (deploy.go): each hex list a step gives must be its zone's; a zone
// described only in words has no hex, so its units cannot set up.
func setupSteps(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[setupStepsParams](b, r)
	steps := map[string][]string{"ottoman_b_hexes": p.OttomanBHexes, "russian_b_hexes": p.RussianBHexes, "russian_c_hexes": p.RussianCHexes}
	var listed, words []string
	for _, z := range b.Scenario.Deployment {
		prefix := map[string]string{scenario.French: "ottoman", scenario.AntiFrench: "russian"}[z.Side]
		key := prefix + "_" + strings.ToLower(z.Step) + "_hexes"
		if v, ok := steps[key]; ok && len(v) > 0 && strings.Join(v, ",") != strings.Join(z.Hexes, ",") {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind setup_steps): step %s hexes %q differ from deployment zone %q; not applied by the engine", r.ID, r.Title, key, strings.Join(v, ","), z.ID)
			return
		}
		switch {
		case len(z.Hexes) > 0 || b.Scenario.Area(z).Located:
			listed = append(listed, z.ID)
		case len(z.StackWith) > 0:
			listed = append(listed, z.ID+" (stacked with a unit of "+strings.Join(z.StackWith, ", ")+")")
		case z.Turn == 0:
			words = append(words, z.ID)
		}
	}
	if len(listed) == 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind setup_steps): no deployment zone lists hexes; not applied by the engine", r.ID, r.Title)
		return
	}
	redoubts := "the Redoubts placed in step A are not applied by the engine"
	if gw, n, _ := b.GarrisonZones(scenario.AntiFrench); n > 0 && (p.RussianARedoubts == nil || *p.RussianARedoubts == n) { // deploy_garrison.go
		redoubts = "step A: " + gw
	}
	if len(words) > 0 {
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): applied through the Set-up Phase's deployment zones %s (3.0); zones %s are described only in words and have no hex, so units that can set up only there are left out of play; the steps' conditions on unit types are not applied by the engine; %s", r.ID, r.Title, strings.Join(listed, ", "), strings.Join(words, ", "), redoubts)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): applied through the Set-up Phase's deployment zones %s (3.0); the steps' conditions on unit types are not applied by the engine; %s", r.ID, r.Title, strings.Join(listed, ", "), redoubts)
}

func init() { rules.BindAtFirstUse(bindSetupSteps) }

// bindSetupSteps binds the hooks of this file's kinds.
func bindSetupSteps() {
	rules.Bind("setup_steps", rules.Hooks{Params: newParams[setupStepsParams], Board: setupSteps})
}
