package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// specialScenario is memScenario with a few units, a table, a card, an
// entry area and a deployment zone for special rules to refer to.
func specialScenario(rules ...Rule) *Scenario {
	s := memScenario()
	s.Units = []Unit{unit("fr-a", French, TypeInfantry, "French", "0505"), unit("al-b", AntiFrench, TypeInfantry, "British", "0808")}
	s.Tables = []Table{{ID: "arrival", Title: "Arrival", Dice: "1d6", Columns: []string{"Result"}, Rows: []TableRow{{Roll: "1-6", Results: []string{"arrives"}}}}}
	s.Deck.Cards = []Card{{Number: 3, Title: "Soult's March", Colour: ColourRed}}
	s.Map.EntryAreas = []EntryArea{{ID: "A", Side: French, Hexes: []string{"0101"}}}
	s.Special = rules
	return s
}

func rule(kind string, params map[string]string) Rule {
	return Rule{ID: "r", Title: "R", Text: "t", Kind: kind, Params: params}
}

// TestSpecialRuleRegistry checks special rules against the kind registry:
// unknown kinds and parameters with did-you-mean, types, references and
// required parameters, each finding with its check and rule.
func TestSpecialRuleRegistry(t *testing.T) {
	cases := []struct {
		name  string
		rules []Rule
		check string // the check of the single error expected; "" for none
		rule  string
		hint  string // a part of the hint
	}{
		{"9.7.7 retreat_priority hexes on the map", []Rule{rule("retreat_priority", map[string]string{"french": "0101,0202", "british": "0303"})}, "", "", ""},
		{"9.7.7 retreat_priority words only", []Rule{rule("retreat_priority", map[string]string{"anti-french": "west edge LOCs"})}, "", "", ""},
		{"9.7.7 retreat_priority hex off the map", []Rule{rule("retreat_priority", map[string]string{"french": "9999"})}, "special-param-ref", "9.7.7", "hex numbers run from 0101 to 1010"},
		{"9.7.7 retreat_priority hex with a remark", []Rule{rule("retreat_priority", map[string]string{"french": "0101,0202 (Depot)"})}, "special-param-type", "9.7.7", "4 digits"},
		{"9.7.7 retreat_priority unknown nationality key", []Rule{rule("retreat_priority", map[string]string{"prussian": "0101"})}, "special-param", "9.7.7", "a parameter per side or nationality"},
		{"kind misspelt", []Rule{rule("flotila", map[string]string{"side": "anti-french"})}, "special-kind", "format", `did you mean "flotilla"?`},
		{"9.4 parameter misspelt", []Rule{rule("flotilla", map[string]string{"side": "anti-french", "support_valu": "1"})}, "special-param", "9.4", `did you mean "support_value"?`},
		{"5.0 table id misspelt", []Rule{rule("command_limit", map[string]string{"side": "french", "table": "arival"})}, "special-param-ref", "5.0", `did you mean "arrival"?`},
		{"16.7 unknown unit in a trait list", []Rule{rule("trait", map[string]string{"trait": "light", "units": "fr-a,fr-x"})}, "special-param-ref", "16.7", `did you mean "fr-a"?`},
		{"16.7 trait enum", []Rule{rule("trait", map[string]string{"trait": "ligth", "units": "fr-a"})}, "special-param-type", "16.7", `did you mean "light"?`},
		{"5.0 free_units unknown", []Rule{rule("command_limit", map[string]string{"side": "french", "free_units": "fr-ney"})}, "special-param-ref", "5.0", ""},
		{"required parameter missing", []Rule{rule("elite_units", nil)}, "special-param-required", "16.7", "add units:"},
		{"side misspelt", []Rule{rule("night_attack", map[string]string{"side": "frnch"})}, "special-param-type", "14.0", `did you mean "french"?`},
		{"integer out of range", []Rule{rule("sudden_death", map[string]string{"first_die": "7"})}, "special-param-type", "4.1", "from 1 to 6"},
		{"integer not a number", []Rule{rule("lull_from_turn", map[string]string{"turn": "three"})}, "special-param-type", "13.0", ""},
		{"signed integer", []Rule{rule("combat_modifier", map[string]string{"side": "french", "differential": "+1"})}, "", "", ""},
		{"range backwards", []Rule{rule("no_lull", map[string]string{"turns": "15-10"})}, "special-param-type", "13.0", "10-15"},
		{"boolean", []Rule{rule("guard_exception", map[string]string{"unit": "fr-a", "garde_recule": "no"})}, "special-param-type", "12.3.2", "true or false"},
		{"card by number", []Rule{rule("event_arrival", map[string]string{"unit": "fr-a", "card": "#3", "entry_area": "A"})}, "", "", ""},
		{"card by title in any case", []Rule{rule("event_effect", map[string]string{"card_title": "soult's march"})}, "", "", ""},
		{"card number not in the deck", []Rule{rule("event_arrival", map[string]string{"unit": "fr-a", "card": "4", "entry_area": "A"})}, "special-param-ref", "11.0", ""},
		{"card title misspelt", []Rule{rule("event_effect", map[string]string{"card_title": "Soults March"})}, "special-param-ref", "5.0", `did you mean "Soult's March"?`},
		{"zone unknown", []Rule{rule("order_of_march", map[string]string{"french": "B"})}, "special-param-ref", "3.0", ""},
		{"unit-named parameter", []Rule{rule("event_arrivals", map[string]string{"fr-a": "A"})}, "", "", ""},
		{"rule reference", []Rule{rule("organized_retreat", map[string]string{"side": "french", "trigger_rule": "nope"})}, "special-param-ref", "12.8", ""},
		{"nationality in any case", []Rule{rule("morale_per_army", map[string]string{"action": "rally", "armies": "british,French"})}, "", "", ""},
		{"nationality unknown", []Rule{rule("night_rest", map[string]string{"side": "anti-french", "hex": "0101", "nationality": "Spanish"})}, "special-param-ref", "14.0", ""},
		{"the rule's own number is cited", []Rule{{ID: "r", Title: "R", Number: "18.3", Kind: "lull_from_turn", Params: map[string]string{"turn": "x"}}}, "special-param-type", "18.3", ""},
		{"several rules of one kind", []Rule{rule("elite_units", map[string]string{"units": "fr-a"}), {ID: "r2", Title: "R2", Text: "t", Kind: "elite_units", Params: map[string]string{"units": "al-b"}}}, "", "", ""},
		{"prose only", []Rule{{ID: "r", Title: "R", Text: "words"}}, "", "", ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			errs := errorsOf(Validate(specialScenario(tc.rules...), memCharts()))
			if tc.check == "" {
				if len(errs) != 0 {
					t.Fatalf("want no error, got %v", errs)
				}
				return
			}
			if len(errs) != 1 {
				t.Fatalf("want one %s error, got %v", tc.check, errs)
			}
			f := errs[0]
			if f.Check != tc.check || f.Rule != tc.rule || !strings.Contains(f.Hint, tc.hint) || !strings.HasPrefix(f.Path, "special_rules[") {
				t.Errorf("got %s (check %s, rule %s, hint %q, path %s), want check %s rule %s hint containing %q", f, f.Check, f.Rule, f.Hint, f.Path, tc.check, tc.rule, tc.hint)
			}
		})
	}
}

