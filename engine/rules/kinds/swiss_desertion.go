// The Swiss Desertion (Bailén 20 5.1; kind swiss_desertion).

package kinds

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The swiss_desertion kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "swiss_desertion", Rule: "5.0", Doc: "units that may desert by event",
		Params: []scenario.Param{pUnits, typed("card", scenario.CardParam, "the event card"), text("condition", "when they desert"), typed("once", scenario.BoolParam, "only once"),
			typed("occurred", scenario.BoolParam, "already happened before the game"), integer("rally_modifier", -6, 6, "their Rally modifier afterwards")}})
}

// swissParams are a swiss_desertion rule's parameters (Bailén 20 5.1).
type swissParams struct {
	Units         []string `param:"units"`
	Card          string   `param:"card"`      // the event card
	Condition     string   `param:"condition"` // when they desert
	Once          *bool    `param:"once"`
	Occurred      *bool    `param:"occurred"` // already happened before the game
	RallyModifier *int     `param:"rally_modifier"`
}

// occurred reports whether the Swiss Desertion happened before the game.
func (p *swissParams) occurred() bool { return p.Occurred != nil && *p.Occurred }

// Needs is what the engine needs of a swiss_desertion rule.
func (swissParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the Rally modifier afterwards, and whether it already occurred or when", "rally_modifier", "occurred condition")
}

// swissCondition is the one condition of a swiss_desertion rule the
// engine knows (5.1: "If (and only if) the Spanish Morale level is
// currently higher").
const swissCondition = "anti-french morale higher than french morale"

// swissNote records how a swiss_desertion rule (Bailén 20 5.1) is applied.
func swissNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[swissParams](b, r)
	var err error
	if p.RallyModifier == nil {
		err = fmt.Errorf("rally_modifier not given")
	}
	n := orZero(p.RallyModifier)
	var units []string
	for _, id := range p.Units {
		if !hasUnit(b, id) {
			err = fmt.Errorf("unit %q is not in the scenario", id)
		}
		units = append(units, id)
	}
	if err != nil || !p.occurred() && (p.Condition != swissCondition || p.Once == nil || !*p.Once) {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind swiss_desertion): rally_modifier, units, condition or once not usable; not applied by the engine", r.ID, r.Title)
		return
	}
	when := "the Swiss Desertion has occurred at the start"
	if !p.occurred() {
		if _, missing := deckCards(b, p.Card); len(missing) > 0 || p.Card == "" {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s): the %q card is not in the scenario's deck (its number and text are not given), so the event is never drawn and the Swiss Desertion never occurs; not applied by the engine", r.ID, r.Title, p.Card)
			return
		}
		when = fmt.Sprintf("when card %s is drawn while Spanish Morale is higher than French Morale, the Swiss Desertion occurs (once per game)", p.Card)
	}
	who := "the scenario names no French unit with yellow Combat Strength, so it applies to no unit"
	if len(units) > 0 {
		who = "it applies to " + strings.Join(units, ", ")
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %s; from then on Rally rolls (10.0) of the French units with yellow Combat Strength are modified %+d unless the French spend Morale on the Rally (12.2); %s. Not applied by the engine: the yellow-strength counters that replace the blue-strength units and their Unsteady treatment (16.7.4), whose values are not given", r.ID, r.Title, when, n, who)
}

// swissRule returns the scenario's swiss_desertion rule.
func swissRule(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind == "swiss_desertion" {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// prepareSwiss marks the Swiss Desertion that has occurred before play
// (Bailén 20 17.2, the French Morale marker on its "Swiss Desertion"
// side).
func prepareSwiss(s *rules.State) {
	if r, ok := swissRule(s.B); ok && rules.RuleParams[swissParams](s.B, r).occurred() {
		*swissSlot.Mut(s) = true
	}
}

// swissCard applies the Swiss Desertion when its card is drawn and the
// Spanish Morale is higher than the French (5.1), once per game.
func swissCard(s *rules.State, card *scenario.Card, ev *[]rules.Event) {
	r, ok := swissRule(s.B)
	if !ok || swissSlot.Of(s) {
		return
	}
	p := rules.RuleParams[swissParams](s.B, r)
	if p.Card == "" || p.Condition != swissCondition || s.Morale[rules.AntiFrench] <= s.Morale[rules.French] {
		return
	}
	if !strings.EqualFold(p.Card, card.Title) && p.Card != strconv.Itoa(card.Number) {
		return
	}
	if card.Dual && s.Phasing != rules.French {
		return // the Spanish half of a dual card is read instead (5.0)
	}
	*swissSlot.Mut(s) = true
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: scenario.French, Text: fmt.Sprintf("%s: the Swiss desert (%s)", r.Title, r.ID)})
}

// swissRally is the Rally roll modifier of unit u after the Swiss
// Desertion (5.1): rally_modifier for the rule's units unless Morale was
// spent on the Rally.
func swissRally(s *rules.State, u int, spend bool) int {
	r, ok := swissRule(s.B)
	if !ok || spend || !swissSlot.Of(s) {
		return 0
	}
	p := rules.RuleParams[swissParams](s.B, r)
	if !slices.Contains(p.Units, s.B.Units[u].ID) {
		return 0
	}
	return orZero(p.RallyModifier)
}

func init() { rules.BindAtFirstUse(bindSwissDesertion) }

// bindSwissDesertion binds the hooks of this file's kinds.
func bindSwissDesertion() {
	rules.Bind("swiss_desertion", rules.Hooks{Params: newParams[swissParams], Board: swissNote})
	// A drawn card's Swiss desertion comes before its other effects.
	rules.BindGame("swiss_desertion", 10, rules.GameHooks{
		Active: withRule("swiss_desertion"),
		Phase: rules.PhaseHooks{
			rules.OnGameStart: func(s *rules.State, _ rules.PhaseStep) bool { prepareSwiss(s); return false },
			rules.OnCard:      func(s *rules.State, e rules.PhaseStep) bool { swissCard(s, e.Card, e.Events); return false },
		},
		Rally: rules.RallyHooks{rules.RallyDie: func(s *rules.State, q rules.RallyAsk) (int, bool) { return swissRally(s, q.Unit, q.Spend), true }},
	})
}

// swissSlot holds whether the Swiss Desertion has occurred (Bailén 20 5.1).
var swissSlot = rules.NewStateSlot[bool]()
