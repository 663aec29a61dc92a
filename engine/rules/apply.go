package rules

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Legal reports whether order o may be given now, without changing the
// state or rolling dice.
func (s *State) Legal(o Order) error {
	var c Checked // on the stack: players ask Legal many times an order
	_, err := s.check(o, &c)
	return err
}

// Checked carries what validation found, for Apply.
type Checked struct {
	Unit    int
	To      int32
	entry   int32
	battles []*Battle
	battle  int
	opts    BattleOpts
	defs    []int
	rally   []int
	rallyTo []int32
	exit    int // Exit: index of the victory condition, -1 for an Organized Retreat
}

func (s *State) UnitOf(id string) (int, error) {
	u := s.B.Unit(id)
	if u < 0 {
		return -1, fmt.Errorf("rules: unknown unit %q%s", id, s.suggestUnit(id))
	}
	return u, nil
}

// check validates o, filling the zeroed c with what Apply needs.
func (s *State) check(o Order, c *Checked) (*Checked, error) { return s.checkIn(o, c, nil) }

// checkIn is check, where an order type of a special-rule kind fills own,
// a zeroed checked on the heap, when it is given (Apply's, in the new
// state), else one made for it.
func (s *State) checkIn(o Order, c, own *Checked) (*Checked, error) {
	if s.result != nil {
		return nil, Illegal("15.0", "the game is over (%s)", s.result)
	}
	if o == nil {
		return nil, Illegal("4.0", "unknown order %T", o)
	}
	if s.Contact != nil {
		if _, ok := o.(MaintainContact); !ok {
			return nil, Illegal("8.2.4", "the phasing player must first decide whether to maintain contact (8.2.4)")
		}
	}
	if s.Phase == PhaseSetup {
		switch o.(type) {
		case Deploy, EndPhase, PlaceGarrison:
		default:
			return nil, Illegal("3.0", "only Deploy, PlaceGarrison and EndPhase orders in the Set-up Phase (3.0)")
		}
	}
	// Each order type has its own check (ordertypes.go). The engine's own
	// types are called directly, which keeps c on the caller's stack
	// (Legal is asked many times an order); an order type of a
	// special-rule kind (Command, NightAttack, BuildRedoubt), called
	// through the interface, gets own instead (the checked of the new
	// state when Apply checks, so that it allocates none).
	switch o := o.(type) {
	case Deploy:
		return o.check(s, c)
	case EndPhase:
		return o.check(s, c)
	case ForceMarch:
		return o.check(s, c)
	case Exit:
		return o.check(s, c)
	case AuthorizeRetreat:
		return o.check(s, c)
	case Move:
		return o.check(s, c)
	case Countercharge:
		return o.check(s, c)
	case Disengage:
		return o.check(s, c)
	case Penetrate:
		return o.check(s, c)
	case MaintainContact:
		return o.check(s, c)
	case Declare:
		return o.check(s, c)
	case Resolve:
		return o.check(s, c)
	case Rally:
		return o.check(s, c)
	case Breakdown:
		return o.check(s, c)
	case Buildup:
		return o.check(s, c)
	case PlaceDummy:
		return o.check(s, c)
	case AddDummy:
		return o.check(s, c)
	case Reveal:
		return o.check(s, c)
	}
	if own == nil {
		own = new(Checked)
	}
	switch o := o.(type) {
	case coreOrder:
		return o.check(s, own)
	case KindOrder:
		return o.Check(s, own)
	}
	return nil, Illegal("4.0", "unknown order %T", o)
}

// checkForceMarch validates a Forced March (12.2.1): in the Movement Phase,
// once, before any unit moves, with the Morale Point(s) it costs.
func (s *State) checkForceMarch(o ForceMarch, c *Checked) (*Checked, error) {
	b := s.B
	if s.Phase != PhaseMovement {
		return nil, Illegal("12.2.1", "Forced March only in the Movement Phase (12.2.1)")
	}
	if s.ForcedMarch {
		return nil, Illegal("12.2", "already force-marched this phase (12.2)")
	}
	for u := range b.Units {
		info := &b.Units[u]
		if info.Side == s.Phasing && s.Units[u].Status&StMoved != 0 {
			return nil, Illegal("12.2.1", "Forced March must be declared before any unit moves (12.2.1)")
		}
	}
	cost := s.forcedMarchCost() // ForcedMarchCost hooks (hooks.go)
	if o.Corps != "" {
		var err error
		if _, cost, err = s.marchGroupOf(o.Corps); err != nil { // ForcedMarch GameHooks
			return nil, err
		}
	}
	if s.Morale[s.Phasing] < cost {
		return nil, Illegal("12.2", "no Morale Point to spend (12.2; %d needed)", cost)
	}
	return c, nil
}

