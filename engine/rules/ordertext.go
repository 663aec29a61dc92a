package rules

import (
	"fmt"
	"reflect"
)

// ScriptText returns order o in the notation ParseOrder reads: its
// String, once it is checked to read back as the same order. An order the
// notation cannot carry (an id with a space in it, a negative number) is
// an error naming it, so a game saved as a script never replays
// differently from the game played.
func ScriptText(o Order) (string, error) {
	text := o.String()
	if back, err := ParseOrder(text); err == nil && sameOrder(back, o) {
		return text, nil
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
