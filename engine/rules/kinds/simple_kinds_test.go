package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule17_2_BailenSpanishTurn21Skipped: the Spanish first player turn of
// Game Turn 21 is skipped; the game begins with the French half, and the
// Spanish play from Turn 22 (Bailén 20 17.2, kind skip_player_turn).
func TestRule17_2_BailenSpanishTurn21Skipped(t *testing.T) {
	cases := []struct {
		name       string
		skipTurn   string
		wantStart  int // side phasing at the start
		ends       int // player turns ended
		afterTurn  int // turn then
		afterPhase int // side phasing then
	}{
		{"Spanish turn 21 skipped", "21", rules.French, 1, 22, rules.AntiFrench},
		{"Spanish turn 22 skipped", "22", rules.AntiFrench, 2, 22, rules.French},
		{"no skip on turn 21 with the rule on 22", "22", rules.AntiFrench, 1, 21, rules.French},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.FirstPlayer = scenario.AntiFrench
			f.s.Turns = scenario.TurnTrack{Start: 21, End: 24}
			f.s.Special = []scenario.Rule{{ID: "skip", Number: "17.2", Title: "Spanish Turn Skipped", Kind: "skip_player_turn",
				Params: map[string]string{"side": "anti-french", "turn": tc.skipTurn}}}
			s, err := rules.NewState(f.board(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if s.Phasing != tc.wantStart || s.Turn != 21 {
				t.Fatalf("starts with %s on turn %d", rules.SideName(s.Phasing), s.Turn)
			}
			var ev []rules.Event
			for i := 0; i < tc.ends; i++ {
				s.NextPlayerTurn(nil, &ev)
				s.SkipPlayerTurn(nil, &ev)
			}
			if s.Turn != tc.afterTurn || s.Phasing != tc.afterPhase {
				t.Fatalf("then turn %d %s, want turn %d %s", s.Turn, rules.SideName(s.Phasing), tc.afterTurn, rules.SideName(tc.afterPhase))
			}
		})
	}
}

// TestRule17_2_BailenFreeForcedMarch: on Turn 21 the French Forced March
// costs no Morale Point; on other turns it costs one (12.2.1).
func TestRule17_2_BailenFreeForcedMarch(t *testing.T) {
	cases := []struct {
		name   string
		turn   int
		morale int
		want   int
		errSub string
	}{
		{"free on turn 21", 21, 5, 5, ""},
		{"free on turn 21 with no Morale to spend", 21, 0, 0, ""},
		{"one point on turn 22", 22, 5, 4, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Turns = scenario.TurnTrack{Start: 21, End: 24}
			f.s.Special = []scenario.Rule{{ID: "free-forced-march", Number: "17.2", Title: "Free Forced March", Kind: "free_forced_march",
				Params: map[string]string{"side": "french", "turn": "21"}}}
			s := f.state(rules.PhaseMovement)
			s.Turn = tc.turn
			s.Morale[rules.French] = tc.morale
			s, _ = apply(t, s, rules.ForceMarch{})
			if s.Morale[rules.French] != tc.want || !s.ForcedMarch {
				t.Fatalf("French Morale %d, want %d (forced %v)", s.Morale[rules.French], tc.want, s.ForcedMarch)
			}
		})
	}
}

// TestRule12_2_1_TalaveraForcedMarchPerArmy: the Allies pay for each army
// (British, Spanish): a Forced March of every Allied unit costs two Morale
// Points; the French pay one.
func TestRule12_2_1_TalaveraForcedMarchPerArmy(t *testing.T) {
	cases := []struct {
		name   string
		side   int
		morale int
		want   int
		errSub string
	}{
		{"Allies pay two", rules.AntiFrench, 5, 3, ""},
		{"Allies with one point may not", rules.AntiFrench, 1, 1, "2 needed"},
		{"French pay one", rules.French, 5, 4, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Special = []scenario.Rule{{ID: "allied-forced-march", Number: "12.2.1", Title: "Forced March", Kind: "morale_per_army",
				Params: map[string]string{"action": "forced_march", "armies": "British,Spanish", "side": "anti-french"}}}
			s := f.state(rules.PhaseMovement)
			s.Phasing = tc.side
			s.Morale[tc.side] = tc.morale
			ns, _, err := s.Apply(rules.ForceMarch{}, &rules.ScriptedDice{})
			if tc.errSub != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errSub) {
					t.Fatalf("got %v, want %q", err, tc.errSub)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ns.Morale[tc.side] != tc.want {
				t.Fatalf("Morale %d, want %d", ns.Morale[tc.side], tc.want)
			}
		})
	}
}

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

