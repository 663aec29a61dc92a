package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// fogEditor is the test battle played with Fog of War (16.1), two persons
// at one screen.
func fogEditor(t *testing.T) *Play {
	t.Helper()
	_, p := playEditorWith(t, func(b []byte) []byte { return append(b, "optional_rules: [\"16.1\"]\n"...) })
	p.Seats[1].SetSelected(person)
	if !p.G.HotSeatFog() {
		t.Fatalf("seats %v, fog %v: want a hot-seat game under Fog of War", p.G.Seats, p.G.Fog())
	}
	return p
}

// shownUnits are the units the Play map draws: by id, with "" for a
// face-down one (playdoc.HiddenID), and whether any shows a strength.
func shownUnits(p *Play) (ids []string, hiddenWithStrength bool) {
	for _, u := range p.Map.scen.Units {
		if u.Placement.Kind != scenario.PlaceSetup {
			continue
		}
		id := u.ID
		if id == playdoc.HiddenID {
			id = ""
		}
		ids = append(ids, id)
		if id == "" && (u.Strength != nil || u.Name != "" || u.Type != "") {
			hiddenWithStrength = true
		}
	}
	return ids, hiddenWithStrength
}

func has(list []string, id string) bool {
	for _, x := range list {
		if x == id {
			return true
		}
	}
	return false
}

// TestPlayHotSeatFogOfWar (16.1: "You can freely inspect your own units,
// but not your opponent's pieces until they are revealed"): two persons
// at one screen pass it behind a curtain whenever the side to act
// changes; each sees his own units and the enemy's face down, in the map,
// the log and the odds, until a declared battle reveals them (16.1.1).
func TestPlayHotSeatFogOfWar(t *testing.T) {
	p := fogEditor(t)
	curtain := func(side string) {
		t.Helper()
		if !p.Curtain.Visible() || !strings.Contains(p.CurtainText.Text, "Pass the screen to "+side) {
			t.Fatalf("curtain shown %v %q: want Pass the screen to %s", p.Curtain.Visible(), p.CurtainText.Text, side)
		}
		if len(p.logLines) != 0 || !p.Map.overlay.HideUnits {
			t.Fatalf("behind the curtain the log (%d lines) or the units show", len(p.logLines))
		}
		test.Tap(p.CurtainGo)
		if p.Curtain.Visible() {
			t.Fatal("the curtain stays after the player took the screen")
		}
	}
	curtain("French")
	ids, leak := shownUnits(p)
	if !has(ids, "fr-cav") || has(ids, "al-x") || !has(ids, "") || leak {
		t.Fatalf("French view shows %v (a hidden unit's name, type or strength: %v): want French units named, Allied face down", ids, leak)
	}
	test.Tap(p.EndPhase)
	p.tap(t, "0604")
	p.tap(t, "0801")
	p.tap(t, "0602")
	p.tap(t, "0802")
	test.Tap(p.EndPhase) // the Allied Reaction Phase: the screen passes
	curtain("Allied")
	ids, _ = shownUnits(p)
	if has(ids, "fr-cav") || !has(ids, "al-x") {
		t.Fatalf("Allied view shows %v: want the French face down", ids)
	}
	log := strings.Join(p.logLines, "\n")
	if strings.Contains(log, "fr-cav") || !strings.Contains(log, "move a hidden unit 0801") {
		t.Fatalf("the Allied player reads the French moves:\n%s", log)
	}
	test.Tap(p.EndPhase)
	curtain("French")
	p.tap(t, "0801")
	p.tap(t, "0802")
	p.tap(t, "0902")
	if strings.Contains(p.Odds.Text, "differential") || !strings.Contains(p.Odds.Text, "face down (16.1)") || strings.Contains(p.Odds.Text+p.Status.Text, "al-x") {
		t.Fatalf("odds %q, status %q: the face-down defender's strength or name shows before the battle is declared", p.Odds.Text, p.Status.Text)
	}
	test.Tap(p.Declare) // 16.1.1: every unit in a declared battle is revealed
	if !strings.Contains(p.Odds.Text, "differential +4") {
		t.Fatalf("odds after the declaration: %q", p.Odds.Text)
	}
	if ids, _ = shownUnits(p); !has(ids, "al-x") {
		t.Fatalf("the declared defender stays face down: %v", ids)
	}
}

