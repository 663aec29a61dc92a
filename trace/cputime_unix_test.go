//go:build unix

package trace_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time this process has used (user and system): on a
// shared machine it measures the work where the wall clock measures the
// load.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
