package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// RetreatSlot holds the Organized Retreat's state in play (the exits below, victory.go).
var RetreatSlot = NewStateSlot[retreatState]()

// retreatState is the Organized Retreat's state in play.
type retreatState struct {
	Retreat   [2]uint8 // by side: retreatAllowed, retreatAuthorized, retreatProhibited
	exitPhase int      // phaseKey of the exits counted in exits
	exits     uint8    // units that left by the Organized Retreat this phase
	exitHex   [4]int32 // their exit hexes
}

// Exit takes a unit off the map through the exit hex it stands in: an
// Organized Retreat once authorized (Bailén 20 6.11; Bussaco 20 and
// Talavera 20 12.8), or a scenario exit that a victory condition names
// (Talavera 20 15.1, kind unit_exit).
type Exit struct {
	Unit string
}

// AuthorizeRetreat authorizes the side's Organized Retreat (Bailén 20
// 6.11; Bussaco 20 and Talavera 20 12.8).
type AuthorizeRetreat struct{}

func (Exit) order()             {}
func (AuthorizeRetreat) order() {}

// String returns the order in the game log's notation.
func (o Exit) String() string { return "exit " + o.Unit }

// String returns the order in the game log's notation.
func (AuthorizeRetreat) String() string { return "authorize-retreat" }

// Organized Retreat states of a side (specialState.retreat).
const (
	RetreatAllowed    uint8 = iota // may still be authorized
	RetreatAuthorized              // authorized: units may leave the map
	retreatProhibited              // permanently lost (Bailén 20 6.11, Resistir en Andalucía)
)

// excludedType reports whether a unit's type is in a comma-separated or
// listed set of unit types.
func excludedType(info *UnitInfo, types []string) bool {
	for _, t := range types {
		if strings.TrimSpace(t) == info.Type {
			return true
		}
	}
	return false
}

// authorizeBlock is why the Actor's side may not authorize its Organized
// Retreat now, or authorizeOK. It is the value behind checkAuthorize: the
// random player asks before every order whether the retreat may be
// authorized, and most of the time it may not, so the answer is a number
// and the sentence is only made when an order is refused.
type authorizeBlock uint8

const (
	authorizeOK authorizeBlock = iota
	authorizeNoRule
	authorizeAlready
	authorizeProhibited
	authorizeTooEarly
	authorizeMorale
	authorizeNotHeld
	authorizeNoMarch
	authorizeUnmodelled
	authorizeNotAtStart
)

func (s *State) authorizeBlock() authorizeBlock {
	side := s.Actor()
	t := s.B.exitTable()
	if !t.hasRet[side] {
		return authorizeNoRule
	}
	switch RetreatSlot.Of(s).Retreat[side] {
	case RetreatAuthorized:
		return authorizeAlready
	case retreatProhibited:
		return authorizeProhibited
	}
	x := &t.ret[side]
	if x.HasFrom && s.Turn < x.FromTurn {
		return authorizeTooEarly
	}
	switch x.Kind {
	case RetreatByHexes:
		if s.Morale[side] >= s.Morale[1-side] {
			return authorizeMorale
		}
		held := false
		for _, h := range x.Trigger {
			if s.OccupiedBy(h, 1-side) {
				held = true
			}
		}
		if !held {
			return authorizeNotHeld
		}
	case RetreatByMarch: // event_reinforcement (kinds/soults_march.go)
		if x.Marched == nil || !x.Marched(s) {
			return authorizeNoMarch
		}
	case RetreatUnmodelled:
		return authorizeUnmodelled
	default:
		if side != s.Phasing || s.Phase != PhaseMovement || s.anyMoved(side) {
			return authorizeNotAtStart
		}
	}
	return authorizeOK
}

