package scenario

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// schemaDefs returns the $defs of the generated JSON Schema.
func schemaDefs(t *testing.T) map[string]any {
	t.Helper()
	data, err := JSONSchema()
	if err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	if err := json.Unmarshal(data, &root); err != nil {
		t.Fatal(err)
	}
	return root["$defs"].(map[string]any)
}

// schemaAccepts checks a special rule's kind and params against the
// schema's Rule definition: the kind enum, and each parameter against its
// property (pattern, enum) or the additional properties. It returns what is
// refused, or "".
func schemaAccepts(defs map[string]any, r Rule) string {
	rule := defs["Rule"].(map[string]any)
	kinds := rule["properties"].(map[string]any)["kind"].(map[string]any)["enum"].([]any)
	found := false
	for _, k := range kinds {
		found = found || k == r.Kind
	}
	if !found {
		return "kind " + r.Kind
	}
	params := defs["SpecialParams_"+r.Kind].(map[string]any)
	props := params["properties"].(map[string]any)
	for name, v := range r.Params {
		var ps map[string]any
		if p, ok := props[name]; ok {
			ps = p.(map[string]any)
		} else if extra, ok := params["additionalProperties"].(map[string]any); ok {
			if pn, ok := params["propertyNames"].(map[string]any); ok {
				okName := false
				for _, n := range pn["enum"].([]any) {
					okName = okName || n == name
				}
				if !okName {
					return "parameter name " + name
				}
			}
			ps = extra
		} else {
			return "parameter " + name
		}
		if pat, ok := ps["pattern"].(string); ok && !regexp.MustCompile(pat).MatchString(v) {
			return "value " + name + ": " + v
		}
		if enum, ok := ps["enum"].([]any); ok {
			in := false
			for _, e := range enum {
				in = in || e == v
			}
			if !in {
				return "value " + name + ": " + v
			}
		}
	}
	for _, req := range asStrings(params["required"]) {
		if _, ok := r.Params[req]; !ok {
			return "required " + req
		}
	}
	return ""
}

func asStrings(v any) []string {
	var out []string
	if a, ok := v.([]any); ok {
		for _, x := range a {
			out = append(out, x.(string))
		}
	}
	return out
}

// TestSchemaSpecialKinds: the schema generated from the registry accepts
// every special rule of the bundled scenarios and refuses a misspelt kind,
// a misspelt parameter and a value of the wrong shape.
func TestSchemaSpecialKinds(t *testing.T) {
	defs := schemaDefs(t)
	files, _ := filepath.Glob(filepath.Join("..", "..", "scenarios", "*.yaml"))
	if len(files) == 0 {
		t.Fatal("no bundled scenarios")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Parse(data, f)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range s.Special {
			if r.Kind == "" {
				continue
			}
			if bad := schemaAccepts(defs, r); bad != "" {
				t.Errorf("%s: rule %s: schema refuses %s", filepath.Base(f), r.ID, bad)
			}
		}
	}
	cases := []struct {
		name string
		r    Rule
		want string
	}{
		{"kind misspelt", Rule{Kind: "flotila"}, "kind flotila"},
		{"parameter misspelt", Rule{Kind: "flotilla", Params: map[string]string{"side": "french", "support_valu": "1"}}, "parameter support_valu"},
		{"9.7.7 hex pattern", Rule{Kind: "retreat_priority", Params: map[string]string{"french": "0101,12a4"}}, "value french: 0101,12a4"},
		{"side enum", Rule{Kind: "night_attack", Params: map[string]string{"side": "frnch"}}, "value side: frnch"},
		{"side-named parameter", Rule{Kind: "order_of_march", Params: map[string]string{"prussian": "A"}}, "parameter name prussian"},
		{"required", Rule{Kind: "elite_units"}, "required units"},
		{"integer", Rule{Kind: "lull_from_turn", Params: map[string]string{"turn": "three"}}, "value turn: three"},
		{"enum list", Rule{Kind: "leader_elimination", Params: map[string]string{"unit": "x", "on": "broken,rooted"}}, "value on: broken,rooted"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := schemaAccepts(defs, tc.r); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
