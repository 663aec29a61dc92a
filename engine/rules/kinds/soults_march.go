// Soult's March and Craufurd Approaches (Talavera 20 11.6, 11.7; kind
// event_reinforcement): reinforcements marched in by event cards.

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The event_reinforcement kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "event_reinforcement", Rule: "11.0", Doc: "reinforcements started by an event card and a table roll",
		Params: []scenario.Param{typed("card_title", scenario.CardParam, "the event card"), pUnits, pTable, pEntry, text("box", "the holding box the units wait in"),
			integer("delay", 0, 99, "Game Turns between the card and the roll"), typed("checks", scenario.RuleParam, "the event_reinforcement rule this one depends on")}})
}

// eventReinforcementParams are an event_reinforcement rule's parameters.
type eventReinforcementParams struct {
	CardTitle string   `param:"card_title"`
	Units     []string `param:"units"`
	Table     string   `param:"table"`
	EntryArea string   `param:"entry_area"`
	Box       string   `param:"box"`    // the holding box the units wait in
	Delay     *int     `param:"delay"`  // Game Turns between the card and the roll
	Checks    string   `param:"checks"` // the event_reinforcement rule this one depends on
}

// Needs is what the engine needs of a event_reinforcement rule.
func (eventReinforcementParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the card, the units, their table and entry area", "card_title", "units", "table", "entry_area")
}

// soultState is the changing state of the event_reinforcement rules
// (Talavera 20 11.6 Soult's March, 11.7 Craufurd Approaches).
type soultState struct {
	marches  uint8 // Soult's March events counted: 1 = in the Plasencia box, 2+ = on the record or in play
	bonus    int8  // modifier to the next arrival rolls of the side's Movement Phase
	craufurd uint8 // 0 not yet, 1 rolling each turn, 2 done (arrived, removed or event ignored)
	recordOn int32 // 1 + the turn the march's units were first placed on the turn record; 0 before
}

// marchRule returns the event_reinforcement rule of a march (with a box
// and a delay, Soult's March) and the one that checks it (Craufurd
// Approaches), if usable.
func marchRules(b *rules.Board) (march, check scenario.Rule, okMarch, okCheck bool) {
	m := arrivalMemo(b)
	return m.march, m.check, m.marchOK, m.checkOK
}

func findMarchRules(b *rules.Board) (march, check scenario.Rule, okMarch, okCheck bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "event_reinforcement" {
			continue
		}
		p := rules.RuleParams[eventReinforcementParams](b, r)
		if p.CardTitle == "" || table(b, p.Table) == nil || len(p.Units) == 0 {
			continue
		}
		if p.Delay != nil && p.Box != "" && !okMarch {
			march, okMarch = r, true
		}
	}
	for _, r := range b.Scenario.Special {
		if r.Kind != "event_reinforcement" {
			continue
		}
		if p := rules.RuleParams[eventReinforcementParams](b, r); okMarch && p.Checks == march.ID && p.CardTitle != "" && table(b, p.Table) != nil && len(p.Units) == 1 {
			check, okCheck = r, true
		}
	}
	return
}

// eventReinforcement checks an event_reinforcement rule and notes how it
// is applied.
func eventReinforcement(b *rules.Board, r scenario.Rule) {
	march, check, okMarch, okCheck := marchRules(b)
	p := rules.RuleParams[eventReinforcementParams](b, r)
	for _, id := range p.Units {
		if u := scenarioUnit(b, id); u == nil || u.Placement.Kind != scenario.PlaceEvent || u.Placement.EntryArea != p.EntryArea {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_reinforcement): unit %q is not placed to arrive by event through entry area %q; not applied by the engine", r.ID, r.Title, id, p.EntryArea)
			return
		}
	}
	card, st := "the card is not in the scenario's deck, so it never occurs", rules.PartlyApplied
	if idx, missing := deckCards(b, p.CardTitle); len(missing) == 0 && len(idx) > 0 {
		card, st = "card "+b.Scenario.Deck.Cards[idx[0]].Ref(), rules.Applied
	}
	switch {
	case okMarch && r.ID == march.ID:
		b.RuleNote(r, st, "special rule %q (%s): when the %q event occurs (%s): the first time %s go to the %s box; the second time they are placed %s turns ahead, and from the French Movement Phase of that turn each rolls on table %q at the start of each French Movement Phase until it arrives through entry area %s; each later time adds +1 to those rolls in the next French Movement Phase only (summed if it occurs more than once before it)",
			r.ID, r.Title, p.CardTitle, card, strings.Join(p.Units, ","), p.Box, intOrEmpty(p.Delay), p.Table, p.EntryArea)
	case okCheck && r.ID == check.ID:
		side := scenarioUnit(b, p.Units[0]).Side
		mp := rules.RuleParams[eventReinforcementParams](b, march)
		unit := p.Units[0]
		b.RuleNote(r, st, "special rule %q (%s): the first time the %q event occurs (%s), and again at the start of each later %s Movement Phase until %s arrives or is removed: if a unit of %s (not a Leader) is on the map, %s is removed and the event ignored; if they are on the turn record they return to the %s box, and if in the box they are set aside, and %s is removed; otherwise %s rolls on table %q and arrives this turn through entry area %s on its arrival result; no Morale changes",
			r.ID, r.Title, p.CardTitle, card, side, unit, strings.Join(mp.Units, ","), unit, mp.Box, unit, unit, p.Table, p.EntryArea)
	default:
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_reinforcement): card title, table, delay or the rule it checks not usable; not applied by the engine", r.ID, r.Title)
	}
}

