// Package playdoc is a game played by hand in the editor's Play mode: the
// rules engine's position, who plays each side (a person or a bot by
// name), the orders given with the dice each rolled, undo of a person's
// orders until dice are rolled, battles rolled before their advance and
// exchange are chosen, and the game saved as an `adc play --script` file
// (docs/scripts.md) that replays from the command line. It has no widgets:
// the editor's Play window is a thin view over a Game.
//
//	g, err := playdoc.New(board, 1, [2]playdoc.Seat{{}, {Bot: "greedy"}})
//	err = g.Give(rules.Move{Unit: "fr-a", To: "0805"}) // an *rules.IllegalOrder names its rule
//	err = g.Give(rules.EndPhase{})
//	for g.BotToAct() { g.BotStep() }
//	data, err := g.Script()                         // adc play SCENARIO --script FILE
package playdoc

import (
	"errors"
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/sim"
)

// Seat is who plays a side: a person when Bot is "", else the bot of that
// name (sim.BotNames).
type Seat struct {
	Bot string
}

// Human reports whether a person plays the seat.
func (s Seat) Human() bool { return s.Bot == "" }

// Step is one order given, with the dice it rolled and what happened.
type Step struct {
	Order rules.Order
	Text  string // in the script notation (rules.ScriptText); "" when it has none

	Dice   []int
	Actor  int // the side that gave it
	Turn   int
	Phase  rules.Phase
	Bot    string // the bot that gave it; "" for a person
	Events []rules.Event
}

// String is the order in the script notation, or as the log writes it
// when that notation cannot carry it.
func (st Step) String() string {
	if st.Text != "" {
		return st.Text
	}
	return st.Order.String()
}

// NeedDiceError is an order that rolls more dice than were entered by
// hand: nothing was played; enter more and give it again.
type NeedDiceError struct {
	Entered int
	Order   string
}

func (e *NeedDiceError) Error() string {
	return fmt.Sprintf("%s rolls more dice than the %d entered: enter the next die (1 to 6)", e.Order, e.Entered)
}

// Game is a game in progress.
type Game struct {
	B     *rules.Board
	Seed  uint64
	Seats [2]Seat
	// HandDice: dice are entered by hand (EnterDice) for a game played
	// with real dice at the table; otherwise they are rolled from Seed.
	HandDice bool

	states  []*rules.State // states[i] is the position before steps[i]
	steps   []Step
	bots    [2]sim.Bot
	entered []int
	pending *Pending
}

// New starts a game of board b from its set-up, free deployments made by
// the default placement (3.0) as `adc play --script` does, the deck
// shuffled with dice seeded by seed.
func New(b *rules.Board, seed uint64, seats [2]Seat) (*Game, error) {
	s, err := rules.NewState(b, rules.NewSeededDice(seed))
	if err != nil {
		return nil, err
	}
	if s, err = s.AutoDeploy(); err != nil {
		return nil, err
	}
	g := &Game{B: b, Seed: seed, Seats: seats, states: []*rules.State{s}}
	if err := g.SetSeats(seats); err != nil {
		return nil, err
	}
	return g, nil
}

// SetSeats changes who plays each side (a person taking over from a bot,
// a bot of another strength).
func (g *Game) SetSeats(seats [2]Seat) error {
	for side, st := range seats {
		g.bots[side] = nil
		if st.Human() {
			continue
		}
		bot, err := sim.NewBot(st.Bot, g.B, side, mix(g.Seed+uint64(side)+1))
		if err != nil {
			return err
		}
		g.bots[side] = bot
	}
	g.Seats = seats
	return nil
}

// State is the current position.
func (g *Game) State() *rules.State { return g.states[len(g.states)-1] }

// Steps are the orders given so far.
func (g *Game) Steps() []Step { return g.steps }

// Pending is the battle rolled and waiting for its choices, or nil.
func (g *Game) Pending() *Pending { return g.pending }

// Actor is the side to act now.
func (g *Game) Actor() int { return g.State().Actor() }

// HumanToAct reports whether a person gives the next order.
func (g *Game) HumanToAct() bool { return !g.State().Over() && g.Seats[g.Actor()].Human() }

