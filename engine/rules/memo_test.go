package rules_test

import "testing"

// TestSpecialRuleMemosAgree: the special rules a Board reads on every order
// or card (the movement_limit rules' parameters, the leader_state rule of
// Masséna's Apathy, 16.9.2, and the Corps activation roll's command_limit
// rule, Bussaco 20 5.1) are read once per Board; the memos hold what
// reading them afresh gives.
func TestSpecialRuleMemosAgree(t *testing.T) {
	for id, b := range hintBoards(t) {
		t.Run(id, func(t *testing.T) {
			if d := b.MemosDisagree(); d != "" {
				t.Error(d)
			}
		})
	}
}
