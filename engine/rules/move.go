package rules

import (
	"math/bits"
	"slices"

	"github.com/aide-de-camp/adc/engine/hex"
)

// Reach is a hex a unit can end its move in, with the Movement Points it
// spends to get there.
type Reach struct {
	Hex  hex.Hex
	Code string // printed XXYY number
	Cost int    // Movement Points spent
	Road bool   // reached by road movement all the way (6.6 bonus used)
	// Minimum is set when the hex costs more than the unit has and is
	// entered by the one-hex minimum move (6.2); Full is then what the
	// move costs by the terrain, while Cost is the whole allowance spent.
	Minimum bool
	Full    int
}

// Searcher holds reusable buffers for movement searches; the zero value is
// ready. A Searcher is not safe for concurrent use.
type Searcher struct {
	n       int
	dist    []uint8 // per node: its cost + 1, 0 when not reached
	buckets [][]int32
	reach   []reachRec   // per hex: its best node, when reached
	touched []int32      // the hexes reached, in the order they were first taken
	node    []searchNode // per node: how it was reached
	lastTop int          // the highest bucket the last search pushed to, for reset
	// cell holds, per hex, the flags the search asks of the hex it
	// enters: blocked (prohibited terrain, 6.3 enemy), in an enemy ZOC,
	// the start hex. It is the ZOC and enemy masks: static holds the
	// board's part, made once per board, and each making of the masks
	// starts from a copy of it.
	cell        []uint8
	static      []uint8
	staticBoard *Board
	// edge holds, per hex, eight records by direction (the last two
	// unused, so that a direction of three bits needs no bounds check):
	// the neighbour and the hexside as the search crosses it, made once
	// per board with static. edgeLeader is the same for leaders, who pay
	// 1 and the hexside to enter rugged terrain and are not stopped
	// there (16.9.2).
	edge, edgeLeader [][8]searchEdge
	// dirs holds, per hex, the directions the search may cross: [0] every
	// hexside to a hex of the map and not prohibited, [1] those a road
	// crosses (bit d for direction d), made once per board with static.
	dirs [][2]uint8
	// cheap holds, per hex, sixteen masks (index hex*16 + k): the
	// directions of dirs[0] whose hexside costs k Movement Points or
	// less (searchEdge.cost), so that a node with k points left walks
	// only the hexsides it can pay for. cheapLeader is the same for
	// edgeLeader. Both are made once per board with static.
	cheap, cheapLeader []uint8
	result             []int32
	bits               []uint64 // per hex, one bit: search's bitmap of the hexes to end in, all zero between calls
	cnt                []uint8  // per hex: a stack count buffer for the 6.9 end-of-phase check

	// relaxWith, when set, relaxes in place of relax: the tests' reference.
	relaxWith func(*Searcher, *relaxation)
	rx        relaxation // what the search's relaxation reads

	// The ZOC and enemy masks depend only on the position and the moving
	// side, so a caller that searches many units of one position pins it
	// and the masks are made once: maskSide is the side they were made
	// for while pinned is searched, -1 when they must be made again.
	pinned   *State
	maskSide int
	// maskGen counts the makings of the masks: while it stays, every
	// search since found the other side's units as they were.
	maskGen uint32

	// The masks depend on few facts of a position: the other side's
	// units (where, status, a garrison's neighbours in its hex), the
	// turn (night) and the Redoubt. They are kept with the masks, so a
	// position that differs in nothing else, as each of a Movement
	// Phase's positions does for the side moving, reuses them.
	key maskKey
}

// maskKey is what the ZOC and enemy masks were made from.
type maskKey struct {
	b      *Board
	side   int // the side that moves; -1: no masks
	turn   int
	mapVer uint16
	units  []maskUnit // per unit of b.otherUnits[side]
}

// maskUnit is what the masks read of one unit of the other side.
type maskUnit struct {
	hex    int32
	where  uint8
	occ    int16  // a garrison: the occupant of its hex (9.4.4.1)
	status uint32 // stRouted and stInContact (7.0)
}

func (s *State) maskUnit(u int) maskUnit {
	us := &s.Units[u]
	m := maskUnit{hex: us.Hex, where: us.Where, status: us.Status & (stRouted | stInContact)}
	if s.B.Units[u].Garrison && us.Hex >= 0 {
		m.occ = s.occ[us.Hex]
	}
	return m
}

