package playdoc_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
	"github.com/aide-de-camp/adc/internal/cli"
)

var update = flag.Bool("update", false, "rewrite testdata/field.game.yaml")

const field = "testdata/field.yaml"

func fieldBoard(t testing.TB) *rules.Board { return boardAt(t, field) }

// boardAt is the board of the test battle in file.
func boardAt(t testing.TB, file string) *rules.Board {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	d, err := scenario.ParseDocument(data, file)
	if err != nil {
		t.Fatal(err)
	}
	b, err := bundle.Board(d, file, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func give(t *testing.T, g *playdoc.Game, orders ...rules.Order) {
	t.Helper()
	for _, o := range orders {
		if err := g.Give(o); err != nil {
			t.Fatalf("%s: %v", o, err)
		}
	}
}

func botsUntilPerson(t *testing.T, g *playdoc.Game) {
	t.Helper()
	for g.BotToAct() {
		if err := g.BotStep(); err != nil {
			t.Fatal(err)
		}
	}
}

// toCombat plays the French movement of the advance-pursuit rule script
// (fr-cav to 0801, fr-a to 0802, next to al-x in 0902) and lets the Allied
// bot react, up to the French Combat Phase.
func toCombat(t *testing.T, g *playdoc.Game) {
	t.Helper()
	give(t, g, rules.EndPhase{}, rules.Move{Unit: "fr-cav", To: "0801"}, rules.Move{Unit: "fr-a", To: "0802"}, rules.EndPhase{})
	botsUntilPerson(t, g)
	if got := g.Sequence(); got != "Turn 1 · French player turn · Combat phase · French to act" {
		t.Fatalf("sequence %q, want the French Combat Phase", got)
	}
}

// TestRefusedOrderNamesItsRule: an order the rules forbid changes nothing
// and its error carries the rule (6.1: units move in their Movement Phase).
func TestRefusedOrderNamesItsRule(t *testing.T) {
	g, err := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	err = g.Give(rules.Move{Unit: "fr-cav", To: "0801"})
	var ill *rules.IllegalOrder
	if !errors.As(err, &ill) || ill.Rule != "6.1" {
		t.Fatalf("move in the Events Phase: %v; want an illegal order citing 6.1", err)
	}
	if len(g.Steps()) != 0 {
		t.Fatalf("a refused order was recorded")
	}
	if err := g.BotStep(); err == nil {
		t.Fatal("a bot acted on the person's turn")
	}
}

// TestBattleAsksForTheAdvance (9.8, 9.8.5): the battle of the
// advance-pursuit rule script, its dice entered by hand: the result (DH,
// al-x routs along 1002, 1103, 1203, 1304) is known before the advance is
// chosen; fr-cav then advances and pursues two hexes, the Controlled
// Advance die (9.8.3) asked for when it is needed.
func TestBattleAsksForTheAdvance(t *testing.T) {
	g, err := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	toCombat(t, g)
	g.HandDice = true
	give(t, g, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-a", "fr-cav"}, Defenders: []string{"al-x"}}}})
	var need *playdoc.NeedDiceError
	if err := g.Give(rules.Resolve{Battle: 0}); !errors.As(err, &need) {
		t.Fatalf("resolve with no dice entered: %v; want a request for dice", err)
	}
	if err := g.EnterDice(4, 4); err != nil {
		t.Fatal(err)
	}
	give(t, g, rules.Resolve{Battle: 0})
	p := g.Pending()
	if p == nil {
		t.Fatal("the battle did not wait for the advance")
	}
	if !slices.Equal(p.Vacated, []string{"0902"}) || !slices.Equal(p.Advancers, []string{"fr-a", "fr-cav"}) || !slices.Equal(p.Dice, []int{4, 4}) {
		t.Fatalf("pending: vacated %v advancers %v dice %v; want [0902] [fr-a fr-cav] [4 4]", p.Vacated, p.Advancers, p.Dice)
	}
	paths := playdoc.Paths(p.Events)
	if len(paths) != 1 || !slices.Equal(paths[0], []string{"0902", "1002", "1103", "1203", "1304"}) {
		t.Fatalf("rout path %v, want 0902 1002 1103 1203 1304", paths)
	}
	if _, ok := g.CanUndo(); ok {
		t.Fatal("undo offered after the dice were rolled")
	}
	if err := g.Confirm([]string{"fr-cav"}, 2, nil); !errors.As(err, &need) {
		t.Fatalf("confirm without the Controlled Advance die: %v; want a request for it", err)
	}
	g.EnterDice(1)
	if err := g.Confirm([]string{"fr-cav"}, 2, nil); err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if got := s.B.Code(s.Units[s.B.Unit("fr-cav")].Hex); got != "1103" {
		t.Fatalf("fr-cav in %s, want 1103 (pursued two hexes)", got)
	}
	last := g.Steps()[len(g.Steps())-1]
	if last.Text != "resolve 0 advance fr-cav pursue 2" || !slices.Equal(last.Dice, []int{4, 4, 1}) {
		t.Fatalf("recorded %q with dice %v", last.Text, last.Dice)
	}
	if _, ok := g.CanUndo(); ok {
		t.Fatal("undo offered for a battle")
	}
}

// TestUndoOwnOrdersOnly: a person's moves are taken back; a bot's order is
// not.
func TestUndoOwnOrdersOnly(t *testing.T) {
	g, err := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	give(t, g, rules.EndPhase{}, rules.Move{Unit: "fr-cav", To: "0801"})
	if text, ok := g.CanUndo(); !ok || text != "move fr-cav 0801" {
		t.Fatalf("CanUndo = %q, %v", text, ok)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if got := s.B.Code(s.Units[s.B.Unit("fr-cav")].Hex); got != "0604" {
		t.Fatalf("after undo fr-cav is in %s, want 0604", got)
	}
	give(t, g, rules.EndPhase{})
	botsUntilPerson(t, g)
	if _, ok := g.CanUndo(); ok {
		t.Fatal("a bot's order offered for undo")
	}
}

// TestSavedGameReplaysFromTheCLI: a game saved midway is an adc play
// --script file that the command replays to the same position, and that
// Load reopens to go on as the game would have gone on.
func TestSavedGameReplaysFromTheCLI(t *testing.T) {
	b := fieldBoard(t)
	g, err := playdoc.New(b, 7, [2]playdoc.Seat{{}, {Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	toCombat(t, g)
	give(t, g, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-a", "fr-cav"}, Defenders: []string{"al-x"}}}}, rules.Resolve{Battle: 0})
	if p := g.Pending(); p != nil {
		if _, err := g.Script(); err == nil {
			t.Fatal("a game saved with a battle waiting for its advance")
		}
		if err := g.Confirm(nil, 0, nil); err != nil {
			t.Fatal(err)
		}
	}
	give(t, g, rules.EndPhase{})
	botsUntilPerson(t, g)
	data, err := g.Script()
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "field.game.yaml")
	if *update {
		os.WriteFile(golden, data, 0o644)
	}
	want, _ := os.ReadFile(golden)
	if !bytes.Equal(data, want) {
		t.Errorf("saved game differs from %s (go test -update):\n%s", golden, data)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "field.game.yaml")
	os.WriteFile(file, data, 0o644)
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"play", field, "--script", file}, strings.NewReader(""), &out, &errb); code != cli.ExitOK {
		t.Fatalf("adc play --script: exit %d: %s\n%s", code, errb.String(), out.String())
	}
	if !strings.Contains(out.String(), "Script passed: 1 expectations met") {
		t.Fatalf("replay output:\n%s", out.String())
	}
	g2, err := playdoc.Load(b, data, file)
	if err != nil {
		t.Fatal(err)
	}
	if g2.Seats != g.Seats || !slices.Equal(g2.Log(), g.Log()) || g2.Sequence() != g.Sequence() {
		t.Fatalf("reopened game differs:\n%v\n%v", g2.Log(), g.Log())
	}
	// Both go on alike: the dice of an order come from the seed and its number.
	for _, x := range []*playdoc.Game{g, g2} {
		give(t, x, rules.EndPhase{})
		botsUntilPerson(t, x)
	}
	if !slices.Equal(g2.Log(), g.Log()) {
		t.Fatalf("the reopened game went on differently:\n%v\n%v", g2.Log(), g.Log())
	}
}

// TestLoadRefusesAnotherScenario: a saved game replays only where it was
// played.
func TestLoadRefusesAChangedScenario(t *testing.T) {
	g, _ := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {Bot: "greedy"}})
	give(t, g, rules.EndPhase{}, rules.Move{Unit: "fr-cav", To: "0801"})
	data, _ := g.Script()
	data = bytes.Replace(data, []byte("fr-cav 0801"), []byte("fr-cav 1301"), 1)
	if _, err := playdoc.Load(fieldBoard(t), data, "x.game.yaml"); err == nil || !strings.Contains(err.Error(), "does not replay") {
		t.Fatalf("Load of a game the scenario refuses: %v", err)
	}
}

func TestGamePath(t *testing.T) {
	if got := playdoc.GamePath("/a/bailen20-battle.yaml"); got != "/a/bailen20-battle.game.yaml" {
		t.Fatal(got)
	}
}

// playOn gives the person's orders the way a careful player would, by
// asking a bot for them, until the game ends or n orders have been given;
// a battle waiting for its advance is confirmed with none.
func playOn(t *testing.T, g *playdoc.Game, hand sim.Bot, n int) {
	t.Helper()
	for i := 0; i < n && !g.State().Over(); i++ {
		switch {
		case g.Pending() != nil:
			if err := g.Confirm(nil, 0, nil); err != nil {
				t.Fatal(err)
			}
		case g.BotToAct():
			if err := g.BotStep(); err != nil {
				t.Fatal(err)
			}
		default:
			o := hand.Order(g.State())
			if err := g.Give(o); err != nil {
				t.Fatalf("order %d %s: %v", len(g.Steps()), o, err)
			}
		}
	}
}

// TestWholeGameSavedMidwayAndFinished plays a whole bundled scenario the
// engine plays in full (rousse20), a person against the greedy bot, saves
// it midway, reopens it and finishes it; the finished game replays from
// adc play --script to the same result.
func TestWholeGameSavedMidwayAndFinished(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game")
	}
	b, err := bundle.Open("rousse20", rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := playdoc.New(b, 3, [2]playdoc.Seat{{}, {Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	hand := sim.Bot(nil)
	if hand, err = sim.NewBot("greedy", b, rules.French, 11); err != nil {
		t.Fatal(err)
	}
	playOn(t, g, hand, 40)
	if g.State().Over() {
		t.Fatal("the game ended before it was saved midway")
	}
	data, err := g.Script()
	if err != nil {
		t.Fatal(err)
	}
	g2, err := playdoc.Load(b, data, "rousse20.game.yaml")
	if err != nil {
		t.Fatal(err)
	}
	playOn(t, g2, hand, 100000)
	if !g2.State().Over() {
		t.Fatalf("the game did not end: %s", g2.Sequence())
	}
	final, err := g2.Script()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "rousse20.game.yaml")
	os.WriteFile(file, final, 0o644)
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"play", "rousse20", "--script", file}, strings.NewReader(""), &out, &errb); code != cli.ExitOK {
		t.Fatalf("adc play --script: exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Script passed: 1 expectations met") {
		t.Fatalf("replay:\n%s", out.String())
	}
	t.Logf("%d orders; %s", len(g2.Steps()), g2.Sequence())
}

// TestHotSeatAndBotsStepByStep: two people at one screen give both
// sides' orders; two bots play one order at a time.
func TestHotSeatAndBotsStepByStep(t *testing.T) {
	g, err := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {}})
	if err != nil {
		t.Fatal(err)
	}
	give(t, g, rules.EndPhase{}, rules.EndPhase{}) // French Events, Movement
	if g.Actor() != rules.AntiFrench || !g.HumanToAct() {
		t.Fatalf("hot seat: %s, want the Allied person to react", g.Sequence())
	}
	give(t, g, rules.EndPhase{})
	if err := g.SetSeats([2]playdoc.Seat{{Bot: "random"}, {Bot: "greedy"}}); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 5; i++ {
		if err := g.BotStep(); err != nil {
			t.Fatal(err)
		}
		if len(g.Steps()) != 3+i {
			t.Fatalf("step %d: %d orders, want one more each step", i, len(g.Steps()))
		}
	}
	if err := g.Give(rules.EndPhase{}); err == nil {
		t.Fatal("a person's order accepted with bots in both seats")
	}
}

// TestCardDrawnIsShownAndNotUndone (5.0): the card drawn in the Random
// Events Phase is shown, and the order that drew it cannot be taken back
// (it would let a player look at the deck).
func TestCardDrawnIsShownAndNotUndone(t *testing.T) {
	deck := filepath.Join("..", "..", "internal", "cli", "testdata", "scripts", "field-deck.yaml")
	data, err := os.ReadFile(deck)
	if err != nil {
		t.Fatal(err)
	}
	d, err := scenario.ParseDocument(data, deck)
	if err != nil {
		t.Fatal(err)
	}
	b, err := bundle.Board(d, deck, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := playdoc.New(b, 1, [2]playdoc.Seat{{}, {Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	if g.LastCard() != "" {
		t.Fatal("a card shown before any was drawn")
	}
	give(t, g, rules.EndPhase{})
	if got := g.LastCard(); got != "#1 Quiet Day" {
		t.Fatalf("card shown %q, want #1 Quiet Day", got)
	}
	if _, ok := g.CanUndo(); ok {
		t.Fatal("the card's draw offered for undo")
	}
}

// TestExchangeLossChosenAfterTheRoll (9.6): column +4, die 1 is an
// Exchange; the engine would lose fr-cav (the least strength that covers
// al-x's 2), the person chooses to lose fr-a instead, after seeing the
// result.
func TestExchangeLossChosenAfterTheRoll(t *testing.T) {
	g, err := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	toCombat(t, g)
	g.HandDice = true
	give(t, g, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-a", "fr-cav"}, Defenders: []string{"al-x"}}}})
	g.EnterDice(1)
	give(t, g, rules.Resolve{Battle: 0})
	p := g.Pending()
	if p == nil || !slices.Equal(p.Lost, []string{"fr-cav"}) || !slices.Equal(p.Exchange, []string{"fr-a", "fr-cav"}) {
		t.Fatalf("pending %+v: want an exchange choice among fr-a, fr-cav, the engine losing fr-cav", p)
	}
	g.EnterDice(1) // the Controlled Advance roll of the cavalry left standing (9.8.3)
	if err := g.Confirm(nil, 0, []string{"fr-a"}); err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.OnMap(s.B.Unit("fr-a")) || !s.OnMap(s.B.Unit("fr-cav")) {
		t.Fatalf("after the exchange fr-a on the map %v, fr-cav %v; want fr-a lost, fr-cav kept", s.OnMap(s.B.Unit("fr-a")), s.OnMap(s.B.Unit("fr-cav")))
	}
	if last := g.Steps()[len(g.Steps())-1]; last.Text != "resolve 0 exchange fr-a" {
		t.Fatalf("recorded %q", last.Text)
	}
}
