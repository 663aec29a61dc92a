package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// flotillaRule is the Slobozia 20 9.4.5 rule as the bundled scenario
// gives it.
func flotillaRule() scenario.Rule {
	return scenario.Rule{ID: "danube-flotilla", Number: "9.4.5", Title: "The Danube Flotilla", Kind: "flotilla",
		Params: map[string]string{"functions": "support_attack,interdict_ford,harass_movement,support_defense", "no_reaction_phase": "true",
			"side": "anti-french", "support_value": "+1", "unit": "ru-flotilla", "uses_per_turn": "1"}}
}

// TestSlobozia9_4_5_DanubeFlotilla: once per Game Turn the Flotilla adds
// +1 to the Russian strength total of a battle whose defender is adjacent
// to a Wide Major River hex, attacking (Step B) or defending (Step C)
// (Slobozia 20 9.4.5).
func TestSlobozia9_4_5_DanubeFlotilla(t *testing.T) {
	cases := []struct {
		name     string
		rule     bool
		notUsed  bool // the flotilla counter is not used in the scenario
		russian  bool // the Russians attack
		river    bool // the defender's hex is next to the Wide Major River
		islet    bool // ... or next to an Estuarial Islet hex
		usedTurn bool // already used this Game Turn
		want     string
	}{
		{"supports a Russian attack at Step B", true, false, true, true, false, false, "ra vs od: 4 vs 2"},
		{"supports a Russian defence at Step C", true, false, false, true, false, false, "od vs ra: 2 vs 4"},
		{"an islet hex is a Wide Major River hex", true, false, true, false, true, false, "ra vs od: 4 vs 2"},
		{"not away from the river", true, false, true, false, false, false, "error"},
		{"once per Game Turn", true, false, true, true, false, true, "error"},
		{"the flotilla is not used in the scenario", true, true, true, true, false, false, "error"},
		{"without the rule", false, false, true, true, false, false, "error"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ra", af, in, 3, 3, "0606")
			f.unit("od", fr, in, 2, 3, f.nb("0606", hex.N))
			def := "od"
			if !tc.russian {
				def = "ra"
			}
			defHex := map[string]string{"ra": "0606", "od": f.nb("0606", hex.N)}[def]
			switch {
			case tc.river:
				f.terrain(f.nb(defHex, hex.NW), scenario.TerrainWideMajorRiver)
			case tc.islet:
				f.terrain(f.nb(defHex, hex.NW), scenario.TerrainIslet)
			}
			f.unit("ru-flotilla", af, "naval", 1, 0, "")
			f.setUnit("ru-flotilla", func(u *scenario.Unit) {
				u.Placement = scenario.Placement{Kind: scenario.PlaceSetAside}
				if tc.notUsed {
					u.Placement.Kind = scenario.PlaceNotUsed
				}
			})
			if tc.rule {
				f.s.Special = []scenario.Rule{flotillaRule()}
			}
			s := f.state(rules.PhaseCombat)
			att := []string{"od"}
			if tc.russian {
				s.Phasing = rules.AntiFrench
				att = []string{"ra"}
			}
			if tc.usedTurn {
				*flotillaSlot.Mut(s) = int16(s.Turn + 1)
			}
			s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: att, Defenders: []string{def}}}})
			o := rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "flotilla"}}}
			if err := s.Legal(o); err != nil {
				if tc.want != "error" {
					t.Fatal(err)
				}
				return
			}
			if tc.want == "error" {
				t.Fatal("the Flotilla was committed, want an error")
			}
			s, ev, err := s.Apply(o, &rules.ScriptedDice{Rolls: []int{3, 3, 3, 3, 3}})
			if err != nil {
				t.Fatal(err)
			}
			text := ""
			for _, e := range ev {
				if e.Kind == "battle" {
					text = e.Text
				}
			}
			if !strings.HasPrefix(text, tc.want) {
				t.Errorf("battle %q, want %q", text, tc.want)
			}
			if flotillaSlot.Of(s) != int16(s.Turn+1) {
				t.Errorf("the Flotilla is not marked used on Game Turn %d", s.Turn)
			}
			notes := strings.Join(s.B.Notes(), "\n")
			if !strings.Contains(notes, "Interdict a Danube River Ford and Harass Ottoman Movement functions are not applied by the engine") {
				t.Errorf("the note does not say which functions are not applied:\n%s", notes)
			}
		})
	}
}
