package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
)

// The One Day Napoleonics workspace in a real window. It has an X server
// of its own on display :94, so that it runs beside the scenario editor's
// window tests (:91-:93).

const armyDisplay = 94

// startArmyX starts Xvfb on :94 at 1280x720 and builds the editor once.
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
		if out, err := exec.Command("go", "build", "-o", editorBin, ".").CombinedOutput(); err != nil {
			t.Fatalf("go build: %v\n%s", err, out)
		}
	}
	if xLocked(armyDisplay) {
		t.Fatalf("display :%d is in use", armyDisplay)
	}
	name := ":94"
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