// TestRule14_0_TalaveraAlliedRestRecovery: the Allies recover two Morale
// Points at night instead of one while a Spanish unit occupies Talavera
// (1011); Bailén 20 14.1 gives the Spanish +2 on Turn 5 (kinds night_rest,
// rest_recovery).
func TestRule14_0_TalaveraAlliedRestRecovery(t *testing.T) {
	cases := []struct {
		name string
		nat  string
		turn int
		want int
	}{
		{"Spanish unit in Talavera: +2", "Spanish", 3, 6},
		{"British unit in Talavera: +1", "British", 3, 5},
		{"Bailén 14.1 turn 5: Spanish +2", "British", 5, 6},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1011")
			f.s.Units[1].Nationality = tc.nat
			f.s.Special = []scenario.Rule{
				{ID: "allied-rest-recovery", Title: "Allied Rest Recovery", Kind: "night_rest", Params: map[string]string{"hex": "1011", "nationality": "Spanish", "side": "anti-french", "value": "2"}},
				{ID: "anticipating-the-battle", Number: "14.1", Title: "Anticipating the Battle", Kind: "rest_recovery", Params: map[string]string{"anti-french": "2", "turn": "5"}},
			}
			s := f.state(rules.PhaseNight)
			s.Phasing = rules.AntiFrench
			s.Turn = tc.turn
			s.Morale = [2]int{4, 4}
			var ev []rules.Event
			s.NightOperations(&ev)
			if s.Morale[rules.AntiFrench] != tc.want {
				t.Fatalf("Allied Morale %d, want %d (%v)", s.Morale[rules.AntiFrench], tc.want, ev)
			}
		})
	}
}

// TestRule3_0_ArapilesSoltadlosFirst: card #18 is set aside, then placed on
// top of the shuffled Event Deck; the blue-title cards start in the
// Discard Pile (Arapiles 20 Alternative Scenario, kind deck_setup).
func TestRule3_0_ArapilesSoltadlosFirst(t *testing.T) {
	cases := []struct {
		name        string
		params      map[string]string
		wantTop     int
		wantDiscard []int
	}{
		{"#18 on top, #16 and #24 discarded", map[string]string{"top": "18", "discard": "16,24"}, 18, []int{16, 24}},
		{"by title", map[string]string{"top": "¡Soltadlos!"}, 18, nil},
		{"blue-title cards discarded", map[string]string{"discard": "the two blue-title cards"}, -1, []int{16, 24}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Deck.Cards = []scenario.Card{{Number: 1, Title: "A"}, {Number: 2, Title: "B"}, {Number: 16, Title: "C", Colour: scenario.ColourBlue},
				{Number: 18, Title: "¡Soltadlos!", Colour: scenario.ColourRed, Placement: "set_aside"}, {Number: 24, Title: "D", Colour: scenario.ColourBlue}, {Number: 5, Title: "E"}}
			f.s.Special = []scenario.Rule{{ID: "soltadlos-first", Title: "¡Soltadlos! First", Kind: "deck_setup", Params: tc.params}}
			s, err := rules.NewState(f.board(), rules.NewSeededDice(7))
			if err != nil {
				t.Fatal(err)
			}
			num := func(ci int) int { return s.B.Scenario.Deck.Cards[ci].Number }
			if tc.wantTop > 0 && num(s.Draw[0]) != tc.wantTop {
				t.Fatalf("top card #%d, want #%d", num(s.Draw[0]), tc.wantTop)
			}
			if tc.wantTop < 0 {
				for _, ci := range s.Draw {
					if num(ci) == 18 {
						t.Fatal("the set-aside card is in the deck")
					}
				}
			}
			got := map[int]bool{}
			for _, ci := range s.Discard {
				got[num(ci)] = true
			}
			for _, n := range tc.wantDiscard {
				if !got[n] {
					t.Fatalf("card #%d not in the Discard Pile %v", n, s.Discard)
				}
				for _, ci := range s.Draw {
					if num(ci) == n {
						t.Fatalf("card #%d still in the deck", n)
					}
				}
			}
		})
	}
}

