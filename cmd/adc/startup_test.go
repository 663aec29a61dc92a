package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// buildAdc builds adc as the README does: CGO_ENABLED=0, a static program
// (with cgo the net package, which the validator links, makes it load the C
// library at every start, about 1 ms).
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

// startupBudget is what a whole adc --help may take, in CPU time.
const startupBudget = 2 * time.Millisecond

// BenchmarkStartupHelp measures whole adc --help processes (start, package
// initialisation, help text) against the 2 ms budget, and a Go hello-world
// built the same way, the floor. Besides the wall time per run it reports
// each program's CPU time (user and system, from the kernel): the mean and
// the minimum, which is the steady figure on a busy machine.
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
	bins := []struct{ name, bin string }{
		{"adc", buildAdc(b)},
		{"hello-world", goBuild(b, "hello", hello)},
	}
	for _, p := range bins {
		b.Run(p.name, func(b *testing.B) {
			var sum, least time.Duration
			for i := 0; i < b.N; i++ {
				cmd := exec.Command(p.bin, "--help")
				if err := cmd.Run(); err != nil {
					b.Fatal(err)
				}
				cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
				sum += cpu
				if i == 0 || cpu < least {
					least = cpu
				}
			}
			b.ReportMetric(float64(sum.Microseconds())/1000/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(least.Microseconds())/1000, "min-cpu-ms")
			if p.name == "adc" {
				b.ReportMetric(float64(startupBudget.Microseconds())/1000, "budget-ms")
				if least > startupBudget && b.N > 1 {
					b.Logf("over budget: the fastest run took %v of CPU, the budget is %v", least, startupBudget)
				}
			}
		})
	}
}
