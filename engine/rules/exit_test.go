package rules

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// bailenRetreat is Bailén 20 6.11 as the scenario file gives it.
func bailenRetreat() scenario.Rule {
	return scenario.Rule{ID: "abandoning-andalusia", Number: "6.11", Title: "Abandoning Andalusia", Kind: "organized_retreat",
		Params: map[string]string{"side": "french", "hex": "1401", "phase": "movement", "from_turn": "4",
			"blocked_by_card": "3", "excluded": "dummy", "morale_per_unit": "1"}}
}

// TestRule6_11_BailenOrganizedRetreat: from turn 4, at the start of the
// French Movement Phase, the French may authorize an Organized Retreat;
// then one unit per Movement Phase leaves from 2302 for +1 Morale
// (Remnants and the Supply Train may, Dummies may not).
func TestRule6_11_BailenOrganizedRetreat(t *testing.T) {
	type step struct {
		o      Order
		errSub string
	}
	cases := []struct {
		name   string
		turn   int
		moved  bool
		steps  []step
		morale int // French Morale after the steps
	}{
		{"authorize on turn 4 and leave", 4, false, []step{{AuthorizeRetreat{}, ""}, {Exit{Unit: "fr-train"}, ""}}, 7},
		{"not before turn 4", 3, false, []step{{AuthorizeRetreat{}, "from turn 4"}}, 6},
		{"not after a unit moved", 4, true, []step{{AuthorizeRetreat{}, "start of the side's Movement Phase"}}, 6},
		{"no exit before authorizing", 5, false, []step{{Exit{Unit: "fr-train"}, "no Organized Retreat has been authorized"}}, 6},
		{"one unit per Movement Phase", 5, false, []step{{AuthorizeRetreat{}, ""}, {Exit{Unit: "fr-train"}, ""}, {Exit{Unit: "fr-cadre"}, "one unit per phase"}}, 7},
		{"authorized once", 5, false, []step{{AuthorizeRetreat{}, ""}, {AuthorizeRetreat{}, "already authorized"}}, 6},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-train", scenario.French, scenario.TypeTrain, 0, 1, "1401")
			f.unit("fr-cadre", scenario.French, scenario.TypeCadre, 1, 2, "1401")
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Special = []scenario.Rule{bailenRetreat()}
			s := f.state(PhaseMovement)
			s.Turn = tc.turn
			if tc.moved {
				s.Units[s.mustUnit(t, "fr-inf")].Status |= StMoved
			}
			for _, st := range tc.steps {
				ns, _, err := s.Apply(st.o, &ScriptedDice{})
				if st.errSub != "" {
					if err == nil || !strings.Contains(err.Error(), st.errSub) {
						t.Fatalf("%s: got %v, want an error with %q", st.o, err, st.errSub)
					}
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", st.o, err)
				}
				s = ns
			}
			if s.Morale[French] != tc.morale {
				t.Fatalf("French Morale %d, want %d", s.Morale[French], tc.morale)
			}
		})
	}
	t.Run("a Dummy may not leave", func(t *testing.T) {
		f := newFixture(t, scenario.EditionEspana)
		f.unit("fr-dummy", scenario.French, scenario.TypeDummy, 0, 3, "1401")
		f.opt.Optional = []string{"16.1"}
		f.s.Special = []scenario.Rule{bailenRetreat()}
		s := f.state(PhaseMovement)
		s.Turn = 5
		s, _ = apply(t, s, AuthorizeRetreat{})
		if _, _, err := s.Apply(Exit{Unit: "fr-dummy"}, &ScriptedDice{}); err == nil || !strings.Contains(err.Error(), "dummy may not leave") {
			t.Fatalf("got %v", err)
		}
	})
	t.Run("card 3 drawn first prohibits it", func(t *testing.T) {
		f := newFixture(t, scenario.EditionEspana)
		f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
		f.s.Deck.Cards = []scenario.Card{{Number: 3, Title: "Resistir en Andalucía"}}
		f.s.Special = []scenario.Rule{bailenRetreat()}
		s := f.state(PhaseEvents)
		s.Turn = 5
		s, ev := apply(t, s, EndPhase{})
		if !strings.Contains(eventsText(ev), "prohibited") {
			t.Fatalf("events %v", ev)
		}
		if _, _, err := s.Apply(AuthorizeRetreat{}, &ScriptedDice{}); err == nil || !strings.Contains(err.Error(), "prohibited") {
			t.Fatalf("got %v", err)
		}
	})
}

func eventsText(ev []Event) string {
	var sb strings.Builder
	for _, e := range ev {
		sb.WriteString(e.String() + "\n")
	}
	return sb.String()
}

