package rules

// fogOrder sometimes gives a Fog of War order (16.1): a Dummy joining an
// arriving reinforcement or a newly rallied unit (16.1.3), or a voluntary
// reveal (16.1.1). It returns nil when it gives none.
func (p *RandomPlayer) fogOrder(s *State) Order {
	b := s.B
	if !b.Optional("16.1") || s.Actor() != s.Phasing {
		return nil
	}
	if !s.dummyAddedThisTurn(s.Phasing) && p.Rng.IntN(3) == 0 {
		dummy := -1
		for u := range b.Units {
			info := &b.Units[u]
			if info.Dummy && info.Side == s.Phasing && !info.Unusable && s.Units[u].Where == AtSetAside {
				dummy = u
				break
			}
		}
		if dummy >= 0 {
			for u := range b.Units {
				info := &b.Units[u]
				if info.Side != s.Phasing || info.Dummy || info.Leader || info.Garrison {
					continue
				}
				// Only an arriving reinforcement or a unit rallied tonight
				// can bring a Dummy (16.1.3): skip the others cheaply.
				us := &s.Units[u]
				if us.Status&(stEntered|stRallied) == 0 && (us.Where != AtPending || us.Arrive > s.Turn) {
					continue
				}
				// Nor, in the Movement Phase, one without an entry area
				// to enter by (checkAddDummy would refuse it, at the cost
				// of writing out why).
				if s.Phase == PhaseMovement && (s.Area(u) == "" || len(b.Entry[s.Area(u)]) == 0) {
					continue
				}
				o := AddDummy{Unit: b.Units[dummy].ID, With: info.ID}
				if s.Legal(o) == nil {
					return o
				}
			}
		}
	}
	if s.Phase == PhaseMovement && p.Rng.IntN(40) == 0 {
		for u := range b.Units {
			info := &b.Units[u]
			if info.Side == s.Phasing && s.Units[u].Where == AtMap && s.Units[u].Status&StRevealed == 0 && !info.Garrison {
				return Reveal{Unit: info.ID}
			}
		}
	}
	return nil
}
