package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/internal/cli"
	_ "github.com/aide-de-camp/adc/internal/cli/publish" // adc export tiled
)

// mapped starts cmd and returns how long its first window named name took
// to be mapped (launch to window mapped), polling the X server every 10 ms,
// and the CPU time its threads had used then (cpuTime); then, when after
// is given, it waits for it before the process is killed.
func (d *display) mapped(t *testing.T, cmd *exec.Cmd, name string, after func()) (took, cpu time.Duration) {
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
			took := time.Since(start)
			cpu := cpuTime(cmd.Process.Pid)
			if after != nil {
				after()
			}
			return took, cpu
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no window %q mapped within 60 s", name)
	return 0, 0
}

// cpuTime is the CPU time the threads of process pid have used so far
// (Linux's /proc/PID/task/*/schedstat; 0 elsewhere). A machine's load
// moves it much less than the wall clock, so the timing test logs it
// beside the launch times.
func cpuTime(pid int) time.Duration {
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/schedstat", pid))
	var ns int64
	for _, task := range tasks {
		data, err := os.ReadFile(task)
		if err != nil {
			continue // the thread ended
		}
		var run int64
		if _, err := fmt.Sscan(string(data), &run); err == nil {
			ns += run
		}
	}
	return time.Duration(ns)
}

// firstFrame reads the editor's -timing output until its "first frame
// after N ms" line, and returns N (0 when the editor ended without one or
// took more than 60 s).
func firstFrame(r io.Reader) time.Duration {
	found := make(chan time.Duration, 1)
	go func() {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			var ms int64
			if _, err := fmt.Sscanf(sc.Text(), "first frame after %d ms", &ms); err == nil {
				found <- time.Duration(ms) * time.Millisecond
				io.Copy(io.Discard, r)
				return
			}
		}
		found <- 0
	}()
	select {
	case d := <-found:
		return d
	case <-time.After(60 * time.Second):
		return 0
	}
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

// TestWindowFirstWindowAgainstTiled times, paired in one run, the editor's
// first window on talavera20-full against Tiled opening the TMX that adc
// export tiled writes for it: launch to window mapped, pairs in
// alternating order (5, or ADC_TIMING_PAIRS), compared by the median of
// the pairs' ratios, which the load of a shared machine moves less than
// either program's own median. The editor must be no slower than Tiled (a
// 10% margin for the noise of a machine shared with other work). The
// editor's time to its first full frame (-timing: every panel built, the
// map drawn) is logged beside it. It is a measurement, run when ADC_TIMING
// is set (a loaded machine measures its load, not the programs); Tiled is
// optional: without it the test skips.
func TestWindowFirstWindowAgainstTiled(t *testing.T) {
	if os.Getenv("ADC_TIMING") == "" {
		t.Skip("a timing run: set ADC_TIMING=1 on an idle machine")
	}
	tiled, err := exec.LookPath("tiled")
	if err != nil {
		t.Skip("Tiled is not installed")
	}
	pairs := 5
	if n, err := strconv.Atoi(os.Getenv("ADC_TIMING_PAIRS")); err == nil && n > 0 {
		pairs = n
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
	var frames, edCPU, tlCPU []time.Duration
	ed := func() time.Duration {
		cmd := exec.Command(editorBin, "-config", filepath.Join(dir, "config"), "-size", "1280x720", "-scenario", "talavera20-full", "-timing")
		stderr, err := cmd.StderrPipe()
		if err != nil {
			t.Fatal(err)
		}
		took, cpu := d.mapped(t, cmd, "Aide-de-Camp", func() { frames = append(frames, firstFrame(stderr)) })
		edCPU = append(edCPU, cpu)
		return took
	}
	tl := func() time.Duration {
		cmd := exec.Command(tiled, tmx)
		cmd.Env = []string{"HOME=" + home, "XDG_RUNTIME_DIR=" + home}
		took, cpu := d.mapped(t, cmd, `^talavera20-full\.tmx`, nil) // its title, "talavera20-full.tmx — Tiled"
		tlCPU = append(tlCPU, cpu)
		return took
	}
	ed() // the first run reads the binaries from disk; it is not counted
	tl()
	frames, edCPU, tlCPU = nil, nil, nil
	var eds, tls []time.Duration
	var ratios []float64
	for i := 0; i < pairs; i++ {
		var e, l time.Duration
		if i%2 == 0 {
			e = ed()
			l = tl()
		} else {
			l = tl()
			e = ed()
		}
		eds, tls = append(eds, e), append(tls, l)
		ratios = append(ratios, float64(e)/float64(l))
	}
	slices.Sort(ratios)
	ratio := ratios[len(ratios)/2]
	t.Logf("launch to window mapped, median of %d: editor on talavera20-full %d ms %v, Tiled on its TMX %d ms %v; median ratio of the pairs %.2f %.2f",
		pairs, median(eds).Milliseconds(), eds, median(tls).Milliseconds(), tls, ratio, ratios)
	t.Logf("the editor's first full frame (panels built, map drawn): median %d ms %v", median(frames).Milliseconds(), frames)
	t.Logf("CPU time used by the time the window mapped, medians: editor %d ms, Tiled %d ms", median(edCPU).Milliseconds(), median(tlCPU).Milliseconds())
	if ratio > 1.1 {
		t.Errorf("the editor's first window is slower than Tiled's: median ratio %.2f (editor %d ms, Tiled %d ms)", ratio, median(eds).Milliseconds(), median(tls).Milliseconds())
	}
}
