package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/scenario/scenariotest"
)

// fixture builds small test scenarios on an open map (see package
// scenariotest) and the rules' board and state from them.
type fixture struct {
	*scenariotest.Builder
	t   testing.TB
	s   *scenario.Scenario // the builder's Scenario
	g   hex.Grid           // the builder's Grid
	opt rules.Options
}

func newFixture(t testing.TB, edition string) *fixture {
	t.Helper()
	b := scenariotest.New(t, edition)
	return &fixture{Builder: b, t: t, s: b.Scenario, g: b.Grid}
}

// The scenario-building methods under the names the tests use.
func (f *fixture) at(code string) hex.Hex                     { f.t.Helper(); return f.At(code) }
func (f *fixture) nb(code string, d hex.Dir) string           { f.t.Helper(); return f.Neighbour(code, d) }
func (f *fixture) setUnit(id string, fn func(*scenario.Unit)) { f.t.Helper(); f.SetUnit(id, fn) }
func (f *fixture) terrain(code, id string)                    { f.Terrain(code, id) }
func (f *fixture) side(a, b string, features ...string)       { f.Hexside(a, b, features...) }
func (f *fixture) loc(code, side string)                      { f.LOC(code, side) }
func (f *fixture) dummy(id, side, code string)                { f.Dummy(id, side, code) }
func (f *fixture) leader(id, side string, span, ma int, code string) {
	f.Leader(id, side, span, ma, code)
}
func (f *fixture) unit(id, side, typ string, str, ma int, code string, traits ...string) {
	f.Unit(id, side, typ, str, ma, code, traits...)
}

func (f *fixture) board() *rules.Board {
	f.t.Helper()
	b, err := rules.NewBoard(f.s, f.Charts(), f.opt)
	if err != nil {
		f.t.Fatal(err)
	}
	return b
}

// state returns the setup position in the given phase of the French
// player turn.
func (f *fixture) state(p rules.Phase) *rules.State {
	f.t.Helper()
	s, err := rules.NewState(f.board(), nil)
	if err != nil {
		f.t.Fatal(err)
	}
	s.Phase = p
	return s
}

func mustUnit(s *rules.State, t testing.TB, id string) int {
	t.Helper()
	u := s.B.Unit(id)
	if u < 0 {
		t.Fatalf("no unit %q", id)
	}
	return u
}

func hexOf(s *rules.State, t testing.TB, id string) string {
	u := mustUnit(s, t, id)
	return s.B.Code(s.Units[u].Hex)
}

func reachCodes(rs []rules.Reach) map[string]int {
	m := map[string]int{}
	for _, r := range rs {
		m[r.Code] = r.Cost
	}
	return m
}

func apply(t testing.TB, s *rules.State, o rules.Order, rolls ...int) (*rules.State, []rules.Event) {
	t.Helper()
	d := &rules.ScriptedDice{Rolls: rolls}
	ns, ev, err := s.Apply(o, d)
	if err != nil {
		t.Fatalf("%s: %v", o, err)
	}
	if d.Used() != len(rolls) {
		t.Fatalf("%s: used %d of %d scripted rolls; events %v", o, d.Used(), len(rolls), ev)
	}
	if err := ns.Check(); err != nil {
		t.Fatal(err)
	}
	return ns, ev
}

// The sides and unit types the fixtures name.
const (
	fr = scenario.French
	af = scenario.AntiFrench
	in = scenario.TypeInfantry
	cv = scenario.TypeCavalry
	ar = scenario.TypeArtillery
)

func mustHex(s *rules.State, t testing.TB, code string) int32 {
	h, err := s.B.Index(code)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// battleText resolves one battle with scripted rolls and returns the
// battle event's text and the events.
func battleText(t testing.TB, s *rules.State, att, def []string, rolls ...int) (*rules.State, string, []rules.Event) {
	t.Helper()
	s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: att, Defenders: def}}})
	s, ev := apply(t, s, rules.Resolve{Battle: len(s.BattleList) - 1}, rolls...)
	for _, e := range ev {
		if e.Kind == "battle" {
			return s, e.Text, ev
		}
	}
	t.Fatalf("no battle event: %v", ev)
	return s, "", ev
}

// hasNote reports whether a Board note about rule id contains sub.
func hasNote(b *rules.Board, id, sub string) bool {
	for _, n := range b.Notes() {
		if strings.Contains(n, `"`+id+`"`) && strings.Contains(n, sub) {
			return true
		}
	}
	return false
}