// TestSpecialRuleFindingLocated: a misspelt parameter in a file is
// reported at its line and column.
func TestSpecialRuleFindingLocated(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "slobozia20.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	src := strings.Replace(string(data), "      support_value:", "      support_valu:", 1)
	src = strings.Replace(src, "    kind: flotilla\n", "    kind: flotila\n", 1)
	var line, kindLine int
	for i, l := range strings.Split(src, "\n") {
		if strings.HasPrefix(l, "      support_valu:") {
			line = i + 1
		}
		if l == "    kind: flotila" {
			kindLine = i + 1
		}
	}
	d, err := ParseDocument([]byte(src), "slobozia20.yaml")
	if err != nil {
		t.Fatal(err)
	}
	fs := specialErrors(ValidateDocument(d, nil))
	if len(fs) != 1 {
		t.Fatalf("want the unknown kind alone (its parameters are not checked), got %v", fs)
	}
	if f := fs[0]; f.Line != kindLine || f.Col != 11 || f.File != "slobozia20.yaml" || !strings.Contains(f.String(), `unknown special rule kind "flotila"`) || f.Rule != "9.4.5" {
		t.Errorf("got %s at %d:%d, want line %d col 11 rule 9.4.5", f, f.Line, f.Col, kindLine)
	}
	src = strings.Replace(src, "    kind: flotila\n", "    kind: flotilla\n", 1)
	d, err = ParseDocument([]byte(src), "slobozia20.yaml")
	if err != nil {
		t.Fatal(err)
	}
	fs = specialErrors(ValidateDocument(d, nil))
	if len(fs) != 1 || fs[0].Line != line || !strings.Contains(fs[0].Hint, `"support_value"`) {
		t.Fatalf("want support_valu at line %d, got %v", line, fs)
	}
}