// BotToAct reports whether a bot gives the next order.
func (g *Game) BotToAct() bool {
	return g.pending == nil && !g.State().Over() && !g.Seats[g.Actor()].Human()
}

// EnterDice adds dice rolled at the table, used by the next orders that
// roll, in order.
func (g *Game) EnterDice(d ...int) error {
	for _, v := range d {
		if v < 1 || v > 6 {
			return fmt.Errorf("die %d: want 1 to 6", v)
		}
	}
	g.entered = append(g.entered, d...)
	return nil
}

// Entered is the dice entered by hand and not used yet.
func (g *Game) Entered() []int { return g.entered }

// Give plays a person's order. A refused order is the engine's error (an
// *rules.IllegalOrder carries the rule); nothing changes then.
func (g *Game) Give(o rules.Order) error {
	if g.pending != nil {
		return g.pendingErr()
	}
	if g.State().Over() {
		return errors.New("the game is over")
	}
	if !g.Seats[g.Actor()].Human() {
		return fmt.Errorf("it is the bot's turn to act (%s)", BotLabel(g.Seats[g.Actor()].Bot))
	}
	_, err := g.play(o, "", nil)
	return err
}

// BotStep lets the bot whose side is to act give one order.
func (g *Game) BotStep() error {
	o, err := g.BotOrder(g.State())
	if err != nil {
		return err
	}
	return g.PlayBot(o, len(g.steps))
}

// BotOrder asks the bot whose side is to act in position s (the current
// one) for its order without playing it, so that a slow bot can think
// away from the window's thread; nothing else may change the game
// meanwhile.
func (g *Game) BotOrder(s *rules.State) (rules.Order, error) {
	if s.Over() || g.Seats[s.Actor()].Human() {
		return nil, errors.New("no bot is to act")
	}
	side := s.Actor()
	o := g.bots[side].Order(s)
	if o == nil {
		return nil, fmt.Errorf("the bot (%s) gave no order", BotLabel(g.Seats[side].Bot))
	}
	return o, nil
}

// PlayBot plays the order a bot gave (BotOrder) when the game is still
// where it was asked, after `at` orders.
func (g *Game) PlayBot(o rules.Order, at int) error {
	if g.pending != nil {
		return g.pendingErr()
	}
	if at != len(g.steps) || !g.BotToAct() {
		return errors.New("the game moved on while the bot was thinking")
	}
	_, err := g.play(o, g.Seats[g.Actor()].Bot, nil)
	return err
}

// dice gives an order its dice: first the rolls already made (a battle
// rolled before its choices), then those entered by hand or seeded ones.
type dice struct {
	first  []int
	hand   []int
	useHnd bool
	seeded *rules.SeededDice
	rolled []int
	short  bool
	pad    int // when hand dice run out: this die, not recorded (tryPadded)
}

func (d *dice) Roll() int {
	var v int
	switch {
	case len(d.first) > 0:
		v, d.first = d.first[0], d.first[1:]
	case d.useHnd && len(d.hand) > 0:
		v, d.hand = d.hand[0], d.hand[1:]
	case d.useHnd && d.pad > 0:
		d.short = true
		return d.pad
	case d.useHnd:
		d.short = true
		return 6 // the order is discarded: it needs a die not entered
	default:
		v = d.seeded.Roll()
	}
	d.rolled = append(d.rolled, v)
	return v
}

// newDice returns the dice of the next order: seeded from the game's seed
// and the order's number, so a reopened game rolls as the first would.
func (g *Game) newDice(first []int) *dice {
	return &dice{first: append([]int(nil), first...), hand: append([]int(nil), g.entered...), useHnd: g.HandDice,
		seeded: rules.NewSeededDice(mix(g.Seed ^ mix(uint64(len(g.steps))+1)))}
}

// try applies o to the current position without recording it.
func (g *Game) try(o rules.Order, first []int) (*rules.State, []rules.Event, *dice, error) {
	d := g.newDice(first)
	ns, evs, err := g.State().Apply(o, d)
	if err != nil {
		return nil, nil, nil, err
	}
	if d.short {
		return nil, nil, nil, &NeedDiceError{Entered: len(g.entered) + len(first), Order: o.String()}
	}
	return ns, evs, d, nil
}

