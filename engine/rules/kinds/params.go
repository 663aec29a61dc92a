// Parameter helpers shared by several kinds: the parameter struct's maker
// (Hooks.Params), the side-and-turn and one-unit parameters, the writing
// of optional numbers in notes, and the wording the kinds' notes share.

package kinds

import (
	"strconv"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// newParams makes a kind's parameter struct (Hooks.Params).
func newParams[T any]() any { return new(T) }

// withRule is the Active filter (rules.GameHooks) of a group whose hooks
// act only for rules of the kinds named: a board without one does not call
// them.
func withRule(kinds ...string) func(*rules.Board) bool {
	return func(b *rules.Board) bool {
		for _, k := range kinds {
			if len(b.Special[k]) > 0 {
				return true
			}
		}
		return false
	}
}

// sideTurnParams are the parameters of the kinds that act for a side on a
// Game Turn (skip_player_turn, free_forced_march).
type sideTurnParams struct {
	Side string          `param:"side"`
	Turn *scenario.Range `param:"turn"`
}

// on reports whether the rule acts for side on Game Turn turn.
func (p *sideTurnParams) on(side, turn int) bool {
	return p != nil && p.Turn != nil && p.Side == rules.SideName(side) && turn >= p.Turn.Lo && turn <= p.Turn.Hi
}

// unitParams are the parameters of a kind about one unit
// (dummy_restriction).
type unitParams struct {
	Unit string `param:"unit"`
}

// orZero is *n, or 0 when n is nil.
func orZero(n *int) int {
	if n == nil {
		return 0
	}
	return *n
}

// intOrEmpty is *n as a number, or "" when n is nil.
func intOrEmpty(n *int) string {
	if n == nil {
		return ""
	}
	return strconv.Itoa(*n)
}

// orEmpty is r as written ("3", "1-5"), or "" when r is nil.
func orEmpty(r *scenario.Range) string {
	if r == nil {
		return ""
	}
	return r.String()
}

// withLeaderRule opens the notes of rules played only with the optional
// Leader rule.
const withLeaderRule = "with the optional Leader rule (16.9), "

// notApplied records that rule r is not applied by the engine, and why.
func notApplied(b *rules.Board, r scenario.Rule, what string) {
	b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind %s): %s; not applied by the engine", r.ID, r.Title, r.Kind, what)
}
