package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBoardPlaysTheScenarioDecodedParams: the engine decodes no rule again
// when it builds a board: the parameters its hooks are handed are the
// values the scenario decoded (scenario.SpecialParams), which the
// validator checked; two boards of one scenario share them.
func TestBoardPlaysTheScenarioDecodedParams(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr-res", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
	f.unit("al-brit", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0605")
	r := scenario.Rule{ID: "distracted-massena", Number: "9.8.8", Title: "Distracted Masséna", Kind: "combat_modifier",
		Params: scenario.Args{"corps": "Reserve Corps", "differential": "-1", "side": "french"}}
	f.s.Special = []scenario.Rule{r}
	want := f.s.SpecialParams().Values[0]
	if _, ok := want.(*combatModifierParams); !ok {
		t.Fatalf("the scenario decoded %T, not the kind's struct", want)
	}
	for range 2 {
		b := f.board()
		if got := rules.RuleParams[combatModifierParams](b, r); any(got) != want {
			t.Errorf("the board plays %p, not the scenario's %p", got, want)
		}
		if len(b.Hooked) != 1 || b.Hooked[0].Params != want {
			t.Errorf("the hooks are handed %v, not the scenario's %p", b.Hooked, want)
		}
	}
}
