package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// BenchmarkValidateCommand measures adc validate against Python's C YAML
// loader merely parsing the same file (PyYAML's CLoader, the fastest
// common YAML reader a designer might script with), on the 1.2 MB stress
// scenario and the bundled scenarios. in-process times the command's work
// (reading, parsing, validating) on the stress scenario; process builds
// adc as scripts/release.sh does (CGO_ENABLED=0) and runs it and the
// Python loader in turn, reporting the least CPU time of each (user and
// system, from the kernel: the steady figure on a busy machine) and their
// ratio (x-pyyaml) against the budget: at most 0.3 for the stress
// scenario, below 1 for every bundled one.
func BenchmarkValidateCommand(b *testing.B) {
	p := stressScenario(b)
	if r := validatePath(p); r.Error != nil || r.Errors > 0 {
		b.Fatalf("the generated scenario does not validate: %+v %v", r.Error, r.Findings)
	}
	st, _ := os.Stat(p)
	b.Run("in-process", func(b *testing.B) {
		b.SetBytes(st.Size())
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			validatePath(p)
		}
	})
	py, err := exec.LookPath("python3")
	if err == nil {
		err = exec.Command(py, "-c", "import yaml; yaml.CLoader").Run()
	}
	if err != nil {
		b.Skipf("no python3 with PyYAML's C loader to compare with (python3-yaml): %v", err)
	}
	bin := filepath.Join(b.TempDir(), "adc")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = filepath.Join("..", "..", "cmd", "adc")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("go build ./cmd/adc: %v\n%s", err, out)
	}
	files := []struct {
		name, path string
		budget     float64
	}{{"stress-1.2MB", p, 0.3}}
	bundled, _ := filepath.Glob(filepath.Join("..", "..", "scenarios", "*.yaml"))
	for _, f := range bundled {
		files = append(files, struct {
			name, path string
			budget     float64
		}{strings.TrimSuffix(filepath.Base(f), ".yaml"), f, 1})
	}
	for _, f := range files {
		b.Run("process/"+f.name, func(b *testing.B) {
			least := func(d *time.Duration, name string, args ...string) {
				cmd := exec.Command(name, args...)
				if err := cmd.Run(); err != nil {
					var ee *exec.ExitError
					if !errors.As(err, &ee) || ee.ExitCode() != 1 { // 1: the file has errors (the ODN armies)
						b.Fatalf("%s %v: %v", name, args, err)
					}
				}
				if cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(); *d == 0 || cpu < *d {
					*d = cpu
				}
			}
			var adcCPU, pyCPU time.Duration
			for i := 0; i < b.N; i++ {
				least(&adcCPU, bin, "validate", f.path)
				least(&pyCPU, py, "-c", "import sys, yaml; yaml.load(open(sys.argv[1]), Loader=yaml.CLoader)", f.path)
			}
			b.ReportMetric(float64(adcCPU.Microseconds())/1000, "adc-min-cpu-ms")
			b.ReportMetric(float64(pyCPU.Microseconds())/1000, "pyyaml-min-cpu-ms")
			if pyCPU > 0 {
				x := float64(adcCPU) / float64(pyCPU)
				b.ReportMetric(x, "x-pyyaml")
				if x > f.budget && b.N >= 10 {
					b.Errorf("adc validate takes %.2f times the Python C loader's CPU time, budget %.1f", x, f.budget)
				}
			}
		})
	}
}

// BenchmarkValidateBundled measures adc validate's work (reading, parsing,
// validating) on bundled scenarios, in this process: the profile of a
// scenario a designer really validates.
func BenchmarkValidateBundled(b *testing.B) {
	for _, id := range []string{"talavera20-full", "slobozia20", "bussaco20"} {
		b.Run(id, func(b *testing.B) {
			p := filepath.Join("..", "..", "scenarios", id+".yaml")
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if r := validatePath(p); r.Error != nil {
					b.Fatal(r.Error)
				}
			}
		})
	}
}
