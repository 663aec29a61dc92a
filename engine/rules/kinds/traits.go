// Units with a trait (16.7, Special Troops; kinds trait, irregular,
// light_infantry, elite_units and special_units).

package kinds

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The trait kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "trait", Rule: "16.7", Doc: "units with a trait and how it works in the scenario",
		Params: []scenario.Param{req(enum("trait", traitValues, "the trait")), req(pUnits), enum("treated_as", traitValues, "the trait it works as"),
			integer("rout_die_modifier", -6, 6, "the modifier to the rout die"), text("on_break", "what happens when Broken"), text("on_withdraw", "what happens on a Withdraw"),
			text("cavalry_reaction", "what their cavalry may do in reaction"), text("breakdown_into", "what they break down into"), text("supersedes", "the rule it replaces")}})
}

// The special_units kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "special_units", Rule: "16.7", Doc: "units with special abilities, by group",
		Params: []scenario.Param{typed("irregular", scenario.UnitList, "Irregular units"), text("light", "Light units, in words"), integer("light_count", 0, 99, "how many"),
			typed("road_bound", scenario.UnitList, "Road-bound units"), typed("swiss", scenario.UnitList, "Swiss units"), integer("swiss_count", 0, 99, "how many"),
			typed("unsteady", scenario.UnitList, "Unsteady units"), integer("unsteady_count", 0, 99, "how many")}})
}

// The light_infantry kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "light_infantry", Rule: "16.8", Doc: "units that are Light Infantry",
		Params: []scenario.Param{req(pUnits)}})
}

// The irregular kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "irregular", Rule: "16.7.7", Doc: "Irregular units",
		Params: []scenario.Param{req(pUnits), integer("rout_modifier", -6, 6, "the modifier to their rout die"), typed("rally", scenario.BoolParam, "whether they may rally")}})
}

// The independent_brigades kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "independent_brigades", Rule: "16.6", Doc: "Independent Brigades (several)",
		Params: []scenario.Param{req(pUnits)}})
}

// The elite_units kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "elite_units", Rule: "16.7", Doc: "units that are Elite",
		Params: []scenario.Param{req(pUnits)}})
}

func init() { rules.BindAtFirstUse(bindTraitsKinds) }

// Units with a trait named by a special rule (16.7): kinds trait and
// irregular, elite_units and light_infantry.
func bindTraitsKinds() {
	rules.Bind("trait", rules.Hooks{Params: newParams[traitParams], Units: traitRule})
	rules.Bind("irregular", rules.Hooks{Params: newParams[irregularParams], Units: traitRule})
	rules.Bind("elite_units", rules.Hooks{Params: newParams[unitsParams], Units: unitsFlag(func(u *rules.UnitInfo) { u.Elite = true })})
	rules.Bind("light_infantry", rules.Hooks{Params: newParams[unitsParams], Units: lightInfantry})
	// Once every rule has marked its units, the Irregular rule's effects go
	// to each Irregular unit, where the combat and reaction steps read them.
	// (No Active: the rules are read with the units, after the groups
	// are bound.)
	rules.BindGame("irregular", 3, rules.GameHooks{Built: rules.BuiltHooks{rules.BuiltUnits: irregularUnits}})
	// The campaign interphase reads the traits the rules give the next
	// game's units from its scenario (17.0 B, 16.7.7).
	rules.BindTraitLister(listedTrait)
	rules.Bind("special_units", rules.Hooks{Params: newParams[specialUnitsParams], Board: specialUnitsNote})
	rules.Bind("independent_brigades", rules.Hooks{Params: newParams[unitsParams], Board: independentBrigadeNote, Units: independentBrigadeUnits})
}

// irregularUnits gives every Irregular unit the effects of the scenario's
// Irregular troops rule (16.7.7).
func irregularUnits(b *rules.Board) {
	ir := irregularOf(b)
	if !ir.Active {
		return
	}
	for u := range b.Units {
		if b.Units[u].Irregular {
			b.Units[u].IrregularRules = ir
		}
	}
}

// unitsParams are the parameters of a kind that lists units (elite_units,
// light_infantry).
type unitsParams struct {
	Units []string `param:"units"`
}

// traitParams are a trait rule's parameters (16.7).
type traitParams struct {
	Trait           string   `param:"trait"`
	Units           []string `param:"units"`
	TreatedAs       string   `param:"treated_as"` // the trait it works as
	RoutDieModifier *int     `param:"rout_die_modifier"`
	OnBreak         string   `param:"on_break"`
	OnWithdraw      string   `param:"on_withdraw"`
	CavalryReaction string   `param:"cavalry_reaction"`
	BreakdownInto   string   `param:"breakdown_into"`
	Supersedes      string   `param:"supersedes"`
}