// checkMove validates a Move (6.0-7.0, 11.0): the phasing side's unit, in
// its Movement Phase, within the scenario's movement limits, to a hex it can
// reach.
func (s *State) checkMove(o Move, c *Checked) (*Checked, error) {
	b := s.B
	if s.Phase != PhaseMovement {
		return nil, Illegal("6.1", "units move only in their Movement Phase (6.1); now %s", s.Phase)
	}
	if err := s.OrderDue(); err != nil { // OrderDue GameHooks
		return nil, err
	}
	// A move the random player found: its unit and hex are read from the
	// hint when the order names them exactly (unit ids and hex numbers
	// are unique), the rest is checked as for any order.
	hn := s.hint
	var u int
	if hn.unit > 0 && o.Unit == b.Units[hn.unit-1].ID {
		u = hn.unit - 1
	} else {
		var err error
		if u, err = s.UnitOf(o.Unit); err != nil {
			return nil, err
		}
	}
	info := &b.Units[u]
	us := &s.Units[u]
	if info.Side != s.Phasing {
		return nil, Illegal("6.1", "%q is not the phasing player's unit (6.1)", info.ID)
	}
	cont := s.MoveRules(u).Has(MfGoesOn) // a move that goes on (MoveRules GameHooks)
	if us.Status&StMoved != 0 && !cont {
		return nil, Illegal("6.4", "%q has already moved this phase (6.4)", info.ID)
	}
	if us.Where == AtPending && us.Arrive > s.Turn {
		return nil, Illegal("11.0", "%q arrives on turn %d, not before (11.0)", info.ID, us.Arrive)
	}
	if us.Where == AtPending && info.Placement.Kind == scenario.PlaceVariable && us.Status&StRolled == 0 {
		return nil, Illegal("11.0", "variable reinforcement %q has not rolled its arrival this turn (11.0)", info.ID)
	}
	if us.Where != AtMap && us.Where != AtPending {
		return nil, Illegal("6.1", "%q is not in play", info.ID)
	}
	if err := s.mayMove(MoveAtAll, info.Side, u); err != nil { // MayMove GameHooks
		return nil, err
	}
	if !cont { // a continuation was counted
		if err := s.mayMove(MoveSide, info.Side, -1); err != nil {
			return nil, err
		}
	}
	if err := s.mayMove(MoveUnit, info.Side, u); err != nil {
		return nil, err
	}
	if !cont { // a 7.8 continuation was counted
		if err := s.mayMove(MoveCount, info.Side, u); err != nil {
			return nil, err
		}
	}
	to := int32(-1)
	if hn.unit == u+1 && o.To == b.codes[hn.to] {
		to = hn.to
	} else {
		var err error
		if to, err = b.Parse(o.To); err != nil {
			return nil, Illegal("6.1", "move %q: %v", info.ID, err)
		}
	}
	if hn.unit == u+1 && hn.to == to {
		c.Unit, c.To, c.entry = u, to, hn.entry
		if info.Guard && s.guardCommitCost(u, to) && s.Morale[info.Side] < 1 {
			return nil, Illegal("12.3.1", "committing the Guard needs a Morale Point (12.3.1)")
		}
		return c, nil
	}
	sr := b.searcher()
	found, entry := false, int32(0)
	for _, h := range sr.search(s, u) {
		if h == to {
			found, entry = true, sr.reach[h].from
			break
		}
	}
	b.searchers.Put(sr) // not deferred: the function has too many returns for an inlined defer
	if found {
		c.Unit, c.To, c.entry = u, to, entry
		if info.Guard && s.guardCommitCost(u, to) && s.Morale[info.Side] < 1 {
			return nil, Illegal("12.3.1", "committing the Guard needs a Morale Point (12.3.1)")
		}
		return c, nil
	}
	return nil, Illegal("6.0", "%q cannot reach %s this phase (6.0-7.0; see Reachable)", info.ID, o.To)
}

// checkMaintainContact validates the answer to a disengagement (8.2.4):
// none, or a unit that was adjacent to the disengaging unit.
func (s *State) checkMaintainContact(o MaintainContact, c *Checked) (*Checked, error) {
	b := s.B
	if s.Contact == nil {
		return nil, Illegal("8.2.4", "no disengagement to follow (8.2.4)")
	}
	if o.Unit == "" {
		return c, nil
	}
	u, err := s.UnitOf(o.Unit)
	if err != nil {
		return nil, err
	}
	if s.UnitAt(s.Contact.Vacated) >= 0 || s.GarrisonAt(s.Contact.Vacated) >= 0 { // a Garrison still holds it (9.4.4)
		return nil, Illegal("8.2.4", "the hex %s the unit disengaged from is still occupied (8.2.4)", b.Code(s.Contact.Vacated))
	}
	for _, x := range s.Contact.Candidate {
		if int(x) == u {
			c.Unit = u
			return c, nil
		}
	}
	return nil, Illegal("8.2.4", "%q was not adjacent to the disengaging unit (8.2.4)", o.Unit)
}

// checkDeclare validates the Combat Phase declaration (9.2): once, all
// battles together.
func (s *State) checkDeclare(o Declare, c *Checked) (*Checked, error) {
	if s.Phase != PhaseCombat {
		return nil, Illegal("9.2", "battles are declared in the Combat Phase (9.2)")
	}
	if s.BattlesDeclared {
		return nil, Illegal("9.2", "battles are declared once, all together (9.2)")
	}
	if s.declHinted(o, c) {
		return c, nil // checkDeclaration accepted these very battles in s
	}
	for _, d := range o.Battles {
		bt, err := s.battleFromIDs(d.Attackers, d.Defenders)
		if err != nil {
			return nil, err
		}
		c.battles = append(c.battles, bt)
	}
	if err := s.checkDeclaration(c.battles); err != nil {
		return nil, err
	}
	return c, nil
}

