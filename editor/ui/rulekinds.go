package ui

import "github.com/aide-de-camp/adc/engine/scenario"

// pickOf names what a special-rule parameter's field chooses from, by the
// registry's parameter type (engine/scenario/registry.go).
var pickOf = map[scenario.ParamType]string{
	scenario.HexParam: "hex", scenario.HexList: "hexes", scenario.HexRoute: "hexes",
	scenario.UnitParam: "unit", scenario.UnitList: "units",
	scenario.SideParam: "side", scenario.SideList: "side",
	scenario.TableParam: "table", scenario.CardParam: "card", scenario.CardList: "card",
	scenario.ZoneParam: "zone", scenario.ZoneList: "zone", scenario.RuleParam: "rule",
}

// The special-rule panel's forms come from the kind registry: one field per
// parameter, with a picker for units, cards, tables, zones and rules.
func init() {
	RuleKinds = func() (out []RuleKind) {
		for _, k := range scenario.Kinds() {
			rk := RuleKind{Name: k.Name, Doc: k.Doc, Rule: k.Rule, Unplayed: k.Unplayed}
			for _, n := range k.Needs {
				rk.Needs = append(rk.Needs, n.Why)
			}
			if k.Keys != nil {
				rk.Keys = k.Keys.Doc
			}
			for _, p := range k.Params {
				rp := RuleParam{Name: p.Name, Doc: p.Doc, Required: p.Required, Pick: pickOf[p.Type], Values: p.Values}
				if p.Type == scenario.IntParam {
					rp.Range = [2]int{p.Min, p.Max}
				}
				if p.Type == scenario.BoolParam {
					rp.Values = []string{"true", "false"}
				}
				rk.Params = append(rk.Params, rp)
			}
			out = append(out, rk)
		}
		return out
	}
}
