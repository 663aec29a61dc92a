package xlsx

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

func TestCellValuesSame(t *testing.T) {
	n := func(x float64) cellValue { return cellValue{Kind: 'n', Num: x} }
	s := func(x string) cellValue { return cellValue{Kind: 's', Str: x} }
	for _, c := range []struct {
		name string
		a, b cellValue
		same bool
	}{
		{"equal numbers", n(0.25), n(0.25), true},
		{"rounding noise", n(0.16), n(0.16000000000000003), true},
		{"a different probability", n(0.16), n(0.1600001), false},
		{"large numbers, relative", n(99999), n(99999.00000001), true},
		{"texts", s("VT  Veteran"), s("VT  Veteran"), true},
		{"texts differ", s("VT"), s("CN"), false},
		{"empty text and empty cell", s(""), cellValue{}, true},
		{"zero is not empty", n(0), cellValue{}, false},
		{"number and its text", n(1), s("1"), false},
		{"errors never equal a number", cellValue{Kind: 'e', Str: "#REF!"}, n(0), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.a.same(c.b); got != c.same {
				t.Errorf("%v same as %v = %v, want %v", c.a, c.b, got, c.same)
			}
			if got := c.b.same(c.a); got != c.same {
				t.Errorf("%v same as %v = %v, want %v (not symmetric)", c.b, c.a, got, c.same)
			}
		})
	}
}

// TestReadFormulas checks the package reader the engine test relies on: it
// finds the very formulas excelize wrote, on every sheet.
func TestReadFormulas(t *testing.T) {
	b, err := BuildCalculators(ruleset(t), CalcOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]map[string]string{}
	for sheet, dump := range dumpSheets(t, b.File) {
		for _, line := range strings.Split(dump, "\n") {
			if ref, fm, ok := strings.Cut(line, " ="); ok && !strings.Contains(ref, " ") {
				if want[sheet] == nil {
					want[sheet] = map[string]string{}
				}
				want[sheet][ref] = fm
			}
		}
	}
	p := filepath.Join(t.TempDir(), "calc.xlsx")
	if err := saveFinished(b.File, p); err != nil {
		t.Fatal(err)
	}
	got, err := readFormulas(p)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for sheet, cells := range want {
		for ref, fm := range cells {
			n++
			if got[sheet][ref] != fm {
				t.Errorf("%s!%s: read %q, excelize wrote %q", sheet, ref, got[sheet][ref], fm)
			}
		}
	}
	for sheet := range got {
		if len(got[sheet]) != len(want[sheet]) {
			t.Errorf("%s: %d formulas read, %d written", sheet, len(got[sheet]), len(want[sheet]))
		}
	}
	if n < 1000 || len(want["Cascade"]) < 500 {
		t.Errorf("only %d formulas compared (%d on the Cascade sheet)", n, len(want["Cascade"]))
	}
}

// TestProblemsFindEveryKindOfFault feeds the comparison made results: an
// error value, a missing value, a disagreement, a warning, an unreadable
// workbook, and a value the Go check refuses.
func TestProblemsFindEveryKindOfFault(t *testing.T) {
	formulas := map[string]map[string]string{"Fire": {"B20": "SUM(C1:C5)", "B21": `IF(B4="x","","y")`}}
	good := func() bookResult {
		return bookResult{values: bookValues{"Fire": {"B20": {Kind: 'n', Num: 2}, "B21": {Kind: 's', Str: ""}}}}
	}
	check := func(r reporter, v bookValues) {
		if v.num(r, "Fire", "B20") != 2 {
			r("B20 is not 2")
		}
	}
	names := []string{"A", "B"}
	for _, c := range []struct {
		name  string
		spoil func(*bookResult)
		kind  string
		say   string
	}{
		{"all well", func(*bookResult) {}, "", ""},
		{"error value", func(r *bookResult) { r.values["Fire"]["B21"] = cellValue{Kind: 'e', Str: "#REF!"} }, "engines", "gives error #REF!"},
		{"no value", func(r *bookResult) { delete(r.values["Fire"], "B21") }, "engines", "has no value"},
		{"disagreement", func(r *bookResult) { r.values["Fire"]["B21"] = cellValue{Kind: 's', Str: "y"} }, "engines", `A "", B "y"`},
		{"reader warning", func(r *bookResult) { r.warnings = []string{"Invalid integer 'false' for attribute b"} }, "engines", "B warns"},
		{"unreadable", func(r *bookResult) { r.err = errors.New("Unexpected xml node") }, "engines", "cannot read"},
		{"wrong value", func(r *bookResult) { r.values["Fire"]["B20"] = cellValue{Kind: 'n', Num: 3} }, "go", "B: B20 is not 2"},
	} {
		t.Run(c.name, func(t *testing.T) {
			bad := good()
			c.spoil(&bad)
			ps, kinds, _ := problems(testBook{name: c.name, check: check}, formulas, names, map[string]bookResult{"A": good(), "B": bad})
			if c.kind == "" {
				if len(ps) > 0 {
					t.Errorf("problems in a sound workbook: %v", ps)
				}
				return
			}
			if kinds[c.kind] == 0 || !strings.Contains(strings.Join(ps, "\n"), c.say) {
				t.Errorf("want a %q problem saying %q, got %v %v", c.kind, c.say, kinds, ps)
			}
		})
	}
}
