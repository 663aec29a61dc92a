package rules

import (
	"strings"
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
	// The retreat's parameters, read once: its first turn, how it is
	// triggered and its trigger hexes (those that parse).
	hasFrom  [2]bool
	fromTurn [2]int
	retKind  [2]retreatKind
	trigger  [2][]int32
}

// retreatKind is what an Organized Retreat waits for (checkAuthorize).
type retreatKind uint8

const (
	retreatAtStart    retreatKind = iota // the start of the side's Movement Phase
	retreatByHexes                       // trigger_hexes held by the enemy, Morale lower
	retreatByMarch                       // an event_reinforcement march (special_arrivals.go)
	retreatUnmodelled                    // a trigger the engine does not model
)

func (b *Board) exitTable() *exitTable {
	t := &b.exits
	t.once.Do(func() {
		for side := 0; side < 2; side++ {
			t.retreat[side], t.hasRet[side] = b.retreatRuleSlow(side)
			if r := t.retreat[side]; t.hasRet[side] {
				t.fromTurn[side], t.hasFrom[side] = fromTurn(r)
				t.retKind[side] = b.retreatTrigger(r) // special_organized_retreat.go
				if t.retKind[side] == retreatByHexes {
					for _, code := range r.Params.List("trigger_hexes") {
						if h, err := b.parse(strings.TrimSpace(code)); err == nil {
							t.trigger[side] = append(t.trigger[side], h)
						}
					}
				}
			}
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

// fromTurn is the Organized Retreat's from_turn parameter, if it has one.
func fromTurn(r scenario.Rule) (int, bool) {
	t, err := r.Params.Int("from_turn")
	return t, err == nil
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
