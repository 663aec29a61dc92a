// Variable arrival of one unit (Arapiles 20 11.6, Chauvel's Riders; kind
// variable_arrival). Groups are in arrival_groups.go.

package kinds

import (
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The variable_arrival kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "variable_arrival", Rule: "11.0", Doc: "a reinforcement whose arrival is rolled on a table",
		Params: []scenario.Param{pSide, pUnit, req(pTable), pEntry, turns("from_turn", "the first Game Turn it may arrive"), typed("group", scenario.BoolParam, "whether the units arrive together"),
			integer("movement_bonus", 0, 99, "extra movement on arrival")}})
}

// variableArrivalParams are a variable_arrival rule's parameters.
type variableArrivalParams struct {
	Side          string          `param:"side"`
	Unit          string          `param:"unit"`
	Table         string          `param:"table"`
	EntryArea     string          `param:"entry_area"`
	FromTurn      *scenario.Range `param:"from_turn"`
	Group         *bool           `param:"group"` // the units arrive together
	MovementBonus *int            `param:"movement_bonus"`
}

// from is the Game Turn from which the rule rolls, when one is given.
func (p *variableArrivalParams) from() (int, bool) {
	if p.FromTurn == nil || p.FromTurn.Lo != p.FromTurn.Hi {
		return 0, false
	}
	return p.FromTurn.Lo, true
}

// Needs is what the engine needs of a variable_arrival rule.
func (variableArrivalParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the first Game Turn the reinforcements roll", "from_turn")
}

// variableArrival checks a variable_arrival rule of one unit (Arapiles 20
// 11.6, Chauvel's Riders) against its placement: a variable reinforcement
// rolled each turn from from_turn on the table, entering through the entry
// area its result names; an eliminated result costs no Morale. Group
// arrivals chosen among several areas (Bailén 20 11.6) are not applied.
func variableArrival(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[variableArrivalParams](b, r)
	u := scenarioUnit(b, p.Unit)
	t := table(b, p.Table)
	if u == nil || t == nil || u.Placement.Kind != scenario.PlaceVariable || u.Placement.Table != p.Table || strconv.Itoa(u.Placement.Turn) != orEmpty(p.FromTurn) {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_arrival): unit %q is not a variable reinforcement rolled on table %q from turn %s; not applied by the engine", r.ID, r.Title, p.Unit, p.Table, orEmpty(p.FromTurn))
		return
	}
	if bad := tableAreas(t, p.EntryArea); bad != "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_arrival): arrival result %q of table %q does not name entry area %s; not applied by the engine", r.ID, r.Title, bad, t.ID, p.EntryArea)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): %s rolls one die a turn on table %q from turn %s until it arrives (11.0); it enters through entry area %s; eliminated by the table it costs no Morale", r.ID, r.Title, p.Unit, t.ID, orEmpty(p.FromTurn), p.EntryArea)
}

// tableAreas returns the first arrival result of table t that does not
// name entry area area, or "".
func tableAreas(t *scenario.Table, area string) string {
	for _, row := range t.Rows {
		for _, res := range row.Results {
			l := strings.ToLower(res)
			if strings.Contains(l, "arriv") && !strings.Contains(l, "not arrive") && !strings.Contains(l, "no arrival") {
				if m := rules.AreaWord.FindStringSubmatch(res); m == nil || !strings.EqualFold(m[1], area) {
					return res
				}
			}
		}
	}
	return ""
}

// variableArrivalNote records how the engine applies a variable_arrival rule (its Board hook).
func variableArrivalNote(b *rules.Board, r scenario.Rule) {
	if g := rules.RuleParams[variableArrivalParams](b, r).Group; g != nil && *g {
		groupArrival(b, r)
	} else {
		variableArrival(b, r)
	}
}

func init() { rules.BindAtFirstUse(bindVariableArrival) }

// bindVariableArrival binds the hooks of this file's kinds.
func bindVariableArrival() {
	rules.Bind("variable_arrival", rules.Hooks{Params: newParams[variableArrivalParams], Board: variableArrivalNote})
}
