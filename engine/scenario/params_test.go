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

// TestDecodeParamsKeys: a kind whose parameter names are references
// (KindSpec.Keys) reads them into its param:"*" map, every parameter no
// other field names (Bailén 20 14.1: rest_recovery gives each side's Rest
// Recovery by side name; French "depot").
func TestDecodeParamsKeys(t *testing.T) {
	var p struct {
		Turn  *Range            `param:"turn"`
		Sides map[string]string `param:"*"`
	}
	r := Rule{ID: "rest", Kind: "rest_recovery", Params: Args{"turn": "5", "french": " depot ", "anti-french": "2"}}
	if err := DecodeParams(r, &p); err != nil {
		t.Fatal(err)
	}
	if p.Turn == nil || *p.Turn != (Range{5, 5}) || !reflect.DeepEqual(p.Sides, map[string]string{"french": "depot", "anti-french": "2"}) {
		t.Errorf("decoded turn %v, sides %v", p.Turn, p.Sides)
	}
	var bad struct {
		Keys []string `param:"*"`
	}
	if err := DecodeParams(r, &bad); err == nil || !strings.Contains(err.Error(), "not map[string]string") {
		t.Errorf("a param:\"*\" field of another type: error %v", err)
	}
}

// TestRangeString: a range prints as a designer writes it.
func TestRangeString(t *testing.T) {
	for r, want := range map[Range]string{{3, 3}: "3", {1, 5}: "1-5", {0, 0}: "0"} {
		if got := r.String(); got != want {
			t.Errorf("%#v: %q, want %q", r, got, want)
		}
	}
}