// TestRule12_4_RallyModifiers: Arapiles 20 10.1 (French Rally -1) and
// Talavera 20 12.4 Spanish Discipline (Unsteady Spanish units -1 while
// French Morale is higher, compared before Morale is spent; spending
// cancels it), kind rally_modifier.
func TestRule12_4_RallyModifiers(t *testing.T) {
	arapiles := scenario.Rule{ID: "french-rally", Number: "10.1", Title: "French Rally", Kind: "rally_modifier", Params: map[string]string{"side": "french", "value": "-1"}}
	discipline := scenario.Rule{ID: "spanish-discipline", Number: "12.4", Title: "Spanish Discipline", Kind: "rally_modifier",
		Params: map[string]string{"condition": "french_morale>allied_morale", "nationality": "Spanish", "side": "anti-french", "trait": "unreliable", "value": "-1"}}
	cases := []struct {
		name    string
		rule    scenario.Rule
		side    int
		nat     string
		traits  []string
		morale  [2]int
		spend   bool
		die     int
		rallied bool
	}{
		{"Arapiles 10.1: French 4 becomes 3", arapiles, rules.French, "French", nil, [2]int{5, 5}, false, 4, false},
		{"Arapiles 10.1: French 5 becomes 4", arapiles, rules.French, "French", nil, [2]int{5, 5}, false, 5, true},
		{"Arapiles 10.1: Allied 4 unchanged", arapiles, rules.AntiFrench, "British", nil, [2]int{5, 5}, false, 4, true},
		{"Talavera 12.4: French higher, -1", discipline, rules.AntiFrench, "Spanish", []string{"unreliable"}, [2]int{6, 5}, false, 4, false},
		{"Talavera 12.4: spending cancels it", discipline, rules.AntiFrench, "Spanish", []string{"unreliable"}, [2]int{6, 5}, true, 3, false},
		{"Talavera 12.4: spending cancels it (4)", discipline, rules.AntiFrench, "Spanish", []string{"unreliable"}, [2]int{6, 5}, true, 4, true},
		{"Talavera 12.4: compared before spending", discipline, rules.AntiFrench, "Spanish", []string{"unreliable"}, [2]int{5, 5}, true, 3, true},
		{"Talavera 12.4: steady Spanish unaffected", discipline, rules.AntiFrench, "Spanish", nil, [2]int{6, 5}, false, 4, true},
		{"Talavera 12.4: British unaffected", discipline, rules.AntiFrench, "British", []string{"unreliable"}, [2]int{6, 5}, false, 4, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			sd := rules.SideName(tc.side)
			f.unit("u", sd, scenario.TypeInfantry, 3, 2, "0506", tc.traits...)
			f.s.Units[0].Nationality = tc.nat
			f.unit("enemy", rules.SideName(1-tc.side), scenario.TypeInfantry, 3, 2, "1111")
			f.loc("0101", sd)
			f.s.Special = []scenario.Rule{tc.rule}
			f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
				{Roll: "1-3", Results: []string{"-"}}, {Roll: "4-6", Results: []string{"Rally"}}}}}
			s := f.state(rules.PhaseNight)
			s.Phasing = tc.side
			s.Morale = tc.morale
			s.Remove(mustUnit(s, t, "u"), rules.AtBroken)
			s, _ = apply(t, s, rules.Rally{Units: []string{"u"}, Hexes: []string{"0101"}, SpendMorale: tc.spend}, tc.die)
			if got := s.OnMap(mustUnit(s, t, "u")); got != tc.rallied {
				t.Fatalf("rallied %v, want %v", got, tc.rallied)
			}
		})
	}
}

