package rules

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func TestRule4_0_SequenceOfPlay(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("b", af, in, 2, 2, "1206")
	f.s.Turns.End = 2
	f.s.Turns.Turns = []scenario.Turn{{Number: 2, Night: true}}
	s, err := NewState(f.board(), nil)
	if err != nil {
		t.Fatal(err)
	}
	type step struct {
		turn  int
		side  int
		phase Phase
		actor int
	}
	want := []step{
		{1, French, PhaseEvents, French}, {1, French, PhaseMovement, French}, {1, French, PhaseReaction, AntiFrench},
		{1, French, PhaseCombat, French}, {1, AntiFrench, PhaseEvents, AntiFrench}, {1, AntiFrench, PhaseMovement, AntiFrench},
		{1, AntiFrench, PhaseReaction, French}, {1, AntiFrench, PhaseCombat, AntiFrench},
		// Night turn 2: no Reaction or Combat, Night Operations instead (14.0).
		{2, French, PhaseEvents, French}, {2, French, PhaseMovement, French}, {2, French, PhaseNight, French},
		{2, AntiFrench, PhaseEvents, AntiFrench}, {2, AntiFrench, PhaseMovement, AntiFrench}, {2, AntiFrench, PhaseNight, AntiFrench},
	}
	for i, w := range want {
		if s.Turn != w.turn || s.Phasing != w.side || s.Phase != w.phase || s.Actor() != w.actor {
			t.Fatalf("step %d: turn %d %s %s actor %s, want turn %d %s %s actor %s", i, s.Turn, SideName(s.Phasing), s.Phase, SideName(s.Actor()),
				w.turn, SideName(w.side), w.phase, SideName(w.actor))
		}
		s, _ = apply(t, s, EndPhase{})
	}
	if !s.Over() || s.Result().Winner != -1 {
		t.Fatalf("after the last turn the game ends in a draw at equal morale (15.0): %v", s.Result())
	}
	// Night: each side +1 for rest (6 -> 7), morale capped at 10.
	if s.Morale != [2]int{7, 7} {
		t.Errorf("morale after a night %v, want [7 7] (14.0)", s.Morale)
	}
}

func TestRule4_0_SuddenDeath(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("b", af, in, 2, 2, "1206")
	f.s.Turns.Turns = []scenario.Turn{{Number: 1, SuddenDeath: 2}}
	s := f.state(PhaseCombat)
	s.Phasing = AntiFrench
	s2, _ := apply(t, s, EndPhase{}, 3)
	if s2.Over() {
		t.Fatal("a roll of 3 does not end the game on a 2 box")
	}
	s3, _ := apply(t, s, EndPhase{}, 2)
	if !s3.Over() {
		t.Fatal("a roll of 2 ends the game on a 2 box (4.0)")
	}
}

func TestRule5_0_EventDeck(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("b", af, in, 2, 2, "1206")
	f.s.Deck.Cards = []scenario.Card{
		{Number: 1, Title: "Red", Colour: scenario.ColourRed},
		{Number: 2, Title: "Boost", Events: []scenario.Event{{Side: "both", Effects: []scenario.Effect{{Kind: scenario.EffectMorale, Value: 2}}}}},
		{Number: 3, Title: "Dual", Dual: true, Keep: true, Events: []scenario.Event{
			{Side: fr, Effects: []scenario.Effect{{Kind: scenario.EffectMorale, Value: 1}}},
			{Side: af, Effects: []scenario.Effect{{Kind: scenario.EffectMorale, Value: -1}}}}},
	}
	s, err := NewState(f.board(), &ScriptedDice{Rolls: []int{1, 1}})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Discard) != 1 || s.B.Scenario.Deck.Cards[s.Discard[0]].Title != "Red" {
		t.Fatalf("red titles start in the discard pile (3.0): discard %v", s.Discard)
	}
	s2, ev := apply(t, s, EndPhase{})
	top := s.B.Scenario.Deck.Cards[s.Draw[0]]
	switch top.Title {
	case "Boost":
		if s2.Morale[French] != 8 {
			t.Errorf("Boost: morale %d, %v", s2.Morale[French], ev)
		}
	case "Dual":
		if s2.Morale[French] != 7 || s2.Morale[AntiFrench] != 6 || len(s2.kept[French]) != 1 {
			t.Errorf("Dual for the French: only the French event applies and the card is kept: %v %v", s2.Morale, s2.kept)
		}
	}
}

