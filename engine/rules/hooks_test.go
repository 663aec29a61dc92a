package rules

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// TestEveryKindBound: the kind registry (engine/scenario) and the hooks
// the engine binds name the same kinds, so a kind the validator accepts is
// one the engine knows, and the reverse.
func TestEveryKindBound(t *testing.T) {
	bindHooks()
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
	type params struct {
		Value int `param:"value"`
	}
	Bind("test_differential", Hooks{
		Params: func() any { return new(params) },
		Board: func(b *Board, r scenario.Rule) {
			b.RuleNote(r, Applied, "special rule %q (%s): %s on every differential", r.ID, r.Title, r.Params["value"])
		},
		Game: func(_ *Board, _ scenario.Rule, p any) GameHooks {
			return GameHooks{Battle: BattleHooks{AtDifferential: func(s *State, c *BattleCtx, _ *[]Event) bool {
				if p, ok := p.(*params); ok {
					c.Sum += p.Value
				}
				return false
			}}}
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

// TestNewGameHooksWithoutCoreEdit follows the recipe of
// docs/special-rules.md for a kind that acts during play: the made-up kind
// "test_halt" (listed units may not move, a movement limit of 6.0) is
// registered in the kind registry and bound, Hooks and GameHooks, from
// this test file alone. The validator then knows its parameters, and a
// rule of the kind stops the listed units moving while the others move as
// before.
func TestNewGameHooksWithoutCoreEdit(t *testing.T) {
	remove, err := scenario.RegisterKind(scenario.KindSpec{Name: "test_halt", Rule: "6.0", Doc: "the listed units may not move",
		Params: []scenario.Param{{Name: "units", Type: scenario.UnitList, Required: true, Doc: "the halted units"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	if _, err := scenario.RegisterKind(scenario.KindSpec{Name: "test_halt"}); err == nil {
		t.Error("a kind registered twice is accepted")
	}
	Bind("test_halt", Hooks{Board: func(b *Board, r scenario.Rule) {
		b.RuleNote(r, Applied, "special rule %q (%s): %s may not move (6.0)", r.ID, r.Title, r.Params["units"])
	}})
	defer delete(hooks, "test_halt")
	BindGame("test_halt", 100, GameHooks{MayMove: MayMoveHooks{MoveAtAll: func(s *State, _, u int) error {
		for _, r := range s.B.Special["test_halt"] {
			if slices.Contains(r.Params.List("units"), s.B.Units[u].ID) {
				return Illegal("6.0", "%q is halted by scenario rule %q (6.0)", s.B.Units[u].ID, r.ID)
			}
		}
		return nil
	}}})
	defer unbindGame("test_halt")

	build := func(rules ...scenario.Rule) (*fixture, *State) {
		f := newFixture(t, scenario.EditionWallachia)
		f.unit("fr-a", fr, in, 2, 2, "0706")
		f.unit("fr-b", fr, in, 2, 2, "0303")
		f.unit("ru-c", scenario.AntiFrench, in, 2, 2, "1210")
		f.s.Special = rules
		return f, f.state(PhaseMovement)
	}
	halt := scenario.Rule{ID: "halt", Title: "Halt", Number: "6.0", Kind: "test_halt", Params: scenario.Args{"units": "fr-a"}}
	for _, tc := range []struct {
		name     string
		rules    []scenario.Rule
		reachA   bool
		findings int // validator errors about the rule
	}{
		{"no rule", nil, true, 0},
		{"halt fr-a", []scenario.Rule{halt}, false, 0},
		{"misspelt parameter", []scenario.Rule{{ID: "halt", Title: "Halt", Kind: "test_halt", Params: scenario.Args{"unit": "fr-a"}}}, true, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, s := build(tc.rules...)
			n := 0
			for _, fd := range scenario.Validate(f.s, f.boardCharts()) {
				if fd.Severity == scenario.Error && strings.Contains(fd.Message, "halt") {
					n++
				}
			}
			if n != tc.findings {
				t.Errorf("%d validator errors about the rule, want %d", n, tc.findings)
			}
			a, b := s.mustUnit(t, "fr-a"), s.mustUnit(t, "fr-b")
			if got := len(s.Reachable(a)) > 0; got != tc.reachA {
				t.Errorf("fr-a can move: %v, want %v", got, tc.reachA)
			}
			if len(s.Reachable(b)) == 0 {
				t.Error("fr-b cannot move")
			}
			err := s.Legal(Move{Unit: "fr-a", To: f.nb("0706", 0)})
			var io *IllegalOrder
			switch {
			case tc.reachA && err != nil:
				t.Errorf("fr-a's move is illegal: %v", err)
			case !tc.reachA && (!errors.As(err, &io) || io.Rule != "6.0"):
				t.Errorf("fr-a's move: %v, want an IllegalOrder citing 6.0", err)
			}
		})
	}
}

// TestGameHookPointsDocumented: the recipe in docs/special-rules.md lists
// every hook point of GameHooks.
func TestGameHookPointsDocumented(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "..", "docs", "special-rules.md"))
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(string(doc), "| game hook |")
	if i < 0 {
		t.Fatal("docs/special-rules.md has no table of game hooks (engine/scenario/kindsdoc.go)")
	}
	ht := reflect.TypeOf(GameHooks{})
	for k := 0; k < ht.NumField(); k++ {
		name := ht.Field(k).Name
		if !regexp.MustCompile(`\n   \| ([A-Za-z]+, )*` + name + `(, [A-Za-z]+)* \|`).MatchString(string(doc[i:])) {
			t.Errorf("game hook point %s is not in the game hooks table of docs/special-rules.md (engine/scenario/kindsdoc.go)", name)
		}
	}
}

// TestGameHookSetMirrorsGameHooks: every hook point of GameHooks has its
// list of the same name in a board's gameHookSet (a keyed point, a list per
// step), which addGroup fills by name.
func TestGameHookSetMirrorsGameHooks(t *testing.T) {
	ht, st := reflect.TypeOf(GameHooks{}), reflect.TypeOf(gameHookSet{})
	n := 0
	for i := range ht.NumField() {
		f := ht.Field(i)
		if f.Name == "Active" {
			continue
		}
		n++
		l, ok := st.FieldByName(f.Name)
		switch {
		case !ok:
			t.Errorf("gameHookSet has no list %s", f.Name)
		case f.Type.Kind() == reflect.Func && l.Type != reflect.SliceOf(f.Type):
			t.Errorf("gameHookSet.%s is %v, want []%v", f.Name, l.Type, f.Type)
		case f.Type.Kind() == reflect.Array && (l.Type.Kind() != reflect.Array || l.Type.Len() != f.Type.Len() || l.Type.Elem() != reflect.SliceOf(f.Type.Elem())):
			t.Errorf("gameHookSet.%s is %v, want [%d][]%v", f.Name, l.Type, f.Type.Len(), f.Type.Elem())
		}
	}
	if st.NumField() != n {
		t.Errorf("gameHookSet has %d lists for %d hook points", st.NumField(), n)
	}
}

// TestNewBoardWithoutKinds: a program that links no special-rule kind
// (engine/rules/kinds) cannot build a board for a scenario whose special
// rules name kinds: NewBoard says what is missing, instead of a board on
// which those rules silently take no part. A scenario whose special rules
// are in words only still builds.
func TestNewBoardWithoutKinds(t *testing.T) {
	bindHooks()
	saved := hooks
	hooks = nil
	defer func() { hooks = saved }()
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr-a", fr, in, 3, 3, "0303")
	f.unit("al-b", af, in, 3, 3, "0909")
	set, err := templates.ChartSet(f.s.Charts.Set)
	if err != nil {
		t.Fatal(err)
	}
	f.s.Special = []scenario.Rule{{ID: "words", Title: "In words only", Text: "Played by the players."}}
	if _, err := NewBoard(f.s, scenario.Resolve(f.s, set), f.opt); err != nil {
		t.Fatalf("a rule in words only: %v", err)
	}
	f.s.Special = append(f.s.Special, scenario.Rule{ID: "flotilla", Title: "Danube Flotilla", Kind: "flotilla"})
	_, err = NewBoard(f.s, scenario.Resolve(f.s, set), f.opt)
	if err == nil || !strings.Contains(err.Error(), `special rule "flotilla" is of kind "flotilla", but this program registers no special-rule kind`) {
		t.Fatalf("error %v, want the kinds named as missing", err)
	}
}

// TestBattleEndReadsItsGroupsKept: a group's atBattleEnd hook reads what
// its own atBattleStart hook kept (BattleCtx.Kept, 9.0), whichever other
// groups bind either step: a group that binds only atBattleEnd, ranked
// before it, does not shift it.
func TestBattleEndReadsItsGroupsKept(t *testing.T) {
	var endOnlySlot int
	var read []int32
	BindGame("test_end_only", 0, GameHooks{Battle: BattleHooks{AtBattleEnd: func(_ *State, c *BattleCtx, _ *[]Event) bool {
		endOnlySlot = c.Slot
		return false
	}}})
	defer unbindGame("test_end_only")
	BindGame("test_keeps", 1, GameHooks{Battle: BattleHooks{
		AtBattleStart: func(_ *State, c *BattleCtx, _ *[]Event) bool {
			c.Kept[c.Slot] = []int32{42}
			return false
		},
		AtBattleEnd: func(_ *State, c *BattleCtx, _ *[]Event) bool {
			read = c.Kept[c.Slot]
			return false
		},
	}})
	defer unbindGame("test_keeps")

	f := newFixture(t, scenario.EditionWallachia)
	f.unit("fr-a", fr, in, 2, 2, "0706")
	f.unit("ru-c", scenario.AntiFrench, in, 2, 2, "0707")
	s := f.state(PhaseCombat)
	c := s.ctx(&Battle{Attackers: []int{0}, Defenders: []int{1}})
	defer s.putCtx(c)
	s.battle(AtBattleStart, c, nil)
	s.battle(AtBattleEnd, c, nil)
	if !slices.Equal(read, []int32{42}) {
		t.Errorf("the end hook read %v, want what its start hook kept, [42]", read)
	}
	if endOnlySlot != -1 {
		t.Errorf("a group without an atBattleStart hook has slot %d, want -1", endOnlySlot)
	}
}