// TestRule12_3_TalaveraMadridGarrison: the Madrid Garrison is a Guard unit
// never subject to Le Garde Recule (Talavera 20 12.3, kind
// guard_exception); other Guard units are (12.3.2).
func TestRule12_3_TalaveraMadridGarrison(t *testing.T) {
	cases := []struct {
		name string
		unit string
		want int // French Morale after an engaged result
	}{
		{"the Madrid Garrison is exempt", "fr-madrid-garrison", 6},
		{"another Guard unit is not", "fr-guard", 5},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit(tc.unit, scenario.French, scenario.TypeInfantry, 4, 2, "0506", scenario.TraitGuard)
			f.unit("enemy", scenario.AntiFrench, scenario.TypeInfantry, 2, 2, "0606")
			f.s.Special = []scenario.Rule{{ID: "madrid-garrison", Number: "12.3", Title: "The Madrid Garrison", Kind: "guard_exception",
				Params: map[string]string{"garde_recule": "false", "unit": "fr-madrid-garrison"}}}
			s := f.state(rules.PhaseCombat)
			s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{tc.unit}, Defenders: []string{"enemy"}}}})
			s, _ = apply(t, s, rules.Resolve{Battle: 0}, 1) // +2, die 1: engaged
			if s.Morale[rules.French] != tc.want {
				t.Fatalf("French Morale %d, want %d", s.Morale[rules.French], tc.want)
			}
		})
	}
}

// TestRule16_1_3_ArapilesNoDummySpanish: with Fog of War the Spanish unit
// cannot receive a Dummy (Arapiles 20, kind dummy_restriction).
func TestRule16_1_3_ArapilesNoDummySpanish(t *testing.T) {
	cases := []struct {
		name    string
		joins   string
		wantErr string
	}{
		{"the Spanish unit may not receive a Dummy", "al-espana", "may not receive a Dummy"},
		{"a British unit may", "al-british", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("al-espana", scenario.AntiFrench, scenario.TypeInfantry, 2, 2, "0606")
			f.unit("al-british", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0303")
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 2, "1210")
			f.dummy("al-dummy", scenario.AntiFrench, "")
			f.opt.Optional = []string{"16.1"}
			f.s.Special = []scenario.Rule{{ID: "no-dummy-spanish", Number: "16.1.3", Title: "No Dummy", Kind: "dummy_restriction",
				Params: map[string]string{"unit": "al-espana"}}}
			s := f.state(rules.PhaseNight)
			s.Phasing = rules.AntiFrench
			h := hexOf(s, t, tc.joins)
			err := s.Legal(rules.PlaceDummy{Unit: "al-dummy", Hex: h, Relocate: "al-dummy", To: f.nb(h, hex.S)})
			if tc.wantErr == "" && err != nil || tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
				t.Fatalf("got %v, want %q", err, tc.wantErr)
			}
		})
	}
}

// TestSpecialRuleNotesSayApplied: the notes of the special rules the engine
// applies describe them instead of reporting them not applied, and a rule
// missing its parameters is reported not applied.
func TestSpecialRuleNotesSayApplied(t *testing.T) {
	cases := []struct {
		name       string
		rule       scenario.Rule
		notApplied bool
	}{
		{"guard_exception", scenario.Rule{ID: "r", Title: "T", Kind: "guard_exception", Params: map[string]string{"unit": "fr-inf", "garde_recule": "false"}}, false},
		{"guard_exception unknown unit", scenario.Rule{ID: "r", Title: "T", Kind: "guard_exception", Params: map[string]string{"unit": "zz", "garde_recule": "false"}}, true},
		{"dummy_restriction", scenario.Rule{ID: "r", Title: "T", Kind: "dummy_restriction", Params: map[string]string{"unit": "fr-inf"}}, false},
		{"rally_modifier", scenario.Rule{ID: "r", Title: "T", Kind: "rally_modifier", Params: map[string]string{"side": "french", "value": "-1"}}, false},
		{"rally_modifier unknown condition", scenario.Rule{ID: "r", Title: "T", Kind: "rally_modifier", Params: map[string]string{"side": "french", "value": "-1", "condition": "raining"}}, true},
		{"skip_player_turn without turn", scenario.Rule{ID: "r", Title: "T", Kind: "skip_player_turn", Params: map[string]string{"side": "french"}}, true},
		{"deck_setup with a missing card", scenario.Rule{ID: "r", Title: "T", Kind: "deck_setup", Params: map[string]string{"top": "Dragoons"}}, true},
		{"organized_retreat without phase", scenario.Rule{ID: "r", Title: "T", Kind: "organized_retreat", Params: map[string]string{"side": "french", "hex": "0101"}}, true},
		{"morale_per_army rally", scenario.Rule{ID: "r", Title: "T", Kind: "morale_per_army", Params: map[string]string{"action": "rally", "side": "french"}}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 2, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0909")
			f.s.Special = []scenario.Rule{tc.rule}
			found, not := false, false
			for _, n := range f.board().Notes() {
				if strings.Contains(n, `special rule "r"`) {
					found = true
					not = not || strings.Contains(n, "not applied")
				}
			}
			if !found || not != tc.notApplied {
				t.Fatalf("note found %v, says not applied %v; want not applied %v", found, not, tc.notApplied)
			}
		})
	}
}