// masksFor reports whether the masks were made for side in a position
// like s.
func (sr *Searcher) masksFor(s *State, side int) bool {
	k := &sr.key
	if k.b != s.B || k.side != side || k.turn != s.Turn || k.mapVer != s.mapVer {
		return false
	}
	for i, u := range s.B.otherUnits[side] {
		if k.units[i] != s.maskUnit(u) {
			return false
		}
	}
	return true
}

// makeMasks makes the cells for side's units in s: the board's static
// cells with the ZOC of the other side's units (7.0) and the hexes side
// may not enter because an enemy unit, leader or active garrison is there
// (6.3, 9.4.4.1) marked on them.
func (sr *Searcher) makeMasks(s *State, side int) {
	b := s.B
	sr.makeStatic(b)
	cell := sr.cell[:len(sr.static)]
	copy(cell, sr.static)
	other := 1 - side
	for _, u := range b.SideUnits[other] { // zocMask(other)
		if !s.exertsZOC(u) {
			continue
		}
		h := s.Units[u].Hex
		// Only the directions the ZOC extends in (zocExtends, from the
		// Board's table when it has one), in direction order.
		m := uint8(0x3f)
		if b.zocExt != nil {
			m = b.zocExt[h]
		}
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros8(m)
			if b.zocExtends(h, d) && !s.zocBlocked(b.Neighbours[h][d], other) { // ZOCBlocked GameHooks
				cell[b.Neighbours[h][d]] |= cellEZOC
			}
		}
	}
	for _, u := range b.otherUnits[side] { // enemyMask(side)
		us := &s.Units[u]
		if us.Where != AtMap || us.Hex < 0 {
			continue
		}
		if b.Units[u].Garrison && s.GarrisonAt(us.Hex) != u {
			continue
		}
		cell[us.Hex] |= cellBlocked
	}
	sr.maskGen++
	k := &sr.key
	k.b, k.side, k.turn, k.mapVer = s.B, side, s.Turn, s.mapVer
	k.units = k.units[:0]
	for _, u := range s.B.otherUnits[side] {
		k.units = append(k.units, s.maskUnit(u))
	}
}

// reachRec is what the search keeps of a hex it reached: the cost + 1
// of its best node (0: not reached), whether that node followed roads
// (6.6), the entry hex of its path (11.1-11.4) and capped of the node
// (the one-hex minimum, 6.2).
type reachRec struct {
	from int32
	best int8
	road bool
	minc int8
}

// searchNode is what the search keeps per node (hex, road mode, stopped).
type searchNode struct {
	orig   int32 // the entry hex a reinforcement came in by
	capped int8  // terrain cost + 1 of a one-hex minimum move (6.2), 0 otherwise
}

// searchEdge is a hexside as the search crosses it: the neighbour (the
// blocked cell past the map's last hex, b.N, off the map or across a
// prohibited hexside, 6.2), whether a road crosses it (6.6) and what
// crossing it costs: 1 along a road (6.6), else the terrain's cost of
// the hex entered and the hexside's own (moveCost + scost). An off-road
// hexside into rugged terrain (6.5) has edgeRugged: its cost then
// depends on the unit.
type searchEdge struct {
	n     int32
	cost  int8  // Movement Points to cross (at most 127), but for leaders and cossacks when edgeRugged
	side  int8  // the hexside's own cost (scost), which rugged terrain adds to
	flags uint8 // edgeOffRoad, edgeRugged
}

// The flags of a cell and of a hexside are distinct bits, so that one
// test of their union against the flags a node rejects says whether the
// search may cross the hexside into the cell.
const (
	cellBlocked uint8 = 1 << iota // prohibited terrain or an enemy unit (6.3, 9.4.4.1); every off-map neighbour
	cellEZOC                      // in an enemy Zone of Control
	cellStart                     // the hex the unit starts in, marked while its search runs
	edgeOffRoad                   // a hexside no road crosses (searchEdge.flags)
	edgeRugged                    // off road into rugged terrain (6.5; searchEdge.flags)
)

