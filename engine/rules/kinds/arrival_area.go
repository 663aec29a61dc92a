// Bussaco 20 España's reinforcement rules (11.0, 16.10; kinds arrival_area
// and variable_route): the units' entry areas checked against the rule, and
// why a variable route is not applied.

package kinds

import (
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The variable_route kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "variable_route", Unplayed: "the secret choice of route before play and the withdrawal decision have no orders in the engine", Rule: "11.0", Doc: "reinforcements whose route is rolled on tables",
		Params: []scenario.Param{pUnits, typed("entry_areas", scenario.ZoneList, "their entry areas"), typed("bussaco_table", scenario.TableParam, "the first route table"), turns("bussaco_turn", "its Game Turn"),
			typed("boialvo_table", scenario.TableParam, "the second route table"), turns("boialvo_turn", "its Game Turn"), typed("allied_units", scenario.UnitList, "the other side's units"),
			typed("allied_table", scenario.TableParam, "their table"), turns("allied_turn", "their Game Turn")}})
}

// The arrival_area kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "arrival_area", Rule: "11.0", Doc: "a side's reinforcements arrive through an entry area, or another one with an optional rule",
		Params: []scenario.Param{pSide, req(pEntry), typed("optional_entry_area", scenario.ZoneParam, "the entry area used instead with the optional rule"), text("optional_rule", "the optional rule number that switches to the other area")}})
}

func init() { rules.BindAtFirstUse(bindBussacoKinds) }

// The Bussaco 20 España reinforcement rules whose notes this file
// records: arrival_area (11.6, Unit Arrival Location) and variable_route
// (16.10, The Road to Boialvo).
func bindBussacoKinds() {
	rules.Bind("arrival_area", rules.Hooks{Params: newParams[arrivalAreaParams], Board: arrivalAreaNote})
	rules.Bind("variable_route", rules.Hooks{Params: newParams[variableRouteParams], Board: variableRouteNote})
}

// entryAreaHexes returns the hexes the scenario gives an entry area and
// whether the area exists.
func entryAreaHexes(b *rules.Board, id string) ([]string, bool) {
	for _, a := range b.Scenario.Map.EntryAreas {
		if a.ID == id {
			return a.Hexes, true
		}
	}
	return nil, false
}

// arrivalAreaNote checks the units' placements against a rule naming the
// entry area of a side's reinforcements (Bussaco 20 11.6) and records
// what that means for play.
func arrivalAreaNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[arrivalAreaParams](b, r)
	hexes, ok := entryAreaHexes(b, p.EntryArea)
	if !ok || (p.Side != scenario.French && p.Side != scenario.AntiFrench) {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind arrival_area): side %q or entry area %q not in the scenario; not applied by the engine", r.ID, r.Title, p.Side, p.EntryArea)
		return
	}
	n := 0
	var other []string
	for _, u := range b.Scenario.Units {
		if u.Side != p.Side || u.Placement.Kind != scenario.PlaceArrive && u.Placement.Kind != scenario.PlaceVariable {
			continue
		}
		n++
		if u.Placement.EntryArea != p.EntryArea {
			other = append(other, u.ID)
		}
	}
	var msg string
	st := rules.Applied
	switch {
	case len(other) > 0:
		msg = "the placements of " + strings.Join(other, ", ") + " name another entry area; the engine follows the placements"
	case len(hexes) == 0:
		msg = "the placements of all " + strconv.Itoa(n) + " of them name it, but the scenario gives it no hexes (printed on the map only), so they cannot enter the map (11.0)"
		st = rules.PartlyApplied
	default:
		msg = "applied through the placements of all " + strconv.Itoa(n) + " of them, which name it"
	}
	opt := ""
	if p.OptionalEntryArea != "" {
		opt = "; arrivals by Entry Area " + p.OptionalEntryArea + " with optional rule " + p.OptionalRule + " are not applied by the engine"
		st = rules.PartlyApplied
	}
	b.RuleNote(r, st, "special rule %q (%s): %s reinforcements enter by Entry Area %s: %s%s", r.ID, r.Title, p.Side, p.EntryArea, msg, opt)
}

// variableRouteNote records why the engine does not apply a variable
// route of reinforcements (Bussaco 20 16.10, The Road to Boialvo): the
// secret choice of route before play and the Allied withdrawal decision
// have no orders, and an entry area it needs may have no hexes.
func variableRouteNote(b *rules.Board, r scenario.Rule) {
	var missing []string
	for _, id := range rules.RuleParams[variableRouteParams](b, r).EntryAreas {
		if hexes, ok := entryAreaHexes(b, id); !ok || len(hexes) == 0 {
			missing = append(missing, id)
		}
	}
	why := ""
	if len(missing) > 0 {
		why = "; entry area(s) " + strings.Join(missing, ", ") + " have no hexes in the scenario (printed on the map only)"
	}
	b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_route): the secret choice of route before play and the withdrawal decision have no orders in the engine%s; not applied by the engine", r.ID, r.Title, why)
}

// arrivalAreaParams are an arrival_area rule's parameters (11.0).
type arrivalAreaParams struct {
	Side              string `param:"side"`
	EntryArea         string `param:"entry_area"`
	OptionalEntryArea string `param:"optional_entry_area"` // used instead with the optional rule
	OptionalRule      string `param:"optional_rule"`
}

// variableRouteParams are a variable_route rule's parameters (Bussaco 20
// 16.10); the engine reads only the entry areas, to say which have no hexes.
type variableRouteParams struct {
	Units        []string        `param:"units"`
	EntryAreas   []string        `param:"entry_areas"`
	BussacoTable string          `param:"bussaco_table"`
	BussacoTurn  *scenario.Range `param:"bussaco_turn"`
	BoialvoTable string          `param:"boialvo_table"`
	BoialvoTurn  *scenario.Range `param:"boialvo_turn"`
	AlliedUnits  []string        `param:"allied_units"`
	AlliedTable  string          `param:"allied_table"`
	AlliedTurn   *scenario.Range `param:"allied_turn"`
}

// Needs is what the engine needs of a arrival_area rule.
func (arrivalAreaParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the side whose reinforcements arrive there", "side")
}
