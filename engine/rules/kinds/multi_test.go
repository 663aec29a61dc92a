package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestSeveralRulesOfOneKind: a scenario may repeat a special-rule kind and
// every rule applies: two elite_units rules (16.7) make both lists Elite,
// two light_infantry rules (16.8) both lists Light, and of two
// movement_limit rules the one that counts groups (Bailén 20 6.10) is found
// whichever comes first.
func TestSeveralRulesOfOneKind(t *testing.T) {
	rule := func(id, kind string, params map[string]string) scenario.Rule {
		return scenario.Rule{ID: id, Title: id, Kind: kind, Params: params}
	}
	groups := rule("groups", "movement_limit", map[string]string{"groups": "turn number", "sides": "french", "turns": "1-5"})
	other := rule("words", "movement_limit", map[string]string{"side": "anti-french", "needs_map": "a river"})
	cases := []struct {
		name      string
		rules     []scenario.Rule
		elite     []string
		light     []string
		groupRule string
	}{
		{"16.7 one elite_units rule", []scenario.Rule{rule("e1", "elite_units", map[string]string{"units": "fr-a"})}, []string{"fr-a"}, nil, ""},
		{"16.7 two elite_units rules", []scenario.Rule{rule("e1", "elite_units", map[string]string{"units": "fr-a"}), rule("e2", "elite_units", map[string]string{"units": "fr-b"})}, []string{"fr-a", "fr-b"}, nil, ""},
		{"16.8 two light_infantry rules", []scenario.Rule{rule("l1", "light_infantry", map[string]string{"units": "fr-b"}), rule("l2", "light_infantry", map[string]string{"units": "al-c"})}, nil, []string{"fr-b", "al-c"}, ""},
		{"6.10 group rule first", []scenario.Rule{groups, other}, nil, nil, "groups"},
		{"6.10 group rule second", []scenario.Rule{other, groups}, nil, nil, "groups"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("fr-b", scenario.French, scenario.TypeInfantry, 3, 3, "0304")
			f.unit("al-c", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Special = tc.rules
			b := f.board()
			s, err := rules.NewState(b, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range []string{"fr-a", "fr-b", "al-c"} {
				u := mustUnit(s, t, id)
				if want := inList(tc.elite, id); b.Units[u].Elite != want {
					t.Errorf("%s elite %v, want %v", id, b.Units[u].Elite, want)
				}
				if want := inList(tc.light, id); b.Units[u].Light != want || b.Units[u].LightRule != want {
					t.Errorf("%s light %v (rule %v), want %v", id, b.Units[u].Light, b.Units[u].LightRule, want)
				}
			}
			r, ok := moveGroupRule(b)
			if got := map[bool]string{true: r.ID}[ok]; got != tc.groupRule {
				t.Errorf("group rule %q, want %q", got, tc.groupRule)
			}
		})
	}
}

func inList(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
