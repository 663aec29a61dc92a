package main

// These tests drive the real editor window under Xvfb with xdotool, as a
// designer would: keys, drags and dialogs go through the X server, Fyne's
// GLFW driver and the editor's shortcuts, which the headless widget tests
// in editor/ui skip. scripts/setup.sh test installs Xvfb and xdotool; the
// tests skip (or, with CI set, fail) when they are missing.
//
// SHOTS=DIR keeps a screenshot of each step in DIR for a person to look at.

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/cli"
	"github.com/aide-de-camp/adc/templates"
)

// buildTags are the tags the editor is built with (scripts/editor.sh,
// scripts/release.sh): no_emoji leaves out Fyne's 4 MB emoji font, which
// Fyne parses once for each text style the window measures, before the
// first full frame (docs/guide.md, "The first window").
const buildTags = "no_emoji"

var (
	editorBin string
	shared    *display // one X server for all the tests, started by the first
)

func TestMain(m *testing.M) {
	code := func() int {
		dir, err := os.MkdirTemp("", "adc-editor-test")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(dir)
		editorBin = filepath.Join(dir, "adc-editor")
		defer func() {
			if shared != nil {
				// SIGTERM lets Xvfb remove its lock file.
				shared.cmd.Process.Signal(syscall.SIGTERM)
				shared.cmd.Wait()
			}
		}()
		return m.Run()
	}()
	os.Exit(code)
}

// display is a running Xvfb server.
type display struct {
	name string
	cmd  *exec.Cmd
}

// startX starts Xvfb on the first free display of :91-:93 at 1280x720, the
// smallest screen the editor supports, and builds the editor once.
func startX(t *testing.T) *display {
	t.Helper()
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("%s is missing: scripts/setup.sh test installs it", tool)
			}
			t.Skipf("%s is not installed (scripts/setup.sh test installs it)", tool)
		}
	}
	if testing.Short() {
		t.Skip("real-window test skipped with -short")
	}
	if _, err := os.Stat(editorBin); err != nil {
		out, err := exec.Command("go", "build", "-tags", buildTags, "-o", editorBin, ".").CombinedOutput()
		if err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	if shared != nil {
		return shared
	}
	first, last := 91, 93
	if v, err := strconv.Atoi(os.Getenv("ADC_TEST_DISPLAY")); err == nil {
		first, last = v, v // a display of one's own: ADC_TEST_DISPLAY=104
	}
	for n := first; n <= last; n++ {
		if xLocked(n) {
			continue
		}
		name := ":" + strconv.Itoa(n)
		// -noreset: without it the server resets whenever its last client
		// leaves, and a connection in that moment fails.
		cmd := exec.Command("Xvfb", name, "-screen", "0", "1280x720x24", "-nolisten", "tcp", "-noreset")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		d := &display{name: name, cmd: cmd}
		// Wait until the server answers.
		for i := 0; i < 50; i++ {
			if d.run(t, "getdisplaygeometry") == nil {
				shared = d
				return d
			}
			time.Sleep(100 * time.Millisecond)
		}
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	}
	t.Fatalf("no free X display among :%d-:%d", first, last)
	return nil
}

// xLocked reports whether display n is in use: its lock file names a
// running process (a lock left by a killed server does not count).
func xLocked(n int) bool {
	lock := fmt.Sprintf("/tmp/.X%d-lock", n)
	data, err := os.ReadFile(lock)
	if err != nil {
		return false
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(data)))
	if err == nil && syscall.Kill(pid, 0) != nil {
		os.Remove(lock)
		os.Remove(fmt.Sprintf("/tmp/.X11-unix/X%d", n))
		return false
	}
	return true
}

func (d *display) env() []string { return append(os.Environ(), "DISPLAY="+d.name) }

func (d *display) run(t *testing.T, args ...string) error {
	cmd := exec.Command("xdotool", args...)
	cmd.Env = d.env()
	return cmd.Run()
}

