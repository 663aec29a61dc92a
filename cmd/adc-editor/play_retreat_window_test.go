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

// The Allied seat's choice, and its first entry (a person), in pixels of
// the Play window.
var (
	pAlliedSeat   = [2]int{1128, 60}
	pSeatPersonAt = [2]int{1128, 100}
)

// TestWindowPlayRetreatPath plays the rout of TestWindowPlayByHand in the
// real Play window with the Allied side played by a person too (hot
// seat): the rout of al-x has two equal hexes after 1002 (9.7.7), the map
// asks, the Allied player clicks 1003, and the path chosen is saved with
// the battle and replays with adc play --script.
func TestWindowPlayRetreatPath(t *testing.T) {
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
	p.px(t, pAlliedSeat[0], pAlliedSeat[1])
	d.shot(t, "retreat-0-seats")
	p.px(t, pSeatPersonAt[0], pSeatPersonAt[1]) // the Allied side: a person
	d.shot(t, "retreat-1-hotseat")
	p.px(t, pEndPhase[0], pEndPhase[1]) // the Events Phase
	p.hex(t, "0604")
	p.hex(t, "0801")
	p.hex(t, "0602")
	p.hex(t, "0802")
	p.px(t, pEndPhase[0], pEndPhase[1]) // the French Movement Phase
	p.px(t, pEndPhase[0], pEndPhase[1]) // the Allied Reaction Phase
	p.hex(t, "0801")
	p.hex(t, "0802")
	p.hex(t, "0902")
	p.px(t, pDeclare[0], pDeclare[1])
	p.px(t, pHandDice[0], pHandDice[1])
	p.typeAt(t, pDiceEntry[0], pDiceEntry[1], "4 4")
	p.px(t, pEnterDice[0], pEnterDice[1])
	p.px(t, pRoll[0], pRoll[1]) // DH: al-x routs 4 hexes; its path is asked after 1002
	d.shot(t, "retreat-2-asked")
	p.hex(t, "1003") // the second of the two equal hexes
	d.shot(t, "retreat-3-chosen")
	p.typeAt(t, pDiceEntry[0], pDiceEntry[1], "1") // the Controlled Advance die (9.8.3)
	p.px(t, pEnterDice[0], pEnterDice[1])
	p.px(t, pAdvance[0], pAdvance[1]) // no advance
	d.shot(t, "retreat-4-played")
	p.px(t, pSave[0], pSave[1])
	game := filepath.Join(dir, "field.game.yaml")
	saved := waitFile(t, game, "the saved game", func(b []byte) bool { return len(b) > 0 })
	if want := `{order: "resolve 0 path al-x:1002,1003,1104,1204", dice: [4, 4, 1]}`; !bytes.Contains(saved, []byte(want)) {
		t.Fatalf("saved game lacks %s:\n%s", want, saved)
	}
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"play", file, "--script", game}, strings.NewReader(""), &out, &errb); code != cli.ExitOK ||
		!strings.Contains(out.String(), "retreat al-x @1204: from 0902 via 1002, 1003, 1104, 1204") {
		t.Fatalf("adc play --script: exit %d: %s\n%s", code, errb.String(), out.String())
	}
	p.px(t, pLeave[0], pLeave[1])
}
