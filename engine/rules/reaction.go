package rules

import (
	"fmt"
)

func (s *State) checkReactionPhase() error {
	if s.Phase != PhaseReaction {
		return Illegal("8.0", "reactions happen in the Reaction Phase (8.0); now %s", s.Phase)
	}
	return nil
}

// checkCountercharge validates a Countercharge (8.1): non-routed,
// non-cossack cavalry of the reacting side adjacent to every defender; it
// may be selective (8.1.3).
func (s *State) checkCountercharge(o Countercharge, c *Checked) (*Checked, error) {
	if err := s.checkReactionPhase(); err != nil {
		return nil, err
	}
	bt, err := s.battleFromIDs(o.Attackers, o.Defenders)
	if err != nil {
		return nil, err
	}
	if err := s.checkBattleGeometry(bt); err != nil {
		return nil, err
	}
	b := s.B
	for _, a := range bt.Attackers {
		info := &b.Units[a]
		if info.Side == s.Phasing {
			return nil, Illegal("8.1", "only the reacting player countercharges (8.1)")
		}
		if !info.Cavalry {
			return nil, Illegal("8.1", "%q is not cavalry: only cavalry countercharges (8.1)", info.ID)
		}
		if s.Routed(a) {
			return nil, Illegal("8.1.1", "%q is Routed and cannot countercharge (8.1.1)", info.ID)
		}
		if info.Cossack && b.Optional("16.7") {
			return nil, Illegal("16.7.3", "cossack %q cannot countercharge (16.7.3)", info.ID)
		}
		if info.IrregularRules.NoCharge {
			return nil, Illegal("16.7.7", "irregular cavalry %q cannot countercharge (16.7.7)", info.ID)
		}
		if s.Units[a].Status&stReacted != 0 {
			return nil, Illegal("8.0", "%q has already reacted this phase (8.0)", info.ID)
		}
	}
	c.battles = []*Battle{bt}
	opts, err := s.optsFrom(o.AttackerReserve, o.DefenderReserve, 0, o.Advance, o.Pursue, nil)
	if err != nil {
		return nil, err
	}
	if o.AttackerReserve && s.Morale[1-s.Phasing] < 1 || o.DefenderReserve && s.Morale[s.Phasing] < 1 {
		return nil, Illegal("12.2.3", "no Morale Point to commit reserves (12.2.3)")
	}
	c.opts = opts
	return c, nil
}

