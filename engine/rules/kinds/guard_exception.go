// Guard units never subject to Le Garde Recule (12.3.2; Talavera 20 12.3,
// the Madrid Garrison; kind guard_exception).

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The guard_exception kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "guard_exception", Rule: "12.3.2", Doc: "a Guard unit not subject to Le Garde Recule",
		Params: []scenario.Param{req(pUnit), typed("garde_recule", scenario.BoolParam, "false: never subject to Le Garde Recule")}})
}

// guardExceptionParams are a guard_exception rule's parameters (12.3.2).
type guardExceptionParams struct {
	Unit        string `param:"unit"`
	GardeRecule *bool  `param:"garde_recule"`
}

// Needs is what the engine needs of a guard_exception rule.
func (guardExceptionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("false: the unit is never subject to Le Garde Recule", "garde_recule")
}

// gardeReculeExemptOf reports whether a Guard unit is never subject to Le
// Garde Recule (12.3.2) by a guard_exception rule (Talavera 20 12.3, the
// Madrid Garrison).
func gardeReculeExemptOf(b *rules.Board, _ scenario.Rule, x any, u int) bool {
	p, _ := x.(*guardExceptionParams)
	return p != nil && p.GardeRecule != nil && !*p.GardeRecule && p.Unit == b.Units[u].ID
}

// guardExceptionNote records how the engine applies a guard_exception rule (its Board hook).
func guardExceptionNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[guardExceptionParams](b, r)
	if !hasUnit(b, p.Unit) || p.GardeRecule == nil || *p.GardeRecule {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind guard_exception): unit %q or its exception not usable; not applied by the engine", r.ID, r.Title, p.Unit)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): %s is never subject to Le Garde Recule (12.3.2); committing it costs a Morale Point as usual (12.3.1)", r.ID, r.Title, p.Unit)
}

func init() { rules.BindAtFirstUse(bindGuardException) }

// bindGuardException binds the hooks of this file's kinds.
func bindGuardException() {
	rules.Bind("guard_exception", rules.Hooks{Params: newParams[guardExceptionParams], Board: guardExceptionNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{GardeReculeExempt: func(b *rules.Board, u int) bool { return gardeReculeExemptOf(b, r, x, u) }}
	}})
}