// makeStatic takes the board's part of the cells and the hexsides as
// the search crosses them (Board.searchTables) into sr's fields.
func (sr *Searcher) makeStatic(b *Board) {
	if sr.staticBoard == b {
		return
	}
	t := b.searchTables()
	sr.static, sr.edge, sr.edgeLeader, sr.dirs, sr.cheap, sr.cheapLeader = t.static, t.edge, t.edgeLeader, t.dirs, t.cheap, t.cheapLeader
	sr.staticBoard = b
}

// searchTables is what every movement search of a Board reads of the map:
// the fields of the same names of Searcher. A Board makes them once, at
// its first search, and shares them between its searchers (they are only
// read).
type searchTables struct {
	static             []uint8
	edge, edgeLeader   [][8]searchEdge
	dirs               [][2]uint8
	cheap, cheapLeader []uint8
}

// searchTables returns the board's search tables, made at the first call.
func (b *Board) searchTables() *searchTables {
	b.searchTab.once.Do(func() { b.searchTab.t = b.makeSearchTables() })
	return b.searchTab.t
}

// makeSearchTables makes the board's search tables.
func (b *Board) makeSearchTables() *searchTables {
	t := &searchTables{}
	// One cell more than the map: the neighbour of every hexside the
	// search may not cross, always blocked.
	t.static = make([]uint8, b.N+1)
	t.static[b.N] = cellBlocked
	for i := range t.static[:b.N] {
		if b.prohibited[i] {
			t.static[i] = cellBlocked
		}
	}
	// Leaders' tables differ only across hexsides into rugged terrain
	// (6.5): a map without any shares the units' tables, which halves the
	// memory the search takes (about 80 bytes a hex; 80 MB on a 999x999
	// map).
	rugged := slices.Contains(b.Rugged[:b.N], true)
	t.edge = make([][8]searchEdge, b.N)
	t.cheap = make([]uint8, cheapLevels*b.N)
	if rugged {
		t.edgeLeader = make([][8]searchEdge, b.N)
		t.cheapLeader = make([]uint8, cheapLevels*b.N)
	} else {
		t.edgeLeader, t.cheapLeader = t.edge, t.cheap
	}
	t.dirs = make([][2]uint8, b.N)
	for i := 0; i < b.N; i++ {
		for d := 0; d < 6; d++ {
			e := searchEdge{n: b.Neighbours[i][d], cost: 1, side: b.scost[i][d]}
			if b.HexsideFlags[i][d]&sideRoad == 0 {
				e.flags = edgeOffRoad
			}
			if e.n < 0 || b.HexsideFlags[i][d]&sideProhibited != 0 {
				e.n = int32(b.N)
			} else {
				t.dirs[i][0] |= 1 << d
				if e.flags&edgeOffRoad == 0 {
					t.dirs[i][1] |= 1 << d
				} else {
					e.cost = int8(min(int(b.moveCost[e.n])+int(e.side), 127))
					if b.Rugged[e.n] {
						e.flags |= edgeRugged
					}
				}
			}
			t.edge[i][d] = e
			if !rugged {
				continue
			}
			if e.flags&edgeRugged != 0 {
				e.cost = int8(min(1+int(e.side), 127))
				e.flags &^= edgeRugged
			}
			t.edgeLeader[i][d] = e
		}
		for d := 0; d < 6; d++ {
			if t.dirs[i][0]&(1<<d) == 0 {
				continue
			}
			for k := 0; k < cheapLevels; k++ {
				if int(t.edge[i][d].cost) <= k {
					t.cheap[cheapLevels*i+k] |= 1 << d
				}
				if rugged && int(t.edgeLeader[i][d].cost) <= k {
					t.cheapLeader[cheapLevels*i+k] |= 1 << d
				}
			}
		}
	}
	return t
}

// cheapLevels is the number of masks of Searcher.cheap per hex: a node
// with more Movement Points left than cheapLevels-1 is expanded by
// Searcher.expand.
const cheapLevels = 16

// pin tells the searcher that s does not change until unpin, so searches
// for units of one side may share the ZOC and enemy masks.
func (sr *Searcher) pin(s *State) { sr.pinned, sr.maskSide = s, -1 }

// unpin ends pin: s may change (or its memory hold another position).
func (sr *Searcher) unpin() { sr.pinned, sr.maskSide = nil, -1 }