// TestRegistryWellFormed: every kind has a rule, a description, and its
// parameters are unique, typed and described; ranges are sane.
func TestRegistryWellFormed(t *testing.T) {
	for _, k := range Kinds() {
		t.Run(k.Name, func(t *testing.T) {
			if k.Rule == "" || k.Doc == "" || !ruleNumberRE.MatchString(k.Rule) {
				t.Errorf("kind %s: rule %q, doc %q", k.Name, k.Rule, k.Doc)
			}
			if len(k.Params) == 0 && k.Keys == nil {
				t.Errorf("kind %s takes no parameter", k.Name)
			}
			seen := map[string]bool{}
			for _, p := range k.Params {
				if seen[p.Name] || p.Doc == "" || p.Type.String() == "unknown" {
					t.Errorf("parameter %s: duplicate, undocumented or untyped", p.Name)
				}
				seen[p.Name] = true
				if (p.Type == IntParam || p.Type == RangeParam || p.Type == IntList) && p.Min > p.Max {
					t.Errorf("parameter %s: range %d-%d", p.Name, p.Min, p.Max)
				}
				if (p.Type == EnumParam || p.Type == EnumList) && len(p.Values) == 0 {
					t.Errorf("parameter %s: enum without values", p.Name)
				}
			}
		})
	}
}

// specialErrors keeps the errors of the special-rule checks (the chart set
// is not resolved in these tests).
func specialErrors(fs []Finding) []Finding {
	var out []Finding
	for _, f := range errorsOf(fs) {
		if strings.HasPrefix(f.Check, "special-") {
			out = append(out, f)
		}
	}
	return out
}

// TestSingleKindWarning: a second rule of a kind whose rule keeps state in
// play (the Danube Flotilla, 9.4.5) is a warning, not an error.
func TestSingleKindWarning(t *testing.T) {
	fl := rule("flotilla", map[string]string{"side": "anti-french"})
	fl2 := fl
	fl2.ID = "r2"
	fs := Validate(specialScenario(fl, fl2), memCharts())
	var warn []Finding
	for _, f := range fs {
		if f.Check == "special-kind-single" {
			warn = append(warn, f)
		}
	}
	if len(errorsOf(fs)) != 0 || len(warn) != 1 || warn[0].Severity != Warning || warn[0].Path != "special_rules[1].kind" {
		t.Fatalf("got %v", fs)
	}
}

// BenchmarkValidateSpecialRules validates Talavera 20's full battle (27
// special rules, most of the registry's types) with no chart set: the
// special-rule checks must keep whole-file validation within its 1 ms
// budget for a small scenario (BenchmarkLoadValidate).
func BenchmarkValidateSpecialRules(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "talavera20-full.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	s, err := Parse(data, "talavera20-full.yaml")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		Validate(s, nil)
	}
}

// BenchmarkCheckSpecialRules measures the special-rule checks alone.
func BenchmarkCheckSpecialRules(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "talavera20-full.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	s, err := Parse(data, "talavera20-full.yaml")
	if err != nil {
		b.Fatal(err)
	}
	c := &checker{s: s}
	c.setupGrid()
	c.indexes()
	b.ReportAllocs()
	for b.Loop() {
		c.out = c.out[:0]
		c.checkSpecialRules()
	}
}
