// The kinds whose parameter struct others share (params.go): a player
// turn skipped (skip_player_turn, 4.0), a Forced March that costs no Morale
// (free_forced_march, 12.2.1) and a unit no Dummy may join
// (dummy_restriction, 16.1.3): their descriptions, hooks and notes.

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The skip_player_turn kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "skip_player_turn", Rule: "4.0", Doc: "a player turn that is skipped entirely",
		Params: []scenario.Param{req(pSide), req(pTurn)}})
}

// The free_forced_march kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "free_forced_march", Rule: "12.2.1", Doc: "a Forced March that costs no Morale on one turn",
		Params: []scenario.Param{req(pSide), req(pTurn)}})
}

// The dummy_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "dummy_restriction", Rule: "16.1.3", Doc: "a unit no Dummy may join",
		Params: []scenario.Param{req(pUnit)}})
}

func init() { rules.BindAtFirstUse(bindRuleKinds) }

// bindRuleKinds binds the hooks of this file's kinds.
func bindRuleKinds() {
	rules.Bind("dummy_restriction", rules.Hooks{Params: newParams[unitParams], Board: dummyRestrictionNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{NoDummy: func(b *rules.Board, u int) (scenario.Rule, bool) { return r, dummyRestrictedBy(b, r, x, u) }}
	}})
	rules.Bind("skip_player_turn", rules.Hooks{Params: newParams[sideTurnParams], Board: skipPlayerTurnNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Skip: rules.SkipHooks{rules.SkipsTurn: func(s *rules.State) (string, bool) { return r.ID, skipPlayerTurnRule(s, r, x) }}}
	}})
	rules.Bind("free_forced_march", rules.Hooks{Params: newParams[sideTurnParams], Board: freeForcedMarchNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{ForcedMarch: rules.MarchHooks{rules.MarchCost: func(s *rules.State, q rules.March) rules.March {
			q.Cost, q.OK = freeForcedMarch(s, r, x)
			return q
		}}}
	}})
}

// ruleRest is the Game hook of a rule whose f adds to a side's night Rest
// Recovery (14.0) what the rule gives instead of the standard point.
func ruleRest(f func(s *rules.State, r scenario.Rule, x any, side int, md *rules.MoraleDelta)) func(*rules.Board, scenario.Rule, any) rules.GameHooks {
	return func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Phase: rules.PhaseHooks{rules.OnRest: func(s *rules.State, e rules.PhaseStep) bool {
			f(s, r, x, e.Side, e.MoraleDelta)
			return false
		}}}
	}
}

// skipPlayerTurnNote records how the engine applies a skip_player_turn rule (its Board hook).
func skipPlayerTurnNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[sideTurnParams](b, r)
	if p.Side == "" || p.Turn == nil {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind skip_player_turn): side or turn not given; not applied by the engine", r.ID, r.Title)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): the %s player turn of turn %s is skipped entirely", r.ID, r.Title, p.Side, p.Turn)
}

// freeForcedMarchNote records how the engine applies a free_forced_march rule (its Board hook).
func freeForcedMarchNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[sideTurnParams](b, r)
	b.RuleNote(r, rules.Applied, "special rule %q (%s): a Forced March of the %s side on turn %s costs no Morale Point", r.ID, r.Title, p.Side, orEmpty(p.Turn))
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
