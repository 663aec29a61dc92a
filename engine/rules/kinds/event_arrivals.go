// Units that arrive by event (Rousse 20 11.6, Unit Arrival Locations; kind
// event_arrivals) and French Reinforcements (Bailén 20 11.7; kind
// event_arrival).

package kinds

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The event_arrivals kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "event_arrivals", Rule: "11.0", Doc: "the entry area of each event-driven arrival",
		Keys: &scenario.KeyParam{Key: scenario.KeyUnit, Value: scenario.ZoneParam, Doc: "the unit's entry area"}})
}

// The event_arrival kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "event_arrival", Rule: "11.0", Doc: "a unit that arrives when an event card is drawn",
		Params: []scenario.Param{req(pUnit), req(typed("card", scenario.CardParam, "the event card")), req(pEntry)}})
}

// eventArrivalsParams are an event_arrivals rule's parameters.
type eventArrivalsParams struct {
	Areas map[string]string `param:"*"` // each unit's entry area, by unit id
}

// eventArrivals checks an event_arrivals rule (Rousse 20 11.6, Unit
// Arrival Locations: params unit id = entry area) against the units'
// placements: a unit an event brings enters through its placement's entry
// area unless the event names another (11.0).
func eventArrivals(b *rules.Board, r scenario.Rule) {
	areas := rules.RuleParams[eventArrivalsParams](b, r).Areas
	ids := make([]string, 0, len(areas))
	for id := range areas {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	if len(ids) == 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrivals): no unit given; not applied by the engine", r.ID, r.Title)
		return
	}
	for _, id := range ids {
		area := areas[id]
		u := scenarioUnit(b, id)
		switch {
		case u == nil:
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrivals): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, id)
		case u.Placement.Kind != scenario.PlaceEvent || u.Placement.EntryArea != area:
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrivals): unit %q is not placed to arrive by event through entry area %q; not applied by the engine", r.ID, r.Title, id, area)
		default:
			cards := reinforcingCards(b, id)
			how, st := "no card of the scenario's deck brings it, so it does not enter play", rules.PartlyApplied
			if len(cards) > 0 {
				how, st = "brought by card(s) "+strings.Join(cards, ", "), rules.Applied
			}
			b.RuleNote(r, st, "special rule %q (%s): %s enters through entry area %s when an event brings it (11.6); %s", r.ID, r.Title, id, area, how)
		}
	}
}

// reinforcingCards lists the numbers of the deck's cards whose events
// bring unit id into play (effect reinforce).
func reinforcingCards(b *rules.Board, id string) []string {
	var out []string
	for _, c := range b.Scenario.Deck.Cards {
		found := false
		for _, e := range c.Events {
			for _, ef := range e.Effects {
				for _, u := range ef.Units {
					found = found || ef.Kind == scenario.EffectReinforce && u == id
				}
			}
		}
		if found {
			out = append(out, c.Ref())
		}
	}
	return out
}

// eventArrivalParams are an event_arrival rule's parameters.
type eventArrivalParams struct {
	Unit      string `param:"unit"`
	Card      string `param:"card"`
	EntryArea string `param:"entry_area"`
}

// eventArrival checks an event_arrival rule (Bailén 20 11.7, French
// Reinforcements: Frere may enter by Area Z only after the Resistir en
// Andalucía event). The arrival roll that 6.11 starts on that event is not
// printed, so the unit never enters; when the event first occurs after the
// side ordered its Organized Retreat, the unit is removed from the game.
func eventArrival(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[eventArrivalParams](b, r)
	u := scenarioUnit(b, p.Unit)
	n, err := strconv.Atoi(p.Card)
	if u == nil || err != nil || u.Placement.Kind != scenario.PlaceEvent || u.Placement.EntryArea != p.EntryArea {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrival): unit %q or card %q not usable; not applied by the engine", r.ID, r.Title, p.Unit, p.Card)
		return
	}
	if _, missing := deckCards(b, strconv.Itoa(n)); len(missing) > 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrival): card #%d is not in the scenario's deck; not applied by the engine", r.ID, r.Title, n)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %s does not enter play: the arrival roll begun by card #%d (6.11) is not printed, so its entry by area %s after that event is not applied by the engine; when card #%d is first drawn after the %s Organized Retreat was authorized, %s is removed from the game (6.11)", r.ID, r.Title, p.Unit, n, p.EntryArea, n, u.Side, p.Unit)
}

// eventArrivalCard removes an event_arrival unit when its card is drawn
// after its side authorized the Organized Retreat (Bailén 20 6.11).
func eventArrivalCard(s *rules.State, card *scenario.Card, ev *[]rules.Event) {
	b := s.B
	for _, r := range b.Scenario.Special {
		if r.Kind != "event_arrival" {
			continue
		}
		p := rules.RuleParams[eventArrivalParams](b, r)
		if p.Card != strconv.Itoa(card.Number) {
			continue
		}
		u := b.Unit(p.Unit)
		if u < 0 || s.Units[u].Where != rules.AtPending || rules.RetreatSlot.Of(s).Retreat[b.Units[u].Side] != rules.RetreatAuthorized {
			continue
		}
		s.Remove(u, rules.AtEliminated)
		*ev = append(*ev, rules.Event{Kind: rules.EvRemove, Unit: b.Units[u].ID, Text: fmt.Sprintf("%s: card #%d after the Organized Retreat: removed from the game (6.11, %s)", r.Title, card.Number, r.ID)})
	}
}

func init() { rules.BindAtFirstUse(bindEventArrivals) }

// bindEventArrivals binds the hooks of this file's kinds.
func bindEventArrivals() {
	rules.Bind("event_arrivals", rules.Hooks{Params: newParams[eventArrivalsParams], Board: eventArrivals})
	rules.Bind("event_arrival", rules.Hooks{Params: newParams[eventArrivalParams], Board: eventArrival})
	// A drawn card's removals come after its Swiss Desertion and leader
	// events, before Soult's March (event_reinforcement, same rank).
	rules.BindGame("event_arrival", 31, rules.GameHooks{
		Active: withRule("event_arrival"),
		Phase: rules.PhaseHooks{
			rules.OnCard: func(s *rules.State, e rules.PhaseStep) bool { eventArrivalCard(s, e.Card, e.Events); return false },
		},
	})
}
