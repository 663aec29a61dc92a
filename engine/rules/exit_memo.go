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
}

func (b *Board) exitTable() *exitTable {
	t := &b.exits
	t.once.Do(func() {
		for side := 0; side < 2; side++ {
			t.retreat[side], t.hasRet[side] = b.retreatRuleSlow(side)
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
