package rules

// Recycle gives position s back to its Board, to be reused with its unit
// and occupancy buffers for a position that follows, in this game or
// another on the same Board; s must not be read afterwards. Many-game runs
// call it on each position once the next one exists, so that a game
// allocates less; nothing requires it.
func (s *State) Recycle() {
	if s == nil || s.Units == nil {
		return
	}
	b := s.B
	units, occ, battles := s.Units[:0], s.occ[:0], s.battles[:0]
	if cap(battles) == 0 {
		battles = s.spareBattles[:0]
	}
	*s = State{B: b, Units: units, occ: occ, spareBattles: battles}
	b.recycled.Put(s)
}

// recycledState returns a position given back by Recycle, or a new one.
func (b *Board) recycledState() *State {
	if v, ok := b.recycled.Get().(*State); ok {
		return v
	}
	return new(State)
}