// reset makes the search's arrays ready for a map of n hexes: dist and
// reach all zero (cleared whole: that is cheaper than by the hexes the
// last search reached), the buckets empty up to the highest the last
// search pushed to.
func (sr *Searcher) reset(n int) {
	if sr.n != n {
		sr.n = n
		sr.dist = make([]uint8, 4*n)
		sr.reach = make([]reachRec, n)
		sr.node = make([]searchNode, 4*n)
		sr.cell = make([]uint8, n+1)
		sr.bits = make([]uint64, (n+63)/64)
		sr.maskSide = -1
		sr.key.side = -1
		sr.lastTop = len(sr.buckets) - 1
	}
	clear(sr.dist)
	clear(sr.reach)
	for i := range sr.buckets[:min(sr.lastTop+1, len(sr.buckets))] {
		sr.buckets[i] = sr.buckets[i][:0]
	}
	sr.touched, sr.lastTop = sr.touched[:0], -1
}

// Fatigue levels (16.8).
const (
	Fresh uint8 = iota
	Ready
	Tired
	Weary
	Spent
)

// MovementAllowance is the unit's allowance this phase before the road
// bonus: printed MA, 1 at night (14.0), +1 for a Forced March (12.2.1,
// except Tired or worse units, 16.8.2), -1 when Weary (16.8.2).
func (s *State) MovementAllowance(u int) int {
	return s.allowance(u, s.MoveRules(u))
}

// allowance is movementAllowance with the unit's MoveRules flags f.
func (s *State) allowance(u int, f MoveFlags) int {
	info := &s.B.Units[u]
	ma := info.MA
	if s.B.IsNight(s.Turn) || f.Has(MfNight) { // MoveRules GameHooks
		ma = 1
	}
	fat := s.Units[u].Fatigue
	if !s.B.Optional("16.8") {
		fat = Fresh
	}
	if s.ForcedMarch && info.Side == s.Phasing && fat < Tired && (s.marchGroup == 0 || s.marchesWith(u, int(s.marchGroup))) {
		ma++
	}
	if fat >= Weary {
		ma--
	}
	ma += f.bonus() // MoveRules GameHooks
	return ma
}

// Reachable returns every hex unit u (by index) can end a Movement Phase
// move in from the current position, with its cost, sorted by hex number.
// It applies 6.2 (speed limit and the one-hex minimum), 6.3, 6.5 (rugged
// terrain stops), 6.6 (roads), 6.7 (ZOC stop), 6.8 (stuck), 6.9 (no
// stacking at the end), 7.7 (night), 9.6.2 (routed units only move away,
// toward their LOC), 11.1-11.4 (reinforcements entering by their area in
// march order), 16.7.2/16.7.3/16.7.6 (light infantry, cossacks,
// road-bound) and 16.9.2 (leaders). It ignores whose phase it is; Legal
// checks that.
func (s *State) Reachable(u int) []Reach {
	sr := s.B.searcher()
	defer s.B.searchers.Put(sr)
	return sr.Reachable(s, u, nil)
}

// ReachableID is Reachable for a unit id; ok is false for an unknown id.
func (s *State) ReachableID(id string) ([]Reach, bool) {
	u := s.B.Unit(id)
	if u < 0 {
		return nil, false
	}
	return s.Reachable(u), true
}

// Reachable is State.Reachable with reusable buffers; it appends to out.
func (sr *Searcher) Reachable(s *State, u int, out []Reach) []Reach {
	idx := sr.search(s, u)
	for _, i := range idx {
		rr := sr.reach[i]
		r := Reach{Hex: s.B.Hexes[i], Code: s.B.codes[i], Cost: int(rr.best) - 1, Road: rr.road}
		if m := rr.minc; m > 0 {
			r.Minimum, r.Full = true, int(m)-1
		}
		out = append(out, r)
	}
	return out
}

