package rules_test

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/kinds"
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
		{"resolve with flotilla", rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "flotilla"}}}, "resolve 0 +flotilla"},
		{"resolve with the Garde Marins' Elite (Bailén 20 16.11)", rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "garde-marins", Unit: "fr-b"}}}, "resolve 0 +garde-marins:fr-b"},
		{"countercharge with reserves (12.2.3)", rules.Countercharge{Attackers: []string{"al-c"}, Defenders: []string{"fr-a"}, AttackerReserve: true}, "countercharge al-c vs fr-a +A-reserve"},
		{"night attack (Talavera 20 14.2)", kinds.NightAttack{Unit: "fr-ruffin"}, "night-attack fr-ruffin"},
		{"build redoubt (Talavera 20 9.8.7)", kinds.BuildRedoubt{Unit: "al-campbell"}, "build-redoubt al-campbell"},
		{"buildup (16.6.2)", rules.Buildup{Hex: "0101"}, "buildup 0101"},
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
	for _, o := range []rules.Order{
		rules.Move{Unit: "fr a", To: "0101"},
		rules.Resolve{Battle: 0, Reduce: -1},
		rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "a b"}}},
	} {
		if got, err := rules.ScriptText(o); err == nil {
			t.Errorf("%#v written as %q; want an error (it does not read back as itself)", o, got)
		}
	}
}