// checkAuthorize: the Actor's side has an Organized Retreat that may be
// authorized now.
func (s *State) checkAuthorize() error {
	side := s.Actor()
	r, _ := s.B.retreatRule(side)
	switch s.authorizeBlock() {
	case authorizeNoRule:
		return Illegal("12.8", "%s has no Organized Retreat in this scenario", SideName(side))
	case authorizeAlready:
		return Illegal(RuleOf(r), "the Organized Retreat is already authorized (%s)", r.ID)
	case authorizeProhibited:
		return Illegal(RuleOf(r), "the Organized Retreat is prohibited for the rest of the game (%s)", r.ID)
	case authorizeTooEarly:
		return Illegal(RuleOf(r), "an Organized Retreat may be authorized from turn %d (%s)", s.B.retreatExitOf(side).FromTurn, r.ID)
	case authorizeMorale:
		return Illegal(RuleOf(r), "an Organized Retreat needs the side's Morale lower than the enemy's (%s)", r.ID)
	case authorizeNotHeld:
		return Illegal(RuleOf(r), "an Organized Retreat needs an enemy unit in %s (%s)", s.B.retreatExitOf(side).TriggerHexes, r.ID)
	case authorizeNoMarch:
		return Illegal(RuleOf(r), "the Organized Retreat needs %q (%s)", s.B.retreatExitOf(side).TriggerText, r.ID)
	case authorizeUnmodelled:
		return Illegal(RuleOf(r), "the Organized Retreat needs %q, which the engine does not model (%s)", s.B.retreatExitOf(side).TriggerText, r.ID)
	case authorizeNotAtStart:
		return Illegal(RuleOf(r), "an Organized Retreat is authorized at the start of the side's Movement Phase (%s)", r.ID)
	}
	return nil
}

func (s *State) anyMoved(side int) bool {
	for u, info := range s.B.Units {
		if info.Side == side && s.Units[u].Status&StMoved != 0 {
			return true
		}
	}
	return false
}

// PhaseKey identifies the current phase for per-phase exit limits.
func (s *State) PhaseKey() int { return s.Turn*16 + s.Phasing*8 + int(s.Phase) }

// checkExit: unit may leave the map now, by the Organized Retreat (victory
// -1) or through a victory condition's exit hex (its index).
func (s *State) checkExit(o Exit, c *Checked) error {
	b := s.B
	u, err := s.UnitOf(o.Unit)
	if err != nil {
		return err
	}
	info := &b.Units[u]
	us := &s.Units[u]
	if us.Where != AtMap {
		return Illegal("6.1", "%q is not on the map", info.ID)
	}
	if info.Side != s.Phasing || s.Actor() != info.Side {
		return Illegal("6.1", "%q is not the phasing player's unit", info.ID)
	}
	c.Unit, c.exit = u, -1
	if r, ok := b.retreatRule(info.Side); ok {
		x := b.retreatExitOf(info.Side)
		for _, h := range x.Hexes {
			if h != us.Hex {
				continue
			}
			if RetreatSlot.Of(s).Retreat[info.Side] != RetreatAuthorized {
				return Illegal(RuleOf(r), "no Organized Retreat has been authorized (%s)", r.ID)
			}
			if excludedType(info, x.Excluded) {
				return Illegal(RuleOf(r), "a %s may not leave the map by the Organized Retreat (%s)", info.Type, r.ID)
			}
			switch x.Phase {
			case "movement":
				if s.Phase != PhaseMovement || s.anyMoved(info.Side) {
					return Illegal(RuleOf(r), "units leave by the Organized Retreat at the start of the Movement Phase (%s)", r.ID)
				}
			case "combat":
				if s.Phase != PhaseCombat || s.BattlesDeclared {
					return Illegal(RuleOf(r), "units leave by the Organized Retreat at the start of the Combat Phase (%s)", r.ID)
				}
			default:
				return Illegal(RuleOf(r), "the Organized Retreat names no phase (%s)", r.ID)
			}
			if RetreatSlot.Of(s).exitPhase == s.PhaseKey() {
				if !x.PerHex && RetreatSlot.Of(s).exits > 0 {
					return Illegal(RuleOf(r), "one unit per phase leaves by the Organized Retreat (%s)", r.ID)
				}
				for i := 0; i < int(RetreatSlot.Of(s).exits) && i < len(RetreatSlot.Of(s).exitHex); i++ {
					if RetreatSlot.Of(s).exitHex[i] == h {
						return Illegal(RuleOf(r), "one unit per exit hex leaves by the Organized Retreat (%s)", r.ID)
					}
				}
			}
			return nil
		}
	}
	for i := range b.Scenario.Victory {
		v := &b.Scenario.Victory[i]
		if v.Kind != scenario.VictoryUnitExit || SideIndex(v.Side) != info.Side {
			continue
		}
		for _, code := range v.Hexes {
			if h, err := b.Parse(code); err != nil || h != us.Hex {
				continue
			}
			if excludedType(info, v.Exclude) {
				return Illegal(victoryRule(v), "a %s leaving through %s does not count (%s)", info.Type, code, victoryRule(v))
			}
			if s.Phase != PhaseMovement || us.Status&StMoved != 0 {
				return Illegal(victoryRule(v), "a unit leaves the map through %s in its Movement Phase, instead of moving", code)
			}
			c.exit = i
			return nil
		}
	}
	return Illegal(b.exitRule(info.Side), "%q does not stand in an exit hex", info.ID)
}

