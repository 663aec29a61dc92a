package rules

import (
	"fmt"
	"reflect"
	"strings"
)

// ScriptText returns order o in the notation ParseOrder reads, with every
// choice it carries: a Rally's Morale spent and hexes, a Resolve's
// exchange and flotilla, which the log's String leaves out. An order that
// notation cannot carry (an order of a special-rule kind, a countercharge
// with reserves) is an error naming it, so a game saved as a script never
// replays differently from the game played.
func ScriptText(o Order) (string, error) {
	text := o.String()
	switch v := o.(type) {
	case Rally:
		if v.SpendMorale {
			text += " spend"
		}
		if len(v.Hexes) > 0 {
			text += " at " + strings.Join(v.Hexes, ",")
		}
	case Resolve:
		if len(v.Exchange) > 0 {
			text += " exchange " + strings.Join(v.Exchange, ",")
		}
	}
	// The flags of a kind's marker that String leaves out are tried by
	// their notation, so that the core names no kind (kindratchet_test.go).
	for _, flag := range []string{"", " +flotilla"} {
		if back, err := ParseOrder(text + flag); err == nil && sameOrder(back, o) {
			return text + flag, nil
		}
	}
	return "", fmt.Errorf("rules: order %q cannot be written in the script notation (docs/scripts.md)", text)
}

// sameOrder compares two orders field by field, an empty list equal to
// none.
func sameOrder(a, b Order) bool {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	if va.Type() != vb.Type() {
		return false
	}
	if va.Kind() != reflect.Struct {
		return reflect.DeepEqual(a, b)
	}
	for i := 0; i < va.NumField(); i++ {
		fa, fb := va.Field(i), vb.Field(i)
		if fa.Kind() == reflect.Slice && fa.Len() == 0 && fb.Len() == 0 {
			continue
		}
		if !reflect.DeepEqual(fa.Interface(), fb.Interface()) {
			return false
		}
	}
	return true
}
