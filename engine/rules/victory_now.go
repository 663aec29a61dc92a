package rules

// ResultIfEndedNow returns the result the game would have if it ended now,
// at the end of its last turn: the scenario's end-of-game conditions (15.0
// and the scenario's own) read on the current position. A game already
// over gives its result. Bots use it to score positions: what a player
// turn changes in it is what the victory conditions will count.
func (s *State) ResultIfEndedNow() Result {
	if s.result != nil {
		return *s.result
	}
	return s.endResult("if the game ended now")
}
