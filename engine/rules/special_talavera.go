package rules

import (
	"fmt"
	"strconv"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The Talavera 20 special rule kinds this file applies.
func init() {
	for _, k := range []string{"assault_walls"} {
		specialApplied[k] = true
	}
}

// applyTalaveraRule records how the engine applies the Talavera 20
// special rules of this file; it reports whether the kind is one of them.
func (b *Board) applyTalaveraRule(r scenario.Rule) bool {
	switch r.Kind {
	case "assault_walls":
		h, n, ok := b.wallsParams(r)
		if !ok {
			b.note("special rule %q (%s, kind assault_walls): hex %q or morale %q not usable; not applied by the engine", r.ID, r.Title, r.Params["hex"], r.Params["morale"])
			return true
		}
		b.note("special rule %q (%s): when the phasing player declares its battles (9.2) with units adjacent to an enemy unit in %s, a declaration that attacks that unit costs the phasing side %+d Morale before any battle is resolved; a declaration that does not attack it retreats every phasing non-leader unit adjacent to %s one hex as on an AR result (9.7), before any battle is resolved, and those units are dropped from the declared battles and owe no attack (9.4.6); the unit in %s does not advance after that retreat (9.4.6 does not say it may)",
			r.ID, r.Title, b.Code(h), n, b.Code(h), b.Code(h))
	default:
		return false
	}
	return true
}

// wallsParams reads an assault_walls rule: the walled hex and the Morale
// change of an assault.
func (b *Board) wallsParams(r scenario.Rule) (h int32, n int, ok bool) {
	h, err := b.parse(r.Params["hex"])
	n, err2 := strconv.Atoi(r.Params["morale"])
	if err != nil || err2 != nil || h < 0 {
		return -1, 0, false
	}
	return h, n, true
}

// wallsRule returns the scenario's usable assault_walls rule, its hex and
// Morale change (Talavera 20 9.4.6).
func (b *Board) wallsRule() (r scenario.Rule, h int32, n int, ok bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "assault_walls" {
			continue
		}
		if h, n, ok := b.wallsParams(r); ok {
			return r, h, n, true
		}
	}
	return scenario.Rule{}, -1, 0, false
}

// wallsDefender returns the enemy of the phasing side in the walled hex h
// (a unit or an active garrison), or -1.
func (s *State) wallsDefender(h int32) int {
	e := s.UnitAt(h)
	if e < 0 || s.B.Units[e].Side == s.Phasing {
		e = s.garrisonAt(h)
	}
	if e < 0 || s.B.Units[e].Side == s.Phasing {
		return -1
	}
	return e
}

// wallsAdjacent lists the phasing side's non-leader units on the map
// adjacent to hex h, by unit index.
func (s *State) wallsAdjacent(h int32) []int {
	b := s.B
	var out []int
	for u, info := range b.Units {
		if info.Side != s.Phasing || info.Leader || info.Garrison || s.Units[u].Where != AtMap {
			continue
		}
		for d := 0; d < 6; d++ {
			if b.nbr[s.Units[u].Hex][d] == h {
				out = append(out, u)
				break
			}
		}
	}
	return out
}

// wallsRetreating marks, in attacking, the units that retreat by option 2
// of the Assault on the Walls of Talavera (9.4.6) with false: the
// declaration attacks no enemy unit in the walled hex. obligations skips
// them.
func (s *State) wallsRetreating(battles []*Battle, attacking map[int]bool) {
	_, h, _, ok := s.B.wallsRule()
	if !ok {
		return
	}
	e := s.wallsDefender(h)
	if e < 0 {
		return
	}
	for _, bt := range battles {
		if indexOf(bt.Defenders, e) >= 0 {
			return
		}
	}
	for _, u := range s.wallsAdjacent(h) {
		attacking[u] = false
	}
}

// assaultWalls applies the Assault on the Walls of Talavera (9.4.6) once
// the battles are declared: an attack on the enemy unit in the walled hex
// costs Morale; without one, every phasing unit adjacent to it retreats
// one hex as on an AR result and leaves the declared battles.
func (s *State) assaultWalls(d Dice, ev *[]Event) {
	r, h, n, ok := s.B.wallsRule()
	if !ok {
		return
	}
	e := s.wallsDefender(h)
	adj := s.wallsAdjacent(h)
	if e < 0 || len(adj) == 0 {
		return
	}
	var md moraleDelta
	for _, bt := range s.battles {
		if indexOf(bt.Defenders, e) >= 0 {
			md.add(s.Phasing, n, r.ID)
			*ev = append(*ev, Event{Kind: "special", Side: SideName(s.Phasing), Hex: s.B.Code(h), Text: fmt.Sprintf("%s: assault on %s, %+d Morale (%s)", r.Title, s.B.Units[e].ID, n, r.ID)})
			s.applyMorale(&md, ev)
			return
		}
	}
	*ev = append(*ev, Event{Kind: "special", Side: SideName(s.Phasing), Hex: s.B.Code(h), Text: fmt.Sprintf("%s: no assault on %s; the adjacent units retreat (%s)", r.Title, s.B.Units[e].ID, r.ID)})
	for _, u := range adj {
		if s.Units[u].Where != AtMap {
			continue
		}
		s.retreatUnit(u, 1, false, d, &md, ev)
		if s.B.Units[u].Irregular && s.B.irr.withdrawRouted && s.Units[u].Where == AtMap {
			s.markRouted(u) // 16.7.7, as on an AR result in resolve
		}
	}
	for i := range s.battles {
		bt := &s.battles[i]
		for _, u := range adj {
			bt.Attackers = removeInt(bt.Attackers, u)
		}
		if len(bt.Attackers) == 0 {
			bt.Cancelled = true
		}
	}
	s.applyMorale(&md, ev)
	s.leadersInEZOC(d, ev)
}
