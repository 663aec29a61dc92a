// The Garde Marins (Bailén 20 16.11; kind garde_marins): the strength the
// French player commits to a battle with its Resolve order.

package kinds

import (
	"fmt"
	"slices"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The garde_marins kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "garde_marins", Rule: "9.0", Single: true, Doc: "an attached unit that adds strength a limited number of times",
		Params: []scenario.Param{pSide, pStrength, integer("uses", 1, 99, "how many times it may be used")}})
}

// gardeMarinsParams are a garde_marins rule's parameters.
type gardeMarinsParams struct {
	Side     string `param:"side"`
	Strength *int   `param:"strength"`
	Uses     *int   `param:"uses"`
}

// Needs is what the engine needs of a garde_marins rule.
func (gardeMarinsParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the side, the strength added and how many times", "side", "strength", "uses")
}

// gardeRule returns the scenario's garde_marins rule, if usable.
func gardeRule(b *rules.Board) (r scenario.Rule, n, uses int, ok bool) {
	rs := b.Special["garde_marins"]
	for _, r := range rs {
		p := rules.RuleParams[gardeMarinsParams](b, r)
		if p.Strength != nil && p.Uses != nil && *p.Strength > 0 && *p.Uses > 0 && (p.Side == "french" || p.Side == "anti-french") {
			return r, *p.Strength, *p.Uses, true
		}
	}
	if len(rs) == 0 {
		return scenario.Rule{}, 0, 0, false
	}
	r = rs[0]
	p := rules.RuleParams[gardeMarinsParams](b, r)
	return r, orZero(p.Strength), orZero(p.Uses), false
}

// checkGarde validates discarding the garde_marins marker for battle bt
// (Bailén 20 16.11): the rule's side takes part and a use is left.
func checkGarde(s *rules.State, bt *rules.Battle, use bool) error {
	if !use {
		return nil
	}
	r, _, uses, ok := gardeRule(s.B)
	if !ok {
		return rules.Illegal(rules.KindRule("garde_marins"), "the scenario has no usable garde_marins rule")
	}
	if int(gardeSlot.Of(s).discarded) >= uses {
		return rules.Illegal(rules.RuleOf(r), "the %s marker is already used (scenario rule %q)", r.Title, r.ID)
	}
	if len(bt.Attackers) == 0 || bt.Countercharge {
		return rules.Illegal(rules.RuleOf(r), "the %s marker is not used in a Countercharge (scenario rule %q)", r.Title, r.ID)
	}
	return nil
}

// checkGardeCommit validates a commitment of the garde_marins rule to
// battle bt (its order option): the marker is left and, when the player
// names the unit that acts as Elite, it is one of the rule's side in the
// battle (16.11).
func checkGardeCommit(s *rules.State, r scenario.Rule, p any, bt *rules.Battle, u int) error {
	if err := checkGarde(s, bt, true); err != nil {
		return err
	}
	if u >= 0 && !slices.Contains(gardeUnits(s, r, p, bt), u) {
		return rules.Illegal(rules.RuleOf(r), "%s is not a %s unit involved in the battle, so it cannot act as an Elite unit for the %s (scenario rule %q)", s.B.Units[u].ID, rules.AsParams[gardeMarinsParams](p).Side, r.Title, r.ID)
	}
	return nil
}

// gardeUnits are the units of the garde_marins rule's side in battle bt,
// those the player may choose to act as Elite (16.11).
func gardeUnits(s *rules.State, _ scenario.Rule, p any, bt *rules.Battle) []int {
	side := rules.SideIndex(rules.AsParams[gardeMarinsParams](p).Side)
	var out []int
	for _, us := range [2][]int{bt.Attackers, bt.Defenders} {
		for _, u := range us {
			if s.B.Units[u].Side == side {
				out = append(out, u)
			}
		}
	}
	return out
}

// gardeMarins adds the garde_marins strength to its side's total in the
// battle being resolved and uses the marker (Bailén 20 16.11).
func gardeMarins(s *rules.State, c *rules.BattleCtx, use bool, elite int, att, def, diff int, ev *[]rules.Event) (int, int, int) {
	if !use {
		return att, def, diff
	}
	r, n, _, _ := gardeRule(s.B)
	side := rules.RuleParams[gardeMarinsParams](s.B, r).Side
	gardeSlot.Mut(s).discarded++
	own := c.Def
	if rules.SideIndex(side) == c.AttSide {
		att, diff = att+n, diff+n
		own = c.Att
	} else {
		def, diff = def+n, diff-n
	}
	switch {
	case elite >= 0:
		// "the French player may choose any French unit involved in the
		// battle to act as an Elite unit for purposes of Rout": the unit
		// the commitment names (checkGardeCommit).
		gardeSlot.Mut(s).elite = int16(elite + 1)
	case len(own) > 0:
		// None named: the engine chooses the first, which routs first
		// (an engine reading).
		gardeSlot.Mut(s).elite = int16(own[0] + 1)
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: side, Text: fmt.Sprintf("%s: %+d strength (%s)", r.Title, n, r.ID)})
	return att, def, diff
}

