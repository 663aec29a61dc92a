// Forced March costs (12.2.1; Bailén 20 17.2; Talavera 20 12.2.1; kinds
// free_forced_march and morale_per_army).

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The free_forced_march kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "free_forced_march", Rule: "12.2.1", Doc: "a Forced March that costs no Morale on one turn",
		Params: []scenario.Param{req(pSide), req(pTurn)}})
}

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

// freeForcedMarchNote records how the engine applies a free_forced_march rule (its Board hook).
func freeForcedMarchNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[sideTurnParams](b, r)
	b.RuleNote(r, rules.Applied, "special rule %q (%s): a Forced March of the %s side on turn %s costs no Morale Point", r.ID, r.Title, p.Side, orEmpty(p.Turn))
}

func init() { rules.BindAtFirstUse(bindForcedMarch) }

// bindForcedMarch binds the hooks of this file's kind.
func bindForcedMarch() {
	rules.Bind("free_forced_march", rules.Hooks{Params: newParams[sideTurnParams], Board: freeForcedMarchNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{ForcedMarch: rules.MarchHooks{rules.MarchCost: func(s *rules.State, q rules.March) rules.March {
			q.Cost, q.OK = freeForcedMarch(s, r, x)
			return q
		}}}
	}})
}
