package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// buildAdc builds adc as scripts/release.sh does: CGO_ENABLED=0, a static
// program.
func buildAdc(tb testing.TB) string {
	tb.Helper()
	return goBuild(tb, "adc", ".")
}

// goBuild builds the package in dir, without cgo, into a temporary file.
func goBuild(tb testing.TB, name, dir string) string {
	tb.Helper()
	bin := filepath.Join(tb.TempDir(), name)
	cmd := exec.Command("go", "build", "-o", bin, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		tb.Fatalf("go build %s: %v\n%s", dir, err, out)
	}
	return bin
}

// startupBudget is how many times a Go hello-world's CPU time a whole adc
// --help may take, the two run in turn in one benchmark.
const startupBudget = 8

// BenchmarkStartupHelp measures whole adc --help processes (start, package
// initialisation, help text) against a Go hello-world built the same way,
// run in turn so that both see the same load. It reports each program's
// least CPU time (user and system, from the kernel: the steady figure on a
// busy machine) and their ratio against the budget.
func BenchmarkStartupHelp(b *testing.B) {
	hello := filepath.Join(b.TempDir(), "hello")
	if err := os.MkdirAll(hello, 0o755); err != nil {
		b.Fatal(err)
	}
	for name, text := range map[string]string{
		"go.mod":  "module hello\n",
		"main.go": "package main\n\nimport \"fmt\"\n\nfunc main() { fmt.Println(\"hello\") }\n",
	} {
		if err := os.WriteFile(filepath.Join(hello, name), []byte(text), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	adc, hw := buildAdc(b), goBuild(b, "hello", hello)
	least := func(d *time.Duration, bin string) {
		cmd := exec.Command(bin, "--help")
		if err := cmd.Run(); err != nil {
			b.Fatal(err)
		}
		if cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(); *d == 0 || cpu < *d {
			*d = cpu
		}
	}
	var adcCPU, helloCPU time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		least(&adcCPU, adc)
		least(&helloCPU, hw)
	}
	b.ReportMetric(float64(adcCPU.Microseconds())/1000, "adc-min-cpu-ms")
	b.ReportMetric(float64(helloCPU.Microseconds())/1000, "hello-min-cpu-ms")
	if helloCPU > 0 {
		x := float64(adcCPU) / float64(helloCPU)
		b.ReportMetric(x, "x-hello")
		if x > startupBudget && b.N >= 20 {
			b.Errorf("adc --help takes %.1f times a hello-world's CPU time, budget %d", x, startupBudget)
		}
	}
}
