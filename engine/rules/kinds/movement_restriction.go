// Russian Surprise (Slobozia 20 4.2; kind movement_restriction): units that
// cannot move before the first Battle.

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The movement_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "movement_restriction", Rule: "6.0", Doc: "units that may not move until an event",
		Params: []scenario.Param{pSide, typed("frozen_hexes", scenario.HexList, "the hexes whose units may not move"), text("frozen", "the units, in words"), text("until", "the event that ends it"),
			pTable, integer("table_modifier", -6, 6, "the modifier to the table roll")}})
}

// movementRestrictionParams are a movement_restriction rule's parameters.
type movementRestrictionParams struct {
	Side          string   `param:"side"`
	FrozenHexes   []string `param:"frozen_hexes"` // whose units may not move
	Frozen        string   `param:"frozen"`       // the units, in words
	Until         string   `param:"until"`        // the event that ends it
	Table         string   `param:"table"`
	TableModifier *int     `param:"table_modifier"`
}

// Needs is what the engine needs of a movement_restriction rule.
func (movementRestrictionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the hexes frozen, their side and the event that ends it", "frozen_hexes", "side", "until")
}

// frozenHexes are the hexes a movement_restriction rule (Slobozia 20 4.2)
// freezes, and the side whose units there cannot move before the first
// Battle: the kind's state on the Board.
type frozenHexes struct {
	rule  scenario.Rule
	hexes []bool // by hex
	side  int
}

var frozenSlot = rules.NewBoardSlot[frozenHexes]()

// movementRestriction applies a movement_restriction rule (Slobozia 20
// 4.2, Russian Surprise): until the first Battle is resolved, the side's
// units in the frozen hexes (the Slobozia Bridgehead, where its units north
// of the Danube set up) cannot move at all.
func movementRestriction(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[movementRestrictionParams](b, r)
	var hexes []int32
	for _, code := range p.FrozenHexes {
		h, err := b.Parse(code)
		if err != nil {
			hexes = nil
			break
		}
		hexes = append(hexes, h)
	}
	if len(hexes) == 0 || p.Side != scenario.French && p.Side != scenario.AntiFrench || p.Until != "the first Battle" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind movement_restriction): frozen hexes, side or end %q not usable; not applied by the engine", r.ID, r.Title, p.Until)
		return
	}
	fz := frozenSlot.Build(b)
	fz.hexes = make([]bool, b.N)
	for _, h := range hexes {
		fz.hexes[h] = true
	}
	fz.side, fz.rule = rules.SideIndex(p.Side), r
	mod := ""
	if p.TableModifier != nil && commandTable(b, p.Table) { // command_limit_mods.go
		mod = fmt.Sprintf("; the %d modifier applies to the roll on table %q meanwhile (its command_limit rule)", *p.TableModifier, p.Table)
	} else if p.TableModifier != nil {
		mod = fmt.Sprintf("; the %d modifier on table %q is not applied by the engine", *p.TableModifier, p.Table)
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): until the first Battle is resolved, %s units in %s cannot move at all (%s; the Danube is not traced, so units reaching the north side elsewhere are not identified)%s", r.ID, r.Title, p.Side, strings.Join(p.FrozenHexes, ","), p.Frozen, mod)
}

// frozen reports whether unit u cannot move because of a
// movement_restriction rule (Slobozia 20 4.2) before the first Battle.
func frozen(s *rules.State, u int) bool {
	fz := frozenSlot.Of(s.B)
	if fz == nil {
		return false
	}
	us := &s.Units[u]
	return battledWord.Of(s) == 0 && us.Where == rules.AtMap && s.B.Units[u].Side == fz.side && fz.hexes[us.Hex]
}

// frozenMove refuses any move of unit u that a movement_restriction rule
// freezes before the first Battle (Slobozia 20 4.2; the kind's MoveAtAll
// hook).
func frozenMove(s *rules.State, _, u int) error {
	if frozen(s, u) {
		return rules.Illegal(rules.RuleOf(frozenSlot.Of(s.B).rule), "%q cannot move before the first Battle (scenario rule of kind movement_restriction)", s.B.Units[u].ID)
	}
	return nil
}

func init() { rules.BindAtFirstUse(bindMovementRestriction) }

// bindMovementRestriction binds the hooks of this file's kinds.
func bindMovementRestriction() {
	rules.Bind("movement_restriction", rules.Hooks{Params: newParams[movementRestrictionParams], Board: movementRestriction})
	rules.BindGame("movement_restriction", 30, rules.GameHooks{
		Active:  withRule("movement_restriction"),
		MayMove: rules.MayMoveHooks{rules.MoveAtAll: frozenMove},
	})
}