// declHinted reports whether o names exactly the battles of the state's
// declaration hint, which checkDeclaration accepted in this state; it
// then fills c.battles with them as battleFromIDs would.
func (s *State) declHinted(o Declare, c *Checked) bool {
	h := s.hint.decl
	if h == nil {
		return false
	}
	units := s.B.Units
	same := func(ids []string, idx []int32) bool {
		if len(ids) != len(idx) {
			return false
		}
		for i, id := range ids {
			if id != units[idx[i]].ID {
				return false
			}
		}
		return true
	}
	k := 0
	for _, d := range o.Battles {
		if k+2 > len(h) {
			return false
		}
		na, nd := int(h[k]), int(h[k+1])
		att := h[k+2 : k+2+na]
		def := h[k+2+na : k+2+na+nd]
		if !same(d.Attackers, att) || !same(d.Defenders, def) {
			return false
		}
		k += 2 + na + nd
	}
	if k != len(h) {
		return false
	}
	// The battles and their units in one block each, every list's
	// capacity clipped to its length: an append to one copies it.
	if len(o.Battles) == 0 {
		return true
	}
	bts := make([]Battle, len(o.Battles))
	ids := make([]int, 0, len(h)-2*len(o.Battles))
	c.battles = make([]*Battle, len(o.Battles))
	for i, k := 0, 0; k < len(h); i++ {
		na, nd := int(h[k]), int(h[k+1])
		for _, u := range h[k+2 : k+2+na+nd] {
			ids = append(ids, int(u))
		}
		all := ids[len(ids)-na-nd:]
		bts[i].Attackers = all[:na:na]
		bts[i].Defenders = all[na : na+nd : na+nd]
		c.battles[i] = &bts[i]
		k += 2 + na + nd
	}
	return true
}

// checkResolve validates resolving a declared battle (9.5-9.8): reserves
// (12.2.3), reduction, advances, and the scenario's battle options.
func (s *State) checkResolve(o Resolve, c *Checked) (*Checked, error) {
	if s.Phase != PhaseCombat || !s.BattlesDeclared {
		return nil, Illegal("9.2", "declare battles first (9.2)")
	}
	if o.Battle < 0 || o.Battle >= len(s.BattleList) {
		return nil, Illegal("9.2", "no declared battle %d (have %d)", o.Battle, len(s.BattleList))
	}
	bt := &s.BattleList[o.Battle]
	if bt.Resolved || bt.Cancelled {
		return nil, Illegal("9.8.6", "battle %d is already resolved or cancelled (9.8.6)", o.Battle)
	}
	if o.Reduce < 0 {
		return nil, Illegal("9.5", "a differential reduction is not negative (9.5)")
	}
	if o.AttackerReserve && s.Morale[s.Phasing] < 1 || o.DefenderReserve && s.Morale[1-s.Phasing] < 1 {
		return nil, Illegal("12.2.3", "no Morale Point to commit reserves (12.2.3)")
	}
	if err := s.checkReserves(bt, o.AttackerReserve, o.DefenderReserve); err != nil {
		return nil, err
	}
	c.battle = o.Battle
	opts, err := s.optsFrom(o.AttackerReserve, o.DefenderReserve, o.Reduce, o.Advance, o.Pursue, o.Exchange)
	if err != nil {
		return nil, err
	}
	if opts.paths, err = s.checkRetreatChoices(bt, o.Paths); err != nil {
		return nil, err
	}
	if err := s.commitTo(&opts, "resolve", bt, o.Commit); err != nil { // the kinds' order options (options.go)
		return nil, err
	}
	if c.opts, err = s.checkResolveHooks(bt, o, opts); err != nil { // CheckResolve GameHooks
		return nil, err
	}
	return c, nil
}

func (s *State) optsFrom(ar, dr bool, reduce int, adv []string, pursue int, ex []string) (BattleOpts, error) {
	o := BattleOpts{attReserve: ar, defReserve: dr, reduce: reduce, pursue: pursue}
	if len(adv) > 0 {
		o.Advance = make([]int, 0, len(adv))
	}
	for _, id := range adv {
		u, err := s.UnitOf(id)
		if err != nil {
			return o, err
		}
		if s.B.Units[u].Artillery {
			rule := "9.8"
			if s.B.early() {
				rule = "9.9"
			}
			return o, fmt.Errorf("rules: %q is artillery, and artillery units can never Advance After Combat (%s)", id, rule)
		}
		o.Advance = append(o.Advance, u)
	}
	for _, id := range ex {
		u, err := s.UnitOf(id)
		if err != nil {
			return o, err
		}
		o.exchange = append(o.exchange, u)
	}
	return o, nil
}

// guardCommitCost reports whether moving Guard unit u to hex to commits it
// (12.3.1): into a hex from which it can attack, unless it started the
// phase in an EZOC or either side has only 1 Morale Point.
func (s *State) guardCommitCost(u int, to int32) bool {
	if s.Units[u].Status&stWasInEZOC != 0 || s.Morale[0] == 1 || s.Morale[1] == 1 {
		return false
	}
	return s.adjacentEnemy(to, s.B.Units[u].Side)
}

