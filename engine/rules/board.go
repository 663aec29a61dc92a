package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// Side indexes: French is 0, Anti-French is 1 (rule 2.0).
const (
	French     = 0
	AntiFrench = 1
)

// SideName returns the scenario side id for a side index.
func SideName(side int) string {
	if side == French {
		return scenario.French
	}
	return scenario.AntiFrench
}

func SideIndex(id string) int {
	if id == scenario.French {
		return French
	}
	return AntiFrench
}

// Hexside flags, one byte per hex and direction (both hexes of a hexside
// carry the same flags).
const (
	sideProhibited uint16 = 1 << iota // may not be crossed (6.2)
	sideMajorRiver                    // ZOCs do not cross; not adjacent (7.1)
	sideCrossing                      // bridge or ford
	SideHazard                        // hazardous retreat across it (9.7.5)
	sideRoad                          // road connection (6.6)
	sideTrail                         // trail connection
	sideNoAttack                      // units may not attack across it
	sideUphillOnly                    // benefit only for the uphill defender
	sideRiver                         // minor or major river
)

// UnitInfo is the unchanging data of one counter (or of an intrinsic
// garrison, 9.4.4, which the engine keeps as a pseudo-unit).
type UnitInfo struct {
	ID, Name    string
	Side        int
	Type        string
	Nationality string
	Strength    int // printed combat strength
	MA          int // printed movement allowance
	Span        int // leader command span (16.9.1)
	Formation   string

	Infantry, Cavalry, Artillery, Leader, Dummy, Cadre, Garrison                     bool
	Guard, Elite, Light, Cossack, Unreliable, Reluctant, RoadBound, Irregular, Heavy bool
	// Unusable marks a set-aside counter whose printed values are not
	// given; the engine never brings it into play.
	Unusable bool

	// What special rules take away from the unit, set by their Units
	// hooks: why it cannot be rallied or Split, the refusal naming the
	// special rule (nil when it can), and no
	// +1 Rally bonus for spent Morale (12.2.2), no Partial Rally (16.5.1),
	// no breaking down into cadres (16.6), no use as a cadre (16.5.2).
	NoRally, NoSplit                                 *IllegalOrder
	NoMoraleBonus, NoPartialRally, NoCadre, NotCadre bool
	// lightRule: a special rule makes the unit Light Infantry even
	// without optional rule 16.7 (16.8).
	LightRule bool
	// IrregularRules is what the scenario's Irregular troops rule does to the
	// unit, an Irregular one (16.7.7); not active otherwise.
	IrregularRules IrregularRule

	Placement scenario.Placement
}

