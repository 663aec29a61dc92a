// The sides' names (2.0; Wallachia 20: the Ottomans are the French side;
// kind side_names).

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The side_names kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "side_names", Rule: "2.0", Doc: "the names of the French and Anti-French sides",
		Keys: &scenario.KeyParam{Key: scenario.KeySide, Value: scenario.Text, Doc: "the side's name"}})
}

// sideNamesParams are a side_names rule's parameters: each side's name, by
// side (2.0).
type sideNamesParams struct {
	Names map[string]string `param:"*"`
}

// sideNames checks a side_names rule (Wallachia 20: the Ottomans are the
// French side) against the scenario's sides: the rule is applied by the
// data, every rule of a side applying to the side of that id.
func sideNames(b *rules.Board, r scenario.Rule) {
	var names []string
	p := rules.RuleParams[sideNamesParams](b, r)
	for side := 0; side < 2; side++ {
		want := p.Names[rules.SideName(side)]
		got := ""
		for _, sd := range b.Scenario.Sides {
			if sd.ID == rules.SideName(side) {
				got = sd.Name
			}
		}
		if want == "" || !strings.EqualFold(want, got) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind side_names): the %s side is named %q in the scenario, not %q; not applied by the engine", r.ID, r.Title, rules.SideName(side), got, want)
			return
		}
		names = append(names, want+" = "+rules.SideName(side))
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): applied by the scenario's sides (%s); every rule of the French or Anti-French side applies to the side so named", r.ID, r.Title, strings.Join(names, ", "))
}

func init() { rules.BindAtFirstUse(bindSideNames) }

// bindSideNames binds the hooks of this file's kind.
func bindSideNames() {
	rules.Bind("side_names", rules.Hooks{Params: newParams[sideNamesParams], Board: sideNames})
}