// xdo runs xdotool and fails the test on error.
func (d *display) xdo(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "xdotool", args...)
	cmd.Env = d.env()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("xdotool %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// shot saves a screenshot when SHOTS names a directory.
func (d *display) shot(t *testing.T, name string) {
	dir := os.Getenv("SHOTS")
	if dir == "" {
		return
	}
	os.MkdirAll(dir, 0o755)
	cmd := exec.Command("import", "-window", "root", filepath.Join(dir, name+".png"))
	cmd.Env = d.env()
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Logf("screenshot %s: %v %s", name, err, out)
	}
}

// lockedBuffer is the editor's output, written by the process's copier
// while a test reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// armyList reports whether the editor is launched on a One Day
// Napoleonics army list (its workspace draws no scenario map).
func armyList(args []string) bool {
	for _, a := range args {
		if data, err := os.ReadFile(a); err == nil && bytes.Contains(data, []byte("format: adc-odn-")) {
			return true
		}
	}
	return false
}

// editor is a running editor process and its window.
type editor struct {
	d    *display
	cmd  *exec.Cmd
	win  string
	x, y int // window position
	w, h int // window size
	log  *lockedBuffer
	// actions counts what a person does: a key chord, a click, a drag or
	// a string typed is one each.
	actions int
}

// launch starts the editor on file with its own config directory.
func (d *display) launch(t *testing.T, config string, args ...string) *editor {
	t.Helper()
	log := &lockedBuffer{}
	cmd := exec.Command(editorBin, append([]string{"-config", config, "-size", "1280x720", "-autosave", "1s", "-timing"}, args...)...)
	cmd.Env = d.env()
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	e := &editor{d: d, cmd: cmd, log: log}
	t.Cleanup(func() { e.kill() })
	e.win = strings.Fields(d.xdo(t, "search", "--sync", "--onlyvisible", "--name", "Aide-de-Camp"))[0]
	// The window maps showing an outline of the editor while its panels
	// are built: a scenario window says when its first full frame is
	// drawn (-timing), and keys sent before it could meet a dialog not yet
	// shown (the recovery offer) on a loaded machine.
	if !armyList(args) {
		deadline := time.Now().Add(60 * time.Second)
		for !strings.Contains(log.String(), "first frame after") && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
	}
	time.Sleep(1500 * time.Millisecond) // the first frames
	geo := d.xdo(t, "getwindowgeometry", "--shell", e.win)
	for _, l := range strings.Split(geo, "\n") {
		k, v, _ := strings.Cut(l, "=")
		n, _ := strconv.Atoi(v)
		switch k {
		case "X":
			e.x = n
		case "Y":
			e.y = n
		case "WIDTH":
			e.w = n
		case "HEIGHT":
			e.h = n
		}
	}
	d.xdo(t, "windowfocus", "--sync", e.win)
	return e
}

func (e *editor) kill() {
	if e.cmd.ProcessState == nil {
		e.cmd.Process.Signal(syscall.SIGKILL)
		e.cmd.Wait()
	}
}

// at is a point of the window as fractions of its size.
func (e *editor) at(fx, fy float64) (string, string) {
	return strconv.Itoa(e.x + int(fx*float64(e.w))), strconv.Itoa(e.y + int(fy*float64(e.h)))
}

// keys types key chords ("ctrl+z", "Return", "t").
func (e *editor) keys(t *testing.T, chords ...string) {
	t.Helper()
	for _, c := range chords {
		e.actions++
		e.d.xdo(t, "key", "--clearmodifiers", c)
		time.Sleep(250 * time.Millisecond)
	}
}

// settle gives a dialog time to open and take the focus: the key
// helpers' short pauses are enough on an idle machine, not on a busy one.
func settle() { time.Sleep(1500 * time.Millisecond) }

// typeText types text into the focused field.
func (e *editor) typeText(t *testing.T, s string) {
	t.Helper()
	e.actions++
	e.d.xdo(t, "type", "--delay", "20", s)
	time.Sleep(300 * time.Millisecond)
}

