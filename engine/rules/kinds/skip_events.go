// Random Events Phases skipped (5.0; Arapiles 20 5.0; kinds
// skip_event_phase and skip_events).

package kinds

import (
	"slices"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The skip_events kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "skip_events", Rule: "5.0", Doc: "Random Events Phases skipped on some turns",
		Params: []scenario.Param{pSide, pTurns}})
}

// The skip_event_phase kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "skip_event_phase", Rule: "5.0", Doc: "a Random Events Phase that is skipped",
		Params: []scenario.Param{pSide, pSides, pTurn}})
}

func init() { rules.BindAtFirstUse(bindEventsKinds) }

// Random Events Phases skipped (kinds skip_event_phase and skip_events), 5.0.
func bindEventsKinds() {
	rules.Bind("skip_event_phase", rules.Hooks{Params: newParams[skipEventPhaseParams], Game: rules.SkipEventsGame(func(s *rules.State, _ scenario.Rule, x any) bool {
		p, _ := x.(*skipEventPhaseParams)
		if p == nil {
			return false
		}
		side := p.Side
		if slices.Contains(p.Sides, rules.SideName(s.Phasing)) {
			side = rules.SideName(s.Phasing)
		}
		return skipEvents(s, side, p.Turn)
	})})
	rules.Bind("skip_events", rules.Hooks{Params: newParams[skipEventsParams], Game: rules.SkipEventsGame(func(s *rules.State, _ scenario.Rule, x any) bool {
		p, _ := x.(*skipEventsParams)
		return p != nil && skipEvents(s, p.Side, p.Turns)
	})})
}

// skipEventPhaseParams are a skip_event_phase rule's parameters.
type skipEventPhaseParams struct {
	Side  string          `param:"side"`
	Sides []string        `param:"sides"` // or each of these sides (Arapiles 20 5.0: both)
	Turn  *scenario.Range `param:"turn"`
}

// skipEventsParams are a skip_events rule's parameters.
type skipEventsParams struct {
	Side  string          `param:"side"`
	Turns *scenario.Range `param:"turns"`
}

// skipEvents reports whether a rule for side skips the phasing side's
// Random Events Phase now: on its turns, or on the first turn when it names
// none (5.0).
func skipEvents(s *rules.State, side string, on *scenario.Range) bool {
	if side != rules.SideName(s.Phasing) {
		return false
	}
	if on == nil {
		first := s.B.Scenario.Turns.Start // "on the first turn"
		on = &scenario.Range{Lo: first, Hi: first}
	}
	return s.Turn >= on.Lo && s.Turn <= on.Hi
}