func (s *State) checkEndPhase() error {
	if err := s.OrderDue(); err != nil { // OrderDue GameHooks
		return err
	}
	switch s.Phase {
	case PhaseSetup:
		return s.checkEndSetup()
	case PhaseCombat:
		if !s.BattlesDeclared {
			if s.hint.noOblig {
				return nil // the random player found no mandatory attack in this state
			}
			var mustBuf, mustBeBuf [32]int
			must, mustBe := s.obligations(s.Phasing, nil, mustBuf[:0], mustBeBuf[:0]) // nil: no attacker declared yet
			if len(must) > 0 || len(mustBe) > 0 {
				u := 0
				if len(must) > 0 {
					u = must[0]
				}
				return Illegal("7.4", "mandatory attacks must be declared (7.4, 9.1): %q is in an enemy ZOC", s.B.Units[u].ID)
			}
			return nil
		}
		for i, bt := range s.BattleList {
			if !bt.Resolved && !bt.Cancelled {
				return Illegal("9.2", "declared battle %d is not resolved (9.2)", i)
			}
		}
	case PhaseMovement:
		// 6.9: no friendly units may end the Movement Phase stacked, unless
		// none of them can move.
		sr := s.B.searcher()
		defer s.B.searchers.Put(sr)
		if len(sr.cnt) != s.B.N {
			sr.cnt = make([]uint8, s.B.N)
		}
		cnt := sr.cnt
		s.stackCounts(cnt)
		for u := range s.B.Units {
			info := &s.B.Units[u]
			if info.Side != s.Phasing || info.Leader || info.Garrison || s.Units[u].Where != AtMap {
				continue
			}
			if s.Units[u].Status&StMoved != 0 || cnt[s.Units[u].Hex] < 2 || s.mayMove(MoveCount, info.Side, u) != nil {
				continue
			}
			if st := s.StackUnits(s.Units[u].Hex); len(st) > 1 && len(sr.search(s, u)) > 0 {
				return Illegal("6.9", "%q and %q are stacked in %s: one must move before the Movement Phase ends (6.9)", s.B.Units[st[0]].ID, s.B.Units[st[1]].ID, s.B.Code(s.Units[u].Hex))
			}
		}
	case PhaseOver:
		return Illegal("15.0", "the game is over")
	}
	return nil
}

// Apply gives order o and returns the new state with what happened. The
// receiver is not changed. Dice are rolled only through d.
func (s *State) Apply(o Order, d Dice) (*State, []Event, error) {
	return s.ApplyAppend(o, d, make([]Event, 0, 4))
}

// ApplyAppend is Apply appending the events to ev, so that a caller that
// reads each order's events before the next (a many-game run) can give
// the same buffer again and again.
func (s *State) ApplyAppend(o Order, d Dice, ev []Event) (*State, []Event, error) {
	// The checked order and the event slice are handed to hooks through
	// function values, so locals would move to the heap on every order:
	// the new state holds them instead, zero again before it is returned.
	t := s.clone()
	c, err := s.checkIn(o, &t.apply.c, &t.apply.c)
	if err != nil {
		t.apply = applyScratch{}
		t.Recycle()
		return nil, nil, err
	}
	t.apply.ev = ev
	evs := &t.apply.ev
	if err := applyOrder(o, t, s, c, d, evs); err != nil {
		return nil, nil, err
	}
	t.afterOrder(s, o, c, evs) // AfterOrder hooks (hooks.go)
	ev = *evs
	t.apply = applyScratch{}
	return t, ev, nil
}

// applyForceMarch enacts a Forced March (12.2.1) and spends its Morale
// Point(s).
func (t *State) applyForceMarch(o ForceMarch, ev *[]Event) error {
	t.ForcedMarch, t.marchGroup = true, 0
	cost := t.forcedMarchCost() // ForcedMarchCost hooks (hooks.go)
	if o.Corps != "" {
		n, c, err := t.marchGroupOf(o.Corps) // ForcedMarch GameHooks; checked
		if err != nil {
			return err
		}
		t.marchGroup, cost = int8(n), c
		*ev = append(*ev, Event{Kind: EvForceMarch, Side: SideName(t.Phasing), Text: fmt.Sprintf("the %s only, %d Morale (12.2.1)", o.Corps, cost)})
	} else {
		*ev = append(*ev, Event{Kind: EvForceMarch, Side: SideName(t.Phasing)})
	}
	for i := cost; i > 0; i-- {
		if err := t.spend(t.Phasing, MoraleForcedMarch, ev); err != nil {
			return err
		}
	}
	return nil
}

// applyMove enacts a checked Move (6.0, 11.0); s is the state the order was
// given in.
func (t *State) applyMove(s *State, c *Checked, d Dice, ev *[]Event) error {
	b := t.B
	u := c.Unit
	info := &b.Units[u]
	from := t.Units[u].Hex
	t.RunPhase(OnMove, PhaseStep{Dice: d, Events: ev}) // Phase GameHooks
	if info.Guard && t.guardCommitCost(u, c.To) {
		*ev = append(*ev, Event{Kind: EvCommitGuard, Unit: info.ID, Text: "12.3.1"})
		if err := t.spend(info.Side, MoraleCommitGuard, ev); err != nil {
			return err
		}
		t.Units[u].Status |= StRevealed | stCommitted // 16.1.1, 16.7.1
	}
	kind := EvMove
	if t.Units[u].Where == AtPending {
		kind = EvEnter
		if c.entry >= 0 {
			t.addEntry(c.entry)
		}
		t.Units[u].Status = t.Units[u].Status&^stDummyEscort | stEntered
	}
	t.Place(u, c.To)
	t.Units[u].Status |= StMoved
	*ev = append(*ev, Event{Kind: kind, Side: SideName(info.Side), Unit: info.ID, Hex: b.Code(c.To), Text: b.fromCode(from)})
	t.LeadersInEZOC(d, ev)                                                  // 16.9.3
	t.RunPhase(OnMoved, PhaseStep{Before: s, Unit: u, Dice: d, Events: ev}) // Phase GameHooks
	return nil
}

