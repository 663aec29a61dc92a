package scenario

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
)

// SchemaID is the $id of the scenario format's JSON Schema.
const SchemaID = "https://aide-de-camp.github.io/schema/adc-scenario-v1.json"

// JSONSchema returns a JSON Schema (draft 2020-12) of the scenario format,
// derived from the model: field names, types, enums (oneof), ranges
// (min/max) and required fields (required), with no unknown keys allowed.
// Editors such as VS Code use it to complete and check scenario files.
// The output is deterministic.
func JSONSchema() ([]byte, error) {
	g := schemaGen{defs: map[string]any{}}
	root := g.structSchema(reflect.TypeOf(Scenario{}))
	addSpecialKinds(g.defs) // schema_special.go
	root["$schema"] = "https://json-schema.org/draft/2020-12/schema"
	root["$id"] = SchemaID
	root["title"] = "Aide-de-Camp Napoleonic 20 scenario (format adc-scenario, version 1)"
	root["$defs"] = g.defs
	return json.MarshalIndent(root, "", "  ")
}

type schemaGen struct{ defs map[string]any }

func (g *schemaGen) typeSchema(t reflect.Type, validate string) map[string]any {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	rules := parseValidate(validate)
	if t == terrainMapType {
		// Written as a mapping of hex numbers to terrain ids.
		return map[string]any{"type": "object", "additionalProperties": map[string]any{"type": "string"}}
	}
	var s map[string]any
	switch t.Kind() {
	case reflect.Struct:
		name := t.Name()
		if _, ok := g.defs[name]; !ok {
			g.defs[name] = true // placeholder against recursion
			g.defs[name] = g.structSchema(t)
		}
		return map[string]any{"$ref": "#/$defs/" + name}
	case reflect.Slice, reflect.Array:
		s = map[string]any{"type": "array", "items": g.typeSchema(t.Elem(), rules["dive-rest"])}
		if t.Kind() == reflect.Array {
			s["minItems"], s["maxItems"] = t.Len(), t.Len()
		}
		if v, ok := rules["min"]; ok {
			s["minItems"] = atoi(v)
		}
		if v, ok := rules["max"]; ok {
			s["maxItems"] = atoi(v)
		}
		if v, ok := rules["len"]; ok {
			s["minItems"], s["maxItems"] = atoi(v), atoi(v)
		}
		return s
	case reflect.Map:
		return map[string]any{"type": "object", "additionalProperties": g.typeSchema(t.Elem(), "")}
	case reflect.String:
		s = map[string]any{"type": "string"}
		if v, ok := rules["oneof"]; ok {
			s["enum"] = strings.Fields(v)
		}
		if v, ok := rules["eq"]; ok {
			s["const"] = v
		}
		if _, ok := rules["hexcolor"]; ok {
			s["pattern"] = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"
		}
		if _, ok := rules["id"]; ok {
			s["pattern"] = idRE.String()
		}
		if _, ok := rules["required"]; ok {
			s["minLength"] = 1
		}
	case reflect.Int, reflect.Int64, reflect.Int32:
		s = map[string]any{"type": "integer"}
		if v, ok := rules["min"]; ok {
			s["minimum"] = atoi(v)
		}
		if v, ok := rules["max"]; ok {
			s["maximum"] = atoi(v)
		}
		if v, ok := rules["eq"]; ok {
			s["const"] = atoi(v)
		}
	case reflect.Float64, reflect.Float32:
		s = map[string]any{"type": "number"}
		if v, ok := rules["min"]; ok {
			s["minimum"] = atoi(v)
		}
		if v, ok := rules["max"]; ok {
			s["maximum"] = atoi(v)
		}
	case reflect.Bool:
		s = map[string]any{"type": "boolean"}
	default:
		s = map[string]any{}
	}
	return s
}

func (g *schemaGen) structSchema(t reflect.Type) map[string]any {
	props := map[string]any{}
	var required []string
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		if name == "" || name == "-" || !f.IsExported() {
			continue
		}
		v := f.Tag.Get("validate")
		p := g.typeSchema(f.Type, v)
		if d := fieldDoc(t.Name(), f.Name, name); d != "" {
			if _, isRef := p["$ref"]; isRef {
				// A $ref with siblings is valid in draft 2020-12, and editors
				// show the description.
				p = map[string]any{"$ref": p["$ref"], "description": d}
			} else {
				p["description"] = d
			}
		}
		props[name] = p
		if _, ok := parseValidate(v)["required"]; ok {
			required = append(required, name)
		}
	}
	s := map[string]any{"type": "object", "properties": props, "additionalProperties": false}
	if len(required) > 0 {
		s["required"] = required
	}
	return s
}

// parseValidate splits a validator tag into rule -> parameter; the rules
// after "dive" apply to the elements and are returned under "dive-rest".
func parseValidate(tag string) map[string]string {
	out := map[string]string{}
	parts := strings.Split(tag, ",")
	for i, p := range parts {
		if p == "" {
			continue
		}
		if p == "dive" {
			out["dive-rest"] = strings.Join(parts[i+1:], ",")
			break
		}
		k, v, _ := strings.Cut(p, "=")
		out[k] = v
	}
	return out
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
