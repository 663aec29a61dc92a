package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestSlobozia4_2_RussianSurprise: until the first Battle is resolved,
// Ottoman units in the Bridgehead hexes cannot move; other Ottoman units
// and Russian units in those hexes can, and so can all after a Battle.
func TestSlobozia4_2_RussianSurprise(t *testing.T) {
	cases := []struct {
		name    string
		unit    string
		battled bool
		want    bool // may move
	}{
		{"Ottoman unit in the Bridgehead", "ot-in", false, false},
		{"Ottoman unit in the Bridgehead after a Battle", "ot-in", true, true},
		{"Ottoman unit south of the Danube", "ot-out", false, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ot-in", scenario.French, scenario.TypeInfantry, 3, 2, "0509")
			f.unit("ot-out", scenario.French, scenario.TypeInfantry, 3, 2, "0805")
			f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "1210")
			f.s.Special = []scenario.Rule{{ID: "russian-surprise", Number: "4.2", Title: "Russian Surprise", Kind: "movement_restriction",
				Params: map[string]string{"side": "french", "frozen_hexes": "0509,0510", "until": "the first Battle", "table": "command-hierarchy", "table_modifier": "-2"}}}
			s := f.state(rules.PhaseMovement)
			if !hasNote(s.B, "russian-surprise", "until the first Battle is resolved, french units in 0509,0510 cannot move at all") ||
				!hasNote(s.B, "russian-surprise", `the -2 modifier on table "command-hierarchy" is not applied`) {
				t.Fatalf("note missing: %q", s.B.Notes())
			}
			battledWord.Set(s, int64(b2i(tc.battled)))
			u := mustUnit(s, t, tc.unit)
			if got := len(s.Reachable(u)) > 0; got != tc.want {
				t.Fatalf("reachable hexes: %v, want %v", got, tc.want)
			}
			to := s.B.Code(s.B.Neighbours[s.Units[u].Hex][0])
			if err := s.Legal(rules.Move{Unit: tc.unit, To: to}); (err == nil) != tc.want {
				t.Fatalf("move to %s: %v, want allowed %v", to, err, tc.want)
			}
		})
	}
}

// TestSlobozia4_2_RussianSurpriseEndsWithTheFirstBattle: resolving a
// Battle, whatever its result, lifts the restriction.
func TestSlobozia4_2_RussianSurpriseEndsWithTheFirstBattle(t *testing.T) {
	cases := []struct {
		name string
		seed uint64
	}{
		{"seed 1", 1},
		{"seed 2", 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ot-in", scenario.French, scenario.TypeInfantry, 3, 2, "0509")
			f.unit("ot-att", scenario.French, scenario.TypeInfantry, 3, 2, "0807")
			f.unit("ru", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0808")
			f.s.Special = []scenario.Rule{{ID: "russian-surprise", Number: "4.2", Title: "Russian Surprise", Kind: "movement_restriction",
				Params: map[string]string{"side": "french", "frozen_hexes": "0509", "until": "the first Battle"}}}
			s := f.state(rules.PhaseCombat)
			if !frozen(s, mustUnit(s, t, "ot-in")) {
				t.Fatal("not frozen before the Battle")
			}
			s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"ot-att"}, Defenders: []string{"ru"}}}})
			ns, _, err := s.Apply(rules.Resolve{Battle: 0}, rules.NewSeededDice(tc.seed))
			if err != nil {
				t.Fatal(err)
			}
			if !frozen(s, mustUnit(s, t, "ot-in")) {
				t.Fatal("the position before the Battle changed")
			}
			if frozen(ns, mustUnit(ns, t, "ot-in")) {
				t.Fatal("still frozen after a Battle")
			}
		})
	}
}