// marchCard applies the event_reinforcement rules when a card is drawn
// (Talavera 20 11.6, 11.7).
func marchCard(s *rules.State, card *scenario.Card, d rules.Dice, ev *[]rules.Event) {
	march, check, okMarch, okCheck := marchRules(s.B)
	if okMarch && strings.EqualFold(card.Title, rules.RuleParams[eventReinforcementParams](s.B, march).CardTitle) {
		soultsMarch(s, march, ev)
	}
	if okCheck && strings.EqualFold(card.Title, rules.RuleParams[eventReinforcementParams](s.B, check).CardTitle) && soultSlot.Of(s).craufurd == 0 {
		soultSlot.Mut(s).craufurd = 1
		craufurdCheck(s, march, check, d, ev)
	}
}

// soultsMarch counts a Soult's March event (11.6).
func soultsMarch(s *rules.State, r scenario.Rule, ev *[]rules.Event) {
	b := s.B
	p := rules.RuleParams[eventReinforcementParams](b, r)
	st := soultSlot.Mut(s)
	st.marches = min(st.marches+1, 3)
	switch st.marches {
	case 1:
		*ev = append(*ev, rules.Event{Kind: rules.EvReinforce, Text: fmt.Sprintf("%s: %s go to the %s box (%s)", r.Title, strings.Join(p.Units, ","), p.Box, r.ID)})
	case 2:
		delay := orZero(p.Delay)
		for _, id := range p.Units {
			if u := b.Unit(id); u >= 0 && s.Units[u].Where == rules.AtPending {
				s.Units[u].Arrive = s.Turn + delay
				s.Units[u].Status &^= rules.StRolled
			}
		}
		if st.recordOn == 0 {
			st.recordOn = int32(s.Turn + 1)
		}
		*ev = append(*ev, rules.Event{Kind: rules.EvReinforce, Text: fmt.Sprintf("%s: %s placed on turn %d of the record (%s)", r.Title, strings.Join(p.Units, ","), s.Turn+delay, r.ID)})
	default:
		st.bonus++
		*ev = append(*ev, rules.Event{Kind: rules.EvReinforce, Text: fmt.Sprintf("%s: +1 to the arrival rolls of the next French Movement Phase (%s)", r.Title, r.ID)})
	}
}

// marchState is where the march rule's units are: 0 set aside, 1 in the
// box, 2 on the turn record, 3 a unit (not a Leader) on the map.
func marchState(s *rules.State, r scenario.Rule) int {
	for _, id := range rules.RuleParams[eventReinforcementParams](s.B, r).Units {
		if u := s.B.Unit(id); u >= 0 && s.Units[u].Where == rules.AtMap && !s.B.Units[u].Leader {
			return 3
		}
	}
	return int(min(soultSlot.Of(s).marches, 2))
}

