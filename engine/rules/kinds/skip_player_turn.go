// Player turns skipped (Bailén 20 17.2; kind skip_player_turn).

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

// skipPlayerTurnRule reports whether a skip_player_turn rule skips the
// player turn now beginning (Bailén 20 17.2).
func skipPlayerTurnRule(s *rules.State, _ scenario.Rule, x any) bool {
	p, _ := x.(*sideTurnParams)
	return p.on(s.Phasing, s.Turn)
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

func init() { rules.BindAtFirstUse(bindSkipPlayerTurn) }

// bindSkipPlayerTurn binds the hooks of this file's kind.
func bindSkipPlayerTurn() {
	rules.Bind("skip_player_turn", rules.Hooks{Params: newParams[sideTurnParams], Board: skipPlayerTurnNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Skip: rules.SkipHooks{rules.SkipsTurn: func(s *rules.State) (string, bool) { return r.ID, skipPlayerTurnRule(s, r, x) }}}
	}})
}