// exitRule is the rule by which side's units leave the map, for a refusal:
// its Organized Retreat's, else its first victory condition's exit, else
// the Organized Retreat's standard rule (12.8).
func (b *Board) exitRule(side int) string {
	if r, ok := b.retreatRule(side); ok {
		return RuleOf(r)
	}
	for i := range b.Scenario.Victory {
		if v := &b.Scenario.Victory[i]; v.Kind == scenario.VictoryUnitExit && SideIndex(v.Side) == side {
			return victoryRule(v)
		}
	}
	return "12.8"
}

// applyExit takes the checked unit off the map.
func (s *State) applyExit(c *Checked, ev *[]Event) {
	b := s.B
	u := c.Unit
	info := &b.Units[u]
	h := s.Units[u].Hex
	s.Remove(u, AtExited)
	if c.exit >= 0 {
		v := &b.Scenario.Victory[c.exit]
		*ev = append(*ev, Event{Kind: EvExit, Side: SideName(info.Side), Unit: info.ID, Hex: b.Code(h), Text: "leaves the map (" + victoryRule(v) + ")"})
		level := v.Level
		if level == "" {
			level = "decisive"
		}
		s.finish(Result{Winner: info.Side, Level: level, Reason: fmt.Sprintf("turn %d: %s left the map through %s: %s (%s)", s.Turn, info.ID, b.Code(h), v.Text, victoryRule(v))}, ev)
		return
	}
	r, _ := b.retreatRule(info.Side)
	if RetreatSlot.Of(s).exitPhase != s.PhaseKey() {
		rs := RetreatSlot.Mut(s)
		rs.exitPhase, rs.exits = s.PhaseKey(), 0
	}
	if int(RetreatSlot.Of(s).exits) < len(RetreatSlot.Of(s).exitHex) {
		rs := RetreatSlot.Mut(s)
		rs.exitHex[rs.exits] = h
	}
	RetreatSlot.Mut(s).exits++
	*ev = append(*ev, Event{Kind: EvExit, Side: SideName(info.Side), Unit: info.ID, Hex: b.Code(h), Text: "leaves the map by the Organized Retreat (" + r.ID + ")"})
	if n := b.retreatExitOf(info.Side).Morale; n != 0 {
		var md MoraleDelta
		md.Add(info.Side, n, r.ID)
		s.ApplyMorale(&md, ev)
	}
}

