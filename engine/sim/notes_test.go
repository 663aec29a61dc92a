package sim

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
)

// TestNotesTypedLikeTheirWords: the balance report lists the notes whose
// status says a rule, or part of one, is left out of play (Note.LeavesOut)
// instead of matching their words; a note of a bundled scenario, after a
// few games, that says in words that something is not applied carries
// such a status, so the typed list misses none of them.
func TestNotesTypedLikeTheirWords(t *testing.T) {
	files, err := filepath.Glob("../../scenarios/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no bundled scenarios: %v", err)
	}
	words := []string{"not applied", "never brought into play", "cannot enter the map", "does not enter play", "never occurs", "is not evaluated"}
	checked := 0
	for _, f := range files {
		id := strings.TrimSuffix(filepath.Base(f), ".yaml")
		t.Run(id, func(t *testing.T) {
			b, err := bundle.Open(id, rules.Options{Optional: []string{"all"}})
			if err != nil {
				t.Skipf("not a playable scenario: %v", err)
			}
			for seed := uint64(1); seed <= 3; seed++ {
				if _, err := rules.PlayRandom(b, seed, 100000); err != nil {
					t.Fatal(err)
				}
			}
			for _, n := range b.NoteValues() {
				checked++
				for _, w := range words {
					if strings.Contains(n.Text, w) && !n.LeavesOut() {
						t.Errorf("note says %q but its status is %v (rule %q): %s", w, n.Status, n.Rule, n.Text)
					}
				}
			}
		})
	}
	if checked == 0 {
		t.Fatal("no notes checked")
	}
}
