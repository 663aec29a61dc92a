// Package rules is the Napoleonic 20 rules engine: the standard rules of the
// Wallachia 20 and España 20 editions (sections 4 to 16 with the optional
// rules 16.1 to 16.9) and the Bussaco 20 early edition as a variant, played
// on a scenario file with its chart set.
//
// A Board is the precomputed map and order of battle; a State is one
// position; orders (Deploy, Move, ForceMarch, Countercharge, Disengage, Declare,
// Resolve, Rally, EndPhase, ...) turn a State into the next one through
// Apply, with dice passed in. A Game keeps the history for replay and undo.
//
//	b, err := rules.NewBoard(sc, charts, rules.Options{})
//	g, err := rules.NewGame(b, rules.NewSeededDice(1))
//	for _, r := range g.State().Reachable(b.Unit("fr-ney")) { fmt.Println(r.Code, r.Cost) }
//	odds, err := g.State().Odds([]string{"fr-ney"}, []string{"al-hill"}, false, false, 0)
//	_, events, err := g.Apply(rules.Move{Unit: "fr-ney", To: "1109"})
//
// Where the rulebooks or the scenario do not give a value the engine needs,
// it either refuses (MissingDataError) or records the assumption it makes
// in Board.Notes; it never hides a guess.
//
// The scenarios' special rules are played by the kinds of package
// [github.com/aide-de-camp/adc/engine/rules/kinds], which register
// themselves with the engine when a program links them (a blank import, as
// with an image format); without them NewBoard refuses a scenario whose
// special rules name kinds. Besides the game itself, this package exports
// the seam the kinds plug into: [Bind] with [Hooks], [BindGame] with
// [GameHooks] and the steps of its keyed points, [BindOption],
// [BindOrderWord] and [KindOrder], the kinds' slots ([NewBoardSlot],
// [NewStateSlot], [NewWordSlot]), and the Board and State fields and
// helpers a kind reads or changes from its hooks.
package rules

import (
	"fmt"
)

// Game is a game in progress: its states, orders and the dice each order
// rolled, for replay and undo.
type Game struct {
	B      *Board
	dice   Dice
	states []*State
	orders []Order
	rolls  [][]int
	events [][]Event
}

// NewGame starts a game of board b at its setup, with dice d (used for the
// initial shuffle of the deck too).
func NewGame(b *Board, d Dice) (*Game, error) {
	rec := &recordingDice{d: d}
	s, err := NewState(b, rec)
	if err != nil {
		return nil, err
	}
	return &Game{B: b, dice: d, states: []*State{s}, rolls: [][]int{rec.rolls}}, nil
}

// State returns the current position.
func (g *Game) State() *State { return g.states[len(g.states)-1] }

// Legal reports whether order o may be given now.
func (g *Game) Legal(o Order) error { return g.State().Legal(o) }

// Apply gives order o, records it with its dice and returns the new state
// and its events.
func (g *Game) Apply(o Order) (*State, []Event, error) {
	rec := &recordingDice{d: g.dice}
	ns, ev, err := g.State().Apply(o, rec)
	if err != nil {
		return nil, nil, err
	}
	g.states = append(g.states, ns)
	g.orders = append(g.orders, o)
	g.rolls = append(g.rolls, rec.rolls)
	g.events = append(g.events, ev)
	return ns, ev, nil
}

// Undo takes back the last order; it reports false at the start. The dice
// are not rewound: the order given again rolls new dice.
func (g *Game) Undo() bool {
	if len(g.orders) == 0 {
		return false
	}
	n := len(g.orders)
	g.states = g.states[:n]
	g.orders = g.orders[:n-1]
	g.rolls = g.rolls[:n]
	g.events = g.events[:n-1]
	return true
}

// History returns the orders given so far.
func (g *Game) History() []Order { return append([]Order(nil), g.orders...) }

// Rolls returns every die rolled, in order (setup shuffle first).
func (g *Game) Rolls() []int {
	var out []int
	for _, r := range g.rolls {
		out = append(out, r...)
	}
	return out
}

// Log returns the events of every order, in order.
func (g *Game) Log() []Event {
	var out []Event
	for _, e := range g.events {
		out = append(out, e...)
	}
	return out
}

// Replay plays orders from the setup with scripted dice and returns the
// final state; it reproduces a recorded game exactly.
func Replay(b *Board, orders []Order, rolls []int) (*State, error) {
	d := &ScriptedDice{Rolls: rolls}
	s, err := NewState(b, d)
	if err != nil {
		return nil, err
	}
	for i, o := range orders {
		ns, _, err := s.Apply(o, d)
		if err != nil {
			return nil, fmt.Errorf("rules: replay order %d (%s): %w", i, o, err)
		}
		s = ns
	}
	return s, nil
}

// UnitView is what one side sees of a unit (16.1 Fog of War).
type UnitView struct {
	ID       string // "" for a hidden enemy unit
	Side     string
	Hex      string
	Type     string // "hidden" for a hidden enemy unit
	Strength int    // -1 when hidden
	Routed   bool
}

// View returns the units on the map as side sees them: with 16.1 in use,
// face-down enemy units show only their hex and side.
func (s *State) View(side int) []UnitView {
	var out []UnitView
	for u, info := range s.B.Units {
		if s.Units[u].Where != AtMap || info.Garrison {
			continue
		}
		v := UnitView{ID: info.ID, Side: SideName(info.Side), Hex: s.B.Code(s.Units[u].Hex), Type: info.Type, Strength: info.Strength, Routed: s.Routed(u)}
		if info.Side != side && s.B.Optional("16.1") && s.Units[u].Status&StRevealed == 0 {
			v.ID, v.Type, v.Strength = "", "hidden", -1
		}
		out = append(out, v)
	}
	return out
}