// Board is the precomputed, immutable part of a game: the map as dense
// tables indexed by hex.Grid.Index, the units' printed data and the charts.
// Every State of a game shares one Board.
type Board struct {
	Scenario *scenario.Scenario
	Charts   *scenario.ChartSet
	Grid     hex.Grid
	Edition  string
	N        int // number of hexes

	Neighbours [][6]int32 // neighbour index or -1
	codes      []string   // printed number per hex
	Hexes      []hex.Hex  // axial coordinates per hex
	moveCost   []int8
	Rugged     []bool
	prohibited []bool
	Fortified  []bool
	builtUp    []bool
	HexCombat  []int8
	Terrain    []string

	HexsideFlags [][6]uint16
	// fromText and turnText are event texts that many orders repeat,
	// made once by NewBoard: "from XXYY" per hex, and "turn N phase" per
	// turn (0 to the last turn + 1) and phase.
	fromText []string
	turnText [][len(phaseNames)]string
	// zocExt holds, per hex, bit d set when a ZOC from the hex extends to
	// its neighbour in direction d (zocExtends), made once by NewBoard
	// after the special rules' Board hooks; nil until then.
	zocExt        []uint8
	scost         [][6]int8
	HexsideCombat [][6]int8
	supHere       [][6]bool   // this hex is the uphill side of a sloped hexside
	sonly         [][6]string // benefit only for this side/nationality

	loc         [2][]int32
	locDist     [2][]int16 // hex distance to the nearest own LOC (32767 without LOC)
	RetreatDist [2][]int16 // distance to the retreat targets (a scenario's retreat priority, else the LOCs)
	objs        [2][]objective
	Entry       map[string][]int32
	roadHex     []bool
	Garrison    []int32 // unit index of the garrison in a hex, or -1
	// areaNames numbers the units' entry areas (areanames.go).
	areaNames areaTable
	// markers: the scenario has Garrison markers placed during set-up
	// (deploy_garrison.go), so a hex without a Garrison of the map may
	// hold one.
	markers bool

	Units     []UnitInfo
	UnitIndex map[string]int
	Leaders   []int // unit indexes of the leaders
	// stackers are the indexes of the units that count for stacking (not
	// leaders nor garrisons, 6.9), so stack counts skip the rest without
	// reading their printed data.
	stackers []int
	// sideUnits[side] are the indexes of side's units, otherUnits[side]
	// those of every other unit: the ZOC and enemy masks of movement
	// searches walk one list instead of testing every unit's side.
	SideUnits, otherUnits [2][]int
	// movers[side] are side's units that are not garrisons, the units the
	// random player may move, in index order.
	movers [2][]int

	OptionalOn map[string]bool
	optBits    uint16                     // bit n: optional rule "16.n" is in use (Optional's fast path)
	Special    map[string][]scenario.Rule // by kind, in file order: several rules of one kind all apply
	Hooked     []boundRule                // the special rules with play-time hooks, in file order (hooks.go)
	Params     []any                      // each special rule's decoded parameters (Hooks.Params), by index; nil for a kind without
	paramErrs  []error                    // why a rule's parameters did not decode, by index
	slots      []unsafe.Pointer           // the kinds' own state, by slot: a *T for a boardSlot[T] (kindstate.go)
	game       gameHookSet                // the bound GameHooks (gamehooks.go)

	LastTurn   int
	endAssumed bool     // the scenario gives no game length: endTurn is assumed
	borrowed   []string // units playing on values borrowed from s.Borrow
	nights     []bool   // by turn number
	Sudden     []int    // by turn number
	notes      []Note   // notes.go
	moraleEvts map[string]scenario.MoraleEvent

	deploy *deployPlan // free deployment zones (deploy.go)

	searchers sync.Pool  // *Searcher, reused by legality checks
	notesMu   sync.Mutex // notes may be added during play
	// noteList is notes as last published by addNote, read without the
	// lock.
	noteList atomic.Pointer[[]Note]

	// recycled holds the buffers of positions given back by State.Recycle.
	recycled sync.Pool
	// battleEndSlot is, for each atBattleEnd hook, the index of its
	// group's atBattleStart hook (-1: none): where it reads
	// BattleCtx.Kept (bindGameHooks).
	battleEndSlot []int
	// battleCtxs holds the battle contexts of battles over (State.ctx).
	battleCtxs sync.Pool

	// exits memoizes isExitHex and hasExits (exit.go), asked on every order.
	exits exitTable

	// hexDist memoizes hexDistances, made at the first ask.
	hexDist struct {
		once sync.Once
		t    []uint8
	}
	// searchTab memoizes searchTables (move.go): the map as every
	// movement search reads it.
	searchTab struct {
		once sync.Once
		t    *searchTables
	}
}

func (b *Board) searcher() *Searcher {
	if sr, ok := b.searchers.Get().(*Searcher); ok {
		return sr
	}
	return &Searcher{}
}

type objective struct {
	hex    int32
	morale int
}

// Options adjusts how a game is built from a scenario.
type Options struct {
	// EndTurn, when the scenario does not give its game length, is the
	// last turn to play; the choice is recorded as an assumption. A scenario
	// that gives its length ignores it.
	EndTurn int
	// Optional lists optional rules ("16.1" ... "16.9") to use in addition
	// to those the scenario names; "all" selects every one.
	Optional []string
}

// checkBoardInputs refuses what no Board can be built from: no scenario,
// no chart set or Combat Results Table, or special-rule kinds in a program
// that registers none.
func checkBoardInputs(s *scenario.Scenario, charts *scenario.ChartSet) error {
	if s == nil {
		return fmt.Errorf("rules: no scenario")
	}
	if charts == nil {
		return fmt.Errorf("rules: scenario %q: no chart set", s.ID)
	}
	if charts.CRT == nil {
		return fmt.Errorf("rules: scenario %q: chart set %q has no Combat Results Table", s.ID, charts.ID)
	}
	return kindsLinked(s)
}

