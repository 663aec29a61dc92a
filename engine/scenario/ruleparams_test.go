package scenario

import (
	"os"
	"strings"
	"testing"
)

// withParams registers a constructor of decodeProbe for kind
// combat_modifier for the test's length, as the engine registers its
// structs.
func withParams(t *testing.T) {
	old := paramsMaker
	RegisterParams(func(kind string) any {
		if kind == "combat_modifier" {
			return new(decodeProbe)
		}
		return nil
	})
	t.Cleanup(func() { RegisterParams(old) })
}

// smallWithRule is testdata/valid/small.yaml with a combat_modifier rule
// (Bussaco 20 9.8.8, Distracted Masséna) whose differential is diff; line
// is the differential's line.
func smallWithRule(t *testing.T, diff string) (data []byte, line int) {
	t.Helper()
	b, err := os.ReadFile("testdata/valid/small.yaml")
	if err != nil {
		t.Fatal(err)
	}
	head, tail, ok := strings.Cut(string(b), "victory:\n")
	if !ok {
		t.Fatal("small.yaml has no victory block")
	}
	rule := "  - id: distracted-massena\n    rule: \"9.8.8\"\n    title: Distracted Masséna\n    kind: combat_modifier\n" +
		"    params:\n      side: french\n      differential: \"" + diff + "\"\n"
	line = strings.Count(head, "\n") + strings.Count(rule, "\n")
	return []byte(head + rule + "victory:\n" + tail), line
}

// TestSpecialParamsDecodedAtLoad: a scenario read from a file has its
// special rules' parameters decoded into their kinds' structs when it is
// loaded, once (every reader gets the same value), and a value that does
// not decode is a located error naming file, line, rule, kind and
// parameter; an edit made since is decoded again, without a position.
func TestSpecialParamsDecodedAtLoad(t *testing.T) {
	withParams(t)
	t.Run("decodes", func(t *testing.T) {
		data, _ := smallWithRule(t, "-1")
		d, err := ParseDocument(data, "small.yaml")
		if err != nil {
			t.Fatal(err)
		}
		sp := d.Scenario.SpecialParams()
		p, ok := sp.Values[1].(*decodeProbe)
		if !ok || p.Diff == nil || *p.Diff != -1 || p.Side != "french" {
			t.Fatalf("rule 1 decoded to %#v", sp.Values[1])
		}
		if sp.Values[0] != nil || sp.Err(0) != nil || sp.Err(1) != nil {
			t.Errorf("the prose rule decoded to %v (%v), or rule 1 has an error %v", sp.Values[0], sp.Err(0), sp.Err(1))
		}
		if again := d.Scenario.SpecialParams(); again != sp {
			t.Error("a second reader got a value decoded again")
		}
		d.Scenario.Special[1].Params["differential"] = "-2"
		if p := d.Scenario.SpecialParams().Values[1].(*decodeProbe); *p.Diff != -2 {
			t.Errorf("after an edit the differential reads %d, want -2", *p.Diff)
		}
	})
	t.Run("located error", func(t *testing.T) {
		data, line := smallWithRule(t, "minus one")
		d, err := ParseDocument(data, "small.yaml")
		if err != nil {
			t.Fatal(err)
		}
		sp := d.Scenario.SpecialParams()
		pe := sp.Errs[1]
		if pe == nil || sp.Values[1] != nil {
			t.Fatalf("no error: %v", sp.Values[1])
		}
		want := `small.yaml:` + itoa(line) + `:21: special rule "distracted-massena" (kind combat_modifier): parameter differential: "minus one" is not a whole number`
		if got := pe.Located(); got != want {
			t.Errorf("got  %s\nwant %s", got, want)
		}
		if pe.Path != "special_rules[1].params.differential" {
			t.Errorf("path %q", pe.Path)
		}
		d.Scenario.Special[1].Params["side"] = "anti-french"
		if pe := d.Scenario.SpecialParams().Errs[1]; pe == nil || pe.Line != 0 || pe.File != "small.yaml" {
			t.Errorf("after an edit: %+v, want the error without a line", pe)
		}
	})
	t.Run("in memory", func(t *testing.T) {
		s := &Scenario{Special: []Rule{{ID: "r", Kind: "combat_modifier", Params: Args{"differential": "x"}}}}
		sp := s.SpecialParams()
		if pe := sp.Errs[0]; pe == nil || pe.Located() != pe.Error() {
			t.Errorf("in memory: %v", pe)
		}
		if s.SpecialParams() != sp {
			t.Error("a scenario built in memory is decoded again")
		}
	})
}

// TestValidatorReportsParamsThatDoNotDecode: the validator reads the same
// decoded value as the engine: a parameter that does not decode is an
// error at its line, once.
func TestValidatorReportsParamsThatDoNotDecode(t *testing.T) {
	withParams(t)
	data, line := smallWithRule(t, "minus one")
	d, err := ParseDocument(data, "small.yaml")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range ValidateDocument(d, nil) {
		if f.Path == "special_rules[1].params.differential" && f.Severity == Error {
			n++
			if f.Line != line {
				t.Errorf("finding at line %d, want %d: %s", f.Line, line, f)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d errors about the differential, want 1", n)
	}
}
