// The Independent Brigades (Arapiles 20 and Bussaco 20 16.6; kinds
// independent_brigade and independent_brigades): their Support committed to
// an adjacent battle, and their units.

package kinds

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The independent_brigade kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "independent_brigade", Rule: "16.6", Doc: "Independent Brigades",
		Params: []scenario.Param{req(pUnits), pStrength}})
}

// The Independent Brigades' Support (Arapiles 20 16.6, kind
// independent_brigade with a strength): "During either player's Combat
// Phase (but not the Reaction Phase), if an Independent Brigade is adjacent
// to a British (not Spanish) unit taking part in a battle, then the Allied
// player may permanently remove that Independent Brigade from the game
// (without adjusting the Allied side's morale level) to add one (+1) to
// their side's total strength in that particular battle. The Independent
// Brigade cannot be in an EZOC or itself be participating in a battle in
// order to use this ability. If both Independent Brigades are able to meet
// the above conditions, both may provide their Support to the same
// battle." The player commits a brigade to a battle with its Resolve order
// (+RULE:UNIT, Resolve.Commit); "British (not Spanish)" is read as the
// brigade's own nationality (any unit of its side when the scenario gives
// it none). The kind's Remnant properties are set by independentBrigadeUnits.

func init() { rules.BindAtFirstUse(bindBrigadeSupport) }

func bindBrigadeSupport() {
	rules.BindOption("independent_brigade", rules.OrderOption{Orders: []string{"resolve"}, Unit: rules.RequiredUnit,
		Side: brigadeSide, Check: checkBrigadeSupport, Units: brigadeUnits})
	rules.BindGame("brigade-support", 45, rules.GameHooks{
		Active: withRule("independent_brigade"),
		Battle: rules.BattleHooks{rules.AtStrengths: func(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) bool {
			o := c.Opts()
			c.Strengths[0], c.Strengths[1], c.Strengths[2] = brigadeSupport(s, c, &o, c.Strengths[0], c.Strengths[1], c.Strengths[2], ev)
			return false
		}},
	})
	rules.Bind("independent_brigade", rules.Hooks{Params: newParams[brigadeParams], Board: independentBrigadeNote, Units: independentBrigadeUnits})
}

// brigadeSide is the side of a rule's first Independent Brigade, whose
// player commits the Support; -1 when none is in the scenario.
func brigadeSide(b *rules.Board, _ scenario.Rule, p any) int {
	for _, id := range rules.AsParams[brigadeParams](p).Units {
		for u := range b.Units {
			if b.Units[u].ID == id {
				return b.Units[u].Side
			}
		}
	}
	return -1
}

// brigadeUnits are the rule's Independent Brigades, those a commitment
// may name.
func brigadeUnits(s *rules.State, _ scenario.Rule, p any, _ *rules.Battle) []int {
	var out []int
	for _, id := range rules.AsParams[brigadeParams](p).Units {
		for u := range s.B.Units {
			if s.B.Units[u].ID == id {
				out = append(out, u)
			}
		}
	}
	return out
}

// checkBrigadeSupport validates committing Independent Brigade u of rule
// r to battle bt (16.6).
func checkBrigadeSupport(s *rules.State, r scenario.Rule, p any, bt *rules.Battle, u int) error {
	b := s.B
	n := rules.RuleOf(r)
	pp := rules.AsParams[brigadeParams](p)
	if pp.Strength == nil || *pp.Strength < 1 {
		return rules.Illegal(n, "special rule %q (%s) gives its Independent Brigades no Support (no strength)", r.ID, r.Title)
	}
	if !slices.Contains(brigadeUnits(s, r, p, bt), u) {
		return rules.Illegal(n, "%s is not an Independent Brigade of special rule %q (%s)", b.Units[u].ID, r.ID, r.Title)
	}
	id := b.Units[u].ID
	switch {
	case s.Phase != rules.PhaseCombat || bt.Countercharge:
		return rules.Illegal(n, "an Independent Brigade supports a battle of a Combat Phase, not of the Reaction Phase (%s)", n)
	case s.Units[u].Where != rules.AtMap:
		return rules.Illegal(n, "Independent Brigade %s is not on the map (%s)", id, n)
	case inAnyBattle(s, u):
		return rules.Illegal(n, "Independent Brigade %s takes part in a battle itself and cannot provide its Support (%s)", id, n)
	case s.InEZOC(u):
		return rules.Illegal(n, "Independent Brigade %s is in an enemy Zone of Control and cannot provide its Support (%s)", id, n)
	case !brigadeNextTo(s, u, bt):
		nat := b.Units[u].Nationality
		if nat == "" {
			nat = rules.SideName(b.Units[u].Side)
		}
		return rules.Illegal(n, "Independent Brigade %s is not adjacent to a %s unit taking part in the battle (%s)", id, nat, n)
	}
	return nil
}