// applyCountercharge resolves a Reaction Phase attack at once (8.1).
func (t *State) applyCountercharge(c *Checked, d Dice, ev *[]Event) error {
	bt := c.battles[0]
	bt.Countercharge = true
	for _, u := range bt.Attackers {
		t.Units[u].Status |= stReacted | StRevealed
	}
	for _, u := range bt.Defenders {
		t.Units[u].Status |= StRevealed
	}
	t.BattleList = append(t.BattleList, *bt)
	k := len(t.BattleList) - 1
	if err := t.resolve(&t.BattleList[k], c.opts, d, ev); err != nil {
		return err
	}
	t.BattleList = t.BattleList[:k]
	return nil
}

// applyDisengage enacts a Disengage or a Cavalry Penetration (8.2, 16.2); a
// disengagement from adjacent enemies waits for their MaintainContact
// (8.2.4).
func (t *State) applyDisengage(o Order, c *Checked, ev *[]Event) {
	b := t.B
	u := c.Unit
	from := t.Units[u].Hex
	leaders := t.leadersWith(u)
	t.Place(u, c.To)
	for _, l := range leaders {
		t.Units[l].Hex = c.To
	}
	t.Units[u].Status |= stReacted
	kind := EvDisengage
	if _, ok := o.(Penetrate); ok {
		kind = EvPenetrate
	} else if len(c.defs) > 0 {
		t.Contact = &PendingContact{Vacated: from}
		for _, e := range c.defs {
			t.Contact.Candidate = append(t.Contact.Candidate, int32(e))
		}
	}
	*ev = append(*ev, Event{Kind: kind, Unit: b.Units[u].ID, Hex: b.Code(c.To), Text: b.fromCode(from)})
}

// applyMaintainContact moves the unit that keeps contact into the vacated
// hex, if any (8.2.4).
func (t *State) applyMaintainContact(o MaintainContact, c *Checked, ev *[]Event) {
	b := t.B
	if o.Unit != "" {
		u := c.Unit
		t.Place(u, t.Contact.Vacated)
		t.Units[u].Status |= stInContact
		*ev = append(*ev, Event{Kind: EvContact, Unit: b.Units[u].ID, Hex: b.Code(t.Contact.Vacated), Text: "In Contact (8.2.4)"})
	}
	t.Contact = nil
}

// applyDeclare records the Combat Phase declaration (9.2) and reveals the
// units in battle (16.1.1).
func (t *State) applyDeclare(c *Checked, d Dice, ev *[]Event) {
	t.BattlesDeclared = true
	t.BattleList = nil
	if len(c.battles) > 0 {
		// Into the memory a recycled position left, when it has room.
		t.BattleList, t.spareBattles = t.spareBattles[:0], nil
		if cap(t.BattleList) < len(c.battles) {
			t.BattleList = make([]Battle, 0, len(c.battles))
		}
	}
	for _, bt := range c.battles {
		t.BattleList = append(t.BattleList, *bt)
		for _, us := range [2][]int{bt.Attackers, bt.Defenders} {
			for _, u := range us {
				t.Units[u].Status |= stInBattle | StRevealed // 16.1.1
			}
		}
		*ev = append(*ev, Event{Kind: EvDeclare, Side: SideName(t.Phasing), Text: t.IDs(bt.Attackers) + " vs " + t.IDs(bt.Defenders)})
	}
	t.revealDummies(ev)
	t.RunPhase(OnDeclared, PhaseStep{Dice: d, Events: ev}) // Phase GameHooks
}

// revealDummies removes revealed dummies from battles and the map (16.1.3).
func (s *State) revealDummies(ev *[]Event) {
	for u := range s.B.Units {
		info := &s.B.Units[u]
		if info.Dummy && s.Units[u].Where == AtMap && s.Units[u].Status&stInBattle != 0 {
			s.Remove(u, AtSetAside)
			*ev = append(*ev, Event{Kind: EvDummy, Unit: info.ID, Text: "revealed and removed (16.1.3)"})
		}
	}
	s.exhaust()
}

