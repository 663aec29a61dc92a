package scenario

import (
	"os"
	"path/filepath"
	"testing"
)

func addFuzzSeeds(f *testing.F, patterns ...string) {
	for _, pat := range patterns {
		m, _ := filepath.Glob(pat)
		for _, p := range m {
			if data, err := os.ReadFile(p); err == nil {
				f.Add(data)
			}
		}
	}
}

// FuzzParseAny: the one-read loader of adc validate decides the kind from
// the parsed document and must agree with the loaders of each kind: a
// scenario it returns loads with ParseDocument, a chart set with
// ParseChartSet, and its errors are *LoadErrors (or *OtherFormatError for
// an army list). Nothing panics.
func FuzzParseAny(f *testing.F) {
	addFuzzSeeds(f, "testdata/valid/*.yaml", "testdata/broken/*.yaml", "../../templates/charts/*.yaml")
	f.Add([]byte("format: adc-charts\nid: x\n"))
	f.Add([]byte("format: adc-scenario\nnotes: [a, b]\n"))
	f.Add([]byte("n: &a [x]\nm: [*a, *a]\nformat: adc-charts\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, cs, err := ParseAny(data, "fuzz.yaml")
		if err != nil {
			switch err.(type) {
			case *LoadError, *OtherFormatError:
			default:
				t.Fatalf("error is not a *LoadError: %T %v", err, err)
			}
			return
		}
		switch {
		case d != nil && cs == nil:
			if _, err := ParseDocument(data, "fuzz.yaml"); err != nil {
				t.Fatalf("ParseAny read a scenario that ParseDocument refuses: %v", err)
			}
			Validate(d.Scenario, nil)
		case cs != nil && d == nil:
			if _, err := ParseChartSet(data, "fuzz.yaml"); err != nil {
				t.Fatalf("ParseAny read a chart set that ParseChartSet refuses: %v", err)
			}
			ValidateChartSet(cs)
		default:
			t.Fatalf("ParseAny returned scenario %v and chart set %v", d != nil, cs != nil)
		}
	})
}

// FuzzDiff: a scenario has no difference with itself, and the differences
// of two scenarios are as many both ways.
func FuzzDiff(f *testing.F) {
	a, _ := os.ReadFile("testdata/valid/small.yaml")
	b, _ := os.ReadFile("testdata/broken/setup-stacking.yaml")
	f.Add(a, b)
	f.Add(a, []byte("format: adc-scenario\nunits: [{id: x}, {id: x}]\n"))
	f.Fuzz(func(t *testing.T, x, y []byte) {
		sx, err := Parse(x, "x.yaml")
		if err != nil {
			return
		}
		sy, err := Parse(y, "y.yaml")
		if err != nil {
			return
		}
		if self, err := Diff(sx, sx); err != nil || len(self) != 0 {
			t.Fatalf("a scenario differs from itself: %v %v", self, err)
		}
		ab, err1 := Diff(sx, sy)
		ba, err2 := Diff(sy, sx)
		if err1 != nil || err2 != nil {
			t.Fatalf("diff: %v %v", err1, err2)
		}
		if len(ab) != len(ba) {
			t.Fatalf("%d changes one way, %d the other", len(ab), len(ba))
		}
	})
}
