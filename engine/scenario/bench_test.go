package scenario_test

import (
	"bytes"
	"fmt"
	"syscall"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// genScenario builds a valid scenario of the given size: every hex traced,
// a road along the first row, one unit per setup hex spread over the map
// and numbered event cards.
func genScenario(cols, rows, units, cards int) *scenario.Scenario {
	digits := 2
	if cols > 99 || rows > 99 {
		digits = 3
	}
	code := func(c, r int) string { return fmt.Sprintf("%0*d%0*d", digits, c, digits, r) }
	s := &scenario.Scenario{
		Format: scenario.FormatTag, Version: 1, ID: "stress", Title: "Stress", Edition: scenario.EditionWallachia,
		Map: scenario.Map{Columns: cols, Rows: rows,
			Numbering: scenario.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: "even", Digits: digits},
			Terrain:   &scenario.TerrainMap{}},
		Sides:       []scenario.Side{{ID: scenario.French, Name: "French", Morale: 6}, {ID: scenario.AntiFrench, Name: "Allied", Morale: 6}},
		FirstPlayer: scenario.French,
		Turns:       scenario.TurnTrack{Start: 1, End: 12},
		Charts:      scenario.ChartRef{Set: "n20-wallachia20"},
	}
	kinds := []string{"clear", "clear", "clear", "forest", "rough", "town", "marsh"}
	for c := 1; c <= cols; c++ {
		for r := 1; r <= rows; r++ {
			s.Map.Terrain.Set(code(c, r), kinds[(c*7+r*3)%len(kinds)])
		}
	}
	road := scenario.Road{Kind: "road"}
	for c := 1; c <= cols; c++ {
		road.Hexes = append(road.Hexes, code(c, 1))
	}
	s.Map.Roads = []scenario.Road{road}
	s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: scenario.French, Hexes: []string{code(1, 2)}}}
	for i := 0; i < cards; i++ {
		s.Deck.Cards = append(s.Deck.Cards, scenario.Card{Number: i + 1, Title: fmt.Sprintf("Card %d", i+1),
			Events: []scenario.Event{{Text: "Something happens."}}})
	}
	n := cols * rows
	for i := 0; i < units; i++ {
		side := scenario.French
		if i%2 == 1 {
			side = scenario.AntiFrench
		}
		k := (i * (n / units)) % n
		str, mv := 2, 3
		u := scenario.Unit{ID: fmt.Sprintf("u%d", i), Name: fmt.Sprintf("Unit %d", i), Side: side, Type: scenario.TypeInfantry,
			Strength: &str, Movement: &mv,
			Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: code(k/rows+1, k%rows+1)}}
		if i%10 == 9 {
			u.Placement = scenario.Placement{Kind: scenario.PlaceArrive, Turn: 3, EntryArea: "A"}
			u.Side = scenario.French
		}
		s.Units = append(s.Units, u)
	}
	return s
}

func benchLoadValidate(b *testing.B, cols, rows, units, cards int) {
	data, err := scenario.Marshal(genScenario(cols, rows, units, cards))
	if err != nil {
		b.Fatal(err)
	}
	set, err := templates.ChartSet("n20-wallachia20")
	if err != nil {
		b.Fatal(err)
	}
	d, err := scenario.ParseDocument(data, "stress.yaml")
	if err != nil {
		b.Fatal(err)
	}
	if fs := scenario.ValidateDocument(d, scenario.Resolve(d.Scenario, set)); scenario.HasErrors(fs) {
		b.Fatalf("generated scenario has errors: %v", fs[0])
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		d, err := scenario.ParseDocument(data, "stress.yaml")
		if err != nil {
			b.Fatal(err)
		}
		scenario.ValidateDocument(d, scenario.Resolve(d.Scenario, set))
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
}

// cpuTime is the process's user+system CPU time in nanoseconds: on a busy
// machine it measures the work better than the wall clock does.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

func benchValidate(b *testing.B, cols, rows, units, cards int) {
	s := genScenario(cols, rows, units, cards)
	set, _ := templates.ChartSet("n20-wallachia20")
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cpuTime()
	for i := 0; i < b.N; i++ {
		scenario.Validate(s, scenario.Resolve(s, set))
	}
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(b.N), "cpu-ns/op")
}

// BenchmarkLoadValidate: budget 1 ms for a 30x20 map with 40 units and 30
// cards; 100 ms for 200x200 hexes and 2,000 units, growing linearly.
func BenchmarkLoadValidate(b *testing.B) {
	b.Run("30x20-40units-30cards", func(b *testing.B) { benchLoadValidate(b, 30, 20, 40, 30) })
	b.Run("100x100-500units", func(b *testing.B) { benchLoadValidate(b, 100, 100, 500, 30) })
	b.Run("200x200-2000units", func(b *testing.B) { benchLoadValidate(b, 200, 200, 2000, 30) })
}

// BenchmarkValidate measures validation alone, as the editor runs it live.
func BenchmarkValidate(b *testing.B) {
	b.Run("30x20-40units-30cards", func(b *testing.B) { benchValidate(b, 30, 20, 40, 30) })
	b.Run("200x200-2000units", func(b *testing.B) { benchValidate(b, 200, 200, 2000, 30) })
}

func TestGeneratedScenarioRoundTrips(t *testing.T) {
	data, err := scenario.Marshal(genScenario(30, 20, 40, 30))
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, "gen.yaml")
	if err != nil {
		t.Fatal(err)
	}
	again, _ := scenario.Marshal(s)
	if !bytes.Equal(data, again) {
		t.Fatal("generated scenario does not round-trip")
	}
}
