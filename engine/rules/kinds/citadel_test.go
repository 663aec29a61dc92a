package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestSlobozia9_4_4_1_CitadelBattery: an Ottoman unit defending in the
// Citadel Battery's hex adds +1 while the Battery is in play.
func TestSlobozia9_4_4_1_CitadelBattery(t *testing.T) {
	cases := []struct {
		name      string
		rule      bool
		eliminate bool // the Battery is out of play
		want      int  // defense strength
	}{
		{"with the Battery", true, false, 4},
		{"Battery eliminated", true, true, 3},
		{"without the rule", false, false, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ot", scenario.French, scenario.TypeInfantry, 3, 2, "0609")
			f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0610")
			f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0609", Side: scenario.French, Strength: 1}}
			if tc.rule {
				f.s.Special = []scenario.Rule{{ID: "citadel-battery", Number: "9.4.4.1", Title: "Ottoman Citadel Battery Abilities", Kind: "citadel_battery",
					Params: map[string]string{"hex": "0609", "side": "french", "strength": "1", "bombard_hex": "0608",
						"defender_bonus": "+1 to an Ottoman unit defending in its hex, before terrain"}}}
			}
			s := f.state(rules.PhaseCombat)
			if tc.rule && !hasNote(s.B, "citadel-battery", "while it is in play each french unit defending in its hex adds +1 to its strength, before terrain") {
				t.Fatalf("note missing: %q", s.B.Notes())
			}
			if tc.eliminate {
				s.Remove(mustUnit(s, t, "garrison-0609"), rules.AtEliminated)
			}
			s.Phasing = rules.AntiFrench
			o, err := s.Odds([]string{"ru"}, []string{"ot"}, false, false, 0)
			if err != nil {
				t.Fatal(err)
			}
			if o.Defense != tc.want {
				t.Fatalf("defense %d, want %d", o.Defense, tc.want)
			}
		})
	}
}

// TestSlobozia9_4_4_2_BridgeheadGarrisonRestored: when the Russians in a
// Perimeter hex are driven out by a Battle, its Garrison is restored while
// the Citadel Battery is in play; never once the Battery is gone.
func TestSlobozia9_4_4_2_BridgeheadGarrisonRestored(t *testing.T) {
	cases := []struct {
		name    string
		battery bool
	}{
		{"Citadel Battery in play", true},
		{"Citadel Battery eliminated", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			restored, driven := 0, 0
			for seed := uint64(1); seed <= 12; seed++ {
				f := newFixture(t, scenario.EditionWallachia)
				f.unit("ot-1", scenario.French, scenario.TypeInfantry, 4, 2, "0508")
				f.unit("ot-2", scenario.French, scenario.TypeInfantry, 4, 2, "0409")
				f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 1, 2, "0509")
				f.loc("1101", scenario.AntiFrench)
				f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0509", Side: scenario.French}, {Hex: "0609", Side: scenario.French, Strength: 1}}
				f.s.Special = []scenario.Rule{
					{ID: "citadel-battery", Number: "9.4.4.1", Title: "Citadel Battery", Kind: "citadel_battery",
						Params: map[string]string{"hex": "0609", "side": "french", "strength": "1", "defender_bonus": "+1"}},
					{ID: "slobozia-bridgehead", Number: "9.4.4.2", Title: "Slobozia Bridgehead", Kind: "perimeter_redoubt",
						Params: map[string]string{"hexes": "0509", "side": "french"}}}
				s := f.state(rules.PhaseCombat)
				if !hasNote(s.B, "slobozia-bridgehead", "is restored whenever the enemy units occupying that hex are driven out of it by a Battle") {
					t.Fatalf("note missing: %q", s.B.Notes())
				}
				g := mustUnit(s, t, "garrison-0509")
				s.Remove(g, rules.AtEliminated)
				if !tc.battery {
					s.Remove(mustUnit(s, t, "garrison-0609"), rules.AtEliminated)
				}
				s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"ot-1", "ot-2"}, Defenders: []string{"ru"}}}})
				ns, _, err := s.Apply(rules.Resolve{Battle: 0}, rules.NewSeededDice(seed))
				if err != nil {
					t.Fatal(err)
				}
				h, _ := ns.B.Parse("0509")
				out := !ns.EnemyIn(h, rules.French) || ns.UnitAt(h) >= 0 && ns.B.Units[ns.UnitAt(h)].Side == rules.French
				back := ns.Units[g].Where == rules.AtMap && ns.Units[g].Hex == h
				if out {
					driven++
				}
				if back {
					restored++
				}
				if back != (out && tc.battery) {
					t.Fatalf("seed %d: Russians driven out %v, garrison restored %v", seed, out, back)
				}
			}
			if driven == 0 {
				t.Fatal("no seed drove the Russians out; the test proves nothing")
			}
		})
	}
}
