package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBailen16_11_GardeMarins: once per game the French add +1 to their
// total strength in one battle, attacking or defending, at no Morale cost.
func TestBailen16_11_GardeMarins(t *testing.T) {
	rule := scenario.Rule{ID: "garde-marins", Number: "16.11", Title: "The Garde Marins", Kind: "garde_marins",
		Params: map[string]string{"side": "french", "strength": "1", "uses": "1"}}
	cases := []struct {
		name     string
		attacker int // side attacking
		used     uint8
		want     string // in the battle text, or the error
		wantErr  bool
	}{
		{"French attack: +1", rules.French, 0, "3 vs 2 (terrain +0), differential +1", false},
		{"French defence: +1", rules.AntiFrench, 0, "2 vs 3 (terrain +0), differential -1", false},
		{"already used", rules.French, 1, "already used", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 2, 2, "0506")
			f.unit("aa", af, in, 2, 2, "0606")
			f.s.Special = []scenario.Rule{rule}
			s := f.state(rules.PhaseCombat)
			s.Phasing = tc.attacker
			gardeSlot.Mut(s).discarded = tc.used
			att, def := []string{"fa"}, []string{"aa"}
			if tc.attacker == rules.AntiFrench {
				att, def = def, att
			}
			s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: att, Defenders: def}}})
			morale := s.Morale
			ns, ev, err := s.Apply(rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "garde-marins"}}}, &rules.ScriptedDice{Rolls: []int{3}})
			if tc.wantErr {
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("got %v, want %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			text := ""
			for _, e := range ev {
				if e.Kind == "battle" {
					text = e.Text
				}
			}
			if !strings.Contains(text, tc.want) || ns.Morale != morale || gardeSlot.Of(ns).discarded != 1 {
				t.Fatalf("%s (want %s), Morale %v (was %v), used %d", text, tc.want, ns.Morale, morale, gardeSlot.Of(ns).discarded)
			}
		})
	}
}
