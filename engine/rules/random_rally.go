package rules

// rallyHexes lists the hexes a Broken unit of side may be placed in when it
// Rallies (10.0): empty own LOC hexes, and with 16.4 the Rally hexes and the
// hexes of a leader the side is "Rallying on" (16.9.8).
func (s *State) rallyHexes(side int) []int32 {
	b := s.B
	free := func(h int32) bool { return s.UnitAt(h) < 0 && !s.EnemyIn(h, side) }
	var out []int32
	seen := map[int32]bool{}
	add := func(h int32) {
		if !seen[h] && free(h) {
			seen[h] = true
			out = append(out, h)
		}
	}
	for _, l := range b.loc[side] {
		add(l)
	}
	if !b.Optional("16.4") {
		return out
	}
	for h := int32(0); h < int32(b.N); h++ {
		if seen[h] || !free(h) {
			continue
		}
		if s.RallyHex(h, side) || s.rallyOnHex(h, side) {
			add(h)
		}
	}
	return out
}

// Rally gives a random Rally order in Night Operations (10.0): some of the
// phasing side's Broken units that may rally, each on its own placement
// hex, sometimes spending a Morale Point for +1 (12.2.2). It returns nil
// when there is nothing to rally or the order is not legal. A unit is
// tried at most once per Night Operations phase.
func (p *RandomPlayer) Rally(s *State) Order {
	b := s.B
	if !b.rallyRowsKnown() {
		return nil
	}
	var cand []int
	for u := range b.Units {
		info := &b.Units[u]
		if info.Side == s.Phasing && s.Units[u].Where == AtBroken && !info.Cadre && !info.Leader && info.NoRally == nil &&
			s.Units[u].Status&stBrokenDown == 0 && !p.Tried[u] {
			cand = append(cand, u)
		}
	}
	if len(cand) == 0 {
		return nil
	}
	hexes := s.rallyHexes(s.Phasing)
	if len(hexes) == 0 {
		return nil
	}
	p.Rng.Shuffle(len(cand), func(i, j int) { cand[i], cand[j] = cand[j], cand[i] })
	p.Rng.Shuffle(len(hexes), func(i, j int) { hexes[i], hexes[j] = hexes[j], hexes[i] })
	n := min(len(cand), len(hexes))
	if n > 1 && p.Rng.IntN(3) == 0 {
		n = 1 + p.Rng.IntN(n)
	}
	var r Rally
	for i := 0; i < n; i++ {
		r.Units = append(r.Units, b.Units[cand[i]].ID)
		r.Hexes = append(r.Hexes, b.Code(hexes[i]))
	}
	r.SpendMorale = s.Morale[s.Phasing] > 3 && p.Rng.IntN(3) == 0
	// Each unit tries once per Night in these games.
	for i := 0; i < n; i++ {
		p.Tried[cand[i]] = true
	}
	if s.Legal(r) == nil {
		return r
	}
	r.SpendMorale = false
	if s.Legal(r) == nil {
		return r
	}
	return nil
}
