package scenario

import (
	"reflect"
	"strings"
	"testing"
)

type decodeProbe struct {
	Side   string   `param:"side"`
	Diff   *int     `param:"differential"`
	Uses   int      `param:"uses"`
	Once   bool     `param:"once"`
	Split  *bool    `param:"split"`
	Units  []string `param:"units"`
	Turns  Range    `param:"turns"`
	Ignore string
}

func boolp(b bool) *bool { return &b }

func TestDecodeParams(t *testing.T) {
	cases := []struct {
		name   string
		params Args
		want   decodeProbe
		err    string
	}{
		{"none given", Args{}, decodeProbe{}, ""},
		// Bussaco 20 9.8.8: Distracted Masséna, -1 to attacks by one Corps.
		{"every type", Args{"side": " french ", "differential": "-1", "uses": "+2", "once": "true", "split": "false", "units": "a, b,,c", "turns": "3-5"},
			decodeProbe{Side: "french", Diff: intp(-1), Uses: 2, Once: true, Split: boolp(false), Units: []string{"a", "b", "c"}, Turns: Range{3, 5}}, ""},
		{"a single turn", Args{"turns": "7"}, decodeProbe{Turns: Range{7, 7}}, ""},
		{"empty is not given", Args{"differential": "  "}, decodeProbe{}, ""},
		{"not a number", Args{"differential": "one"}, decodeProbe{}, `special rule "r" (kind k): parameter differential: "one" is not a whole number`},
		{"not a boolean", Args{"once": "yes"}, decodeProbe{}, `parameter once: "yes" is neither true nor false`},
		{"not a range", Args{"turns": "3-x"}, decodeProbe{}, `parameter turns: "3-x" is not a number or a range a-b`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var got decodeProbe
			err := DecodeParams(Rule{ID: "r", Kind: "k", Params: tc.params}, &got)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
	if err := DecodeParams(Rule{}, decodeProbe{}); err == nil {
		t.Error("a struct, not a pointer, decoded")
	}
}

// FuzzDecodeParams: any parameter value decodes or is refused with an
// error naming the parameter, never a panic.
func FuzzDecodeParams(f *testing.F) {
	for _, s := range []string{"1", "-3", "+2", "1-5", "true", "a,b", "", "-", "1-", "x-y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, name := range []string{"side", "differential", "uses", "once", "split", "units", "turns"} {
			var p decodeProbe
			if err := DecodeParams(Rule{ID: "r", Kind: "k", Params: Args{name: s}}, &p); err != nil && !strings.Contains(err.Error(), "parameter "+name) {
				t.Fatalf("%s=%q: error %v does not name the parameter", name, s, err)
			}
		}
	})
}
