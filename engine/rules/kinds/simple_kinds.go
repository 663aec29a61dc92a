// The registration of the kinds that bind one or two Game hooks each
// (dummy_restriction, skip_player_turn, deck_setup, free_forced_march,
// morale_per_army, no_truce, rally_modifier, combat_modifier,
// guard_exception, morale_on_entry, first_contact_morale, night_rest,
// rest_recovery), and the notes of how they are applied. Each rule is in a
// file of its own.

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The skip_player_turn kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "skip_player_turn", Rule: "4.0", Doc: "a player turn that is skipped entirely",
		Params: []scenario.Param{req(pSide), req(pTurn)}})
}

// The free_forced_march kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "free_forced_march", Rule: "12.2.1", Doc: "a Forced March that costs no Morale on one turn",
		Params: []scenario.Param{req(pSide), req(pTurn)}})
}

// The dummy_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "dummy_restriction", Rule: "16.1.3", Doc: "a unit no Dummy may join",
		Params: []scenario.Param{req(pUnit)}})
}

func init() { rules.BindAtFirstUse(bindRuleKinds) }

// The kinds whose notes applySpecialRule records.
func bindRuleKinds() {
	rules.Bind("dummy_restriction", rules.Hooks{Params: newParams[unitParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{NoDummy: func(b *rules.Board, u int) (scenario.Rule, bool) { return r, dummyRestrictedBy(b, r, x, u) }}
	}})
	rules.Bind("skip_player_turn", rules.Hooks{Params: newParams[sideTurnParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Skip: rules.SkipHooks{rules.SkipsTurn: func(s *rules.State) (string, bool) { return r.ID, skipPlayerTurnRule(s, r, x) }}}
	}})
	rules.Bind("deck_setup", rules.Hooks{Params: newParams[deckSetupParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Phase: rules.PhaseHooks{rules.OnGameStart: func(s *rules.State, _ rules.PhaseStep) bool {
			deckSetup(s, r, x)
			return false
		}}}
	}})
	rules.Bind("free_forced_march", rules.Hooks{Params: newParams[sideTurnParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{ForcedMarch: rules.MarchHooks{rules.MarchCost: func(s *rules.State, q rules.March) rules.March {
			q.Cost, q.OK = freeForcedMarch(s, r, x)
			return q
		}}}
	}})
	rules.Bind("morale_per_army", rules.Hooks{Params: newParams[moralePerArmyParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{
			ForcedMarch: rules.MarchHooks{rules.MarchCost: func(s *rules.State, q rules.March) rules.March {
				q.Cost, q.OK = forcedMarchPerArmy(s, r, x)
				return q
			}},
			Rally: rules.RallyHooks{rules.RallyBonusCost: func(s *rules.State, _ rules.RallyAsk) (int, bool) { return rallyPerArmy(s, r, x) }},
		}
	}})
	rules.Bind("no_truce", rules.Hooks{Params: newParams[noTruceParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Lull: rules.LullHooks{rules.NoTruce: func(s *rules.State, side int) bool { return noTruceAfterRetreat(s, r, x, side) }}}
	}})
	rules.Bind("rally_modifier", rules.Hooks{Params: newParams[rallyModifierParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Rally: rules.RallyHooks{rules.RallyDie: func(s *rules.State, q rules.RallyAsk) (int, bool) {
			return rallyModifierOf(s, r, x, q.Unit, q.Pre), true
		}}}
	}})
	rules.Bind("combat_modifier", rules.Hooks{Params: newParams[combatModifierParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Battle: rules.BattleHooks{rules.AtDifferential: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
			c.Sum += combatModifierOf(s, r, x, c)
			return false
		}}}
	}})
	rules.Bind("guard_exception", rules.Hooks{Params: newParams[guardExceptionParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{GardeReculeExempt: func(b *rules.Board, u int) bool { return gardeReculeExemptOf(b, r, x, u) }}
	}})
	rules.Bind("morale_on_entry", rules.Hooks{Params: newParams[moraleOnEntryParams], Board: applySpecialRule, Game: rules.AfterOrderGame(moraleOnEntry)})
	rules.Bind("first_contact_morale", rules.Hooks{Params: newParams[firstContactParams], Board: applySpecialRule, Game: rules.AfterOrderGame(firstContactMorale)})
	rules.Bind("night_rest", rules.Hooks{Params: newParams[nightRestParams], Board: applySpecialRule, Game: ruleRest(nightRest)})
	rules.Bind("rest_recovery", rules.Hooks{Params: newParams[restRecoveryParams], Game: ruleRest(restRecovery)})
	// A rest_recovery rule's night without Rest Recovery is asked after
	// the Night Attack's (rank 60), whose event comes first in the log.
	rules.BindGame("rest_recovery", 90, rules.GameHooks{
		Active: func(b *rules.Board) bool { return len(b.Special["rest_recovery"]) > 0 },
		NoRest: func(s *rules.State, side int, ev *[]rules.Event) bool {
			none := false
			for hk := range s.B.Hooked {
				if br := &s.B.Hooked[hk]; br.Rule.Kind == "rest_recovery" && noRestRecovery(s, br.Rule, br.Params, side, ev) {
					none = true
				}
			}
			return none
		},
	})
}

