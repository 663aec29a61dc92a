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
	// Not cleared: the one reader of a recycled position, clone,
	// overwrites every field (*t = *s) after taking its unit, occupancy
	// and battle buffers (its battles, or its spare ones when it has
	// none). Clearing the struct here cost as much as that copy; what it
	// still points to is kept alive until the pool lets it go.
	s.B.recycled.Put(s)
}

// recycledState returns a position given back by Recycle, or a new one.
func (b *Board) recycledState() *State {
	if v, ok := b.recycled.Get().(*State); ok {
		return v
	}
	return new(State)
}
