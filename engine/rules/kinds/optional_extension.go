// The optional extensions of a game (kind optional_extension: Rousse 20
// and Slobozia 20 14.2, The Second Day of Battle; Talavera 20 18.2, the
// Alberche map), which the engine notes as not applied, and why.

package kinds

import (
	"strconv"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The optional_extension kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "optional_extension", Unplayed: "a game is played to the scenario's last turn; extending it is the players' choice", Rule: "4.0", Doc: "a side may extend the game",
		Params: []scenario.Param{pSide, turns("end_turn", "the last Game Turn without the extension"), text("extended_end_turn", "the last Game Turn with it (unknown when not given)"),
			text("declare", "when it is declared"), text("cost", "what declaring it costs")}})
}

func init() { rules.BindAtFirstUse(bindOptionalExtension) }

// bindOptionalExtension binds the optional_extension kind.
func bindOptionalExtension() {
	rules.Bind("optional_extension", rules.Hooks{Params: newParams[extensionParams], Board: extensionNote})
}

// extensionNote records why the engine does not apply an optional
// extension of the game (Rousse 20 / Slobozia 20 14.2, The Second Day of
// Battle): the rule does not state how long the extension lasts.
func extensionNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[extensionParams](b, r)
	if n, err := strconv.Atoi(p.ExtendedEndTurn); err == nil && n > b.Scenario.Turns.End {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind optional_extension): extending the game to Game Turn %d is not applied by the engine; the game ends after Game Turn %d", r.ID, r.Title, n, b.Scenario.Turns.End)
		return
	}
	b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind optional_extension): the rule (%s) does not state how many Game Turns the extension adds (extended_end_turn %q), so it is not applied by the engine; the game ends after Game Turn %d", r.ID, r.Title, r.Number, p.ExtendedEndTurn, b.Scenario.Turns.End)
}

// missingMapNote records a rule that needs a map feature the scenario's
// map data does not give (param needs_map), such as the Alberche River of
// Talavera 20 18.2 and 18.3; it reports whether it did.
func missingMapNote(b *rules.Board, r scenario.Rule) bool {
	needs := rules.RuleParams[movementLimitParams](b, r).NeedsMap // movement_limit.go
	if needs == "" {
		return false
	}
	b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind %s): needs the %s, which the scenario's map data does not give; not applied by the engine", r.ID, r.Title, r.Kind, needs)
	return true
}

// extensionParams are an optional_extension rule's parameters (4.0).
type extensionParams struct {
	Side            string          `param:"side"`
	EndTurn         *scenario.Range `param:"end_turn"`
	ExtendedEndTurn string          `param:"extended_end_turn"` // a Game Turn, or words
	Declare         string          `param:"declare"`
	Cost            string          `param:"cost"`
}
