package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBailen5_1_SwissDesertion: the Swiss desert when their card is drawn
// and only if Spanish Morale is higher (once per game); from then the
// Rally rolls of the yellow-strength units are -1 unless Morale is spent
// on the Rally (12.2). In the 17.2 scenario it has occurred at the start.
func TestBailen5_1_SwissDesertion(t *testing.T) {
	cases := []struct {
		name      string
		occurred  bool
		deck      bool
		card      string
		morale    [2]int
		wantSwiss bool
		unit      string
		spend     bool
		wantMod   int
		wantNote  string
	}{
		{"Spanish Morale higher", false, true, "Swiss Desertions", [2]int{5, 6}, true, "fr-frere", false, -1, "when card Swiss Desertions is drawn while Spanish Morale is higher"},
		{"Morale spent on the Rally cancels it", false, true, "Swiss Desertions", [2]int{5, 6}, true, "fr-frere", true, 0, "unless the French spend Morale on the Rally (12.2)"},
		{"other unit", false, true, "Swiss Desertions", [2]int{5, 6}, true, "a", false, 0, "it applies to fr-frere"},
		{"equal Morale: no desertion", false, true, "Swiss Desertions", [2]int{6, 6}, false, "fr-frere", false, 0, ""},
		{"French Morale higher: no desertion", false, true, "Swiss Desertions", [2]int{7, 6}, false, "fr-frere", false, 0, ""},
		{"another card", false, true, "Dragoons & Cuirassiers", [2]int{5, 6}, false, "fr-frere", false, 0, ""},
		{"card not in the deck", false, false, "", [2]int{5, 6}, false, "fr-frere", false, 0, `the "Swiss Desertions" card is not in the scenario's deck`},
		{"occurred at the start (17.2)", true, false, "", [2]int{7, 6}, true, "fr-frere", false, -1, "the Swiss Desertion has occurred at the start"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 3, 2, "0306")
			f.unit("fr-frere", fr, in, 3, 2, "0506")
			f.unit("d", af, in, 3, 2, "0906")
			p := map[string]string{"card": "Swiss Desertions", "condition": swissCondition, "once": "true", "rally_modifier": "-1", "units": "fr-frere"}
			if tc.occurred {
				p = map[string]string{"occurred": "true", "rally_modifier": "-1", "units": "fr-frere"}
			}
			f.s.Special = []scenario.Rule{{ID: "swiss-desertion", Number: "5.1", Title: "Swiss Desertion", Kind: "swiss_desertion", Params: p}}
			if tc.deck {
				f.s.Deck.Cards = []scenario.Card{{Number: 7, Title: "Swiss Desertions"}, {Number: 8, Title: "Dragoons & Cuirassiers"}}
			}
			s := f.state(rules.PhaseEvents)
			s.Morale = tc.morale
			if tc.card != "" {
				var ev []rules.Event
				swissCard(s, &scenario.Card{Title: tc.card}, &ev)
				// Once per game: a second draw changes nothing.
				swissCard(s, &scenario.Card{Title: tc.card}, &ev)
			}
			if swissSlot.Of(s) != tc.wantSwiss {
				t.Fatalf("Swiss Desertion %v, want %v", swissSlot.Of(s), tc.wantSwiss)
			}
			if got := swissRally(s, mustUnit(s, t, tc.unit), tc.spend); got != tc.wantMod {
				t.Fatalf("Rally modifier %d, want %d", got, tc.wantMod)
			}
			if !strings.Contains(strings.Join(s.B.Notes(), "\n"), tc.wantNote) {
				t.Fatalf("no note %q in %v", tc.wantNote, s.B.Notes())
			}
		})
	}
}
