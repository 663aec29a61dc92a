package bundle

import (
	"reflect"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// badValue is a value that parameter p's Go field (of kind's parameter
// struct) cannot hold, or "" when every string decodes.
func badValue(kind, name string) string {
	p := scenario.NewParams(kind)
	if p == nil {
		return ""
	}
	t := reflect.TypeOf(p).Elem()
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Tag.Get("param") != name {
			continue
		}
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		switch {
		case ft == reflect.TypeFor[scenario.Range]():
			return "3-x"
		case ft.Kind() == reflect.Int:
			return "one"
		case ft.Kind() == reflect.Bool:
			return "yes"
		}
	}
	return ""
}

// TestEveryKindParamDecodedOnce: for every kind, a rule whose parameter
// does not decode into the kind's parameter struct draws a validator error
// at that parameter, and the engine, which plays the value the scenario
// decoded when it was loaded, says it does not apply the rule and why: a
// rule the validator passes is one the engine can read.
func TestEveryKindParamDecodedOnce(t *testing.T) {
	base, err := Load("bailen20")
	if err != nil {
		t.Skip(err)
	}
	cs, err := Charts(base)
	if err != nil {
		t.Fatal(err)
	}
	tried := 0
	for _, k := range scenario.Kinds() {
		for _, prm := range k.Params {
			bad := badValue(k.Name, prm.Name)
			if bad == "" {
				continue
			}
			tried++
			t.Run(k.Name+"/"+prm.Name, func(t *testing.T) {
				s := *base
				r := minimalRule(&s, k, true)
				r.Params[prm.Name] = bad
				s.Special = append(append([]scenario.Rule(nil), base.Special...), r)
				i := len(s.Special) - 1
				pe := s.SpecialParams().Errs[i]
				if pe == nil || pe.Param != prm.Name || pe.Rule != r.ID {
					t.Fatalf("decoded %q without the error naming it: %v", bad, pe)
				}
				path := "special_rules[" + itoa(i) + "].params." + prm.Name
				found := false
				for _, f := range scenario.Validate(&s, cs) {
					found = found || f.Path == path && f.Severity == scenario.Error
				}
				if !found {
					t.Errorf("the validator passes %s: %q", prm.Name, bad)
				}
				b, err := rules.NewBoard(&s, cs, rules.Options{})
				if err != nil {
					t.Fatal(err)
				}
				for _, rs := range b.RuleStatuses() {
					var notes []string
					for _, n := range rs.Notes {
						notes = append(notes, n.Text)
					}
					if rs.ID == r.ID && (rs.Status != rules.NotApplied || !strings.Contains(strings.Join(notes, "\n"), pe.Error())) {
						t.Errorf("the engine says %v %q, want not applied: %s", rs.Status, rs.Notes, pe)
					}
				}
			})
		}
	}
	if tried < 20 {
		t.Errorf("only %d parameters could be given a value that does not decode", tried)
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
