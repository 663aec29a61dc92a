package scenario

import (
	"fmt"
	"regexp"
	"strings"
)

// Patterns of parameter values in the JSON Schema. Hex numbers are XXYY
// (or XXXYYY on a map with 3-digit numbering, rule 2.0).
const (
	hexPat   = `[0-9]{4}([0-9]{2})?`
	idPat    = `[A-Za-z0-9][A-Za-z0-9_.-]*`
	intPat   = `[+-]?[0-9]+`
	rangePat = `[0-9]+(\s*-\s*[0-9]+)?`
	sidePat  = `(french|anti-french)`
)

// listPattern is the anchored pattern of a comma-separated list of item.
func listPattern(item string) string {
	return `^\s*` + item + `(\s*,\s*` + item + `)*\s*$`
}

// paramSchema is the JSON Schema of one parameter value: always a string
// (parameters are written as strings), with a pattern or enum by type.
func paramSchema(p Param) map[string]any {
	s := map[string]any{"type": "string"}
	desc := p.Type.String() + ": " + p.Doc
	switch p.Type {
	case HexParam:
		s["pattern"] = "^" + hexPat + "$"
	case HexList:
		s["pattern"] = listPattern(hexPat)
	case HexRoute:
		s["pattern"] = `^([^0-9]*|` + strings.TrimSuffix(strings.TrimPrefix(listPattern(hexPat), "^"), "$") + `)$`
	case UnitParam:
		s["pattern"] = "^" + idPat + "$"
	case UnitList:
		s["pattern"] = listPattern(idPat)
	case SideParam:
		s["enum"] = []string{French, AntiFrench}
	case SideList:
		s["pattern"] = listPattern(sidePat)
	case IntParam:
		s["pattern"] = "^" + intPat + "$"
		desc += fmt.Sprintf(" (%d to %d)", p.Min, p.Max)
	case IntList:
		s["pattern"] = listPattern(intPat)
		desc += fmt.Sprintf(" (each %d to %d)", p.Min, p.Max)
	case RangeParam:
		s["pattern"] = "^" + rangePat + "$"
		desc += fmt.Sprintf(" (%d to %d)", p.Min, p.Max)
	case EnumParam:
		s["enum"] = p.Values
	case EnumList:
		alt := make([]string, len(p.Values))
		for i, v := range p.Values {
			alt[i] = regexp.QuoteMeta(v)
		}
		s["pattern"] = listPattern("(" + strings.Join(alt, "|") + ")")
	case BoolParam:
		s["enum"] = []string{"true", "false"}
	case TableParam, ZoneParam, RuleParam, CardParam, Nationality:
		s["minLength"] = 1
	}
	if p.Required {
		desc += " (required)"
	}
	s["description"] = desc
	return s
}

// kindParamsSchema is the JSON Schema of a kind's params mapping.
func kindParamsSchema(k *KindSpec) map[string]any {
	props := map[string]any{}
	var required []string
	for _, p := range k.Params {
		props[p.Name] = paramSchema(p)
		if p.Required {
			required = append(required, p.Name)
		}
	}
	s := map[string]any{"type": "object", "description": k.Name + " (rule " + k.Rule + "): " + k.Doc, "properties": props,
		"additionalProperties": false}
	if k.Keys != nil {
		extra := paramSchema(Param{Name: "*", Type: k.Keys.Value, Doc: k.Keys.Doc})
		extra["description"] = "a parameter per " + k.Keys.Key.String() + ": " + extra["description"].(string)
		s["additionalProperties"] = extra
		if k.Keys.Key == KeySide {
			names := []string{French, AntiFrench}
			for _, p := range k.Params {
				names = append(names, p.Name)
			}
			s["propertyNames"] = map[string]any{"enum": names}
		}
	}
	if len(required) > 0 {
		s["required"] = required
	}
	return s
}

// addSpecialKinds completes the Rule definition from the kind registry:
// the kind enum, and for each kind the parameters it takes, with their
// descriptions, so that an editor with a YAML language server completes and
// explains them.
func addSpecialKinds(defs map[string]any) {
	rule, ok := defs["Rule"].(map[string]any)
	if !ok {
		return
	}
	props := rule["properties"].(map[string]any)
	names := KindNames()
	var lines []string
	for _, k := range Kinds() {
		lines = append(lines, k.Name+": "+k.Doc)
	}
	props["kind"] = map[string]any{"type": "string", "enum": names,
		"description": "the special-rule kind the engine applies; leave it out for a rule in words only. " + strings.Join(lines, "; ")}
	var all []any
	for _, k := range Kinds() {
		def := "SpecialParams_" + k.Name
		defs[def] = kindParamsSchema(k)
		all = append(all, map[string]any{
			"if":   map[string]any{"properties": map[string]any{"kind": map[string]any{"const": k.Name, "description": "special-rule kind " + k.Name}}, "required": []string{"kind"}},
			"then": map[string]any{"properties": map[string]any{"params": map[string]any{"$ref": "#/$defs/" + def, "description": "the parameters of kind " + k.Name + ": " + k.Doc}}},
		})
	}
	rule["allOf"] = all
}
