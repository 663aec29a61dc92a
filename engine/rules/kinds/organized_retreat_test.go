package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestTalavera12_8_EscapeToLisbon: the Allied Organized Retreat may be
// authorized from the turn the 2nd Corps is placed on the turn record by
// the second Soult's March event (also after Craufurd sends it back).
func TestTalavera12_8_EscapeToLisbon(t *testing.T) {
	cases := []struct {
		name    string
		marches int
		sent    bool // Craufurd Approaches then sends the 2nd Corps back
		want    bool
	}{
		{"no Soult's March", 0, false, false},
		{"in the Plasencia box", 1, false, false},
		{"on the turn record", 2, false, true},
		{"on the record, then sent back to the box", 2, true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := marchFixture(t, scenario.Rule{ID: "escape-to-lisbon", Number: "12.8", Title: "Escape to Lisbon", Kind: "organized_retreat",
				Params: map[string]string{"excluded": "cadre,dummy", "locs": "0614,0914", "morale_per_unit": "1", "per_hex": "1", "phase": "combat", "side": "anti-french",
					"trigger": "2nd Corps on the turn record", "trigger_rule": "soults-march"}})
			var ev []rules.Event
			for i := 0; i < tc.marches; i++ {
				marchCard(s, &s.B.Scenario.Deck.Cards[0], &rules.ScriptedDice{}, &ev)
			}
			if tc.sent {
				marchCard(s, &s.B.Scenario.Deck.Cards[1], &rules.ScriptedDice{}, &ev)
				if soultSlot.Of(s).marches != 1 {
					t.Fatalf("not sent back: marches %d", soultSlot.Of(s).marches)
				}
			}
			s.Phase, s.Phasing = rules.PhaseMovement, rules.AntiFrench
			if err := s.Legal(rules.AuthorizeRetreat{}); (err == nil) != tc.want {
				t.Fatalf("authorize: %v, want allowed %v", err, tc.want)
			}
		})
	}
}
