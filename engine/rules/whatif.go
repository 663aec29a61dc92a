package rules

import (
	"fmt"
	"sort"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// WithUnitAt returns a copy of the position with unit id moved to hex code,
// for what-if questions ("what are the odds if this corps stood there?").
// The hex must be on the map, not prohibited and not hold an enemy unit;
// a friendly unit already there is allowed (the copy may then hold a
// stack, as setups do).
func (s *State) WithUnitAt(id, code string) (*State, error) {
	u, err := s.UnitOf(id)
	if err != nil {
		return nil, err
	}
	h, err := s.B.Parse(code)
	if err != nil {
		return nil, fmt.Errorf("rules: %q: %v", id, err)
	}
	if s.B.prohibited[h] {
		return nil, fmt.Errorf("rules: hex %s is prohibited terrain", code)
	}
	if s.EnemyIn(h, s.B.Units[u].Side) {
		return nil, fmt.Errorf("rules: hex %s holds an enemy unit (6.3)", code)
	}
	t := s.clone()
	t.Place(u, h)
	return t, nil
}

// WithTurn returns a copy of the position at the start of game turn turn's
// Movement Phase for side (night turns and reinforcement arrivals follow
// the turn track). A position in the Set-up Phase is first given the
// default deployment (AutoDeploy).
func (s *State) WithTurn(turn, side int) *State {
	if s.Phase == PhaseSetup {
		if d, err := s.AutoDeploy(); err == nil {
			s = d
		}
	}
	t := s.clone()
	t.Turn, t.Phasing, t.Phase = turn, side, PhaseMovement
	return t
}

// Snapshot returns a copy of the scenario with the current position as its
// setup: units on the map set up in their hexes, Broken units set aside,
// eliminated units not used, units deployed in a turn box arriving then,
// each side's current Morale; after the Set-up Phase it has no deployment
// zones. Validating it (scenario.Validate) checks that a position reached
// by legal orders is still a valid scenario.
func (s *State) Snapshot() *scenario.Scenario {
	sc := *s.B.Scenario
	sc.Units = append([]scenario.Unit(nil), s.B.Scenario.Units...)
	sc.Sides = append([]scenario.Side(nil), s.B.Scenario.Sides...)
	for i := range sc.Sides {
		sc.Sides[i].Morale = s.Morale[SideIndex(sc.Sides[i].ID)]
	}
	sc.Map.Garrisons = nil
	for _, g := range s.B.Scenario.Map.Garrisons {
		if u := s.B.Unit("garrison-" + g.Hex); u >= 0 && s.Units[u].Where == AtMap {
			sc.Map.Garrisons = append(sc.Map.Garrisons, g)
		}
	}
	for i := range sc.Units {
		u := s.B.Unit(sc.Units[i].ID)
		if u < 0 {
			continue
		}
		us := s.Units[u]
		switch us.Where {
		case AtMap:
			sc.Units[i].Placement = scenario.Placement{Kind: scenario.PlaceSetup, Hex: s.B.Code(us.Hex)}
		case AtBroken, AtSetAside:
			sc.Units[i].Placement = scenario.Placement{Kind: scenario.PlaceSetAside}
		case AtEliminated, AtExited:
			sc.Units[i].Placement = scenario.Placement{Kind: scenario.PlaceNotUsed}
		case AtPending:
			if sc.Units[i].Placement.Kind == scenario.PlaceDeploy { // set up in a turn box (deploy.go)
				sc.Units[i].Placement = scenario.Placement{Kind: scenario.PlaceArrive, Turn: us.Arrive, EntryArea: s.Area(u)}
			}
		}
	}
	if s.Phase != PhaseSetup {
		sc.Deployment = nil // the set-up is done
	}
	return &sc
}

// TurnReach is a hex a unit can stand in after some Movement Phases, with
// the first of them (1 = this turn) that gets it there.
type TurnReach struct {
	Code string
	Turn int // game turn of arrival
}

// ReachWithin answers "can this unit get there by turn N?": every hex unit
// u can end a Movement Phase in during the next turns Movement Phases of
// its side, starting at this position's turn, with the first game turn it
// can be there. Other units stay where they are (the enemy does not move,
// no combat happens); night turns and reinforcement entry follow the turn
// track; one Movement Phase per game turn.
func (s *State) ReachWithin(u int, turns int) []TurnReach {
	b := s.B
	side := b.Units[u].Side
	first := map[int32]int{}
	var frontier []int32
	if s.Units[u].Where == AtMap {
		frontier = append(frontier, s.Units[u].Hex)
		first[s.Units[u].Hex] = s.Turn
	}
	sr := b.searcher()
	defer b.searchers.Put(sr)
	for k := 0; k < turns; k++ {
		turn := s.Turn + k
		base := s.WithTurn(turn, side)
		var next []int32
		starts := frontier
		if len(starts) == 0 && base.Units[u].Where == AtPending && base.Units[u].Arrive <= turn {
			starts = []int32{-1}
		}
		for _, p := range starts {
			t := base
			if p >= 0 {
				t = base.clone()
				t.Place(u, p)
			}
			for _, h := range sr.search(t, u) {
				if _, seen := first[h]; !seen {
					first[h] = turn
					next = append(next, h)
				}
			}
		}
		frontier = append(frontier, next...)
	}
	out := make([]TurnReach, 0, len(first))
	for h, t := range first {
		if s.Units[u].Where == AtMap && h == s.Units[u].Hex {
			continue
		}
		out = append(out, TurnReach{Code: b.Code(h), Turn: t})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Code < out[j].Code })
	return out
}

// WithMorale returns a copy of the position with side's Morale set to m
// (12.0), for a position a script or a what-if starts from.
func (s *State) WithMorale(side, m int) *State {
	t := s.clone()
	t.Morale[side] = m
	return t
}
