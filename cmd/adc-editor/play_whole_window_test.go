package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/editor/ui"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
	"github.com/aide-de-camp/adc/internal/cli"
)

// geomWindow is the Play window driven by the mouse and keys at the
// places its geometry file (ui.PlayGeometryEnv) gives: the hexes and
// controls are found at run time, not at fixed pixels.
type geomWindow struct {
	e    *editor
	file string // the geometry file
	x, y int    // the window's position on the screen
	last ui.PlayGeometry
}

// openPlayWindow opens Tools > Play by Hand… in editor e and finds the
// Play window.
func openPlayWindow(t *testing.T, e *editor, geom string) *geomWindow {
	t.Helper()
	e.clickPx(t, 247, 14)  // Tools
	e.clickPx(t, 279, 669) // Play by Hand…
	win := strings.Fields(e.d.xdo(t, "search", "--sync", "--onlyvisible", "--name", "^Play"))[0]
	w := &geomWindow{e: e, file: geom}
	for _, l := range strings.Split(e.d.xdo(t, "getwindowgeometry", "--shell", win), "\n") {
		k, v, _ := strings.Cut(l, "=")
		n, _ := strconv.Atoi(v)
		switch k {
		case "X":
			w.x = n
		case "Y":
			w.y = n
		}
	}
	w.wait(t, "the Play window's first frame", func(g ui.PlayGeometry) bool { return len(g.Hexes) > 0 })
	return w
}

