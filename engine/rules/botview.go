package rules

// Read-only views of a position for players written outside this package
// (engine/sim): what the engine waits for, the declared battles, and the
// board's dense hex tables. They copy nothing the caller could change.

// AwaitingContact reports whether a Disengage left a hex that the enemy
// may follow into (8.2.4): the next order is MaintainContact.
func (s *State) AwaitingContact() bool { return s.Contact != nil }

// Declared reports whether the phasing side has declared its battles in
// this Combat Phase (9.2).
func (s *State) Declared() bool { return s.BattlesDeclared }

// Battles returns the battles declared in this Combat Phase, in the order
// Resolve numbers them. The slices are copies.
func (s *State) Battles() []Battle {
	out := make([]Battle, len(s.BattleList))
	for i, bt := range s.BattleList {
		out[i] = bt
		out[i].Attackers = append([]int(nil), bt.Attackers...)
		out[i].Defenders = append([]int(nil), bt.Defenders...)
	}
	return out
}

// Neighbour returns the hex next to hex i in direction d (0 to 5), or -1
// off the map.
func (b *Board) Neighbour(i int32, d int) int32 { return b.Neighbours[i][d] }

// Distance returns the number of hexes between hexes i and j.
func (b *Board) Distance(i, j int32) int { return b.Hexes[i].Distance(b.Hexes[j]) }

// HexDefense returns the combat benefit of hex i's terrain to a defender
// (9.4), hexsides not included.
func (b *Board) HexDefense(i int32) int { return int(b.HexCombat[i]) }

// Prohibited reports whether no unit may enter hex i.
func (b *Board) Prohibited(i int32) bool { return b.prohibited[i] }

// LOCHexes returns side's own Lines of Communication (14.0).
func (b *Board) LOCHexes(side int) []int32 { return append([]int32(nil), b.loc[side]...) }

// ObjectiveHexes returns side's own Objective hexes (14.0) and the morale
// each is worth.
func (b *Board) ObjectiveHexes(side int) (hexes []int32, morale []int) {
	for _, o := range b.objs[side] {
		hexes = append(hexes, o.hex)
		morale = append(morale, o.morale)
	}
	return hexes, morale
}

// ExitHex reports whether units of side may leave the map from hex i (an
// Organized Retreat or a unit_exit victory condition).
func (b *Board) ExitHex(side int, i int32) bool { return b.hasExits(side) && b.isExitHex(side, i) }

// Planner finds where units can move, for players that choose among the
// legal destinations themselves; the zero value is ready. A Planner is
// not safe for concurrent use.
type Planner struct {
	sr   Searcher
	s    *State
	u    int
	dest []int32
}

// Destinations returns every hex unit u can end a Movement Phase move in
// from position s (as Reachable, without the costs), sorted by index. The
// slice is reused by the next call.
func (p *Planner) Destinations(s *State, u int) []int32 {
	p.s, p.u = s, u
	p.dest = p.sr.search(s, u)
	return p.dest
}

// Move returns the order moving the unit of the last Destinations call to
// hex to, which must be one of the destinations found; the position
// remembers the search, so applying the order need not search again.
func (p *Planner) Move(to int32) (Move, bool) {
	if p.s == nil {
		return Move{}, false
	}
	for _, h := range p.dest {
		if h == to {
			p.s.hint = moveHint{unit: p.u + 1, to: to, entry: p.sr.reach[to].from}
			return Move{Unit: p.s.B.Units[p.u].ID, To: p.s.B.Code(to)}, true
		}
	}
	return Move{}, false
}

// RallyOrder returns a Rally order for the Broken units of the side to act
// at night (10.0), as random games give it, or nil when none may rally.
func (p *RandomPlayer) RallyOrder(s *State) Order {
	if s.result != nil || s.Phase != PhaseNight {
		return nil
	}
	if k := [3]int{s.Turn, s.Phasing, int(s.Phase)}; k != p.key || len(p.Tried) != len(s.B.Units) {
		p.key = k
		p.Tried = make([]bool, len(s.B.Units))
	}
	if o := p.Rally(s); o != nil {
		return o
	}
	return nil
}
