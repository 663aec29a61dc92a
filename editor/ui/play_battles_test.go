package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestPlaySeveralBattlesByTaps (9.2: every battle is declared before any
// is resolved): an attacker tapped after a battle's defenders starts the
// next battle; Declare Battles declares them all.
func TestPlaySeveralBattlesByTaps(t *testing.T) {
	_, p := playEditor(t)
	p.Seats[1].SetSelected(person)
	test.Tap(p.EndPhase) // Events
	p.tap(t, "0604")
	p.tap(t, "0801") // fr-cav next to al-x in 0902
	p.tap(t, "0602")
	p.tap(t, "0802") // fr-a next to al-x as well
	test.Tap(p.EndPhase)
	test.Tap(p.EndPhase) // the Allied person's Reaction Phase
	if s := p.G.State(); s.Phase != rules.PhaseCombat {
		t.Fatalf("phase %s: %s", s.Phase, p.Status.Text)
	}
	p.tap(t, "0801")
	p.tap(t, "0902")
	p.tap(t, "0802") // the next battle
	if len(p.decl) != 1 || strings.Join(p.decl[0].Attackers, ",") != "fr-cav" || strings.Join(p.attackers, ",") != "fr-a" || len(p.defenders) != 0 {
		t.Fatalf("battles made %+v, then %v vs %v", p.decl, p.attackers, p.defenders)
	}
	if n := len(p.overlay().Selected); n != 3 {
		t.Fatalf("%d hexes outlined, want the first battle's two and the next attacker's", n)
	}
	p.tap(t, "0902") // al-x again: it may be attacked once only (9.2)
	test.Tap(p.Declare)
	if p.G.State().Declared() || !strings.Contains(p.Status.Text, "Refused") {
		t.Fatalf("two battles on al-x declared: %s", p.Status.Text)
	}
	if len(p.decl) != 1 {
		t.Fatal("a refused declaration lost the battles made")
	}
}