// TestPlayFogAgainstABot: a person against a bot sees the bot's units
// face down, with no curtain; without Fog of War everything shows.
func TestPlayFogAgainstABot(t *testing.T) {
	p := fogEditor(t)
	p.Seats[1].SetSelected("Greedy")
	if p.Curtain.Visible() {
		t.Fatal("a curtain against a bot")
	}
	if ids, _ := shownUnits(p); has(ids, "al-x") || !has(ids, "fr-a") {
		t.Fatalf("French view against the bot: %v", ids)
	}
	_, q := playEditor(t)
	if ids, _ := shownUnits(q); !has(ids, "al-x") {
		t.Fatalf("without Fog of War: %v", ids)
	}
}

// TestPlayHotSeatFogRetreatPath (16.1, 9.7.7): in a hot-seat game under
// Fog of War, the French battle routs al-x and the rules leave its path
// to the Allied player: the screen passes to him behind the curtain
// though the French are still to act, and back to the French for their
// advance once the path is chosen; neither sees the other's view.
func TestPlayHotSeatFogRetreatPath(t *testing.T) {
	p := fogEditor(t)
	pass := func(side string) {
		t.Helper()
		if !p.Curtain.Visible() || !strings.Contains(p.CurtainText.Text, "Pass the screen to "+side) {
			t.Fatalf("curtain shown %v %q: want Pass the screen to %s; status %q", p.Curtain.Visible(), p.CurtainText.Text, side, p.Status.Text)
		}
		if len(p.logLines) != 0 || !p.Map.overlay.HideUnits {
			t.Fatalf("behind the curtain the log (%d lines) or the units show", len(p.logLines))
		}
		test.Tap(p.CurtainGo)
		if p.Curtain.Visible() {
			t.Fatalf("the curtain stays after %s took the screen", side)
		}
	}
	pass("French")
	test.Tap(p.EndPhase)
	p.tap(t, "0604") // fr-cav
	p.tap(t, "0801")
	p.tap(t, "0602") // fr-a
	p.tap(t, "0802")
	for p.G.State().Phase != rules.PhaseCombat {
		test.Tap(p.EndPhase)
		if p.Curtain.Visible() {
			test.Tap(p.CurtainGo)
		}
	}
	p.tap(t, "0801")
	p.tap(t, "0802")
	p.tap(t, "0902")
	test.Tap(p.Declare)
	p.HandDice.SetChecked(true)
	p.DiceEntry.SetText("4 4")
	p.enterDice()
	test.Tap(p.Roll)
	if pd := p.G.Pending(); pd == nil || pd.Retreat == nil || p.G.Actor() != rules.French {
		t.Fatalf("no retreat path asked in the French battle: %s", p.Status.Text)
	}
	pass("Allied")
	if !strings.Contains(p.Status.Text, "Allied's view") || !strings.Contains(p.Status.Text, "al-x (Allied) routs 4 hexes from 0902") {
		t.Fatalf("the Allied player is not asked for the path: %q", p.Status.Text)
	}
	if v, _ := p.viewer(); v != rules.AntiFrench || !has(func() []string { ids, _ := shownUnits(p); return ids }(), "al-x") {
		t.Fatalf("the window shows side %d's view, want the Allied one", v)
	}
	p.tap(t, "1003")
	if pd := p.G.Pending(); pd == nil || pd.Retreat != nil {
		t.Fatalf("after the path: %q", p.Status.Text)
	}
	pass("French")
	if !strings.Contains(p.Status.Text, "French's view") || !strings.Contains(p.Status.Text, "Advance after combat (9.8) into 0902") {
		t.Fatalf("the French are not asked for the advance: %q", p.Status.Text)
	}
	p.DiceEntry.SetText("1") // the Controlled Advance roll (9.8.3)
	p.enterDice()
	test.Tap(p.Confirm)
	if last := p.G.Steps()[len(p.G.Steps())-1]; last.Text != "resolve 0 path al-x:1002,1003,1104,1204" {
		t.Fatalf("recorded %q: %s", last.Text, p.Status.Text)
	}
	if p.Curtain.Visible() {
		t.Fatalf("a curtain after the battle, the French still to act: %q", p.CurtainText.Text)
	}
}
