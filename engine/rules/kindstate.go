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

// A kind keeps what changes in play (a roll's result, a marker, a counter)
// in a slot of its own on the State, declared in the kind's file:
//
//	var flotillaSlot = newStateSlot[int16]()
//
//	if flotillaSlot.of(s) == ... { ... }  // a copy: reads only
//	*flotillaSlot.mut(t) = ...            // t: a state being made
//
// A State holds one entry per slot, nil until the kind first writes (the
// zero T is read until then). A copy of a State (clone, made for every
// order) copies the list of entries, into the memory of the recycled
// position it reuses, and shares their values, copy on write: mut gives
// the position being made a value of its own the first time it changes a
// slot, so a copied State's kind state is its own, while the many orders
// that change no kind state allocate nothing for it. As the rest of a
// State, an entry is changed only on a position being made: never on one
// already handed out, nor copied.

// A kind whose state in play is one small number changed on many orders (a
// count of moves) keeps it in a word slot instead: a word of the State,
// copied with it at no cost, read with of and written with set on a state
// being made.
//
//	var cmdWord = newWordSlot()

// wordSlot is a kind's word on the State (State.words).
type wordSlot int

// wordSlots counts the word slots declared.
var wordSlots int

// newWordSlot declares a kind's word slot on the State.
func newWordSlot() wordSlot {
	if wordSlots == len(State{}.words) {
		panic("rules: more word slots than State.words holds")
	}
	wordSlots++
	return wordSlot(wordSlots - 1)
}

// of is the kind's word in s, 0 until it is set.
func (k wordSlot) of(s *State) int64 { return s.words[k] }

// set sets the kind's word in s, a State being made.
func (k wordSlot) set(s *State, v int64) { s.words[k] = v }

// stateSlot is a kind's slot on the State, holding a T.
type stateSlot[T any] int

// stateSlots counts the slots declared; package variables declare them, so
// the count is final before any game starts.
var stateSlots int

// newStateSlot declares a kind's slot on the State; State.kindsOwn has a
// bit for each (at most 64).
func newStateSlot[T any]() stateSlot[T] {
	if stateSlots == 64 {
		panic("rules: more than 64 state slots")
	}
	stateSlots++
	return stateSlot[T](stateSlots - 1)
}

// of is a copy of the kind's state in s: the zero T when the kind has not
// written it. Safe on any State: it never writes, nor allocates.
func (k stateSlot[T]) of(s *State) T {
	if int(k) < len(s.kinds) {
		if v, ok := s.kinds[k].(*T); ok {
			return *v
		}
	}
	var zero T
	return zero
}

// mut is the kind's state in s, to change; only on a State being made (the
// new position of Apply, NewState's). The first change of a slot in a
// position copies the value it shares with the position it was copied
// from.
func (k stateSlot[T]) mut(s *State) *T {
	if len(s.kinds) < stateSlots {
		s.kinds = append(s.kinds, make([]any, stateSlots-len(s.kinds))...)
	}
	if s.kindsOwn&(1<<k) == 0 {
		v := new(T)
		if old, ok := s.kinds[k].(*T); ok {
			*v = *old
		}
		s.kinds[k] = v
		s.kindsOwn |= 1 << k
	}
	return s.kinds[k].(*T)
}
