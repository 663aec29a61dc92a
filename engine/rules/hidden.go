package rules

// HiddenFrom reports whether side sees unit u face down (16.1 Fog of
// War): an enemy unit on the map, not revealed, with 16.1 in use. "You can
// freely inspect your own units, but not your opponent's pieces until
// they are revealed." State.View shows such a unit as its hex and side.
func (s *State) HiddenFrom(u, side int) bool {
	info := s.B.Units[u]
	return info.Side != side && s.B.Optional("16.1") && s.Units[u].Where == AtMap && !info.Garrison && s.Units[u].Status&StRevealed == 0
}