// NewBoard precomputes the tables for a scenario played with a chart set
// (already merged with the scenario's overrides, see scenario.Resolve).
// Values the rules need but the files do not give are either reported as an
// error (unit strengths, movement allowances) or recorded as assumptions in
// Notes (untraced terrain, unknown chart values), never silently invented.
func NewBoard(s *scenario.Scenario, charts *scenario.ChartSet, opt Options) (*Board, error) {
	if err := checkBoardInputs(s, charts); err != nil {
		return nil, err
	}
	g := s.Grid()
	if g.Columns <= 0 || g.Rows <= 0 {
		return nil, fmt.Errorf("rules: scenario %q: map has no hexes (columns %d, rows %d)", s.ID, g.Columns, g.Rows)
	}
	// The Board allocates its tables per hex: check the size first.
	if err := scenario.CheckMapBounds(s); err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	b := &Board{Scenario: s, Charts: charts, Grid: g, Edition: s.Edition, N: g.Columns * g.Rows,
		Entry: map[string][]int32{}, UnitIndex: map[string]int{}, OptionalOn: map[string]bool{},
		Special: map[string][]scenario.Rule{}, moraleEvts: map[string]scenario.MoraleEvent{}}
	if b.Edition == "" {
		b.Edition = scenario.EditionWallachia
	}
	n := b.N
	b.Neighbours = make([][6]int32, n)
	b.codes = make([]string, n)
	b.Hexes = make([]hex.Hex, n)
	b.moveCost = make([]int8, n)
	b.Rugged = make([]bool, n)
	b.prohibited = make([]bool, n)
	b.Fortified = make([]bool, n)
	b.builtUp = make([]bool, n)
	b.HexCombat = make([]int8, n)
	b.Terrain = make([]string, n)
	b.HexsideFlags = make([][6]uint16, n)
	b.scost = make([][6]int8, n)
	b.HexsideCombat = make([][6]int8, n)
	b.supHere = make([][6]bool, n)
	b.sonly = make([][6]string, n)
	b.roadHex = make([]bool, n)
	b.Garrison = make([]int32, n)
	for i := 0; i < n; i++ {
		h := g.AtIndex(i)
		b.Hexes[i] = h
		b.codes[i] = g.Code(h)
		for d, nb := range h.Neighbours() {
			if j, ok := g.Index(nb); ok {
				b.Neighbours[i][d] = int32(j)
			} else {
				b.Neighbours[i][d] = -1
			}
		}
		b.Garrison[i] = -1
	}
	if err := b.buildTerrain(); err != nil {
		return nil, err
	}
	if err := b.buildHexsides(); err != nil {
		return nil, err
	}
	if err := b.buildMarks(); err != nil {
		return nil, err
	}
	b.RetreatDist = b.locDist
	b.mapRules() // Map hooks (hooks.go): retreat priorities (9.7.7)
	for _, o := range s.Optional {
		b.OptionalOn[o] = true
	}
	for _, o := range opt.Optional {
		if o == "all" {
			for _, r := range []string{"16.1", "16.2", "16.3", "16.4", "16.5", "16.6", "16.7", "16.8", "16.9"} {
				b.OptionalOn[r] = true
			}
			continue
		}
		b.OptionalOn[o] = true
	}
	for n := 1; n <= 9; n++ {
		if b.OptionalOn["16."+strconv.Itoa(n)] {
			b.optBits |= 1 << n
		}
	}
	b.applySpecialRules() // hooks.go
	b.victoryNotes()
	if err := b.buildUnits(); err != nil {
		return nil, err
	}
	b.buildDeployment() // deploy.go
	b.numberAreas()     // areanames.go
	b.deployed()        // Built GameHooks
	for _, u := range b.Units {
		if u.Dummy && b.OptionalOn["16.1"] {
			b.Note("Fog of War (16.1): Dummy units start set aside unless the setup places them and enter play by PlaceDummy orders at night reconcealment or by AddDummy orders with an arriving reinforcement or a newly rallied unit (16.1.3); hidden units are modelled per side by State.View, and a player reveals his own units only when he gives orders (Reveal, 16.1.1)")
			break
		}
	}
	b.buildTurns(opt)
	if charts.Morale != nil {
		for _, e := range charts.Morale.Events {
			b.moraleEvts[e.ID] = e
		}
		for _, e := range charts.Morale.Events {
			if !e.Known {
				b.Note("Morale Chart %q (%s, rule %s): %+d is not stated in a rulebook; the chart set %q reconstructs it", e.ID, e.Text, e.Rule, e.Points, charts.ID)
			}
		}
	} else {
		b.Note("chart set %q has no Morale Chart: the engine uses the rulebook's stated changes (12.1: -1 Broken, -1 Rout beyond MA, +1 enemy Broken; 14.0 +1 rest; 13.0 +1 lull)", charts.ID)
	}
	b.Note("charts: the Combat Results Table, Terrain Effects, Morale Chart and Controlled Advance Table come from chart set %q (CRT: %s)", charts.ID, charts.CRT.Source)
	b.noteRally()
	for u, info := range b.Units {
		if !info.Leader && !info.Garrison {
			b.stackers = append(b.stackers, u)
		}
		for side := 0; side < 2; side++ {
			if info.Side == side {
				b.SideUnits[side] = append(b.SideUnits[side], u)
				if !info.Garrison {
					b.movers[side] = append(b.movers[side], u)
				}
			} else {
				b.otherUnits[side] = append(b.otherUnits[side], u)
			}
		}
	}
	b.buildZOCExtents() // zoc.go
	b.buildEventTexts()
	return b, nil
}

