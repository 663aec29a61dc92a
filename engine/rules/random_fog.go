package rules

// fogOrder sometimes gives a Fog of War order (16.1): a Dummy joining an
// arriving reinforcement or a newly rallied unit (16.1.3), or a voluntary
// reveal (16.1.1). It returns nil when it gives none.
func (p *RandomPlayer) fogOrder(s *State) Order {
	b := s.B
	if !b.Optional("16.1") || s.Actor() != s.Phasing {
		return nil
	}
	if !s.dummyAddedThisTurn(s.Phasing) && p.rng.IntN(3) == 0 {
		dummy := -1
		for u, info := range b.Units {
			if info.Dummy && info.Side == s.Phasing && !info.Unusable && s.Units[u].Where == AtSetAside {
				dummy = u
				break
			}
		}
		if dummy >= 0 {
			for _, info := range b.Units {
				if info.Side != s.Phasing || info.Dummy || info.Leader || info.Garrison {
					continue
				}
				o := AddDummy{Unit: b.Units[dummy].ID, With: info.ID}
				if s.Legal(o) == nil {
					return o
				}
			}
		}
	}
	if s.Phase == PhaseMovement && p.rng.IntN(40) == 0 {
		for u, info := range b.Units {
			if info.Side == s.Phasing && s.Units[u].Where == AtMap && s.Units[u].Status&stRevealed == 0 && !info.Garrison {
				return Reveal{Unit: info.ID}
			}
		}
	}
	return nil
}