// reachSet runs the search and returns the reachable hex indexes, sorted
// by index; costs are in sr.reach.
func (sr *Searcher) search(s *State, u int) []int32 {
	b := s.B
	info := &b.Units[u]
	us := &s.Units[u]
	sr.reset(b.N)
	if info.Garrison || (us.Where != AtMap && us.Where != AtPending) || s.NoMove[info.Side] || s.mayMove(MoveAtAll, info.Side, u) != nil { // MayMove GameHooks
		return nil
	}
	if info.Leader && info.MA == 0 {
		return nil
	}
	side := info.Side
	mf := s.MoveRules(u) // MoveRules GameHooks, once for the unit
	night := b.IsNight(s.Turn) || mf.Has(MfNight)
	na := night && mf.Has(MfNightEZOC)
	night = night && !na
	if sr.pinned != s || sr.maskSide != side {
		if !sr.masksFor(s, side) {
			sr.makeMasks(s, side)
		}
		if sr.pinned == s {
			sr.maskSide = side
		}
	}
	cell := sr.cell
	ma := s.allowance(u, mf)
	if mf.Has(MfGoesOn) {
		ma = mf.left()
	}
	routed := us.Where == AtMap && us.Status&stRouted != 0
	locd := s.RetreatDistances(u, side) // RetreatDistances GameHooks
	if routed && locd[0] == 32767 {
		return nil // no LOC to continue the retreat toward
	}
	// 16.8.2: Spent units cannot voluntarily enter EZOCs.
	spent := b.Optional("16.8") && us.Fatigue >= Spent && !info.Leader
	optLight := b.Optional("16.7")
	light := optLight && info.Light && info.Infantry
	cossack := optLight && info.Cossack && info.Cavalry
	leader := info.Leader
	roadBound := info.RoadBound
	noEZOC := mf.ezocBarred(night || spent) // 7.7: EZOC hexes are prohibited at night; 16.8.2 Spent; MoveRules GameHooks
	// reject: the flags of the hexes the unit may not enter.
	reject := cellBlocked
	if noEZOC {
		reject |= cellEZOC
	}
	maxBudget := max(ma+1, 1) + 8
	for len(sr.buckets) <= maxBudget+8 {
		sr.buckets = append(sr.buckets, nil)
	}
	top := 0 // the highest bucket pushed to: those above are empty
	push := func(node int32, c int, orig int32) bool {
		if c < 0 {
			c = 0
		}
		if d := sr.dist[node]; d > 0 && int(d)-1 <= c {
			return false
		}
		sr.dist[node] = uint8(c + 1)
		sr.node[node] = searchNode{orig: orig}
		sr.buckets[c] = append(sr.buckets[c], node)
		top = max(top, c)
		return true
	}
	// pushMin pushes a one-hex minimum move (6.2) that the terrain would
	// price at full.
	pushMin := func(node int32, c, full int, orig int32) {
		if push(node, c, orig) && full > c {
			sr.node[node].capped = int8(min(full, 126) + 1)
		}
	}
	var start int32 = -1
	leaderStartEZOC := false
	if us.Where == AtMap {
		start = us.Hex
		if cell[start]&cellEZOC != 0 && !night {
			if !leader && !na && !mf.Has(MfGoesOn) {
				return sr.trailMoves(s, u, start) // 6.8 Stuck, except along a Clear Trail
			}
			leaderStartEZOC = !mf.Has(MfGoesOn) // 16.9.2; 14.2 for the Night Attack
		}
		push(start*4+0, 0, -1)
		push(start*4+2, 0, -1)
	} else {
		// 11.1-11.4: entering by the unit's entry area.
		for _, e := range b.Entry[s.entryArea(u)] { // Arrival GameHooks
			if s.EnemyIn(e, side) || b.prohibited[e] || (night && cell[e]&cellEZOC != 0 && !b.early()) {
				continue
			}
			if roadBound && !b.roadHex[e] {
				continue
			}
			c := int(b.moveCost[e]) + s.entryCount(e)
			stop := cell[e]&cellEZOC != 0 && !night
			if b.Rugged[e] && !(light || leader || cossack) {
				stop = true
			}
			for mode := 0; mode < 2; mode++ {
				budget := ma + mode
				if mode == 1 && !b.roadHex[e] {
					continue
				}
				cc := c
				st := stop
				if mode == 1 {
					st = cell[e]&cellEZOC != 0 && !night
				}
				if cc > budget {
					cc, st = max(budget, 0), true // 6.2: one hex minimum
				}
				node := e*4 + int32(mode*2)
				if st {
					node++
				}
				pushMin(node, cc, c, e)
			}
		}
	}
	var kind uint8
	for _, f := range [...]struct {
		on  bool
		bit uint8
	}{{leader, unitLeader}, {light, unitLight}, {cossack, unitCossack}, {routed, unitRouted}, {roadBound, unitRoadBound}, {leaderStartEZOC, unitLeaderStartEZOC}, {us.Where == AtMap, unitAtMap}} {
		if f.on {
			kind |= f.bit
		}
	}
	ezocStop := cellEZOC // 6.7: entering an EZOC ends the move
	if night {
		ezocStop = 0 // 7.7: EZOCs do not stop movement at night
	}
	if start >= 0 {
		cell[start] |= cellStart
	}
	// In the Searcher, so that the test's function value does not make
	// it escape to the heap.
	sr.rx = relaxation{start: start, top: top, ma: ma, kind: kind, reject: reject | cellStart, ezocStop: ezocStop, locd: locd}
	if sr.relaxWith != nil {
		sr.relaxWith(sr, &sr.rx) // a test's reference
	} else {
		sr.relax(&sr.rx)
	}
	sr.lastTop = sr.rx.top
	if start >= 0 {
		cell[start] &^= cellStart
	}
	// The hexes to end in, sorted by index: marked in a bitmap of the
	// map's hexes, then read from it in order (a pass over a few machine
	// words per 64 hexes, cheaper than sorting the hexes reached).
	set := sr.bits
	for _, h := range sr.touched {
		if h == start {
			continue
		}
		if o := s.UnitAt(h); o >= 0 && !leader && o != u {
			if !(info.Cadre && b.Units[o].Cadre && b.Units[o].Nationality == info.Nationality && b.Optional("16.6")) {
				continue // 6.9; 16.6.2 lets two cadres end stacked to combine
			}
		}
		set[h>>6] |= 1 << (h & 63)
	}
	out := sr.result[:0]
	for w, x := range set {
		for x != 0 {
			out = append(out, int32(w*64+bits.TrailingZeros64(x)))
			x &= x - 1
		}
		set[w] = 0
	}
	sr.result = out
	return out
}

