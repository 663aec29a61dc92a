package rules

import (
	"fmt"
	"sort"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The parameters of the campaign interphase steps (17.0; scenario
// campaign.interphase[].params), typed: each step kind reads its own
// struct, decoded once per step (scenario.DecodeParams), never a key of
// the step's map.

// stepScope are the parameters every step may take: the games it links.
type stepScope struct {
	After    string `param:"after"`    // the game it follows; "" for any
	Scenario string `param:"scenario"` // the game it prepares; "" for any
}

// campaignEndParams: the results that end the campaign (17.0 A).
type campaignEndParams struct {
	When string `param:"when"` // in words, naming the result level, e.g. "a decisive victory"
}

// moraleResetParams: both sides' starting Morale in the next game.
type moraleResetParams struct {
	French     *int `param:"french"`
	AntiFrench *int `param:"anti-french"`
}

// moraleSetParams: one side's starting Morale after a result.
type moraleSetParams struct {
	Morale *int   `param:"morale"`
	When   string `param:"when"` // in words, naming the result level
	Side   string `param:"side"` // french, anti-french, or in words: "the side that did not win", "the winner"
}

// unitRecoveryParams: the Rally Table roll of each Broken or eliminated unit
// (17.0 B).
type unitRecoveryParams struct {
	Table       string `param:"table"`        // the campaign's table rolled on; the chart set's Rally Table when ""
	MoraleSpend string `param:"morale_spend"` // "not allowed": no Morale Point may be spent (12.2.2)
	// The roll's modifiers: for a Permanently Eliminated unit, and after a
	// draw or the side's own marginal victory.
	EliminatedModifier *int `param:"modifier_permanently_eliminated"`
	OtherModifier      *int `param:"modifier_draw_or_own_marginal_victory"`
	// Others are the parameters no field names: modifiers the engine does
	// not apply, and the step's scope.
	Others map[string]string `param:"*"`
}

// unitReductionParams: the reduced "(-)" version of each unit, by unit id,
// and what the other failed units become.
type unitReductionParams struct {
	After      string            `param:"after"`
	Scenario   string            `param:"scenario"`
	OtherUnits string            `param:"other_units"` // "cadre": a failed infantry unit without one becomes a cadre
	Reduced    map[string]string `param:"*"`           // unit id -> its reduced version's id
}

// decodeStep decodes interphase step st of campaign c into dst.
func decodeStep(c *scenario.Scenario, st scenario.Step, dst any) error {
	if err := scenario.DecodeStepParams(st, dst); err != nil {
		if pe, ok := err.(*scenario.ParamError); ok {
			return fmt.Errorf("rules: campaign %q step %s: %s %q %s", c.ID, st.Number, pe.Param, pe.Value, pe.Why)
		}
		return fmt.Errorf("rules: campaign %q step %s: %v", c.ID, st.Number, err)
	}
	return nil
}

// modifiers are the roll's modifiers for a Permanently Eliminated unit
// and after a draw or the side's own marginal victory; 0 when not given.
func (p *unitRecoveryParams) modifiers() (eliminated, other int) {
	if p.EliminatedModifier != nil {
		eliminated = *p.EliminatedModifier
	}
	if p.OtherModifier != nil {
		other = *p.OtherModifier
	}
	return eliminated, other
}

// unappliedModifiers are the modifier parameters of a unit_recovery step
// that the engine does not apply, sorted.
func (p *unitRecoveryParams) unappliedModifiers() []string {
	var out []string
	for k := range p.Others {
		if strings.HasPrefix(k, "modifier_") {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// startingMorale is a step's Morale value, which must be 1..10 (12.0);
// what names the parameter in the error.
func startingMorale(c *scenario.Scenario, st scenario.Step, v *int, what string) (int, error) {
	switch {
	case v == nil:
		return 0, fmt.Errorf("rules: campaign %q step %s: %s is not given (1..10)", c.ID, st.Number, what)
	case *v < 1 || *v > 10:
		return 0, fmt.Errorf("rules: campaign %q step %s: %s %d is not 1..10", c.ID, st.Number, what, *v)
	}
	return *v, nil
}
