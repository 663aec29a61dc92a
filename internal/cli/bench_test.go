package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// stressScenario writes a valid scenario of about 1.2 MB: a fully traced
// 200x200 map (three-digit hex numbers) and 2,000 units.
func stressScenario(tb testing.TB) string {
	var b bytes.Buffer
	code := func(c, r int) string { return fmt.Sprintf("%03d%03d", c, r) }
	b.WriteString("format: adc-scenario\nversion: 1\nid: stress\ntitle: Stress\nedition: wallachia20\n")
	b.WriteString("map:\n  columns: 200\n  rows: 200\n  numbering: {first_column: 1, first_row: 1, shifted: even, digits: 3}\n  terrain:\n")
	kinds := []string{"clear", "clear", "clear", "forest", "rough", "town", "marsh"}
	for c := 1; c <= 200; c++ {
		for r := 1; r <= 200; r++ {
			fmt.Fprintf(&b, "    %q: %s\n", code(c, r), kinds[(c*7+r*3)%len(kinds)])
		}
	}
	b.WriteString("sides:\n  - id: french\n    name: French\n    morale: 6\n  - id: anti-french\n    name: Allied\n    morale: 6\nfirst_player: french\n")
	b.WriteString("units:\n")
	for i := 0; i < 2000; i++ {
		side := "french"
		if i%2 == 1 {
			side = "anti-french"
		}
		k := i * 20
		fmt.Fprintf(&b, "  - id: u%d\n    name: Unit %d\n    side: %s\n    type: infantry\n    strength: 2\n    movement: 3\n    placement: {kind: setup, hex: %q}\n",
			i, i, side, code(k/200+1, k%200+1))
	}
	b.WriteString("turns:\n  start: 1\n  end: 12\ncharts:\n  set: n20-wallachia20\n")
	p := filepath.Join(tb.TempDir(), "stress.yaml")
	if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
		tb.Fatal(err)
	}
	return p
}

// BenchmarkValidateCommand measures adc validate's work on a 1.2 MB
// scenario (reading, parsing, validating) against reading the file alone,
// the floor that cat sets. Budget: within 10x of the read alone for the
// whole command; the x-read metric is the ratio in this process (the
// command also starts a process, about 1 ms).
func BenchmarkValidateCommand(b *testing.B) {
	p := stressScenario(b)
	if r := validatePath(p); r.Error != nil || r.Errors > 0 {
		b.Fatalf("the generated scenario does not validate: %+v %v", r.Error, r.Findings)
	}
	st, _ := os.Stat(p)
	start := time.Now()
	const reads = 50
	for i := 0; i < reads; i++ {
		if _, err := os.ReadFile(p); err != nil {
			b.Fatal(err)
		}
	}
	read := time.Since(start) / reads
	b.SetBytes(st.Size())
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		validatePath(p)
	}
	b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(read), "x-read")
}
