// Lulls and truces (13.0; Bailén 20 and Talavera 20 13.1; kinds
// lull_from_turn, no_lull and no_truce).

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The no_truce kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "no_truce", Rule: "13.0", Doc: "a side gains no Morale from a Truce after an event",
		Params: []scenario.Param{req(pSide), text("after", "the event")}})
}

// The no_lull kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "no_lull", Rule: "13.0", Doc: "no Lulls on some Game Turns",
		Params: []scenario.Param{req(pTurns)}})
}

// The lull_from_turn kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "lull_from_turn", Rule: "13.0", Doc: "Lulls may occur from a Game Turn on",
		Params: []scenario.Param{req(pTurn)}})
}

func init() { rules.BindAtFirstUse(bindLullKinds) }

// Lulls from a Game Turn on (kind lull_from_turn) and turns without Lulls
// (kind no_lull), 13.0.
func bindLullKinds() {
	rules.Bind("lull_from_turn", rules.Hooks{Params: newParams[lullFromTurnParams], Game: rules.LullGame(lullFromTurn)})
	rules.Bind("no_lull", rules.Hooks{Params: newParams[noLullParams], Game: rules.LullGame(noLull)})
	rules.Bind("no_truce", rules.Hooks{Params: newParams[noTruceParams], Board: noTruceNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Lull: rules.LullHooks{rules.NoTruce: func(s *rules.State, side int) bool { return noTruceAfterRetreat(s, r, x, side) }}}
	}})
}

// lullFromTurnParams are a lull_from_turn rule's parameters.
type lullFromTurnParams struct {
	Turn *scenario.Range `param:"turn"` // from its first turn on
}

// noLullParams are a no_lull rule's parameters.
type noLullParams struct {
	Turns *scenario.Range `param:"turns"`
}

// lullFromTurn allows Lulls from the rule's turn on, before any night has
// passed (Bussaco 20 13.0).
func lullFromTurn(s *rules.State, _ scenario.Rule, x any) int {
	if p, _ := x.(*lullFromTurnParams); p != nil && p.Turn != nil && s.Turn >= p.Turn.Lo {
		return 1
	}
	return 0
}

// noLull forbids Lulls on the rule's turns (Talavera 20 13.1).
func noLull(s *rules.State, _ scenario.Rule, x any) int {
	if p, _ := x.(*noLullParams); p != nil && p.Turns != nil && s.Turn >= p.Turns.Lo && s.Turn <= p.Turns.Hi {
		return -1
	}
	return 0
}

// noTruceParams are a no_truce rule's parameters (13.0).
type noTruceParams struct {
	Side  string `param:"side"`
	After string `param:"after"` // the event after which no Truce gives Morale
}

// afterRetreat reports whether the rule's event is the side's Organized
// Retreat, the one the engine knows.
func (p *noTruceParams) afterRetreat() bool { return strings.Contains(p.After, "organized retreat") }

// Needs is what the engine needs of a no_truce rule.
func (noTruceParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the event after which no Truce gives Morale", "after")
}

// noTruceAfterRetreat reports whether a no_truce rule denies side the
// Morale of a Truce (13.0) after its Organized Retreat (Bailén 20 13.1).
func noTruceAfterRetreat(s *rules.State, _ scenario.Rule, x any, side int) bool {
	p := rules.AsParams[noTruceParams](x)
	return p.Side == rules.SideName(side) && p.afterRetreat() && rules.RetreatSlot.Of(s).Retreat[side] == rules.RetreatAuthorized
}

// noTruceNote records how the engine applies a no_truce rule (its Board hook).
func noTruceNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[noTruceParams](b, r)
	if !p.afterRetreat() {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind no_truce): condition %q not modelled; not applied by the engine", r.ID, r.Title, p.After)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): after authorizing its Organized Retreat the %s side gains no Morale from a Truce (13.0)", r.ID, r.Title, p.Side)
}
