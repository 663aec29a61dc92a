package vassal

import (
	"io"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the process's user and system CPU time: on a shared machine
// it moves far less with the load than the wall clock does.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkTalaveraFullVmod builds and writes the Talavera 20 full-battle
// module (docs/vassal-and-tiled.md, Speed: budget 1 s). It reports the CPU
// time of a build beside the wall clock.
func BenchmarkTalaveraFullVmod(b *testing.B) {
	s, charts := loadScenario(b, "talavera20-full")
	c0 := cpuTime()
	for b.Loop() {
		if _, err := Write(io.Discard, s, charts); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-c0).Seconds()/float64(b.N), "cpu-s/op")
}
