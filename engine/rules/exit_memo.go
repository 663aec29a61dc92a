package rules

import (
	"sync"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// exitTable holds, per side, whether the side has exits at all and which
// hexes are exits; the scenario's rules are read once per Board instead of
// on every order (random games ask before each one).
type exitTable struct {
	once    sync.Once
	any     [2]bool
	hex     [2][]bool
	retreat [2]scenario.Rule // the side's Organized Retreat rule
	hasRet  [2]bool
	ret     [2]RetreatExit // what the exits read of it
}

// RetreatExit is what the exits read of a side's Organized Retreat rule
// (12.8), once; its kind gives it (RetreatRule GameHooks).
type RetreatExit struct {
	HasFrom       bool
	FromTurn      int         // the first Game Turn it may be authorized
	Kind          RetreatKind // what it waits for
	Trigger       []int32     // the trigger hexes (those that parse)
	TriggerHexes  string      // as written, for the refusals
	TriggerText   string      // the event it waits for, in words
	Hexes         []int32     // the exit hexes
	Excluded      []string    // unit types that may not leave by it
	Phase         string      // "movement" or "combat"
	PerHex        bool        // one unit per exit hex, not one per phase
	Morale        int         // Morale per unit that leaves
	BlockedByCard string      // the card number that prohibits it, drawn first
	MaxVictory    string      // the best victory level the side can then win
	// Marched reports, for a retreat authorized by a march (retreatByMarch),
	// whether the march has reached the turn record.
	Marched func(s *State) bool
}

// RetreatKind is what an Organized Retreat waits for (checkAuthorize).
type RetreatKind uint8

const (
	RetreatAtStart    RetreatKind = iota // the start of the side's Movement Phase
	RetreatByHexes                       // trigger_hexes held by the enemy, Morale lower
	RetreatByMarch                       // an event_reinforcement march (kinds/soults_march.go)
	RetreatUnmodelled                    // a trigger the engine does not model
)

func (b *Board) exitTable() *exitTable {
	t := &b.exits
	t.once.Do(func() {
		for side := 0; side < 2; side++ {
			t.retreat[side], t.ret[side], t.hasRet[side] = b.retreatRuleOf(side) // RetreatRule GameHooks
			t.any[side] = b.hasExitsSlow(side)
			t.hex[side] = make([]bool, b.N)
			if !t.any[side] {
				continue
			}
			for h := int32(0); h < int32(b.N); h++ {
				t.hex[side][h] = b.isExitHexSlow(side, h)
			}
		}
	})
	return t
}

// hasExits reports whether side has an Organized Retreat or a unit_exit
// victory condition.
func (b *Board) hasExits(side int) bool { return b.exitTable().any[side] }

// isExitHex reports whether units of side may leave the map from hex h.
func (b *Board) isExitHex(side int, h int32) bool {
	if h < 0 || int(h) >= b.N {
		return false
	}
	return b.exitTable().hex[side][h]
}

// retreatRule returns side's Organized Retreat rule, if the scenario has one.
func (b *Board) retreatRule(side int) (scenario.Rule, bool) {
	t := b.exitTable()
	return t.retreat[side], t.hasRet[side]
}

// retreatExitOf is what the exits read of side's Organized Retreat rule.
func (b *Board) retreatExitOf(side int) *RetreatExit { return &b.exitTable().ret[side] }