// buildEventTexts makes b.fromText and b.turnText.
func (b *Board) buildEventTexts() {
	b.fromText = make([]string, b.N)
	for i, c := range b.codes {
		b.fromText[i] = "from " + c
	}
	b.turnText = make([][len(phaseNames)]string, max(b.LastTurn, 0)+2)
	for t := range b.turnText {
		for p := range phaseNames {
			b.turnText[t][p] = "turn " + strconv.Itoa(t) + " " + phaseNames[p]
		}
	}
}

// maxDistTable is the largest map, in hexes, whose distance table
// hexDistances keeps (a byte for every two hexes: 1 MB).
const maxDistTable = 1024

// hexDistances returns the hex distance (hex.Hex.Distance) between every
// two hexes of the map, row i (b.N bytes from i*b.N) holding the distances
// from hex i; nil when the map has more than maxDistTable hexes or a
// distance over 255. It is made once per Board, at the first ask.
func (b *Board) hexDistances() []uint8 {
	b.hexDist.once.Do(func() {
		if b.N > maxDistTable || len(b.Hexes) != b.N {
			return
		}
		t := make([]uint8, b.N*b.N)
		for i := range b.N {
			for j := range b.N {
				d := b.Hexes[i].Distance(b.Hexes[j])
				if d > 255 {
					return
				}
				t[i*b.N+j] = uint8(d)
			}
		}
		b.hexDist.t = t
	})
	return b.hexDist.t
}

// fromCode is the event text "from XXYY" of hex i.
func (b *Board) fromCode(i int32) string {
	if i >= 0 && int(i) < len(b.fromText) {
		return b.fromText[i]
	}
	return "from " + b.Code(i)
}

// turnPhase is the event text "turn N phase" of a turn and phase.
func (b *Board) turnPhase(turn int, p Phase) string {
	if turn >= 0 && turn < len(b.turnText) && int(p) < len(phaseNames) {
		return b.turnText[turn][p]
	}
	return "turn " + strconv.Itoa(turn) + " " + p.String()
}

func (b *Board) Note(format string, args ...any) {
	if len(args) == 0 && !strings.Contains(format, "%") {
		// A fixed sentence, as play repeats many: nothing to format.
		b.addNote(Note{Text: format})
		return
	}
	b.addNote(Note{Text: fmt.Sprintf(format, args...)})
}

// noteNotApplied records a note that says something of the scenario is
// left out of play (status NotApplied, no rule): reports list it among the
// rules the engine did not apply.
func (b *Board) noteNotApplied(format string, args ...any) {
	b.addNote(Note{Status: NotApplied, Text: fmt.Sprintf(format, args...)})
}

// Notes lists every assumption the engine made for this scenario: untraced
// terrain treated as clear, chart values a rulebook does not state, game
// length, entry areas without hexes. Sorted and without duplicates.
func (b *Board) Notes() []string {
	b.notesMu.Lock()
	defer b.notesMu.Unlock()
	seen := map[string]bool{}
	var out []string
	for _, n := range b.notes {
		if !seen[n.Text] {
			seen[n.Text] = true
			out = append(out, n.Text)
		}
	}
	sort.Strings(out)
	return out
}

// Optional reports whether an optional rule ("16.1" ... "16.9") is in use.
// The rules ask for 16.1-16.9 in their inner loops, so those are read from
// a bit set rather than hashed.
func (b *Board) Optional(rule string) bool {
	if len(rule) == 4 && rule[:3] == "16." && rule[3] >= '1' && rule[3] <= '9' {
		return b.optBits&(1<<(rule[3]-'0')) != 0
	}
	return b.OptionalOn[rule]
}

