// Alternate LOCs (Arapiles 20 14.1, Alternate French LOC; kind
// conditional_loc): extra LOC hexes of some units and their retreats.

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The conditional_loc kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "conditional_loc", Rule: "14.0", Doc: "a LOC hex that counts only while some units are in play",
		Params: []scenario.Param{req(pSide), req(pHex), req(pUnits)}})
}

// conditionalLOCParams are a conditional_loc rule's parameters.
type conditionalLOCParams struct {
	Side  string   `param:"side"`
	Hex   string   `param:"hex"`
	Units []string `param:"units"`
}

// unitLOC is an extra LOC hex of some units (kind conditional_loc) and
// their distance table to it and their side's retreat targets.
type unitLOC struct {
	units []string
	hex   int32
	dist  []int16
}

// conditionalLOCState is the conditional_loc rules' extra LOCs, in file
// order: the kind's state on the Board (kindstate.go).
type conditionalLOCState struct{ locs []unitLOC }

var conditionalLOCSlot = rules.NewBoardSlot[conditionalLOCState]()

// conditionalLOCs are the extra LOCs of the scenario's conditional_loc
// rules, or nil.
func conditionalLOCs(b *rules.Board) []unitLOC {
	if cl := conditionalLOCSlot.Of(b); cl != nil {
		return cl.locs
	}
	return nil
}

// conditionalLOC applies a conditional_loc rule (Arapiles 20 14.1,
// Alternate French LOC: hex 0901 is a French LOC only for the Nord unit,
// once it has entered play): for those units the hex is a LOC for
// retreats (9.7.7, 9.7.8), routed movement (9.6.2) and Rally (10.0).
func conditionalLOC(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[conditionalLOCParams](b, r)
	h, err := b.Parse(p.Hex)
	ids := p.Units
	for _, id := range ids {
		if u := scenarioUnit(b, id); u == nil || u.Side != p.Side {
			err = fmt.Errorf("unit %q is not a %s unit of the scenario", id, p.Side)
		}
	}
	if err != nil || len(ids) == 0 || p.Side == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind conditional_loc): hex, side or units not usable; not applied by the engine", r.ID, r.Title)
		return
	}
	side := rules.SideIndex(p.Side)
	dist := make([]int16, b.N)
	for i := range b.N {
		dist[i] = min(b.RetreatDist[side][i], int16(min(b.Hexes[i].Distance(b.Hexes[h]), 32767)))
	}
	cl := conditionalLOCSlot.Build(b)
	cl.locs = append(cl.locs, unitLOC{units: ids, hex: h, dist: dist})
	b.RuleNote(r, rules.Applied, "special rule %q (%s): %s is a %s LOC only for %s, once in play: they retreat (9.7.7, 9.7.8) and rout (9.6.2) toward the nearest of it and their side's retreat targets, and may Rally there (10.0); it counts for no other purpose", r.ID, r.Title, p.Hex, p.Side, strings.Join(ids, ", "))
}

// retDistOf is the retreat distance table of unit u of side: its side's,
// or the one of a conditional_loc rule naming it.
func retDistOf(b *rules.Board, u, side int) []int16 {
	locs := conditionalLOCs(b)
	for i := range locs {
		for _, id := range locs[i].units {
			if id == b.Units[u].ID {
				return locs[i].dist
			}
		}
	}
	return b.RetreatDist[side]
}

// unitLocAt reports whether hex h is an extra LOC of unit u (kind
// conditional_loc).
func unitLocAt(b *rules.Board, u int, h int32) bool {
	locs := conditionalLOCs(b)
	for i := range locs {
		for _, id := range locs[i].units {
			if id == b.Units[u].ID && locs[i].hex == h {
				return true
			}
		}
	}
	return false
}

// locRetreatDistances is the retreat distance table of unit u of side
// when the scenario has conditional_loc rules, else d (Arapiles 20 14.1;
// the kind's RetreatDistances hook).
func locRetreatDistances(s *rules.State, u, side int, d []int16) []int16 {
	if conditionalLOCSlot.Of(s.B) == nil {
		return d
	}
	return retDistOf(s.B, u, side)
}

func init() { rules.BindAtFirstUse(bindConditionalLoc) }

// bindConditionalLoc binds the hooks of this file's kinds.
func bindConditionalLoc() {
	rules.Bind("conditional_loc", rules.Hooks{Params: newParams[conditionalLOCParams], Board: conditionalLOC})
	// A conditional_loc rule's units retreat toward their own LOC too; it
	// comes before the Depot (rank 35), which keeps such a unit's table.
	rules.BindGame("conditional_loc", 30, rules.GameHooks{
		Active:           withRule("conditional_loc"),
		RetreatDistances: locRetreatDistances,
		LOCAt:            func(s *rules.State, u, _ int, h int32, _ bool) bool { return unitLocAt(s.B, u, h) },
	})
}
