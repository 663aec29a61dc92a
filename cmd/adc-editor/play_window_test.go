package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/cli"
	"github.com/aide-de-camp/adc/render"
)

// playWindow is the Play window: its position, and the map's view, to
// click hexes by their numbers.
type playWindow struct {
	e    *editor
	x, y int
	s    *scenario.Scenario
	view render.View
}

// The Play window is 1260x700; its map fills the left half, inside the
// window's 4-pixel padding.
const playMapW, playMapH, playPad = 622, 692, 4

func (p *playWindow) hex(t *testing.T, code string) {
	t.Helper()
	h, err := p.s.Grid().Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	c := p.view.Center(h)
	p.px(t, int(c.X)+playPad, int(c.Y)+playPad)
}

func (p *playWindow) px(t *testing.T, x, y int) {
	t.Helper()
	d := p.e.d
	d.xdo(t, "mousemove", "--sync", strconv.Itoa(p.x+x), strconv.Itoa(p.y+y))
	time.Sleep(150 * time.Millisecond)
	d.xdo(t, "click", "1")
	time.Sleep(700 * time.Millisecond)
}

func (p *playWindow) typeAt(t *testing.T, x, y int, text string) {
	t.Helper()
	p.px(t, x, y)
	p.e.keys(t, "ctrl+a")
	p.e.typeText(t, text)
}

// The Play window's controls, in pixels of the window (see docs/guide.md,
// Playing by hand).
var (
	pEndPhase  = [2]int{710, 140}
	pHandDice  = [2]int{649, 100}
	pDiceEntry = [2]int{960, 100}
	pEnterDice = [2]int{1211, 100}
	pDeclare   = [2]int{788, 219}
	pRoll      = [2]int{736, 298}
	pPursue    = [2]int{976, 298}
	pAdvance   = [2]int{1153, 298}
	pSave      = [2]int{736, 338}
	pReopen    = [2]int{945, 338}
	pLeave     = [2]int{1153, 338}
)

// TestWindowPlayByHand plays the test battle of editor/playdoc in the
// real Play window against the greedy bot: a unit tapped shows its legal
// moves and moves to one of them, a move beyond them is refused (and not
// played), the attack is made by taps, the dice entered by hand, the rout
// taken and the cavalry's advance and pursuit chosen on the map; the bot
// answers; the game is saved beside the scenario, replays with adc play
// --script, is reopened and goes on; leaving Play mode leaves the scenario
// as it was.
func TestWindowPlayByHand(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("..", "..", "editor", "playdoc", "testdata", "field.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "field.yaml")
	os.WriteFile(file, src, 0o644)
	doc, err := scenario.ParseDocument(src, file)
	if err != nil {
		t.Fatal(err)
	}
	e := d.launch(t, filepath.Join(dir, "config"), file)
	e.clickPx(t, 247, 14)  // Tools
	e.clickPx(t, 279, 669) // Play by Hand…
	win := strings.Fields(d.xdo(t, "search", "--sync", "--onlyvisible", "--name", "^Play"))[0]
	time.Sleep(1500 * time.Millisecond)
	p := &playWindow{e: e, s: doc.Scenario, view: render.Fit(doc.Scenario, playMapW, playMapH)}
	for _, l := range strings.Split(d.xdo(t, "getwindowgeometry", "--shell", win), "\n") {
		k, v, _ := strings.Cut(l, "=")
		n, _ := strconv.Atoi(v)
		switch k {
		case "X":
			p.x = n
		case "Y":
			p.y = n
		}
	}
	d.shot(t, "play-0-open")
	p.px(t, pEndPhase[0], pEndPhase[1]) // the Events Phase
	p.hex(t, "0604")                    // fr-cav: its legal moves shaded
	d.shot(t, "play-1-moves")
	p.hex(t, "1304") // beyond its Movement Allowance: refused (6.0)
	d.shot(t, "play-2-refused")
	p.hex(t, "0801")
	p.hex(t, "0602")
	p.hex(t, "0802")
	p.px(t, pEndPhase[0], pEndPhase[1]) // the Allied bot reacts
	time.Sleep(time.Second)
	p.hex(t, "0801")
	p.hex(t, "0802")
	p.hex(t, "0902") // the odds show
	d.shot(t, "play-3-odds")
	p.px(t, pDeclare[0], pDeclare[1])
	p.px(t, pHandDice[0], pHandDice[1])
	p.typeAt(t, pDiceEntry[0], pDiceEntry[1], "4 4")
	p.px(t, pEnterDice[0], pEnterDice[1])
	p.px(t, pRoll[0], pRoll[1]) // DH: al-x routs; the advance is asked
	d.shot(t, "play-4-rolled")
	p.hex(t, "0801") // fr-cav advances
	p.typeAt(t, pPursue[0], pPursue[1], "2")
	p.typeAt(t, pDiceEntry[0], pDiceEntry[1], "1") // the Controlled Advance die (9.8.3)
	p.px(t, pEnterDice[0], pEnterDice[1])
	p.px(t, pAdvance[0], pAdvance[1])
	d.shot(t, "play-5-advanced")
	p.px(t, pHandDice[0], pHandDice[1])
	p.px(t, pEndPhase[0], pEndPhase[1]) // the Allied player turn: the bot plays it
	time.Sleep(2 * time.Second)
	d.shot(t, "play-6-bot")
	p.px(t, pSave[0], pSave[1])
	game := filepath.Join(dir, "field.game.yaml")
	saved := waitFile(t, game, "the saved game", func(b []byte) bool { return len(b) > 0 })
	for _, want := range []string{`{order: "move fr-cav 0801"}`, `{order: "resolve 0 advance fr-cav pursue 2", dice: [4, 4, 1]}`, `note: "bot greedy"`} {
		if !bytes.Contains(saved, []byte(want)) {
			t.Fatalf("saved game lacks %s:\n%s", want, saved)
		}
	}
	if bytes.Contains(saved, []byte("1304")) {
		t.Fatalf("the refused move was played:\n%s", saved)
	}
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"play", file, "--script", game}, strings.NewReader(""), &out, &errb); code != cli.ExitOK || !strings.Contains(out.String(), "Script passed: 1 expectations met") {
		t.Fatalf("adc play --script: exit %d: %s\n%s", code, errb.String(), out.String())
	}
	p.px(t, pReopen[0], pReopen[1])
	p.px(t, pEndPhase[0], pEndPhase[1]) // the game goes on
	time.Sleep(2 * time.Second)
	p.px(t, pSave[0], pSave[1])
	waitFile(t, game, "the game saved again, further on", func(b []byte) bool {
		return len(b) > len(saved) && bytes.HasPrefix(b, saved[:bytes.LastIndex(saved, []byte("  - expect:"))])
	})
	d.shot(t, "play-7-reopened")
	p.px(t, pLeave[0], pLeave[1])
	time.Sleep(500 * time.Millisecond)
	if got, _ := os.ReadFile(file); !bytes.Equal(got, src) {
		t.Fatal("playing changed the scenario file")
	}
	if title := d.xdo(t, "getwindowname", e.win); strings.Contains(title, "*") {
		t.Fatalf("the editor shows unsaved changes after Play: %q", title)
	}
	d.shot(t, "play-8-left")
}
