package rules

import (
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { bindAtFirstUse(bindTraitsKinds) }

// Units with a trait named by a special rule (16.7): kinds trait and
// irregular, elite_units and light_infantry.
func bindTraitsKinds() {
	bind("trait", Hooks{Units: traitRule})
	bind("irregular", Hooks{Units: traitRule})
	bind("elite_units", Hooks{Units: unitsFlag(func(u *UnitInfo) { u.Elite = true })})
	bind("light_infantry", Hooks{Units: lightInfantry})
}

// unitsFlag sets a flag on every unit a rule lists in its units parameter
// (elite_units: 16.7 Elite; light_infantry: 16.8 Light Infantry).
func unitsFlag(set func(u *UnitInfo)) func(b *Board, r scenario.Rule) {
	return func(b *Board, r scenario.Rule) {
		for _, id := range r.Params.List("units") {
			if i, ok := b.unitIx[id]; ok {
				set(&b.Units[i])
			}
		}
	}
}

// lightInfantry makes the units a light_infantry rule lists Light
// Infantry (16.8), also without optional rule 16.7.
func lightInfantry(b *Board, r scenario.Rule) {
	if b.lightBy == nil {
		b.lightBy = map[string]bool{}
	}
	for _, id := range r.Params.List("units") {
		b.lightBy[id] = true
		if i, ok := b.unitIx[id]; ok {
			b.Units[i].Light = true
		}
	}
}

// traitRule reads a trait rule (kind "trait" with a "trait" parameter and
// a "units" list, or kind "irregular"): listed units get the trait, and the
// Irregular rule's effects are recorded (16.7).
func traitRule(b *Board, r scenario.Rule) {
	trait := r.Params["trait"]
	if r.Kind == "irregular" {
		trait = "irregular"
	}
	if trait == "" {
		b.ruleNote(r, NotApplied, "special rule %q (%s, kind trait) names no trait; not applied", r.ID, r.Title)
		return
	}
	for _, id := range r.Params.List("units") {
		i, ok := b.unitIx[strings.TrimSpace(id)]
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
		if trait == "irregular" && (strings.Contains(r.Params["treated_as"], "unreliable") || r.Kind == "irregular" ||
			strings.Contains(strings.ToLower(r.Text), "unsteady") || strings.Contains(strings.ToLower(r.Text), "unreliable")) {
			u.Unreliable = true
		}
	}
	if trait != "irregular" {
		return
	}
	ir := irregularRule{active: true}
	for _, k := range []string{"rout_modifier", "rout_die_modifier"} {
		if v, err := strconv.Atoi(strings.TrimPrefix(r.Params[k], "+")); err == nil {
			ir.routMod = v
		}
	}
	ir.eliminate = r.Params["rally"] == "false" || strings.Contains(r.Params["on_break"], "eliminated")
	ir.withdrawRouted = r.Params["on_withdraw"] != "" || strings.Contains(strings.ToLower(r.Text), "places a rout")
	ir.noCharge = strings.Contains(r.Params["cavalry_reaction"], "disengage only")
	b.irr = ir
	b.ruleNote(r, Applied, "special rule %q (%s): Irregular units rout %+d, %s, Withdraw places a Routed! marker: %v, cavalry may countercharge: %v", r.ID, r.Title, ir.routMod,
		map[bool]string{true: "are eliminated when Broken", false: "may rally when Broken"}[ir.eliminate], ir.withdrawRouted, !ir.noCharge)
}

// listedTrait reports whether a special rule of kind trait (or irregular)
// gives unit id the trait (16.7); the campaign interphase (campaign.go)
// reads it for the units of the next game.
func listedTrait(s *scenario.Scenario, id, trait string) bool {
	for _, r := range s.Special {
		t := r.Params["trait"]
		if r.Kind == "irregular" && t == "" {
			t = scenario.TraitIrregular
		}
		if (r.Kind != "trait" && r.Kind != "irregular") || t != trait {
			continue
		}
		for _, u := range r.Params.List("units") {
			if strings.TrimSpace(u) == id {
				return true
			}
		}
	}
	return false
}
