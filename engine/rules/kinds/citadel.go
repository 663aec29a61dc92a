// The Citadel Battery and the Perimeter Redoubt (Slobozia 20 9.4.4.1,
// 9.4.4.2; kinds citadel_battery and perimeter_redoubt).

package kinds

import (
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The perimeter_redoubt kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "perimeter_redoubt", Rule: "9.4.4", Doc: "Redoubt hexsides and restored Garrisons of a bridgehead",
		Params: []scenario.Param{req(pSide), req(typed("hexes", scenario.HexList, "the perimeter hexes")), integer("combat", -10, 10, "the combat modifier of the Redoubt hexsides"),
			integer("retreat", -10, 10, "the retreat distance modifier"), text("condition", "when the combat modifier applies"), text("garrison_restored_while", "when the Garrisons are restored")}})
}

// The citadel_battery kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "citadel_battery", Rule: "9.4.4", Doc: "a fortress battery garrison that helps defend its hex",
		Params: []scenario.Param{req(pSide), req(pHex), pStrength, text("defender_bonus", "the bonus to a unit defending in its hex"), typed("can_attack", scenario.BoolParam, "whether it may attack"),
			typed("attack_doubled", scenario.BoolParam, "whether its attack strength is doubled"), typed("bombard_hex", scenario.HexParam, "the hex it may bombard")}})
}

// citadelParams are a citadel_battery rule's parameters (9.4.4).
type citadelParams struct {
	Side          string `param:"side"`
	Hex           string `param:"hex"`
	Strength      *int   `param:"strength"`
	DefenderBonus string `param:"defender_bonus"` // "+1 to ...": the bonus is its first word
	CanAttack     *bool  `param:"can_attack"`
	AttackDoubled *bool  `param:"attack_doubled"`
	BombardHex    string `param:"bombard_hex"`
}

// Needs is what the engine needs of a citadel_battery rule.
func (citadelParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the battery is the map's Garrison of this strength in its hex, and adds this bonus to its defenders", "strength", "defender_bonus")
}

// citadelBattery checks a citadel_battery rule (Slobozia 20 9.4.4.1, the
// Ottoman Citadel Battery) against the map's garrison in its hex. The
// engine applies the Garrison itself (9.4.4) and the +1 to the strength of
// each unit of its side defending in its hex while it is in play, before
// terrain; its attacks, 16.3 support and Bombardment are not applied.
func citadelBattery(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[citadelParams](b, r)
	n, err := strconv.Atoi(strings.Fields(p.DefenderBonus + " x")[0])
	ok := false
	for _, g := range b.Scenario.Map.Garrisons {
		ok = ok || g.Hex == p.Hex && g.Side == p.Side && p.Strength != nil && g.Strength == *p.Strength
	}
	if err != nil || !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind citadel_battery): no %s garrison of strength %s in %q, or bonus %q not usable; not applied by the engine", r.ID, r.Title, p.Side, intOrEmpty(p.Strength), p.Hex, p.DefenderBonus)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): the Battery is the map's %s Garrison of strength %s in %s (9.4.4); while it is in play each %s unit defending in its hex adds %+d to its strength, before terrain; its attack (doubled into an adjacent hex), 16.3 support and Bombardment of %s are not applied by the engine (garrisons do not attack, 9.4.4.1)", r.ID, r.Title, p.Side, intOrEmpty(p.Strength), p.Hex, p.Side, n, p.BombardHex)
}

// citadelBonus is the strength a citadel_battery rule's Battery adds to
// the defenders in its hex while it is in play (Slobozia 20 9.4.4.1).
func citadelBonus(s *rules.State, _ scenario.Rule, x any, c *rules.BattleCtx) int {
	b := s.B
	p := rules.AsParams[citadelParams](x)
	n, err := strconv.Atoi(strings.Fields(p.DefenderBonus + " x")[0])
	h, err2 := b.Parse(p.Hex)
	g := b.Unit("garrison-" + p.Hex)
	if err != nil || err2 != nil || g < 0 || s.Units[g].Where != rules.AtMap || rules.SideName(b.Units[g].Side) != p.Side {
		return 0
	}
	bonus := 0
	for _, d := range c.Def {
		if d != g && s.Units[d].Hex == h && rules.SideName(b.Units[d].Side) == p.Side {
			bonus += n
		}
	}
	return bonus
}

// citadelHex returns the hex of the scenario's Citadel Battery (kind
// citadel_battery), or "".
func citadelHex(b *rules.Board) string {
	for _, r := range b.Scenario.Special {
		if r.Kind == "citadel_battery" {
			return rules.RuleParams[citadelParams](b, r).Hex
		}
	}
	return ""
}

