// The Assault on the Walls of Talavera (Talavera 20 9.4.6; kind
// assault_walls).

package kinds

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The assault_walls kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "assault_walls", Rule: "9.4", Doc: "attacking a walled town hex costs the attacker Morale",
		Params: []scenario.Param{req(pHex), req(integer("morale", -10, 10, "the Morale change of the attacking side"))}})
}

// assaultWallsParams are an assault_walls rule's parameters (Talavera 20
// 9.4.6).
type assaultWallsParams struct {
	Hex    string `param:"hex"`
	Morale *int   `param:"morale"` // the Morale change of the attacking side
}

// wallsParams reads an assault_walls rule: the walled hex and the Morale
// change of an assault.
func wallsParams(b *rules.Board, r scenario.Rule) (h int32, n int, ok bool) {
	p := rules.RuleParams[assaultWallsParams](b, r)
	h, err := b.Parse(p.Hex)
	if err != nil || p.Morale == nil || h < 0 {
		return -1, 0, false
	}
	return h, *p.Morale, true
}

// wallsRule returns the scenario's usable assault_walls rule, its hex and
// Morale change (Talavera 20 9.4.6).
func wallsRuleOf(b *rules.Board) (r scenario.Rule, h int32, n int, ok bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "assault_walls" {
			continue
		}
		if h, n, ok := wallsParams(b, r); ok {
			return r, h, n, true
		}
	}
	return scenario.Rule{}, -1, 0, false
}

// wallsDefender returns the enemy of the phasing side in the walled hex h
// (a unit or an active garrison), or -1.
func wallsDefender(s *rules.State, h int32) int {
	e := s.UnitAt(h)
	if e < 0 || s.B.Units[e].Side == s.Phasing {
		e = s.GarrisonAt(h)
	}
	if e < 0 || s.B.Units[e].Side == s.Phasing {
		return -1
	}
	return e
}

// wallsAdjacent lists the phasing side's non-leader units on the map
// adjacent to hex h, by unit index.
func wallsAdjacent(s *rules.State, h int32) []int {
	b := s.B
	var out []int
	for u, info := range b.Units {
		if info.Side != s.Phasing || info.Leader || info.Garrison || s.Units[u].Where != rules.AtMap {
			continue
		}
		for d := 0; d < 6; d++ {
			if b.Neighbours[s.Units[u].Hex][d] == h {
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
func wallsRetreating(s *rules.State, battles []*rules.Battle, attacking map[int]bool) {
	_, h, _, ok := wallsRuleOf(s.B)
	if !ok {
		return
	}
	e := wallsDefender(s, h)
	if e < 0 {
		return
	}
	for _, bt := range battles {
		if rules.IndexOf(bt.Defenders, e) >= 0 {
			return
		}
	}
	for _, u := range wallsAdjacent(s, h) {
		attacking[u] = false
	}
}

// assaultWalls applies the Assault on the Walls of Talavera (9.4.6) once
// the battles are declared: an attack on the enemy unit in the walled hex
// costs Morale; without one, every phasing unit adjacent to it retreats
// one hex as on an AR result and leaves the declared battles.
func assaultWalls(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	r, h, n, ok := wallsRuleOf(s.B)
	if !ok {
		return
	}
	e := wallsDefender(s, h)
	adj := wallsAdjacent(s, h)
	if e < 0 || len(adj) == 0 {
		return
	}
	var md rules.MoraleDelta
	for _, bt := range s.BattleList {
		if rules.IndexOf(bt.Defenders, e) >= 0 {
			md.Add(s.Phasing, n, r.ID)
			*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(s.Phasing), Hex: s.B.Code(h), Text: fmt.Sprintf("%s: assault on %s, %+d Morale (%s)", r.Title, s.B.Units[e].ID, n, r.ID)})
			s.ApplyMorale(&md, ev)
			return
		}
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(s.Phasing), Hex: s.B.Code(h), Text: fmt.Sprintf("%s: no assault on %s; the adjacent units retreat (%s)", r.Title, s.B.Units[e].ID, r.ID)})
	for _, u := range adj {
		if s.Units[u].Where != rules.AtMap {
			continue
		}
		s.RetreatUnit(u, 1, false, nil, d, &md, ev)
		if s.B.Units[u].IrregularRules.WithdrawRouted && s.Units[u].Where == rules.AtMap {
			s.MarkRouted(u) // 16.7.7, as on an AR result in resolve
		}
	}
	for i := range s.BattleList {
		bt := &s.BattleList[i]
		for _, u := range adj {
			bt.Attackers = rules.RemoveInt(bt.Attackers, u)
		}
		if len(bt.Attackers) == 0 {
			bt.Cancelled = true
		}
	}
	s.ApplyMorale(&md, ev)
	s.LeadersInEZOC(d, ev)
}

// assaultWallsNote records how the engine applies a assault_walls rule (its Board hook).
func assaultWallsNote(b *rules.Board, r scenario.Rule) {
	h, n, ok := wallsParams(b, r)
	if !ok {
		p := rules.RuleParams[assaultWallsParams](b, r)
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind assault_walls): hex %q or morale %q not usable; not applied by the engine", r.ID, r.Title, p.Hex, intOrEmpty(p.Morale))
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): when the phasing player declares its battles (9.2) with units adjacent to an enemy unit in %s, a declaration that attacks that unit costs the phasing side %+d Morale before any battle is resolved; a declaration that does not attack it retreats every phasing non-leader unit adjacent to %s one hex as on an AR result (9.7), before any battle is resolved, and those units are dropped from the declared battles and owe no attack (9.4.6); the unit in %s does not advance after that retreat (9.4.6 does not say it may)",
		r.ID, r.Title, b.Code(h), n, b.Code(h), b.Code(h))
}

func init() { rules.BindAtFirstUse(bindAssaultWalls) }

// bindAssaultWalls binds the hooks of this file's kinds.
func bindAssaultWalls() {
	rules.Bind("assault_walls", rules.Hooks{Params: newParams[assaultWallsParams], Board: assaultWallsNote})
	// The assault on the walls acts when battles are declared (9.4.6).
	rules.BindGame("assault_walls", 60, rules.GameHooks{
		Active: withRule("assault_walls"),
		Phase: rules.PhaseHooks{
			rules.OnDeclared: func(t *rules.State, e rules.PhaseStep) bool { assaultWalls(t, e.Dice, e.Events); return false },
		},
		Declare: rules.DeclareHooks{
			rules.DeclAttacking: func(s *rules.State, battles []*rules.Battle, attacking map[int]bool) (bool, error) {
				wallsRetreating(s, battles, attacking)
				return false, nil
			},
		},
	})
}
