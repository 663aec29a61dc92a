// Leader events (Bussaco 20 5.1, A Moment of Clarity and More Concerned with
// Venus than with Mars; kind event_effect): the event cards that change a
// leader or make every unit Active.

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The event_effect kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "event_effect", Rule: "5.0", Doc: "an event card's effect the engine applies",
		Params: []scenario.Param{req(typed("card_title", scenario.CardParam, "the event card")), pSide, pHex}})
}

// eventEffectParams are an event_effect rule's parameters.
type eventEffectParams struct {
	CardTitle string `param:"card_title"`
	Side      string `param:"side"`
	Hex       string `param:"hex"`
}

// Needs is what the engine needs of a event_effect rule.
func (eventEffectParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the side that draws the card", "side")
}

// eventNote records an event_effect rule (Bussaco 20 5.1: A Moment of
// Clarity; More Concerned with Venus than with Mars).
func eventNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[eventEffectParams](b, r)
	if p.CardTitle == "" || p.Side == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_effect): card_title or side not given; not applied by the engine", r.ID, r.Title)
		return
	}
	inDeck := false
	for _, c := range b.Scenario.Deck.Cards {
		inDeck = inDeck || strings.EqualFold(c.Title, p.CardTitle)
	}
	deck := ""
	if !inDeck {
		deck = fmt.Sprintf(" (the scenario's deck has no card titled %q, so it never happens)", p.CardTitle)
	}
	if p.Hex == "" && leadersOf(b).coord.activation.ID != "" && leadersOf(b).coord.activationSide == rules.SideIndex(p.Side) {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): when the %s player draws the card %q, no roll is made on the side's Corps activation table that turn, every %s unit is Active, and the side may Force March the units of one Corps without the Morale cost (order force-march CORPS)%s", r.ID, r.Title, p.Side, p.CardTitle, p.Side, deck)
		return
	}
	if p.Hex == "" {
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): when the %s player draws the card %q, no roll is made on the side's Corps activation table that turn and every %s unit may move; the free Forced March of one Corps is not applied by the engine%s", r.ID, r.Title, p.Side, p.CardTitle, p.Side, deck)
		return
	}
	st, ok := apathyRule(b)
	if !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_effect): no leader_state rule with two counters; not applied by the engine", r.ID, r.Title)
		return
	}
	stp := rules.RuleParams[leaderStateParams](b, st)
	if leadersOf(b).coord.activation.ID != "" && leadersOf(b).coord.activationSide == rules.SideIndex(p.Side) {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): when the %s player draws the card %q no roll is made on the side's Corps activation table that turn; %s is placed in %s (with the optional Leader rule (16.9) in place of an Engaged %s on the map; without it when it is not on the map), so that the -1 applies again; and no %s unit is Active that turn: %s%s", r.ID, r.Title, p.Side, p.CardTitle, stp.Indisposed, p.Hex, stp.Engaged, p.Side, inactiveWords, deck)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): when the %s player draws the card %q no roll is made on the side's Corps activation table that turn, and with the optional Leader rule (16.9) an Engaged %s on the map is replaced by %s placed in %s; and no %s unit is Active that turn: %s%s", r.ID, r.Title, p.Side, p.CardTitle, stp.Engaged, stp.Indisposed, p.Hex, p.Side, inactiveWords, deck)
}

// leaderCard applies the event_effect rules of a drawn card (Bussaco 20
// 5.1): A Moment of Clarity makes every unit of the side Active (no command
// roll); More Concerned with Venus than with Mars returns the Indisposed
// counter to its hex in place of the Engaged one.
func leaderCard(s *rules.State, card *scenario.Card, ev *[]rules.Event) {
	b := s.B
	for _, cr := range leaderCardRules(b) {
		if cr.side != rules.SideName(s.Phasing) || !strings.EqualFold(card.Title, cr.title) {
			continue
		}
		r, p := cr.r, rules.RuleParams[eventEffectParams](b, cr.r)
		leaderSlot.Mut(s).noRoll = int16(s.Turn)
		if p.Hex == "" {
			leaderSlot.Mut(s).clarity = int16(s.Turn)
			*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: p.Side, Text: fmt.Sprintf("%s: every %s unit is Active this turn (%s)", card.Title, p.Side, r.ID)})
			continue
		}
		noneActive(s, r, card, ev)         // venus.go
		indisposedReturns(s, p.Hex, r, ev) // corps_activation.go: without the Leader rule
		st, ok := apathyRule(b)
		h, err := b.Parse(p.Hex)
		if !ok || err != nil || !b.Optional("16.9") {
			continue
		}
		sp := rules.RuleParams[leaderStateParams](b, st)
		ind, eng := b.Unit(sp.Indisposed), b.Unit(sp.Engaged)
		if s.Units[eng].Where != rules.AtMap || s.EnemyIn(h, b.Units[ind].Side) {
			continue
		}
		s.Remove(eng, rules.AtSetAside)
		s.Units[ind].Where, s.Units[ind].Hex = rules.AtMap, h
		*ev = append(*ev, rules.Event{Kind: rules.EvLeader, Side: p.Side, Unit: b.Units[ind].ID, Hex: p.Hex, Text: fmt.Sprintf("%s replaces %s (%s)", b.Units[ind].ID, b.Units[eng].ID, r.ID)})
	}
}

// leaderCardRule is an event_effect rule that names a card, with its side
// and card title read once.
type leaderCardRule struct {
	r           scenario.Rule
	side, title string
}

// leaderCardRules returns the scenario's event_effect rules that name a
// card (card_title), in the scenario's order, read once per Board.
func leaderCardRules(b *rules.Board) []leaderCardRule {
	leadersOf(b).cardRules.once.Do(func() { leadersOf(b).cardRules.rs = findLeaderCardRules(b) })
	return leadersOf(b).cardRules.rs
}

// findLeaderCardRules is leaderCardRules without the memo.
func findLeaderCardRules(b *rules.Board) []leaderCardRule {
	var rs []leaderCardRule
	for _, r := range b.Scenario.Special {
		if r.Kind != "event_effect" {
			continue
		}
		if p := rules.RuleParams[eventEffectParams](b, r); p.CardTitle != "" {
			rs = append(rs, leaderCardRule{r: r, side: p.Side, title: p.CardTitle})
		}
	}
	return rs
}

// allActive reports whether an event this Game Turn makes every unit of
// the phasing side Active, so that its command limit is not rolled
// (Bussaco 20 5.1, A Moment of Clarity).
func allActive(s *rules.State) bool {
	if leaderSlot.Of(s).clarity != int16(s.Turn) {
		return false
	}
	for _, r := range s.B.Scenario.Special {
		if r.Kind != "event_effect" {
			continue
		}
		if p := rules.RuleParams[eventEffectParams](s.B, r); p.Hex == "" && p.Side == rules.SideName(s.Phasing) {
			return true
		}
	}
	return false
}

func init() { rules.BindAtFirstUse(bindLeaderCards) }

// bindLeaderCards binds the hooks of this file's kinds.
func bindLeaderCards() {
	rules.Bind("event_effect", rules.Hooks{Params: newParams[eventEffectParams], Board: eventNote})
	// Active only on a board with such a rule; a drawn card's leader events
	// come after its Swiss Desertion (rank 10), before its marching
	// reinforcements (rank 31).
	rules.BindGame("leader_cards", 20, rules.GameHooks{
		Active:    withRule("event_effect"),
		NoCommand: allActive,
		Phase: rules.PhaseHooks{
			rules.OnCard: func(s *rules.State, e rules.PhaseStep) bool { leaderCard(s, e.Card, e.Events); return false },
		},
	})
}
