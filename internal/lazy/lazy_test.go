package lazy

import (
	"sync"
	"sync/atomic"
	"testing"
)

var built atomic.Int32

var table = &Value[map[string]int]{Build: func() map[string]int {
	built.Add(1)
	return map[string]int{"clear": 1, "forest": 2}
}}

// TestBuiltOnceAtFirstUse: nothing is built before the first Get, Build
// runs once however many goroutines ask at the same time, and all of them
// get the same value.
func TestBuiltOnceAtFirstUse(t *testing.T) {
	if n := built.Load(); n != 0 {
		t.Fatalf("built %d times before the first use", n)
	}
	var wg sync.WaitGroup
	got := make([]map[string]int, 16)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i] = table.Get()
		}()
	}
	wg.Wait()
	if n := built.Load(); n != 1 {
		t.Fatalf("built %d times, want once", n)
	}
	for i, m := range got {
		if m["forest"] != 2 || (i > 0 && len(m) != len(got[0])) {
			t.Fatalf("caller %d got %v", i, m)
		}
	}
	got[0]["marsh"] = 3 // the same map for everyone
	if table.Get()["marsh"] != 3 {
		t.Fatal("Get returned another value after the first")
	}
}

// TestGetDoesNotAllocate: once built, Get costs no allocation.
func TestGetDoesNotAllocate(t *testing.T) {
	table.Get()
	if n := testing.AllocsPerRun(100, func() { table.Get() }); n != 0 {
		t.Fatalf("Get allocates %v times", n)
	}
}
