package rules

import (
	"errors"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestIllegalOrderCarriesRule: an order the rules refuse is an
// *IllegalOrder naming the rule it breaks, and its message is the one the
// CLI prints.
func TestIllegalOrderCarriesRule(t *testing.T) {
	cases := []struct {
		name  string
		phase Phase
		prep  func(s *State)
		order Order
		rule  string
		msg   string
	}{
		{"12.2.1 Forced March only in the Movement Phase", PhaseCombat, nil, ForceMarch{}, "12.2.1", "rules: Forced March only in the Movement Phase (12.2.1)"},
		{"12.2 one Forced March a phase", PhaseMovement, func(s *State) { s.ForcedMarch = true }, ForceMarch{}, "12.2", "rules: already force-marched this phase (12.2)"},
		{"6.1 moves only in the Movement Phase", PhaseCombat, nil, Move{Unit: "fr-a", To: "0304"}, "6.1", "rules: units move only in their Movement Phase (6.1); now combat"},
		{"9.2 no such battle", PhaseCombat, func(s *State) { s.BattlesDeclared = true }, Resolve{Battle: 3}, "9.2", "rules: no declared battle 3 (have 0)"},
		{"6.1 exit by a unit not in play", PhaseMovement, func(s *State) { s.Units[0].Where = AtBroken }, Exit{Unit: "fr-a"}, "6.1", `rules: "fr-a" is not on the map`},
		{"12.8 exit from no exit hex", PhaseMovement, nil, Exit{Unit: "fr-a"}, "12.8", `rules: "fr-a" does not stand in an exit hex`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("al-b", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			s := f.state(tc.phase)
			if tc.prep != nil {
				tc.prep(s)
			}
			_, _, err := s.Apply(tc.order, NewSeededDice(1))
			var io *IllegalOrder
			if !errors.As(err, &io) {
				t.Fatalf("error %v (%T), want an *IllegalOrder", err, err)
			}
			if io.Rule != tc.rule || err.Error() != tc.msg {
				t.Errorf("rule %q, message %q; want rule %q, message %q", io.Rule, err.Error(), tc.rule, tc.msg)
			}
		})
	}
}

// TestIllegalOrderNamesItsSpecialRule: a refusal by a special rule cites
// the rule it breaks: the scenario's number for it (Bailén 20 6.11, the
// Organized Retreat), or the standard rule of its kind when the scenario
// gives none (12.8).
func TestIllegalOrderNamesItsSpecialRule(t *testing.T) {
	retreat := func(number string) scenario.Rule {
		return scenario.Rule{ID: "retreat", Number: number, Title: "Organized Retreat", Kind: "organized_retreat",
			Params: scenario.Args{"side": "french", "hex": "0101", "phase": "movement"}}
	}
	cases := []struct {
		name  string
		rules []scenario.Rule
		rule  string
		msg   string
	}{
		{"the scenario's number", []scenario.Rule{retreat("6.11")}, "6.11", "rules: an Organized Retreat is authorized at the start of the side's Movement Phase (retreat)"},
		{"the kind's rule", []scenario.Rule{retreat("")}, "12.8", "rules: an Organized Retreat is authorized at the start of the side's Movement Phase (retreat)"},
		{"no rule in the scenario", nil, "12.8", "rules: french has no Organized Retreat in this scenario"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("al-b", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Special = tc.rules
			s := f.state(PhaseCombat)
			_, _, err := s.Apply(AuthorizeRetreat{}, NewSeededDice(1))
			var io *IllegalOrder
			if !errors.As(err, &io) {
				t.Fatalf("error %v (%T), want an *IllegalOrder", err, err)
			}
			if io.Rule != tc.rule || err.Error() != tc.msg {
				t.Errorf("rule %q, message %q; want rule %q, message %q", io.Rule, err.Error(), tc.rule, tc.msg)
			}
		})
	}
}