// play applies o and records it. A person's Resolve of a battle that may
// need a choice after its roll waits in Pending instead.
func (g *Game) play(o rules.Order, bot string, first []int) (*Step, error) {
	text, err := rules.ScriptText(o)
	if err != nil {
		text = "" // played, but the game can no longer be saved as a script
	}
	if r, ok := o.(rules.Resolve); ok && bot == "" && first == nil {
		return nil, g.roll(r)
	}
	if r, ok := o.(rules.Resolve); ok && bot != "" && first == nil {
		if asked, err := g.rollBot(r, bot); asked || err != nil { // a person's retreat path (retreat.go)
			return nil, err
		}
	}
	ns, evs, d, err := g.try(o, first)
	if err != nil {
		return nil, err
	}
	return g.record(o, text, bot, ns, evs, d), nil
}

func (g *Game) record(o rules.Order, text, bot string, ns *rules.State, evs []rules.Event, d *dice) *Step {
	s := g.State()
	if g.HandDice {
		g.entered = d.hand
	}
	st := Step{Order: o, Text: text, Dice: d.rolled, Actor: s.Actor(), Turn: s.Turn, Phase: s.Phase, Bot: bot, Events: evs}
	g.steps = append(g.steps, st)
	g.states = append(g.states, ns)
	return &g.steps[len(g.steps)-1]
}

// CanUndo reports whether the last order may be taken back, and names it:
// a person's own order that rolled no dice and drew no card.
func (g *Game) CanUndo() (string, bool) {
	if g.pending != nil || len(g.steps) == 0 {
		return "", false
	}
	st := g.steps[len(g.steps)-1]
	if st.Bot != "" || len(st.Dice) > 0 {
		return "", false
	}
	for _, ev := range st.Events {
		if ev.Kind == "card" {
			return "", false
		}
	}
	return st.String(), true
}

// Undo takes back the last order when CanUndo allows it.
func (g *Game) Undo() error {
	if _, ok := g.CanUndo(); !ok {
		return errors.New("nothing to undo: only your own orders can be taken back, until dice are rolled or a card is drawn")
	}
	g.steps = g.steps[:len(g.steps)-1]
	g.states = g.states[:len(g.states)-1]
	return nil
}

// Log is the game log: each order, then what it caused, one line each.
func (g *Game) Log() []string {
	var out []string
	for _, st := range g.steps {
		out = append(out, g.stepLine(st))
		for _, ev := range st.Events {
			out = append(out, "    "+ev.String())
		}
	}
	return out
}

// stepLine is an order's line of the log.
func (g *Game) stepLine(st Step) string {
	who := rules.SideName(st.Actor)
	if st.Bot != "" {
		who += " (" + BotLabel(st.Bot) + ")" // which bot played, at what budget
	}
	line := fmt.Sprintf("T%d %s %s: %s", st.Turn, st.Phase, who, st.String())
	if len(st.Dice) > 0 {
		line += fmt.Sprintf("  dice %v", st.Dice)
	}
	return line
}

// LastCard is the last event card drawn, "" when none was.
func (g *Game) LastCard() string {
	for i := len(g.steps) - 1; i >= 0; i-- {
		for j := len(g.steps[i].Events) - 1; j >= 0; j-- {
			if ev := g.steps[i].Events[j]; ev.Kind == "card" {
				return ev.Text
			}
		}
	}
	return ""
}

// Sequence describes where the game is (4.0): "Turn 3 · French player
// turn · Reaction phase · Allied to act".
func (g *Game) Sequence() string {
	s := g.State()
	if s.Over() {
		return "Game over: " + s.Result().String()
	}
	name := func(side int) string { return g.SideName(side) }
	return fmt.Sprintf("Turn %d · %s player turn · %s phase · %s to act", s.Turn, name(s.Phasing), phaseName(s.Phase), name(s.Actor()))
}

// SideName is the scenario's name of a side.
func (g *Game) SideName(side int) string {
	id := rules.SideName(side)
	for _, sd := range g.B.Scenario.Sides {
		if sd.ID == id && sd.Name != "" {
			return sd.Name
		}
	}
	return id
}

func phaseName(p rules.Phase) string {
	n := p.String()
	if n == "" {
		return n
	}
	return strings.ToUpper(n[:1]) + n[1:]
}

// mix derives independent seeds (SplitMix64).
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}
