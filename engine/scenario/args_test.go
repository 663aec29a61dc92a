package scenario

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// TestArgs reads parameters by type as the engine does: integers with a
// sign, turn ranges (4.0 turn track), lists, booleans.
func TestArgs(t *testing.T) {
	a := Args{"value": "+1", "neg": "-2", "turns": "1-5", "turn": "21", "bad": "x-y", "units": " fr-a, ,fr-b ", "yes": "true", "no": "false", "maybe": "perhaps"}
	if n, err := a.Int("value"); n != 1 || err != nil {
		t.Errorf("Int(value) = %d, %v", n, err)
	}
	if n, err := a.Int("neg"); n != -2 || err != nil {
		t.Errorf("Int(neg) = %d, %v", n, err)
	}
	if _, err := a.Int("missing"); err == nil {
		t.Error("Int(missing): no error")
	}
	for _, tc := range []struct {
		name   string
		lo, hi int
	}{{"turns", 1, 5}, {"turn", 21, 21}, {"bad", 0, 0}, {"missing", 0, 0}} {
		t.Run("range "+tc.name, func(t *testing.T) {
			if lo, hi := a.Range(tc.name); lo != tc.lo || hi != tc.hi {
				t.Errorf("Range = %d-%d, want %d-%d", lo, hi, tc.lo, tc.hi)
			}
		})
	}
	if got := a.List("units"); !reflect.DeepEqual(got, []string{"fr-a", "fr-b"}) {
		t.Errorf("List(units) = %q", got)
	}
	if a.List("missing") != nil {
		t.Error("List(missing) not empty")
	}
	for name, want := range map[string][2]bool{"yes": {true, true}, "no": {false, true}, "maybe": {false, false}, "missing": {false, false}} {
		if v, ok := a.Bool(name); v != want[0] || ok != want[1] {
			t.Errorf("Bool(%s) = %v, %v", name, v, ok)
		}
	}
	if !a.Has("turn") || a.Has("missing") || a.Str("units") != "fr-a, ,fr-b" {
		t.Error("Has or Str")
	}
}

// FuzzArgs: reading any value never panics; list items are trimmed and
// never empty; a range of one number reads as that number twice.
func FuzzArgs(f *testing.F) {
	for _, s := range []string{"1-5", "+1", "fr-a,fr-b", " , ", "-", "9999999999999999999999", "true"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		a := Args{"p": v}
		a.Int("p")
		a.Bool("p")
		lo, hi := a.Range("p")
		if n, err := a.Int("p"); err == nil && !strings.Contains(v, "-") && (lo != n || hi != n) {
			t.Errorf("Range(%q) = %d-%d, Int = %d", v, lo, hi, n)
		}
		for _, it := range a.List("p") {
			if it == "" || it != strings.TrimSpace(it) {
				t.Errorf("List(%q) item %q", v, it)
			}
		}
	})
}

// TestRangeIntIsAtoi: Range reads each bound as strconv.Atoi does (0 for
// anything that is not a number, the clamped value for one out of range),
// without Atoi's error on the many lookups of an absent parameter.
func TestRangeIntIsAtoi(t *testing.T) {
	for _, s := range []string{"", "0", "7", "+4", "-3", "--4", "+-1", "12a", " 3", "3 ", "1_000", "x", "-", "+", "99999999999999999999", "-99999999999999999999", "007"} {
		t.Run(s, func(t *testing.T) {
			want, _ := strconv.Atoi(s)
			if got := rangeInt(s); got != want {
				t.Errorf("rangeInt(%q) = %d, want %d as strconv.Atoi", s, got, want)
			}
		})
	}
}
