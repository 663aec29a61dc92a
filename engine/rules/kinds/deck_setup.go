// Where cards start (5.0; Arapiles 20 3.0, ¡Soltadlos!; kind deck_setup).

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The deck_setup kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "deck_setup", Rule: "5.0", Doc: "cards that start in the Discard Pile or on top of the Event Deck",
		Params: []scenario.Param{typed("discard", scenario.CardList, "cards that start face up in the Discard Pile"), typed("top", scenario.CardList, "cards placed on top of the deck after the shuffle")}})
}

// deckSetupParams are a deck_setup rule's parameters (5.0).
type deckSetupParams struct {
	Discard []string `param:"discard"` // cards that start face up in the Discard Pile
	Top     []string `param:"top"`     // cards placed on top of the deck after the shuffle
}

// deckSetupNote records where a deck_setup rule's cards start (5.0).
func deckSetupNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[deckSetupParams](b, r)
	for _, place := range []struct {
		key   string
		cards []string
	}{{"discard", p.Discard}, {"top", p.Top}} {
		if len(place.cards) == 0 {
			continue
		}
		if _, missing := deckCards(b, strings.Join(place.cards, ",")); len(missing) > 0 {
			b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s, kind deck_setup): card %q is not in the scenario's deck; its %s placement is not applied by the engine", r.ID, r.Title, strings.Join(missing, ", "), place.key)
		} else {
			b.RuleNote(r, rules.Applied, "special rule %q (%s): card(s) %s start %s", r.ID, r.Title, strings.Join(place.cards, ","), map[string]string{"discard": "face up in the Discard Pile", "top": "on top of the Event Deck after the shuffle"}[place.key])
		}
	}
}

// deckCards finds the cards a deck_setup parameter names, by number or
// title (comma-separated), or "the two blue-title cards" style colour
// phrases; missing lists names not found.
func deckCards(b *rules.Board, list string) (idx []int, missing []string) {
	for _, colour := range []string{scenario.ColourBlue, scenario.ColourRed, scenario.ColourBlack} {
		if strings.Contains(list, colour+"-title") {
			for i, c := range b.Scenario.Deck.Cards {
				if c.Colour == colour {
					idx = append(idx, i)
				}
			}
			if len(idx) == 0 {
				missing = append(missing, list)
			}
			return idx, missing
		}
	}
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		found := b.Scenario.Deck.Find(name)
		if found < 0 {
			missing = append(missing, name)
			continue
		}
		idx = append(idx, found)
	}
	return idx, missing
}

// deckSetup places the cards a deck_setup rule names after the shuffle:
// face up in the Discard Pile, or on top of the Event Deck (5.0; Talavera
// 20 17.1, Bailén 20 17.2).
func deckSetup(s *rules.State, _ scenario.Rule, x any) {
	b := s.B
	p := rules.AsParams[deckSetupParams](x)
	if idx, missing := deckCards(b, strings.Join(p.Discard, ",")); len(missing) == 0 {
		for _, ci := range idx {
			s.Draw, s.Discard = without(s.Draw, ci), append(without(s.Discard, ci), ci)
		}
	}
	if idx, missing := deckCards(b, strings.Join(p.Top, ",")); len(missing) == 0 && len(p.Top) > 0 {
		for i := len(idx) - 1; i >= 0; i-- {
			ci := idx[i]
			s.Discard = without(s.Discard, ci)
			s.Draw = append([]int{ci}, without(s.Draw, ci)...)
		}
	}
}

func without(a []int, x int) []int {
	out := a[:0:0]
	for _, v := range a {
		if v != x {
			out = append(out, v)
		}
	}
	return out
}

func init() { rules.BindAtFirstUse(bindDeckSetup) }

// bindDeckSetup binds the hooks of this file's kinds.
func bindDeckSetup() {
	rules.Bind("deck_setup", rules.Hooks{Params: newParams[deckSetupParams], Board: deckSetupNote, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Phase: rules.PhaseHooks{rules.OnGameStart: func(s *rules.State, _ rules.PhaseStep) bool {
			deckSetup(s, r, x)
			return false
		}}}
	}})
}