func (b *Board) early() bool  { return b.Edition == scenario.EditionEarly }
func (b *Board) espana() bool { return b.Edition == scenario.EditionEspana }

func (b *Board) Parse(code string) (int32, error) {
	h, err := b.Grid.Parse(code)
	if err != nil {
		return -1, err
	}
	i, ok := b.Grid.Index(h)
	if !ok {
		return -1, fmt.Errorf("hex %s is off the map (%dx%d)", code, b.Grid.Columns, b.Grid.Rows)
	}
	return int32(i), nil
}

// Code prints the XXYY number of a hex index.
func (b *Board) Code(i int32) string {
	if i < 0 || int(i) >= len(b.codes) {
		return "off-map"
	}
	return b.codes[i]
}

// Index returns the dense index of a printed hex number.
func (b *Board) Index(code string) (int32, error) { return b.Parse(code) }

func (b *Board) buildTerrain() error {
	s, c := b.Scenario, b.Charts
	def := s.Map.DefaultTerrain
	untraced := 0
	for i := 0; i < b.N; i++ {
		b.Terrain[i] = def
	}
	for k, t := range s.Map.Terrain.All() { // in ascending order of hex number
		i, err := b.Parse(k)
		if err != nil {
			return fmt.Errorf("rules: scenario %q: map.terrain: %v", s.ID, err)
		}
		b.Terrain[i] = t
	}
	unknownCombat := map[string]bool{}
	for i := 0; i < b.N; i++ {
		id := b.Terrain[i]
		if id == "" {
			untraced++
			id = scenario.TerrainClear
			b.Terrain[i] = id
		}
		t := c.TerrainType(id)
		if t == nil {
			return fmt.Errorf("rules: scenario %q: hex %s: terrain %q is not in chart set %q", s.ID, b.Code(int32(i)), id, c.ID)
		}
		b.moveCost[i] = int8(max(1, t.Movement))
		b.Rugged[i] = t.Rugged
		b.prohibited[i] = t.Prohibited
		b.Fortified[i] = t.Fortified
		b.builtUp[i] = t.BuiltUp
		if t.Combat != nil {
			b.HexCombat[i] = int8(*t.Combat)
		} else if !unknownCombat[id] {
			unknownCombat[id] = true
			b.Note("terrain %q: combat benefit not stated by chart set %q; treated as 0 (9.4)", id, c.ID)
		}
	}
	if untraced > 0 {
		b.Note("%d of %d hexes have no terrain in the scenario (the printed map is not traced): treated as clear", untraced, b.N)
	}
	return nil
}

