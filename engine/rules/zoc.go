package rules

// exertsZOC reports whether unit u exerts a Zone of Control at all (7.0):
// routed (9.6.2) and In Contact (8.2.4) units lose it, leaders have none
// (16.9.3), a garrison exerts one only when alone in its hex (9.4.4.1), and
// in the early edition there are no ZOCs at night (early 7.6).
func (s *State) exertsZOC(u int) bool {
	us := &s.Units[u]
	if us.Where != AtMap || us.Status&(stRouted|stInContact) != 0 {
		return false
	}
	info := &s.B.Units[u]
	if info.Leader {
		return false
	}
	if info.Garrison && s.GarrisonAt(us.Hex) != u {
		return false
	}
	if s.B.early() && s.B.IsNight(s.Turn) {
		return false
	}
	return true
}

// zocExtends reports whether a ZOC from hex h extends to its neighbour in
// direction d (7.0, 7.1): not into Fortified or Redoubt hexes, not between
// two built-up hexes, not across a Major River hexside. At a bridged or
// forded Major River the later editions let the phasing player decide case
// by case (7.1); the engine treats such a ZOC as not extending, which is the
// choice that never restricts the phasing player's movement or obliges an
// attack; the early edition says ZOCs never cross them.
func (b *Board) zocExtends(h int32, d int) bool {
	if b.zocExt != nil {
		return b.zocExt[h]>>d&1 != 0
	}
	return b.zocExtendsFrom(h, d)
}

// zocExtendsFrom works zocExtends out from the board's tables and hooks.
func (b *Board) zocExtendsFrom(h int32, d int) bool {
	n := b.Neighbours[h][d]
	if n < 0 || b.Fortified[n] {
		return false
	}
	if b.builtUp[h] && b.builtUp[n] {
		return false
	}
	if b.HexsideFlags[h][d]&sideMajorRiver != 0 {
		return false
	}
	if b.hexsideBlocksZOC(h, n) { // HexsideBlocksZOC GameHooks
		return false
	}
	return true
}

// buildZOCExtents fills b.zocExt, once the board's terrain, hexsides and
// special rules are final: the ZOC of every hex and direction is asked on
// nearly every order.
func (b *Board) buildZOCExtents() {
	ext := make([]uint8, b.N)
	for h := range ext {
		for d := 0; d < 6; d++ {
			if b.zocExtendsFrom(int32(h), d) {
				ext[h] |= 1 << d
			}
		}
	}
	b.zocExt = ext
}

// ZocInto reports whether unit u's ZOC covers hex n (adjacent).
func (s *State) ZocInto(u int, n int32) bool {
	if !s.exertsZOC(u) {
		return false
	}
	h := s.Units[u].Hex
	for d := 0; d < 6; d++ {
		if s.B.Neighbours[h][d] == n {
			return s.B.zocExtends(h, d) && !s.zocBlocked(n, s.B.Units[u].Side) // ZOCBlocked GameHooks
		}
	}
	return false
}

// zocIntoAdj is zocInto(u, n) for n, the neighbour of u's hex in
// direction d, without looking for the direction.
func (s *State) zocIntoAdj(u int, d int, n int32) bool {
	h := s.Units[u].Hex
	if h < 0 || s.B.Neighbours[h][d] != n {
		return s.ZocInto(u, n)
	}
	return s.exertsZOC(u) && s.B.zocExtends(h, d) && !s.zocBlocked(n, s.B.Units[u].Side) // ZOCBlocked GameHooks
}

// opposite is the direction back: b.nbr[b.nbr[h][d]][opposite[d]] is h.
var opposite = [6]int{3, 4, 5, 0, 1, 2}

// ZOCMask fills m (len N) with the hexes in the ZOC of side's units.
func (s *State) ZOCMask(side int, m []bool) {
	clear(m)
	b := s.B
	for _, u := range b.SideUnits[side] {
		if !s.exertsZOC(u) {
			continue
		}
		h := s.Units[u].Hex
		for d := 0; d < 6; d++ {
			if b.zocExtends(h, d) && !s.zocBlocked(b.Neighbours[h][d], side) { // ZOCBlocked GameHooks
				m[b.Neighbours[h][d]] = true
			}
		}
	}
}

// InEZOC reports whether unit u stands in an enemy Zone of Control.
func (s *State) InEZOC(u int) bool {
	if s.Units[u].Where != AtMap {
		return false
	}
	return s.HexInZOCOf(s.Units[u].Hex, 1-s.B.Units[u].Side)
}

// HexInZOCOf reports whether hex i is in the ZOC of side's units.
func (s *State) HexInZOCOf(i int32, side int) bool {
	b := s.B
	for d := 0; d < 6; d++ {
		n := b.Neighbours[i][d]
		if n < 0 {
			continue
		}
		var e int = -1
		if o := s.UnitAt(n); o >= 0 && b.Units[o].Side == side {
			e = o
		} else if g := s.GarrisonAt(n); g >= 0 && b.Units[g].Side == side {
			e = g
		}
		if e < 0 || !s.exertsZOC(e) {
			continue
		}
		if b.zocExtends(n, opposite[d]) && !s.zocBlocked(i, side) { // ZOCBlocked GameHooks
			return true
		}
	}
	return false
}

// ZOCHexes returns the hexes (XXYY) in the ZOC of a side's units, sorted.
func (s *State) ZOCHexes(side int) []string {
	m := make([]bool, s.B.N)
	s.ZOCMask(side, m)
	var out []string
	for i, v := range m {
		if v {
			out = append(out, s.B.Code(int32(i)))
		}
	}
	return out
}

// adjacent reports whether units in hexes a and b are adjacent for the
// rules (7.1: not across a Major River except at a bridge or ford), and the
// direction from a to b.
func (b *Board) adjacent(a, c int32) (int, bool) {
	for d := 0; d < 6; d++ {
		if b.Neighbours[a][d] == c {
			f := b.HexsideFlags[a][d]
			if f&sideMajorRiver != 0 && f&sideCrossing == 0 {
				return d, false
			}
			return d, true
		}
	}
	return 0, false
}
