package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/editor/ui"
)

// TestWindowPlayHotSeatFogOfWar (16.1 Fog of War: "You can freely inspect
// your own units, but not your opponent's pieces until they are
// revealed"): in the real Play window, the test battle played with 16.1
// shows the bot's units face down; with two persons at the screen, a
// curtain asks to pass the screen to the side to act whenever it changes,
// and each player's view shows his own units face up and the enemy's face
// down. SHOTS=DIR keeps the screenshots before and after each pass.
func TestWindowPlayHotSeatFogOfWar(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("..", "..", "editor", "playdoc", "testdata", "field.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "field.yaml")
	os.WriteFile(file, append(src, "optional_rules: [\"16.1\"]\n"...), 0o644)
	geom := filepath.Join(dir, "play.json")
	t.Setenv(ui.PlayGeometryEnv, geom)
	e := d.launch(t, filepath.Join(dir, "config"), file)
	w := openPlayWindow(t, e, geom)
	faceDown := func(g ui.PlayGeometry, code string) bool {
		return g.Shown[code][playdoc.HiddenID] && len(g.Shown[code]) == 1
	}
	g := w.last
	d.shot(t, "fog-0-against-the-bot")
	if !faceDown(g, "0902") || !g.Shown["0604"]["fr-cav"] || g.Covered {
		t.Fatalf("against the bot the French see 0902 %v and 0604 %v (curtain %v): want al-x face down, fr-cav face up", g.Shown["0902"], g.Shown["0604"], g.Covered)
	}

	// The Allied seat to a person: the first entry of its list.
	w.press(t, "seat-1")
	sz := w.last.Sizes["seat-1"]
	pos := w.last.Widgets["seat-1"]
	w.click(t, [2]float32{pos[0], pos[1] + sz[1]/2 + 18})
	g = w.wait(t, "the curtain before the French view", func(g ui.PlayGeometry) bool {
		return g.Seats[1] == "Person" && g.Covered && g.Sizes["curtain-go"][0] > 0
	})
	time.Sleep(500 * time.Millisecond) // the frame painted, for the screenshot
	d.shot(t, "fog-1-pass-to-french")
	w.press(t, "curtain-go")
	g = w.wait(t, "the French view", func(g ui.PlayGeometry) bool { return !g.Covered })
	d.shot(t, "fog-2-french-view")
	if !faceDown(g, "0902") || !g.Shown["0604"]["fr-cav"] {
		t.Fatalf("the French view: 0902 %v, 0604 %v", g.Shown["0902"], g.Shown["0604"])
	}
	w.press(t, "end-phase")
	w.wait(t, "the Movement Phase", func(n ui.PlayGeometry) bool { return n.Steps == 1 })
	w.hex(t, "0604")
	w.wait(t, "fr-cav selected", func(n ui.PlayGeometry) bool { return n.Selected == "fr-cav" })
	w.hex(t, "0801")
	w.wait(t, "fr-cav moved", func(n ui.PlayGeometry) bool { return n.Steps == 2 })
	w.press(t, "end-phase")
	g = w.wait(t, "the curtain before the Allied Reaction Phase", func(n ui.PlayGeometry) bool { return n.Covered && n.Steps == 3 && n.Sizes["curtain-go"][0] > 0 })
	time.Sleep(500 * time.Millisecond)
	d.shot(t, "fog-3-pass-to-allied")
	if len(g.Shown) != 0 {
		t.Fatalf("behind the curtain the map shows units: %v", g.Shown)
	}
	w.press(t, "curtain-go")
	g = w.wait(t, "the Allied view", func(n ui.PlayGeometry) bool { return !n.Covered })
	d.shot(t, "fog-4-allied-view")
	if !faceDown(g, "0801") || !g.Shown["0902"]["al-x"] {
		t.Fatalf("the Allied view: 0801 %v (fr-cav), 0902 %v (al-x): want the French face down", g.Shown["0801"], g.Shown["0902"])
	}
}