// endPhase moves the game to its next phase (4.0).
func (s *State) endPhase(d Dice, ev *[]Event) {
	b := s.B
	night := b.IsNight(s.Turn)
	switch s.Phase {
	case PhaseSetup:
		s.endSetup(ev)
	case PhaseEvents:
		s.randomEvent(d, ev)
		s.RunPhase(OnEventsEnd, PhaseStep{Dice: d, Events: ev}) // Phase GameHooks
		s.StartMovement(ev)
		s.RollVariable(d, ev)
		s.RunPhase(OnMovementRolls, PhaseStep{Dice: d, Events: ev}) // Phase GameHooks
	case PhaseMovement:
		s.revealByCavalry()
		s.removeRevealedDummies(ev) // 16.1.3: removed the instant it is revealed
		s.returnUnenteredDummies(ev)
		if s.RunPhase(OnMovementEnd, PhaseStep{Events: ev}) { // Phase GameHooks
			return
		}
		if night {
			if s.RunPhase(OnNightMovementEnd, PhaseStep{Events: ev}) { // Phase GameHooks
				return
			}
			s.endCombat(ev, true)
			s.Phase = PhaseNight
			return
		}
		s.Phase = PhaseReaction
		for u := range s.Units {
			s.Units[u].Status &^= stReacted
		}
	case PhaseReaction:
		s.Phase = PhaseCombat
		s.BattlesDeclared = false
		s.BattleList = nil
		for u := range s.Units {
			s.Units[u].Status &^= StAdvanced // 9.8.6 is per Combat Phase
		}
	case PhaseCombat:
		s.endCombat(ev, s.nightCombat()) // no Lull after a combat at night (Lull GameHooks)
		if s.result != nil {
			return
		}
		if night {
			s.Phase = PhaseNight
			return
		}
		s.NextPlayerTurn(d, ev)
		s.SkipPlayerTurn(d, ev) // Skip GameHooks (hooks.go)
	case PhaseNight:
		s.NightOperations(ev)
		if s.result != nil {
			return
		}
		s.NextPlayerTurn(d, ev)
		s.SkipPlayerTurn(d, ev)
	}
	// Made once per Board: every phase of every game ends here.
	*ev = append(*ev, Event{Kind: EvPhase, Side: SideName(s.Phasing), Text: s.B.turnPhase(s.Turn, s.Phase)})
}

func (s *State) StartMovement(ev *[]Event) {
	s.Phase = PhaseMovement
	s.entries = nil
	for u := range s.Units {
		s.Units[u].Status &^= StMoved | StAdvanced | stInBattle | stWasInEZOC | stEntered
		if s.B.Units[u].Guard && s.InEZOC(u) {
			s.Units[u].Status |= stWasInEZOC
		}
	}
	s.RunPhase(OnMovementStart, PhaseStep{Events: ev}) // Phase GameHooks
	// 16.9.7: broken leaders rally automatically at the start of the
	// Movement Phase, onto an empty LOC hex.
	if s.B.Optional("16.9") {
		for u := range s.B.Units {
			info := &s.B.Units[u]
			if info.Leader && info.Side == s.Phasing && s.Units[u].Where == AtBroken {
				for _, l := range s.B.loc[info.Side] {
					if !s.EnemyIn(l, info.Side) {
						s.Units[u].Where, s.Units[u].Hex = AtMap, l
						*ev = append(*ev, Event{Kind: EvRally, Unit: info.ID, Hex: s.B.Code(l), Text: "leader rallies (16.9.7)"})
						break
					}
				}
			}
		}
	}
}

// endCombat performs Recovery (9.6.2.2, 8.2.4, 16.8.3) and the Lull (13.0).
func (s *State) endCombat(ev *[]Event, night bool) {
	b := s.B
	for u := range s.Units {
		us := &s.Units[u]
		if us.Where != AtMap {
			continue
		}
		blue := us.Status&stRoutBlue != 0
		mine := (s.Phasing == French) == blue
		if us.Status&stRouted != 0 && mine && !s.InEZOC(u) {
			us.Status &^= stRouted | stRoutBlue
			*ev = append(*ev, Event{Kind: EvRecover, Unit: b.Units[u].ID, Text: "Routed! marker removed (9.6.2.2)"})
		}
		us.Status &^= stInContact
		if b.Optional("16.8") && b.Units[u].Side == s.Phasing && us.Fatigue > 0 && !s.adjacentEnemy(us.Hex, b.Units[u].Side) {
			us.Fatigue--
		}
	}
	if night {
		return
	}
	// 13.0 Lull.
	side := s.Phasing
	allowed := s.lullAllowed() // Lull hooks (hooks.go)
	onMap := s.anyOnMap(side)
	if b.early() {
		onMap = onMap && s.anyOnMap(1-side)
	}
	if allowed && onMap && !anyOf(s.B.game.Lull[NoTruce], s, side) && !s.ForcedMarch && !s.BattleRolled && (s.Morale[side] < 6 || s.Morale[side] <= s.Morale[1-side]) {
		var md MoraleDelta
		md.addEvent(b, side, MoraleLull)
		*ev = append(*ev, Event{Kind: EvLull, Side: SideName(side), Text: "13.0"})
		s.ApplyMorale(&md, ev)
	}
}

// nightOperations: captured LOC and Objective hexes, rest, reconcealment
// (14.0).
func (s *State) NightOperations(ev *[]Event) {
	b := s.B
	side := s.Phasing
	enemy := 1 - side
	var md MoraleDelta
	locs := 0
	for _, l := range b.loc[enemy] {
		if o := s.UnitAt(l); o >= 0 && b.Units[o].Side == side {
			if pts, ok := b.locValue(l, enemy); ok {
				md.Add(enemy, -pts, "LOC "+b.Code(l)) // scenario LOC values
				continue
			}
			locs++
		}
	}
	if locs >= 2 {
		md.addEvent(b, enemy, MoraleTwoLOCs)
	}
	for _, ob := range b.objs[enemy] {
		if o := s.UnitAt(ob.hex); o >= 0 && b.Units[o].Side == side {
			if ob.morale > 0 {
				md.Add(enemy, -ob.morale, "objective "+b.Code(ob.hex))
			} else {
				md.addEvent(b, enemy, MoraleObjective)
				b.Note("Objective hexes have no morale value in the scenario; the chart set's %q line (%+d) is used", MoraleObjective, b.MoralePoints(MoraleObjective))
			}
		}
	}
	if !s.noRest(side, ev) { // NoRest GameHooks
		md.addEvent(b, side, MoraleNightRest)
		s.RunPhase(OnRest, PhaseStep{Side: side, MoraleDelta: &md}) // Phase GameHooks, the rules' own first
	}
	s.ApplyMorale(&md, ev)
	if b.Optional("16.1") {
		for u := range b.Units {
			info := &b.Units[u]
			if info.Side == side {
				s.Units[u].Status &^= StRevealed
			}
		}
	}
}