func (b *Board) buildHexsides() error {
	s, c := b.Scenario, b.Charts
	for k, hs := range s.Map.Hexsides {
		a, err := b.Parse(hs.Between[0])
		if err != nil {
			return fmt.Errorf("rules: scenario %q: map.hexsides[%d]: %v", s.ID, k, err)
		}
		o, err := b.Parse(hs.Between[1])
		if err != nil {
			return fmt.Errorf("rules: scenario %q: map.hexsides[%d]: %v", s.ID, k, err)
		}
		ha, ho := b.Grid.AtIndex(int(a)), b.Grid.AtIndex(int(o))
		dir, ok := ha.DirTo(ho)
		if !ok {
			return fmt.Errorf("rules: scenario %q: map.hexsides[%d]: hexes %s and %s are not adjacent", s.ID, k, hs.Between[0], hs.Between[1])
		}
		var up int32 = -1
		if hs.Uphill != "" {
			if up, err = b.Parse(hs.Uphill); err != nil {
				return fmt.Errorf("rules: scenario %q: map.hexsides[%d].uphill: %v", s.ID, k, err)
			}
		}
		var flags uint16
		var cost, combat int8
		var sloped bool
		only := ""
		hasCrossing := false
		for _, fid := range hs.Features {
			t := c.HexsideType(fid)
			if t == nil {
				return fmt.Errorf("rules: scenario %q: map.hexsides[%d]: feature %q is not in chart set %q", s.ID, k, fid, c.ID)
			}
			if t.Prohibited {
				flags |= sideProhibited
			}
			if t.BlocksZOC {
				flags |= sideMajorRiver
			}
			if t.Crossing {
				hasCrossing = true
				flags |= sideCrossing
			}
			if t.HazardousRetreat {
				flags |= SideHazard
			}
			if t.NoAttack {
				flags |= sideNoAttack
			}
			if t.River {
				flags |= sideRiver
			}
			if t.UphillOnly {
				flags |= sideUphillOnly
			}
			if t.Sloped {
				sloped = true
			}
			if fid == scenario.FeatureTrail {
				flags |= sideTrail
			}
			cost += int8(t.Movement)
			if t.Combat != nil && int8(*t.Combat) > combat {
				combat = int8(*t.Combat)
			} else if t.Combat == nil {
				b.Note("hexside %q: combat benefit not stated by chart set %q; treated as 0 (9.4)", fid, c.ID)
			}
			if t.Side != "" {
				only = t.Side
			}
		}
		if hasCrossing {
			// A bridge or ford makes a prohibited river crossable (7.1,
			// 9.7.2.1); the crossing is still hazardous for retreats (9.7.5).
			flags &^= sideProhibited
			if flags&sideRiver != 0 {
				flags |= SideHazard
			}
		}
		for _, side := range [2]struct {
			i int32
			d int
		}{{a, int(dir)}, {o, int(dir.Opposite())}} {
			b.HexsideFlags[side.i][side.d] |= flags
			b.scost[side.i][side.d] += cost
			if combat > b.HexsideCombat[side.i][side.d] {
				b.HexsideCombat[side.i][side.d] = combat
			}
			if sloped && up == side.i {
				b.supHere[side.i][side.d] = true
			}
			if only != "" {
				b.sonly[side.i][side.d] = only
			}
		}
	}
	for k, r := range s.Map.Roads {
		var prev int32 = -1
		for j, code := range r.Hexes {
			i, err := b.Parse(code)
			if err != nil {
				return fmt.Errorf("rules: scenario %q: map.roads[%d].hexes[%d]: %v", s.ID, k, j, err)
			}
			if prev >= 0 {
				d, ok := b.Grid.AtIndex(int(prev)).DirTo(b.Grid.AtIndex(int(i)))
				if !ok {
					return fmt.Errorf("rules: scenario %q: map.roads[%d]: hexes %s and %s are not adjacent", s.ID, k, b.Code(prev), code)
				}
				f := sideRoad
				if r.Kind == scenario.RoadTrail {
					f = sideTrail
				}
				b.HexsideFlags[prev][d] |= f
				b.HexsideFlags[i][d.Opposite()] |= f
				if f == sideRoad {
					b.roadHex[prev], b.roadHex[i] = true, true
				}
			}
			prev = i
		}
	}
	return nil
}

func (b *Board) buildMarks() error {
	s := b.Scenario
	for k, m := range s.Map.LOCs {
		i, err := b.Parse(m.Hex)
		if err != nil {
			return fmt.Errorf("rules: scenario %q: map.locs[%d]: %v", s.ID, k, err)
		}
		b.loc[SideIndex(m.Side)] = append(b.loc[SideIndex(m.Side)], i)
	}
	for side := 0; side < 2; side++ {
		b.locDist[side] = make([]int16, b.N)
		for i := 0; i < b.N; i++ {
			d := 32767
			for _, l := range b.loc[side] {
				d = min(d, b.Grid.AtIndex(i).Distance(b.Grid.AtIndex(int(l))))
			}
			b.locDist[side][i] = int16(d)
		}
		if len(b.loc[side]) == 0 {
			b.Note("%s has no LOC hexes in the scenario: retreats have no direction priority (9.7.7) and never break at a LOC (9.7.8); Rallied units have no placement hex (10.0)", SideName(side))
		}
	}
	for k, m := range s.Map.Objectives {
		i, err := b.Parse(m.Hex)
		if err != nil {
			return fmt.Errorf("rules: scenario %q: map.objectives[%d]: %v", s.ID, k, err)
		}
		b.objs[SideIndex(m.Side)] = append(b.objs[SideIndex(m.Side)], objective{hex: i, morale: m.Morale})
	}
	for k, a := range s.Map.EntryAreas {
		var hexes []int32
		for _, code := range a.Hexes {
			i, err := b.Parse(code)
			if err != nil {
				return fmt.Errorf("rules: scenario %q: map.entry_areas[%d]: %v", s.ID, k, err)
			}
			hexes = append(hexes, i)
		}
		b.Entry[a.ID] = hexes
		if len(hexes) == 0 {
			b.noteNotApplied("entry area %q has no hexes in the scenario: its reinforcements cannot enter the map (11.0)", a.ID)
		}
	}
	return nil
}