// craufurdCheck is the Craufurd Approaches procedure (11.7).
func craufurdCheck(s *rules.State, march, check scenario.Rule, d rules.Dice, ev *[]rules.Event) {
	b := s.B
	cp, mp := rules.RuleParams[eventReinforcementParams](b, check), rules.RuleParams[eventReinforcementParams](b, march)
	c := b.Unit(strings.Join(cp.Units, ","))
	if c < 0 {
		return
	}
	removeCraufurd := func(why string) {
		s.Remove(c, rules.AtEliminated)
		soultSlot.Mut(s).craufurd = 2
		*ev = append(*ev, rules.Event{Kind: rules.EvRemove, Unit: b.Units[c].ID, Text: fmt.Sprintf("%s: %s (%s)", check.Title, why, check.ID)})
	}
	switch marchState(s, march) {
	case 3:
		removeCraufurd("a 2nd Corps unit is on the map: the event is ignored and Craufurd removed")
		return
	case 2:
		for _, id := range mp.Units {
			if u := b.Unit(id); u >= 0 && s.Units[u].Where == rules.AtPending {
				s.Units[u].Arrive, s.Units[u].Status = 1<<30, s.Units[u].Status&^rules.StRolled
			}
		}
		soultSlot.Mut(s).marches = 1
		removeCraufurd("the 2nd Corps returns to the " + mp.Box + " box and Craufurd is removed")
		return
	case 1:
		soultSlot.Mut(s).marches = 0
		removeCraufurd("the 2nd Corps is set aside and Craufurd is removed")
		return
	}
	if d == nil {
		return
	}
	roll := d.Roll()
	out, _, ok := rules.VariableOutcome(table(b, cp.Table), s.Turn, roll)
	if ok && out == "arrive" {
		s.Units[c].Arrive = s.Turn
		soultSlot.Mut(s).craufurd = 2
	} else {
		s.Units[c].Arrive = s.Turn + 1
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvVariable, Unit: b.Units[c].ID, Roll: roll, Text: fmt.Sprintf("%s (%s, 11.7)", map[bool]string{true: "arrive", false: "delayed"}[ok && out == "arrive"], cp.Table)})
}

// rollEventReinforcements rolls at the start of a Movement Phase for the
// march units on the record (French) and for Craufurd (Allied).
func rollEventReinforcements(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	march, check, okMarch, okCheck := marchRules(s.B)
	if !okMarch || d == nil {
		return
	}
	b := s.B
	mp := rules.RuleParams[eventReinforcementParams](b, march)
	if soultSlot.Of(s).marches >= 2 {
		t := table(b, mp.Table)
		for _, id := range mp.Units {
			u := b.Unit(id)
			if u < 0 || b.Units[u].Side != s.Phasing || s.Units[u].Where != rules.AtPending || s.Units[u].Arrive > s.Turn || s.Units[u].Status&rules.StRolled != 0 {
				continue
			}
			roll := d.Roll()
			out, _, ok := rules.VariableOutcome(t, s.Turn, min(roll+int(soultSlot.Of(s).bonus), 6))
			if ok && out == "arrive" {
				s.Units[u].Status |= rules.StRolled
			} else {
				s.Units[u].Arrive = s.Turn + 1
			}
			*ev = append(*ev, rules.Event{Kind: rules.EvVariable, Unit: id, Roll: roll, Text: fmt.Sprintf("%s, modifier %+d (%s, 11.6)", map[bool]string{true: "arrive", false: "delayed"}[ok && out == "arrive"], soultSlot.Of(s).bonus, t.ID)})
		}
	}
	if u := b.Unit(mp.Units[0]); u >= 0 && b.Units[u].Side == s.Phasing {
		soultSlot.Mut(s).bonus = 0 // the next Movement Phase of the march's side only
	}
	if okCheck && soultSlot.Of(s).craufurd == 1 {
		if c := b.Unit(strings.Join(rules.RuleParams[eventReinforcementParams](b, check).Units, ",")); c >= 0 && b.Units[c].Side == s.Phasing && s.Units[c].Where == rules.AtPending && s.Units[c].Arrive <= s.Turn {
			craufurdCheck(s, march, check, d, ev)
		}
	}
}

// marchTrigger reports whether an organized_retreat rule is authorized by
// the march of an event_reinforcement rule reaching the turn record
// (Talavera 20 12.8, Escape to Lisbon: from the turn the 2nd Corps is
// placed on the Game Turn record).
func marchTrigger(b *rules.Board, triggerRule string) bool {
	march, _, ok, _ := marchRules(b)
	return ok && triggerRule == march.ID
}

func init() { rules.BindAtFirstUse(bindSoultsMarch) }

// bindSoultsMarch binds the hooks of this file's kinds.
func bindSoultsMarch() {
	rules.Bind("event_reinforcement", rules.Hooks{Params: newParams[eventReinforcementParams], Board: eventReinforcement})
	// The event reinforcements (Talavera 20 11.6, 11.7), active only on a
	// board with such a rule: their rolls come after the other arrival
	// rolls of the Movement Phase (turn_zero, variable_arrival: rank 30).
	rules.BindGame("event_reinforcement", 31, rules.GameHooks{
		Active: withRule("event_reinforcement"),
		Phase: rules.PhaseHooks{
			rules.OnCard: func(s *rules.State, e rules.PhaseStep) bool { marchCard(s, e.Card, e.Dice, e.Events); return false },
			rules.OnMovementRolls: func(s *rules.State, e rules.PhaseStep) bool {
				rollEventReinforcements(s, e.Dice, e.Events)
				return false
			},
		},
	})
}

// soultSlot holds the marches' state in play (soultState).
var soultSlot = rules.NewStateSlot[soultState]()
