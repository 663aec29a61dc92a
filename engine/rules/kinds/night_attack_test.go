package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// nightAttackRule is the Talavera 20 14.2 rule as the bundled scenarios
// give it.
func nightAttackRule() scenario.Rule {
	return scenario.Rule{ID: "night-attack", Number: "14.2", Title: "Night Attack", Kind: "night_attack",
		Params: map[string]string{"per_game": "1", "side": "french"}}
}

// nightFixture: French infantry fa and cavalry fc, Allied units ae and ag
// both adjacent to mid, the hex south-east of fa; turn 1 is a Night Turn.
func nightFixture(t *testing.T, rule bool) (*fixture, string) {
	f := newFixture(t, scenario.EditionEspana)
	f.s.Turns.Turns = []scenario.Turn{{Number: 1, Night: true}}
	fa := "0606"
	mid := f.nb(fa, hex.SE)
	f.unit("fa", fr, in, 6, 3, fa)
	f.unit("fc", fr, cv, 3, 4, "0202")
	f.unit("ae", af, in, 1, 3, f.nb(mid, hex.SE))
	f.unit("ag", af, in, 1, 3, f.nb(mid, hex.S))
	if rule {
		f.s.Special = []scenario.Rule{nightAttackRule()}
	}
	return f, mid
}

// TestTalavera14_2_NightAttackOrder: once per game, in the French
// Movement Phase of a Night Turn, one French Infantry unit that has not
// moved may be designated; it alone may then enter an EZOC (14.2, 7.7).
func TestTalavera14_2_NightAttackOrder(t *testing.T) {
	cases := []struct {
		name    string
		rule    bool
		day     bool
		used    bool
		unit    string
		wantErr bool
		intoEZO bool // fa may move into the EZOC hex mid
	}{
		{"designated infantry may enter an EZOC", true, false, false, "fa", false, true},
		{"without the rule no Night Attack", false, false, false, "fa", true, false},
		{"not on a day turn", true, true, false, "fa", true, false},
		{"once per game", true, false, true, "fa", true, false},
		{"cavalry may not be designated", true, false, false, "fc", true, false},
		{"an Allied unit may not be designated", true, false, false, "ae", true, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, mid := nightFixture(t, tc.rule)
			if tc.day {
				f.s.Turns.Turns = nil
			}
			s := f.state(rules.PhaseMovement)
			nightAttackSlot.Mut(s).used = tc.used
			if got := reachCodes(s.Reachable(mustUnit(s, t, "fa"))); got[mid] != 0 && !tc.day {
				t.Fatalf("before the designation %s is reachable at night (7.7)", mid)
			}
			err := s.Legal(NightAttack{Unit: tc.unit})
			if tc.wantErr {
				if err == nil {
					t.Fatal("order accepted, want an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			s, _ = apply(t, s, NightAttack{Unit: tc.unit})
			_, got := reachCodes(s.Reachable(mustUnit(s, t, "fa")))[mid]
			if got != tc.intoEZO {
				t.Errorf("%s reachable %v, want %v", mid, got, tc.intoEZO)
			}
			if err := s.Legal(NightAttack{Unit: tc.unit}); err == nil {
				t.Error("a second Night Attack was accepted (once per game)")
			}
		})
	}
}

// TestTalavera14_2_NightAttackCombat: after the designated unit's move
// the normally skipped Combat Phase follows, with one selective attack by
// that unit alone, no Allied Reserves, an obligatory advance, and no French
// Rest Recovery that night (14.2).
func TestTalavera14_2_NightAttackCombat(t *testing.T) {
	cases := []struct {
		name    string
		decl    []rules.BattleDecl
		defRes  bool
		wantErr bool
	}{
		{"selective attack on one unit", []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"ae"}}}, false, false},
		{"no attack is declared", nil, false, false},
		{"not two defenders", []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"ae", "ag"}}}, false, true},
		{"not another attacker", []rules.BattleDecl{{Attackers: []string{"fc"}, Defenders: []string{"ae"}}}, false, true},
		{"no Allied Reserves", []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"ae"}}}, true, true},
		{"the core's checks still apply: no attack on an own distant unit", []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"fc"}}}, false, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, mid := nightFixture(t, true)
			s := f.state(rules.PhaseMovement)
			s, _ = apply(t, s, NightAttack{Unit: "fa"})
			s, _ = apply(t, s, rules.Move{Unit: "fa", To: mid})
			s, _ = apply(t, s, rules.EndPhase{})
			if s.Phase != rules.PhaseCombat {
				t.Fatalf("after the Night Attack's move the phase is %s, want combat", s.Phase)
			}
			err := s.Legal(rules.Declare{Battles: tc.decl})
			if err == nil && len(tc.decl) > 0 {
				s, _ = apply(t, s, rules.Declare{Battles: tc.decl})
				err = s.Legal(rules.Resolve{Battle: 0, DefenderReserve: tc.defRes})
				if err == nil {
					aeHex := hexOf(s, t, "ae")
					var ev []rules.Event
					s, ev, err = s.Apply(rules.Resolve{Battle: 0}, &rules.ScriptedDice{Rolls: []int{6, 6, 6, 6, 6, 6}})
					if err != nil {
						t.Fatal(err)
					}
					if u := mustUnit(s, t, "ae"); s.Units[u].Where != rules.AtMap || s.B.Code(s.Units[u].Hex) != aeHex {
						if got := hexOf(s, t, "fa"); got != aeHex {
							t.Errorf("the defender's hex %s was left empty and fa is at %s, want an advance (14.2); events %v", aeHex, got, ev)
						}
					} else {
						t.Fatalf("the defender held with 6 vs 1 and die 6; events %v", ev)
					}
				}
			}
			if tc.wantErr {
				if err == nil {
					t.Fatal("accepted, want an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(tc.decl) == 0 {
				s, _ = apply(t, s, rules.Declare{})
			}
			before := s.Morale[rules.French]
			s, _ = apply(t, s, rules.EndPhase{})
			if s.Phase != rules.PhaseNight {
				t.Fatalf("after the Night Attack's Combat Phase the phase is %s, want night", s.Phase)
			}
			s, _ = apply(t, s, rules.EndPhase{})
			if s.Morale[rules.French] != before {
				t.Errorf("French Morale %d -> %d over the night, want no Rest Recovery (14.2)", before, s.Morale[rules.French])
			}
		})
	}
}
