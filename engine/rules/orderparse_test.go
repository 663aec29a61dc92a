package rules_test

import (
	"reflect"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/kinds"
)

// TestParseOrderRoundTrip: every order the log writes reads back as the
// same order.
func TestParseOrderRoundTrip(t *testing.T) {
	for _, o := range []rules.Order{
		rules.Move{Unit: "fr-ney", To: "0708"}, rules.Deploy{Unit: "fr-a", To: "0101"}, rules.EndPhase{}, rules.ForceMarch{},
		rules.Disengage{Unit: "fr-a", To: "0102"}, rules.Penetrate{Unit: "fr-c", To: "0103"}, rules.Breakdown{Unit: "fr-a"},
		kinds.Command{SpendMorale: true}, kinds.Command{}, kinds.Command{Corps: []string{"2nd Corps", "8th Corps"}}, kinds.Command{Corps: []string{"1st Corps"}, Unit: "fr-milhaud"}, rules.ForceMarch{Corps: "6th Corps"}, rules.Exit{Unit: "fr-a"}, rules.AuthorizeRetreat{}, rules.Reveal{Unit: "fr-a"},
		rules.MaintainContact{Unit: "al-c"}, rules.MaintainContact{}, rules.Rally{Units: []string{"fr-a", "fr-b"}},
		rules.Countercharge{Attackers: []string{"al-cav"}, Defenders: []string{"fr-a", "fr-b"}},
		rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-a", "fr-b"}, Defenders: []string{"al-c"}}, {Attackers: []string{"fr-d"}, Defenders: []string{"al-e"}}}},
		rules.Resolve{Battle: 1, AttackerReserve: true, DefenderReserve: true, Reduce: 2, Advance: []string{"fr-cav", "fr-a"}, Pursue: 2, Commit: []rules.Commitment{{Rule: "garde-marins"}}},
		rules.Resolve{Battle: 0, Exchange: []string{"fr-b"}, Commit: []rules.Commitment{{Rule: "garde-marins", Unit: "fr-b"}, {Rule: "danube-flotilla"}}},
		rules.Resolve{Battle: 2, Commit: []rules.Commitment{{Rule: "independent-brigades", Unit: "al-pack"}, {Rule: "independent-brigades", Unit: "al-bradford"}}},
		rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "garde-marins", Unit: "fr-a"}}, Paths: []rules.RetreatChoice{{Unit: "fr-a", Path: []string{"0101", "0102"}}}},
		rules.Rally{Units: []string{"fr-a"}, SpendMorale: true, Hexes: []string{"0101"}},
		rules.Countercharge{Attackers: []string{"al-cav"}, Defenders: []string{"fr-a"}, AttackerReserve: true, DefenderReserve: true, Advance: []string{"al-cav"}, Pursue: 1},
		kinds.NightAttack{Unit: "fr-ruffin"}, kinds.BuildRedoubt{Unit: "al-campbell"}, rules.Buildup{Hex: "0708"}, rules.PlaceGarrison{To: "0405"},
		rules.PlaceDummy{Unit: "fr-d1", Hex: "0708", Relocate: "fr-d1", To: "0709"}, rules.AddDummy{Unit: "fr-d1", With: "fr-ney"},
	} {
		t.Run(o.String(), func(t *testing.T) {
			got, err := rules.ParseOrder(o.String())
			if err != nil || !reflect.DeepEqual(got, o) {
				t.Errorf("ParseOrder(%q) = %#v, %v; want %#v", o.String(), got, err, o)
			}
		})
	}
	for _, bad := range []string{"", "move fr-a", "resolve x", "command maybe", "command active", "command active ,", "command active unit fr-a", "command active 1st Corps,unit fr-a,2nd Corps", "declare fr-a al-b", "fly fr-a", "resolve 0 reduce",
		"resolve 0 +", "resolve 0 +garde-marins:", "resolve 0 +:fr-a", "countercharge a vs b reduce 1", "countercharge a vs b +flotilla",
		"countercharge a vs b path a:0101", "night-attack", "build-redoubt a b", "add-dummy d fr-a", "dummy d 0101 d", "place-garrison", "place-garrison 0101 0102"} {
		if _, err := rules.ParseOrder(bad); err == nil {
			t.Errorf("ParseOrder(%q) accepted", bad)
		}
	}
}

// FuzzParseOrder: no input panics, and an order read writes back to a
// text that reads as the same order: String, ParseOrder, String again
// gives the same text, so every order a game log or a saved game holds
// replays as itself.
func FuzzParseOrder(f *testing.F) {
	for _, s := range []string{"move fr-a 0101", "declare a,b vs c; d vs e", "resolve 0 +A-reserve advance x pursue 2", "rally a,b spend at 0101", "countercharge a vs b",
		"resolve 1 exchange a +garde-marins:b +flotilla", "countercharge a vs b +D-reserve advance a pursue 1", "night-attack a", "build-redoubt b",
		"dummy d 0101 d 0102", "add-dummy d with a", "buildup 0101", "place-garrison 0405"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		o, err := rules.ParseOrder(s)
		if err != nil {
			return
		}
		o2, err := rules.ParseOrder(o.String())
		if err != nil {
			t.Fatalf("%q read as %q, which does not read back: %v", s, o.String(), err)
		}
		if o2.String() != o.String() {
			t.Fatalf("%q: %q reads back as %q", s, o.String(), o2.String())
		}
	})
}