// gardeResolve is the random player's choice to commit the Garde Marins
// to battle i (its RandomResolve hook): one time in four when it may.
func gardeResolve(p *rules.RandomPlayer, s *rules.State, i int, o rules.Resolve) rules.Resolve {
	if r, _, _, ok := gardeRule(s.B); ok && p.Rng.IntN(4) == 0 {
		bt := s.BattleList[i]
		if checkGarde(s, &bt, true) == nil {
			o.Commit = append(o.Commit, rules.Commitment{Rule: r.ID})
		}
	}
	return o
}

// gardeMarinsNote records how the engine applies a garde_marins rule (its Board hook).
func gardeMarinsNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[gardeMarinsParams](b, r)
	if p.Strength == nil || p.Uses == nil || *p.Strength < 1 || *p.Uses < 1 || p.Side != "french" && p.Side != "anti-french" {
		notApplied(b, r, "side, strength or uses not usable")
		return
	}
	n, uses := *p.Strength, *p.Uses
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %d time(s) per game the %s side may discard the marker when a battle it attacks in or defends in is resolved (a Resolve order committing it, +%s) for %+d to its total strength at no Morale cost, with or without reserves; not for a Countercharge; for that battle the %s unit of the battle the player names (+%s:UNIT), or else the first %s unit of the battle (the first to rout), acts as Elite for its rout roll (9.6.2.1; Impetus, 16.7.1, is not applied)", r.ID, r.Title, uses, p.Side, r.ID, n, p.Side, r.ID, p.Side)
}

// gardeBattleStart ends the Elite status the Garde Marins gave a unit in
// the battle before: it lasts one battle (Bailén 20 16.11; the kind's
// AtLead hook).
func gardeBattleStart(s *rules.State) {
	if gardeSlot.Of(s).elite != 0 {
		gardeSlot.Mut(s).elite = 0 // the Garde Marins' Elite lasts one battle (16.11)
	}
}

// gardeEliteMoves marks the unit acting as Elite in the battle being
// resolved (Bailén 20 16.11): the kind's MoveRules hook.
func gardeEliteMoves(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
	return f.With(rules.MfElite, gardeSlot.Of(s).elite == int16(u+1))
}

// gardeStrengths adds the Garde Marins' strength to a battle they are
// committed to (Bailén 20 16.11): the kind's AtStrengths hook.
func gardeStrengths(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) bool {
	o := c.Opts()
	_, u, use := o.CommittedTo(s.B, "garde_marins")
	c.Strengths[0], c.Strengths[1], c.Strengths[2] = gardeMarins(s, c, use, u, c.Strengths[0], c.Strengths[1], c.Strengths[2], ev)
	return false
}

func init() { rules.BindAtFirstUse(bindGardeMarins) }

// gardeSt is the Garde Marins' state in play (Bailén 20 16.11): the markers
// discarded, and the unit acting as Elite in the battle being resolved
// (unit index + 1; 0: none).
type gardeSt struct {
	discarded uint8
	elite     int16
}

var gardeSlot = rules.NewStateSlot[gardeSt]()

// bindGardeMarins binds the hooks of this file's kinds. Its group, active
// only on a board with the rule, comes at the leader kinds' rank
// (leaders.go), before them at each point, and its strengths before the
// Flotilla's.
func bindGardeMarins() {
	rules.Bind("garde_marins", rules.Hooks{Params: newParams[gardeMarinsParams], Board: gardeMarinsNote})
	rules.BindGame("garde_marins", 20, rules.GameHooks{
		Active: withRule("garde_marins"),
		Random: rules.RandomHooks{rules.RandomResolve: func(p *rules.RandomPlayer, s *rules.State, q rules.RandomAsk) rules.RandomAsk {
			q.Resolve = gardeResolve(p, s, q.Battle, q.Resolve)
			return q
		}},
		MoveRules: gardeEliteMoves,
		Battle: rules.BattleHooks{
			rules.AtLead: func(s *rules.State, _ *rules.BattleCtx, _ *[]rules.Event) bool {
				gardeBattleStart(s)
				return false
			},
			rules.AtStrengths: gardeStrengths,
		},
	})
	// The Garde Marins are committed to a battle by the French player
	// (Resolve.Commit), with the unit that acts as Elite if named (16.11).
	rules.BindOption("garde_marins", rules.OrderOption{Orders: []string{"resolve"}, Unit: rules.OptionalUnit,
		Side: func(_ *rules.Board, _ scenario.Rule, p any) int {
			return rules.SideIndex(rules.AsParams[gardeMarinsParams](p).Side)
		},
		Check: checkGardeCommit, Units: gardeUnits})
}
