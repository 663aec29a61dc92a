package scenario

import "testing"

// TestDeckFind: a card is named by its printed number ("#8", "8") or by
// its title; a card the rulebook names only by title (España 20 [4.1]
// "the red-titled Event cards Soult's March and Craufurd Approaches") has
// number 0 and is found by its title alone.
func TestDeckFind(t *testing.T) {
	d := Deck{Cards: []Card{
		{Number: 8, Title: "Rumors of Venegas"},
		{Title: "Soult's March", Colour: ColourRed},
		{Title: "Craufurd Approaches", Colour: ColourRed},
		{Number: 13, Title: "Crescendo de Tambores"},
	}}
	cases := []struct {
		ref  string
		want int
	}{
		{"#8", 0},
		{"8", 0},
		{"Rumors of Venegas", 0},
		{"soult's march", 1},
		{"  Craufurd Approaches ", 2},
		{"#13", 3},
		{"#0", -1}, // number 0 is "not given", never a reference
		{"0", -1},
		{"", -1},
		{"#9", -1},
		{"Swiss Desertions", -1},
	}
	for _, c := range cases {
		t.Run(c.ref, func(t *testing.T) {
			if got := d.Find(c.ref); got != c.want {
				t.Errorf("Find(%q) = %d, want %d", c.ref, got, c.want)
			}
		})
	}
	t.Run("EventCard by title or number", func(t *testing.T) {
		if got := d.EventCard(Placement{Kind: PlaceEvent, CardTitle: "Craufurd Approaches"}); got != 2 {
			t.Errorf("by title: %d, want 2", got)
		}
		if got := d.EventCard(Placement{Kind: PlaceEvent, Card: 13}); got != 3 {
			t.Errorf("by number: %d, want 3", got)
		}
		if got := d.EventCard(Placement{Kind: PlaceEvent}); got != -1 {
			t.Errorf("neither: %d, want -1", got)
		}
	})
}

// TestCardLabel: players read "#8 Rumors of Venegas", and only the title
// of a card whose number the rulebook does not give.
func TestCardLabel(t *testing.T) {
	for _, c := range []struct {
		card Card
		want string
	}{
		{Card{Number: 8, Title: "Rumors of Venegas"}, "#8 Rumors of Venegas"},
		{Card{Title: "Soult's March"}, "Soult's March"},
		{Card{Colour: ColourBlue}, "blue-title card (title not given)"},
		{Card{}, "card (title not given)"},
	} {
		t.Run(c.want, func(t *testing.T) {
			if got := c.card.Label(); got != c.want {
				t.Errorf("Label() = %q, want %q", got, c.want)
			}
			ref := "#8"
			if c.card.Number == 0 {
				ref = `"` + c.want + `"`
			}
			if got := c.card.Ref(); got != ref {
				t.Errorf("Ref() = %q, want %q", got, ref)
			}
		})
	}
}

// TestCardWithoutNumber5_0: a deck card without a number is valid (a
// warning says the number is not given), units it brings in are named by
// card_title, and a title a card without a number shares is an error.
func TestCardWithoutNumber5_0(t *testing.T) {
	cases := []struct {
		name   string
		cards  []Card
		place  Placement
		errors []string
		warns  []string
	}{
		{"title only, named by title", []Card{{Title: "Soult's March", Colour: ColourRed, Events: []Event{{Text: "x"}}}},
			Placement{Kind: PlaceEvent, CardTitle: "Soult's March"}, nil, []string{"card-number-unknown"}},
		{"numbered, named by number", []Card{{Number: 8, Title: "Rumors of Venegas", Events: []Event{{Text: "x"}}}},
			Placement{Kind: PlaceEvent, Card: 8}, nil, nil},
		{"numbered, number and title agree", []Card{{Number: 8, Title: "Rumors of Venegas", Events: []Event{{Text: "x"}}}},
			Placement{Kind: PlaceEvent, Card: 8, CardTitle: "Rumors of Venegas"}, nil, nil},
		{"number and title disagree", []Card{{Number: 8, Title: "Rumors of Venegas", Events: []Event{{Text: "x"}}}, {Number: 9, Title: "Lull", Events: []Event{{Text: "x"}}}},
			Placement{Kind: PlaceEvent, Card: 9, CardTitle: "Rumors of Venegas"}, []string{"event-card"}, nil},
		{"title not in the deck", []Card{{Title: "Soult's March", Events: []Event{{Text: "x"}}}},
			Placement{Kind: PlaceEvent, CardTitle: "Craufurd Approaches"}, []string{"event-card"}, []string{"card-number-unknown"}},
		{"no text is a warning too", []Card{{Title: "Swiss Desertions"}},
			Placement{Kind: PlaceEvent, CardTitle: "Swiss Desertions"}, nil, []string{"card-number-unknown", "card-no-text"}},
		{"blue title only (Bailén 20 [17.2])", []Card{{Colour: ColourBlue}, {Colour: ColourBlue}},
			Placement{Kind: PlaceSetAside}, nil, []string{"card-number-unknown", "card-title-unknown", "card-no-text"}},
		{"dual card with one side's text", []Card{{Title: "A Moment of Clarity", Dual: true, Events: []Event{{Side: French, Text: "x"}, {Side: AntiFrench}}}},
			Placement{Kind: PlaceSetAside}, nil, []string{"card-number-unknown", "card-no-text"}},
		{"two cards share the title of one without number", []Card{{Number: 3, Title: "Lull", Events: []Event{{Text: "x"}}}, {Title: "Lull", Events: []Event{{Text: "x"}}}},
			Placement{Kind: PlaceEvent, Card: 3}, []string{"card-title-unique"}, []string{"card-number-unknown"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := memScenario()
			s.Deck.Cards = c.cards
			u := unit("al-res", AntiFrench, TypeInfantry, "British", "")
			u.Placement = c.place
			s.Units = []Unit{unit("fr-a", French, TypeInfantry, "French", "0505"), u}
			got := map[Severity]map[string]bool{Error: {}, Warning: {}}
			for _, f := range Validate(s, memCharts()) {
				if got[f.Severity] != nil {
					got[f.Severity][f.Check] = true
				}
			}
			for _, want := range c.errors {
				if !got[Error][want] {
					t.Errorf("missing error %q; got %v", want, got[Error])
				}
			}
			for _, want := range c.warns {
				if !got[Warning][want] {
					t.Errorf("missing warning %q; got %v", want, got[Warning])
				}
			}
			for chk := range got[Error] {
				if !contains(c.errors, chk) && (chk == "event-card" || chk == "card-title-unique" || chk == "card-number-unique") {
					t.Errorf("unexpected error %q", chk)
				}
			}
			if len(c.warns) == 0 && got[Warning]["card-number-unknown"] {
				t.Errorf("unexpected card-number-unknown warning")
			}
		})
	}
}
