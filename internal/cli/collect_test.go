package cli

import (
	"runtime/debug"
	"testing"
)

// TestCollectForInput: the collector's percentage grows with the input
// (24 bytes of heap per input byte before the first collection), from the
// 400 SetRuntimeLimits sets, up to 2000; tests calling Run leave it alone.
func TestCollectForInput(t *testing.T) {
	old := debug.SetGCPercent(400)
	defer func() { ownProcess = false; debug.SetGCPercent(old) }()
	cases := []struct {
		name string
		own  bool
		size int64
		want int
	}{
		{"small file", true, 100 << 10, 400},
		{"700 kB", true, 700_000, 400},
		{"1.1 MB", true, 1_100_000, 629},
		{"16 MiB, capped", true, 16 << 20, 2000},
		{"in a test's process", false, 16 << 20, 400},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			debug.SetGCPercent(400)
			ownProcess = c.own
			collectForInput(c.size)
			if got := debug.SetGCPercent(400); got != c.want {
				t.Errorf("GC percent %d, want %d", got, c.want)
			}
		})
	}
}
