// The Danube Flotilla (Slobozia 20 9.4.5; kind flotilla).

package kinds

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The flotilla kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "flotilla", Rule: "9.4", Single: true, Doc: "a river flotilla that supports battles",
		Params: []scenario.Param{req(pSide), pUnit, enums("functions", "support_attack support_defense interdict_ford harass_movement", "what it may do"),
			integer("uses_per_turn", 1, 99, "uses per Game Turn"), integer("support_value", -10, 10, "the strength it adds"), text("support_condition", "when it may add it"),
			typed("no_reaction_phase", scenario.BoolParam, "whether it is never used in a Reaction Phase battle")}})
}

// flotillaSlot holds the Game Turn + 1 the Danube Flotilla was last used.
var flotillaSlot = rules.NewStateSlot[int16]()

func init() { rules.BindAtFirstUse(bindFlotillaKinds) }

// The Danube Flotilla (Slobozia 20 9.4.5, kind flotilla).
func bindFlotillaKinds() {
	rules.Bind("flotilla", rules.Hooks{Params: newParams[flotillaParams], Board: flotillaNote})
	// The Russian player commits the Flotilla to a battle (Resolve.Commit).
	rules.BindOption("flotilla", rules.OrderOption{Orders: []string{"resolve"}, Unit: rules.NoUnit,
		Side: func(_ *rules.Board, _ scenario.Rule, p any) int {
			return rules.SideIndex(rules.AsParams[flotillaParams](p).Side)
		},
		Check: func(s *rules.State, _ scenario.Rule, _ any, bt *rules.Battle, _ int) error {
			return checkFlotilla(s, bt, true)
		}})
	rules.BindGame("flotilla", 40, rules.GameHooks{
		Active: withRule("flotilla"),
		Battle: rules.BattleHooks{rules.AtStrengths: func(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) bool {
			o := c.Opts()
			_, _, use := o.CommittedTo(s.B, "flotilla")
			c.Strengths[0], c.Strengths[1], c.Strengths[2] = flotilla(s, c, use, c.Strengths[0], c.Strengths[1], c.Strengths[2], ev)
			return false
		}},
	})
}

// flotillaNote records how the engine applies the Danube Flotilla
// (Slobozia 20 9.4.5).
func flotillaNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[flotillaParams](b, r)
	if _, ok := flotillaUsable(b, r); !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind flotilla): side %q, unit %q (it must be set aside, not not_used), uses_per_turn %q, support_value %q or functions %q not usable; not applied by the engine",
			r.ID, r.Title, p.Side, p.Unit, intOrEmpty(p.UsesPerTurn), intOrEmpty(p.SupportValue), strings.Join(p.Functions, ","))
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): once per Game Turn a Resolve order committing it (+%s) adds %+d to the %s strength total, at Step B when the defender of an attack by the %s side is in a hex adjacent to a %s or %s hex, or at Step C when a unit of the %s side defends in such a hex (with Reserves or without); never in a Reaction Phase battle (9.4.5); its Interdict a Danube River Ford and Harass Ottoman Movement functions are not applied by the engine",
		r.ID, r.Title, r.ID, *p.SupportValue, p.Side, p.Side, scenario.TerrainWideMajorRiver, scenario.TerrainIslet, p.Side)
}

// flotillaRule returns the usable flotilla rule and its side.
func flotillaRuleOf(b *rules.Board) (side int, ok bool) {
	for _, r := range b.Special["flotilla"] {
		if side, ok := flotillaUsable(b, r); ok {
			return side, true
		}
	}
	return -1, false
}

