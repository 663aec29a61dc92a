// Hidden set-up (Slobozia 20; Bailén 20 3.0, Hidden Deployment; kinds
// hidden_setup and hidden_deployment).

package kinds

import (
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The hidden_setup kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "hidden_setup", Rule: "16.1", Doc: "units set up face down, hidden from the other side",
		Params: []scenario.Param{pSides, text("without_fog_of_war", "what is done when Fog of War is not used")}})
}

// The hidden_deployment kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "hidden_deployment", Rule: "16.1", Doc: "units deploy face down",
		Params: []scenario.Param{pSides}})
}

// hiddenSetupParams are a hidden_setup rule's parameters.
type hiddenSetupParams struct {
	Sides           []string `param:"sides"`
	WithoutFogOfWar string   `param:"without_fog_of_war"`
}

// Needs is what the engine needs of a hidden_setup rule.
func (hiddenSetupParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the sides that set up hidden (the engine plays both)", "sides")
}

// hiddenDeploymentParams are a hidden_deployment rule's parameters.
type hiddenDeploymentParams struct {
	Sides []string `param:"sides"`
}

// Needs is what the engine needs of a hidden_deployment rule.
func (hiddenDeploymentParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the sides that deploy hidden (the engine plays both)", "sides")
}

// hiddenSetup notes a hidden_setup or hidden_deployment rule (Slobozia 20
// and Bailén 20 3.0: every unit sets up face down even without Fog of
// War, and without it all are revealed and the Dummies removed before
// play), which the engine's set-up applies.
func hiddenSetup(b *rules.Board, r scenario.Rule) {
	sides := rules.RuleParams[hiddenDeploymentParams](b, r).Sides
	if r.Kind == "hidden_setup" {
		sides = rules.RuleParams[hiddenSetupParams](b, r).Sides
	}
	if len(sides) != 2 || !slices.Contains(sides, scenario.French) || !slices.Contains(sides, scenario.AntiFrench) {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind %s): sides %q not both; not applied by the engine", r.ID, r.Title, r.Kind, strings.Join(sides, ","))
		return
	}
	if b.OptionalOn["16.1"] {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): with Fog of War (16.1) every unit sets up face down, hidden from the other side until revealed (16.1.1)", r.ID, r.Title)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): without Fog of War (16.1) the face-down set-up has no effect on play: every unit is revealed and the Dummies are removed before play", r.ID, r.Title)
}

func init() { rules.BindAtFirstUse(bindHiddenSetup) }

// bindHiddenSetup binds the hooks of this file's kinds.
func bindHiddenSetup() {
	rules.Bind("hidden_setup", rules.Hooks{Params: newParams[hiddenSetupParams], Board: hiddenSetup})
	rules.Bind("hidden_deployment", rules.Hooks{Params: newParams[hiddenDeploymentParams], Board: hiddenSetup})
}
