package rules_test

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

func TestScriptTextRoundTrip(t *testing.T) {
	cases := []struct {
		name string
		o    rules.Order
		want string
	}{
		{"move", rules.Move{Unit: "fr-a", To: "0805"}, "move fr-a 0805"},
		{"end phase", rules.EndPhase{}, "end-phase"},
		{"rally spends and places (10.0)", rules.Rally{Units: []string{"fr-a", "fr-b"}, SpendMorale: true, Hexes: []string{"0101", "0102"}}, "rally fr-a,fr-b spend at 0101,0102"},
		{"resolve with exchange (9.6)", rules.Resolve{Battle: 1, AttackerReserve: true, Advance: []string{"fr-a"}, Pursue: 2, Exchange: []string{"fr-b"}}, "resolve 1 +A-reserve advance fr-a pursue 2 exchange fr-b"},
		{"resolve with flotilla", rules.Resolve{Battle: 0, Flotilla: true}, "resolve 0 +flotilla"},
		{"declare", rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-a", "fr-b"}, Defenders: []string{"al-x"}}}}, "declare fr-a,fr-b vs al-x"},
		{"no contact", rules.MaintainContact{}, "no-contact"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := rules.ScriptText(c.o)
			if err != nil || got != c.want {
				t.Fatalf("ScriptText = %q, %v; want %q", got, err, c.want)
			}
		})
	}
}

func TestScriptTextRefusesWhatItCannotCarry(t *testing.T) {
	cc := rules.Countercharge{Attackers: []string{"al-c"}, Defenders: []string{"fr-a"}, AttackerReserve: true}
	if got, err := rules.ScriptText(cc); err == nil {
		t.Fatalf("a countercharge with a reserve written as %q; want an error (the notation has no reserve for it)", got)
	}
	if got, err := rules.ScriptText(rules.Buildup{Hex: "0101"}); err == nil {
		t.Fatalf("a special-rule order written as %q; want an error", got)
	}
}
