package rules

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
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
	opt Options
}

func newFixture(t testing.TB, edition string) *fixture {
	t.Helper()
	b := scenariotest.New(t, edition)
	return &fixture{Builder: b, t: t, s: b.Scenario, g: b.Grid}
}

// The scenario-building methods under the names the tests use.
func (f *fixture) code(h hex.Hex) string                { return f.Code(h) }
func (f *fixture) at(code string) hex.Hex               { f.t.Helper(); return f.At(code) }
func (f *fixture) nb(code string, d hex.Dir) string     { f.t.Helper(); return f.Neighbour(code, d) }
func (f *fixture) terrain(code, id string)              { f.Terrain(code, id) }
func (f *fixture) side(a, b string, features ...string) { f.Hexside(a, b, features...) }
func (f *fixture) road(codes ...string)                 { f.Road(codes...) }
func (f *fixture) loc(code, side string)                { f.LOC(code, side) }
func (f *fixture) dummy(id, side, code string)          { f.Dummy(id, side, code) }
func (f *fixture) boardCharts() *scenario.ChartSet      { f.t.Helper(); return f.Charts() }
func (f *fixture) leader(id, side string, span, ma int, code string) {
	f.Leader(id, side, span, ma, code)
}
func (f *fixture) unit(id, side, typ string, str, ma int, code string, traits ...string) {
	f.Unit(id, side, typ, str, ma, code, traits...)
}

func (f *fixture) board() *Board {
	f.t.Helper()
	b, err := NewBoard(f.s, f.Charts(), f.opt)
	if err != nil {
		f.t.Fatal(err)
	}
	return b
}

// state returns the setup position in the given phase of the French
// player turn.
func (f *fixture) state(p Phase) *State {
	f.t.Helper()
	s, err := NewState(f.board(), nil)
	if err != nil {
		f.t.Fatal(err)
	}
	s.Phase = p
	return s
}

func (s *State) mustUnit(t testing.TB, id string) int {
	t.Helper()
	u := s.B.Unit(id)
	if u < 0 {
		t.Fatalf("no unit %q", id)
	}
	return u
}

func (s *State) hexOf(t testing.TB, id string) string {
	u := s.mustUnit(t, id)
	return s.B.Code(s.Units[u].Hex)
}

func reachCodes(rs []Reach) map[string]int {
	m := map[string]int{}
	for _, r := range rs {
		m[r.Code] = r.Cost
	}
	return m
}

func apply(t testing.TB, s *State, o Order, rolls ...int) (*State, []Event) {
	t.Helper()
	d := &ScriptedDice{Rolls: rolls}
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

func (s *State) mustHex(t testing.TB, code string) int32 {
	h, err := s.B.Index(code)
	if err != nil {
		t.Fatal(err)
	}
	return h
}
