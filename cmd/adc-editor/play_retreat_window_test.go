package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/editor/ui"
	"github.com/aide-de-camp/adc/internal/cli"
)

// TestWindowPlayRetreatPath plays the rout of TestWindowPlayByHand in the
// real Play window with the Allied side played by a person too (hot
// seat): the rout of al-x has two equal hexes after 1002 (9.7.7), the map
// asks, and while the Allied player chooses, the French advance waits:
// Advance, Go On is off and a click on it plays nothing. The Allied
// player clicks 1003; the path chosen is saved with the battle and
// replays with adc play --script. The controls and hexes are found where
// the window's geometry file says (ui.PlayGeometryEnv).
func TestWindowPlayRetreatPath(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("..", "..", "editor", "playdoc", "testdata", "field.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "field.yaml")
	os.WriteFile(file, src, 0o644)
	geom := filepath.Join(dir, "play.json")
	t.Setenv(ui.PlayGeometryEnv, geom)
	e := d.launch(t, filepath.Join(dir, "config"), file)
	w := openPlayWindow(t, e, geom)
	d.shot(t, "retreat-0-seats")
	w.press(t, "seat-1") // the Allied side: a person, the first entry of its list
	pos, sz := w.last.Widgets["seat-1"], w.last.Sizes["seat-1"]
	w.click(t, [2]float32{pos[0], pos[1] + sz[1]/2 + 18})
	w.wait(t, "the Allied seat a person's", func(g ui.PlayGeometry) bool { return g.Seats[1] == "Person" })
	d.shot(t, "retreat-1-hotseat")
	steps := func(n int) func(ui.PlayGeometry) bool {
		return func(g ui.PlayGeometry) bool { return g.Steps == n }
	}
	w.press(t, "end-phase") // the Events Phase
	w.wait(t, "the Movement Phase", steps(1))
	for i, mv := range [][2]string{{"0604", "0801"}, {"0602", "0802"}} {
		w.hex(t, mv[0])
		w.wait(t, mv[0]+" selected", func(g ui.PlayGeometry) bool { return g.Selected != "" })
		w.hex(t, mv[1])
		w.wait(t, "the move to "+mv[1], steps(2+i))
	}
	w.press(t, "end-phase") // the French Movement Phase
	w.wait(t, "the Allied Reaction Phase", steps(4))
	w.press(t, "end-phase") // the Allied Reaction Phase
	w.wait(t, "the Combat Phase", steps(5))
	for _, h := range []string{"0801", "0802", "0902"} {
		w.hex(t, h)
		time.Sleep(300 * time.Millisecond)
	}
	w.press(t, "declare")
	w.wait(t, "the battle declared", func(g ui.PlayGeometry) bool { return len(g.Battles) == 1 && g.Steps == 6 })
	w.press(t, "hand-dice")
	w.press(t, "dice")
	e.keys(t, "ctrl+a")
	d.xdo(t, "type", "--delay", "5", "4 4")
	e.keys(t, "Return")
	w.press(t, "roll") // DH: al-x routs 4 hexes; its path is asked after 1002
	const awaited = "Awaiting the Allied player's choice"
	g := w.wait(t, "the rout's path asked", func(g ui.PlayGeometry) bool { return g.Pending && strings.Contains(g.Status, awaited) })
	d.shot(t, "retreat-2-asked")
	w.press(t, "advance") // off: the French advance is not the Allied player's to settle
	time.Sleep(time.Second)
	if g = w.wait(t, "the window's geometry", func(ui.PlayGeometry) bool { return true }); !g.Pending || g.Steps != 6 || !strings.Contains(g.Status, awaited) {
		t.Fatalf("Advance, Go On pressed while the Allied path is chosen: %d orders, pending %v: %s", g.Steps, g.Pending, g.Status)
	}
	w.hex(t, "1003") // the second of the two equal hexes
	w.wait(t, "the advance asked", func(g ui.PlayGeometry) bool { return strings.Contains(g.Status, "Advance after combat (9.8)") })
	d.shot(t, "retreat-3-chosen")
	w.press(t, "dice")
	e.keys(t, "ctrl+a")
	d.xdo(t, "type", "--delay", "5", "1") // the Controlled Advance die (9.8.3)
	e.keys(t, "Return")
	w.press(t, "advance") // no advance
	w.wait(t, "the battle played", func(g ui.PlayGeometry) bool { return !g.Pending && g.Steps >= 7 })
	d.shot(t, "retreat-4-played")
	w.press(t, "save")
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
}