// perimeterParams are a perimeter_redoubt rule's parameters.
type perimeterParams struct {
	Side                  string   `param:"side"`
	Hexes                 []string `param:"hexes"` // the Perimeter hexes
	Combat                *int     `param:"combat"`
	Retreat               *int     `param:"retreat"`
	Condition             string   `param:"condition"`
	GarrisonRestoredWhile string   `param:"garrison_restored_while"`
}

// perimeterRedoubt checks a perimeter_redoubt rule (Slobozia 20 9.4.4.2,
// Slobozia Bridgehead): the Perimeter hexes' zero-strength Garrisons on the
// map are restored, while the Citadel Battery is in play, when the enemy
// units occupying a Perimeter hex are driven out of it by a Battle. The
// Redoubt hexsides' +1 is applied through the map's perimeter_redoubt
// hexsides; their -1 to the retreat distance is not applied.
func perimeterRedoubt(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[perimeterParams](b, r)
	codes := p.Hexes
	for _, code := range codes {
		ok := false
		for _, g := range b.Scenario.Map.Garrisons {
			ok = ok || g.Hex == code && g.Side == p.Side
		}
		if !ok {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind perimeter_redoubt): the map has no %s garrison in %s; not applied by the engine", r.ID, r.Title, p.Side, code)
			return
		}
	}
	battery := citadelHex(b)
	if len(codes) == 0 || battery == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind perimeter_redoubt): no Perimeter hexes or no Citadel Battery (kind citadel_battery); not applied by the engine", r.ID, r.Title)
		return
	}
	n := 0
	for _, hs := range b.Scenario.Map.Hexsides {
		for _, f := range hs.Features {
			if f == scenario.FeaturePerimeter {
				n++
			}
		}
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): the %s Garrison of a Perimeter hex (%s), once destroyed, is restored whenever the enemy units occupying that hex are driven out of it by a Battle (retreat, rout or Break), while the Citadel Battery's Garrison in %s is in play, any number of times; the +1 of the Redoubt hexsides is applied through the map's %s hexsides (the map gives %d) and their -1 to the retreat distance is not applied by the engine",
		r.ID, r.Title, p.Side, strings.Join(codes, ", "), battery, scenario.FeaturePerimeter, n)
}

// perimeterHeld lists the Perimeter hexes (kind perimeter_redoubt) that
// enemy units of a battle occupy before it is fought.
func perimeterHeld(s *rules.State, c *rules.BattleCtx) []int32 {
	b := s.B
	var out []int32
	for _, r := range b.Scenario.Special {
		if r.Kind != "perimeter_redoubt" {
			continue
		}
		p := rules.RuleParams[perimeterParams](b, r)
		for _, code := range p.Hexes {
			h, err := b.Parse(code)
			if err != nil {
				continue
			}
			for _, u := range append(c.Att[:len(c.Att):len(c.Att)], c.Def...) {
				if s.Units[u].Where == rules.AtMap && s.Units[u].Hex == h && rules.SideName(b.Units[u].Side) != p.Side && !b.Units[u].Garrison {
					out = append(out, h)
					break
				}
			}
		}
	}
	return out
}

// restorePerimeter restores the Perimeter Garrisons whose hexes the enemy
// was driven out of by a Battle, while the Citadel Battery is in play
// (Slobozia 20 9.4.4.2); held lists those hexes before the battle (the
// arrival kinds' AtBattleEnd hook, arrivals.go).
func restorePerimeter(s *rules.State, held []int32, ev *[]rules.Event) {
	b := s.B
	if len(held) == 0 {
		return
	}
	battery := b.Unit("garrison-" + citadelHex(b))
	if battery < 0 || s.Units[battery].Where != rules.AtMap {
		return
	}
	for _, h := range held {
		g := b.Unit("garrison-" + b.Code(h))
		if g < 0 || s.Units[g].Where == rules.AtMap || s.EnemyIn(h, b.Units[g].Side) {
			continue
		}
		s.Place(g, h)
		*ev = append(*ev, rules.Event{Kind: rules.EvGarrison, Unit: b.Units[g].ID, Hex: b.Code(h), Text: "restored: the enemy was driven out of the Perimeter hex (9.4.4.2)"})
	}
}

func init() { rules.BindAtFirstUse(bindCitadel) }

// bindCitadel binds the hooks of this file's kinds.
func bindCitadel() {
	rules.Bind("perimeter_redoubt", rules.Hooks{Params: newParams[perimeterParams], Board: perimeterRedoubt})
	rules.Bind("citadel_battery", rules.Hooks{Params: newParams[citadelParams], Board: citadelBattery, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Battle: rules.BattleHooks{rules.AtDefence: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
			c.Sum += citadelBonus(s, r, x, c)
			return false
		}}}
	}})
}
