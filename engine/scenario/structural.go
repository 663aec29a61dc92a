package scenario

import (
	"fmt"
	"github.com/go-playground/validator/v10"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

var (
	structOnce sync.Once
	structV    *validator.Validate
	idRE       = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]*$`)
)

func structValidator() *validator.Validate {
	structOnce.Do(func() {
		v := validator.New(validator.WithRequiredStructEnabled())
		v.RegisterTagNameFunc(func(f reflect.StructField) string {
			name, _, _ := strings.Cut(f.Tag.Get("yaml"), ",")
			if name == "-" {
				return ""
			}
			return name
		})
		v.RegisterValidation("id", func(fl validator.FieldLevel) bool {
			return isID(fl.Field().String())
		})
		structV = v
	})
	return structV
}

// isID reports whether s matches idRE (a letter or digit, then letters,
// digits, '_', '.' or '-'), without the regexp engine: ids are checked for
// every unit, table and rule.
func isID(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		b := s[i]
		switch {
		case b >= 'a' && b <= 'z', b >= 'A' && b <= 'Z', b >= '0' && b <= '9':
		case i > 0 && (b == '_' || b == '.' || b == '-'):
		default:
			return false
		}
	}
	return true
}

// structuralRules cites the rule behind a field's range, by the field's
// YAML name; fields not listed are format matters.
var structuralRules = map[string]string{
	"morale":       "12.1.1",
	"sudden_death": "4.0",
	"strength":     "2.0",
	"movement":     "2.0",
	"command_span": "16.9.1",
	"first_player": "4.0",
	"sides":        "2.0",
	"side":         "3.0",
	"type":         "2.0",
	"die":          "9.0",
	"number":       "5.0",
	"colour":       "5.0",
	"columns":      "2.0",
	"rows":         "2.0",
}

// validateStructure runs the go-playground/validator tags of the model.
//
// The units and the event cards, the bulk of a scenario, are validated one
// element at a time through a pointer: validating them by "dive" would copy
// every element into an interface and name it first. The findings are the
// same, in the order one walk over the whole struct gives them (field
// order; the model's Deck has no other tagged field than its cards).
func validateStructure(s *Scenario) []Finding {
	v := structValidator()
	rest := structuralFindings(v.StructExcept(s, "Units", "Deck.Cards"), "")
	units := elementFindings(v, s.Units, "units")
	cards := elementFindings(v, s.Deck.Cards, "deck.cards")
	if len(units)+len(cards) == 0 {
		return rest
	}
	order := scenarioFieldOrder()
	ui, di := order["units"], order["deck"]
	out := make([]Finding, 0, len(rest)+len(units)+len(cards))
	i := 0
	for ; i < len(rest) && topFieldOrder(rest[i].Path) < ui; i++ {
		out = append(out, rest[i])
	}
	out = append(out, units...)
	for ; i < len(rest) && topFieldOrder(rest[i].Path) < di; i++ {
		out = append(out, rest[i])
	}
	out = append(out, cards...)
	return append(out, rest[i:]...)
}

// elementFindings validates each element of a list of structs; base is the
// list's field path ("units"). An element that plainly passes its tags
// (plainlyValid) skips the validator's reflection: a large scenario has
// thousands of units, nearly all of them valid.
func elementFindings[T any](v *validator.Validate, list []T, base string) []Finding {
	var out []Finding
	for i := range list {
		if plainlyValid(&list[i]) {
			continue
		}
		if err := v.Struct(&list[i]); err != nil {
			out = append(out, structuralFindings(err, base+"["+strconv.Itoa(i)+"]")...)
		}
	}
	return out
}

// scenarioFieldOrder is the position of each top-level field of Scenario,
// by YAML name.
var scenarioFieldOrder = sync.OnceValue(func() map[string]int {
	m := map[string]int{}
	t := reflect.TypeOf(Scenario{})
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		m[name] = i
	}
	return m
})

// topFieldOrder is the field position of the top-level field a path starts in.
func topFieldOrder(path string) int {
	if i := strings.IndexAny(path, ".["); i >= 0 {
		path = path[:i]
	}
	order := scenarioFieldOrder()
	if o, ok := order[path]; ok {
		return o
	}
	return len(order)
}

// structuralFindings converts validator errors into findings; prefix is
// the field path of the validated struct ("" for the scenario itself).
func structuralFindings(err error, prefix string) []Finding {
	if err == nil {
		return nil
	}
	verrs, ok := err.(validator.ValidationErrors)
	if !ok {
		return []Finding{{Severity: Error, Rule: "format", Message: err.Error(), Check: "structure"}}
	}
	out := make([]Finding, 0, len(verrs))
	for _, fe := range verrs {
		path := fe.Namespace()
		if i := strings.IndexByte(path, '.'); i >= 0 {
			path = path[i+1:]
		}
		if prefix != "" {
			path = prefix + "." + path
		}
		name := fe.Field()
		if i := strings.IndexByte(name, '['); i >= 0 {
			name = name[:i]
		}
		rule := structuralRules[name]
		if strings.HasPrefix(path, "map.") && (name == "columns" || name == "rows") {
			rule = "2.0"
		} else if name == "rows" && (strings.HasPrefix(path, "crt.") || strings.Contains(path, ".crt.")) {
			rule = "9.6" // the CRT has one row per die roll, 1 to 6
		} else if name == "columns" || name == "rows" {
			rule = "format"
		}
		if name == "colour" && !strings.HasPrefix(path, "deck.") {
			rule = "format"
		}
		if rule == "" {
			rule = "format"
		}
		out = append(out, Finding{
			Severity: Error,
			Rule:     rule,
			Object:   name,
			Message:  tagMessage(fe),
			Hint:     tagHint(fe),
			Path:     path,
			Check:    "structure-" + fe.Tag(),
		})
	}
	return out
}

func tagMessage(fe validator.FieldError) string {
	val := fmt.Sprint(fe.Value())
	if v := reflect.ValueOf(fe.Value()); v.Kind() == reflect.Pointer && !v.IsNil() {
		val = fmt.Sprint(v.Elem().Interface())
	}
	switch fe.Tag() {
	case "required":
		return "is required"
	case "oneof":
		return fmt.Sprintf("%q is not one of: %s", val, strings.ReplaceAll(fe.Param(), " ", ", "))
	case "eq":
		return fmt.Sprintf("must be %s, not %q", fe.Param(), val)
	case "min":
		if k := fe.Kind(); k == reflect.Slice || k == reflect.Map || k == reflect.String {
			return fmt.Sprintf("needs at least %s entries", fe.Param())
		}
		return fmt.Sprintf("%s is below the minimum %s", val, fe.Param())
	case "max":
		if k := fe.Kind(); k == reflect.Slice || k == reflect.Map || k == reflect.String {
			return fmt.Sprintf("has more than %s entries", fe.Param())
		}
		return fmt.Sprintf("%s is above the maximum %s", val, fe.Param())
	case "len":
		return fmt.Sprintf("needs exactly %s entries", fe.Param())
	case "hexcolor":
		return fmt.Sprintf("%q is not a colour", val)
	case "id":
		return fmt.Sprintf("%q is not a valid id", val)
	}
	return fmt.Sprintf("fails the %q check", fe.Tag())
}

func tagHint(fe validator.FieldError) string {
	switch fe.Tag() {
	case "oneof":
		if h := didYouMean(fmt.Sprint(fe.Value()), strings.Fields(fe.Param())); h != "" {
			return h
		}
		return "use one of: " + strings.ReplaceAll(fe.Param(), " ", ", ")
	case "hexcolor":
		return "write a colour as \"#RRGGBB\""
	case "id":
		return "use letters, digits, '-', '_' or '.', starting with a letter or digit, no spaces"
	case "required":
		return "add the field"
	case "len":
		if fe.Field() == "rows" {
			return "give one row for each die roll, die: 1 to die: 6, as the printed table has"
		}
	case "min", "max":
		if fe.Field() == "morale" {
			return "Morale runs from 1 to 10 (0 means not given)"
		}
		if fe.Field() == "sudden_death" {
			return "the die number printed in the turn box is 1 to 6 (0 for none)"
		}
	}
	return ""
}

// plainlyValid reports whether e certainly passes its validator tags, by
// hand-written checks of the same tags for the elements validated by the
// thousand (units). false means only "ask the validator", which gives the
// findings. TestPlainlyValidAgrees holds the checks to the tags.
func plainlyValid(e any) bool {
	u, ok := e.(*Unit)
	if !ok {
		return false
	}
	return u.ID != "" && isID(u.ID) && u.Name != "" &&
		(u.Side == French || u.Side == AntiFrench) &&
		oneof(u.Type, unitTypeTag) &&
		inRange(u.Strength, 0, 20) && inRange(u.Movement, 0, 20) && inRange(u.CommandSpan, 0, 20) &&
		oneof(u.Placement.Kind, placementKindTag) &&
		(u.Borrow == nil || u.Borrow.Unit != "" && isID(u.Borrow.Unit))
}

// unitTypeTag and placementKindTag are the oneof lists of the validator tags
// of Unit.Type and Placement.Kind; TestPlainlyValidAgrees compares them
// with the tags.
const (
	unitTypeTag      = "infantry cavalry artillery leader dummy cadre train naval"
	placementKindTag = "setup deploy arrive variable event set_aside not_used unknown"
)

// oneof reports whether s is one of the space-separated words of list,
// as the validator's oneof tag does, without building a set at start-up.
func oneof(s, list string) bool {
	if s == "" {
		return false
	}
	for list != "" {
		w, rest, _ := strings.Cut(list, " ")
		if w == s {
			return true
		}
		list = rest
	}
	return false
}

// inRange is the omitempty,min,max tag of an optional number.
func inRange(p *int, lo, hi int) bool {
	return p == nil || *p >= lo && *p <= hi
}
