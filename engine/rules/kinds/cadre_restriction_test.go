package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// cadreFixture: a Janissary (boluk), another Ottoman infantry unit
// (sekhan), a listed Janissary cadre pair and an unlisted (Irregular)
// cadre, with optional rules 16.5 and 16.6.
func cadreFixture(t *testing.T, rule bool) *fixture {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("boluk", scenario.French, scenario.TypeInfantry, 3, 2, "0506")
	f.unit("sekhan", scenario.French, scenario.TypeInfantry, 3, 2, "0508")
	for _, id := range []string{"jan-1", "jan-2", "irr-1"} {
		st, ma := 1, 2
		f.s.Units = append(f.s.Units, scenario.Unit{ID: id, Name: id, Side: scenario.French, Type: scenario.TypeCadre, Strength: &st, Movement: &ma,
			Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	}
	f.unit("e", scenario.AntiFrench, scenario.TypeInfantry, 2, 2, "1206")
	f.loc("0101", scenario.French)
	f.opt.Optional = []string{"16.5", "16.6"}
	f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
		{Roll: "1-2", Results: []string{"Elim"}}, {Roll: "3-4", Results: []string{"Cadre?"}}, {Roll: "5-6", Results: []string{"Rally"}}}}}
	if rule {
		f.s.Special = []scenario.Rule{{ID: "ottoman-cadres", Number: "16.5, 16.6", Title: "Ottoman Cadres", Kind: "cadre_restriction",
			Params: map[string]string{"side": "french", "cadres": "jan-1,jan-2", "eligible_units": "boluk", "campaign_only_cadres": "irr-1"}}}
	}
	return f
}

// TestRousse16_5_16_6_OttomanCadres: only the Janissary infantry Partially
// Rally (16.5.1), break down and build up (16.6), and only with the two
// Janissary cadres; without the rule any infantry may.
func TestRousse16_5_16_6_OttomanCadres(t *testing.T) {
	cases := []struct {
		name        string
		rule        bool
		unit        string
		wantPartial bool // a Cadre? result places a cadre
		wantBreak   bool // the unit may break down
	}{
		{"Janissary with the rule", true, "boluk", true, true},
		{"other infantry with the rule", true, "sekhan", false, false},
		{"other infantry without the rule", false, "sekhan", true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := cadreFixture(t, tc.rule)
			b := f.board()
			if tc.rule && !hasNote(b, "ottoman-cadres", "only boluk of the french side Partially Rally (16.5.1), break down and build up (16.6), and only with cadres jan-1,jan-2") {
				t.Fatalf("note missing: %q", b.Notes())
			}
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			s.Phase = rules.PhaseNight
			s.Remove(mustUnit(s, t, tc.unit), rules.AtBroken)
			s, _ = apply(t, s, rules.Rally{Units: []string{tc.unit}, Hexes: []string{"0101"}}, 3)
			placed := ""
			for _, id := range []string{"jan-1", "jan-2", "irr-1"} {
				if s.OnMap(mustUnit(s, t, id)) {
					placed = id
				}
			}
			if (placed != "") != tc.wantPartial || tc.rule && placed == "irr-1" {
				t.Fatalf("partial rally placed %q, want a cadre: %v", placed, tc.wantPartial)
			}

			s2, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			s2.Phase = rules.PhaseMovement
			_, _, err = s2.Apply(rules.Breakdown{Unit: tc.unit}, &rules.ScriptedDice{})
			if (err == nil) != tc.wantBreak {
				t.Fatalf("breakdown error %v, want allowed %v", err, tc.wantBreak)
			}
		})
	}
}

// TestRousse16_6_OttomanCadresBuildup: two listed Janissary cadres build
// up only the Janissary unit; an unlisted cadre cannot build up.
func TestRousse16_6_OttomanCadresBuildup(t *testing.T) {
	cases := []struct {
		name   string
		cadres []string
		want   string // unit built up, "" if refused
	}{
		{"Janissary cadres build up the Janissary", []string{"jan-1", "jan-2"}, "boluk"},
		{"an Irregular cadre may not", []string{"jan-1", "irr-1"}, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := cadreFixture(t, true)
			two := 2
			f.s.Units[1].Strength = &two // sekhan, weaker: chosen first without the rule (16.6.2)
			s, err := rules.NewState(f.board(), nil)
			if err != nil {
				t.Fatal(err)
			}
			s.Phase = rules.PhaseMovement
			s.Remove(mustUnit(s, t, "boluk"), rules.AtEliminated)
			s.Remove(mustUnit(s, t, "sekhan"), rules.AtEliminated)
			for _, id := range tc.cadres {
				h, _ := s.B.Parse("0406")
				s.Place(mustUnit(s, t, id), h)
			}
			ns, _, err := s.Apply(rules.Buildup{Hex: "0406"}, &rules.ScriptedDice{})
			if tc.want == "" {
				if err == nil {
					t.Fatal("build-up allowed")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if hexOf(ns, t, tc.want) != "0406" || ns.OnMap(mustUnit(ns, t, "sekhan")) {
				t.Fatalf("built up: %v", ns.Summary())
			}
		})
	}
}