func TestRule12_1_1_MaximumMorale(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	s := f.state(PhaseCombat)
	s.Morale = [2]int{10, 1}
	var md MoraleDelta
	md.Add(French, 2, "gain")
	md.Add(French, -1, "loss")
	var ev []Event
	s.ApplyMorale(&md, &ev)
	if s.Morale[French] != 9 {
		t.Errorf("10 +2 -1 = %d, want 9 (first add and cap at 10, then subtract: 12.1, 12.1.1)", s.Morale[French])
	}
	md.Add(AntiFrench, -1, "loss")
	s.ApplyMorale(&md, &ev)
	if !s.Over() || s.Result().Winner != French || s.Result().Level != "decisive" {
		t.Errorf("morale 0 ends the game (12.1.2, 15.0): %v", s.Result())
	}
}

func TestRule13_0_Lull(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("b", af, in, 2, 2, "1206")
	s := f.state(PhaseCombat)
	s.Morale = [2]int{5, 7}
	s2, _ := apply(t, s, EndPhase{})
	if s2.Morale[French] != 5 {
		t.Error("no Lull before the first Night (13.0)")
	}
	s.nightSeen = true
	s3, _ := apply(t, s, EndPhase{})
	if s3.Morale[French] != 6 {
		t.Errorf("Lull: morale %d, want 6", s3.Morale[French])
	}
	s.ForcedMarch = true
	s4, _ := apply(t, s, EndPhase{})
	if s4.Morale[French] != 5 {
		t.Error("no Lull after a Forced March")
	}
}

func TestRule14_0_CapturedLOCs(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("c", fr, in, 2, 2, "0208")
	f.unit("b", af, in, 2, 2, "1206")
	f.loc("0206", af)
	f.loc("0208", af)
	s := f.state(PhaseNight)
	s2, _ := apply(t, s, EndPhase{})
	if s2.Morale[AntiFrench] != 5 || s2.Morale[French] != 7 {
		t.Errorf("two captured LOCs -1 to the owner, rest +1 to the phasing side: %v", s2.Morale)
	}
}

func TestRule16_1_FogOfWar(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0506")
	f.unit("b", af, in, 2, 2, "0606")
	f.unit("far", af, in, 2, 2, "1206")
	f.opt.Optional = []string{"16.1"}
	s := f.state(PhaseCombat)
	hidden := 0
	for _, v := range s.View(French) {
		if v.Type == "hidden" {
			hidden++
		}
	}
	if hidden != 2 {
		t.Fatalf("the French see %d hidden units, want 2", hidden)
	}
	s2, _ := apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"b"}}}})
	hidden = 0
	for _, v := range s2.View(French) {
		if v.Type == "hidden" {
			hidden++
		}
	}
	if hidden != 1 {
		t.Errorf("after the declaration the defender is revealed (16.1.1): %d hidden", hidden)
	}
}

func TestGameUndoAndReplay(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 2, 2, "0206")
	f.unit("b", af, in, 2, 2, "1206")
	b := f.board()
	g, err := NewGame(b, NewSeededDice(7))
	if err != nil {
		t.Fatal(err)
	}
	p := NewRandomPlayer(7)
	for i := 0; i < 60 && !g.State().Over(); i++ {
		if _, _, err := g.Apply(p.Order(g.State())); err != nil {
			t.Fatal(err)
		}
	}
	end, err := Replay(b, g.History(), g.Rolls())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := end.Summary(), g.State().Summary(); len(got) != len(want) || end.Turn != g.State().Turn || end.Morale != g.State().Morale {
		t.Errorf("replay differs: %v %v", got, want)
	}
	before := g.State()
	n := len(g.History())
	if !g.Undo() || len(g.History()) != n-1 || g.State() == before {
		t.Error("undo did not take back the last order")
	}
}