// TestRule9_8_8_BussacoDistractedMassena and Talavera 20 9.2.3
// Coordination Problems: differential modifiers of kind combat_modifier,
// not in use with the optional Leader rule 16.9.
func TestRule9_8_8_CombatModifiers(t *testing.T) {
	massena := scenario.Rule{ID: "distracted-massena", Number: "9.8.8", Title: "Distracted Masséna", Kind: "combat_modifier",
		Params: map[string]string{"corps": "Reserve Corps", "differential": "-1", "side": "french", "unless_optional": "16.9"}}
	coordination := scenario.Rule{ID: "coordination-problems", Number: "9.2.3", Title: "Coordination Problems", Kind: "combat_modifier",
		Params: map[string]string{"differential": "-1", "free_combined_attacks": "1", "side": "anti-french", "unless_optional": "16.9"}}
	cases := []struct {
		name      string
		rule      scenario.Rule
		attackers []string
		defender  string
		resolved  int // combined attacks already resolved this phase
		leaders   bool
		want      int // change of the differential
	}{
		{"Bussaco 9.8.8 Reserve Corps alone: -1", massena, []string{"fr-res"}, "al-brit", 0, false, -1},
		{"Bussaco 9.8.8 Reserve Corps with a Remnant: -1", massena, []string{"fr-res", "fr-remnant"}, "al-brit", 0, false, -1},
		{"Bussaco 9.8.8 with another Corps: none", massena, []string{"fr-res", "fr-2nd"}, "al-brit", 0, false, 0},
		{"Bussaco 9.8.8 not with 16.9", massena, []string{"fr-res"}, "al-brit", 0, true, 0},
		{"Talavera 9.2.3 first Combined Attack: none", coordination, []string{"al-brit", "al-span"}, "fr-2nd", 0, false, 0},
		{"Talavera 9.2.3 second Combined Attack: -1", coordination, []string{"al-brit", "al-span"}, "fr-2nd", 1, false, -1},
		{"Talavera 9.2.3 a British attack: none", coordination, []string{"al-brit"}, "fr-2nd", 1, false, 0},
		{"Talavera 9.2.3 not with 16.9", coordination, []string{"al-brit", "al-span"}, "fr-2nd", 1, true, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			build := func(specials []scenario.Rule) *rules.State {
				f := newFixture(t, scenario.EditionEspana)
				f.unit("fr-res", scenario.French, scenario.TypeInfantry, 3, 2, "0505")
				f.unit("fr-remnant", scenario.French, scenario.TypeCadre, 1, 2, "0604")
				f.unit("fr-2nd", scenario.French, scenario.TypeInfantry, 3, 2, "0706")
				f.unit("al-brit", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0605")
				f.unit("al-span", scenario.AntiFrench, scenario.TypeInfantry, 3, 2, "0707")
				f.s.Units[0].Formation = "Reserve Corps"
				f.s.Units[2].Formation = "2nd Corps"
				f.s.Units[3].Nationality = "British"
				f.s.Units[4].Nationality = "Spanish"
				f.s.Special = specials
				if tc.leaders {
					f.opt.Optional = []string{"16.9"}
				}
				s := f.state(rules.PhaseCombat)
				s.Phasing = rules.SideIndex(tc.rule.Params["side"])
				for i := 0; i < tc.resolved; i++ {
					s.BattleList = append(s.BattleList, rules.Battle{Attackers: []int{mustUnit(s, t, "al-brit"), mustUnit(s, t, "al-span")}, Defenders: []int{mustUnit(s, t, "fr-2nd")}, Resolved: true})
				}
				return s
			}
			diff := func(s *rules.State) int {
				o, err := s.Odds(tc.attackers, []string{tc.defender}, false, false, 0)
				if err != nil {
					t.Fatal(err)
				}
				return o.Differential
			}
			base := diff(build(nil))
			if got := diff(build([]scenario.Rule{tc.rule})) - base; got != tc.want {
				t.Fatalf("differential changes by %d, want %d", got, tc.want)
			}
		})
	}
}
