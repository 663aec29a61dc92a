package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestPlayAsksForTheRetreatPath (9.7.7): two persons at one screen; the
// French rout al-x 4 hexes; its first hex is forced (1002), then the map
// highlights 1103 and 1003, which the rules rank equally, and the Allied
// player taps 1003; a tap on a hex the rules do not allow is refused with
// the rule. The advance is asked next, as before.
func TestPlayAsksForTheRetreatPath(t *testing.T) {
	p := hotSeatRout(t)
	pd := p.G.Pending()
	if pd == nil || pd.Retreat == nil {
		t.Fatalf("no retreat path asked: %s", p.Status.Text)
	}
	if !strings.Contains(p.Status.Text, "al-x (Allied) routs 4 hexes from 0902, so far via 1002") || !strings.Contains(p.Status.Text, "Tap the next hex: 1103 or 1003") {
		t.Fatalf("status %q", p.Status.Text)
	}
	var next []string
	for _, r := range p.overlay().Reach {
		next = append(next, p.G.State().B.Scenario.Grid().Code(r.Hex))
	}
	if !slices.Equal(next, []string{"1103", "1003"}) {
		t.Fatalf("highlighted %v, want 1103 and 1003", next)
	}
	p.tap(t, "1102")
	if !strings.HasPrefix(p.Status.Text, "Refused by rule 9.7.7") || p.G.Pending().Retreat == nil {
		t.Fatalf("a tap on 1102: %q", p.Status.Text)
	}
	p.tap(t, "1003")
	if pd = p.G.Pending(); pd == nil || pd.Retreat != nil || !strings.Contains(p.Status.Text, "Advance after combat (9.8) into 0902") {
		t.Fatalf("after the path: %q", p.Status.Text)
	}
	if !strings.Contains(p.Status.Text, "via 1002, 1003, 1104, 1204") {
		t.Fatalf("the rout's path is not shown: %q", p.Status.Text)
	}
	p.DiceEntry.SetText("1") // the Controlled Advance roll (9.8.3)
	p.enterDice()
	test.Tap(p.Confirm)
	s := p.G.State()
	if got := s.B.Code(s.Units[s.B.Unit("al-x")].Hex); got != "1204" {
		t.Fatalf("al-x in %s, want 1204: %s", got, p.Status.Text)
	}
	if last := p.G.Steps()[len(p.G.Steps())-1]; last.Text != "resolve 0 path al-x:1002,1003,1104,1204" {
		t.Fatalf("recorded %q", last.Text)
	}
}

// hotSeatRout plays, two persons at one screen, to the French battle that
// routs al-x 4 hexes from 0902 with a choice of path (9.7.7).
func hotSeatRout(t *testing.T) *Play {
	t.Helper()
	_, p := playEditor(t)
	p.Seats[1].SetSelected(person)
	if !p.G.Seats[1].Human() {
		t.Fatal("the Allied seat is not a person's")
	}
	test.Tap(p.EndPhase)
	p.tap(t, "0604") // fr-cav
	p.tap(t, "0801")
	p.tap(t, "0602") // fr-a
	p.tap(t, "0802")
	for p.G.State().Phase != rules.PhaseCombat {
		test.Tap(p.EndPhase)
	}
	p.tap(t, "0801")
	p.tap(t, "0802")
	p.tap(t, "0902")
	test.Tap(p.Declare)
	p.HandDice.SetChecked(true)
	p.DiceEntry.SetText("4 4")
	p.enterDice()
	test.Tap(p.Roll)
	return p
}

// TestPlayHotSeatAdvanceWaitsForTheDefendersPath (9.7.7, 9.8): two persons
// at one screen; while the Allied player chooses al-x's rout path, the
// French advance is not his to settle: Advance, Go On and Pursue are off,
// a press of Advance, Go On plays nothing, and the status says whose
// choice is awaited. Once the path is tapped they are on again, for the
// French player.
func TestPlayHotSeatAdvanceWaitsForTheDefendersPath(t *testing.T) {
	p := hotSeatRout(t)
	if pd := p.G.Pending(); pd == nil || pd.Retreat == nil {
		t.Fatalf("no retreat path asked: %s", p.Status.Text)
	}
	if !p.Confirm.Disabled() || !p.Pursue.Disabled() {
		t.Fatalf("Advance, Go On disabled %v, Pursue disabled %v while the Allied path is chosen", p.Confirm.Disabled(), p.Pursue.Disabled())
	}
	const awaited = "Awaiting the Allied player's choice: the French player's advance (Advance, Go On) waits until the path is chosen."
	if !strings.Contains(p.Status.Text, awaited) || strings.Contains(p.Status.Text, "takes the engine's path") {
		t.Fatalf("status %q", p.Status.Text)
	}
	steps := len(p.G.Steps())
	test.Tap(p.Confirm)
	p.confirm() // as a shortcut would, past the disabled button
	if pd := p.G.Pending(); pd == nil || pd.Retreat == nil || len(p.G.Steps()) != steps {
		t.Fatalf("Advance, Go On settled the battle before the Allied path: %s", p.Status.Text)
	}
	if !strings.Contains(p.Status.Text, awaited) {
		t.Fatalf("status after the press %q", p.Status.Text)
	}
	p.tap(t, "1003")
	if pd := p.G.Pending(); pd == nil || pd.Retreat != nil {
		t.Fatalf("after the path: %q", p.Status.Text)
	}
	if p.Confirm.Disabled() || p.Pursue.Disabled() {
		t.Fatalf("Advance, Go On disabled %v, Pursue disabled %v once the path is chosen", p.Confirm.Disabled(), p.Pursue.Disabled())
	}
}
