package xlsx

import (
	"fmt"
	"io"
	"testing"

	"github.com/aide-de-camp/adc/odn"
)

// bigArmy is a 200-unit army in 8 corps.
func bigArmy(rs *odn.Ruleset) *odn.Army {
	a := &odn.Army{Format: odn.ArmyFormat, Army: "Benchmark army", Nation: "france"}
	quals := rs.QualityCodes()
	types := []odn.Unit{{Type: "infantry", InherentArtillery: "foot"}, {Type: "heavy-cavalry"}, {Type: "foot-artillery", Weight: "heavy"}, {Type: "light-cavalry"}}
	for c := 0; c < 8; c++ {
		corps := odn.Corps{Name: fmt.Sprintf("Corps %d", c+1), MoraleBonus: 1}
		for u := 0; u < 25; u++ {
			x := types[u%len(types)]
			x.Name = fmt.Sprintf("Unit %d-%d", c+1, u+1)
			x.Quality = quals[(c+u)%len(quals)]
			x.Percent = intp([]int{100, 75, 50}[u%3])
			corps.Units = append(corps.Units, x)
		}
		a.Corps = append(a.Corps, corps)
	}
	return a
}

// BenchmarkRoster200 writes a 200-unit roster workbook (budget: 1 s).
func BenchmarkRoster200(b *testing.B) {
	rs := ruleset(b)
	a := bigArmy(rs)
	for b.Loop() {
		if err := WriteRoster(io.Discard, rs, a, RosterOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCalculators writes the calculator workbook (budget: 300 ms).
func BenchmarkCalculators(b *testing.B) {
	rs := ruleset(b)
	for b.Loop() {
		if err := WriteCalculators(io.Discard, rs, CalcOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScenario writes the Bussaco 20 scenario workbook.
func BenchmarkScenario(b *testing.B) {
	s, cs := exampleScenario(b)
	for b.Loop() {
		if err := WriteScenario(io.Discard, s, cs, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFinishRoster200 finishes the package of a 200-unit roster: only
// a few small parts are rewritten, the worksheets are copied compressed
// (budget: 10 ms).
func BenchmarkFinishRoster200(b *testing.B) {
	rs := ruleset(b)
	bk, err := BuildRoster(rs, bigArmy(rs), RosterOptions{})
	if err != nil {
		b.Fatal(err)
	}
	buf, err := bk.File.WriteToBuffer()
	if err != nil {
		b.Fatal(err)
	}
	data := buf.Bytes()
	for b.Loop() {
		if _, err := finish(data); err != nil {
			b.Fatal(err)
		}
	}
}