// NextPlayerTurn ends a player turn: the second player's turn follows, or
// the game turn ends (night reshuffle, sudden death, last turn).
func (s *State) NextPlayerTurn(d Dice, ev *[]Event) {
	b := s.B
	first := SideIndex(b.Scenario.FirstPlayer)
	s.ForcedMarch, s.BattleRolled, s.BattlesDeclared, s.BattleList = false, false, false, nil
	s.NoMove[s.Phasing] = false
	for u := range s.Units {
		s.Units[u].Status &^= stCommitted | stRallied | stRallyTried
	}
	if b.IsNight(s.Turn) && len(s.kept[s.Phasing]) > 0 {
		// 5.0: kept cards are usually discarded at the side's Night Turn.
		s.Discard = append(s.Discard, s.kept[s.Phasing]...)
		s.kept[s.Phasing] = nil
		b.Note("cards kept with \"keep this card\" are discarded at the keeping side's next Night Turn (5.0 \"usually\")")
	}
	s.expireRallyOn(s.Phasing) // 16.9.8: "for the duration of that Event only"
	if s.Phasing == first {
		s.Phasing = 1 - first
		s.Phase = PhaseEvents
		return
	}
	if b.IsNight(s.Turn) {
		s.nightSeen = true
		// A fresh pile: the old one may be shared with earlier states (clone).
		s.Draw = append(append(make([]int, 0, len(s.Draw)+len(s.Discard)), s.Draw...), s.Discard...)
		s.Discard = nil
		shuffle(s.Draw, d)
		*ev = append(*ev, Event{Kind: EvReshuffle, Text: "night (5.0)"})
	}
	if t := s.Turn; t < len(b.Sudden) && b.Sudden[t] > 0 {
		r := d.Roll()
		*ev = append(*ev, Event{Kind: EvSuddenDeath, Roll: r, Text: fmt.Sprintf("ends on %d or less (4.0)", b.Sudden[t])})
		if r <= b.Sudden[t] {
			s.EndOfGame(fmt.Sprintf("sudden death after turn %d", t), ev)
			return
		}
	}
	if s.RunPhase(OnTurnEnd, PhaseStep{Dice: d, Events: ev}) { // Phase GameHooks
		return
	}
	if s.Turn >= b.LastTurn {
		s.EndOfGame(fmt.Sprintf("end of turn %d", s.Turn), ev)
		return
	}
	s.Turn++
	s.Phasing = first
	s.Phase = PhaseEvents
}

// emptyDrawPile records that the Draw Pile ran out between nights: no
// card is drawn until a reshuffle (randomEvent).
func (s *State) emptyDrawPile(ev *[]Event) {
	if len(s.Discard) == 0 {
		return
	}
	s.B.Note("the Draw Pile ran out between nights: no card is drawn until the discards are reshuffled at the end of a Night Game Turn or by an event (5.0; the rules are silent, and this reading keeps the red- and blue-titled cards out until the first reshuffle)")
	*ev = append(*ev, Event{Kind: EvCard, Side: SideName(s.Phasing), Text: "the Draw Pile is empty: no event until the reshuffle at the end of a Night Game Turn (5.0)"})
}

// unapplied logs a card effect the engine does not play. A custom effect
// naming a special rule the engine plays is played by that rule's card
// hook (cardHooks), whose notes say how far: it is not logged.
func (b *Board) unapplied(card *scenario.Card, ef scenario.Effect, ev *[]Event) {
	if ef.Kind == scenario.EffectCustom && b.customHandled(ef.Rule) {
		return
	}
	*ev = append(*ev, Event{Kind: EvCardEffect, Text: fmt.Sprintf("%s effect of card %s is not applied by the engine", ef.Kind, card.Ref())})
}

// customHandled reports whether a card's custom effect names a special
// rule of the scenario whose kind the engine plays (its card hook does
// the effect).
func (b *Board) customHandled(rule string) bool {
	for _, r := range b.Scenario.Special {
		if r.ID == rule && r.Kind != "" {
			_, ok := scenario.Kind(r.Kind)
			return ok
		}
	}
	return false
}

