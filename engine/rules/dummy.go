package rules

import "fmt"

// PlaceDummy puts an available (set-aside) Dummy unit of the phasing side
// on the map at reconcealment in Night Operations (16.1.3, 14.0): into Hex,
// which holds a friendly unit and is not adjacent to an enemy unit; then
// Relocate (the Dummy itself or the friendly unit it joined) moves at once
// to To, a vacant hex adjacent to Hex that is not adjacent to an enemy unit
// either. The Dummy is face down.
type PlaceDummy struct {
	Unit     string // the Dummy unit
	Hex      string // XXYY of a friendly unit
	Relocate string // the Dummy or the unit in Hex
	To       string // XXYY next to Hex
}

func (PlaceDummy) order() {}

// String returns the order in the game log's notation.
func (o PlaceDummy) String() string {
	return "dummy " + o.Unit + " " + o.Hex + " " + o.Relocate + " " + o.To
}

// checkPlaceDummy validates a PlaceDummy order (16.1.3).
func (s *State) checkPlaceDummy(o PlaceDummy, c *Checked) (*Checked, error) {
	b := s.B
	if !b.Optional("16.1") {
		return nil, Illegal("16.1", "Dummy units belong to optional rule 16.1, not in use")
	}
	if s.Phase != PhaseNight {
		return nil, Illegal("16.1.3", "Dummy units are placed at reconcealment in Night Operations (16.1.3, 14.0)")
	}
	u, err := s.availableDummy(o.Unit)
	if err != nil {
		return nil, err
	}
	info := &b.Units[u]
	h, err := b.Parse(o.Hex)
	if err != nil {
		return nil, err
	}
	real := s.UnitAt(h)
	if real < 0 || b.Units[real].Side != info.Side || len(s.StackUnits(h)) != 1 {
		return nil, Illegal("16.1.3", "%s must hold one friendly unit for the Dummy to join (16.1.3)", o.Hex)
	}
	if r, ok := b.dummyRestricted(real); ok { // NoDummy hooks (hooks.go)
		return nil, Illegal(RuleOf(r), "%q may not receive a Dummy (%s)", b.Units[real].ID, r.ID)
	}
	if s.adjacentEnemy(h, info.Side) {
		return nil, Illegal("16.1.3", "%s is adjacent to an enemy unit (16.1.3)", o.Hex)
	}
	mover, err := s.UnitOf(o.Relocate)
	if err != nil {
		return nil, err
	}
	if mover != u && mover != real {
		return nil, Illegal("16.1.3", "relocate the Dummy %q or the unit %q it joined, not %q (16.1.3)", o.Unit, b.Units[real].ID, o.Relocate)
	}
	to, err := b.Parse(o.To)
	if err != nil {
		return nil, err
	}
	d := -1
	for k := 0; k < 6; k++ {
		if b.Neighbours[h][k] == to {
			d = k
		}
	}
	if d < 0 {
		return nil, Illegal("16.1.3", "%s is not adjacent to %s (16.1.3)", o.To, o.Hex)
	}
	if b.prohibited[to] || b.HexsideFlags[h][d]&sideProhibited != 0 || s.UnitAt(to) >= 0 || s.EnemyIn(to, info.Side) {
		return nil, Illegal("16.1.3", "%s is not a vacant hex the unit may enter (16.1.3, 6.3, 6.9)", o.To)
	}
	if s.adjacentEnemy(to, info.Side) {
		return nil, Illegal("16.1.3", "%s is adjacent to an enemy unit (16.1.3)", o.To)
	}
	c.Unit, c.To, c.entry = u, h, -1
	c.rally = []int{mover}
	c.rallyTo = []int32{to}
	return c, nil
}

// availableDummy returns the unit index of id when it is a Dummy of the
// phasing side in the set-aside pile, ready to enter play (16.1.3).
func (s *State) availableDummy(id string) (int, error) {
	u, err := s.UnitOf(id)
	if err != nil {
		return -1, err
	}
	info := &s.B.Units[u]
	if !info.Dummy || info.Side != s.Phasing || info.Unusable || s.Units[u].Where != AtSetAside {
		return -1, fmt.Errorf("rules: %q is not an available Dummy unit of the phasing side (16.1.3)", id)
	}
	return u, nil
}

// placeDummy applies a checked PlaceDummy order.
func (s *State) placeDummy(c *Checked, ev *[]Event) {
	b := s.B
	u, mover := c.Unit, c.rally[0]
	s.Units[u].Status &^= StRevealed | StMoved | stInBattle | stRouted | stInContact
	s.Place(u, c.To)
	s.Place(mover, c.rallyTo[0])
	*ev = append(*ev, Event{Kind: EvDummy, Side: SideName(b.Units[u].Side), Unit: b.Units[u].ID, Hex: b.Code(c.To),
		Text: fmt.Sprintf("placed hidden; %s relocates to %s (16.1.3)", b.Units[mover].ID, b.Code(c.rallyTo[0]))})
}

// removeRevealedDummies takes every revealed Dummy unit off the map at
// once, with no Morale loss; it may re-enter play later (16.1.3).
func (s *State) removeRevealedDummies(ev *[]Event) {
	if !s.B.Optional("16.1") {
		return
	}
	for u := range s.B.Units {
		info := &s.B.Units[u]
		if info.Dummy && s.Units[u].Where == AtMap && s.Units[u].Status&StRevealed != 0 {
			s.Remove(u, AtSetAside)
			*ev = append(*ev, Event{Kind: EvDummy, Side: SideName(info.Side), Unit: info.ID, Text: "revealed and removed (16.1.3)"})
		}
	}
}
