// Combat modifiers (9.5; Bussaco 20 9.8.8; Talavera 20 9.2.3, Coordination
// Problems of combined attacks; kind combat_modifier).

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The combat_modifier kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "combat_modifier", Rule: "9.5", Doc: "a modifier to the final combat differential of some attacks",
		Params: []scenario.Param{req(pSide), req(integer("differential", -10, 10, "the modifier to the differential")), text("corps", "the attacks are made only by units of this corps"),
			integer("free_combined_attacks", 0, 99, "the Combined Attacks per Combat Phase that are not modified"), text("unless_optional", "the optional rule number that cancels the modifier")}})
}

// combatModifierParams are a combat_modifier rule's parameters (9.5),
// decoded once when the board is built.
type combatModifierParams struct {
	Side                string `param:"side"`
	Differential        *int   `param:"differential"`
	Corps               string `param:"corps"`                 // the attacks made only by units of this Corps
	FreeCombinedAttacks *int   `param:"free_combined_attacks"` // or the Combined Attacks beyond this many a Combat Phase
	UnlessOptional      string `param:"unless_optional"`
}

// Needs is what the engine needs of a combat_modifier rule.
func (combatModifierParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the attacks the modifier applies to: those made only by one corps, or the Combined Attacks beyond the free ones", "corps free_combined_attacks")
}

// combatModifierOf is a combat_modifier rule's modifier to a battle's
// final differential: an attack made only by one Corps (Bussaco 20 9.8.8,
// Distracted Masséna) or a Combined Attack beyond the free ones of a Combat
// Phase (Talavera 20 9.2.3, Coordination Problems). Neither applies with
// the optional rule it names in unless_optional.
func combatModifierOf(s *rules.State, _ scenario.Rule, x any, c *rules.BattleCtx) int {
	b := s.B
	p, _ := x.(*combatModifierParams)
	if p == nil || p.Differential == nil || len(c.Att) == 0 || p.Side != rules.SideName(c.AttSide) ||
		p.UnlessOptional != "" && b.OptionalOn[p.UnlessOptional] {
		return 0
	}
	n := *p.Differential
	switch {
	case p.Corps != "":
		for _, u := range c.Att {
			info := &b.Units[u]
			if info.Formation != p.Corps && !info.Cadre {
				return 0
			}
		}
		return n
	case p.FreeCombinedAttacks != nil:
		if c.Countercharge || !combined(b, c.Att) {
			return 0
		}
		done := 0
		for i := range s.BattleList {
			if s.BattleList[i].Resolved && !s.BattleList[i].Countercharge && combined(b, s.BattleList[i].Attackers) {
				done++
			}
		}
		if done >= *p.FreeCombinedAttacks {
			return n
		}
	}
	return 0
}

// combined reports whether British and Spanish units attack together (a
// Talavera 20 Combined Attack, 9.2.3).
func combined(b *rules.Board, att []int) bool {
	var british, spanish bool
	for _, u := range att {
		british = british || strings.EqualFold(b.Units[u].Nationality, "British")
		spanish = spanish || strings.EqualFold(b.Units[u].Nationality, "Spanish")
	}
	return british && spanish
}

// combatModifierNote records how the engine applies a combat_modifier rule (its Board hook).
func combatModifierNote(b *rules.Board, r scenario.Rule) {
	x, err := b.ParamsOf(r)
	cm, _ := x.(*combatModifierParams)
	switch {
	case err != nil:
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind combat_modifier): %v; not applied by the engine", r.ID, r.Title, err)
	case cm.Differential == nil || cm.Side == "":
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind combat_modifier): side or differential not given; not applied by the engine", r.ID, r.Title)
	case cm.UnlessOptional != "" && b.OptionalOn[cm.UnlessOptional]:
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s): not in use with optional rule %s", r.ID, r.Title, cm.UnlessOptional)
	case cm.Corps != "":
		b.RuleNote(r, rules.Applied, "special rule %q (%s): a %s attack made only by %s units (Remnants included) has %+d on the final differential", r.ID, r.Title, cm.Side, cm.Corps, *cm.Differential)
	case cm.FreeCombinedAttacks != nil:
		b.RuleNote(r, rules.Applied, "special rule %q (%s): after %d Combined Attack(s) (British and Spanish attackers together) resolved in a Combat Phase, each further one has %+d on the differential; the first resolved is the free one", r.ID, r.Title, *cm.FreeCombinedAttacks, *cm.Differential)
	default:
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind combat_modifier): no condition the engine knows; not applied by the engine", r.ID, r.Title)
	}
}

func init() { rules.BindAtFirstUse(bindCombatModifier) }

// bindCombatModifier binds the hooks of this file's kinds.
func bindCombatModifier() {
	rules.Bind("combat_modifier", rules.Hooks{Params: newParams[combatModifierParams], Board: combatModifierNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Battle: rules.BattleHooks{rules.AtDifferential: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
			c.Sum += combatModifierOf(s, r, x, c)
			return false
		}}}
	}})
}