// inAnyBattle reports whether unit u attacks or defends in a battle
// declared this Combat Phase.
func inAnyBattle(s *rules.State, u int) bool {
	for i := range s.BattleList {
		if slices.Contains(s.BattleList[i].Attackers, u) || slices.Contains(s.BattleList[i].Defenders, u) {
			return true
		}
	}
	return false
}

// brigadeNextTo reports whether brigade u is adjacent to a unit of its
// side and nationality that takes part in battle bt.
func brigadeNextTo(s *rules.State, u int, bt *rules.Battle) bool {
	b := s.B
	h := s.Units[u].Hex
	for _, us := range [2][]int{bt.Attackers, bt.Defenders} {
		for _, v := range us {
			if b.Units[v].Side != b.Units[u].Side || b.Units[v].Nationality != b.Units[u].Nationality || s.Units[v].Where != rules.AtMap {
				continue
			}
			if slices.Contains(b.Neighbours[h][:], s.Units[v].Hex) {
				return true
			}
		}
	}
	return false
}

// brigadeSupport adds the Support of each Independent Brigade committed to
// the battle to its side's total strength (Step B attacking, Step C
// defending) and removes the brigade from the game, with no Morale change.
func brigadeSupport(s *rules.State, c *rules.BattleCtx, o *rules.BattleOpts, att, def, diff int, ev *[]rules.Event) (int, int, int) {
	b := s.B
	for _, cm := range o.Commitments() {
		r := b.Scenario.Special[cm.Rule]
		if r.Kind != "independent_brigade" || cm.Unit < 0 {
			continue
		}
		n := *rules.AsParams[brigadeParams](b.ParamAt(cm.Rule)).Strength // checkBrigadeSupport checked it
		side := b.Units[cm.Unit].Side
		step := "C"
		if side == c.AttSide {
			att, diff, step = att+n, diff+n, "B"
		} else {
			def, diff = def+n, diff-n
		}
		h := s.Units[cm.Unit].Hex
		s.Remove(cm.Unit, rules.AtEliminated)
		*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(side), Unit: b.Units[cm.Unit].ID, Hex: b.Code(h),
			Text: fmt.Sprintf("%s: Support %+d at Step %s; the brigade is permanently removed, no Morale change (%s, %s)", r.Title, n, step, r.ID, rules.RuleOf(r))})
	}
	return att, def, diff
}

// brigadeParams are an independent_brigade rule's parameters.
type brigadeParams struct { // independent_brigade
	Units    []string `param:"units"`
	Strength *int     `param:"strength"` // the once-per-game support to an adjacent battle
}

// brigade is an independent_brigade(s) rule's units and support
// strength (none for independent_brigades).
func brigade(b *rules.Board, r scenario.Rule) ([]string, *int) {
	if r.Kind == "independent_brigades" {
		return rules.RuleParams[unitsParams](b, r).Units, nil
	}
	p := rules.RuleParams[brigadeParams](b, r)
	return p.Units, p.Strength
}

// independentBrigadeUnits marks the units of an independent_brigade rule:
// like a Remnant, they cannot be rallied.
func independentBrigadeUnits(b *rules.Board, r scenario.Rule) {
	units, _ := brigade(b, r)
	for _, id := range units {
		for u := range b.Units {
			if b.Units[u].ID == id {
				b.Units[u].NoRally = &rules.IllegalOrder{Rule: rules.RuleOf(r), Reason: fmt.Sprintf("Independent Brigade %q cannot be rallied, like a Remnant (scenario rule)", id)}
			}
		}
	}
}

// independentBrigadeNote records how the engine applies a independent_brigade or independent_brigades rule (its Board hook).
func independentBrigadeNote(b *rules.Board, r scenario.Rule) {
	units, strength := brigade(b, r)
	ids, miss := leaderUnits(b, units)
	if miss != "" {
		notApplied(b, r, fmt.Sprintf("unit %q not in the scenario", miss))
		return
	}
	text := fmt.Sprintf("special rule %q (%s): %s cannot be Rallied, like Remnants (10.0, 16.5); their other Remnant properties are not applied by the engine", r.ID, r.Title, strings.Join(ids, ", "))
	if strength != nil {
		text += fmt.Sprintf("; once per game each may be permanently removed, with no Morale change, to give its Support: %+d to its side's total strength in a battle of either player's Combat Phase (not the Reaction Phase) in which a unit of its side and nationality adjacent to it takes part, when it is in no EZOC and in no battle itself (a Resolve order committing it, +%s:UNIT)", *strength, r.ID)
	}
	b.RuleNote(r, rules.PartlyApplied, "%s", text)
}
