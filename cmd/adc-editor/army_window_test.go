package main

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
)

// The One Day Napoleonics workspace in a real window. It has an X server
// of its own on display :94, so that it runs beside the scenario editor's
// window tests (:91-:93).

var armyDisplay = envDisplay("ADC_ARMY_DISPLAY", 94)

// envDisplay is the display number in the environment variable name (a
// machine running several suites at once gives each its own), or def.
func envDisplay(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// startArmyX starts Xvfb on :94 (or $ADC_ARMY_DISPLAY) at 1280x720 and
// builds the editor once.
func startArmyX(t *testing.T) *display {
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
		if out, err := exec.Command("go", "build", "-tags", buildTags, "-o", editorBin, ".").CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	if xLocked(armyDisplay) {
		t.Fatalf("display :%d is in use", armyDisplay)
	}
	name := fmt.Sprintf(":%d", armyDisplay)
	cmd := exec.Command("Xvfb", name, "-screen", "0", "1280x720x24", "-nolisten", "tcp", "-noreset")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	d := &display{name: name, cmd: cmd}
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	})
	for i := 0; i < 50; i++ {
		if d.run(t, "getdisplaygeometry") == nil {
			return d
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("Xvfb on %s does not answer", name)
	return nil
}

// TestWindowArmyListEditThenCtrlZ opens an army list, renames its first
// unit by clicking its name and typing, saves with Ctrl+S, undoes with
// Ctrl+Z and saves again: the file holds the rename, then the original
// name, and the previous version is kept as .bak.
func TestWindowArmyListEditThenCtrlZ(t *testing.T) {
	d := startArmyX(t)
	dir := t.TempDir()
	data, err := odnarmies.FS.ReadFile("french-1812.yaml")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "french-1812.yaml")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	e := d.launch(t, filepath.Join(dir, "config"), file)
	if title := d.xdo(t, "getwindowname", e.win); !strings.Contains(title, "ODN army list") {
		t.Fatalf("the window is %q, not the army-list workspace", title)
	}
	d.shot(t, "army-0-open")
	// The first unit's name field: the table's first unit row, under the
	// Imperial Guard's corps row (at 1280x720: x 260, y 292).
	e.click(t, 0.2, 0.405)
	e.keys(t, "ctrl+a")
	e.typeText(t, "Grenadiers of the Guard")
	e.keys(t, "Tab")
	d.shot(t, "army-1-renamed")
	if title := d.xdo(t, "getwindowname", e.win); !strings.HasPrefix(title, "*") {
		t.Errorf("after the edit the title %q has no star", title)
	}
	e.keys(t, "ctrl+s")
	waitFile(t, file, "the new name saved", func(b []byte) bool {
		return strings.Contains(string(b), "name: Grenadiers of the Guard") && !strings.Contains(string(b), "1st Old Guard")
	})
	e.keys(t, "ctrl+z")
	d.shot(t, "army-2-undone")
	e.keys(t, "ctrl+s")
	saved := waitFile(t, file, "the original name after Ctrl+Z", func(b []byte) bool {
		return strings.Contains(string(b), "name: 1st Old Guard")
	})
	if strings.Contains(string(saved), "Grenadiers of the Guard") {
		t.Error("Ctrl+Z left part of the typing")
	}
	if bak, err := os.ReadFile(file + ".bak"); err != nil || !strings.Contains(string(bak), "Grenadiers of the Guard") {
		t.Errorf("the version before the last save is not the .bak: %v", err)
	}
	e.quit(t)
}

// grab is the window's region (fractions of its size) as an image.
func (e *editor) grab(t *testing.T, fx, fy, fw, fh float64) image.Image {
	t.Helper()
	x, y := e.x+int(fx*float64(e.w)), e.y+int(fy*float64(e.h))
	w, h := int(fw*float64(e.w)), int(fh*float64(e.h))
	cmd := exec.Command("import", "-window", "root", "-crop", fmt.Sprintf("%dx%d+%d+%d", w, h, x, y), "png:-")
	cmd.Env = e.d.env()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("import: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	return img
}

// samePixels reports whether two grabs are the same picture.
func samePixels(a, b image.Image) bool {
	if a.Bounds().Size() != b.Bounds().Size() {
		return false
	}
	ab, bb := a.Bounds(), b.Bounds()
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 {
				return false
			}
		}
	}
	return true
}

// colours counts the distinct colours of a grab (text draws many).
func colours(img image.Image) int {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r, g, bl}] = true
		}
	}
	return len(seen)
}

// TestWindowCalculatorsReadingsAndCompare opens the calculators, chooses
// the other answer to leader-killed-retest (4.05) in the Readings tab's
// drop-down with the mouse, and opens the Compare view: the drop-down
// shows the answer chosen, and the Compare view draws its answer (the
// figures are checked against odn by the widget tests,
// TestCalculatorReadings4_05MatchOdnAndCLI and
// TestCalculatorCompareFireFirstOrCharge).
func TestWindowCalculatorsReadingsAndCompare(t *testing.T) {
	d := startArmyX(t)
	dir := t.TempDir()
	data, err := odnarmies.FS.ReadFile("french-1812.yaml")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "french-1812.yaml")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	e := d.launch(t, filepath.Join(dir, "config"), file)
	// At 1280x720: the Calculators tab at (199, 89), the Readings item of
	// its list at (66, 364), the first reading's drop-down at (360, 273)
	// and its second answer, once open, at (360, 348).
	e.click(t, 0.155, 0.124)
	settle()
	e.click(t, 0.052, 0.505)
	settle()
	d.shot(t, "calc-0-readings")
	before := e.grab(t, 0.11, 0.36, 0.6, 0.04)
	e.click(t, 0.28, 0.379)
	settle()
	e.click(t, 0.28, 0.483)
	settle()
	d.shot(t, "calc-1-reading-chosen")
	after := e.grab(t, 0.11, 0.36, 0.6, 0.04)
	if samePixels(before, after) {
		t.Error("the reading's drop-down looks the same after choosing its other answer")
	}
	// The Compare item at (66, 324): its answer fills the right side.
	e.click(t, 0.052, 0.45)
	time.Sleep(5 * time.Second) // Melee to the end runs off the UI goroutine
	d.shot(t, "calc-2-compare")
	if n := colours(e.grab(t, 0.49, 0.17, 0.5, 0.3)); n < 10 {
		t.Errorf("the Compare view's answer area has %d colours: nothing drawn", n)
	}
	e.quit(t)
}
