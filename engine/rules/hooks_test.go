package rules

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestEveryKindBound: the kind registry (engine/scenario) and the hooks
// the engine binds name the same kinds, so a kind the validator accepts is
// one the engine knows, and the reverse.
func TestEveryKindBound(t *testing.T) {
	for _, k := range scenario.Kinds() {
		if _, ok := hooks[k.Name]; !ok {
			t.Errorf("kind %s is in the registry but no file binds its hooks", k.Name)
		}
	}
	for name := range hooks {
		if _, ok := scenario.Kind(name); !ok {
			t.Errorf("kind %s is bound but not in the registry (engine/scenario/registry.go)", name)
		}
	}
}

// TestUnboundKindNoted: a rule of a kind no file binds is noted as not
// applied, with the sentence the engine has always printed.
func TestUnboundKindNoted(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
	f.unit("al-b", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
	f.s.Special = []scenario.Rule{{ID: "x", Title: "X", Kind: "no_such_kind"}, {ID: "y", Title: "Y", Text: "words"}}
	b := f.board()
	want := map[string]string{
		"x": `special rule "x" (X, kind no_such_kind) is not applied by the engine`,
		"y": `special rule "y" (Y, kind prose only) is not applied by the engine`,
	}
	for _, rs := range b.RuleStatuses() {
		if rs.Status != NotApplied || len(rs.Notes) != 1 || rs.Notes[0].Text != want[rs.ID] {
			t.Errorf("%s: %s %v", rs.ID, rs.Status, rs.Notes)
		}
	}
}

// TestHookPointsDocumented: the recipe in docs/special-rules.md lists every
// hook point of Hooks.
func TestHookPointsDocumented(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "special-rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	ht := reflect.TypeOf(Hooks{})
	for i := 0; i < ht.NumField(); i++ {
		name := ht.Field(i).Name
		if !regexp.MustCompile(`\n   \| ([A-Za-z]+, )*` + name + `(, [A-Za-z]+)* \|`).Match(doc) {
			t.Errorf("hook point %s is not in the table of docs/special-rules.md (engine/scenario/kindsdoc.go)", name)
		}
	}
}