// TestRule13_1_BailenMarchOrDie: after authorizing the Organized Retreat the
// French gain no Morale from a Truce (Bailén 20 13.1, kind no_truce).
func TestRule13_1_BailenMarchOrDie(t *testing.T) {
	for _, authorized := range []bool{false, true} {
		name := "truce before the retreat"
		if authorized {
			name = "no truce after authorizing"
		}
		t.Run(name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Special = []scenario.Rule{bailenRetreat(),
				{ID: "march-or-die", Number: "13.1", Title: "March or Die", Kind: "no_truce", Params: map[string]string{"side": "french", "after": "organized retreat"}},
				{ID: "truce", Title: "Truce", Kind: "lull_from_turn", Params: map[string]string{"turn": "1"}}}
			s := f.state(PhaseCombat)
			s.Morale = [2]int{4, 6}
			if authorized {
				RetreatSlot.Mut(s).Retreat[French] = RetreatAuthorized
			}
			var ev []Event
			s.endCombat(&ev, false)
			want := 5
			if authorized {
				want = 4
			}
			if s.Morale[French] != want {
				t.Fatalf("French Morale %d, want %d (events %v)", s.Morale[French], want, ev)
			}
		})
	}
}

// TestRule12_8_BussacoOrganizedRetreat: the Allies may authorize while
// their Morale is lower and a French unit holds 0707 or 1105; then one unit
// per Allied LOC hex leaves at the start of the Combat Phase (+1 each), and
// the best Allied result is a Marginal Victory even at French Morale 0.
func TestRule12_8_BussacoOrganizedRetreat(t *testing.T) {
	rule := scenario.Rule{ID: "organized-retreat", Number: "12.8", Title: "Organized Retreat", Kind: "organized_retreat",
		Params: map[string]string{"side": "anti-french", "locs": "0101,0103", "phase": "combat", "per_hex": "1",
			"excluded": "cadre,dummy", "morale_per_unit": "1", "max_victory": "marginal", "trigger_hexes": "0707,1105"}}
	build := func(t *testing.T, frenchAt string, morale [2]int) *State {
		f := newFixture(t, scenario.EditionEspana)
		f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, frenchAt)
		f.unit("af-a", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0101")
		f.unit("af-b", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0103")
		f.unit("af-c", scenario.AntiFrench, scenario.TypeCadre, 1, 2, "0102")
		f.s.Special = []scenario.Rule{rule}
		s := f.state(PhaseCombat)
		s.Phasing = AntiFrench
		s.Morale = morale
		return s
	}
	cases := []struct {
		name     string
		frenchAt string
		morale   [2]int
		errSub   string
	}{
		{"authorized: lower Morale, French in 0707", "0707", [2]int{6, 4}, ""},
		{"Morale not lower", "0707", [2]int{5, 5}, "Morale lower"},
		{"no French unit in 0707 or 1105", "0909", [2]int{6, 4}, "enemy unit in 0707,1105"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, tc.frenchAt, tc.morale)
			_, _, err := s.Apply(AuthorizeRetreat{}, &ScriptedDice{})
			if tc.errSub == "" && err != nil || tc.errSub != "" && (err == nil || !strings.Contains(err.Error(), tc.errSub)) {
				t.Fatalf("got %v, want %q", err, tc.errSub)
			}
		})
	}
	t.Run("one unit per LOC hex, +1 each", func(t *testing.T) {
		s := build(t, "0707", [2]int{6, 4})
		s, _ = apply(t, s, AuthorizeRetreat{})
		s, _ = apply(t, s, Exit{Unit: "af-a"})
		s, _ = apply(t, s, Exit{Unit: "af-b"})
		if s.Morale[AntiFrench] != 6 {
			t.Fatalf("Allied Morale %d, want 6", s.Morale[AntiFrench])
		}
		if !s.Exited(s.mustUnit(t, "af-a")) || !s.Exited(s.mustUnit(t, "af-b")) {
			t.Fatal("units not off the map")
		}
	})
	t.Run("a Remnant may not leave", func(t *testing.T) {
		s := build(t, "0707", [2]int{6, 4})
		s, _ = apply(t, s, AuthorizeRetreat{})
		c := s.mustUnit(t, "af-c")
		h, _ := s.B.Parse("0101")
		s.Remove(s.mustUnit(t, "af-a"), AtEliminated)
		s.Place(c, h)
		if _, _, err := s.Apply(Exit{Unit: "af-c"}, &ScriptedDice{}); err == nil || !strings.Contains(err.Error(), "cadre may not leave") {
			t.Fatalf("got %v", err)
		}
	})
	t.Run("French Morale 0 after the retreat is a Marginal Victory", func(t *testing.T) {
		s := build(t, "0707", [2]int{6, 4})
		s, _ = apply(t, s, AuthorizeRetreat{})
		var md MoraleDelta
		md.Add(French, -6, "test")
		var ev []Event
		s.ApplyMorale(&md, &ev)
		if r := s.Result(); r == nil || r.Winner != AntiFrench || r.Level != "marginal" || !strings.Contains(r.Reason, "organized-retreat") {
			t.Fatalf("result %v", r)
		}
	})
}