// irregularParams are an irregular rule's parameters (16.7.7).
type irregularParams struct {
	Units        []string `param:"units"`
	RoutModifier *int     `param:"rout_modifier"`
	Rally        *bool    `param:"rally"`
}

// traitOf reads a trait or irregular rule as one trait rule: an irregular
// rule is a trait rule of trait irregular. It decodes the rule when b is
// nil (the campaign interphase has no board).
func traitOf(b *rules.Board, r scenario.Rule) traitParams {
	if r.Kind == "irregular" {
		var ir irregularParams
		if b != nil {
			ir = *rules.RuleParams[irregularParams](b, r)
		} else if scenario.DecodeParams(r, &ir) != nil {
			ir = irregularParams{}
		}
		t := traitParams{Trait: scenario.TraitIrregular, Units: ir.Units, RoutDieModifier: ir.RoutModifier}
		if ir.Rally != nil && !*ir.Rally {
			t.OnBreak = "eliminated"
		}
		return t
	}
	if b != nil {
		return *rules.RuleParams[traitParams](b, r)
	}
	var t traitParams
	if scenario.DecodeParams(r, &t) != nil {
		return traitParams{}
	}
	return t
}

// unitsFlag sets a flag on every unit a rule lists in its units parameter
// (elite_units: 16.7 Elite; light_infantry: 16.8 Light Infantry).
func unitsFlag(set func(u *rules.UnitInfo)) func(b *rules.Board, r scenario.Rule) {
	return func(b *rules.Board, r scenario.Rule) {
		for _, id := range rules.RuleParams[unitsParams](b, r).Units {
			if i, ok := b.UnitIndex[id]; ok {
				set(&b.Units[i])
			}
		}
	}
}

// irregularSlot holds the scenario's Irregular troops rule (16.7.7), read with
// the board.
var irregularSlot = rules.NewBoardSlot[rules.IrregularRule]()

// irregularOf is board b's Irregular troops rule (16.7.7); not active
// without one.
func irregularOf(b *rules.Board) rules.IrregularRule {
	if ir := irregularSlot.Of(b); ir != nil {
		return *ir
	}
	return rules.IrregularRule{}
}

// lightInfantry makes the units a light_infantry rule lists Light
// Infantry (16.8), also without optional rule 16.7.
func lightInfantry(b *rules.Board, r scenario.Rule) {
	for _, id := range rules.RuleParams[unitsParams](b, r).Units {
		if i, ok := b.UnitIndex[id]; ok {
			b.Units[i].Light, b.Units[i].LightRule = true, true
		}
	}
}

// traitRule reads a trait rule (kind "trait" with a "trait" parameter and
// a "units" list, or kind "irregular"): listed units get the trait, and the
// Irregular rule's effects are recorded (16.7).
func traitRule(b *rules.Board, r scenario.Rule) {
	p := traitOf(b, r)
	trait := p.Trait
	if trait == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind trait) names no trait; not applied", r.ID, r.Title)
		return
	}
	for _, id := range p.Units {
		i, ok := b.UnitIndex[id]
		if !ok {
			continue
		}
		u := &b.Units[i]
		switch trait {
		case "light":
			u.Light = true
		case "cossack":
			u.Cossack = true
		case "unreliable", "unsteady":
			u.Unreliable = true
		case "reluctant", "demoralized":
			u.Reluctant = true
		case "irregular":
			u.Irregular = true
		case "elite":
			u.Elite = true
		case "road_bound":
			u.RoadBound = true
		}
		if trait == "irregular" && (strings.Contains(p.TreatedAs, "unreliable") || r.Kind == "irregular" ||
			strings.Contains(strings.ToLower(r.Text), "unsteady") || strings.Contains(strings.ToLower(r.Text), "unreliable")) {
			u.Unreliable = true
		}
	}
	if trait != "irregular" {
		return
	}
	ir := rules.IrregularRule{Active: true}
	if p.RoutDieModifier != nil {
		ir.RoutMod = *p.RoutDieModifier
	}
	ir.Eliminate = strings.Contains(p.OnBreak, "eliminated")
	ir.WithdrawRouted = p.OnWithdraw != "" || strings.Contains(strings.ToLower(r.Text), "places a rout")
	ir.NoCharge = strings.Contains(p.CavalryReaction, "disengage only")
	*irregularSlot.Build(b) = ir
	b.RuleNote(r, rules.Applied, "special rule %q (%s): Irregular units rout %+d, %s, Withdraw places a Routed! marker: %v, cavalry may countercharge: %v", r.ID, r.Title, ir.RoutMod,
		map[bool]string{true: "are eliminated when Broken", false: "may rally when Broken"}[ir.Eliminate], ir.WithdrawRouted, !ir.NoCharge)
}

