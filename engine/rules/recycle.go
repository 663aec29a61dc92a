package rules

// stateBuffers are the two largest slices of a position, kept for reuse.
type stateBuffers struct {
	units []UnitState
	occ   []int16
}

// Recycle gives the buffers of position s back to its Board for the
// positions that follow, in this game or another on the same Board; s must
// not be read afterwards. Many-game runs call it on each position once the
// next one exists, so that a game allocates less; nothing requires it.
func (s *State) Recycle() {
	if s == nil || s.Units == nil {
		return
	}
	s.B.recycled.Put(&stateBuffers{units: s.Units[:0], occ: s.occ[:0]})
	s.Units, s.occ = nil, nil
}

// buffers returns empty slices to fill for a new position: recycled ones
// when there are, else nil (append allocates).
func (b *Board) buffers() ([]UnitState, []int16) {
	if v, ok := b.recycled.Get().(*stateBuffers); ok {
		return v.units, v.occ
	}
	return nil, nil
}
