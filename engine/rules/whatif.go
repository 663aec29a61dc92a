package rules

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// WithUnitAt returns a copy of the position with unit id moved to hex code,
// for what-if questions ("what are the odds if this corps stood there?").
// The hex must be on the map, not prohibited and not hold an enemy unit;
// a friendly unit already there is allowed (the copy may then hold a
// stack, as setups do).
func (s *State) WithUnitAt(id, code string) (*State, error) {
	u, err := s.unitOf(id)
	if err != nil {
		return nil, err
	}
	h, err := s.B.parse(code)
	if err != nil {
		return nil, fmt.Errorf("rules: %q: %v", id, err)
	}
	if s.B.prohibited[h] {
		return nil, fmt.Errorf("rules: hex %s is prohibited terrain", code)
	}
	if s.enemyIn(h, s.B.Units[u].Side) {
		return nil, fmt.Errorf("rules: hex %s holds an enemy unit (6.3)", code)
	}
	t := s.clone()
	t.place(u, h)
	return t, nil
}

// WithTurn returns a copy of the position at the start of game turn turn's
// Movement Phase for side (night turns and reinforcement arrivals follow
// the turn track).
func (s *State) WithTurn(turn, side int) *State {
	t := s.clone()
	t.Turn, t.Phasing, t.Phase = turn, side, PhaseMovement
	return t
}

// Snapshot returns a copy of the scenario with the current position as its
// setup: units on the map set up in their hexes, Broken units set aside,
// eliminated units not used, each side's current Morale. Validating it
// (scenario.Validate) checks that a position reached by legal orders is
// still a valid scenario.
func (s *State) Snapshot() *scenario.Scenario {
	sc := *s.B.Scenario
	sc.Units = append([]scenario.Unit(nil), s.B.Scenario.Units...)
	sc.Sides = append([]scenario.Side(nil), s.B.Scenario.Sides...)
	for i := range sc.Sides {
		sc.Sides[i].Morale = s.Morale[sideIndex(sc.Sides[i].ID)]
	}
	sc.Map.Garrisons = nil
	for _, g := range s.B.Scenario.Map.Garrisons {
		if u := s.B.Unit("garrison-" + g.Hex); u >= 0 && s.Units[u].Where == AtMap {
			sc.Map.Garrisons = append(sc.Map.Garrisons, g)
		}
	}
	for i := range sc.Units {
		u := s.B.Unit(sc.Units[i].ID)
		if u < 0 {
			continue
		}
		us := s.Units[u]
		switch us.Where {
		case AtMap:
			sc.Units[i].Placement = scenario.Placement{Kind: scenario.PlaceSetup, Hex: s.B.Code(us.Hex)}
		case AtBroken, AtSetAside:
			sc.Units[i].Placement = scenario.Placement{Kind: scenario.PlaceSetAside}
		case AtEliminated:
			sc.Units[i].Placement = scenario.Placement{Kind: scenario.PlaceNotUsed}
		}
	}
	return &sc
}
