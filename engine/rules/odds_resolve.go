package rules

// ResolveOdds analyses declared battle o.Battle as the Resolve order o
// would fight it: with its reserves and reduction, and with the special
// rules it commits (Resolve.Commit: an Independent Brigade's Support,
// Arapiles 20 16.6; the Garde Marins, Bailén 20 16.11; the Danube
// Flotilla, Slobozia 20 9.4.5), without changing the state. An order the
// engine would refuse is refused with the same error. The Morale Points
// the reserves cost (12.2.3) are spent first, as in the battle, so the
// step D modifiers that depend on Morale (16.7.1, 16.7.4) read them after.
//
// Odds, which the bots rate battles with, counts no commitment.
func (s *State) ResolveOdds(o Resolve) (*Odds, error) {
	c, err := s.checkResolve(o, &Checked{})
	if err != nil {
		return nil, err
	}
	// The commitments' strengths come from the BattleStrengths hooks,
	// which record their use (a brigade removed, a marker discarded):
	// they act on a copy.
	t := s.clone()
	bc := t.ctx(&t.BattleList[c.battle])
	var ev []Event
	for side, reserve := range [2]bool{c.opts.attReserve, c.opts.defReserve} {
		if reserve {
			_ = t.spend((bc.AttSide+side)%2, MoraleReserves, &ev) // checkResolve checked the Point
		}
	}
	att, def, terr, diff, cmd := t.baseOdds(bc, c.opts.attReserve, c.opts.defReserve, c.opts.reduce)
	att, def, diff = t.battleStrengths(bc, c.opts, att, def, diff, &ev)
	od := t.oddsOf(bc, c.opts.attReserve, att, def, terr, diff, cmd)
	for _, e := range ev {
		if e.Kind == EvSpecial {
			od.Notes = append(od.Notes, e.Text)
		}
	}
	return od, nil
}
