package rules

import "fmt"

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