// drag presses the left button at the first point and moves through the
// others in small steps before releasing it, as a hand does.
func (e *editor) drag(t *testing.T, pts ...[2]float64) {
	t.Helper()
	e.actions++
	x, y := e.at(pts[0][0], pts[0][1])
	e.d.xdo(t, "mousemove", "--sync", x, y)
	time.Sleep(200 * time.Millisecond)
	e.d.xdo(t, "mousedown", "1")
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		for s := 1; s <= 8; s++ {
			f := float64(s) / 8
			x, y := e.at(a[0]+(b[0]-a[0])*f, a[1]+(b[1]-a[1])*f)
			e.d.xdo(t, "mousemove", x, y)
			time.Sleep(40 * time.Millisecond)
		}
	}
	e.d.xdo(t, "mouseup", "1")
	time.Sleep(400 * time.Millisecond)
}

// click clicks at a point of the window.
func (e *editor) click(t *testing.T, fx, fy float64) {
	t.Helper()
	e.actions++
	x, y := e.at(fx, fy)
	e.d.xdo(t, "mousemove", "--sync", x, y)
	time.Sleep(150 * time.Millisecond)
	e.d.xdo(t, "click", "1")
	time.Sleep(600 * time.Millisecond) // a loaded machine may take a while to lay out a new tab
}

// quit ends the editor as File > Quit does (Fyne quits on SIGTERM too):
// the window closes and the editor shuts down cleanly.
func (e *editor) quit(t *testing.T) {
	t.Helper()
	e.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- e.cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("the editor did not quit\n%s", e.log)
	}
}

// blankScenario writes a new, untraced scenario file and returns its path
// and canonical bytes.
func blankScenario(t *testing.T, dir, name string) (string, []byte) {
	t.Helper()
	s, err := document.NewScenario(document.Template{ID: "xtest", Title: "Window test", Columns: 12, Rows: 8})
	if err != nil {
		t.Fatal(err)
	}
	data, err := scenario.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p, data
}

