package rules

import "github.com/aide-de-camp/adc/engine/scenario"

func init() { bindAtFirstUse(bindLullKinds) }

// Lulls from a Game Turn on (kind lull_from_turn) and turns without Lulls
// (kind no_lull), 13.0.
func bindLullKinds() {
	bind("lull_from_turn", Hooks{Lull: lullFromTurn})
	bind("no_lull", Hooks{Lull: noLull})
}

// lullFromTurn allows Lulls from the rule's turn on, before any night has
// passed (Bussaco 20 13.0).
func lullFromTurn(s *State, r scenario.Rule) int {
	if t, err := r.Params.Int("turn"); err == nil && s.Turn >= t {
		return 1
	}
	return 0
}

// noLull forbids Lulls on the rule's turns (Talavera 20 13.1).
func noLull(s *State, r scenario.Rule) int {
	if lo, hi := r.Params.Range("turns"); s.Turn >= lo && s.Turn <= hi {
		return -1
	}
	return 0
}
