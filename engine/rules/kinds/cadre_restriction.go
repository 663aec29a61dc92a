// Ottoman Cadres (Rousse 20 16.5, 16.6; kind cadre_restriction).

package kinds

import (
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The cadre_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "cadre_restriction", Rule: "16.5", Doc: "which Cadres a side has and which units may break down into them",
		Params: []scenario.Param{req(pSide), typed("cadres", scenario.UnitList, "the side's Cadre units"), typed("eligible_units", scenario.UnitList, "the units that may be replaced by a Cadre"),
			typed("irregular_cadres", scenario.UnitList, "the Irregular Cadre units"), typed("campaign_only_cadres", scenario.UnitList, "Cadres used only in the campaign"),
			typed("irregular_cadres_in_play", scenario.BoolParam, "whether the Irregular Cadres are in play")}})
}

// cadreParams are a cadre_restriction rule's parameters.
type cadreParams struct {
	Side                  string   `param:"side"`
	Cadres                []string `param:"cadres"`
	EligibleUnits         []string `param:"eligible_units"`
	IrregularCadres       []string `param:"irregular_cadres"`
	CampaignOnlyCadres    []string `param:"campaign_only_cadres"`
	IrregularCadresInPlay *bool    `param:"irregular_cadres_in_play"`
}

// Needs is what the engine needs of a cadre_restriction rule.
func (cadreParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the side's Cadres and the units that may break down into them", "cadres", "eligible_units")
}

// cadreRestriction notes a cadre_restriction rule (Rousse 20 16.5, 16.6,
// Ottoman Cadres): of its side only the eligible units Partially Rally
// (16.5.1), break down and build up (16.6), and only with the listed
// cadres.
func cadreRestriction(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[cadreParams](b, r)
	if p.Side == "" || len(p.Cadres) == 0 || len(p.EligibleUnits) == 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind cadre_restriction): side, cadres or eligible units not given; not applied by the engine", r.ID, r.Title)
		return
	}
	for _, id := range slices.Concat(p.Cadres, p.EligibleUnits, p.CampaignOnlyCadres) {
		if !hasUnit(b, id) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind cadre_restriction): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, id)
			return
		}
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): with optional rules 16.5 and 16.6 only %s of the %s side Partially Rally (16.5.1), break down and build up (16.6), and only with cadres %s; cadres %s (Campaign Game only, 17.0) are not brought into play by them", r.ID, r.Title, strings.Join(p.EligibleUnits, ","), p.Side, strings.Join(p.Cadres, ","), rules.OrNone(strings.Join(p.CampaignOnlyCadres, ",")))
}

// cadreRuleFor returns the usable cadre_restriction rule of a side, if any.
func cadreRuleFor(b *rules.Board, side int) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "cadre_restriction" {
			continue
		}
		if p := rules.RuleParams[cadreParams](b, r); p.Side == rules.SideName(side) && len(p.Cadres) > 0 && len(p.EligibleUnits) > 0 {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// cadreUnits applies the side's cadre_restriction rule (the first usable
// one) to its units: only the listed units become cadres or break down
// (16.6), and only the listed cadres are used (16.5.2).
func cadreUnits(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[cadreParams](b, r)
	side := rules.SideIndex(p.Side)
	if first, ok := cadreRuleFor(b, side); !ok || first.ID != r.ID {
		return
	}
	for u := range b.Units {
		info := &b.Units[u]
		if info.Side != side {
			continue
		}
		info.NoCadre = !slices.Contains(p.EligibleUnits, info.ID)
		info.NotCadre = !slices.Contains(p.Cadres, info.ID)
	}
}

func init() { rules.BindAtFirstUse(bindCadreRestriction) }

// bindCadreRestriction binds the hooks of this file's kinds.
func bindCadreRestriction() {
	rules.Bind("cadre_restriction", rules.Hooks{Params: newParams[cadreParams], Board: cadreRestriction, Units: cadreUnits})
}
