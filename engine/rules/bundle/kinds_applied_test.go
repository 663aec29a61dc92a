package bundle

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// minimalValue is a value of parameter p that the scenario s has: the
// first unit, hex, table, card or zone of s, the lowest integer of p's
// range that is not zero, the first value of an enumeration.
func minimalValue(s *scenario.Scenario, p scenario.Param) string {
	unit := s.Units[0]
	for _, u := range s.Units {
		if u.Placement.Hex != "" && u.Type != "leader" {
			unit = u
			break
		}
	}
	switch p.Type {
	case scenario.HexParam, scenario.HexList, scenario.HexRoute:
		return unit.Placement.Hex
	case scenario.UnitParam, scenario.UnitList:
		return unit.ID
	case scenario.SideParam, scenario.SideList:
		return unit.Side
	case scenario.TableParam:
		if len(s.Tables) > 0 {
			return s.Tables[0].ID
		}
	case scenario.CardParam, scenario.CardList:
		if len(s.Deck.Cards) > 0 {
			return strconv.Itoa(s.Deck.Cards[0].Number)
		}
	case scenario.ZoneParam, scenario.ZoneList:
		if len(s.Map.EntryAreas) > 0 {
			return s.Map.EntryAreas[0].ID
		}
	case scenario.RuleParam:
		if len(s.Special) > 0 {
			return s.Special[0].ID
		}
	case scenario.IntParam, scenario.RangeParam, scenario.IntList:
		switch {
		case p.Min <= 1 && p.Max >= 1:
			return "1"
		default:
			return strconv.Itoa(p.Min)
		}
	case scenario.EnumParam, scenario.EnumList:
		return p.Values[0]
	case scenario.BoolParam:
		return "true"
	case scenario.Nationality, scenario.NationalityList:
		return strings.ToLower(unit.Nationality)
	}
	return "x"
}

// minimalRule is a rule of kind k with its required parameters only (and
// one keyed parameter, for the kinds that take them), each given a value
// the scenario has; with needs, also the first parameter of each of the
// kind's Needs.
func minimalRule(s *scenario.Scenario, k *scenario.KindSpec, needs bool) scenario.Rule {
	r := scenario.Rule{ID: "minimal-" + strings.ReplaceAll(k.Name, "_", "-"), Title: "Minimal " + k.Name, Kind: k.Name, Params: scenario.Args{}}
	for _, p := range k.Params {
		if p.Required {
			r.Params[p.Name] = minimalValue(s, p)
		}
	}
	if needs {
		for _, n := range k.Needs {
			p, _ := k.Param(n.AnyOf[0])
			r.Params[p.Name] = minimalValue(s, p)
		}
	}
	if k.Keys != nil && len(r.Params) == 0 {
		key := s.Units[0].Side
		if k.Keys.Key == scenario.KeyUnit {
			key = s.Units[0].ID
		}
		r.Params[key] = minimalValue(s, scenario.Param{Type: k.Keys.Value, Min: 1, Max: 99})
	}
	return r
}

// findings are the validator's findings about rule id in s, "severity:
// message" each.
func findings(s *scenario.Scenario, cs *scenario.ChartSet, id string) []string {
	var out []string
	for _, f := range scenario.Validate(s, cs) {
		if strings.Contains(f.Object, fmt.Sprintf("%q", id)) {
			out = append(out, string(f.Severity)+": "+f.Message)
		}
	}
	return out
}

// TestEveryKindValidatedIsApplied: for every kind of the registry, without
// exception, a rule with only the parameters the validator requires (and
// the kind's Needs) either draws a validator finding saying what else the
// engine needs, or is applied (at least in part) by the engine. A rule that
// validates clean is never "not applied" in silence.
func TestEveryKindValidatedIsApplied(t *testing.T) {
	base, err := Load("bailen20")
	if err != nil {
		t.Skip(err)
	}
	cs, err := Charts(base)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range scenario.Kinds() {
		t.Run(k.Name, func(t *testing.T) {
			s := *base
			r := minimalRule(&s, k, true)
			s.Special = append(append([]scenario.Rule(nil), base.Special...), r)
			if fs := findings(&s, cs, r.ID); len(fs) > 0 {
				t.Logf("validator: %s", strings.Join(fs, "; "))
				return
			}
			b, err := rules.NewBoard(&s, cs, rules.Options{})
			if err != nil {
				t.Fatalf("validates clean but the engine refuses it: %v", err)
			}
			for _, rs := range b.RuleStatuses() {
				if rs.ID == r.ID && rs.Status == rules.NotApplied {
					t.Errorf("%v validates clean but is not applied: %v", r.Params, rs.Notes)
				}
			}
		})
	}
}

// TestKindNeedsWarn: a rule lacking what its kind Needs draws a warning
// naming the parameters, at the rule's params, as the combat_modifier that
// gives neither corps nor free_combined_attacks (9.5).
func TestKindNeedsWarn(t *testing.T) {
	base, err := Load("bailen20")
	if err != nil {
		t.Skip(err)
	}
	cs, err := Charts(base)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range scenario.Kinds() {
		if len(k.Needs) == 0 && k.Unplayed == "" {
			continue
		}
		t.Run(k.Name, func(t *testing.T) {
			s := *base
			r := minimalRule(&s, k, false)
			s.Special = append(append([]scenario.Rule(nil), base.Special...), r)
			fs := findings(&s, cs, r.ID)
			want := "warning: the engine does not apply kind " + k.Name + ": " + k.Unplayed
			if k.Unplayed == "" {
				want = "warning: the engine does not apply this " + k.Name + " rule without " + strings.Join(k.Needs[0].AnyOf, " or ")
			}
			if !slices.Contains(fs, want) {
				t.Errorf("findings %q, want %q", fs, want)
			}
		})
	}
}

// TestBundledRulesNotAppliedAreWarned: every special rule of a bundled
// scenario that the engine does not apply draws a validator finding saying
// so, save those listed (the engine's note alone says why); the list may
// only shrink.
func TestBundledRulesNotAppliedAreWarned(t *testing.T) {
	silent := map[string]bool{}
	for _, id := range scenarios.List() {
		b, err := Open(id, rules.Options{})
		if err != nil {
			continue // not a game (an army list, a campaign)
		}
		s := b.Scenario
		for _, rs := range b.RuleStatuses() {
			if rs.Status != rules.NotApplied || rs.Kind == "" {
				continue
			}
			if len(findings(s, b.Charts, rs.ID)) == 0 {
				silent[id+"/"+rs.ID] = true
			}
		}
	}
	for k := range silent {
		if !bundledSilent[k] {
			t.Errorf("%s is not applied by the engine and the validator says nothing", k)
		}
	}
	for k := range bundledSilent {
		if !silent[k] {
			t.Errorf("%s: the validator now says why, or the engine applies it: strike it from bundledSilent", k)
		}
	}
}

// bundledSilent are the bundled rules the engine does not apply for a
// reason the validator does not check: an optional rule in use cancels
// them, or they are the request of an optional rule not in use.
var bundledSilent = map[string]bool{
	"arapiles20/march-of-king-joseph":       true, // the request is optional rule 16.10
	"bussaco20-espana/distracted-massena":   true, // not with optional rule 16.9
	"talavera20/coordination-problems":      true, // not with optional rule 16.9
	"talavera20-full/coordination-problems": true,
}
