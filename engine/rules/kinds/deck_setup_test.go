package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule3_0_ArapilesSoltadlosFirst: card #18 is set aside, then placed on
// top of the shuffled Event Deck; the blue-title cards start in the
// Discard Pile (Arapiles 20 Alternative Scenario, kind deck_setup).
func TestRule3_0_ArapilesSoltadlosFirst(t *testing.T) {
	cases := []struct {
		name        string
		params      map[string]string
		wantTop     int
		wantDiscard []int
	}{
		{"#18 on top, #16 and #24 discarded", map[string]string{"top": "18", "discard": "16,24"}, 18, []int{16, 24}},
		{"by title", map[string]string{"top": "¡Soltadlos!"}, 18, nil},
		{"blue-title cards discarded", map[string]string{"discard": "the two blue-title cards"}, -1, []int{16, 24}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Deck.Cards = []scenario.Card{{Number: 1, Title: "A"}, {Number: 2, Title: "B"}, {Number: 16, Title: "C", Colour: scenario.ColourBlue},
				{Number: 18, Title: "¡Soltadlos!", Colour: scenario.ColourRed, Placement: "set_aside"}, {Number: 24, Title: "D", Colour: scenario.ColourBlue}, {Number: 5, Title: "E"}}
			f.s.Special = []scenario.Rule{{ID: "soltadlos-first", Title: "¡Soltadlos! First", Kind: "deck_setup", Params: tc.params}}
			s, err := rules.NewState(f.board(), rules.NewSeededDice(7))
			if err != nil {
				t.Fatal(err)
			}
			num := func(ci int) int { return s.B.Scenario.Deck.Cards[ci].Number }
			if tc.wantTop > 0 && num(s.Draw[0]) != tc.wantTop {
				t.Fatalf("top card #%d, want #%d", num(s.Draw[0]), tc.wantTop)
			}
			if tc.wantTop < 0 {
				for _, ci := range s.Draw {
					if num(ci) == 18 {
						t.Fatal("the set-aside card is in the deck")
					}
				}
			}
			got := map[int]bool{}
			for _, ci := range s.Discard {
				got[num(ci)] = true
			}
			for _, n := range tc.wantDiscard {
				if !got[n] {
					t.Fatalf("card #%d not in the Discard Pile %v", n, s.Discard)
				}
				for _, ci := range s.Draw {
					if num(ci) == n {
						t.Fatalf("card #%d still in the deck", n)
					}
				}
			}
		})
	}
}
