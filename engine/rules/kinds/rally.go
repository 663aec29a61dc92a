// Rally rules (10.0, 12.2.2; Talavera 20 12.2.2, Arapiles 20 10.2 Spanish
// Fragility, Arapiles 20 12.4; kinds morale_per_army, rally_restriction and
// rally_modifier).

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The rally_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "rally_restriction", Rule: "10.0", Doc: "a unit's Rally limits",
		Params: []scenario.Param{req(pUnit), typed("morale_bonus", scenario.BoolParam, "whether Morale Points may be spent on its Rally"), typed("partial_rally", scenario.BoolParam, "whether it may rally partially"),
			typed("split", scenario.BoolParam, "whether it may split")}})
}

// The rally_modifier kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "rally_modifier", Rule: "10.0", Doc: "a modifier to some units' Rally rolls",
		Params: []scenario.Param{req(pSide), req(pMorale), typed("nationality", scenario.Nationality, "only units of this nationality"), enum("trait", traitValues, "only units with this trait"),
			enum("condition", "french_morale>allied_morale anti-french_morale>french_morale", "only while this holds")}})
}

// The morale_per_army kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "morale_per_army", Rule: "12.2", Doc: "a Morale Point spent per army for a Forced March or Rally",
		Params: []scenario.Param{req(enum("action", "forced_march rally", "what the Morale Point buys")), pSide, typed("armies", scenario.NationalityList, "the armies (nationalities)")}})
}

// rallyNote records a morale_per_army rally rule (Talavera 20 12.2.2) or a
// rally_restriction rule (Arapiles 20 10.2, Spanish Fragility).
func rallyNote(b *rules.Board, r scenario.Rule) {
	switch r.Kind {
	case "morale_per_army":
		p := rules.RuleParams[moralePerArmyParams](b, r)
		armies := p.Armies
		if p.Side != "french" && p.Side != "anti-french" || len(armies) < 2 {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind morale_per_army, action rally): side or armies not usable; not applied by the engine", r.ID, r.Title)
			return
		}
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): a Rally of the %s side that spends Morale (12.2.2) costs one Morale Point per army (%s), %d in all, and gives +1 to every unit's Rally roll; paying for one army alone is not modelled", r.ID, r.Title, p.Side, strings.Join(p.Armies, ","), len(armies))
	case "rally_restriction":
		p := rules.RuleParams[rallyRestrictionParams](b, r)
		if !hasUnit(b, p.Unit) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind rally_restriction): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, p.Unit)
			return
		}
		var what []string
		for _, k := range []struct {
			v    *bool
			what string
		}{{p.MoraleBonus, "never has the +1 Rally bonus for spent Morale (12.2.2)"}, {p.PartialRally, "never makes a Partial Rally (16.5.1)"}, {p.Split, "may not Split (16.6.1)"}} {
			if k.v != nil && !*k.v {
				what = append(what, k.what)
			}
		}
		if len(what) == 0 {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind rally_restriction): no restriction given; not applied by the engine", r.ID, r.Title)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): %s %s", r.ID, r.Title, p.Unit, strings.Join(what, ", "))
	}
}

// rallyPerArmy is a morale_per_army rally rule's cost of the +1 Rally
// bonus (Talavera 20 12.2.2): one Morale Point per army of the phasing side.
func rallyPerArmy(s *rules.State, _ scenario.Rule, x any) (int, bool) {
	if p := rules.AsParams[moralePerArmyParams](x); p.Action == "rally" && p.Side == rules.SideName(s.Phasing) {
		if n := len(p.Armies); n > 1 {
			return n, true
		}
	}
	return 0, false
}

// moralePerArmyParams are a morale_per_army rule's parameters (12.2).
type moralePerArmyParams struct {
	Action string   `param:"action"`
	Side   string   `param:"side"`
	Armies []string `param:"armies"`
}

// rallyRestrictionParams are a rally_restriction rule's parameters.
type rallyRestrictionParams struct {
	Unit         string `param:"unit"`
	MoraleBonus  *bool  `param:"morale_bonus"`
	PartialRally *bool  `param:"partial_rally"`
	Split        *bool  `param:"split"`
}

// Needs is what the engine needs of a rally_restriction rule.
func (rallyRestrictionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the restriction: false for each thing the unit may not do", "morale_bonus partial_rally split")
}

