package rules

// Kind-owned state. A special-rule kind keeps what it builds with the board
// (tables, the rules it found) in a slot of its own on the Board, declared
// in the kind's file, instead of a field of the core's Board:
//
//	var natRetreatSlot = newBoardSlot[natRetreatTables]()
//
//	natRetreatSlot.build(b).tables = ...  // while the board is built
//	if nt := natRetreatSlot.of(b); nt != nil { ... } // in play
//
// The core knows the slots only as a list; a board holds one entry per
// slot, nil until the kind's Board hook makes it, so a kind the scenario
// does not use costs a nil.

// boardSlot is a kind's slot on the Board, holding a *T.
type boardSlot[T any] int

// boardSlots counts the slots declared; package variables declare them, so
// the count is final before any board is built.
var boardSlots int

// newBoardSlot declares a kind's slot on the Board.
func newBoardSlot[T any]() boardSlot[T] {
	boardSlots++
	return boardSlot[T](boardSlots - 1)
}

// of is the kind's state on board b: the value its Board hook made, or nil
// when it made none (the scenario has no rule of the kind). Safe during
// play, when the board is shared: it never writes, nor allocates.
func (k boardSlot[T]) of(b *Board) *T {
	if int(k) < len(b.slots) {
		v, _ := b.slots[k].(*T)
		return v
	}
	return nil
}

// build is the kind's state on board b, made at its first use; only while
// the board is built.
func (k boardSlot[T]) build(b *Board) *T {
	if b.slots == nil {
		b.slots = make([]any, boardSlots)
	}
	if v, ok := b.slots[k].(*T); ok {
		return v
	}
	v := new(T)
	b.slots[k] = v
	return v
}