// checkDisengage validates a Disengagement (8.2) or, with penetrate, a
// Cavalry Penetration (16.2).
func (s *State) checkDisengage(o Disengage, c *Checked, penetrate bool) (*Checked, error) {
	if err := s.checkReactionPhase(); err != nil {
		return nil, err
	}
	b := s.B
	u, err := s.UnitOf(o.Unit)
	if err != nil {
		return nil, err
	}
	info := &b.Units[u]
	if info.Side == s.Phasing {
		return nil, Illegal("8.0", "only the reacting player reacts (8.0)")
	}
	if s.Units[u].Where != AtMap {
		return nil, Illegal("8.0", "%q is not on the map", info.ID)
	}
	light := info.Light && info.Infantry && (b.Optional("16.7") || info.LightRule)
	if !info.Cavalry && !light {
		return nil, Illegal("8.2", "%q cannot disengage: cavalry only (8.2; light infantry with 16.7.2)", info.ID)
	}
	if s.Units[u].Status&stReacted != 0 {
		return nil, Illegal("8.0", "%q has already reacted this phase (8.0)", info.ID)
	}
	h := s.Units[u].Hex
	var adjEnemies []int
	enemyCav := false
	for d := 0; d < 6; d++ {
		n := b.Neighbours[h][d]
		if n < 0 {
			continue
		}
		if e := s.UnitAt(n); e >= 0 && b.Units[e].Side != info.Side {
			if _, ok := b.adjacent(h, n); ok {
				adjEnemies = append(adjEnemies, e)
				if b.Units[e].Cavalry && s.ZocInto(e, h) {
					enemyCav = true
				}
			}
		}
	}
	if len(adjEnemies) == 0 {
		return nil, Illegal("8.0", "%q is not adjacent to an enemy unit (8.0)", info.ID)
	}
	cossack := info.Cossack && b.Optional("16.7")
	if penetrate {
		if s.Routed(u) || !info.Cavalry || cossack || info.IrregularRules.NoCharge {
			return nil, Illegal("16.2", "%q may not penetrate (16.2, 16.7.3)", info.ID)
		}
		if enemyCav {
			return nil, Illegal("16.2", "%q is in an enemy cavalry unit's ZOC (16.2)", info.ID)
		}
	} else if enemyCav && !cossack {
		return nil, Illegal("8.2.2", "%q is pinned by enemy cavalry (8.2.2)", info.ID)
	}
	to, err := b.Parse(o.To)
	if err != nil {
		return nil, err
	}
	if !penetrate && !b.Grid.AtIndex(int(h)).Adjacent(b.Grid.AtIndex(int(to))) {
		// 8.2.3: through a friendly-occupied hex not in an EZOC, only when
		// no adjacent vacant hex is free of EZOC.
		if err := s.disengageThroughFriends(u, h, to); err != nil {
			return nil, err
		}
		c.Unit, c.To = u, to
		for _, e := range adjEnemies {
			if !b.Units[e].Artillery && !s.Routed(e) && !b.Units[e].Leader {
				c.defs = append(c.defs, e)
			}
		}
		return c, nil
	}
	dir, ok := b.adjacent(h, to)
	if !ok || b.prohibited[to] || b.HexsideFlags[h][dir]&sideProhibited != 0 {
		return nil, Illegal("8.2", "%s is not an adjacent hex %q may enter", o.To, info.ID)
	}
	if s.UnitAt(to) >= 0 || s.EnemyIn(to, info.Side) {
		return nil, Illegal("8.2.3", "%s is not vacant (8.2.3)", o.To)
	}
	inEZOC := s.HexInZOCOf(to, 1-info.Side)
	if penetrate {
		if !s.adjacentEnemy(to, info.Side) {
			return nil, Illegal("16.2", "a penetrating unit ends adjacent to an enemy unit (16.2)")
		}
		for d := 0; d < 6; d++ {
			if e := s.UnitAt(b.Neighbours[to][d]); b.Neighbours[to][d] >= 0 && e >= 0 && b.Units[e].Side != info.Side && b.Units[e].Cavalry && s.ZocInto(e, to) {
				return nil, Illegal("16.2", "a penetrating unit may not enter an enemy cavalry unit's ZOC (16.2)")
			}
		}
	} else if inEZOC {
		return nil, Illegal("8.2.3", "%s is in an enemy ZOC (8.2.3)", o.To)
	}
	c.Unit, c.To = u, to
	if !penetrate {
		for _, e := range adjEnemies {
			if !b.Units[e].Artillery && !s.Routed(e) && !b.Units[e].Leader {
				c.defs = append(c.defs, e)
			}
		}
	}
	return c, nil
}

// disengageThroughFriends checks a two-hex disengagement through a friendly
// unit (8.2.3).
func (s *State) disengageThroughFriends(u int, h, to int32) error {
	b := s.B
	side := b.Units[u].Side
	free := func(x int32, from int32) bool {
		dir, ok := b.adjacent(from, x)
		return ok && !b.prohibited[x] && b.HexsideFlags[from][dir]&sideProhibited == 0 && s.UnitAt(x) < 0 && !s.EnemyIn(x, side) && !s.HexInZOCOf(x, 1-side)
	}
	for d := 0; d < 6; d++ {
		if n := b.Neighbours[h][d]; n >= 0 && free(n, h) {
			return fmt.Errorf("rules: a vacant hex free of enemy ZOC is adjacent; disengage there (8.2.3)")
		}
	}
	for d := 0; d < 6; d++ {
		f := b.Neighbours[h][d]
		if f < 0 {
			continue
		}
		if o := s.UnitAt(f); o < 0 || b.Units[o].Side != side || s.HexInZOCOf(f, 1-side) {
			continue
		}
		if dir, ok := b.adjacent(h, f); !ok || b.HexsideFlags[h][dir]&sideProhibited != 0 {
			continue
		}
		if free(to, f) {
			return nil
		}
	}
	return fmt.Errorf("rules: %s is not a disengagement hex (8.2.3)", b.Code(to))
}