// applyAuthorize authorizes the Actor's Organized Retreat.
func (s *State) applyAuthorize(ev *[]Event) {
	side := s.Actor()
	r, _ := s.B.retreatRule(side)
	RetreatSlot.Mut(s).Retreat[side] = RetreatAuthorized
	s.RunPhase(OnRetreatAuthorized, PhaseStep{Side: side}) // Phase GameHooks
	*ev = append(*ev, Event{Kind: EvRetreat, Side: SideName(side), Text: "Organized Retreat authorized (" + r.ID + ")"})
}

// cardDrawn applies a card's effect on the Organized Retreat: drawn by
// the retreating side before authorizing, it prohibits it for good
// (Bailén 20 6.11, Resistir en Andalucía).
func (s *State) cardDrawn(number int, ev *[]Event) {
	r, ok := s.B.retreatRule(s.Phasing)
	if !ok || s.B.retreatExitOf(s.Phasing).BlockedByCard != strconv.Itoa(number) || RetreatSlot.Of(s).Retreat[s.Phasing] != RetreatAllowed {
		return
	}
	RetreatSlot.Mut(s).Retreat[s.Phasing] = retreatProhibited
	*ev = append(*ev, Event{Kind: EvRetreat, Side: SideName(s.Phasing), Text: fmt.Sprintf("card #%d: the Organized Retreat is prohibited for the rest of the game (%s)", number, r.ID)})
}

// RetreatAuthorized reports whether side has authorized its Organized
// Retreat.
func (s *State) RetreatAuthorized(side int) bool {
	return RetreatSlot.Of(s).Retreat[side] == RetreatAuthorized
}

// Exited reports whether unit u has left the map through an exit.
func (s *State) Exited(u int) bool { return s.Units[u].Where == AtExited }

// exitOrder lets a random player authorize an Organized Retreat now and
// then (one chance in 4 when legal) and take units off the map through
// the exits that allow it (one chance in 2 each time one is legal).
func (p *RandomPlayer) exitOrder(s *State) Order {
	b := s.B
	if s.Phase != PhaseMovement && s.Phase != PhaseCombat && s.Phase != PhaseReaction {
		return nil
	}
	side := s.Actor()
	if _, ok := b.retreatRule(side); ok && RetreatSlot.Of(s).Retreat[side] == RetreatAllowed && s.authorizeBlock() == authorizeOK && p.Rng.IntN(4) == 0 {
		return AuthorizeRetreat{}
	}
	if side != s.Phasing || !b.hasExits(side) {
		return nil
	}
	exits := b.exitTable().hex[side] // isExitHex, read once
	for _, u := range b.SideUnits[side] {
		if us := &s.Units[u]; us.Where != AtMap || us.Hex < 0 || int(us.Hex) >= len(exits) || !exits[us.Hex] {
			continue
		}
		if o := (Exit{Unit: b.Units[u].ID}); s.Legal(o) == nil && p.Rng.IntN(2) == 0 {
			return o
		}
	}
	return nil
}

// hasExits reports whether side has an Organized Retreat or a unit_exit
// victory condition.
func (b *Board) hasExitsSlow(side int) bool {
	if _, _, ok := b.retreatRuleOf(side); ok {
		return true
	}
	for _, v := range b.Scenario.Victory {
		if v.Kind == scenario.VictoryUnitExit && SideIndex(v.Side) == side {
			return true
		}
	}
	return false
}

// isExitHex reports whether units of side may leave the map from hex h.
func (b *Board) isExitHexSlow(side int, h int32) bool {
	if _, x, ok := b.retreatRuleOf(side); ok && isIn(x.Hexes, h) {
		return true
	}
	for _, v := range b.Scenario.Victory {
		if v.Kind != scenario.VictoryUnitExit || SideIndex(v.Side) != side {
			continue
		}
		for _, code := range v.Hexes {
			if x, err := b.Parse(code); err == nil && x == h {
				return true
			}
		}
	}
	return false
}
