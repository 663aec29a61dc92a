package rules

import "fmt"

// AddDummy brings one available (set-aside) Dummy unit of the acting side
// into play with a newly arrived unit (16.1.3): "You may add to the map one
// hidden friendly Dummy unit per turn, if available, with the arrival of
// either your newly Rallied or new Reinforcement units."
//
// With a reinforcement (Movement Phase), With is a unit of the phasing side
// that enters the map this phase, before or after it has entered: the Dummy
// joins its arrival and enters by the same entry area with a Move order,
// counted in the march order like any other arriving unit (11.2). A Dummy
// that has not entered by the end of the phase goes back to the set-aside
// pile.
//
// With a rallied unit (Night Operations), With is a unit rallied this
// night: the Dummy is placed, face down, stacked with it; one of the two
// must move away in the side's next Movement Phase (6.9).
type AddDummy struct {
	Unit string // the Dummy unit
	With string // the arriving reinforcement or the newly rallied unit
}

func (AddDummy) order() {}

// String returns the order in the game log's notation.
func (o AddDummy) String() string { return "add-dummy " + o.Unit + " with " + o.With }

// Reveal turns a hidden unit of the acting side face up (16.1.1: "whenever
// you desire to reveal your own unit"). A revealed Dummy is removed from the
// map at once, with no Morale loss (16.1.3).
type Reveal struct {
	Unit string
}

func (Reveal) order() {}

// String returns the order in the game log's notation.
func (o Reveal) String() string { return "reveal " + o.Unit }

// dummyAddedThisTurn reports whether side has already added a Dummy with an
// arrival this Game Turn (16.1.3: one per turn).
func (s *State) dummyAddedThisTurn(side int) bool { return s.dummyTurn[side] == s.Turn+1 }

// checkAddDummy validates an AddDummy order (16.1.3).
func (s *State) checkAddDummy(o AddDummy, c *Checked) (*Checked, error) {
	b := s.B
	if !b.Optional("16.1") {
		return nil, Illegal("16.1", "Dummy units belong to optional rule 16.1, not in use")
	}
	u, err := s.availableDummy(o.Unit)
	if err != nil {
		return nil, err
	}
	info := &b.Units[u]
	if s.dummyAddedThisTurn(info.Side) {
		return nil, Illegal("16.1.3", "only one Dummy a turn may arrive with rallied or reinforcement units (16.1.3)")
	}
	w, err := s.UnitOf(o.With)
	if err != nil {
		return nil, err
	}
	wi := &b.Units[w]
	ws := &s.Units[w]
	if wi.Side != info.Side || wi.Dummy || wi.Leader || wi.Garrison {
		return nil, Illegal("16.1.3", "%q is not a friendly combat unit for the Dummy to arrive with (16.1.3)", o.With)
	}
	if r, ok := b.dummyRestricted(w); ok { // NoDummy hooks (hooks.go)
		return nil, Illegal(RuleOf(r), "%q may not receive a Dummy (%s)", wi.ID, r.ID)
	}
	c.Unit, c.To, c.entry = u, -1, -1
	c.rally = []int{w}
	switch s.Phase {
	case PhaseMovement:
		if err := s.OrderDue(); err != nil { // OrderDue GameHooks
			return nil, err
		}
		arriving := ws.Where == AtPending && ws.Arrive <= s.Turn && s.Area(w) != "" && ws.Status&StMoved == 0
		entered := ws.Where == AtMap && ws.Status&stEntered != 0
		if !arriving && !entered {
			return nil, Illegal("16.1.3", "%q is not a reinforcement arriving this phase (16.1.3, 11.0)", o.With)
		}
		if s.Area(w) == "" || len(b.Entry[s.Area(w)]) == 0 {
			return nil, Illegal("16.1.3", "%q has no entry area with hexes for the Dummy to enter by (16.1.3, 11.2)", o.With)
		}
		return c, nil
	case PhaseNight:
		if ws.Where != AtMap || ws.Status&stRallied == 0 {
			return nil, Illegal("16.1.3", "%q was not rallied this night (16.1.3, 10.0)", o.With)
		}
		c.To = ws.Hex
		return c, nil
	}
	return nil, Illegal("16.1.3", "a Dummy arrives with reinforcements in the Movement Phase or with rallied units in Night Operations (16.1.3)")
}