// listedTrait reports whether a special rule of kind trait (or irregular)
// gives unit id the trait (16.7); the campaign interphase reads it for the
// units of the next game (traitListed).
func listedTrait(s *scenario.Scenario, id, trait string) bool {
	for _, r := range s.Special {
		if r.Kind != "trait" && r.Kind != "irregular" {
			continue
		}
		if p := traitOf(nil, r); p.Trait == trait && slices.Contains(p.Units, id) {
			return true
		}
	}
	return false
}

// specialUnitsParams are a special_units rule's parameters.
type specialUnitsParams struct {
	Irregular     []string `param:"irregular"`
	Light         string   `param:"light"` // in words
	LightCount    *int     `param:"light_count"`
	RoadBound     []string `param:"road_bound"`
	Swiss         []string `param:"swiss"`
	SwissCount    *int     `param:"swiss_count"`
	Unsteady      []string `param:"unsteady"`
	UnsteadyCount *int     `param:"unsteady_count"`
}

// Needs is what the engine needs of a special_units rule: units named by
// id, whose traits it applies.
func (specialUnitsParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the Special Troops named by id, whose traits the engine applies, 16.7; it has no Swiss Mercenary rule, 16.7.8", "irregular road_bound unsteady light")
}

// specialUnitsNote records how a special_units rule (the list of a
// scenario's Special Troops, 16.7) is applied: through the traits of the
// units it names; what it does not name is not applied.
func specialUnitsNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[specialUnitsParams](b, r)
	var light []string
	for _, id := range strings.Split(p.Light, ",") {
		if id = strings.TrimSpace(id); id != "" {
			light = append(light, id)
		}
	}
	kinds := []struct {
		key         string
		ids         []string
		trait, what string
	}{
		{"irregular", p.Irregular, scenario.TraitIrregular, "Irregulars (16.7.7)"},
		{"road_bound", p.RoadBound, scenario.TraitRoadBound, "road-bound (16.7.6)"},
		{"unsteady", p.Unsteady, scenario.TraitUnreliable, "Unsteady (16.7.4)"},
		{"light", light, scenario.TraitLight, "Light Infantry (16.7.2)"},
		{"swiss", p.Swiss, scenario.TraitSpecial, "Swiss Mercenaries (16.7.8)"},
	}
	var done, not []string
	for _, k := range kinds {
		if len(k.ids) == 0 {
			continue
		}
		var with, without []string
		for _, id := range k.ids {
			found := false
			for _, u := range b.Scenario.Units {
				if u.ID == id {
					found = true
					if rules.HasTrait(u, k.trait) {
						with = append(with, id)
					} else {
						without = append(without, id)
					}
				}
			}
			if !found {
				without = append(without, id)
			}
		}
		if len(with) > 0 && k.key != "swiss" {
			done = append(done, fmt.Sprintf("%s %s", k.what, strings.Join(with, ", ")))
		}
		if len(with) > 0 && k.key == "swiss" {
			not = append(not, fmt.Sprintf("%s %s (the engine has no Swiss Mercenary rule)", k.what, strings.Join(with, ", ")))
		}
		if len(without) > 0 {
			not = append(not, fmt.Sprintf("%s %q (no unit with that trait)", k.what, strings.Join(without, ", ")))
		}
	}
	for _, k := range []struct {
		n    *int
		what string
	}{{p.LightCount, "Light Infantry"}, {p.UnsteadyCount, "Unsteady"}, {p.SwissCount, "Swiss Mercenaries"}} {
		if k.n != nil {
			not = append(not, fmt.Sprintf("the other %s units (%d in all; the scenario does not name them)", k.what, *k.n))
		}
	}
	text := fmt.Sprintf("special rule %q (%s): with Optional Rule 16.7, applied through the unit traits of ", r.ID, r.Title)
	if len(done) == 0 {
		text = fmt.Sprintf("special rule %q (%s): no unit it names carries its trait", r.ID, r.Title)
	} else {
		text += strings.Join(done, "; ")
	}
	st := rules.Applied
	if len(not) > 0 {
		text += "; not applied by the engine: " + strings.Join(not, "; ")
		st = rules.PartlyApplied
	}
	if len(done) == 0 {
		st = rules.NotApplied
	}
	b.RuleNote(r, st, "%s", text)
}