// waitFile waits until the file at p satisfies ok.
func waitFile(t *testing.T, p string, what string, ok func([]byte) bool) []byte {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		data, err := os.ReadFile(p)
		if err == nil && ok(data) {
			return data
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %s not seen within 30 s (have %d bytes, %v)", p, what, len(data), err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitRecovery waits until the autosave has written the work on file.
func waitRecovery(t *testing.T, config, file string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if r, ok := (document.Store{Dir: config}).RecoveryFor(file); ok {
			if data, err := os.ReadFile(r.DataPath); err == nil && painted(data) > 0 {
				return
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("no recovery file of %s with the painted hexes within 10 s", file)
}

func painted(data []byte) int {
	s, err := scenario.Parse(data, "saved.yaml")
	if err != nil {
		return -1
	}
	return s.Map.Terrain.Len()
}

// The map's middle, in fractions of the window: the order-of-battle list
// takes the left sixth, properties and validation the right quarter.
var stroke = [][2]float64{{0.36, 0.45}, {0.44, 0.5}, {0.52, 0.55}}

func TestWindowPaintStrokeThenCtrlZRestoresTheFileOnSave(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	file, orig := blankScenario(t, dir, "stroke.yaml")
	e := d.launch(t, filepath.Join(dir, "config"), file)
	d.shot(t, "stroke-0-open")
	e.keys(t, "t") // Terrain tool (paints the selected terrain, clear)
	e.drag(t, stroke...)
	d.shot(t, "stroke-1-painted")
	e.keys(t, "ctrl+s")
	data := waitFile(t, file, "the painted hexes saved", func(b []byte) bool { return painted(b) > 0 })
	t.Logf("the stroke painted %d hexes", painted(data))
	e.keys(t, "ctrl+z")
	d.shot(t, "stroke-2-undone")
	e.keys(t, "ctrl+s")
	waitFile(t, file, "the original content after Ctrl+Z", func(b []byte) bool { return bytes.Equal(b, orig) })
	e.keys(t, "ctrl+y", "ctrl+s")
	waitFile(t, file, "the stroke again after Ctrl+Y", func(b []byte) bool { return painted(b) == painted(data) })
	e.quit(t)
}

func TestWindowKillAfterEditsThenReopenOffersRecovery(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	config := filepath.Join(dir, "config")
	file, orig := blankScenario(t, dir, "crash.yaml")
	e := d.launch(t, config, file)
	e.keys(t, "b") // the 7-hex brush
	e.drag(t, stroke...)
	// The autosave runs every second (-autosave 1s).
	waitRecovery(t, config, file)
	e.cmd.Process.Signal(syscall.SIGKILL)
	e.cmd.Wait()
	if got, _ := os.ReadFile(file); !bytes.Equal(got, orig) {
		t.Fatal("the file changed without a save")
	}

	// Reopen from another directory, with the file on the command line.
	e = d.launch(t, config, file)
	d.shot(t, "crash-1-offer")
	e.keys(t, "Return") // Recover
	settle()            // the recovered document replaces the file's before the save
	d.shot(t, "crash-2-recovered")
	e.keys(t, "ctrl+s")
	data := waitFile(t, file, "the recovered work saved", func(b []byte) bool { return painted(b) > 0 })
	t.Logf("recovered %d painted hexes", painted(data))
	e.quit(t)
	if rs := (document.Store{Dir: config}).Recoveries(); len(rs) > 0 {
		t.Errorf("recovery files outlived a save and a clean quit: %+v", rs)
	}
}

func TestWindowQuitWithoutAnsweringKeepsTheRecovery(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	config := filepath.Join(dir, "config")
	file, _ := blankScenario(t, dir, "later.yaml")
	e := d.launch(t, config, file)
	e.keys(t, "b")
	e.drag(t, stroke...)
	waitRecovery(t, config, file)
	e.kill()
	e = d.launch(t, config, file)
	d.shot(t, "later-1-offer")
	e.quit(t) // a quit while the question is open
	if _, ok := (document.Store{Dir: config}).RecoveryFor(file); !ok {
		t.Error("the recovery file was deleted before the designer answered")
	}
}

func TestWindowSaveAsOverAnExistingFileKeepsTheOldContentInTheBak(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	file, _ := blankScenario(t, dir, "first.yaml")
	target := filepath.Join(dir, "existing.yaml")
	old := []byte("# an older scenario the designer is replacing\n")
	if err := os.WriteFile(target, old, 0o644); err != nil {
		t.Fatal(err)
	}
	e := d.launch(t, filepath.Join(dir, "config"), file)
	e.keys(t, "t")
	e.drag(t, stroke...)
	e.keys(t, "ctrl+shift+s")
	settle() // the dialog opens and takes the focus, on a busy machine too
	d.shot(t, "saveas-1-dialog")
	e.keys(t, "ctrl+a")
	e.typeText(t, target)
	e.keys(t, "Return")
	settle() // the replace question opens
	d.shot(t, "saveas-2-replace")
	e.keys(t, "Return") // Replace
	waitFile(t, target, "the scenario saved over the file", func(b []byte) bool { return painted(b) > 0 })
	bak, err := os.ReadFile(target + ".bak")
	if err != nil || !bytes.Equal(bak, old) {
		t.Errorf("%s.bak holds %q (%v), want the old content", target, bak, err)
	}
	e.quit(t)
}

// clickPx clicks at a pixel of the window (the guide's layout is that of a
// 1280x720 window).
func (e *editor) clickPx(t *testing.T, x, y int) {
	t.Helper()
	e.click(t, float64(x)/float64(e.w), float64(y)/float64(e.h))
}

// scrollDown turns the mouse wheel over a pixel of the window.
func (e *editor) scrollDown(t *testing.T, x, y, n int) {
	t.Helper()
	xs, ys := strconv.Itoa(e.x+x), strconv.Itoa(e.y+y)
	e.d.xdo(t, "mousemove", "--sync", xs, ys)
	for i := 0; i < n; i++ {
		e.d.xdo(t, "click", "5")
	}
	time.Sleep(300 * time.Millisecond)
}

// typeInto clicks a field, selects what it holds and types text.
func (e *editor) typeInto(t *testing.T, x, y int, text string) {
	t.Helper()
	e.clickPx(t, x, y)
	e.keys(t, "ctrl+a")
	e.typeText(t, text)
}

// TestWindowGuide builds a scenario from a blank map as the user guide
// tells, in the real window, and checks that the saved file validates with
// no error. With SHOTS set it leaves the guide's screenshots there
// (scripts/screenshots.sh guide).
func TestWindowGuide(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	file, _ := blankScenario(t, dir, "my-battle.yaml")
	e := d.launch(t, filepath.Join(dir, "config"), file)
	d.shot(t, "guide-01-blank")

	// The order of battle: the unit dialog scrolls inside the window.
	e.clickPx(t, 36, 410)
	d.shot(t, "guide-09-unit-dialog")
	e.keys(t, "Return", "ctrl+z")

	// The map: fill it with clear terrain, draw a river along the edges
	// and a road through the hexes.
	e.keys(t, "f")
	e.clickPx(t, 600, 400)
	e.keys(t, "e")
	e.drag(t, [2]float64{440.0 / 1280, 300.0 / 720}, [2]float64{470.0 / 1280, 330.0 / 720}, [2]float64{530.0 / 1280, 330.0 / 720}, [2]float64{560.0 / 1280, 365.0 / 720})
	e.keys(t, "r")
	e.drag(t, [2]float64{300.0 / 1280, 480.0 / 720}, [2]float64{600.0 / 1280, 480.0 / 720}, [2]float64{900.0 / 1280, 420.0 / 720})
	d.shot(t, "guide-02-map")
	// A hill: the Hill brush rings the two hexes dragged over with slopes.
	e.keys(t, "i")
	e.drag(t, [2]float64{730.0 / 1280, 288.0 / 720}, [2]float64{783.0 / 1280, 318.0 / 720})
	d.shot(t, "guide-10-hill")

	// The order of battle: a unit of each side. Its hex is clicked on the
	// map first (Select tool), so that Add sets the unit up there; in the
	// unit dialog the id is given, Tab goes from field to field and Enter
	// adds. The actions a person makes for each unit are counted (the
	// guide gives the figure).
	e.keys(t, "s")
	var perUnit []int
	addUnit := func(name, strength, movement string, x, y int) {
		n := e.actions
		e.clickPx(t, x, y) // the hex
		e.clickPx(t, 36, 410)
		e.keys(t, "Tab", "ctrl+a")
		e.typeText(t, name)
		e.keys(t, "Tab", "Tab", "Tab", "Tab")
		e.typeText(t, strength)
		e.keys(t, "Tab")
		e.typeText(t, movement)
		e.keys(t, "Return")
		perUnit = append(perUnit, e.actions-n)
	}
	addUnit("Reynier", "4", "4", 476, 400) // 0404
	e.clickPx(t, 315, 89)                  // Side
	e.clickPx(t, 300, 163)                 // anti-french
	addUnit("Picton", "4", "4", 680, 520)  // 0806
	d.shot(t, "guide-03-units")

	// Scenario and sides: each side's starting morale (12.0).
	e.clickPx(t, 330, 130)
	e.scrollDown(t, 300, 520, 30)
	e.typeInto(t, 690, 464, "7")
	e.typeInto(t, 690, 660, "6") // kept when the next tab is chosen: no Apply
	d.shot(t, "guide-04-sides")

	// The turn track: six turns, the last one a night turn.
	e.clickPx(t, 442, 130)
	e.typeInto(t, 396, 247, "6")
	e.keys(t, "Return")    // Enter fills the track with six boxes
	e.clickPx(t, 352, 520) // Turn 6
	e.typeInto(t, 820, 266, "28 September, evening")
	e.clickPx(t, 665, 305) // night: a box commits as it is ticked
	d.shot(t, "guide-05-turns")

	// The event deck: one card, its event's text and its title; the
	// actions for the card are counted.
	e.clickPx(t, 536, 130)
	n := e.actions
	e.clickPx(t, 247, 267) // Add, under the deck's note
	e.typeInto(t, 850, 635, "Heavy rain: no combat this turn.")
	e.typeInto(t, 850, 304, "Rain")
	e.keys(t, "Return")
	perCard := e.actions - n
	time.Sleep(time.Second) // validation runs once editing pauses
	d.shot(t, "guide-06-deck")

	// Victory: the standard Morale victory (15.0).
	e.clickPx(t, 618, 130)
	e.clickPx(t, 247, 208) // Add
	d.shot(t, "guide-07-victory")

	e.clickPx(t, 237, 130) // back to the map
	e.keys(t, "ctrl+s")
	data := waitFile(t, file, "the scenario saved", func(b []byte) bool {
		s, err := scenario.Parse(b, "my-battle.yaml")
		return err == nil && s.Turns.End == 6 && len(s.Victory) == 1
	})
	s, err := scenario.Parse(data, "my-battle.yaml")
	if err != nil {
		t.Fatal(err)
	}
	d.shot(t, "guide-08-saved")
	// The guide's counts (docs/user-guide.md): at most 13 actions for a
	// unit with its name, strength, movement and hex, and 8 for a card with
	// its title and one event's text.
	t.Logf("actions per unit %v, per card %d, whole walkthrough %d", perUnit, perCard, e.actions)
	for _, n := range perUnit {
		if n > 13 {
			t.Errorf("a unit took %d actions, more than the guide's 13", n)
		}
	}
	if perCard > 8 {
		t.Errorf("a card took %d actions, more than the guide's 8", perCard)
	}
	e.clickPx(t, 1104, 277) // the History tab beside Checks
	d.shot(t, "guide-11-history")
	if s.Sides[0].Morale != 7 || s.Sides[1].Morale != 6 || len(s.Turns.Turns) != 6 || !s.Turns.Turns[5].Night ||
		len(s.Deck.Cards) != 1 || s.Deck.Cards[0].Title != "Rain" || len(s.Deck.Cards[0].Events) != 1 || len(s.Units) != 2 || s.Map.Terrain.Len() != 96 || len(s.Map.Hexsides) < 10 || len(s.Map.Roads) == 0 {
		t.Errorf("the saved scenario misses part of the walkthrough: morale %d/%d, %d turns, %d cards, %d hexes, %d hexsides, %d roads",
			s.Sides[0].Morale, s.Sides[1].Morale, len(s.Turns.Turns), len(s.Deck.Cards), s.Map.Terrain.Len(), len(s.Map.Hexsides), len(s.Map.Roads))
	}
	set, _ := templates.ChartSet(s.Charts.Set)
	for _, f := range scenario.Validate(s, scenario.Resolve(s, set)) {
		t.Errorf("the saved file does not validate clean: %s: %s: %s", f.Severity, f.Object, f.Message)
	}
	for _, u := range s.Units {
		if u.Placement.Kind != scenario.PlaceSetup || u.Placement.Hex == "" || u.Strength == nil || *u.Strength != 4 || u.Name == "" {
			t.Errorf("unit %s: placement %+v strength %v, want set up with strength 4", u.ID, u.Placement, u.Strength)
		}
	}
	// And it plays to a result with the rules engine (adc play). The
	// walkthrough's scenario has no LOC hexes (9.7.7), so adc play refuses
	// it unless told to play anyway, and then says the game is not the
	// rulebook's.
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"play", file, "--seed", "1", "--quiet"}, strings.NewReader(""), &out, &errb); code != cli.ExitFindings ||
		!strings.Contains(errb.String(), "has no LOC hex") {
		t.Errorf("adc play without --incomplete: exit %d, want %d naming the missing LOC hexes:\n%s", code, cli.ExitFindings, errb.String())
	}
	out.Reset()
	errb.Reset()
	if code := cli.Run([]string{"play", file, "--seed", "1", "--quiet", "--incomplete"}, strings.NewReader(""), &out, &errb); code != cli.ExitOK ||
		!strings.Contains(out.String(), "Result:") || !strings.HasPrefix(out.String(), "INCOMPLETE SCENARIO") {
		t.Errorf("adc play exit %d:\n%s\n%s", code, out.String(), errb.String())
	} else {
		t.Log(strings.SplitN(out.String(), "\n", 2)[0])
	}
	e.quit(t)
}
