package kinds

import (
	"errors"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
)

// TestSpecialRuleMemosAgree: the special rules a Board reads on every order
// or card (the movement_limit rules' parameters, the leader_state rule of
// Masséna's Apathy, 16.9.2, and the Corps activation roll's command_limit
// rule, Bussaco 20 5.1) are read once per Board; the memos hold what
// reading them afresh gives.
func TestSpecialRuleMemosAgree(t *testing.T) {
	for _, id := range []string{"bussaco20-espana", "rousse20", "talavera20", "bailen20"} {
		t.Run(id, func(t *testing.T) {
			b, err := bundle.Open(id, rules.Options{Optional: []string{"all"}})
			if md := (*rules.MissingDataError)(nil); errors.As(err, &md) {
				t.Skipf("%s lacks data: %v", id, err)
			}
			if err != nil {
				t.Fatal(err)
			}
			if d := MemosDisagree(b); d != "" {
				t.Error(d)
			}
		})
	}
}
