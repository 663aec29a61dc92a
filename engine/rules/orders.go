package rules

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Event is one thing that happened while applying an order, for the game
// log.
type Event struct {
	Kind EventKind // move, enter, battle, result, rout, retreat, break, advance, morale, card, phase, ...
	Side string
	Unit string
	Hex  string
	Roll int // the die roll, when the event is a roll
	Text string
}

// String formats the event as one line of the game log.
func (e Event) String() string {
	var sb strings.Builder
	sb.WriteString(string(e.Kind))
	if e.Side != "" {
		sb.WriteString(" " + e.Side)
	}
	if e.Unit != "" {
		sb.WriteString(" " + e.Unit)
	}
	if e.Hex != "" {
		sb.WriteString(" @" + e.Hex)
	}
	if e.Roll != 0 {
		fmt.Fprintf(&sb, " [die %d]", e.Roll)
	}
	if e.Text != "" {
		sb.WriteString(": " + e.Text)
	}
	return sb.String()
}

// Order is an instruction from the player whose turn it is to act (see
// State.Actor). Orders are small values; a game's history is its list of
// orders and dice.
type Order interface {
	order()
	String() string
}

// coreOrder is an order type of the engine's own (ordertypes.go).
type coreOrder interface {
	Order
	// check validates the order in position s, filling the zeroed c
	// with what apply needs; an illegal order is an *IllegalOrder.
	check(s *State, c *Checked) (*Checked, error)
	// apply enacts the checked order on t, a clone of s (the state the
	// order was given in).
	apply(t, s *State, c *Checked, d Dice, ev *[]Event) error
}

// KindOrder is an order type that a special-rule kind defines (Command,
// NightAttack, BuildRedoubt in engine/rules/kinds): it embeds
// KindOrderBase, which makes it an Order, and checks and applies itself
// as the engine's own order types do.
type KindOrder interface {
	Order
	// Check validates the order in position s, filling the zeroed c
	// with what Apply needs; an illegal order is an *IllegalOrder.
	Check(s *State, c *Checked) (*Checked, error)
	// Apply enacts the checked order on t, a clone of s (the state the
	// order was given in).
	Apply(t, s *State, c *Checked, d Dice, ev *[]Event) error
}

// KindOrderBase, embedded in a kind's order type, makes it an Order.
type KindOrderBase struct{}

//lint:ignore U1000 it makes the kinds' order types, which embed KindOrderBase, Orders
func (KindOrderBase) order() {}

// Move moves a unit on the map, or brings a reinforcement in, to To (a
// hex the unit can reach: see Reachable). Movement Phase only (6.0, 11.0).
type Move struct {
	Unit string
	To   string // XXYY
}

// ForceMarch spends a Morale Point so that every unit of the phasing side
// gets +1 Movement Allowance this phase (12.2.1). Before any unit moves.
// Corps, when given, force-marches the units of that Corps only, where a
// scenario rule allows it (Bussaco 20 España 5.1, A Moment of Clarity).
type ForceMarch struct {
	Corps string
}

// Countercharge is a Reaction Phase attack by cavalry on adjacent enemy
// units (8.1).
type Countercharge struct {
	Attackers, Defenders []string
	AttackerReserve      bool // 12.2.3
	DefenderReserve      bool
	Advance              []string
	Pursue               int
}

// Disengage moves a cavalry (or light infantry, 16.7.2) unit one hex away
// from the enemy in the Reaction Phase (8.2).
type Disengage struct {
	Unit string
	To   string
}

// MaintainContact follows a disengaged unit into the hex it vacated
// (8.2.4); Unit "" declines.
type MaintainContact struct {
	Unit string
}

// Penetrate moves a cavalry unit from one hex adjacent to the enemy to
// another (16.2).
type Penetrate struct {
	Unit string
	To   string
}

// BattleDecl is one declared battle: the attacking units and the defending
// units (garrisons are named "garrison-XXYY").
type BattleDecl struct {
	Attackers, Defenders []string
}

// Declare declares every battle of the Combat Phase at once (9.2).
type Declare struct {
	Battles []BattleDecl
}

// Resolve fights one declared battle (9.0 steps B to H).
type Resolve struct {
	Battle          int  // index into the declared battles
	AttackerReserve bool // spend a Morale Point, +1 (12.2.3)
	DefenderReserve bool
	Reduce          int      // voluntary differential reduction (9.5)
	Advance         []string // victorious units to advance, in order (9.8); the first cavalry may pursue
	Pursue          int      // extra hexes the first cavalry pursues along the retreat path (9.8.5)
	Exchange        []string // attackers to break on an exchange; empty: the engine picks the least strength
	// Commit are the special rules the players commit to the battle, by
	// id, each with the unit it names where the rule takes one (the Garde
	// Marins, Bailén 20 16.11; the Danube Flotilla, Slobozia 20 9.4.5;
	// an Independent Brigade's Support, Arapiles 20 16.6): see
	// State.ResolveOptions. The engine refuses a commitment its rule does
	// not allow now with an *IllegalOrder naming the rule.
	Commit []Commitment
	// Paths are the retreat and rout paths the owning players choose
	// among hexes the rules rank equally (9.7.7; retreat_paths.go); a unit
	// without one retreats by the engine's choice.
	Paths []RetreatChoice
}