func HasTrait(u scenario.Unit, t string) bool {
	for _, x := range u.Traits {
		if x == t {
			return true
		}
	}
	return false
}

func (b *Board) buildUnits() error {
	s := b.Scenario
	var missing []string
	add := func(ui UnitInfo) {
		if ui.Leader {
			b.Leaders = append(b.Leaders, len(b.Units))
		}
		b.UnitIndex[ui.ID] = len(b.Units)
		b.Units = append(b.Units, ui)
	}
	for _, u := range s.Units {
		ui := UnitInfo{ID: u.ID, Name: u.Name, Side: SideIndex(u.Side), Type: u.Type, Nationality: u.Nationality,
			Formation: u.Formation, Placement: u.Placement}
		ui.Infantry = u.Type == scenario.TypeInfantry || u.Type == scenario.TypeCadre
		ui.Cavalry = u.Type == scenario.TypeCavalry
		ui.Artillery = u.Type == scenario.TypeArtillery
		ui.Leader = u.Type == scenario.TypeLeader
		ui.Dummy = u.Type == scenario.TypeDummy
		ui.Cadre = u.Type == scenario.TypeCadre
		ui.Guard = HasTrait(u, scenario.TraitGuard)
		ui.Elite = HasTrait(u, scenario.TraitElite)
		ui.Light = HasTrait(u, scenario.TraitLight)
		ui.Cossack = HasTrait(u, scenario.TraitCossack)
		ui.Unreliable = HasTrait(u, scenario.TraitUnreliable)
		ui.Reluctant = HasTrait(u, scenario.TraitReluctant)
		ui.RoadBound = HasTrait(u, scenario.TraitRoadBound)
		ui.Irregular = HasTrait(u, scenario.TraitIrregular)
		if u.Strength != nil {
			ui.Strength = *u.Strength
		}
		if u.Movement != nil {
			ui.MA = *u.Movement
		}
		if u.CommandSpan != nil {
			ui.Span = *u.CommandSpan
		}
		ui.Heavy = HasTrait(u, scenario.TraitHeavy) || (ui.Cavalry && ui.Strength >= 2)
		inPlay := u.Placement.Kind != scenario.PlaceNotUsed && u.Placement.Kind != scenario.PlaceUnknown
		switch {
		case ui.Dummy:
			ui.MA = 3 // 16.1.3: a Dummy moves like Cavalry with a Movement Allowance of 3
		case !ui.Leader && (u.Strength == nil || u.Movement == nil) && (u.Placement.Kind == scenario.PlaceSetAside || ui.Cadre):
			ui.Unusable = true
			b.noteNotApplied("unit %q (%s, %s) lacks its printed values; it is never brought into play", u.ID, u.Type, u.Placement.Kind)
		case inPlay && !ui.Leader && (u.Strength == nil || u.Movement == nil) && s.Borrow != nil && u.Borrow == nil:
			// A scenario played on borrowed counters: a unit the lending
			// scenario has no counter for stays out of play, reported. (A
			// unit that borrows but whose values were not filled in, the
			// file read without its lender, still lacks them, below.)
			ui.Unusable = true
			b.Note("unit %q lacks its printed values and borrows none from scenario %q: it is left out of play", u.ID, s.Borrow.Scenario)
		case inPlay && !ui.Leader && (u.Strength == nil || u.Movement == nil):
			what := []string{}
			if u.Strength == nil {
				what = append(what, "combat strength")
			}
			if u.Movement == nil {
				what = append(what, "movement allowance")
			}
			missing = append(missing, u.ID+" ("+strings.Join(what, ", ")+")")
		case ui.Leader && u.Movement == nil:
			ui.MA = 3
		}
		if u.Borrow != nil && s.Borrow != nil && !ui.Unusable {
			b.borrowed = append(b.borrowed, u.ID)
		}
		add(ui)
	}
	if len(b.borrowed) > 0 {
		var uncertain []string
		for _, u := range s.Units {
			if u.Borrow != nil && u.Borrow.Uncertain != "" {
				uncertain = append(uncertain, u.ID+" ("+u.Borrow.Uncertain+")")
			}
		}
		b.Note("counter values borrowed from scenario %q (%s) for %d units: %s; matches not certain: %s", s.Borrow.Scenario, s.Borrow.Source, len(b.borrowed), strings.Join(b.borrowed, ", "), OrNone(strings.Join(uncertain, "; ")))
	}
	b.unitRules() // Units hooks (hooks.go): traits named by special rules
	if len(missing) > 0 {
		return &MissingDataError{Scenario: s.ID, What: "unit values", Items: missing}
	}
	for k, gsn := range s.Map.Garrisons {
		i, err := b.Parse(gsn.Hex)
		if err != nil {
			return fmt.Errorf("rules: scenario %q: map.garrisons[%d]: %v", s.ID, k, err)
		}
		id := "garrison-" + gsn.Hex
		b.Garrison[i] = int32(len(b.Units))
		add(UnitInfo{ID: id, Name: "Garrison " + gsn.Hex, Side: SideIndex(gsn.Side), Type: "garrison", Garrison: true,
			Strength: gsn.Strength, Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: gsn.Hex}})
	}
	b.addZoneGarrisons(add) // deploy_garrison.go: markers placed during set-up
	return nil
}