// rallyRestrictionUnits takes away from the unit of a rally_restriction
// rule what the rule says (Arapiles 20 10.2): the +1 Rally bonus for spent
// Morale (12.2.2), the Partial Rally (16.5.1), the Split (16.6.1).
func rallyRestrictionUnits(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[rallyRestrictionParams](b, r)
	isFalse := func(v *bool) bool { return v != nil && !*v }
	for u := range b.Units {
		info := &b.Units[u]
		if info.ID != p.Unit {
			continue
		}
		if isFalse(p.MoraleBonus) {
			info.NoMoraleBonus = true
		}
		if isFalse(p.PartialRally) {
			info.NoPartialRally = true
		}
		if isFalse(p.Split) {
			info.NoSplit = &rules.IllegalOrder{Rule: rules.RuleOf(r), Reason: fmt.Sprintf("%q may not Split (scenario rule, kind rally_restriction)", info.ID)}
		}
	}
}

// rallyModifierParams are a rally_modifier rule's parameters (10.0).
type rallyModifierParams struct {
	Side        string `param:"side"`
	Value       *int   `param:"value"`
	Nationality string `param:"nationality"` // only units of this nationality
	Trait       string `param:"trait"`       // only units with this trait
	Condition   string `param:"condition"`   // only while this holds
}

// rallyModifierOf is a rally_modifier rule's modifier to unit u's Rally
// roll (10.0, Talavera 20 10.1, Arapiles 20 12.4); pre is the Morale before
// any was spent on the Rally.
func rallyModifierOf(s *rules.State, _ scenario.Rule, x any, u int, pre [2]int) int {
	info := &s.B.Units[u]
	p, _ := x.(*rallyModifierParams)
	if p == nil || p.Value == nil || p.Side != rules.SideName(info.Side) {
		return 0
	}
	if p.Nationality != "" && !strings.EqualFold(p.Nationality, info.Nationality) {
		return 0
	}
	if t := p.Trait; t != "" && !(t == scenario.TraitUnreliable && info.Unreliable || t == scenario.TraitElite && info.Elite || t == scenario.TraitIrregular && info.Irregular) {
		return 0
	}
	switch p.Condition {
	case "":
	case "french_morale>allied_morale":
		if pre[rules.French] <= pre[rules.AntiFrench] {
			return 0
		}
	case "anti-french_morale>french_morale":
		if pre[rules.AntiFrench] <= pre[rules.French] {
			return 0
		}
	default:
		return 0
	}
	return *p.Value
}

// moralePerArmyNote records how the engine applies a morale_per_army rule (its Board hook).
func moralePerArmyNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[moralePerArmyParams](b, r)
	if p.Action == "rally" {
		rallyNote(b, r)
		return
	}
	if p.Action != "forced_march" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind morale_per_army, action %s) is not applied by the engine", r.ID, r.Title, p.Action)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): a Forced March of the %s side moves every unit and costs one Morale Point per army (%s); forcing one army alone is not modelled", r.ID, r.Title, p.Side, strings.Join(p.Armies, ","))
}

// rallyModifierNote records how the engine applies a rally_modifier rule (its Board hook).
func rallyModifierNote(b *rules.Board, r scenario.Rule) {
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

func init() { rules.BindAtFirstUse(bindRally) }

// bindRally binds the hooks of this file's kinds.
func bindRally() {
	rules.Bind("rally_restriction", rules.Hooks{Params: newParams[rallyRestrictionParams], Board: rallyNote, Units: rallyRestrictionUnits})
	rules.Bind("morale_per_army", rules.Hooks{Params: newParams[moralePerArmyParams], Board: moralePerArmyNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{
			ForcedMarch: rules.MarchHooks{rules.MarchCost: func(s *rules.State, q rules.March) rules.March {
				q.Cost, q.OK = forcedMarchPerArmy(s, r, x)
				return q
			}},
			Rally: rules.RallyHooks{rules.RallyBonusCost: func(s *rules.State, _ rules.RallyAsk) (int, bool) { return rallyPerArmy(s, r, x) }},
		}
	}})
	rules.Bind("rally_modifier", rules.Hooks{Params: newParams[rallyModifierParams], Board: rallyModifierNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Rally: rules.RallyHooks{rules.RallyDie: func(s *rules.State, q rules.RallyAsk) (int, bool) {
			return rallyModifierOf(s, r, x, q.Unit, q.Pre), true
		}}}
	}})
}
