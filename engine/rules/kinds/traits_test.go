package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBailen16_7_SpecialUnits: the Special Troops a special_units rule
// names are applied through their unit traits; a named unit without the
// trait, the Swiss Mercenaries (16.7.8) and unnamed units are reported as
// not applied.
func TestBailen16_7_SpecialUnits(t *testing.T) {
	cases := []struct {
		name   string
		params map[string]string
		want   []string
	}{
		{"irregulars with the trait", map[string]string{"irregular": "irr"},
			[]string{"applied through the unit traits of Irregulars (16.7.7) irr"}},
		{"a unit without the trait", map[string]string{"irregular": "irr", "road_bound": "plain"},
			[]string{"Irregulars (16.7.7) irr", "not applied by the engine: road-bound (16.7.6) \"plain\" (no unit with that trait)"}},
		{"Swiss and unnamed units", map[string]string{"swiss": "sw", "swiss_count": "3"},
			[]string{"no unit it names carries its trait", "Swiss Mercenaries (16.7.8) sw (the engine has no Swiss Mercenary rule)", "the other Swiss Mercenaries units (3 in all"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("irr", af, in, 1, 2, "0909", scenario.TraitIrregular)
			f.unit("plain", fr, in, 1, 2, "0303")
			f.unit("sw", fr, in, 1, 2, "0304", scenario.TraitSpecial)
			f.s.Special = []scenario.Rule{{ID: "special-units", Number: "16.7", Title: "Special Units", Kind: "special_units", Params: tc.params}}
			notes := strings.Join(f.board().Notes(), "\n")
			for _, w := range tc.want {
				if !strings.Contains(notes, w) {
					t.Errorf("no %q in %s", w, notes)
				}
			}
		})
	}
}

// TestBailen16_7_SpecialUnitsValidated: the validator warns about a
// special_units rule when a unit it names lacks the trait the engine
// applies it through (Irregulars 16.7.7, road-bound 16.7.6, Unsteady
// 16.7.4, Light Infantry 16.7.2), and when no unit it names is applied,
// exactly when the engine does not apply the rule; the Swiss Mercenaries
// (16.7.8) and the units described in words or counted are the note's.
func TestBailen16_7_SpecialUnitsValidated(t *testing.T) {
	const none = "the engine applies the rule through the units it names by id (irregular, road_bound, unsteady, light) that carry the trait, and it names none; it has no Swiss Mercenary rule (16.7.8)"
	const needs = "the engine does not apply this special_units rule without irregular or road_bound or unsteady or light | add irregular or road_bound or unsteady or light: the Special Troops named by id, whose traits the engine applies, 16.7; it has no Swiss Mercenary rule, 16.7.8"
	cases := []struct {
		name   string
		params map[string]string
		status rules.Status
		warn   string
	}{
		{"16.7.7 Irregulars with the trait", map[string]string{"irregular": "irr"}, rules.Applied, ""},
		{"16.7.2 Light Infantry by id with the trait", map[string]string{"light": "li"}, rules.Applied, ""},
		{"16.7.4 Unsteady with the trait unreliable", map[string]string{"unsteady": "un", "unsteady_count": "2"}, rules.PartlyApplied, ""},
		{"16.7.8 Swiss beside Irregulars", map[string]string{"irregular": "irr", "swiss": "sw"}, rules.PartlyApplied, ""},
		{"16.7.6 a road-bound unit without the trait", map[string]string{"irregular": "irr", "road_bound": "plain"}, rules.PartlyApplied,
			`the engine does not apply this special_units rule with road_bound "plain" | unit plain named as road-bound (16.7.6) lacks the trait road_bound: add road_bound to the unit's traits`},
		{"16.7.4 the only Unsteady unit without the trait", map[string]string{"unsteady": "plain"}, rules.NotApplied,
			`the engine does not apply this special_units rule with unsteady "plain" | unit plain named as Unsteady (16.7.4) lacks the trait unreliable: add unreliable to the unit's traits`},
		{"16.7.7 an Irregular without the trait", map[string]string{"irregular": "irr,plain"}, rules.PartlyApplied,
			`the engine does not apply this special_units rule with irregular "irr,plain" | unit plain named as Irregular (16.7.7) lacks the trait irregular: add irregular to the unit's traits`},
		{"16.7.2 Light Infantry in words", map[string]string{"light": "units with green Movement Allowance"}, rules.NotApplied,
			`the engine does not apply this special_units rule with light "units with green Movement Allowance" | ` + none},
		{"16.7.8 Swiss only", map[string]string{"swiss": "sw", "swiss_count": "3"}, rules.NotApplied, needs},
		{"nothing named", map[string]string{}, rules.NotApplied, needs},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("irr", af, in, 1, 2, "0909", scenario.TraitIrregular)
			f.unit("li", af, in, 1, 2, "0910", scenario.TraitLight)
			f.unit("un", af, in, 1, 2, "0911", scenario.TraitUnreliable)
			f.unit("plain", fr, in, 1, 2, "0303")
			f.unit("sw", fr, in, 1, 2, "0304", scenario.TraitSpecial)
			f.s.Special = []scenario.Rule{{ID: "special-units", Number: "16.7", Title: "Special Units", Kind: "special_units", Params: tc.params}}
			st, warn := appliedOrWarned(t, f, "special-units")
			if warn != tc.warn {
				t.Errorf("validator:\n got %q\nwant %q", warn, tc.warn)
			}
			if st != tc.status {
				t.Errorf("engine: %v, want %v", st, tc.status)
			}
			if st == rules.NotApplied && warn == "" {
				t.Errorf("not applied in silence")
			}
		})
	}
}