// MissingDataError says which values a scenario lacks for the engine to play
// it. The engine never invents them.
type MissingDataError struct {
	Scenario string
	What     string
	Items    []string
}

// Error lists the missing values.
func (e *MissingDataError) Error() string {
	return fmt.Sprintf("rules: scenario %q cannot be played: %s not given: %s", e.Scenario, e.What, strings.Join(e.Items, "; "))
}

func (b *Board) buildTurns(opt Options) {
	s := b.Scenario
	end := s.Turns.End
	last := s.Turns.Start
	for _, t := range s.Turns.Turns {
		last = max(last, t.Number)
	}
	if end == 0 {
		end = opt.EndTurn
		if end == 0 {
			end = max(last, s.Turns.Start+11)
		}
		b.Note("game length not given by the scenario: the game is assumed to end after turn %d", end)
		b.endAssumed = true
	}
	b.LastTurn = end
	b.nights = make([]bool, end+2)
	b.Sudden = make([]int, end+2)
	for _, t := range s.Turns.Turns {
		if t.Number < len(b.nights) {
			b.nights[t.Number] = t.Night
			b.Sudden[t.Number] = t.SuddenDeath
		}
	}
	b.turnTrack() // Built GameHooks
	nightCount := 0
	for _, n := range b.nights {
		if n {
			nightCount++
		}
	}
	if nightCount == 0 {
		b.Note("no night turns on the turn track: night operations (14.0) never occur, and Lulls (13.0) need a night first unless a special rule says otherwise")
	}
}

func ParseRange(s string) (int, int) {
	s = strings.TrimSpace(s)
	if a, bb, ok := strings.Cut(s, "-"); ok {
		x, _ := strconv.Atoi(strings.TrimSpace(a))
		y, _ := strconv.Atoi(strings.TrimSpace(bb))
		return x, y
	}
	x, _ := strconv.Atoi(s)
	return x, x
}

// EndTurn is the last game turn.
func (b *Board) EndTurn() int { return b.LastTurn }

// IsNight reports whether a game turn is a Night turn.
func (b *Board) IsNight(turn int) bool { return turn >= 0 && turn < len(b.nights) && b.nights[turn] }

// Unit returns the index of a unit id, or -1.
func (b *Board) Unit(id string) int {
	if i, ok := b.UnitIndex[id]; ok {
		return i
	}
	return -1
}

// IrregularRule is what a scenario's Irregular troops rule says (16.7.7 is
// defined by each game's exclusive rules).
type IrregularRule struct {
	Active         bool
	RoutMod        int  // added to the Rout die roll
	Eliminate      bool // a Broken irregular is permanently eliminated
	WithdrawRouted bool // a Withdraw places a Routed! marker (no morale loss)
	NoCharge       bool // irregular cavalry may not Countercharge or Penetrate
}

// Assumptions lists what a result rests on that the scenario's rulebook
// does not give: an assumed game length, borrowed counter values.
func (b *Board) Assumptions() []string {
	var out []string
	if b.endAssumed {
		out = append(out, fmt.Sprintf("game length assumed: turn %d (not given by the scenario)", b.LastTurn))
	}
	if len(b.borrowed) > 0 {
		out = append(out, fmt.Sprintf("counter values borrowed from scenario %q", b.Scenario.Borrow.Scenario))
	}
	return out
}
