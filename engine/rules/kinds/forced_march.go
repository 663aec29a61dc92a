// Forced March costs (12.2.1; Bailén 20 17.2; Talavera 20 12.2.1; kinds
// free_forced_march and morale_per_army).

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// freeForcedMarch is a free_forced_march rule's Forced March cost: none on
// its turn for its side (Bailén 20 17.2).
func freeForcedMarch(s *rules.State, _ scenario.Rule, x any) (int, bool) {
	if p, _ := x.(*sideTurnParams); p.on(s.Phasing, s.Turn) {
		return 0, true
	}
	return 0, false
}

// forcedMarchPerArmy is a morale_per_army rule's Forced March cost: one
// Morale Point per army (Talavera 20 12.2.1).
func forcedMarchPerArmy(s *rules.State, _ scenario.Rule, x any) (int, bool) {
	if p, _ := x.(*moralePerArmyParams); p != nil && p.Action == "forced_march" && p.Side == rules.SideName(s.Phasing) && len(p.Armies) > 1 {
		return len(p.Armies), true
	}
	return 0, false
}
