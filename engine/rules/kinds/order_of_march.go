// Advance to Contact (Arapiles 20 3.0; kind order_of_march).

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The order_of_march kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "order_of_march", Rule: "3.0", Doc: "the entry area each side arrives through",
		Keys: &scenario.KeyParam{Key: scenario.KeySide, Value: scenario.ZoneParam, Doc: "the side's entry area"}})
}

// orderOfMarchParams are an order_of_march rule's parameters.
type orderOfMarchParams struct {
	Areas map[string]string `param:"*"` // each side's entry area, by side
}

// orderOfMarch checks an order_of_march rule (Arapiles 20 3.0, Advance to
// Contact: no unit deployed, every unit arrives by its side's entry area
// in order of march, 11.2) against the units' placements.
func orderOfMarch(b *rules.Board, r scenario.Rule) {
	areas := rules.RuleParams[orderOfMarchParams](b, r).Areas
	var parts []string
	for side := 0; side < 2; side++ {
		area := areas[rules.SideName(side)]
		if area == "" {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind order_of_march): no entry area for the %s side; not applied by the engine", r.ID, r.Title, rules.SideName(side))
			return
		}
		n := 0
		for _, u := range b.Scenario.Units {
			if u.Side != rules.SideName(side) {
				continue
			}
			switch u.Placement.Kind {
			case scenario.PlaceArrive:
				if u.Placement.EntryArea != area {
					b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind order_of_march): unit %q arrives by area %q, not %q; not applied by the engine", r.ID, r.Title, u.ID, u.Placement.EntryArea, area)
					return
				}
				n++
			case scenario.PlaceSetup, scenario.PlaceDeploy:
				b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind order_of_march): unit %q is deployed at the start; not applied by the engine", r.ID, r.Title, u.ID)
				return
			}
		}
		parts = append(parts, fmt.Sprintf("%d %s units by area %s", n, rules.SideName(side), area))
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): applied by the units' placements: no unit is deployed; %s arrive as reinforcements on their turns (11.0); a unit entering by an entry hex pays one more Movement Point for each unit that entered there before it this phase (11.2); the placements' order numbers are not enforced", r.ID, r.Title, strings.Join(parts, ", "))
}

func init() { rules.BindAtFirstUse(bindOrderOfMarch) }

// bindOrderOfMarch binds the hooks of this file's kinds.
func bindOrderOfMarch() {
	rules.Bind("order_of_march", rules.Hooks{Params: newParams[orderOfMarchParams], Board: orderOfMarch})
}
