package document

import (
	"bufio"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestSaveSurvivesSIGKILL kills a process that saves in a loop 100 times at
// random moments; the file (and its backup) must always load, never empty or
// half written.
func TestSaveSurvivesSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("kills a helper process 100 times")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "savehelper")
	if out, err := exec.Command("go", "build", "-o", bin, "./internal/savehelper").CombinedOutput(); err != nil {
		t.Fatalf("build helper: %v\n%s", err, out)
	}
	path := filepath.Join(dir, "battle.yaml")
	rng := rand.New(rand.NewPCG(7, 20))
	deadline := time.Now().Add(50 * time.Second)
	kills := 0
	for ; kills < 100 && time.Now().Before(deadline); kills++ {
		cmd := exec.Command(bin, path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Wait until the first save is done, then kill mid-loop.
		line, _ := bufio.NewReader(out).ReadString('\n')
		if line != "ready\n" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("helper said %q", line)
		}
		time.Sleep(time.Duration(rng.IntN(30000)) * time.Microsecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		for _, p := range []string{path, path + ".bak"} {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("kill %d: %s: %v", kills, filepath.Base(p), err)
			}
			if len(data) == 0 {
				t.Fatalf("kill %d: %s is empty", kills, filepath.Base(p))
			}
			s, err := scenario.Parse(data, p)
			if err != nil {
				t.Fatalf("kill %d: %s does not load: %v", kills, filepath.Base(p), err)
			}
			if n := s.Map.Terrain.Len(); n != 0 && n != 600 {
				t.Fatalf("kill %d: %s holds a mix of two versions (%d terrain hexes)", kills, filepath.Base(p), n)
			}
		}
	}
	if kills < 100 {
		t.Errorf("only %d kills within the time limit", kills)
	}
}
