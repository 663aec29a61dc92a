// Movement limits (6.0; kind movement_limit): the fixed limit, and the
// note of a group limit (coordination_problems.go) or a rolled one
// (caution.go).

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The movement_limit kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "movement_limit", Rule: "6.0", Doc: "limits on how many units may move",
		Params: []scenario.Param{pSide, pSides, typed("nationality", scenario.Nationality, "the nationality limited"), pTable, pTurns, turns("until_turn", "the Game Turn the limit ends"),
			integer("limit", 0, 99, "the number of units that may move"), scenario.Param{Name: "groups", Type: scenario.EnumParam, Values: []string{"turn number"}, Doc: "what limits the groups that may move"},
			enums("ends_on", "french_attack french_crosses_steep_slope", "events that end the limit"), text("ends_when", "a condition that ends the limit"),
			text("needs_map", "the map data the rule needs that the map does not give")}})
}

func init() { rules.BindAtFirstUse(bindMovementLimit) }

// bindMovementLimit binds the movement_limit kind.
func bindMovementLimit() {
	rules.Bind("movement_limit", rules.Hooks{Params: newParams[movementLimitParams], Board: movementLimitBoard, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{MayMove: rules.MayMoveHooks{rules.MoveSide: func(s *rules.State, side, _ int) error {
			if fixedLimitReached(s, r, x, side) {
				return rules.MoveLimit(rules.RuleOf(r))
			}
			return nil
		}}}
	}})
}

// movementLimitParams are a movement_limit rule's parameters (6.0): a
// fixed number of units (limit, applied here), the groups that move
// (coverGroups) or a table rolled until a Game Turn (cautionRows);
// what the map needs (missingMapNote).
type movementLimitParams struct {
	Side        string          `param:"side"`
	Sides       []string        `param:"sides"`
	Nationality string          `param:"nationality"`
	Table       string          `param:"table"`
	Turns       scenario.Range  `param:"turns"`
	UntilTurn   *scenario.Range `param:"until_turn"`
	Limit       *int            `param:"limit"` // the number of units that may move
	Groups      string          `param:"groups"`
	EndsOn      []string        `param:"ends_on"`
	EndsWhen    string          `param:"ends_when"`
	NeedsMap    string          `param:"needs_map"`
}

// movementLimitBoard records how a movement_limit rule is applied: by the
// map (missingMapNote), by groups or a table (movementLimitNote), or
// by a fixed number of units (apply.go).
func movementLimitBoard(b *rules.Board, r scenario.Rule) {
	memoCaution(b) // British Caution, a movement_limit rule rolled on a table (caution.go)
	if !missingMapNote(b, r) && !movementLimitNote(b, r) && rules.RuleParams[movementLimitParams](b, r).Limit == nil {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind %s): the number of units is not a fixed parameter; not applied by the engine", r.ID, r.Title, r.Kind)
	}
}

// fixedLimitReached applies one movement_limit rule with a fixed limit.
func fixedLimitReached(s *rules.State, r scenario.Rule, x any, side int) bool {
	p := rules.AsParams[movementLimitParams](x)
	if p.Side != rules.SideName(side) {
		return false
	}
	if s.Turn < p.Turns.Lo || s.Turn > p.Turns.Hi {
		return false
	}
	if p.Limit == nil {
		s.B.RuleNote(r, rules.NotApplied, "special rule %q (%s): the number of units that may move is not given; not applied", r.ID, r.Title)
		return false
	}
	n := 0
	for _, u := range s.B.SideUnits[side] {
		if s.Units[u].Status&rules.StMoved != 0 {
			n++
		}
	}
	return n >= *p.Limit
}

// Needs is what the engine needs of a movement_limit rule.
func (movementLimitParams) Needs() []scenario.Need {
	return scenario.NeedsOf("how many units may move: a fixed number, the groups that move, or a table rolled until a Game Turn (table and until_turn)", "limit groups until_turn")
}

// movementLimitNote records a movement_limit rule by groups (Coordination
// Problems) or rolled on a table (cautionNote) and reports whether it is
// one.
func movementLimitNote(b *rules.Board, r scenario.Rule) bool {
	p := rules.RuleParams[movementLimitParams](b, r)
	if p.Groups == "" {
		return cautionNote(b, r)
	}
	lo, hi := p.Turns.Lo, p.Turns.Hi
	if p.Groups != "turn number" || len(p.Sides) == 0 || lo < 1 || hi < lo {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind movement_limit): groups %q, sides or turns not usable; not applied by the engine", r.ID, r.Title, p.Groups)
		return true
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): on Game Turns %d-%d each of %s may move in its Movement Phase only units that fit in as many groups as the Game Turn number; a group is a unit and the friendly units adjacent to it at the start of the phase, and a unit not on the map then (an arriving reinforcement) is a group of its own", r.ID, r.Title, lo, hi, strings.Join(p.Sides, " and "))
	return true
}

// untilTurn is a movement_limit rule's until_turn, one Game Turn.
func untilTurn(p *movementLimitParams) (int, error) {
	if p.UntilTurn == nil || p.UntilTurn.Lo != p.UntilTurn.Hi {
		return 0, fmt.Errorf("until_turn is not one Game Turn")
	}
	return p.UntilTurn.Lo, nil
}
