package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRousse11_6_UnitArrivalLocations: a unit an event brings enters
// through the area the rule gives; the note says whether a card of the
// deck brings it.
func TestRousse11_6_UnitArrivalLocations(t *testing.T) {
	cases := []struct {
		name  string
		area  string // the unit's placement entry area
		card  bool   // a deck card reinforces it
		want  string
		enter bool // the card brings it in through area A
	}{
		{"no card brings it", "A", false, "ru-xv enters through entry area A when an event brings it (11.6); no card of the scenario's deck brings it", false},
		{"a card brings it", "A", true, "ru-xv enters through entry area A when an event brings it (11.6); brought by card(s) #7", true},
		{"placement disagrees", "Z", false, `unit "ru-xv" is not placed to arrive by event through entry area "A"; not applied`, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			st, ma := 3, 2
			f.s.Units = append(f.s.Units, scenario.Unit{ID: "ru-xv", Name: "XV", Side: scenario.AntiFrench, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
				Placement: scenario.Placement{Kind: scenario.PlaceEvent, EntryArea: tc.area}})
			f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: scenario.AntiFrench, Hexes: []string{"1001"}}, {ID: "Z", Side: scenario.AntiFrench, Hexes: []string{"0112"}}}
			if tc.card {
				f.s.Deck.Cards = []scenario.Card{{Number: 7, Title: "Reinforcements", Events: []scenario.Event{{Side: scenario.AntiFrench,
					Effects: []scenario.Effect{{Kind: scenario.EffectReinforce, Units: []string{"ru-xv"}}}}}}}
			}
			f.s.Special = []scenario.Rule{{ID: "arrival-locations", Number: "11.6", Title: "Unit Arrival Locations", Kind: "event_arrivals",
				Params: map[string]string{"ru-xv": "A"}}}
			b := f.board()
			if !hasNote(b, "arrival-locations", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			u := mustUnit(s, t, "ru-xv")
			if s.Area(u) != tc.area || s.Units[u].Where != rules.AtPending || s.Units[u].Arrive < 1<<20 {
				t.Fatalf("ru-xv pending %d from %d via %q", s.Units[u].Where, s.Units[u].Arrive, s.Area(u))
			}
		})
	}
}

// TestBailen11_7_FrenchReinforcements: card #3 drawn after the French
// authorized their Organized Retreat removes Frere from the game (6.11);
// drawn before, Frere stays set aside (its arrival roll is not printed).
func TestBailen11_7_FrenchReinforcements(t *testing.T) {
	cases := []struct {
		name      string
		retreat   uint8
		card      int
		wantWhere uint8
	}{
		{"after the Organized Retreat", rules.RetreatAuthorized, 3, rules.AtEliminated},
		{"before it", rules.RetreatAllowed, 3, rules.AtPending},
		{"another card", rules.RetreatAuthorized, 4, rules.AtPending},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1010")
			st, ma := 3, 2
			f.s.Units = append(f.s.Units, scenario.Unit{ID: "fr-frere", Name: "Frere", Side: scenario.French, Type: scenario.TypeInfantry, Strength: &st, Movement: &ma,
				Placement: scenario.Placement{Kind: scenario.PlaceEvent, EntryArea: "Z", Card: 3}})
			f.s.Deck.Cards = []scenario.Card{{Number: 3, Title: "Resistir en Andalucía"}, {Number: 4, Title: "Other"}}
			f.s.Special = []scenario.Rule{{ID: "french-reinforcements", Number: "11.7", Title: "French Reinforcements (Frere)", Kind: "event_arrival",
				Params: map[string]string{"card": "3", "entry_area": "Z", "unit": "fr-frere"}}}
			s := f.state(rules.PhaseEvents)
			if !hasNote(s.B, "french-reinforcements", "fr-frere does not enter play: the arrival roll begun by card #3 (6.11) is not printed") {
				t.Fatalf("note missing: %q", s.B.Notes())
			}
			rules.RetreatSlot.Mut(s).Retreat[rules.French] = tc.retreat
			card := s.B.Scenario.Deck.Cards[0]
			if tc.card == 4 {
				card = s.B.Scenario.Deck.Cards[1]
			}
			var ev []rules.Event
			eventArrivalCard(s, &card, &ev)
			if got := s.Units[mustUnit(s, t, "fr-frere")].Where; got != tc.wantWhere {
				t.Fatalf("Frere at %d, want %d", got, tc.wantWhere)
			}
		})
	}
}