// randomEvent draws and enacts the top card (5.0).
func (s *State) randomEvent(d Dice, ev *[]Event) {
	b := s.B
	if id, ok := s.eventsSkipped(); ok { // SkipEvents hooks (hooks.go)
		*ev = append(*ev, Event{Kind: EvCard, Side: SideName(s.Phasing), Text: "Random Events Phase skipped (" + id + ")"})
		return
	}
	if len(s.Draw) == 0 {
		// The rules reshuffle only at the end of a Night Game Turn or when
		// an event says so (5.0; España 20 "Shuffle the Event Deck and the
		// Discard Pile together whenever specifically indicated by an event
		// and always at the end of every Night Game Turn") and are silent
		// on a Draw Pile that runs out before: no card is drawn until the
		// reshuffle, the reading that keeps the red- and blue-titled cards
		// out until the first reshuffle (España 20 [3.0], Talavera 20
		// [17.1], Bailén 20 [17.2]).
		s.emptyDrawPile(ev)
		return
	}
	ci := s.Draw[0]
	s.Draw = s.Draw[1:]
	card := &b.Scenario.Deck.Cards[ci] // read in place: nothing here writes to the deck
	*ev = append(*ev, Event{Kind: EvCard, Side: SideName(s.Phasing), Text: card.Label()})
	s.cardDrawn(card.Number, ev)                                   // Organized Retreat prohibited by a card (exit.go)
	s.RunPhase(OnCard, PhaseStep{Card: card, Dice: d, Events: ev}) // Phase GameHooks
	var md MoraleDelta
	if len(card.Events) == 0 {
		s.noteRallyOn(ci, card, &scenario.Event{}, s.Phasing, ev) // 16.9.8 from the card title
	}
	for i := range card.Events {
		e := &card.Events[i]
		if card.Dual && e.Side != "" && e.Side != "both" && e.Side != SideName(s.Phasing) {
			continue
		}
		s.noteRallyOn(ci, card, e, s.Phasing, ev)
		for _, ef := range e.Effects {
			side := s.Phasing
			if ef.Side != "" {
				side = SideIndex(ef.Side)
			}
			switch ef.Kind {
			case scenario.EffectMorale:
				md.Add(side, ef.Value, "card "+card.Ref())
			case scenario.EffectReinforce:
				for _, id := range ef.Units {
					if u := b.Unit(id); u >= 0 && s.Units[u].Where != AtMap {
						s.Units[u].Where, s.Units[u].Arrive = AtPending, s.Turn
						if ef.EntryArea != "" {
							s.SetArea(u, ef.EntryArea)
						}
						if ef.Hex != "" {
							if h, err := b.Parse(ef.Hex); err == nil && s.UnitAt(h) < 0 && !s.EnemyIn(h, b.Units[u].Side) {
								s.Place(u, h)
							}
						}
						*ev = append(*ev, Event{Kind: EvReinforce, Unit: id, Text: "by event"})
					}
				}
			case scenario.EffectRemove:
				for _, id := range ef.Units {
					if u := b.Unit(id); u >= 0 {
						s.Remove(u, AtEliminated)
						*ev = append(*ev, Event{Kind: EvRemove, Unit: id, Text: "by event"})
					}
				}
			case scenario.EffectNoMove:
				s.NoMove[side] = true
			case scenario.EffectRally:
				if len(ef.Units) > 0 && len(b.rallyOnLeaders(card, &scenario.Event{Effects: []scenario.Effect{ef}}, s.Phasing)) == len(ef.Units) {
					break // "Rallying on" a leader, recorded above (16.9.8)
				}
				b.unapplied(card, ef, ev)
			default:
				b.unapplied(card, ef, ev)
			}
		}
	}
	s.ApplyMorale(&md, ev)
	if card.Keep {
		s.kept[s.Phasing] = append(s.kept[s.Phasing], ci)
	} else {
		s.Discard = append(s.Discard, ci)
	}
}

// revealByCavalry reveals face-down enemy units adjacent to face-up
// cavalry at the end of a day Movement Phase (16.1.1). Hidden Dummy units
// scout too: they cause adjacent enemy units to be revealed without being
// revealed themselves (16.1.3).
func (s *State) revealByCavalry() {
	if !s.B.Optional("16.1") || s.B.IsNight(s.Turn) {
		return
	}
	for u := range s.B.Units {
		info := &s.B.Units[u]
		if info.Side != s.Phasing || s.Units[u].Where != AtMap {
			continue
		}
		if !info.Dummy && (!info.Cavalry || s.Units[u].Status&StRevealed == 0) {
			continue
		}
		h := s.Units[u].Hex
		for d := 0; d < 6; d++ {
			if e := s.UnitAt(s.B.Neighbours[h][max(d, 0)]); s.B.Neighbours[h][d] >= 0 && e >= 0 && s.B.Units[e].Side != info.Side {
				s.Units[e].Status |= StRevealed
			}
		}
	}
}

// checkReserves applies 9.6.2 (no reserves when every unit of the side in
// the battle is Routed) and 9.4.4.1 (none for garrisons alone).
func (s *State) checkReserves(bt *Battle, att, def bool) error {
	allRouted := func(us []int) bool {
		for _, u := range us {
			if !s.Routed(u) {
				return false
			}
		}
		return true
	}
	if att && allRouted(bt.Attackers) {
		return Illegal("9.6.2", "every attacker is Routed: no reserves may be committed (9.6.2)")
	}
	if def {
		if allRouted(bt.Defenders) {
			return Illegal("9.6.2", "every defender is Routed: no reserves may be committed (9.6.2)")
		}
		only := true
		for _, u := range bt.Defenders {
			only = only && s.B.Units[u].Garrison
		}
		if only {
			return Illegal("9.4.4.1", "no reserves for a battle of garrisons only (9.4.4.1)")
		}
	}
	return nil
}

// applyOrder enacts checked order o on t, a clone of s, by the order
// type's own apply (ordertypes.go), or a special-rule kind's (KindOrder).
func applyOrder(o Order, t, s *State, c *Checked, d Dice, ev *[]Event) error {
	if co, ok := o.(coreOrder); ok {
		return co.apply(t, s, c, d, ev)
	}
	return o.(KindOrder).Apply(t, s, c, d, ev) // checked: checkIn refuses other types
}
