// Morale on entry and at first contact (12.0; Bailén 20 17.2, French Reach
// Bailén; Arapiles 20 6.7.1; kinds morale_on_entry and
// first_contact_morale).

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The morale_on_entry kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "morale_on_entry", Rule: "12.0", Doc: "a side gains Morale the first time one of its units enters a hex",
		Params: []scenario.Param{req(pSide), req(pHex), pMorale, typed("once", scenario.BoolParam, "only the first time")}})
}

// The first_contact_morale kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "first_contact_morale", Rule: "12.0", Doc: "the first unit of a side to enter an EZOC costs its side Morale",
		Params: []scenario.Param{pSides, pTurns, pMorale}})
}

// The state of the morale_on_entry and first_contact_morale rules in play:
// the morale_on_entry rules (by index in Scenario.Special, a bit each) that
// have fired, and whether each side's first unit has entered an enemy ZOC.
var (
	enteredSlot = rules.NewStateSlot[uint64]()
	contactSlot = rules.NewStateSlot[[2]bool]()
)

// moraleOnEntryParams are a morale_on_entry rule's parameters (12.0).
type moraleOnEntryParams struct {
	Side  string `param:"side"`
	Hex   string `param:"hex"`
	Value *int   `param:"value"`
	Once  bool   `param:"once"` // only the first time
}

// moraleOnEntry gives a side Morale the first time one of its units
// enters a hex by any order (Bailén 20 17.2, French Reach Bailén).
func moraleOnEntry(s *rules.State, i int, r scenario.Rule, x any, before *rules.State, o rules.Order, c *rules.Checked, md *rules.MoraleDelta, ev *[]rules.Event) {
	b := s.B
	p, _ := x.(*moraleOnEntryParams)
	if p == nil || p.Value == nil || i >= 64 || enteredSlot.Of(s)&(1<<i) != 0 {
		return
	}
	h, err := b.Parse(p.Hex)
	if err != nil {
		return
	}
	n, side := *p.Value, rules.SideIndex(p.Side)
	if s.OccupiedBy(h, side) && !before.OccupiedBy(h, side) {
		if p.Once {
			*enteredSlot.Mut(s) |= 1 << i
		}
		md.Add(side, n, r.ID)
		*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: p.Side, Hex: p.Hex, Text: fmt.Sprintf("%s: %+d Morale (%s)", r.Title, n, r.ID)})
	}
}

// firstContactParams are a first_contact_morale rule's parameters (12.0).
type firstContactParams struct {
	Sides string          `param:"sides"` // read as written: a side named in it (Arapiles 20 gives both)
	Turns *scenario.Range `param:"turns"`
	Value *int            `param:"value"`
}

// firstContactMorale costs a side Morale when its first unit ends a move
// in an EZOC on the rule's turns (Arapiles 20 6.7.1, March and
// Countermarch).
func firstContactMorale(s *rules.State, _ int, r scenario.Rule, x any, before *rules.State, o rules.Order, c *rules.Checked, md *rules.MoraleDelta, ev *[]rules.Event) {
	b := s.B
	p, _ := x.(*firstContactParams)
	mv, ok := o.(rules.Move)
	if !ok || p == nil || p.Value == nil {
		return
	}
	lo, hi := 0, 0
	if p.Turns != nil {
		lo, hi = p.Turns.Lo, p.Turns.Hi
	}
	u := c.Unit
	side := b.Units[u].Side
	if s.Turn < lo || s.Turn > hi || contactSlot.Of(s)[side] || !strings.Contains(p.Sides, rules.SideName(side)) || b.Units[u].Leader {
		return
	}
	if s.InEZOC(u) {
		contactSlot.Mut(s)[side] = true
		md.Add(side, *p.Value, r.ID)
		*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(side), Unit: mv.Unit, Text: fmt.Sprintf("%s: first unit into an EZOC, %+d Morale (%s)", r.Title, *p.Value, r.ID)})
	}
}

// moraleOnEntryNote records how the engine applies a morale_on_entry rule (its Board hook).
func moraleOnEntryNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[moraleOnEntryParams](b, r)
	if _, err := b.Parse(p.Hex); err != nil || p.Side == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind morale_on_entry): hex or side not given; not applied by the engine", r.ID, r.Title)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): the first time a %s unit (not a Leader or Dummy) enters %s by any order, %s Morale %+d", r.ID, r.Title, p.Side, p.Hex, p.Side, orZero(p.Value))
}

// firstContactMoraleNote records how the engine applies a first_contact_morale rule (its Board hook).
func firstContactMoraleNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[firstContactParams](b, r)
	b.RuleNote(r, rules.Applied, "special rule %q (%s): on turns %s the first unit of each side (%s) that ends a move in an EZOC costs its side %s Morale; EZOCs entered by advance, retreat or reaction do not count", r.ID, r.Title, orEmpty(p.Turns), p.Sides, intOrEmpty(p.Value))
}

func init() { rules.BindAtFirstUse(bindMoraleOnEntry) }

// bindMoraleOnEntry binds the hooks of this file's kinds.
func bindMoraleOnEntry() {
	rules.Bind("morale_on_entry", rules.Hooks{Params: newParams[moraleOnEntryParams], Board: moraleOnEntryNote, Game: rules.AfterOrderGame(moraleOnEntry)})
	rules.Bind("first_contact_morale", rules.Hooks{Params: newParams[firstContactParams], Board: firstContactMoraleNote, Game: rules.AfterOrderGame(firstContactMorale)})
}
