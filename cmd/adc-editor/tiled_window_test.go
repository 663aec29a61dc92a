package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/internal/cli"
	_ "github.com/aide-de-camp/adc/internal/cli/publish" // adc export tiled
)

// mapped starts cmd and returns how long its first window named name took
// to be mapped (launch to window mapped), polling the X server every 10 ms;
// the process is killed afterwards.
func (d *display) mapped(t *testing.T, cmd *exec.Cmd, name string) time.Duration {
	t.Helper()
	cmd.Env = append(d.env(), cmd.Env...)
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
	}()
	for time.Since(start) < 60*time.Second {
		q := exec.Command("xdotool", "search", "--onlyvisible", "--name", name)
		q.Env = d.env()
		if out, err := q.Output(); err == nil && strings.TrimSpace(string(out)) != "" {
			return time.Since(start)
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no window %q mapped within 60 s", name)
	return 0
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

// TestWindowFirstWindowAgainstTiled times, paired in one run, the editor's
// first window on talavera20-full against Tiled opening the TMX that adc
// export tiled writes for it: launch to window mapped, five pairs in
// alternating order, medians compared. The editor must be no slower than
// Tiled (a 10% margin for the noise of a machine shared with other work).
// It is a measurement, run when ADC_TIMING is set (a loaded machine
// measures its load, not the programs); Tiled is optional: without it the
// test skips.
func TestWindowFirstWindowAgainstTiled(t *testing.T) {
	if os.Getenv("ADC_TIMING") == "" {
		t.Skip("a timing run: set ADC_TIMING=1 on an idle machine")
	}
	tiled, err := exec.LookPath("tiled")
	if err != nil {
		t.Skip("Tiled is not installed")
	}
	d := startX(t)
	dir := t.TempDir()
	tmx := filepath.Join(dir, "talavera20-full.tmx")
	var out, errb strings.Builder
	if code := cli.Run([]string{"export", "tiled", "talavera20-full", "-o", tmx}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("adc export tiled: %d %s", code, errb.String())
	}
	home := filepath.Join(dir, "home") // Tiled's settings, fresh each time
	os.MkdirAll(home, 0o755)
	ed := func() time.Duration {
		cmd := exec.Command(editorBin, "-config", filepath.Join(dir, "config"), "-size", "1280x720", "-scenario", "talavera20-full")
		return d.mapped(t, cmd, "Aide-de-Camp")
	}
	tl := func() time.Duration {
		cmd := exec.Command(tiled, tmx)
		cmd.Env = []string{"HOME=" + home, "XDG_RUNTIME_DIR=" + home}
		return d.mapped(t, cmd, `^talavera20-full\.tmx`) // its title, "talavera20-full.tmx — Tiled"
	}
	ed() // the first run reads the binaries from disk; it is not counted
	tl()
	var eds, tls []time.Duration
	for i := 0; i < 5; i++ {
		if i%2 == 0 {
			eds = append(eds, ed())
			tls = append(tls, tl())
		} else {
			tls = append(tls, tl())
			eds = append(eds, ed())
		}
	}
	me, mt := median(eds), median(tls)
	t.Logf("launch to window mapped, median of 5: editor on talavera20-full %d ms %v, Tiled on its TMX %d ms %v",
		me.Milliseconds(), eds, mt.Milliseconds(), tls)
	if me > mt*11/10 {
		t.Errorf("the editor's first window (%d ms) is slower than Tiled's (%d ms)", me.Milliseconds(), mt.Milliseconds())
	}
}
