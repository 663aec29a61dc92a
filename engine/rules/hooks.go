package rules

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Hooks are the points where the engine core hands over to a scenario's
// special rules. The core calls the hook points and never names a kind;
// each special-rule kind binds the hooks it needs, in its own file, from an
// init function:
//
//	func init() {
//		bind("night_rest", Hooks{Board: (*Board).nightRestNote, RestRecovery: nightRest})
//	}
//
// Every kind of the registry (scenario.Kinds) is bound; TestEveryKindBound
// checks it. docs/special-rules.md gives the recipe for a new kind.
type Hooks struct {
	// Board runs once for each rule of the kind, in file order, while the
	// board is built (the map, charts and optional rules are ready, the
	// units not yet): it prepares what play needs and records with
	// ruleNote how the engine applies the rule. Nil: nothing to prepare
	// and nothing to say.
	Board func(b *Board, r scenario.Rule)
	// RallyModifier is the rule's modifier to unit u's Rally die roll
	// (10.0); pre is the Morale of both sides before any was spent on the
	// Rally.
	RallyModifier func(s *State, r scenario.Rule, u int, pre [2]int) int
}

// hooks holds the bound kinds.
var hooks = map[string]Hooks{}

// bind binds the hooks of a special-rule kind; a kind is bound once.
func bind(kind string, h Hooks) {
	if _, dup := hooks[kind]; dup {
		panic(fmt.Sprintf("rules: special-rule kind %q bound twice", kind))
	}
	hooks[kind] = h
}

// boardHook adapts a note function that reports whether it knew the kind.
func boardHook(f func(*Board, scenario.Rule) bool) func(*Board, scenario.Rule) {
	return func(b *Board, r scenario.Rule) { f(b, r) }
}

// applySpecialRules runs the Board hook of every special rule, in file
// order; a rule whose kind no file binds (or that has no kind) is noted as
// not applied.
func (b *Board) applySpecialRules() {
	for _, r := range b.Scenario.Special {
		if r.Kind != "" {
			b.special[r.Kind] = append(b.special[r.Kind], r)
		}
		h, ok := hooks[r.Kind]
		if !ok || r.Kind == "" {
			kind := r.Kind
			if kind == "" {
				kind = "prose only"
			}
			b.ruleNote(r, NotApplied, "special rule %q (%s, kind %s) is not applied by the engine", r.ID, r.Title, kind)
			continue
		}
		if h.Board != nil {
			h.Board(b, r)
		}
	}
}

// rallyModifier is the sum of the Rally die roll modifiers (10.0) that the
// scenario's special rules give unit u; pre is the Morale before any was
// spent on the Rally.
func (s *State) rallyModifier(u int, pre [2]int) int {
	mod := 0
	for _, r := range s.B.Scenario.Special {
		if h := hooks[r.Kind]; h.RallyModifier != nil {
			mod += h.RallyModifier(s, r, u, pre)
		}
	}
	return mod
}
