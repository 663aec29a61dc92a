// Package scenariotest builds small scenarios for tests: an open map of
// 14 columns by 12 rows of clear hexes, the French and the Allied side at
// morale 6 and a ten-turn track, to which a test adds the terrain,
// hexsides, roads, lines of communication and counters it needs. It is
// for tests only (it imports package testing): the rules engine's tests
// and the special-rule kinds' tests build their positions with it, and it
// never imports the rules engine, so both may import it.
//
//	b := scenariotest.New(t, scenario.EditionEspana)
//	b.Unit("fr-1", scenario.French, scenario.TypeInfantry, 4, 4, "0505")
//	b.Terrain(b.Neighbour("0505", hex.N), "town")
//	board, err := rules.NewBoard(b.Scenario, b.Charts(), rules.Options{})
package scenariotest

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// Builder builds one scenario for one test. A method given a hex number it
// cannot read or a unit id the scenario lacks fails the test.
type Builder struct {
	// Scenario is the scenario being built; a test may change any of its
	// fields directly.
	Scenario *scenario.Scenario
	// Grid is the map's geometry, for turning printed numbers into hexes.
	Grid hex.Grid
	tb   testing.TB
}

// editionCharts names the bundled chart set of each edition.
var editionCharts = map[string]string{
	scenario.EditionWallachia: "n20-wallachia20",
	scenario.EditionEspana:    "n20-espana20",
	scenario.EditionEarly:     "n20-bussaco20-early",
}

// New returns a builder of an empty scenario of the given edition, which
// uses that edition's bundled chart set (an edition without one names no
// set, and Charts then fails the test).
func New(tb testing.TB, edition string) *Builder {
	tb.Helper()
	s := &scenario.Scenario{
		Format: scenario.FormatTag, Version: 1, ID: "fixture", Title: "Fixture", Edition: edition,
		Map: scenario.Map{Columns: 14, Rows: 12, DefaultTerrain: "clear",
			Numbering: scenario.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: "even", Digits: 2}},
		Sides:       []scenario.Side{{ID: scenario.French, Name: "French", Morale: 6}, {ID: scenario.AntiFrench, Name: "Allied", Morale: 6}},
		FirstPlayer: scenario.French,
		Turns:       scenario.TurnTrack{Start: 1, End: 10},
		Charts:      scenario.ChartRef{Set: editionCharts[edition]},
	}
	return &Builder{Scenario: s, Grid: hex.Grid{Columns: 14, Rows: 12, Numbering: hex.DefaultNumbering}, tb: tb}
}

// Code returns the printed number of hex h.
func (b *Builder) Code(h hex.Hex) string { return b.Grid.Code(h) }

// At returns the hex of a printed number.
func (b *Builder) At(code string) hex.Hex {
	b.tb.Helper()
	h, err := b.Grid.Parse(code)
	if err != nil {
		b.tb.Fatal(err)
	}
	return h
}

// Neighbour returns the printed number of the neighbour of code in
// direction d.
func (b *Builder) Neighbour(code string, d hex.Dir) string {
	b.tb.Helper()
	return b.Code(b.At(code).Neighbour(d))
}

// Unit adds a combat unit set up in hex code.
func (b *Builder) Unit(id, side, typ string, strength, movement int, code string, traits ...string) {
	b.Scenario.Units = append(b.Scenario.Units, scenario.Unit{ID: id, Name: id, Side: side, Type: typ,
		Strength: &strength, Movement: &movement, Traits: traits,
		Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: code}})
}

// Leader adds a leader with the given command span set up in hex code.
func (b *Builder) Leader(id, side string, span, movement int, code string) {
	b.Scenario.Units = append(b.Scenario.Units, scenario.Unit{ID: id, Name: id, Side: side, Type: scenario.TypeLeader,
		CommandSpan: &span, Movement: &movement,
		Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: code}})
}

// Dummy adds a Dummy counter; code "" sets it aside (16.1.3: not set up
// unless specified).
func (b *Builder) Dummy(id, side, code string) {
	p := scenario.Placement{Kind: scenario.PlaceSetAside}
	if code != "" {
		p = scenario.Placement{Kind: scenario.PlaceSetup, Hex: code}
	}
	b.Scenario.Units = append(b.Scenario.Units, scenario.Unit{ID: id, Name: "Dummy", Side: side, Type: scenario.TypeDummy, Placement: p})
}

// SetUnit changes the unit of the given id.
func (b *Builder) SetUnit(id string, change func(u *scenario.Unit)) {
	b.tb.Helper()
	for i := range b.Scenario.Units {
		if b.Scenario.Units[i].ID == id {
			change(&b.Scenario.Units[i])
			return
		}
	}
	b.tb.Fatalf("no unit %q", id)
}

// Terrain sets the terrain of hex code.
func (b *Builder) Terrain(code, terrain string) {
	if b.Scenario.Map.Terrain == nil {
		b.Scenario.Map.Terrain = &scenario.TerrainMap{}
	}
	b.Scenario.Map.Terrain.Set(code, terrain)
}

// Hexside adds the hexside between hexes a and c with the given features.
func (b *Builder) Hexside(a, c string, features ...string) {
	b.Scenario.Map.Hexsides = append(b.Scenario.Map.Hexsides, scenario.Hexside{Between: [2]string{a, c}, Features: features})
}

// Road adds a main road through the given hexes.
func (b *Builder) Road(codes ...string) {
	b.Scenario.Map.Roads = append(b.Scenario.Map.Roads, scenario.Road{Kind: scenario.RoadMain, Hexes: codes})
}

// LOC marks hex code as a line of communication of side.
func (b *Builder) LOC(code, side string) {
	b.Scenario.Map.LOCs = append(b.Scenario.Map.LOCs, scenario.MarkedHex{Hex: code, Side: side})
}

// Charts returns the charts the scenario plays with: the bundled chart set
// it names, with its own overrides.
func (b *Builder) Charts() *scenario.ChartSet {
	b.tb.Helper()
	set, err := templates.ScenarioCharts(b.Scenario)
	if err != nil {
		b.tb.Fatal(err)
	}
	return set
}
