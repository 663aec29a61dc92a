package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// fixture builds small test scenarios on an open map.
type fixture struct {
	t   *testing.T
	s   *scenario.Scenario
	g   hex.Grid
	opt rules.Options
}

func newFixture(t *testing.T, edition string) *fixture {
	t.Helper()
	set := map[string]string{
		scenario.EditionWallachia: "n20-wallachia20",
		scenario.EditionEspana:    "n20-espana20",
		scenario.EditionEarly:     "n20-bussaco20-early",
	}[edition]
	s := &scenario.Scenario{
		Format: scenario.FormatTag, Version: 1, ID: "fixture", Title: "Fixture", Edition: edition,
		Map: scenario.Map{Columns: 14, Rows: 12, DefaultTerrain: "clear",
			Numbering: scenario.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: "even", Digits: 2}},
		Sides:       []scenario.Side{{ID: scenario.French, Name: "French", Morale: 6}, {ID: scenario.AntiFrench, Name: "Allied", Morale: 6}},
		FirstPlayer: scenario.French,
		Turns:       scenario.TurnTrack{Start: 1, End: 10},
		Charts:      scenario.ChartRef{Set: set},
	}
	g := hex.Grid{Columns: 14, Rows: 12, Numbering: hex.DefaultNumbering}
	return &fixture{t: t, s: s, g: g}
}

// code returns the printed number of hex h.
func (f *fixture) code(h hex.Hex) string { return f.g.Code(h) }

// at parses a printed number.
func (f *fixture) at(code string) hex.Hex {
	h, err := f.g.Parse(code)
	if err != nil {
		f.t.Fatal(err)
	}
	return h
}

func (f *fixture) unit(id, side, typ string, str, ma int, code string, traits ...string) {
	st, m := str, ma
	f.s.Units = append(f.s.Units, scenario.Unit{ID: id, Name: id, Side: side, Type: typ, Strength: &st, Movement: &m,
		Traits: traits, Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: code}})
}

func (f *fixture) leader(id, side string, span, ma int, code string) {
	sp, m := span, ma
	f.s.Units = append(f.s.Units, scenario.Unit{ID: id, Name: id, Side: side, Type: scenario.TypeLeader, CommandSpan: &sp, Movement: &m,
		Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: code}})
}

func (f *fixture) terrain(code, id string) {
	if f.s.Map.Terrain == nil {
		f.s.Map.Terrain = &scenario.TerrainMap{}
	}
	f.s.Map.Terrain.Set(code, id)
}

func (f *fixture) side(a, b string, features ...string) {
	f.s.Map.Hexsides = append(f.s.Map.Hexsides, scenario.Hexside{Between: [2]string{a, b}, Features: features})
}

func (f *fixture) loc(code, side string) {
	f.s.Map.LOCs = append(f.s.Map.LOCs, scenario.MarkedHex{Hex: code, Side: side})
}

func (f *fixture) board() *rules.Board {
	f.t.Helper()
	set, err := templates.ChartSet(f.s.Charts.Set)
	if err != nil {
		f.t.Fatal(err)
	}
	b, err := rules.NewBoard(f.s, scenario.Resolve(f.s, set), f.opt)
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

func mustUnit(s *rules.State, t *testing.T, id string) int {
	t.Helper()
	u := s.B.Unit(id)
	if u < 0 {
		t.Fatalf("no unit %q", id)
	}
	return u
}

func hexOf(s *rules.State, t *testing.T, id string) string {
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

func apply(t *testing.T, s *rules.State, o rules.Order, rolls ...int) (*rules.State, []rules.Event) {
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

// nb returns the printed number of the neighbour of code in direction d.
func (f *fixture) nb(code string, d hex.Dir) string { return f.code(f.at(code).Neighbour(d)) }

// The sides and unit types the fixtures name.
const (
	fr = scenario.French
	af = scenario.AntiFrench
	in = scenario.TypeInfantry
	cv = scenario.TypeCavalry
	ar = scenario.TypeArtillery
)

func mustHex(s *rules.State, t *testing.T, code string) int32 {
	h, err := s.B.Index(code)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// dummy adds a Dummy counter; code "" sets it aside (16.1.3: not set up
// unless specified).
func (f *fixture) dummy(id, side, code string) {
	p := scenario.Placement{Kind: scenario.PlaceSetAside}
	if code != "" {
		p = scenario.Placement{Kind: scenario.PlaceSetup, Hex: code}
	}
	f.s.Units = append(f.s.Units, scenario.Unit{ID: id, Name: "Dummy", Side: side, Type: scenario.TypeDummy, Placement: p})
}

// setUnit changes a fixture unit.
func (f *fixture) setUnit(id string, fn func(u *scenario.Unit)) {
	f.t.Helper()
	for i := range f.s.Units {
		if f.s.Units[i].ID == id {
			fn(&f.s.Units[i])
			return
		}
	}
	f.t.Fatalf("no unit %q", id)
}

// battleText resolves one battle with scripted rolls and returns the
// battle event's text and the events.
func battleText(t *testing.T, s *rules.State, att, def []string, rolls ...int) (*rules.State, string, []rules.Event) {
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