// addDummy applies a checked AddDummy order.
func (s *State) addDummy(c *Checked, ev *[]Event) {
	b := s.B
	u, w := c.Unit, c.rally[0]
	us := &s.Units[u]
	us.Status &^= StRevealed | StMoved | stInBattle | stRouted | stInContact | stEntered
	s.dummyTurn[b.Units[u].Side] = s.Turn + 1
	if c.To >= 0 {
		s.Place(u, c.To)
		*ev = append(*ev, Event{Kind: EvDummy, Side: SideName(b.Units[u].Side), Unit: b.Units[u].ID, Hex: b.Code(c.To),
			Text: fmt.Sprintf("arrives hidden with rallied %s (16.1.3)", b.Units[w].ID)})
		return
	}
	us.Where, us.Hex, us.Arrive = AtPending, -1, s.Turn
	s.SetArea(u, s.Area(w))
	us.Status |= stDummyEscort
	*ev = append(*ev, Event{Kind: EvDummy, Side: SideName(b.Units[u].Side), Unit: b.Units[u].ID,
		Text: fmt.Sprintf("arrives hidden with reinforcement %s by entry area %s (16.1.3)", b.Units[w].ID, s.Area(u))})
}

// returnUnenteredDummies sends back to the set-aside pile every Dummy that
// joined an arrival this phase but did not enter the map (16.1.3).
func (s *State) returnUnenteredDummies(ev *[]Event) {
	for u := range s.B.Units {
		info := &s.B.Units[u]
		us := &s.Units[u]
		if info.Dummy && us.Where == AtPending && us.Status&stDummyEscort != 0 {
			us.Where, us.Arrive = AtSetAside, 0
			s.SetArea(u, "")
			us.Status &^= stDummyEscort
			*ev = append(*ev, Event{Kind: EvDummy, Side: SideName(info.Side), Unit: info.ID, Text: "did not enter; set aside again (16.1.3)"})
		}
	}
}

// checkReveal validates a Reveal order (16.1.1).
func (s *State) checkReveal(o Reveal, c *Checked) (*Checked, error) {
	b := s.B
	if !b.Optional("16.1") {
		return nil, Illegal("16.1", "hidden units belong to optional rule 16.1, not in use")
	}
	u, err := s.UnitOf(o.Unit)
	if err != nil {
		return nil, err
	}
	info := &b.Units[u]
	if info.Side != s.Actor() {
		return nil, Illegal("16.1.1", "%q is not a unit of the side giving orders (16.1.1: you reveal your own units)", o.Unit)
	}
	if s.Units[u].Where != AtMap || s.Units[u].Status&StRevealed != 0 {
		return nil, Illegal("16.1.1", "%q is not a hidden unit on the map (16.1.1)", o.Unit)
	}
	c.Unit = u
	return c, nil
}

// reveal applies a checked Reveal order.
func (s *State) reveal(c *Checked, ev *[]Event) {
	b := s.B
	u := c.Unit
	s.Units[u].Status |= StRevealed
	*ev = append(*ev, Event{Kind: EvReveal, Side: SideName(b.Units[u].Side), Unit: b.Units[u].ID, Hex: b.Code(s.Units[u].Hex), Text: "16.1.1"})
	if b.Units[u].Dummy {
		s.Remove(u, AtSetAside)
		*ev = append(*ev, Event{Kind: EvDummy, Side: SideName(b.Units[u].Side), Unit: b.Units[u].ID, Text: "revealed and removed (16.1.3)"})
	}
}
