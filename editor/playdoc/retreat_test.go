package playdoc_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/engine/rules"
)

// TestBattleAsksForTheRetreatPath (9.7.7): the battle of the rout rule
// script, played at one screen by two persons with dice entered by hand:
// al-x routs 4 hexes; its first hex, 1002, is forced, then 1103 and 1003
// rank equally and the Allied player taps 1003. The battle then waits for
// the French advance, and the game records the path chosen.
func TestBattleAsksForTheRetreatPath(t *testing.T) {
	g, err := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {}})
	if err != nil {
		t.Fatal(err)
	}
	give(t, g, rules.EndPhase{}, rules.Move{Unit: "fr-cav", To: "0801"}, rules.Move{Unit: "fr-a", To: "0802"}, rules.EndPhase{})
	for g.State().Phase != rules.PhaseCombat {
		give(t, g, rules.EndPhase{})
	}
	g.HandDice = true
	give(t, g, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-a", "fr-cav"}, Defenders: []string{"al-x"}}}})
	if err := g.EnterDice(4, 4); err != nil {
		t.Fatal(err)
	}
	give(t, g, rules.Resolve{Battle: 0})
	p := g.Pending()
	if p == nil || p.Retreat == nil {
		t.Fatalf("the battle did not ask for al-x's path: %+v", p)
	}
	a := p.Retreat
	if a.Unit != "al-x" || a.Side != rules.AntiFrench || !a.Rout || a.Length != 4 || !slices.Equal(a.Chosen, []string{"1002"}) || !slices.Equal(a.Next, []string{"1103", "1003"}) {
		t.Fatalf("asked %+v; want al-x routing 4 hexes, 1002 forced, then 1103 or 1003", a)
	}
	var ill *rules.IllegalOrder
	if err := g.ChooseRetreatHex("0901"); !errors.As(err, &ill) || ill.Rule != "9.7.7" {
		t.Fatalf("0901 (not allowed): %v; want a refusal citing 9.7.7", err)
	}
	if err := g.ChooseRetreatHex("1003"); err != nil {
		t.Fatal(err)
	}
	if p = g.Pending(); p == nil || p.Retreat != nil || !slices.Equal(p.Advancers, []string{"fr-a", "fr-cav"}) {
		t.Fatalf("after the path: %+v; want the advance asked", p)
	}
	paths := playdoc.Paths(p.Events)
	if len(paths) != 1 || !slices.Equal(paths[0], []string{"0902", "1002", "1003", "1104", "1204"}) {
		t.Fatalf("rout path %v, want 0902 1002 1003 1104 1204", paths)
	}
	g.EnterDice(1) // Controlled Advance (9.8.3): kept
	if err := g.Confirm([]string{"fr-cav"}, 2, nil); err != nil {
		t.Fatal(err)
	}
	s := g.State()
	for id, want := range map[string]string{"al-x": "1204", "fr-cav": "1003"} {
		if got := s.B.Code(s.Units[s.B.Unit(id)].Hex); got != want {
			t.Errorf("%s in %s, want %s", id, got, want)
		}
	}
	last := g.Steps()[len(g.Steps())-1]
	if last.Text != "resolve 0 advance fr-cav pursue 2 path al-x:1002,1003,1104,1204" || !slices.Equal(last.Dice, []int{4, 4, 1}) {
		t.Fatalf("recorded %q with dice %v", last.Text, last.Dice)
	}
}

// TestBotUnitRetreatsByTheEngine: a bot's unit is not asked; it retreats
// by the engine's choice (TestBattleAsksForTheAdvance plays the same
// battle with the Allied bot and finds al-x in 1304).
func TestBotUnitRetreatsByTheEngine(t *testing.T) {
	g, err := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	toCombat(t, g)
	g.HandDice = true
	give(t, g, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-a", "fr-cav"}, Defenders: []string{"al-x"}}}})
	g.EnterDice(4, 4)
	give(t, g, rules.Resolve{Battle: 0})
	if p := g.Pending(); p == nil || p.Retreat != nil {
		t.Fatalf("pending %+v: want the advance asked and no retreat", p)
	}
}

// TestBotBattleAsksThePersonsRetreatPath (9.7.7): the French bot's battle
// routs a person's unit: the battle waits for the Allied player's path,
// the bots wait too, and the bot's own advance and pursuit are kept.
func TestBotBattleAsksThePersonsRetreatPath(t *testing.T) {
	g, err := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {}})
	if err != nil {
		t.Fatal(err)
	}
	give(t, g, rules.EndPhase{}, rules.Move{Unit: "fr-cav", To: "0801"}, rules.Move{Unit: "fr-a", To: "0802"}, rules.EndPhase{})
	for g.State().Phase != rules.PhaseCombat {
		give(t, g, rules.EndPhase{})
	}
	if err := g.SetSeats([2]playdoc.Seat{{Bot: "greedy"}, {}}); err != nil {
		t.Fatal(err)
	}
	g.HandDice = true
	g.EnterDice(4, 4, 1) // DH, a rout of 4, the Controlled Advance kept (9.8.3)
	if err := g.PlayBot(rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-a", "fr-cav"}, Defenders: []string{"al-x"}}}}, len(g.Steps())); err != nil {
		t.Fatal(err)
	}
	if err := g.PlayBot(rules.Resolve{Battle: 0, Advance: []string{"fr-cav"}, Pursue: 1}, len(g.Steps())); err != nil {
		t.Fatal(err)
	}
	p := g.Pending()
	if p == nil || p.Retreat == nil || p.Retreat.Unit != "al-x" || p.Bot != "greedy" || len(p.Advancers) != 0 {
		t.Fatalf("pending %+v: want al-x's path asked in the greedy bot's battle, and no advance asked", p)
	}
	if g.BotToAct() || g.BotStep() == nil {
		t.Fatal("a bot acted while a person's retreat path was asked")
	}
	// An order given meanwhile is told what the battle waits for: the
	// path, not an advance (the bot's is kept).
	for _, err := range []error{g.Give(rules.EndPhase{}), g.PlayBot(rules.EndPhase{}, len(g.Steps()))} {
		if err == nil || !strings.Contains(err.Error(), "choose the path of al-x (Allied), which routs, first: tap the next hex, 1103 or 1003 (9.7.7)") || strings.Contains(err.Error(), "advance") {
			t.Fatalf("an order while the path is asked: %v", err)
		}
	}
	if err := g.ChooseRetreatHex("1003"); err != nil {
		t.Fatal(err)
	}
	if g.Pending() != nil {
		t.Fatal("the battle still waits after the path was chosen")
	}
	last := g.Steps()[len(g.Steps())-1]
	if last.Text != "resolve 0 advance fr-cav pursue 1 path al-x:1002,1003,1104,1204" || last.Bot != "greedy" || !slices.Equal(last.Dice, []int{4, 4, 1}) {
		t.Fatalf("recorded %q by %q with dice %v", last.Text, last.Bot, last.Dice)
	}
	s := g.State()
	for id, want := range map[string]string{"al-x": "1204", "fr-cav": "1002"} {
		if got := s.B.Code(s.Units[s.B.Unit(id)].Hex); got != want {
			t.Errorf("%s in %s, want %s", id, got, want)
		}
	}
}