// relaxation is what the relaxation loop of a search reads besides the
// Searcher's arrays: the unit's kind as bits, so that the loop keeps few
// values live.
type relaxation struct {
	start    int32 // the unit's hex, -1 when it enters the map
	top      int   // the highest bucket pushed to; relax leaves there the last one
	ma       int   // the Movement Allowance, the road bonus aside
	kind     uint8 // unitLeader ... unitAtMap
	reject   uint8 // the flags of the cells and hexsides no node crosses into
	ezocStop uint8 // cellEZOC when entering an EZOC stops the move (6.7), 0 at night (7.7)
	locd     []int16
}

// The kind bits of a relaxation.
const (
	unitLeader          uint8 = 1 << iota // 16.9.2
	unitLight                             // 16.7.2 light infantry
	unitCossack                           // 16.7.3
	unitRouted                            // 9.6.2
	unitRoadBound                         // 16.7.6
	unitLeaderStartEZOC                   // 16.9.2: a leader that starts in an EZOC
	unitAtMap                             // on the map, not entering it (6.2 one-hex minimum)
)

// relax takes the nodes bucket by bucket, cheapest first, records each
// hex's best node and pushes the nodes across its hexsides (6.2-6.7). It
// walks only the hexsides a node may cross (to a hex of the map, not
// prohibited, by road when the node follows roads: Searcher.dirs), in
// direction order, and folds the tests of the hex entered into one of
// flags: the start hex is marked in its cell (cellStart) while the search
// runs.
//
// Most units pay a hexside's cost as its record says (searchEdge.cost;
// for leaders, edgeLeader) and stop on entering an EZOC (6.7) or, but
// light infantry and leaders, rugged terrain (6.5): their nodes are
// expanded by the loop below, which walks only the hexsides the node's
// Movement Points left pay for (Searcher.cheap), as most hexsides cost
// more. The nodes of cossacks and routed units, and the start of a move
// from the map (which may take the one-hex minimum, 6.2, and where a
// leader may not go from one EZOC to another, 16.9.2), are expanded by
// expand, which applies every rule.
func (sr *Searcher) relax(r *relaxation) {
	dist, cell, edges, dirs := sr.dist, sr.cell, sr.edge, sr.dirs
	nodes := sr.node[:len(dist)]
	reach := sr.reach
	buckets := sr.buckets
	start, top, kind := r.start, r.top, r.kind
	general := kind&(unitCossack|unitRouted) != 0
	cheap := sr.cheap
	if kind&unitLeader != 0 {
		edges, cheap = sr.edgeLeader, sr.cheapLeader
	}
	// stopMask: the flags of a cell and a hexside that stop the move.
	stopMask := r.ezocStop
	if kind&unitLight == 0 {
		stopMask |= edgeRugged
	}
	rej := r.reject
	onRoad := 0
	if kind&unitRoadBound != 0 {
		onRoad = 1 // off the road: only the hexsides a road crosses
	}
	for c := 0; c <= top; c++ {
		c1 := uint8(c + 1)
		// A push of cost c (a hexside of cost 0, the one-hex minimum of
		// a unit with no points) appends to the bucket being taken: q is
		// read again after each node.
		for k, q := 0, buckets[c]; k < len(q); k, q = k+1, buckets[c] {
			node := q[k]
			if dist[node] != c1 {
				continue // a stale entry: the node was pushed again, cheaper
			}
			h := node >> 2
			// The buckets are taken in cost order, so the first node
			// taken of a hex is its best (the start hex is not recorded).
			if rr := &reach[h]; rr.best == 0 && h != start {
				nd := nodes[node]
				sr.touched = append(sr.touched, h)
				*rr = reachRec{from: nd.orig, best: int8(c1), road: node&2 != 0, minc: nd.capped}
			}
			if node&1 != 0 {
				continue // stopped
			}
			mode := int(node>>1) & 1
			left := r.ma + mode - c // Movement Points left
			if general || c == 0 && kind&unitAtMap != 0 || uint(left) >= cheapLevels {
				top = sr.expand(r, node, c, top)
				continue
			}
			org := nodes[node].orig
			base := node & 2
			es := &edges[h]
			// 6.2: only the hexsides the points left pay for.
			for m := dirs[h][onRoad|mode] & cheap[int(h)*cheapLevels+left]; m != 0; m &= m - 1 {
				e := &es[bits.TrailingZeros8(m)&7]
				n := e.n
				cl := cell[n]
				if cl&rej != 0 {
					continue // 6.2 prohibited terrain; 6.3, 9.4.4.1 an enemy unit; an EZOC closed to the unit
				}
				nn := n*4 + base
				if (cl|e.flags)&stopMask != 0 {
					nn++ // 6.5, 6.7
				}
				nc := max(c+int(e.cost), 0)
				if dist[nn]-1 <= uint8(nc) {
					continue // reached as cheaply (0 - 1: not reached)
				}
				dist[nn] = uint8(nc + 1)
				nodes[nn] = searchNode{orig: org}
				buckets[nc] = append(buckets[nc], nn)
				top = max(top, nc)
			}
		}
	}
	r.top = top
}

