package scenario

import (
	"slices"
	"sync"
	"testing"
)

// TestKindRegistryConcurrentUse: the registry's index is made at its first
// use (loadKinds, under a sync.Once); lookups from several goroutines at
// once all see every registered kind (the kinds of engine/rules/kinds,
// which this package's tests link). Run alone (go test -race -run
// TestKindRegistryConcurrentUse) it is the first use.
func TestKindRegistryConcurrentUse(t *testing.T) {
	var wg sync.WaitGroup
	names := make([][]string, 8)
	found := make([]bool, 8)
	for i := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			k, ok := Kind("flotilla")
			found[i] = ok && k.Name == "flotilla" && k.Rule != ""
			names[i] = KindNames()
		}()
	}
	wg.Wait()
	var want []string
	for _, k := range Kinds() {
		want = append(want, k.Name)
	}
	if len(want) < 50 {
		t.Fatalf("%d kinds registered: the kinds are not linked", len(want))
	}
	for i := range names {
		if !found[i] {
			t.Errorf("goroutine %d: Kind(flotilla) not found", i)
		}
		if !slices.Equal(names[i], want) {
			t.Errorf("goroutine %d: %d kind names, want the registry's %d", i, len(names[i]), len(want))
		}
	}
}
