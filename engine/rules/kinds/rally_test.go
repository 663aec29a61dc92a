package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// rallyFixture has infantry units of both sides, LOC hexes for each, two
// set-aside Allied cadres and a Rally Table of Elim 1, Cadre? 2-3, Rally 4-6
// (16.5 in use).
func rallyFixture(t *testing.T, specials ...scenario.Rule) *fixture {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr-inf", fr, in, 3, 2, "0506")
	f.unit("af-inf", af, in, 3, 2, "0909")
	f.unit("af-inf2", af, in, 3, 2, "1111")
	st, ma := 1, 2
	f.s.Units = append(f.s.Units, scenario.Unit{ID: "af-cadre", Name: "cadre", Side: af, Type: scenario.TypeCadre, Strength: &st, Movement: &ma,
		Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	f.s.Units = append(f.s.Units, scenario.Unit{ID: "af-cadre2", Name: "cadre", Side: af, Type: scenario.TypeCadre, Strength: &st, Movement: &ma,
		Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	f.loc("0101", af)
	f.loc("0102", af)
	f.loc("1212", fr)
	f.opt.Optional = []string{"16.5", "16.6"}
	f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
		{Roll: "1", Results: []string{"Elim"}}, {Roll: "2-3", Results: []string{"Cadre?"}}, {Roll: "4-6", Results: []string{"Rally"}}}}}
	f.s.Special = specials
	return f
}

// TestTalavera12_2_2_AlliedRally: the Allies pay one Morale Point per army
// (British, Spanish) for the +1 Rally bonus; the French pay one (kind
// morale_per_army, action rally).
func TestTalavera12_2_2_AlliedRally(t *testing.T) {
	rule := scenario.Rule{ID: "allied-rally", Number: "12.2.2", Title: "Rally", Kind: "morale_per_army",
		Params: map[string]string{"action": "rally", "armies": "British,Spanish", "side": "anti-french"}}
	cases := []struct {
		name   string
		side   int
		unit   string
		hex    string
		morale int
		want   int
		errSub string
	}{
		{"Allies pay two", rules.AntiFrench, "af-inf", "0101", 5, 3, ""},
		{"Allies with one point may not", rules.AntiFrench, "af-inf", "0101", 1, 1, "2 needed"},
		{"French pay one", rules.French, "fr-inf", "1212", 5, 4, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := rallyFixture(t, rule).state(rules.PhaseNight)
			s.Phasing = tc.side
			s.Morale[tc.side] = tc.morale
			s.Remove(mustUnit(s, t, tc.unit), rules.AtBroken)
			ns, _, err := s.Apply(rules.Rally{Units: []string{tc.unit}, Hexes: []string{tc.hex}, SpendMorale: true}, &rules.ScriptedDice{Rolls: []int{3}})
			if tc.errSub != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errSub) {
					t.Fatalf("got %v, want %q", err, tc.errSub)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ns.Morale[tc.side] != tc.want || hexOf(ns, t, tc.unit) != tc.hex {
				t.Fatalf("Morale %d (want %d), unit at %s: 3+1 rallies", ns.Morale[tc.side], tc.want, hexOf(ns, t, tc.unit))
			}
		})
	}
}

// TestArapiles10_2_SpanishFragility: the Spanish unit never has the +1
// Rally bonus, never makes a Partial Rally and may not Split (kind
// rally_restriction); another unit does all three.
func TestArapiles10_2_SpanishFragility(t *testing.T) {
	rule := scenario.Rule{ID: "spanish-fragility", Number: "10.2", Title: "Spanish Fragility", Kind: "rally_restriction",
		Params: map[string]string{"morale_bonus": "false", "partial_rally": "false", "split": "false", "unit": "af-inf"}}
	cases := []struct {
		name      string
		unit      string
		roll      int
		spend     bool
		wantWhere uint8 // of the unit
		cadre     bool  // a cadre rallied in its place
	}{
		{"no +1 bonus: 3 is a Cadre? result, no partial rally", "af-inf", 3, true, rules.AtBroken, false},
		{"other unit: 3+1 rallies", "af-inf2", 3, true, rules.AtMap, false},
		{"no partial rally on 2", "af-inf", 2, false, rules.AtBroken, false},
		{"other unit: partial rally on 2", "af-inf2", 2, false, rules.AtEliminated, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := rallyFixture(t, rule).state(rules.PhaseNight)
			s.Phasing = rules.AntiFrench
			s.Remove(mustUnit(s, t, tc.unit), rules.AtBroken)
			s, _ = apply(t, s, rules.Rally{Units: []string{tc.unit}, Hexes: []string{"0101"}, SpendMorale: tc.spend}, tc.roll)
			if got := s.Units[mustUnit(s, t, tc.unit)].Where; got != tc.wantWhere {
				t.Errorf("unit where %d, want %d", got, tc.wantWhere)
			}
			if got := s.OnMap(mustUnit(s, t, "af-cadre")); got != tc.cadre {
				t.Errorf("cadre on the map %v, want %v", got, tc.cadre)
			}
		})
	}
	t.Run("may not Split (16.6.1)", func(t *testing.T) {
		for unit, want := range map[string]bool{"af-inf": false, "af-inf2": true} {
			s := rallyFixture(t, rule).state(rules.PhaseMovement)
			s.Phasing = rules.AntiFrench
			if err := s.Legal(rules.Breakdown{Unit: unit}); (err == nil) != want {
				t.Errorf("%s: Breakdown %v, want allowed %v", unit, err, want)
			}
		}
	})
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
