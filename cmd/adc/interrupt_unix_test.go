//go:build unix

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInterruptStopsBalance: an interrupt sent to adc (as a process
// manager would, or Ctrl+C) stops adc balance, which reports the games it
// finished and exits with status 0.
func TestInterruptStopsBalance(t *testing.T) {
	if testing.Short() {
		t.Skip("builds adc")
	}
	adc := buildAdc(t)
	out := filepath.Join(t.TempDir(), "interrupted.json")
	cmd := exec.Command(adc, "balance", "rousse20", "--games", "1000000", "--bots", "random,random", "--format", "json", "-o", out)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // a group of its own, killed whatever happens
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) })
	time.Sleep(1500 * time.Millisecond)
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("adc balance, interrupted: %v\n%s", err, stderr.String())
		}
	case <-time.After(30 * time.Second):
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		t.Fatalf("adc balance still running 30 s after the interrupt: the interrupt did not stop it\n%s", stderr.String())
	}
	if !strings.Contains(stderr.String(), "interrupted: the report covers the") {
		t.Errorf("stderr does not say the run was interrupted:\n%s", stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil || !bytes.Contains(data, []byte(`"games":`)) {
		t.Fatalf("no report written (%v):\n%.300s", err, data)
	}
}
