package rules

import (
	"slices"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestNeedsDeclaredByTheKind: what the engine needs of a rule beyond its
// required parameters is declared by the kind's parameter struct and
// checked when the rule is decoded, at load: a combat_modifier rule with
// only its required side and differential leaves "corps or
// free_combined_attacks" unmet, the validator and the engine read that one
// answer, and the engine does not apply the rule; with corps it is met.
func TestNeedsDeclaredByTheKind(t *testing.T) {
	cases := []struct {
		name      string
		params    map[string]string
		wantUnmet []string // the unmet need's parameters
	}{
		{"required parameters only", map[string]string{"side": "french", "differential": "1"}, []string{"corps", "free_combined_attacks"}},
		{"with corps", map[string]string{"side": "french", "differential": "1", "corps": "I"}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 2, 2, "0506")
			f.unit("aa", af, in, 2, 2, "0606")
			f.s.Special = []scenario.Rule{{ID: "cm", Number: "9.9", Title: "Modifier", Kind: "combat_modifier", Params: tc.params}}
			b := f.board()
			unmet := b.Scenario.SpecialParams().Unmet[0]
			var got []string
			for _, n := range unmet {
				got = append(got, n.AnyOf...)
			}
			if !slices.Equal(got, tc.wantUnmet) {
				t.Fatalf("unmet needs %v, want %v", got, tc.wantUnmet)
			}
			if k, _ := scenario.Kind("combat_modifier"); len(k.Needs) == 0 {
				t.Errorf("the registry does not show the kind's needs")
			}
			if st := b.RuleStatuses()[0].Status; len(tc.wantUnmet) > 0 && st != NotApplied {
				t.Errorf("a rule with an unmet need is %v by the engine, want not applied", st)
			}
		})
	}
}
