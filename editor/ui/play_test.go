package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/internal/cli"
)

// playEditor opens the test battle of editor/playdoc (open ground; al-x
// alone in 0902 facing the French) in an editor, and its Play window.
func playEditor(t *testing.T) (*Editor, *Play) {
	t.Helper()
	return playEditorWith(t, func(b []byte) []byte { return b })
}

// playEditorWith is playEditor on the test battle changed by edit.
func playEditorWith(t *testing.T, edit func([]byte) []byte) (*Editor, *Play) {
	t.Helper()
	return playEditorOn(t, "field.yaml", 1, edit)
}

// playEditorOn opens the test scenario name of editor/playdoc's testdata,
// changed by edit, in an editor, and its Play window with the dice's seed.
func playEditorOn(t *testing.T, name string, seed uint64, edit func([]byte) []byte) (*Editor, *Play) {
	t.Helper()
	a := test.NewTempApp(t)
	data, err := os.ReadFile(filepath.Join("..", "playdoc", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	data = edit(data)
	dir := t.TempDir()
	path := filepath.Join(dir, name)
	os.WriteFile(path, data, 0o644)
	doc, err := document.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	ed := New(a, w, doc, document.Store{Dir: filepath.Join(dir, "store")})
	ed.NoDialogs = true
	w.SetContent(ed.Content())
	b, err := (&Playtest{e: ed}).board()
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPlay(ed, b, seed)
	if err != nil {
		t.Fatal(err)
	}
	p.Sync = true
	p.Map.Resize(fyne.NewSize(800, 600))
	p.Map.draw(800, 600)
	return ed, p
}

func (p *Play) tap(t *testing.T, code string) {
	t.Helper()
	h, err := p.G.State().B.Scenario.Grid().Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	p.tapHex(h)
}

func TestPlayMenuItem(t *testing.T) {
	ed, _ := playEditor(t)
	var found bool
	for _, m := range ed.Win.MainMenu().Items {
		for _, it := range m.Items {
			found = found || m.Label == "Tools" && it.Label == "Play by Hand…"
		}
	}
	if !found {
		t.Fatal("no Tools > Play by Hand… menu item")
	}
}

// TestPlayByHand plays as a person would: the legal moves of a tapped
// unit highlighted with their costs, a move to a hex outside them refused
// with its rule, the battle made by taps with its odds shown, the die
// rolled, the advance chosen on the map, the bot answering, the game saved
// and reopened. The scenario being edited is untouched throughout.
func TestPlayByHand(t *testing.T) {
	ed, p := playEditor(t)
	before, _ := ed.Doc.Snapshot()
	if got := p.Sequence.Text; got != "Turn 1 · French player turn · Events phase · French to act" {
		t.Fatalf("sequence %q", got)
	}
	test.Tap(p.EndPhase)
	p.tap(t, "0604") // fr-cav
	if p.sel != "fr-cav" || len(p.overlay().Reach) == 0 {
		t.Fatalf("selected %q with %d legal moves", p.sel, len(p.overlay().Reach))
	}
	p.tap(t, "1304") // beyond its Movement Allowance
	if !strings.HasPrefix(p.Status.Text, "Refused by rule ") {
		t.Fatalf("status %q: want the rule that refuses the move", p.Status.Text)
	}
	p.tap(t, "0801")
	p.tap(t, "0602") // fr-a
	p.tap(t, "0802")
	test.Tap(p.EndPhase) // the Allied bot reacts
	p.waitBots(t)
	if got := p.Sequence.Text; got != "Turn 1 · French player turn · Combat phase · French to act" {
		t.Fatalf("after the bot's answer: %q (%s)", got, p.Status.Text)
	}
	p.tap(t, "0801")
	p.tap(t, "0802")
	p.tap(t, "0902")
	if !strings.Contains(p.Odds.Text, "differential +4") {
		t.Fatalf("odds %q: want differential +4 (4+2 vs 2); status %q", p.Odds.Text, p.Status.Text)
	}
	test.Tap(p.Declare)
	p.HandDice.SetChecked(true)
	p.DiceEntry.SetText("4 4")
	p.enterDice()
	test.Tap(p.Roll)
	pd := p.G.Pending()
	if pd == nil {
		t.Fatalf("no advance asked: %s", p.Status.Text)
	}
	if !strings.Contains(p.Status.Text, "rout al-x") || !strings.Contains(p.Status.Text, "Advance after combat (9.8) into 0902") {
		t.Fatalf("status after the roll: %q", p.Status.Text)
	}
	p.tap(t, "0801") // fr-cav advances
	p.Pursue.SetText("2")
	p.DiceEntry.SetText("1") // the Controlled Advance roll (9.8.3)
	p.enterDice()
	test.Tap(p.Confirm)
	s := p.G.State()
	if got := s.B.Code(s.Units[s.B.Unit("fr-cav")].Hex); got != "1103" {
		t.Fatalf("fr-cav in %s, want 1103: %s", got, p.Status.Text)
	}
	p.HandDice.SetChecked(false)
	test.Tap(p.EndPhase) // the Allied player turn: the bot plays it
	p.waitBots(t)
	test.Tap(p.Save)
	saved, err := os.ReadFile(p.File)
	if err != nil || !bytes.Contains(saved, []byte("resolve 0 advance fr-cav pursue 2")) {
		t.Fatalf("saved game: %v\n%s", err, saved)
	}
	log := p.G.Log()
	test.Tap(p.Reopen)
	if got := p.G.Log(); strings.Join(got, "\n") != strings.Join(log, "\n") {
		t.Fatalf("reopened log differs")
	}
	p.Win.Close()
	after, _ := ed.Doc.Snapshot()
	if !bytes.Equal(before, after) || ed.Doc.Dirty() {
		t.Fatal("playing changed the scenario being edited")
	}
	if filepath.Dir(p.File) != filepath.Dir(ed.Doc.Path()) || !strings.HasSuffix(p.File, "field.game.yaml") {
		t.Fatalf("game saved to %s, want beside the scenario", p.File)
	}
}

// waitBots waits for the bots to reach a person's turn.
func (p *Play) waitBots(t *testing.T) {
	t.Helper()
	for i := 0; i < 1000 && p.busy; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if p.busy {
		t.Fatal("the bots did not finish")
	}
}

// TestPlayUsesUnsavedEdits: Play starts from the scenario as it is being
// edited, without saving it first, and leaves it as it was.
func TestPlayUsesUnsavedEdits(t *testing.T) {
	ed, _ := playEditor(t)
	if err := ed.Doc.PlaceUnit("fr-cav", "0801", ""); err != nil {
		t.Fatal(err)
	}
	before, _ := ed.Doc.Snapshot()
	b, err := (&Playtest{e: ed}).board()
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPlay(ed, b, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := p.G.State()
	if got := s.B.Code(s.Units[s.B.Unit("fr-cav")].Hex); got != "0801" {
		t.Fatalf("Play set fr-cav up in %s, want 0801 (the unsaved edit)", got)
	}
	test.Tap(p.EndPhase)
	p.Win.Close()
	after, _ := ed.Doc.Snapshot()
	if !bytes.Equal(before, after) || !ed.Doc.Dirty() {
		t.Fatal("Play changed the document, or saved it")
	}
	if disk, _ := os.ReadFile(ed.Doc.Path()); bytes.Contains(disk, []byte(`hex: "0801"`)) {
		t.Fatal("Play saved the scenario")
	}
}

// TestPlayRefusesAnIncompleteScenario: an arrival through an entry area
// without hexes could never enter (11.0); Play mode lists the gap and
// opens only when the designer chooses to play anyway.
func TestPlayRefusesAnIncompleteScenario(t *testing.T) {
	ed := playtestEditorWith(t, func(b []byte) []byte {
		s := strings.Replace(string(b), "map:\n", "map:\n  entry_areas:\n    - {id: A, side: french}\n", 1)
		return []byte(strings.Replace(s, "units:\n", "units:\n  - {id: fr-late, name: Late, side: french, type: infantry, strength: 2, movement: 3, placement: {kind: arrive, turn: 2, entry_area: A}}\n", 1))
	})
	if p := ed.openPlay(false); p != nil || ed.lastError == nil || !strings.Contains(ed.lastError.Error(), `entry area "A": has no hexes`) {
		t.Fatalf("Play opened %v, error %v: want a refusal naming the gap", p != nil, ed.lastError)
	}
	p := ed.openPlay(true)
	if p == nil {
		t.Fatal("Play did not open when asked to play anyway")
	}
	// #28: the window says the game is a different game, with the first
	// line adc play --incomplete prints.
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"play", ed.Doc.Path(), "--incomplete", "--quiet"}, strings.NewReader(""), &out, &errb); code != cli.ExitOK {
		t.Fatalf("adc play --incomplete: exit %d: %s", code, errb.String())
	}
	first, _, _ := strings.Cut(out.String(), "\n")
	if !p.Banner.Visible() || p.Banner.Text != first || !strings.Contains(first, "different game") {
		t.Fatalf("Play banner %q (shown %v), want adc play's first line %q", p.Banner.Text, p.Banner.Visible(), first)
	}
	p.Win.Close()
	if _, q := playEditor(t); q.Banner.Visible() {
		t.Fatalf("a complete scenario's Play window shows a banner: %q", q.Banner.Text)
	}
}