// flotillaUsable reports whether a flotilla rule is one the engine applies,
// and its side.
func flotillaUsable(b *rules.Board, r scenario.Rule) (side int, ok bool) {
	p := rules.RuleParams[flotillaParams](b, r)
	if (p.Side != scenario.French && p.Side != scenario.AntiFrench) || p.UsesPerTurn == nil || *p.UsesPerTurn != 1 || p.SupportValue == nil || *p.SupportValue != 1 ||
		!slices.Contains(p.Functions, "support_attack") || !slices.Contains(p.Functions, "support_defense") {
		return -1, false
	}
	used := false
	for _, u := range b.Scenario.Units {
		if u.ID == p.Unit {
			used = u.Placement.Kind != scenario.PlaceNotUsed
		}
	}
	if !used {
		return -1, false
	}
	return rules.SideIndex(p.Side), true
}

// flotillaParams are a flotilla rule's parameters (Slobozia 20 9.4.5).
type flotillaParams struct {
	Side             string   `param:"side"`
	Unit             string   `param:"unit"`      // the flotilla's counter, set aside
	Functions        []string `param:"functions"` // support_attack, support_defense, interdict_ford, harass_movement
	UsesPerTurn      *int     `param:"uses_per_turn"`
	SupportValue     *int     `param:"support_value"` // the strength it adds
	SupportCondition string   `param:"support_condition"`
	NoReactionPhase  *bool    `param:"no_reaction_phase"`
}

// byWideRiver reports whether a hex of units is adjacent to a Wide Major
// River hex (an Estuarial Islet hex is one, 6.10).
func byWideRiver(s *rules.State, units []int) bool {
	b := s.B
	for _, u := range units {
		h := s.Units[u].Hex
		if h < 0 {
			continue
		}
		for d := 0; d < 6; d++ {
			if n := b.Neighbours[h][d]; n >= 0 && (b.Terrain[n] == scenario.TerrainWideMajorRiver || b.Terrain[n] == scenario.TerrainIslet) {
				return true
			}
		}
	}
	return false
}

// checkFlotilla validates committing the Danube Flotilla to a battle
// (9.4.5).
func checkFlotilla(s *rules.State, bt *rules.Battle, use bool) error {
	if !use {
		return nil
	}
	_, ok := flotillaRuleOf(s.B)
	switch {
	case !ok:
		return rules.Illegal("9.4.5", "the scenario has no Danube Flotilla in play (9.4.5)")
	case flotillaSlot.Of(s) == int16(s.Turn+1):
		return rules.Illegal("9.4.5", "the Danube Flotilla was already used this Game Turn (9.4.5)")
	case bt.Countercharge || s.Phase == rules.PhaseReaction:
		return rules.Illegal("9.4.5", "the Danube Flotilla cannot support a Reaction Phase battle (9.4.5)")
	case len(bt.Attackers) == 0 || len(bt.Defenders) == 0:
		return rules.Illegal("9.4.5", "no battle to support")
	}
	if !byWideRiver(s, bt.Defenders) { // an attack on, or a defence by, units adjacent to the river
		return rules.Illegal("9.4.5", "the Danube Flotilla supports only a battle whose defender is adjacent to a Wide Major River hex (9.4.5)")
	}
	return nil
}

// flotilla adds the Danube Flotilla's +1 to its side's strength total
// (Step B attacking, Step C defending) and marks it used this Game Turn.
func flotilla(s *rules.State, c *rules.BattleCtx, use bool, att, def, diff int, ev *[]rules.Event) (int, int, int) {
	if !use {
		return att, def, diff
	}
	side, _ := flotillaRuleOf(s.B)
	*flotillaSlot.Mut(s) = int16(s.Turn + 1)
	step := "C"
	if c.AttSide == side {
		att, diff, step = att+1, diff+1, "B"
	} else {
		def, diff = def+1, diff-1
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(side), Text: fmt.Sprintf("Danube Flotilla: +1 at Step %s (9.4.5)", step)})
	return att, def, diff
}

// Needs is what the engine needs of a flotilla rule.
func (flotillaParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the flotilla's counter (set aside), its uses, the strength it adds and what it does", "unit", "uses_per_turn", "support_value", "functions")
}
