package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Dice rolls one six-sided die. The engine never rolls on its own: a game
// is reproducible from its dice.
type Dice interface {
	Roll() int // 1..6
}

// SeededDice is a reproducible pseudo-random die.
type SeededDice struct{ r *rand.Rand }

// NewSeededDice returns dice seeded with seed.
func NewSeededDice(seed uint64) *SeededDice {
	return &SeededDice{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Roll returns 1..6.
func (d *SeededDice) Roll() int { return 1 + d.r.IntN(6) }

// ScriptedDice returns the given rolls in order, for tests; it panics when
// the script runs out so that a test sees an unexpected roll at once.
type ScriptedDice struct {
	Rolls []int
	next  int
}

// Roll returns the next scripted roll.
func (d *ScriptedDice) Roll() int {
	if d.next >= len(d.Rolls) {
		panic(fmt.Sprintf("rules: scripted dice exhausted after %d rolls", len(d.Rolls)))
	}
	r := d.Rolls[d.next]
	d.next++
	return r
}

// Used returns how many rolls were consumed.
func (d *ScriptedDice) Used() int { return d.next }

// recordingDice records every roll it passes on.
type recordingDice struct {
	d     Dice
	rolls []int
}

func (r *recordingDice) Roll() int {
	v := r.d.Roll()
	r.rolls = append(r.rolls, v)
	return v
}

// Phase is a phase of a player turn (4.0).
type Phase uint8

// The phases of a player turn, in order.
const (
	PhaseEvents   Phase = iota // Random Events (5.0)
	PhaseMovement              // Movement with reinforcements (6.0, 11.0)
	PhaseReaction              // the other player's Reaction (8.0)
	PhaseCombat                // Combat (9.0) with Recovery and Lull (13.0)
	PhaseNight                 // Night Operations (14.0)
	PhaseOver                  // the game has ended
	PhaseSetup                 // free deployment before the first turn (3.0; deploy.go)
)

var phaseNames = [...]string{"events", "movement", "reaction", "combat", "night", "over", "setup"}

// String returns the phase name, e.g. "movement".
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "phase?"
}

// Where a unit is.
const (
	AtMap        uint8 = iota // on the map
	AtPending                 // not yet arrived (reinforcement, event, variable)
	AtBroken                  // Broken and set aside; may Rally (9.6.1, 10.0)
	AtEliminated              // permanently removed
	AtSetAside                // set aside (cadres, dummies, force pool)
	AtSetup                   // waiting to deploy in the Set-up Phase (3.0)
	AtExited                  // left the map through an exit hex (Organized Retreat, a scenario exit)
)

// Unit status flags.
const (
	stRouted      uint32 = 1 << iota // Routed! marker (9.6.2)
	stRoutBlue                       // marker colour: set = French (blue) side up
	stInContact                      // In Contact marker (8.2.4)
	StMoved                          // moved this phase (6.4)
	StAdvanced                       // advanced after combat this phase (9.8.6)
	stInBattle                       // declared in a battle this phase (9.1.2)
	StRevealed                       // face up (16.1)
	stWasInEZOC                      // Guard already committed (12.3.1)
	stReacted                        // reacted this Reaction Phase
	stCommitted                      // a Morale Point committed this Guard unit this turn (16.7.1)
	StRolled                         // a variable reinforcement has rolled its arrival (11.0)
	stBrokenDown                     // broken down into cadres; never rallied (16.6.1)
	stEntered                        // entered the map as a reinforcement this phase (11.0)
	stRallied                        // rallied this Night Operations (10.0)
	stDummyEscort                    // a Dummy arriving with a reinforcement this phase (16.1.3)
	stRallyTried                     // rolled on the Rally Table this Night Operations (10.0)
)

// UnitState is the changing state of one unit.
// Its fields are ordered to fill 24 bytes.
type UnitState struct {
	Hex     int32  // dense hex index, -1 when off the map
	Status  uint32 // status flags
	Arrive  int    // pending units: first turn they may enter
	Where   uint8  // AtMap, AtPending, ...
	Fatigue uint8  // 0 Fresh .. 4 Spent (16.8)
	// area is a pending unit's entry area, by its number on the board
	// (State.area reads its name): a UnitState holds no pointer, so the
	// units are copied with every position as plain memory, which the
	// garbage collector need not scan.
	area int16
}

// Result is the outcome of a finished game (15.0).
type Result struct {
	Winner int    // French, AntiFrench, or -1 for a draw
	Level  string // "decisive", "marginal", "draw", or a scenario's level
	Reason string
}

// String describes the result, e.g. "french decisive victory: ...".
func (r Result) String() string {
	if r.Winner < 0 {
		return "draw: " + r.Reason
	}
	if r.Level == "" || r.Level == "win" {
		// A scenario that names no level ("the French player wins if").
		return fmt.Sprintf("%s victory: %s", SideName(r.Winner), r.Reason)
	}
	return fmt.Sprintf("%s %s victory: %s", SideName(r.Winner), r.Level, r.Reason)
}

// State is one position of a game. It is immutable from the outside: Apply
// returns a new State.
type State struct {
	B       *Board
	Turn    int
	Phasing int // side whose player turn it is
	Phase   Phase
	Morale  [2]int
	Units   []UnitState

	occ []int16 // hex -> non-leader unit index + 1, 0 when empty

	Draw, Discard []int // event deck, card indexes into the scenario deck
	kept          [2][]int

	ForcedMarch     bool // the phasing side force-marched this turn (12.2.1)
	marchGroup      int8 // ... with one group of units only (ForcedMarch GameHooks); 0: all
	BattleRolled    bool // battle dice were rolled in this player turn (13.0)
	nightSeen       bool // a Night turn has occurred (13.0)
	BattlesDeclared bool // battles declared this Combat Phase (9.2)
	BattleList      []Battle
	// spareBattles is memory for battles a recycled position left,
	// kept for the positions that follow while they have no battles.
	spareBattles []Battle
	entries      []entryCount // march order counters this phase (11.2)
	Contact      *PendingContact
	NoMove       [2]bool        // an event forbids movement this turn
	hint         moveHint       // a move already found legal in this very state
	rallyOn      []rallyOnEntry // "Rallying on" events in force (16.9.8)
	dummyTurn    [2]int         // turn+1 in which each side last added a Dummy with an arrival (16.1.3)
	kinds        []any          // the special-rule kinds' own state, by slot (kindstate.go)
	kindsOwn     uint64         // which of kinds this position has made its own (kindstate.go)
	kindMem      [26]uint64     // the kinds' own state kept inline (kindstate.go)
	words        [2]int64       // the kinds' word slots (kindstate.go)
	// mapVer counts the changes special rules made to the map in play (a
	// Redoubt built): the movement search makes its masks anew when it
	// changes (mapChanged).
	mapVer uint16

	result *Result

	afterMD     MoraleDelta  // afterOrder's morale changes (hooks.go); zero between orders
	BreakMorale MoraleDelta  // the Break GameHooks' morale changes (gamehooks.go); zero between calls
	apply       applyScratch // Apply's checked order and events; zero between orders
}

// applyScratch is what Apply hands to the functions that enact an order.
type applyScratch struct {
	c  Checked
	ev []Event
}

// moveHint records what the engine's own random player found out about
// this state, so that checking its order need not work it out again: a
// destination the movement search found for a unit, a declaration that
// passed checkDeclaration, or that the phasing side has no mandatory
// attack.
type moveHint struct {
	unit      int // unit index + 1; 0: no hint
	to, entry int32
	// decl is a declaration checkDeclaration accepted in this state, by
	// unit index: per battle, the number of attackers and of defenders,
	// then the attackers and the defenders. nil: none.
	decl []int32
	// noOblig: obligations(Phasing, nil) found no mandatory attack.
	noOblig bool
}

type entryCount struct {
	hex   int32
	count int8
}

type PendingContact struct {
	Vacated   int32
	Candidate []int32 // enemy units that may maintain contact
}

// Result returns the game result, or nil while the game goes on.
func (s *State) Result() *Result { return s.result }

// Over reports whether the game has ended.
func (s *State) Over() bool { return s.result != nil }

// Actor is the side that gives the next order: the phasing player (in the
// Set-up Phase, the side deploying), or the other player in the Reaction
// Phase.
func (s *State) Actor() int {
	if s.Phase == PhaseReaction && s.Contact == nil {
		return 1 - s.Phasing
	}
	return s.Phasing
}

func (s *State) clone() *State {
	t := s.B.recycledState()
	units, occ, battles, kinds := t.Units[:0], t.occ[:0], t.BattleList, t.kinds[:0]
	if cap(battles) == 0 {
		battles = t.spareBattles
	}
	*t = *s
	t.hint = moveHint{}
	t.spareBattles = nil // s's memory, not t's
	t.Units = append(units, s.Units...)
	t.kinds = append(kinds, s.kinds...)
	t.kindsOwn = 0 // the values are shared until changed (kindstate.go)
	t.occ = append(occ, s.occ...)
	// The card piles change on few orders, so the new state shares them,
	// capacity clipped: an append then copies rather than writing into
	// the parent's array, and a shuffle works on a copy (apply.go).
	t.Draw = slices.Clip(s.Draw)
	t.Discard = slices.Clip(s.Discard)
	t.kept[0] = slices.Clip(s.kept[0])
	t.kept[1] = slices.Clip(s.kept[1])
	t.BattleList = copyBattles(battles, s.BattleList)
	if t.BattleList == nil {
		t.spareBattles = battles[:0]
	}
	t.entries = append([]entryCount(nil), s.entries...)
	t.rallyOn = append([]rallyOnEntry(nil), s.rallyOn...)
	if s.Contact != nil {
		c := *s.Contact
		t.Contact = &c
	}
	return t
}

// Area is the entry area of pending unit u ("" when it has none).
func (s *State) Area(u int) string { return s.B.areaNames.name(s.Units[u].area) }

// SetArea sets the entry area of unit u in s, a State being made.
func (s *State) SetArea(u int, a string) { s.Units[u].area = s.B.areaNames.number(a) }

// MapChanged records that a special rule has changed the map in play
// (terrain, ZOCs): movement searches may no longer reuse what they read of
// it.
func (s *State) MapChanged() { s.mapVer++ }

// copyBattles returns a deep copy of src in the memory of dst, a recycled
// position's battles: their unit lists too are reused.
func copyBattles(dst, src []Battle) []Battle {
	if len(src) == 0 {
		return nil
	}
	dst = dst[:cap(dst)] // a recycled position's battles, each with its lists
	out := dst[:0]
	for i, bt := range src {
		var att, def []int
		if i < len(dst) {
			att, def = dst[i].Attackers[:0], dst[i].Defenders[:0]
		}
		bt.Attackers = append(att, bt.Attackers...)
		bt.Defenders = append(def, bt.Defenders...)
		out = append(out, bt)
	}
	return out
}

// NewState returns the position at the start of the scenario: units on
// their setup hexes, reinforcements pending, the deck prepared (3.0: red
// titles to the discard pile, the rest shuffled with dice). When units
// deploy freely the position is in the Set-up Phase (see Deploy and
// AutoDeploy).
func NewState(b *Board, d Dice) (*State, error) {
	// A position given back by Recycle lends its unit and occupancy
	// buffers, cleared, as clone's positions do.
	s := b.recycledState()
	units, occ := s.Units[:0], s.occ[:0]
	*s = State{B: b, Turn: b.Scenario.Turns.Start, Phasing: SideIndex(b.Scenario.FirstPlayer), Phase: PhaseEvents}
	if s.Turn == 0 && len(b.Scenario.Turns.Turns) == 0 {
		s.Turn = 1
	}
	for side := 0; side < 2; side++ {
		for _, sd := range b.Scenario.Sides {
			if SideIndex(sd.ID) == side {
				s.Morale[side] = sd.Morale
			}
		}
		if s.Morale[side] == 0 {
			return nil, &MissingDataError{Scenario: b.Scenario.ID, What: "starting morale (12.0)", Items: []string{SideName(side)}}
		}
		s.Morale[side] = min(s.Morale[side], 10)
	}
	s.Units = slices.Grow(units, len(b.Units))[:len(b.Units)]
	clear(s.Units)
	s.occ = slices.Grow(occ, b.N)[:b.N]
	clear(s.occ)
	for i := range b.Units {
		u := &b.Units[i]
		us := UnitState{Hex: -1}
		p := u.Placement
		switch p.Kind {
		case scenario.PlaceSetup:
			h, err := b.Parse(p.Hex)
			if err != nil {
				return nil, fmt.Errorf("rules: scenario %q: unit %q: setup %v", b.Scenario.ID, u.ID, err)
			}
			us.Hex, us.Where = h, AtMap
		case scenario.PlaceArrive:
			us.Where, us.Arrive = AtPending, p.Turn
			us.area = b.areaNames.number(p.EntryArea)
		case scenario.PlaceVariable:
			us.Where, us.Arrive = AtPending, p.Turn
			us.area = b.areaNames.number(p.EntryArea)
			b.Note("variable reinforcements roll one die each per turn on their arrival table from their turn (11.0); results are read from the table text (arrive / eliminated / otherwise delayed)")
		case scenario.PlaceDeploy:
			us.Where = b.deployStart(i) // deploy.go
		case scenario.PlaceEvent:
			us.Where = AtPending
			us.Arrive = 1 << 30
			us.area = b.areaNames.number(p.EntryArea)
		case scenario.PlaceNotUsed, scenario.PlaceUnknown:
			us.Where = AtEliminated
		default:
			us.Where = AtSetAside
		}
		if u.Unusable {
			us.Where, us.Hex = AtEliminated, -1
		}
		if u.Dummy && us.Where == AtMap && !b.Optional("16.1") {
			us.Where, us.Hex = AtSetAside, -1
		}
		if u.Leader && !b.Optional("16.9") && us.Where == AtMap {
			// Leader counters are used only with 16.9; they stay on the map
			// as markers without effect.
		}
		s.Units[i] = us
	}
	for i := range b.Units {
		u := &b.Units[i]
		us := s.Units[i]
		if us.Where != AtMap || u.Leader || u.Garrison {
			continue
		}
		if o := s.occ[us.Hex]; o != 0 {
			if b.Units[o-1].Side != u.Side {
				return nil, fmt.Errorf("rules: scenario %q: enemy units %q and %q both set up in hex %s (6.3)", b.Scenario.ID,
					b.Units[o-1].ID, u.ID, b.Code(us.Hex))
			}
			b.Note("units %q and %q set up stacked in hex %s; they must unstack in their first Movement Phase (6.9)", b.Units[o-1].ID, u.ID, b.Code(us.Hex))
			continue
		}
		s.occ[us.Hex] = int16(i + 1)
	}
	// 3.0 Preparing the Cards.
	for ci, c := range b.Scenario.Deck.Cards {
		switch {
		case c.Placement == "discard" || (c.Placement == "" && c.Colour == scenario.ColourRed && !b.early()):
			// 3.0; the early edition has no red-title discard set-up.
			s.Discard = append(s.Discard, ci)
		case c.Placement == "set_aside" || c.Placement == "removed":
		default:
			s.Draw = append(s.Draw, ci)
		}
	}
	if d != nil {
		shuffle(s.Draw, d)
	}
	s.prepareSpecial() // Prepare and SkipPlayerTurn hooks (hooks.go)
	if !b.Optional("16.1") {
		for i := range s.Units {
			s.Units[i].Status |= StRevealed
		}
	}
	s.startSetup() // deploy.go
	return s, nil
}

// shuffle is a Fisher-Yates shuffle driven by six-sided dice (rejection
// sampling keeps it unbiased).
func shuffle(a []int, d Dice) {
	for i := len(a) - 1; i > 0; i-- {
		j := dieInt(d, i+1)
		a[i], a[j] = a[j], a[i]
	}
}

// dieInt returns a uniform integer in [0, n) from six-sided rolls.
func dieInt(d Dice, n int) int {
	for {
		v, span := 0, 1
		for span < n {
			v = v*6 + d.Roll() - 1
			span *= 6
		}
		lim := span - span%n
		if v < lim {
			return v % n
		}
	}
}

// OnMap reports whether unit u is on the map.
func (s *State) OnMap(u int) bool { return s.Units[u].Where == AtMap }

// Routed reports whether unit u carries a Routed! marker.
func (s *State) Routed(u int) bool { return s.Units[u].Status&stRouted != 0 }

// Moved reports whether unit u has moved this phase.
func (s *State) Moved(u int) bool { return s.Units[u].Status&StMoved != 0 }

// stackCounts fills m (len N) with the number of non-leader units per hex.
func (s *State) stackCounts(m []uint8) {
	clear(m)
	for _, u := range s.B.stackers {
		if us := &s.Units[u]; us.Where == AtMap && us.Hex >= 0 {
			m[us.Hex]++
		}
	}
}

// StackUnits returns the non-leader units in hex i.
func (s *State) StackUnits(i int32) []int {
	var out []int
	for _, u := range s.B.stackers {
		if s.Units[u].Where == AtMap && s.Units[u].Hex == i {
			out = append(out, u)
		}
	}
	return out
}

// Trapped lists the units on the map that could not retreat a single hex
// if they had to (9.7.2: off the map, prohibited terrain or hexsides and
// enemy units all around): a designer's check of a setup.
func (s *State) Trapped() []string {
	b := s.B
	var out []string
	for u := range b.Units {
		info := &b.Units[u]
		if s.Units[u].Where != AtMap || info.Garrison || info.Leader {
			continue
		}
		h := s.Units[u].Hex
		ok := false
		for d := 0; d < 6 && !ok; d++ {
			n := b.Neighbours[h][d]
			if n < 0 || b.prohibited[n] || s.EnemyIn(n, info.Side) {
				continue
			}
			f := b.HexsideFlags[h][d]
			if f&sideProhibited != 0 || (f&sideMajorRiver != 0 && f&sideCrossing == 0) {
				continue
			}
			ok = true
		}
		if !ok {
			out = append(out, info.ID+"@"+b.Code(h))
		}
	}
	return out
}

// InContact reports whether unit u carries an In Contact marker.
func (s *State) InContact(u int) bool { return s.Units[u].Status&stInContact != 0 }

// UnitAt returns the non-leader unit in hex i, or -1.
func (s *State) UnitAt(i int32) int {
	if i < 0 {
		return -1
	}
	return int(s.occ[i]) - 1
}

// vacate takes unit u out of the occupancy table of its hex; another unit
// stacked there (setup stacks, retreats through friends) takes its place.
func (s *State) vacate(u int) {
	h := s.Units[u].Hex
	if h < 0 || s.occ[h] != int16(u+1) {
		return
	}
	s.occ[h] = 0
	for _, o := range s.B.stackers {
		if o != u && s.Units[o].Where == AtMap && s.Units[o].Hex == h {
			s.occ[h] = int16(o + 1)
			return
		}
	}
}

func (s *State) Place(u int, h int32) {
	us := &s.Units[u]
	info := &s.B.Units[u]
	if us.Where == AtMap {
		s.vacate(u)
	}
	us.Hex, us.Where = h, AtMap
	if h >= 0 && !info.Leader && !info.Garrison && s.occ[h] == 0 {
		s.occ[h] = int16(u + 1)
	}
}

func (s *State) Remove(u int, where uint8) {
	us := &s.Units[u]
	if us.Where == AtMap {
		s.vacate(u)
	}
	us.Hex, us.Where = -1, where
	us.Status &^= stRouted | stInContact | stInBattle
	us.Fatigue = 0
}

// Stacks lists the hexes where two or more non-leader units of one side
// stand together, as "XXYY:id+id".
func (s *State) Stacks() []string {
	at := map[int32][]string{}
	for u := range s.B.Units {
		info := &s.B.Units[u]
		if s.Units[u].Where == AtMap && !info.Leader && !info.Garrison {
			at[s.Units[u].Hex] = append(at[s.Units[u].Hex], info.ID)
		}
	}
	var out []string
	for h, ids := range at {
		if len(ids) > 1 {
			out = append(out, s.B.Code(h)+":"+strings.Join(ids, "+"))
		}
	}
	sort.Strings(out)
	return out
}

// GarrisonAt is the garrison in hex i when it exerts its abilities: it is
// intact and no friendly unit occupies its hex (9.4.4); -1 otherwise. Its
// first test is the one of almost every hex (no Garrison of the map there,
// no marker placed during set-up in the scenario), small enough to be
// inlined where hexes are tested by the thousand (hexInZOCOf).
func (s *State) GarrisonAt(i int32) int {
	if s.B.Garrison[i] < 0 && !s.B.markers {
		return -1
	}
	return s.activeGarrison(i)
}

// activeGarrison is garrisonAt past its first test.
func (s *State) activeGarrison(i int32) int {
	g := s.garrisonIn(i) // deploy_garrison.go
	if g < 0 || s.Units[g].Where != AtMap {
		return -1
	}
	if o := s.UnitAt(i); o >= 0 && s.B.Units[o].Side == s.B.Units[g].Side {
		return -1
	}
	return int(g)
}

// EnemyIn reports whether hex i holds a unit (or an active garrison) of the
// side other than side.
func (s *State) EnemyIn(i int32, side int) bool {
	if o := s.UnitAt(i); o >= 0 {
		return s.B.Units[o].Side != side
	}
	if g := s.GarrisonAt(i); g >= 0 {
		return s.B.Units[g].Side != side
	}
	for _, l := range s.B.Leaders {
		if s.Units[l].Hex == i && s.Units[l].Where == AtMap && s.B.Units[l].Side != side {
			return true // 6.3: a leader is a unit
		}
	}
	return false
}

// UnitsOnMap lists the units of a side on the map, in scenario order.
func (s *State) UnitsOnMap(side int) []int {
	if !s.anyOnMap(side) {
		return nil
	}
	var out []int
	for i := range s.B.Units {
		if s.B.Units[i].Side == side && s.Units[i].Where == AtMap {
			out = append(out, i)
		}
	}
	return out
}

// anyOnMap reports whether side has a unit on the map (UnitsOnMap is not
// empty).
func (s *State) anyOnMap(side int) bool {
	if side < 0 || side >= len(s.B.SideUnits) {
		return false // no unit has that side
	}
	for _, u := range s.B.SideUnits[side] {
		if s.Units[u].Where == AtMap {
			return true
		}
	}
	return false
}

// Check verifies the invariants every legal position keeps: morale within
// 0..10, units on the map have a hex, nothing in a prohibited hex, never
// enemy units in one hex, the occupancy table in step. (Friendly stacks are
// checked at the end of each Movement Phase, 6.9; see Stacks.) It returns
// the first violation.
func (s *State) Check() error {
	for side := 0; side < 2; side++ {
		if s.Morale[side] < 0 || s.Morale[side] > 10 {
			return fmt.Errorf("rules: %s morale %d outside 0..10 (12.1.1)", SideName(side), s.Morale[side])
		}
	}
	for i := range s.B.Units {
		u := &s.B.Units[i]
		us := s.Units[i]
		if us.Where != AtMap || u.Leader || u.Garrison {
			continue
		}
		o := s.occ[us.Hex]
		if o == 0 {
			return fmt.Errorf("rules: occupancy table out of step at %s", s.B.Code(us.Hex))
		}
		if s.B.Units[o-1].Side != u.Side {
			return fmt.Errorf("rules: enemy units %q and %q share hex %s (6.3)", s.B.Units[o-1].ID, u.ID, s.B.Code(us.Hex))
		}
	}
	return nil
}

// Summary lists the units on the map as "id@XXYY" (routed units marked
// "!"), sorted, for logs and golden files.
func (s *State) Summary() []string {
	var out []string
	for i := range s.B.Units {
		u := &s.B.Units[i]
		if s.Units[i].Where == AtMap && !u.Garrison {
			m := ""
			if s.Routed(i) {
				m = "!"
			}
			out = append(out, u.ID+"@"+s.B.Code(s.Units[i].Hex)+m)
		}
	}
	sort.Strings(out)
	return out
}
