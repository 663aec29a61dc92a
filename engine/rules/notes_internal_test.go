package rules

import (
	"fmt"
	"slices"
	"sync"
	"testing"
)

// TestAddNoteConcurrentOnce: a run's workers share the Board and add the
// same notes from every game; each is recorded once, whether found in the
// published list or under the lock (run it with -race).
func TestAddNoteConcurrentOnce(t *testing.T) {
	var b Board
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				b.Note("the same sentence for every game")
				b.Note("game note %d", i%17)
			}
		}()
	}
	wg.Wait()
	got := b.Notes()
	if len(got) != 18 {
		t.Fatalf("%d notes, want 18: %q", len(got), got)
	}
	for i := 0; i < 17; i++ {
		if !slices.Contains(got, fmt.Sprintf("game note %d", i)) {
			t.Errorf("note %d missing", i)
		}
	}
	if vs := b.NoteValues(); len(vs) != 18 {
		t.Errorf("%d note values, want 18", len(vs))
	}
}