// ruleRest is the Game hook of a rule whose f adds to a side's night Rest
// Recovery (14.0) what the rule gives instead of the standard point.
func ruleRest(f func(s *rules.State, r scenario.Rule, x any, side int, md *rules.MoraleDelta)) func(*rules.Board, scenario.Rule, any) rules.GameHooks {
	return func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Phase: rules.PhaseHooks{rules.OnRest: func(s *rules.State, e rules.PhaseStep) bool {
			f(s, r, x, e.Side, e.MoraleDelta)
			return false
		}}}
	}
}

// applySpecialRule records how the engine applies a special rule of a
// kind in specialApplied, or why it does not.
func applySpecialRule(b *rules.Board, r scenario.Rule) {
	switch r.Kind {
	case "skip_player_turn":
		p := rules.RuleParams[sideTurnParams](b, r)
		if p.Side == "" || p.Turn == nil {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind skip_player_turn): side or turn not given; not applied by the engine", r.ID, r.Title)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): the %s player turn of turn %s is skipped entirely", r.ID, r.Title, p.Side, p.Turn)
	case "free_forced_march":
		p := rules.RuleParams[sideTurnParams](b, r)
		b.RuleNote(r, rules.Applied, "special rule %q (%s): a Forced March of the %s side on turn %s costs no Morale Point", r.ID, r.Title, p.Side, orEmpty(p.Turn))
	case "no_truce":
		p := rules.RuleParams[noTruceParams](b, r)
		if !p.afterRetreat() {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind no_truce): condition %q not modelled; not applied by the engine", r.ID, r.Title, p.After)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): after authorizing its Organized Retreat the %s side gains no Morale from a Truce (13.0)", r.ID, r.Title, p.Side)
	case "deck_setup":
		deckSetupNote(b, r)
	case "morale_on_entry":
		p := rules.RuleParams[moraleOnEntryParams](b, r)
		if _, err := b.Parse(p.Hex); err != nil || p.Side == "" {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind morale_on_entry): hex or side not given; not applied by the engine", r.ID, r.Title)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): the first time a %s unit (not a Leader or Dummy) enters %s by any order, %s Morale %+d", r.ID, r.Title, p.Side, p.Hex, p.Side, orZero(p.Value))
	case "first_contact_morale":
		p := rules.RuleParams[firstContactParams](b, r)
		b.RuleNote(r, rules.Applied, "special rule %q (%s): on turns %s the first unit of each side (%s) that ends a move in an EZOC costs its side %s Morale; EZOCs entered by advance, retreat or reaction do not count", r.ID, r.Title, orEmpty(p.Turns), p.Sides, intOrEmpty(p.Value))
	case "night_rest":
		p := rules.RuleParams[nightRestParams](b, r)
		b.RuleNote(r, rules.Applied, "special rule %q (%s): the %s side's night Rest Recovery (14.0) is %s Morale when a %s unit occupies %s", r.ID, r.Title, p.Side, intOrEmpty(p.Value), p.Nationality, p.Hex)
	case "morale_per_army":
		p := rules.RuleParams[moralePerArmyParams](b, r)
		if p.Action == "rally" {
			leaderNote(b, r) // leaders.go
			return
		}
		if p.Action != "forced_march" {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind morale_per_army, action %s) is not applied by the engine", r.ID, r.Title, p.Action)
			return
		}
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): a Forced March of the %s side moves every unit and costs one Morale Point per army (%s); forcing one army alone is not modelled", r.ID, r.Title, p.Side, strings.Join(p.Armies, ","))
	case "guard_exception":
		p := rules.RuleParams[guardExceptionParams](b, r)
		if !hasUnit(b, p.Unit) || p.GardeRecule == nil || *p.GardeRecule {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind guard_exception): unit %q or its exception not usable; not applied by the engine", r.ID, r.Title, p.Unit)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): %s is never subject to Le Garde Recule (12.3.2); committing it costs a Morale Point as usual (12.3.1)", r.ID, r.Title, p.Unit)
	case "dummy_restriction":
		p := rules.RuleParams[unitParams](b, r)
		if !hasUnit(b, p.Unit) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind dummy_restriction): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, p.Unit)
			return
		}
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): with Fog of War (16.1) no Dummy may join %s (16.1.3); Dummies placed with rallied or arriving units are not modelled", r.ID, r.Title, p.Unit)
	case "combat_modifier":
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
	case "rally_modifier":
		p := rules.RuleParams[rallyModifierParams](b, r)
		c := p.Condition
		if p.Value == nil || p.Side == "" || c != "" && c != "french_morale>allied_morale" && c != "anti-french_morale>french_morale" {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind rally_modifier): value, side or condition %q not usable; not applied by the engine", r.ID, r.Title, c)
			return
		}
		n := *p.Value
		who := p.Side + " units"
		if p.Nationality != "" {
			who = p.Nationality + " " + who
		}
		if p.Trait != "" {
			who = p.Trait + " " + who
		}
		when := ""
		if c != "" {
			when = " while " + strings.ReplaceAll(c, "_", " ") + " (before Morale is spent on the Rally)"
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): Rally rolls (10.0) of %s are modified %+d%s", r.ID, r.Title, who, n, when)
	}
}
