package scenario

import (
	"strconv"
	"strings"
)

// Args are a special rule's parameters as written (params: in the file).
// The kind registry gives each its type; the methods read a value as that
// type, so the engine never parses the strings by hand.
//
//	n, err := r.Params.Int("value")     // integer, a leading + allowed
//	lo, hi := r.Params.Range("turns")   // "3" or "1-5"
//	for _, id := range r.Params.List("units") { ... }
type Args map[string]string

// Str is the value as written, trimmed; "" when not given.
func (a Args) Str(name string) string { return strings.TrimSpace(a[name]) }

// Has reports whether the parameter is given.
func (a Args) Has(name string) bool { _, ok := a[name]; return ok }

// Int reads an integer parameter (IntParam); an error when it is not
// given or not a whole number.
func (a Args) Int(name string) (int, error) { return strconv.Atoi(a.Str(name)) }

// Range reads a range parameter (RangeParam): "3" is 3-3, "1-5" is 1-5; a
// part that is not a number reads as 0, and a parameter not given as 0-0.
func (a Args) Range(name string) (lo, hi int) {
	s := a.Str(name)
	if x, y, ok := strings.Cut(s, "-"); ok {
		return rangeInt(strings.TrimSpace(x)), rangeInt(strings.TrimSpace(y))
	}
	lo = rangeInt(s)
	return lo, lo
}

// rangeInt is strconv.Atoi without the error: 0 when s is not a number. It
// leaves Atoi alone when s is not one, as its error allocates, and
// engines ask for an absent range (the empty string) on every order.
func rangeInt(s string) int {
	digits := strings.TrimLeft(s, "+-")
	if len(s)-len(digits) > 1 || digits == "" || strings.TrimLeft(digits, "0123456789") != "" {
		return 0
	}
	n, _ := strconv.Atoi(s)
	return n
}

// List reads a comma-separated list parameter (unit list, hex list, ...):
// the items trimmed, empty ones left out.
func (a Args) List(name string) []string {
	var out []string
	for _, x := range strings.Split(a[name], ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// Bool reads a boolean parameter (BoolParam): ok is false when it is
// neither true nor false.
func (a Args) Bool(name string) (v, ok bool) {
	switch a.Str(name) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}