// expand pushes the nodes across the hexsides of node, of cost c, for
// any unit: leaders, light infantry and cossacks in rugged terrain (6.5,
// 16.7.2, 16.7.3, 16.9.2), routed units (9.6.2) and the one-hex minimum
// (6.2). It returns the highest bucket pushed to.
func (sr *Searcher) expand(r *relaxation, node int32, c, top int) int {
	dist, cell, kind := sr.dist, sr.cell, r.kind
	nodes := sr.node[:len(dist)]
	h := node >> 2
	org := nodes[node].orig
	mode := int(node>>1) & 1
	budget := r.ma + mode
	rej := r.reject
	onRoad := mode
	if kind&unitRoadBound != 0 {
		onRoad = 1 // off the road: only the hexsides a road crosses
	}
	// 16.9.2: a leader does not move from one EZOC hex directly into
	// another.
	if kind&unitLeaderStartEZOC != 0 && h == r.start {
		rej |= cellEZOC
	}
	base := node & 2
	es := &sr.edge[h]
	for m := sr.dirs[h][onRoad]; m != 0; m &= m - 1 {
		e := &es[bits.TrailingZeros8(m)&7]
		cl := cell[e.n]
		if cl&rej != 0 {
			continue // 6.2 prohibited terrain; 6.3, 9.4.4.1 an enemy unit; an EZOC closed to the unit
		}
		if kind&unitRouted != 0 && r.locd[e.n] >= r.locd[h] {
			continue // 9.6.2: a routed unit only continues its retreat
		}
		nc := c + int(e.cost)
		stop := cl&r.ezocStop != 0 // 6.7
		if e.flags&edgeRugged != 0 {
			switch {
			case kind&unitLeader != 0:
				nc = c + 1 + int(e.side) // 16.9.2
			case kind&unitLight != 0: // 16.7.2
			case kind&unitCossack != 0: // 16.7.3
				if budget-c >= 2 {
					nc = c + 2 + int(e.side)
				} else {
					stop = true
				}
			default:
				stop = true // 6.5
			}
		}
		nn := e.n*4 + base
		full := 0
		if nc > budget {
			if c != 0 || kind&unitAtMap == 0 {
				continue
			}
			full = nc
			nc, stop = max(budget, 0), true // 6.2: one hex minimum
		}
		if stop {
			nn++
		}
		nc = max(nc, 0)
		if dist[nn]-1 <= uint8(nc) {
			continue // reached as cheaply (0 - 1: not reached)
		}
		dist[nn] = uint8(nc + 1)
		nodes[nn] = searchNode{orig: org}
		if full > nc {
			nodes[nn].capped = int8(min(full, 126) + 1)
		}
		sr.buckets[nc] = append(sr.buckets[nc], nn)
		top = max(top, nc)
	}
	return top
}

