package rules

import "github.com/aide-de-camp/adc/engine/scenario"

func init() { bindAtFirstUse(bindEventsKinds) }

// Random Events Phases skipped (kinds skip_event_phase and skip_events), 5.0.
func bindEventsKinds() {
	bind("skip_event_phase", Hooks{SkipEvents: skipEvents})
	bind("skip_events", Hooks{SkipEvents: skipEvents})
}

// skipEvents reports whether the rule skips the phasing side's Random
// Events Phase now: on its turn or turns, or on the first turn when it
// names none (5.0).
func skipEvents(s *State, r scenario.Rule) bool {
	if r.Params["side"] != SideName(s.Phasing) {
		return false
	}
	lo, hi := parseRange(r.Params["turn"] + r.Params["turns"])
	if r.Params["turn"]+r.Params["turns"] == "" {
		lo, hi = s.B.Scenario.Turns.Start, s.B.Scenario.Turns.Start // "on the first turn"
	}
	return s.Turn >= lo && s.Turn <= hi
}