// Rally attempts to rally Broken units at night (10.0) and places each
// rallied unit at the matching hex of Hexes (a LOC or 16.4 Rally hex).
type Rally struct {
	Units       []string
	SpendMorale bool
	Hexes       []string
}

// Breakdown exchanges a large infantry unit for two cadres (16.6).
type Breakdown struct {
	Unit string
}

// EndPhase ends the current phase (in the Random Events Phase it draws
// the card first).
type EndPhase struct{}

func (Move) order()            {}
func (ForceMarch) order()      {}
func (Countercharge) order()   {}
func (Disengage) order()       {}
func (MaintainContact) order() {}
func (Penetrate) order()       {}
func (Declare) order()         {}
func (Resolve) order()         {}
func (Rally) order()           {}
func (Breakdown) order()       {}
func (EndPhase) order()        {}

// String returns the order in the game log's notation.
func (o Move) String() string { return "move " + o.Unit + " " + o.To }

// String returns the order in the game log's notation.
func (o ForceMarch) String() string {
	if o.Corps != "" {
		return "force-march " + o.Corps
	}
	return "force-march"
}

// String returns the order in the game log's notation.
func (o Disengage) String() string { return "disengage " + o.Unit + " " + o.To }

// String returns the order in the game log's notation.
func (o Penetrate) String() string { return "penetrate " + o.Unit + " " + o.To }

// String returns the order in the game log's notation.
func (o Breakdown) String() string { return "breakdown " + o.Unit }

// String returns the order in the game log's notation.
func (EndPhase) String() string { return "end-phase" }

// String returns the order in the game log's notation.
func (o Rally) String() string {
	s := "rally " + strings.Join(o.Units, ",")
	if o.SpendMorale {
		s += " spend"
	}
	if len(o.Hexes) > 0 {
		s += " at " + strings.Join(o.Hexes, ",")
	}
	return s
}

// String returns the order in the game log's notation.
func (o MaintainContact) String() string {
	if o.Unit == "" {
		return "no-contact"
	}
	return "contact " + o.Unit
}

// String returns the order in the game log's notation.
func (o Countercharge) String() string {
	return "countercharge " + strings.Join(o.Attackers, ",") + " vs " + strings.Join(o.Defenders, ",") +
		battleChoices(o.AttackerReserve, o.DefenderReserve, 0, o.Advance, o.Pursue, nil, nil)
}

// String returns the order in the game log's notation.
func (o Declare) String() string {
	var parts []string
	for _, b := range o.Battles {
		parts = append(parts, strings.Join(b.Attackers, ",")+" vs "+strings.Join(b.Defenders, ","))
	}
	return "declare " + strings.Join(parts, "; ")
}

// String returns the order in the game log's notation.
func (o Resolve) String() string {
	return fmt.Sprintf("resolve %d", o.Battle) + battleChoices(o.AttackerReserve, o.DefenderReserve, o.Reduce, o.Advance, o.Pursue, o.Exchange, o.Commit) + pathWords(o.Paths)
}

// battleChoices writes the choices of a Resolve or a Countercharge, each
// after a space, in the order ParseOrder reads them.
func battleChoices(ar, dr bool, reduce int, adv []string, pursue int, exchange []string, commit []Commitment) string {
	var sb strings.Builder
	if ar {
		sb.WriteString(" +A-reserve")
	}
	if dr {
		sb.WriteString(" +D-reserve")
	}
	if reduce > 0 {
		fmt.Fprintf(&sb, " reduce %d", reduce)
	}
	if len(adv) > 0 {
		sb.WriteString(" advance " + strings.Join(adv, ","))
	}
	if pursue > 0 {
		fmt.Fprintf(&sb, " pursue %d", pursue)
	}
	if len(exchange) > 0 {
		sb.WriteString(" exchange " + strings.Join(exchange, ","))
	}
	for _, c := range commit {
		sb.WriteString(" " + c.String())
	}
	return sb.String()
}

// IllegalOrder is an order the rules do not allow in the present state:
// the rule it breaks and why. Its message is the reason after "rules: ",
// as the CLI prints it.
type IllegalOrder struct {
	Rule   string // the rule number the reason cites, e.g. "12.2.1"; "" when it cites none
	Reason string
}

// Error is "rules: " and the reason.
func (e *IllegalOrder) Error() string { return "rules: " + e.Reason }

// RuleOf is the rule number a special rule implements: the scenario's
// number for it, else the standard rule of its kind (scenario.KindSpec).
func RuleOf(r scenario.Rule) string {
	if r.Number != "" {
		return r.Number
	}
	return KindRule(r.Kind)
}

// KindRule is the standard rule a special-rule kind implements, or "".
func KindRule(kind string) string {
	if k, ok := scenario.Kind(kind); ok {
		return k.Rule
	}
	return ""
}

// Illegal returns an IllegalOrder breaking rule, its reason formatted.
func Illegal(rule, format string, args ...any) error {
	return &IllegalOrder{Rule: rule, Reason: fmt.Sprintf(format, args...)}
}