// entryCount is the number of units that already entered by hex e this
// phase (11.2 march order).
func (s *State) entryCount(e int32) int {
	for _, x := range s.entries {
		if x.hex == e {
			return int(x.count)
		}
	}
	return 0
}

func (s *State) addEntry(e int32) {
	for i := range s.entries {
		if s.entries[i].hex == e {
			s.entries[i].count++
			return
		}
	}
	s.entries = append(s.entries, entryCount{hex: e, count: 1})
}

// canAttackFrom reports whether a unit in hex h could attack an adjacent
// enemy unit (for committing the Guard, 12.3.1).
func (s *State) adjacentEnemy(h int32, side int) bool {
	b := s.B
	for d := 0; d < 6; d++ {
		n := b.Neighbours[h][d]
		if n < 0 {
			continue
		}
		if _, ok := b.adjacent(h, n); !ok {
			continue
		}
		if o := s.UnitAt(n); o >= 0 && b.Units[o].Side != side {
			return true
		}
		if g := s.GarrisonAt(n); g >= 0 && b.Units[g].Side != side {
			return true
		}
	}
	return false
}

// trailMoves implements the Clear Trail of España 20 Bussaco: a unit on a
// trail may move one hex along it directly from an EZOC hex to another EZOC
// hex when the enemy units are downhill (the unit's side of every hexside
// to an adjacent enemy is the uphill side). It never leaves EZOCs.
func (sr *Searcher) trailMoves(s *State, u int, h int32) []int32 {
	b := s.B
	side := b.Units[u].Side
	var out []int32
	hasTrail := false
	for d := 0; d < 6; d++ {
		if b.HexsideFlags[h][d]&sideTrail != 0 {
			hasTrail = true
		}
	}
	if !hasTrail {
		return nil
	}
	for d := 0; d < 6; d++ {
		n := b.Neighbours[h][d]
		if n >= 0 && s.EnemyIn(n, side) && !b.supHere[h][d] {
			return nil // an enemy unit is not downhill
		}
	}
	for d := 0; d < 6; d++ {
		n := b.Neighbours[h][d]
		if n < 0 || b.HexsideFlags[h][d]&sideTrail == 0 || sr.cell[n]&cellEZOC == 0 || sr.cell[n]&cellBlocked != 0 || s.UnitAt(n) >= 0 {
			continue
		}
		if b.HexsideFlags[h][d]&sideProhibited != 0 {
			continue
		}
		if sr.reach[n].best == 0 {
			sr.touched = append(sr.touched, n)
		}
		sr.reach[n].best = int8(1 + 1)
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}