// wait polls the geometry file until ok holds.
func (w *geomWindow) wait(t *testing.T, what string, ok func(ui.PlayGeometry) bool) ui.PlayGeometry {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var g ui.PlayGeometry
		if data, err := os.ReadFile(w.file); err == nil && json.Unmarshal(data, &g) == nil && ok(g) {
			w.last = g
			return g
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s not seen within 30 s; last: %s · %s · %d orders", what, w.last.Sequence, w.last.Status, w.last.Steps)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

func (w *geomWindow) click(t *testing.T, p [2]float32) {
	t.Helper()
	w.e.actions++
	// One xdotool run: the X server takes the move and the click in order.
	// (mousemove --sync may wait many seconds for a motion event.)
	w.e.d.xdo(t, "mousemove", strconv.Itoa(w.x+int(p[0])), strconv.Itoa(w.y+int(p[1])), "click", "1")
}

// press clicks a control by its name in the geometry file.
func (w *geomWindow) press(t *testing.T, name string) {
	t.Helper()
	w.wait(t, "the window's geometry", func(ui.PlayGeometry) bool { return true }) // the latest
	p, ok := w.last.Widgets[name]
	if !ok {
		t.Fatalf("no control %q in the Play window's geometry", name)
	}
	w.click(t, p)
}

// hex clicks the centre of a hex of the map.
func (w *geomWindow) hex(t *testing.T, code string) {
	t.Helper()
	p, ok := w.last.Hexes[code]
	if !ok {
		t.Fatalf("hex %s is not on the Play map", code)
	}
	w.click(t, p)
}

// typeOrder types an order in the script notation in the order field and
// presses Return.
func (w *geomWindow) typeOrder(t *testing.T, text string) {
	t.Helper()
	w.press(t, "order")
	w.e.keys(t, "ctrl+a")
	w.e.d.xdo(t, "type", "--delay", "5", text)
	w.e.keys(t, "Return")
}

// idle waits until a person is to act, the game is over, or a battle
// waits for its advance, with no bot thinking.
func (w *geomWindow) idle(t *testing.T) ui.PlayGeometry {
	t.Helper()
	return w.wait(t, "a person to act", func(g ui.PlayGeometry) bool { return !g.Busy && (g.Human || g.Over || g.Pending) })
}

// handGame plays a person's side of a game in the Play window: for each
// order, it asks the helper bot hand which order to give in the position
// the window shows (read back from the game the window would save), then
// gives it as a person does, by clicks on the map and the controls where
// the window offers them, and otherwise by typing it in the order field.
type handGame struct {
	b      *rules.Board
	hand   sim.Bot
	clicks int // orders given by clicks alone
	typed  int // orders typed
	// where the time goes
	tIdle, tLoad, tGive time.Duration
}

// playUntil plays until the game is over or stop holds.
func (h *handGame) playUntil(t *testing.T, w *geomWindow, stop func(ui.PlayGeometry) bool) ui.PlayGeometry {
	t.Helper()
	for {
		t0 := time.Now()
		g := w.idle(t)
		h.tIdle += time.Since(t0)
		if g.Over || stop(g) {
			return g
		}
		if g.Pending { // the advance after combat: none (9.8)
			w.press(t, "advance")
			w.wait(t, "the battle's end", func(n ui.PlayGeometry) bool { return !n.Pending })
			continue
		}
		t1 := time.Now()
		game, err := playdoc.Load(h.b, []byte(g.Script), "window.game.yaml")
		if err != nil {
			t.Fatalf("the game the window would save does not load: %v\n%s", err, g.Script)
		}
		s := game.State()
		o := h.hand.Order(s)
		if o == nil {
			t.Fatalf("the helper bot gave no order at %s", g.Sequence)
		}
		t2 := time.Now()
		h.tLoad += t2.Sub(t1)
		h.give(t, w, s, o, g)
		h.tGive += time.Since(t2)
	}
}

// give gives order o in the window and waits until it is played.
func (h *handGame) give(t *testing.T, w *geomWindow, s *rules.State, o rules.Order, g ui.PlayGeometry) {
	t.Helper()
	if h.byClicks(t, w, s, o, g) {
		h.clicks++
	} else {
		text, err := rules.ScriptText(o)
		if err != nil {
			t.Fatalf("order %s has no script notation: %v", o, err)
		}
		w.typeOrder(t, text)
		h.typed++
	}
	n := w.wait(t, "order "+o.String()+" played", func(n ui.PlayGeometry) bool {
		return n.Steps > g.Steps || n.Pending || strings.HasPrefix(n.Status, "Refused") || strings.HasPrefix(n.Status, "Dice")
	})
	if n.Steps == g.Steps && !n.Pending {
		t.Fatalf("order %s at %s: %s", o, g.Sequence, n.Status)
	}
}

// byClicks gives o by clicks when the window offers it so, and reports
// whether it did.
func (h *handGame) byClicks(t *testing.T, w *geomWindow, s *rules.State, o rules.Order, g ui.PlayGeometry) bool {
	t.Helper()
	switch o := o.(type) {
	case rules.EndPhase:
		w.press(t, "end-phase")
	case rules.Move:
		return h.moveByClicks(t, w, s, o.Unit, o.To)
	case rules.Disengage:
		return h.moveByClicks(t, w, s, o.Unit, o.To)
	case rules.Declare:
		return h.declareByClicks(t, w, s, o)
	case rules.Resolve:
		if o.AttackerReserve || o.DefenderReserve || len(g.Battles) == 0 || !strings.HasPrefix(g.Battles[0], strconv.Itoa(o.Battle)+":") {
			return false
		}
		w.press(t, "roll")
	default:
		return false
	}
	return true
}

// moveByClicks selects unit (a tap on its hex cycles through the side's
// units there) and taps the hex it moves to.
func (h *handGame) moveByClicks(t *testing.T, w *geomWindow, s *rules.State, unit, to string) bool {
	t.Helper()
	u := s.B.Unit(unit)
	if u < 0 || !s.OnMap(u) {
		return false
	}
	from := s.B.Code(s.Units[u].Hex)
	for i := 0; i < 8 && w.last.Selected != unit; i++ {
		before := w.last.Writes
		w.hex(t, from)
		w.wait(t, "a unit selected in "+from, func(g ui.PlayGeometry) bool { return g.Writes > before && g.Selected != "" })
	}
	if w.last.Selected != unit {
		t.Fatalf("taps on %s select %s, never %s", from, w.last.Selected, unit)
	}
	w.hex(t, to)
	return true
}

// declareByClicks makes each battle by tapping its attackers' hexes, then
// its defenders', and declares them; a battle the taps cannot make (some
// units of a hex attack and others not, a hex in two battles) is typed.
func (h *handGame) declareByClicks(t *testing.T, w *geomWindow, s *rules.State, o rules.Declare) bool {
	t.Helper()
	type battle struct{ att, def []string }
	var bs []battle
	seen := map[string]bool{}
	for _, d := range o.Battles {
		var b battle
		for k, ids := range [2][]string{d.Attackers, d.Defenders} {
			hexes, ok := hexesOf(s, ids)
			if !ok {
				return false
			}
			for _, c := range hexes {
				if seen[c] {
					return false
				}
				seen[c] = true
			}
			if k == 0 {
				b.att = hexes
			} else {
				b.def = hexes
			}
		}
		bs = append(bs, b)
	}
	for _, b := range bs {
		for _, c := range append(append([]string(nil), b.att...), b.def...) {
			before := w.last.Writes
			w.hex(t, c)
			w.wait(t, "the battle's tap on "+c, func(g ui.PlayGeometry) bool { return g.Writes > before })
		}
	}
	w.press(t, "declare")
	return true
}

// hexesOf are the hexes of units ids, when they hold no other unit of the
// same side (a tap takes all of them).
func hexesOf(s *rules.State, ids []string) ([]string, bool) {
	var hexes []string
	for _, id := range ids {
		u := s.B.Unit(id)
		if u < 0 || !s.OnMap(u) {
			return nil, false
		}
		c := s.B.Code(s.Units[u].Hex)
		if !slices.Contains(hexes, c) {
			hexes = append(hexes, c)
		}
	}
	for u, info := range s.B.Units {
		if s.OnMap(u) && !info.Garrison && slices.Contains(hexes, s.B.Code(s.Units[u].Hex)) && !slices.Contains(ids, info.ID) {
			if s.B.Units[s.B.Unit(ids[0])].Side == info.Side {
				return nil, false
			}
		}
	}
	return hexes, true
}

// TestWindowWholeGameByHand: a designer plays a whole bundled scenario
// (rousse20, complete) by hand against the greedy bot in the real Play
// window, every order given with the mouse (or typed in the order field
// where the map cannot express it) and checked by the engine; saves
// midway with Ctrl+S, quits the editor, reopens it and the game (Ctrl+O),
// and finishes it; the finished game saved replays with adc play --script
// to the same result.
func TestWindowWholeGameByHand(t *testing.T) {
	d := startX(t)
	start := time.Now()
	dir := t.TempDir()
	src, err := os.ReadFile(filepath.Join("..", "..", "scenarios", "rousse20.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "rousse20.yaml")
	os.WriteFile(file, src, 0o644)
	doc, err := scenario.ParseDocument(src, file)
	if err != nil {
		t.Fatal(err)
	}
	b, err := bundle.Board(doc, file, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	hand, err := sim.NewBot("greedy", b, rules.French, 11)
	if err != nil {
		t.Fatal(err)
	}
	h := &handGame{b: b, hand: hand}
	geom := filepath.Join(dir, "play.json")
	t.Setenv(ui.PlayGeometryEnv, geom)
	config := filepath.Join(dir, "config")

	e := d.launch(t, config, file)
	w := openPlayWindow(t, e, geom)
	d.shot(t, "whole-0-open")
	mid := h.playUntil(t, w, func(g ui.PlayGeometry) bool { return g.Steps >= 30 && g.Human })
	if mid.Over {
		t.Fatal("the game ended before it was saved midway")
	}
	d.shot(t, "whole-1-midway")
	w.press(t, "sequence") // the keys go to the window, not the order field
	e.keys(t, "ctrl+s")
	game := filepath.Join(dir, "rousse20.game.yaml")
	saved := waitFile(t, game, "the game saved midway", func(b []byte) bool { return len(b) > 0 })
	e.quit(t)
	os.Remove(geom)

	e = d.launch(t, config, file)
	w = openPlayWindow(t, e, geom)
	w.press(t, "sequence")
	e.keys(t, "ctrl+o")
	re := w.wait(t, "the game reopened", func(g ui.PlayGeometry) bool { return g.Steps == mid.Steps })
	if re.Sequence != mid.Sequence {
		t.Fatalf("reopened at %q, saved at %q", re.Sequence, mid.Sequence)
	}
	end := h.playUntil(t, w, func(ui.PlayGeometry) bool { return false })
	d.shot(t, "whole-2-over")
	w.press(t, "sequence")
	e.keys(t, "ctrl+s")
	final := waitFile(t, game, "the finished game saved", func(b []byte) bool { return bytes.Contains(b, []byte("expect: {result:")) })
	if !bytes.HasPrefix(final, saved[:bytes.LastIndex(saved, []byte("  - expect:"))]) {
		t.Fatal("the finished game does not continue the game saved midway")
	}
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"play", file, "--script", game}, strings.NewReader(""), &out, &errb); code != cli.ExitOK {
		t.Fatalf("adc play --script: exit %d: %s\n%s", code, errb.String(), out.String())
	}
	var result string
	for _, l := range strings.Split(out.String(), "\n") {
		if r, ok := strings.CutPrefix(strings.TrimSpace(l), "result: "); ok {
			result = r // the replay's log: "result: anti-french marginal victory: ..."
		}
	}
	if want := strings.TrimPrefix(end.Sequence, "Game over: "); result == "" || result != want {
		t.Fatalf("the replay's result %q, the window's %q\n%s", result, want, out.String())
	}
	t.Logf("waiting for the bots %v, reading the game %v, giving orders %v", h.tIdle, h.tLoad, h.tGive)
	t.Logf("%d orders (%d of them the person's by clicks, %d typed), result %s, in %v", end.Steps, h.clicks, h.typed, result, time.Since(start).Round(time.Second))
}
