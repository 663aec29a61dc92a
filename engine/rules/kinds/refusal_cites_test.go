package kinds

import (
	"errors"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRallyAndSplitRefusalsCiteTheirRule: a unit that a special rule keeps
// from being rallied (Independent Brigades, Arapiles 20 16.6) or from
// Splitting (Spanish Fragility, Arapiles 20 10.2) is refused citing that
// rule, by the number the scenario gives it, not the Rally (10.0) or
// Breakdown (16.6) rules it restricts.
func TestRallyAndSplitRefusalsCiteTheirRule(t *testing.T) {
	cases := []struct {
		name  string
		rule  scenario.Rule
		phase rules.Phase
		order rules.Order
		want  string
	}{
		{"independent brigade may not rally",
			scenario.Rule{ID: "ib", Number: "19.4", Title: "Independent Brigades", Kind: "independent_brigade", Params: map[string]string{"units": "af-inf"}},
			rules.PhaseNight, rules.Rally{Units: []string{"af-inf"}, Hexes: []string{"0101"}}, "19.4"},
		{"a unit of a rally restriction may not Split",
			scenario.Rule{ID: "sf", Number: "10.2", Title: "Spanish Fragility", Kind: "rally_restriction", Params: map[string]string{"split": "false", "unit": "af-inf"}},
			rules.PhaseMovement, rules.Breakdown{Unit: "af-inf"}, "10.2"},
		{"the kind's rule when the scenario numbers none",
			scenario.Rule{ID: "sf", Title: "Spanish Fragility", Kind: "rally_restriction", Params: map[string]string{"split": "false", "unit": "af-inf"}},
			rules.PhaseMovement, rules.Breakdown{Unit: "af-inf"}, rules.KindRule("rally_restriction")},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := rallyFixture(t, tc.rule).state(tc.phase)
			s.Phasing = rules.AntiFrench
			if tc.phase == rules.PhaseNight {
				s.Remove(mustUnit(s, t, "af-inf"), rules.AtBroken)
			}
			err := s.Legal(tc.order)
			var io *rules.IllegalOrder
			if !errors.As(err, &io) || io.Rule != tc.want {
				t.Fatalf("refused with %v, want a refusal citing rule %s", err, tc.want)
			}
		})
	}
}
