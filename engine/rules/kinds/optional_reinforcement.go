// The March of King Joseph Bonaparte (Arapiles 20 16.10; kind
// optional_reinforcement).

package kinds

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The optional_reinforcement kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "optional_reinforcement", Rule: "11.0", Doc: "an optional reinforcement that changes starting Morale",
		Params: []scenario.Param{req(pUnit), pTable, pEntry, turns("from_turn", "the first Game Turn it may arrive"), integer("starting_morale", 0, 10, "the side's starting Morale with it"),
			integer("arrival_morale", -10, 10, "the Morale change when it arrives")}})
}

// optionalReinforcementParams are an optional_reinforcement rule's parameters.
type optionalReinforcementParams struct {
	Unit           string          `param:"unit"`
	Table          string          `param:"table"`
	EntryArea      string          `param:"entry_area"`
	FromTurn       *scenario.Range `param:"from_turn"`
	StartingMorale *int            `param:"starting_morale"`
	ArrivalMorale  *int            `param:"arrival_morale"`
}

// Needs is what the engine needs of a optional_reinforcement rule.
func (optionalReinforcementParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the unit's table and the Morale with and on arrival", "table", "starting_morale", "arrival_morale")
}

// optionalReinforcement checks an optional_reinforcement rule (Arapiles
// 20 16.10, The March of King Joseph Bonaparte). The request made at
// deployment is the optional rule of the rule's number: with it the side's
// Morale starts at starting_morale, the unit rolls as a variable
// reinforcement and its side gains arrival_morale when it enters the map;
// without it the unit is not used.
func optionalReinforcement(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[optionalReinforcementParams](b, r)
	u := scenarioUnit(b, p.Unit)
	if u == nil || p.StartingMorale == nil || p.ArrivalMorale == nil || r.Number == "" || u.Placement.Kind != scenario.PlaceVariable || u.Placement.Table != p.Table {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind optional_reinforcement): unit %q, its table or the Morale values not usable; not applied by the engine", r.ID, r.Title, p.Unit)
		return
	}
	start, gain := *p.StartingMorale, *p.ArrivalMorale
	if !b.OptionalOn[r.Number] {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s): the request is optional rule %s, not in use: %s is not used", r.ID, r.Title, r.Number, p.Unit)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): requested (optional rule %s): %s Morale starts at %d; %s rolls one die a turn on table %q from turn %d until it arrives (11.0), and the %s side gains %+d Morale when it enters the map", r.ID, r.Title, r.Number, u.Side, start, p.Unit, p.Table, u.Placement.Turn, u.Side, gain)
}

// prepareOptionalReinforcements applies the start-of-game part of
// optional_reinforcement rules: with the request the side's starting
// Morale, without it the unit is not used (the kind's OnGameStart hook).
func prepareOptionalReinforcements(s *rules.State) {
	b := s.B
	for _, r := range b.Scenario.Special {
		if r.Kind != "optional_reinforcement" {
			continue
		}
		p := rules.RuleParams[optionalReinforcementParams](b, r)
		u := b.Unit(p.Unit)
		if u < 0 || p.StartingMorale == nil || r.Number == "" || b.Units[u].Placement.Kind != scenario.PlaceVariable || b.Units[u].Placement.Table != p.Table {
			continue
		}
		start := *p.StartingMorale
		if !b.OptionalOn[r.Number] {
			if s.Units[u].Where == rules.AtPending {
				s.Units[u].Where = rules.AtEliminated
			}
			continue
		}
		if s.Turn == b.Scenario.Turns.Start {
			s.Morale[b.Units[u].Side] = min(start, 10)
		}
	}
}

// optionalReinforcementArrived adds the Morale an optional_reinforcement
// unit brings its side when an order brings it onto the map (Arapiles 20
// 16.10: +1 when Joseph arrives); before is the state before the order
// (the kind's OnOrder hook).
func optionalReinforcementArrived(s *rules.State, before *rules.State, md *rules.MoraleDelta, ev *[]rules.Event) {
	b := s.B
	for _, k := range arrivalMemo(b).optReinf {
		r := &b.Scenario.Special[k]
		if !b.OptionalOn[r.Number] {
			continue
		}
		p := rules.AsParams[optionalReinforcementParams](b.Params[k])
		u := b.Unit(p.Unit)
		if u < 0 || p.ArrivalMorale == nil || before.Units[u].Where != rules.AtPending || s.Units[u].Where != rules.AtMap {
			continue
		}
		n := *p.ArrivalMorale
		side := b.Units[u].Side
		md.Add(side, n, r.ID)
		*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(side), Unit: p.Unit, Text: fmt.Sprintf("%s: arrives, %+d Morale (%s)", r.Title, n, r.ID)})
	}
}

func init() { rules.BindAtFirstUse(bindOptionalReinforcement) }

// bindOptionalReinforcement binds the hooks of this file's kinds.
func bindOptionalReinforcement() {
	rules.Bind("optional_reinforcement", rules.Hooks{Params: newParams[optionalReinforcementParams], Board: optionalReinforcement})
	// Active only on a board with such a rule; at the start of the game
	// after Game Turn 0's set-up (turn_zero, rank 30).
	rules.BindGame("optional_reinforcement", 31, rules.GameHooks{
		Active: withRule("optional_reinforcement"),
		Phase: rules.PhaseHooks{
			rules.OnGameStart: func(s *rules.State, _ rules.PhaseStep) bool { prepareOptionalReinforcements(s); return false },
			rules.OnOrder: func(s *rules.State, e rules.PhaseStep) bool {
				optionalReinforcementArrived(s, e.Before, e.MoraleDelta, e.Events)
				return false
			},
		},
	})
}
