package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule17_2_BailenFrenchReachBailen: the first time a French unit enters
// Bailén (1306) the French gain one Morale Point, once (Bailén 20 17.2,
// kind morale_on_entry).
func TestRule17_2_BailenFrenchReachBailen(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
	f.unit("fr-b", scenario.French, scenario.TypeInfantry, 3, 3, "0705")
	f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1111")
	f.s.Special = []scenario.Rule{{ID: "bailen-entry-morale", Number: "17.2", Title: "French Reach Bailén", Kind: "morale_on_entry",
		Params: map[string]string{"hex": "0605", "once": "true", "side": "french", "value": "1"}}}
	s := f.state(rules.PhaseMovement)
	steps := []struct {
		name string
		o    rules.Order
		want int
	}{
		{"a move elsewhere gains nothing", rules.Move{Unit: "fr-a", To: "0506"}, 6},
		{"the first entry gains +1", rules.Move{Unit: "fr-b", To: "0605"}, 7},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			s, _ = apply(t, s, st.o)
			if s.Morale[rules.French] != st.want {
				t.Fatalf("French Morale %d, want %d", s.Morale[rules.French], st.want)
			}
		})
	}
	t.Run("a second entry gains nothing", func(t *testing.T) {
		u := mustUnit(s, t, "fr-b")
		s.Remove(u, rules.AtEliminated)
		s.Units[mustUnit(s, t, "fr-a")].Status &^= rules.StMoved
		s, _ = apply(t, s, rules.Move{Unit: "fr-a", To: "0605"})
		if s.Morale[rules.French] != 7 {
			t.Fatalf("French Morale %d, want 7", s.Morale[rules.French])
		}
	})
}

// TestRuleArapiles_MarchAndCountermarch: on Game Turns 1-5 the first unit
// of each side that enters an EZOC costs its side one Morale Point (Arapiles
// 20, kind first_contact_morale).
func TestRuleArapiles_MarchAndCountermarch(t *testing.T) {
	cases := []struct {
		name  string
		turn  int
		moves []rules.Move
		want  int
	}{
		{"first unit into an EZOC on turn 1", 1, []rules.Move{{Unit: "fr-a", To: "0604"}}, 5},
		{"only the first unit", 1, []rules.Move{{Unit: "fr-a", To: "0604"}, {Unit: "fr-b", To: "0606"}}, 5},
		{"a move outside EZOCs", 1, []rules.Move{{Unit: "fr-a", To: "0403"}}, 6},
		{"not after turn 5", 6, []rules.Move{{Unit: "fr-a", To: "0604"}}, 6},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 2, "0404")
			f.unit("fr-b", scenario.French, scenario.TypeInfantry, 3, 2, "0406")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0705")
			f.s.Turns.End = 17
			f.s.Special = []scenario.Rule{{ID: "march-and-countermarch", Title: "March and Countermarch", Kind: "first_contact_morale",
				Params: map[string]string{"sides": "french,anti-french", "turns": "1-5", "value": "-1"}}}
			s := f.state(rules.PhaseMovement)
			s.Turn = tc.turn
			for _, m := range tc.moves {
				s, _ = apply(t, s, m)
			}
			if s.Morale[rules.French] != tc.want {
				t.Fatalf("French Morale %d, want %d", s.Morale[rules.French], tc.want)
			}
		})
	}
}
