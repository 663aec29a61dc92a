package scenario

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// Range is the value of a range parameter (RangeParam): "3" is 3-3, "1-5"
// is 1-5.
type Range struct{ Lo, Hi int }

// DecodeParams reads rule r's parameters, once, into dst: a pointer to a
// kind's parameter struct, whose fields name their parameter in a param
// tag and have the Go type of its registry type:
//
//	type combatModifierParams struct {
//		Side         string `param:"side"`
//		Differential *int   `param:"differential"`
//	}
//
// string (text, a reference, an enumeration), int or *int (an integer; nil
// when not given), bool or *bool, []string (a list, items trimmed, empty
// ones left out) and Range. A parameter not given, or given empty, leaves
// its field at the zero value. The error, a *ParamError, names the rule,
// the parameter and the value.
//
// A kind whose parameter names are themselves references (KindSpec.Keys:
// a side, a unit, a nationality) reads them into a map[string]string field
// tagged param:"*": every parameter no other field names, its value
// trimmed (nil when there is none).
func DecodeParams(r Rule, dst any) error {
	v := reflect.ValueOf(dst)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return fmt.Errorf("scenario: DecodeParams needs a pointer to a struct, not %T", dst)
	}
	v = v.Elem()
	t := v.Type()
	keys := -1
	named := map[string]bool{}
	for i := range t.NumField() {
		name := t.Field(i).Tag.Get("param")
		if name == "*" {
			if t.Field(i).Type != reflect.TypeFor[map[string]string]() {
				return fmt.Errorf("scenario: DecodeParams: field %s tagged param:\"*\" is %s, not map[string]string", t.Field(i).Name, t.Field(i).Type)
			}
			keys = i
			continue
		}
		if name == "" {
			continue
		}
		named[name] = true
		s := r.Params.Str(name)
		if s == "" {
			continue
		}
		if err := decodeParam(v.Field(i), s); err != nil {
			return &ParamError{Rule: r.ID, Kind: r.Kind, Param: name, Value: s, Why: err.Error()}
		}
	}
	if keys >= 0 {
		var m map[string]string
		for k := range r.Params {
			if named[k] {
				continue
			}
			if m == nil {
				m = map[string]string{}
			}
			m[k] = r.Params.Str(k)
		}
		v.Field(keys).Set(reflect.ValueOf(m))
	}
	return nil
}

var rangeType = reflect.TypeFor[Range]()

// decodeParam sets f from the parameter's value s.
func decodeParam(f reflect.Value, s string) error {
	switch {
	case f.Type() == rangeType:
		lo, hi, ok := parseRange(s)
		if !ok {
			return fmt.Errorf("is not a number or a range a-b")
		}
		f.Set(reflect.ValueOf(Range{lo, hi}))
		return nil
	case f.Kind() == reflect.Pointer:
		p := reflect.New(f.Type().Elem())
		if err := decodeParam(p.Elem(), s); err != nil {
			return err
		}
		f.Set(p)
		return nil
	}
	switch f.Kind() {
	case reflect.String:
		f.SetString(s)
	case reflect.Int:
		n, err := strconv.Atoi(s)
		if err != nil {
			return fmt.Errorf("is not a whole number")
		}
		f.SetInt(int64(n))
	case reflect.Bool:
		switch s {
		case "true":
			f.SetBool(true)
		case "false":
			f.SetBool(false)
		default:
			return fmt.Errorf("is neither true nor false")
		}
	case reflect.Slice:
		if f.Type().Elem().Kind() != reflect.String {
			return fmt.Errorf("cannot be read into %s", f.Type())
		}
		var items []string
		for _, x := range strings.Split(s, ",") {
			if x = strings.TrimSpace(x); x != "" {
				items = append(items, x)
			}
		}
		f.Set(reflect.ValueOf(items))
	default:
		return fmt.Errorf("cannot be read into %s", f.Type())
	}
	return nil
}

// parseRange reads "3" or "1-5".
func parseRange(s string) (lo, hi int, ok bool) {
	x, y, isRange := strings.Cut(s, "-")
	if !isRange || strings.TrimSpace(x) == "" {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		return n, n, err == nil
	}
	lo, err1 := strconv.Atoi(strings.TrimSpace(x))
	hi, err2 := strconv.Atoi(strings.TrimSpace(y))
	return lo, hi, err1 == nil && err2 == nil
}

// String is the range as a designer writes it: "3", or "1-5".
func (r Range) String() string {
	if r.Lo == r.Hi {
		return strconv.Itoa(r.Lo)
	}
	return strconv.Itoa(r.Lo) + "-" + strconv.Itoa(r.Hi)
}

// DecodeStepParams reads a campaign interphase step's parameters (17.0)
// into dst, a pointer to the step kind's parameter struct, as DecodeParams
// reads a special rule's; the error names the step by its number.
func DecodeStepParams(st Step, dst any) error {
	return DecodeParams(Rule{ID: "step " + st.Number, Kind: st.Kind, Params: Args(st.Params)}, dst)
}
