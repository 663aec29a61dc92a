package docgen

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the generated pages under docs/")

const root = "../.."

// TestGeneratedDocs: docs/scenario-format.md is what the model generates
// now, and docs/rule-index.md has a section for every rule number the
// source cites; refresh both with -update.
func TestGeneratedDocs(t *testing.T) {
	cases := []struct {
		name string
		gen  func(string) ([]byte, error)
		must []string // text a reader relies on finding
	}{
		{"rule-index.md", RuleIndex, []string{"\n## 9.7.7\n", "\n## 6.9\n", "TestRule15_0_VictoryValidation", "engine/rules/"}},
		{"scenario-format.md", FormatReference, []string{"\n## Scenario\n", "| `special_rules` | list of [Rule](#rule) |", "\n## Unit\n", "| `first_player` | text | yes | `french`, `anti-french` |"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.gen(root)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range tc.must {
				if !bytes.Contains(got, []byte(m)) {
					t.Errorf("generated %s lacks %q", tc.name, m)
				}
			}
			path := filepath.Join(root, "docs", tc.name)
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./internal/docgen -update)", err)
			}
			if tc.name == "rule-index.md" {
				// Every rule number the source cites has its section; the
				// functions listed under a rule may lag behind (each branch
				// adds some), so only a missing rule fails.
				for _, h := range ruleHeadings(got) {
					if !bytes.Contains(want, []byte("\n## "+h+"\n")) {
						t.Errorf("docs/rule-index.md lacks rule %s; run go test ./internal/docgen -update", h)
					}
				}
				return
			}
			if !bytes.Equal(got, want) {
				t.Errorf("docs/%s is out of date; run go test ./internal/docgen -update", tc.name)
			}
		})
	}
}

// TestRuleCitations reads rule numbers from test names and doc comments,
// and orders them numerically.
func TestRuleCitations(t *testing.T) {
	cites, err := Citations(root, "engine")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range cites["15.0"] {
		found = found || c.Func == "TestRule15_0_VictoryValidation" && c.Test
	}
	if !found {
		t.Errorf("TestRule15_0_VictoryValidation not indexed under 15.0: %v", cites["15.0"])
	}
	for _, tc := range []struct {
		a, b string
		less bool
	}{{"2.0", "10.0", true}, {"9.7", "9.7.7", true}, {"9.10", "9.7", false}, {"16.1.3", "16.1", false}} {
		if got := ruleLess(tc.a, tc.b); got != tc.less {
			t.Errorf("ruleLess(%s, %s) = %v", tc.a, tc.b, got)
		}
	}
	for _, m := range ruleRE.FindAllStringSubmatch("implements rule 9.7.7 (6.3, 16.9.2) [14.0] and 12.2; not 2026.1 or v1.1", -1) {
		if strings.Contains("9.7.7 6.3 16.9.2 14.0 12.2", m[1]) == false {
			t.Errorf("matched %q", m[1])
		}
	}
}

// ruleHeadings lists the rule numbers of the index's sections.
func ruleHeadings(index []byte) []string {
	var out []string
	for _, line := range strings.Split(string(index), "\n") {
		if h, ok := strings.CutPrefix(line, "## "); ok {
			out = append(out, h)
		}
	}
	return out
}

// TestRuleNumbersInComments: rule numbers are read from the forms the
// comments use, and a statistics figure such as z(0.8) is not rule 0.8.
func TestRuleNumbersInComments(t *testing.T) {
	cases := []struct{ text, want string }{
		{"the retreat (9.7.7)", "9.7.7"},
		{"see rule 16.10", "16.10"},
		{"[19.2] the campaign", "19.2"},
		{"(z(0.975)+z(0.8)) * sqrt(2 p (1-p) / n)", ""},
	}
	for _, tc := range cases {
		got := ""
		if m := ruleRE.FindStringSubmatch(tc.text); m != nil {
			got = m[1]
		}
		if got != tc.want {
			t.Errorf("%q: rule %q, want %q", tc.text, got, tc.want)
		}
	}
}
