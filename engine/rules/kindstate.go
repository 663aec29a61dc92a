package rules

import (
	"reflect"
	"unsafe"
)

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

// BoardSlot is a kind's slot on the Board, holding a *T.
type BoardSlot[T any] int

// boardSlots counts the slots declared; package variables declare them, so
// the count is final before any board is built.
var boardSlots int

// NewBoardSlot declares a kind's slot on the Board.
func NewBoardSlot[T any]() BoardSlot[T] {
	boardSlots++
	return BoardSlot[T](boardSlots - 1)
}

// Of is the kind's state on board b: the value its Board hook made, or nil
// when it made none (the scenario has no rule of the kind). Safe during
// play, when the board is shared: it never writes, nor allocates.
// Slot k holds only a *T (build is its one writer), so it is read without
// a type assertion: this is read where moves are searched.
func (k BoardSlot[T]) Of(b *Board) *T {
	if int(k) < len(b.slots) {
		return (*T)(b.slots[k])
	}
	return nil
}

// Build is the kind's state on board b, made at its first use; only while
// the board is built.
func (k BoardSlot[T]) Build(b *Board) *T {
	if b.slots == nil {
		b.slots = make([]unsafe.Pointer, boardSlots)
	}
	if v := b.slots[k]; v != nil {
		return (*T)(v)
	}
	v := new(T)
	b.slots[k] = unsafe.Pointer(v)
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
// A value that holds no pointer (numbers, booleans, arrays and structs of
// them: most kinds' state) is kept inline, in words of the State's kindMem,
// copied with every position into the memory of the recycled position it
// reuses: a kind's first write in a position then costs nothing, as a field
// of the State would. A value that holds pointers (a string, a slice) is
// kept in State.kinds instead, one entry per such slot, nil until the kind
// first writes (the zero T is read until then). A copy of a State shares
// those values, copy on write: mut gives the position being made a value of
// its own the first time it changes such a slot, so a copied State's kind
// state is its own, while the many orders that change no kind state
// allocate nothing for it. As the rest of a State, a slot is changed only
// on a position being made: never on one already handed out, nor copied.

// A kind whose state in play is one small number changed on many orders (a
// count of moves) keeps it in a word slot instead: a word of the State,
// copied with it at no cost, read with of and written with set on a state
// being made.
//
//	var cmdWord = newWordSlot()

// WordSlot is a kind's word on the State (State.words).
type WordSlot int

// wordSlots counts the word slots declared.
var wordSlots int

// NewWordSlot declares a kind's word slot on the State.
func NewWordSlot() WordSlot {
	if wordSlots == len(State{}.words) {
		panic("rules: more word slots than State.words holds")
	}
	wordSlots++
	return WordSlot(wordSlots - 1)
}

// Of is the kind's word in s, 0 until it is set.
func (k WordSlot) Of(s *State) int64 { return s.words[k] }

// Set sets the kind's word in s, a State being made.
func (k WordSlot) Set(s *State, v int64) { s.words[k] = v }

// StateSlot is a kind's slot on the State, holding a T: inline, in
// State.kindMem from word word on, when T holds no pointer (box < 0), else
// boxed, in State.kinds[box].
type StateSlot[T any] struct {
	box, word int
}

// Inline reports whether the slot's values are kept inline in the State
// (T holds no pointer), not boxed.
func (k StateSlot[T]) Inline() bool { return k.box < 0 }

// BoxedKindValues is the number of boxed kind values s holds.
func (s *State) BoxedKindValues() int { return len(s.kinds) }

// stateSlots counts the boxed slots declared, kindMemWords the words of the
// inline ones; package variables declare them, so the counts are final
// before any game starts.
var stateSlots, kindMemWords int

// NewStateSlot declares a kind's slot on the State; State.kindsOwn has a
// bit for each boxed one (at most 64).
func NewStateSlot[T any]() StateSlot[T] {
	t := reflect.TypeFor[T]()
	if !holdsPointers(t) {
		k := StateSlot[T]{box: -1, word: kindMemWords}
		kindMemWords += max(int(t.Size()+7)/8, 1)
		if kindMemWords > len(State{}.kindMem) {
			panic("rules: more inline state than State.kindMem holds")
		}
		return k
	}
	if stateSlots == 64 {
		panic("rules: more than 64 boxed state slots")
	}
	stateSlots++
	return StateSlot[T]{box: stateSlots - 1}
}

// holdsPointers reports whether a value of type t holds a pointer the
// garbage collector must see, so that it cannot be kept in words.
func holdsPointers(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return false
	case reflect.Array:
		return holdsPointers(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if holdsPointers(t.Field(i).Type) {
				return true
			}
		}
		return false
	}
	return true
}

// Of is a copy of the kind's state in s: the zero T when the kind has not
// written it. Safe on any State: it never writes, nor allocates.
func (k StateSlot[T]) Of(s *State) T {
	if k.box < 0 {
		// The words hold a T: kindMem is word aligned, and a T without
		// pointers needs no more.
		return *(*T)(unsafe.Pointer(&s.kindMem[k.word]))
	}
	if k.box < len(s.kinds) {
		if v, ok := s.kinds[k.box].(*T); ok {
			return *v
		}
	}
	var zero T
	return zero
}

// Mut is the kind's state in s, to change; only on a State being made (the
// new position of Apply, NewState's). An inline value is the State's own;
// the first change of a boxed slot in a position copies the value it
// shares with the position it was copied from.
func (k StateSlot[T]) Mut(s *State) *T {
	if k.box < 0 {
		return (*T)(unsafe.Pointer(&s.kindMem[k.word]))
	}
	if len(s.kinds) < stateSlots {
		s.kinds = append(s.kinds, make([]any, stateSlots-len(s.kinds))...)
	}
	if s.kindsOwn&(1<<k.box) == 0 {
		v := new(T)
		if old, ok := s.kinds[k.box].(*T); ok {
			*v = *old
		}
		s.kinds[k.box] = v
		s.kindsOwn |= 1 << k.box
	}
	return s.kinds[k.box].(*T)
}
