package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
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

// BenchmarkValidateCommand measures adc validate on a 1.2 MB scenario
// against reading the file, the floor that cat sets. Budget: a whole adc
// validate process within 10 times a whole cat of the same file, in CPU
// time. in-process times the command's work (reading, parsing,
// validating) against os.ReadFile in this process (x-read); process
// builds adc as the README does (CGO_ENABLED=0) and runs it and cat in
// turn, reporting the minimum CPU time of each (user and system, from the
// kernel: the steady figure on a busy machine) and their ratio (x-cat),
// which includes the process start that x-read leaves out.
func BenchmarkValidateCommand(b *testing.B) {
	p := stressScenario(b)
	if r := validatePath(p); r.Error != nil || r.Errors > 0 {
		b.Fatalf("the generated scenario does not validate: %+v %v", r.Error, r.Findings)
	}
	st, _ := os.Stat(p)
	b.Run("in-process", func(b *testing.B) {
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
	})
	adc, dir := "", b.TempDir() // built once, at the first round of process
	b.Run("process", func(b *testing.B) {
		if adc == "" {
			bin := filepath.Join(dir, "adc")
			build := exec.Command("go", "build", "-o", bin, ".")
			build.Dir = filepath.Join("..", "..", "cmd", "adc")
			build.Env = append(os.Environ(), "CGO_ENABLED=0")
			if out, err := build.CombinedOutput(); err != nil {
				b.Fatalf("go build ./cmd/adc: %v\n%s", err, out)
			}
			adc = bin
		}
		cat, err := exec.LookPath("cat")
		if err != nil {
			b.Skip("no cat to compare with")
		}
		least := func(d *time.Duration, name string, args ...string) {
			cmd := exec.Command(name, args...)
			if err := cmd.Run(); err != nil {
				b.Fatalf("%s %v: %v", name, args, err)
			}
			if cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(); *d == 0 || cpu < *d {
				*d = cpu
			}
		}
		var adcCPU, catCPU time.Duration
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			least(&adcCPU, adc, "validate", p)
			least(&catCPU, cat, p)
		}
		b.ReportMetric(float64(adcCPU.Microseconds())/1000, "min-cpu-ms")
		b.ReportMetric(float64(catCPU.Microseconds())/1000, "cat-min-cpu-ms")
		if catCPU > 0 {
			b.ReportMetric(float64(adcCPU)/float64(catCPU), "x-cat")
		}
		b.ReportMetric(validateBudget, "budget-x-cat")
	})
}

// validateBudget is how many times a cat of the file a whole adc validate
// may take.
const validateBudget = 10
