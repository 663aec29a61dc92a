package ui

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestPlayOffersTheRulesToCommit: when a person resolves a battle, Play
// mode lists the special rules that may be committed to it, with the units
// a rule may name (Bailén 20 16.11: "the French player may choose any
// French unit involved in the battle to act as an Elite unit"); Roll
// commits the one ticked, and the saved game keeps it.
func TestPlayOffersTheRulesToCommit(t *testing.T) {
	p := nightAttackMoved(t)
	if p.Commit.Visible() {
		t.Fatalf("rules to commit %v shown before any battle is declared", p.Commit.Options)
	}
	p.typed("declare fr-a vs al-x")
	want := []string{"The Garde Marins (16.11, French)", "The Garde Marins (16.11, French): fr-a"}
	if !slices.Equal(p.Commit.Options, want) || !p.Commit.Visible() {
		t.Fatalf("rules to commit %q (shown %v), want %q; status %q", p.Commit.Options, p.Commit.Visible(), want, p.Status.Text)
	}
	p.Commit.SetSelected([]string{want[1]})
	test.Tap(p.Roll)
	if p.G.Pending() != nil {
		test.Tap(p.Confirm)
	}
	if log := strings.Join(p.G.Log(), "\n"); !strings.Contains(log, "resolve 0 +garde-marins:fr-a") || !strings.Contains(log, "The Garde Marins: +1 strength") {
		t.Fatalf("the Garde Marins were not committed: %s\n%s", p.Status.Text, log)
	}
	if p.Commit.Visible() {
		t.Fatalf("rules to commit %v still shown with no battle left", p.Commit.Options)
	}
	test.Tap(p.Save)
	saved, err := os.ReadFile(p.File)
	if err != nil || !strings.Contains(string(saved), `"resolve 0 +garde-marins:fr-a"`) || !strings.Contains(string(saved), `"night-attack fr-a"`) {
		t.Fatalf("saved game: %v\n%s", err, saved)
	}
}

// TestPlayOddsCountTheRulesCommitted: the odds preview of a declared
// battle counts the special rules ticked to commit to it (Bailén 20
// 16.11: the Garde Marins add 1 to the French strength), and the battle
// rolled agrees with it.
func TestPlayOddsCountTheRulesCommitted(t *testing.T) {
	p := nightAttackMoved(t)
	p.typed("declare fr-a vs al-x")
	s := p.G.State()
	plain, err := s.Odds([]string{"fr-a"}, []string{"al-x"}, false, false, 0)
	if err != nil {
		t.Fatal(err)
	}
	without := fmt.Sprintf("attack %d, defense %d", plain.Attack, plain.Defense)
	if !strings.Contains(p.Odds.Text, without) {
		t.Fatalf("odds %q, want %q", p.Odds.Text, without)
	}
	p.Commit.SetSelected([]string{"The Garde Marins (16.11, French): fr-a"})
	with := fmt.Sprintf("attack %d, defense %d", plain.Attack+1, plain.Defense)
	if !strings.Contains(p.Odds.Text, with) || !strings.Contains(p.Odds.Text, "The Garde Marins: +1 strength") {
		t.Fatalf("odds with the Garde Marins ticked %q, want %q", p.Odds.Text, with)
	}
	test.Tap(p.Roll)
	rolled := fmt.Sprintf("%d vs %d", plain.Attack+1, plain.Defense)
	if log := strings.Join(p.G.Log(), "\n"); !strings.Contains(log, rolled) {
		t.Fatalf("the battle rolled is not %q, as the odds said:\n%s", rolled, log)
	}
}

// nightAttackMoved is Play on the night test battle (seed 3) with the
// French unit fr-a making the Night Attack and moved next to al-x, in the
// Combat Phase before any battle is declared.
func nightAttackMoved(t *testing.T) *Play {
	t.Helper()
	_, p := playEditorOn(t, "field-night.yaml", 3, func(b []byte) []byte { return b })
	test.Tap(p.EndPhase)
	for _, o := range []string{"night-attack fr-a", "move fr-a 0802"} {
		p.typed(o)
	}
	test.Tap(p.EndPhase)
	return p
}
