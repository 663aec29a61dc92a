package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

func buildAdc(tb testing.TB) string {
	tb.Helper()
	bin := filepath.Join(tb.TempDir(), "adc")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		tb.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// BenchmarkStartupHelp measures a whole adc --help process: start, package
// initialisation, help text. Budget: 2 ms. A Go hello-world takes about
// 1.3 ms; TestInitCost names the packages whose initialisation takes the
// rest.
func BenchmarkStartupHelp(b *testing.B) {
	bin := buildAdc(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := exec.Command(bin, "--help").Run(); err != nil {
			b.Fatal(err)
		}
	}
}

// initCost is one package's initialisation, from GODEBUG=inittrace=1.
type initCost struct {
	pkg    string
	ms     float64
	allocs int
}

func traceInit(tb testing.TB, bin string) []initCost {
	cmd := exec.Command(bin, "--help")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		tb.Fatal(err)
	}
	var out []initCost
	sc := bufio.NewScanner(&stderr)
	for sc.Scan() {
		// init PKG @0.010 ms, 0.012 ms clock, 1024 bytes, 5 allocs
		f := strings.Fields(sc.Text())
		if len(f) < 10 || f[0] != "init" {
			continue
		}
		ms, _ := strconv.ParseFloat(f[4], 64)
		allocs, _ := strconv.Atoi(f[9])
		out = append(out, initCost{f[1], ms, allocs})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].allocs > out[j].allocs })
	return out
}

// TestInitCost keeps package initialisation from growing: allocations are
// counted, not timed, so the test is steady on a busy machine. The bound is
// today's count, 4,130, plus a small margin. The spreadsheet library
// excelize (21,500 allocations, about 2 ms) is linked only into adc-xlsx,
// which adc runs for adc export xlsx; of what is left,
// go-playground/validator's package tables make 1,240, the special-rule
// kind registry 630 and encoding/gob, which the balance report's plotting
// library links, 370.
func TestInitCost(t *testing.T) {
	if testing.Short() {
		t.Skip("builds adc")
	}
	const maxInitAllocs = 4_500
	costs := traceInit(t, buildAdc(t))
	total, ms := 0, 0.0
	for _, c := range costs {
		total += c.allocs
		ms += c.ms
	}
	for _, c := range costs[:min(5, len(costs))] {
		t.Logf("%-45s %7.3f ms %6d allocs", c.pkg, c.ms, c.allocs)
	}
	t.Logf("total: %.3f ms, %d allocs", ms, total)
	if total > maxInitAllocs {
		t.Errorf("package initialisation makes %d allocations, more than %d", total, maxInitAllocs)
	}
}
