package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestSpecialRuleNotesSayApplied: the notes of the special rules the engine
// applies describe them instead of reporting them not applied, and a rule
// missing its parameters is reported not applied.
func TestSpecialRuleNotesSayApplied(t *testing.T) {
	cases := []struct {
		name       string
		rule       scenario.Rule
		notApplied bool
	}{
		{"guard_exception", scenario.Rule{ID: "r", Title: "T", Kind: "guard_exception", Params: map[string]string{"unit": "fr-inf", "garde_recule": "false"}}, false},
		{"guard_exception unknown unit", scenario.Rule{ID: "r", Title: "T", Kind: "guard_exception", Params: map[string]string{"unit": "zz", "garde_recule": "false"}}, true},
		{"dummy_restriction", scenario.Rule{ID: "r", Title: "T", Kind: "dummy_restriction", Params: map[string]string{"unit": "fr-inf"}}, false},
		{"rally_modifier", scenario.Rule{ID: "r", Title: "T", Kind: "rally_modifier", Params: map[string]string{"side": "french", "value": "-1"}}, false},
		{"rally_modifier unknown condition", scenario.Rule{ID: "r", Title: "T", Kind: "rally_modifier", Params: map[string]string{"side": "french", "value": "-1", "condition": "raining"}}, true},
		{"skip_player_turn without turn", scenario.Rule{ID: "r", Title: "T", Kind: "skip_player_turn", Params: map[string]string{"side": "french"}}, true},
		{"deck_setup with a missing card", scenario.Rule{ID: "r", Title: "T", Kind: "deck_setup", Params: map[string]string{"top": "Dragoons"}}, true},
		{"organized_retreat without phase", scenario.Rule{ID: "r", Title: "T", Kind: "organized_retreat", Params: map[string]string{"side": "french", "hex": "0101"}}, true},
		{"morale_per_army rally", scenario.Rule{ID: "r", Title: "T", Kind: "morale_per_army", Params: map[string]string{"action": "rally", "side": "french"}}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 2, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0909")
			f.s.Special = []scenario.Rule{tc.rule}
			found, not := false, false
			for _, n := range f.board().Notes() {
				if strings.Contains(n, `special rule "r"`) {
					found = true
					not = not || strings.Contains(n, "not applied")
				}
			}
			if !found || not != tc.notApplied {
				t.Fatalf("note found %v, says not applied %v; want not applied %v", found, not, tc.notApplied)
			}
		})
	}
}
