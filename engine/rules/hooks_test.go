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

// TestNewKindWithoutCoreEdit follows the recipe of docs/special-rules.md:
// a kind bound from its own file (here, the test) changes play through a
// hook point alone. A rule of the made-up kind "test_differential" adds its
// value to every battle's differential (9.5), and its Board hook's note
// says so.
func TestNewKindWithoutCoreEdit(t *testing.T) {
	bind("test_differential", Hooks{
		Board: func(b *Board, r scenario.Rule) {
			b.ruleNote(r, Applied, "special rule %q (%s): %s on every differential", r.ID, r.Title, r.Params["value"])
		},
		Differential: func(s *State, r scenario.Rule, c *battleCtx) int {
			n, _ := r.Params.Int("value")
			return n
		},
	})
	defer delete(hooks, "test_differential")
	odds := func(rules ...scenario.Rule) (*Odds, *Board) {
		f := newFixture(t, scenario.EditionEspana)
		f.unit("fr-a", scenario.French, scenario.TypeInfantry, 4, 3, "0505")
		f.unit("al-b", scenario.AntiFrench, scenario.TypeInfantry, 2, 3, f.nb("0505", 0))
		f.s.Special = rules
		s := f.state(PhaseCombat)
		o, err := s.Odds([]string{"fr-a"}, []string{"al-b"}, false, false, 0)
		if err != nil {
			t.Fatal(err)
		}
		return o, s.B
	}
	base, _ := odds()
	r := scenario.Rule{ID: "x", Title: "X", Kind: "test_differential", Params: scenario.Args{"value": "-2"}}
	got, b := odds(r, r)
	if got.Differential != base.Differential-4 {
		t.Errorf("differential %d, want %d (two rules of the kind, -2 each)", got.Differential, base.Differential-4)
	}
	if rs := b.RuleStatuses(); rs[0].Status != Applied || len(rs[0].Notes) != 1 {
		t.Errorf("status %+v", rs[0])
	}
}
