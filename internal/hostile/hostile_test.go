package hostile

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The limits every case runs under. The process's peak resident memory,
// measured by GNU time (the kernel's peak for a child of this test would
// count the test's own pages, as Go starts programs with vfork), must stay
// within rssBase plus rssPerByte bytes per input byte (adc --help alone
// peaks at 13 MB); its
// address space is capped at addressLimit (prlimit --as, when the machine
// has prlimit: a Go program reserves about 700 MB of address space before
// it uses any, so this is the backstop that stops a runaway allocation, and
// the resident bound is the one stated; 4 GiB, because the largest map's
// engine tables, 350 MB resident, fragment the heap's address space past
// 2 GiB in some runs). Its CPU time must stay under
// cpuLimit; the wall clock limit only catches a hang on a machine too busy
// for the CPU limit to be reached.
const (
	rssBase      = 100 << 20
	rssPerByte   = 180 // the shortest-items list (190,000 values in 1.1 MB) peaks at 263-276 MB with the collector at a fivefold heap
	addressLimit = 4 << 30
	cpuLimit     = 5 * time.Second
	wallLimit    = 60 * time.Second
)

var groups = map[string][]string{
	"@load": {
		"validate FILE", "show FILE", "summary FILE", "fmt --check FILE",
		"render FILE -o OUT.png -width 64 -height 64", "export xlsx scenario FILE -o OUT.xlsx",
		"play FILE --quiet", "reach FILE fr-ney", "odds FILE fr-ney vs al-1st --at fr-ney=0905",
	},
	"@engine": {"validate FILE", "play FILE --quiet", "reach FILE fr-ney", "odds FILE fr-ney vs al-1st --at fr-ney=0905"},
	"@plain":  {"show FILE", "summary FILE", "render FILE -o OUT.png -width 64 -height 64", "export xlsx scenario FILE -o OUT.xlsx"},
	"@army":   {"odn validate FILE", "odn roster FILE", "export xlsx roster FILE -o OUT.xlsx"},
}

type hostileCase struct {
	line  int
	input string
	args  string
	exit  int
	text  string
	maxMB int64 // a stated memory bound for this case, instead of the per-byte one
}

func readCases(t *testing.T) []hostileCase {
	f, err := os.Open("testdata/cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []hostileCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "|")
		if len(parts) != 4 && len(parts) != 5 {
			t.Fatalf("cases.txt:%d: want INPUT | COMMAND | EXIT | TEXT [| MEMORY MB]", n)
		}
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		exit, err := strconv.Atoi(parts[2])
		if err != nil {
			t.Fatalf("cases.txt:%d: exit status %q", n, parts[2])
		}
		cmds := []string{parts[1]}
		if g, ok := groups[parts[1]]; ok {
			cmds = g
		} else if strings.HasPrefix(parts[1], "@") {
			t.Fatalf("cases.txt:%d: no group %s", n, parts[1])
		}
		var maxMB int64
		if len(parts) == 5 {
			if maxMB, err = strconv.ParseInt(parts[4], 10, 64); err != nil {
				t.Fatalf("cases.txt:%d: memory %q", n, parts[4])
			}
		}
		for _, c := range cmds {
			out = append(out, hostileCase{line: n, input: parts[0], args: c, exit: exit, text: parts[3], maxMB: maxMB})
		}
	}
	return out
}

// buildAdc builds the command once for the suite.
func buildAdc(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "adc")
	cmd := exec.Command("go", "build", "-o", dir+string(filepath.Separator), "github.com/aide-de-camp/adc/cmd/adc")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestHostileInputs runs every case of testdata/cases.txt.
func TestHostileInputs(t *testing.T) {
	if testing.Short() {
		t.Skip("builds adc and runs it a few hundred times")
	}
	work := t.TempDir()
	adc := buildAdc(t, work)
	prlimit, _ := exec.LookPath("prlimit")
	if prlimit == "" {
		t.Log("no prlimit on this machine: the cases run without the address-space limit")
	}
	gnuTime := "/usr/bin/time"
	if _, err := os.Stat(gnuTime); err != nil {
		gnuTime = ""
		t.Log("no /usr/bin/time on this machine (scripts/setup.sh test installs it): peak memory is not checked")
	}
	inputs := map[string]string{} // input name -> path
	inputPath := func(t *testing.T, name string) string {
		if p, ok := inputs[name]; ok {
			return p
		}
		var p string
		name = strings.TrimPrefix(name, "linkcopy:")
		if target, ok := strings.CutPrefix(name, "link:"); ok {
			// A symbolic link to a system file, e.g. link:/dev/zero, an
			// endless input.
			p = filepath.Join(work, "inputs", "link"+strings.ReplaceAll(target, "/", "-")+".yaml")
			os.MkdirAll(filepath.Dir(p), 0o755)
			if err := os.Symlink(target, p); err != nil && !os.IsExist(err) {
				t.Fatal(err)
			}
		} else if gen, ok := strings.CutPrefix(name, "gen:"); ok {
			data, err := generate(gen)
			if err != nil {
				t.Fatal(err)
			}
			p = filepath.Join(work, "inputs", gen+".yaml")
			os.MkdirAll(filepath.Dir(p), 0o755)
			if err := os.WriteFile(p, data, 0o644); err != nil {
				t.Fatal(err)
			}
		} else {
			p, _ = filepath.Abs(filepath.Join("testdata", name))
		}
		inputs[name] = p
		return p
	}
	for i, c := range readCases(t) {
		name := fmt.Sprintf("%s/%s", c.input, strings.Fields(c.args)[0])
		if f := strings.Fields(c.args); len(f) > 1 && (f[0] == "odn" || f[0] == "export") {
			name += "_" + f[1]
		}
		t.Run(name, func(t *testing.T) {
			in := inputPath(t, c.input)
			outDir := filepath.Join(work, "out", strconv.Itoa(i))
			os.MkdirAll(outDir, 0o755)
			// linkcopy:NAME: the command gets a symbolic link to a copy
			// of NAME (which it may change): after it the link must still
			// be a link, and a change must be in the file it names.
			link := ""
			if strings.HasPrefix(c.input, "linkcopy:") {
				link = linkCopy(t, in, outDir)
				in = link
			}
			var args []string
			var fifos []*fifoOut
			for _, a := range strings.Fields(c.args) {
				a = strings.ReplaceAll(a, "FILE", in)
				a = strings.ReplaceAll(a, "OUT", filepath.Join(outDir, "out"))
				if strings.Contains(a, "FIFO") {
					a = strings.ReplaceAll(a, "FIFO", filepath.Join(outDir, "fifo"))
					fifos = append(fifos, newFIFO(t, a))
				}
				args = append(args, a)
			}
			before := hashOf(in)
			code, output, cpu, rss := run(t, prlimit, gnuTime, adc, args, outDir)
			for _, f := range fifos {
				f.check(t, c.line, code)
			}
			if link != "" {
				checkLink(t, c.line, link, code)
				before = hashOf(in) // the command may change the file the link names
			}
			var size int64
			if st, err := os.Stat(in); err == nil {
				size = st.Size()
			}
			limit := rssBase + rssPerByte*size
			if c.maxMB > 0 {
				limit = c.maxMB << 20
			}
			if gnuTime != "" && rss > limit {
				t.Errorf("cases.txt:%d: adc %s: peak memory %d MB, more than %d MB", c.line, c.args, rss>>20, limit>>20)
			}
			t.Logf("exit %d, %v CPU, %d MB peak, input %d bytes", code, cpu.Round(time.Millisecond), rss>>20, size)
			if code != c.exit {
				t.Errorf("cases.txt:%d: adc %s: exit %d, want %d\n%s", c.line, c.args, code, c.exit, clip(output))
			}
			if c.text != "-" && !strings.Contains(output, c.text) {
				t.Errorf("cases.txt:%d: adc %s: output lacks %q\n%s", c.line, c.args, c.text, clip(output))
			}
			if strings.Contains(output, "panic:") || strings.Contains(output, "goroutine ") {
				t.Errorf("cases.txt:%d: adc %s panicked\n%s", c.line, c.args, clip(output))
			}
			if cpu > cpuLimit {
				t.Errorf("cases.txt:%d: adc %s took %v of CPU, more than %v", c.line, c.args, cpu, cpuLimit)
			}
			if after := hashOf(in); after != before {
				t.Errorf("cases.txt:%d: adc %s changed its input", c.line, c.args)
			}
		})
	}
}

// run runs adc with args under the limits and returns its exit status, its
// output and the CPU time it used.
func run(t *testing.T, prlimit, gnuTime, adc string, args []string, dir string) (int, string, time.Duration, int64) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), wallLimit)
	defer cancel()
	name, full := adc, args
	rssFile := filepath.Join(dir, ".peak-kB")
	if gnuTime != "" {
		name, full = gnuTime, append([]string{"-f", "%M", "-o", rssFile, "--", name}, full...)
	}
	if prlimit != "" {
		name, full = prlimit, append([]string{fmt.Sprintf("--as=%d", addressLimit), "--cpu=" + strconv.Itoa(int(cpuLimit/time.Second)+1), "--", name}, full...)
	}
	cmd := exec.CommandContext(ctx, name, full...)
	cmd.Dir = dir
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("adc %s: still running after %v", strings.Join(args, " "), wallLimit)
	}
	var cpu time.Duration
	var rss int64
	if ps := cmd.ProcessState; ps != nil {
		cpu = ps.UserTime() + ps.SystemTime()
		if b, err := os.ReadFile(rssFile); err == nil {
			f := strings.Fields(string(b))
			if len(f) > 0 {
				kb, _ := strconv.ParseInt(f[len(f)-1], 10, 64)
				rss = kb << 10
			}
		}
		if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() || strings.Contains(out.String(), "Command terminated by signal") {
			t.Fatalf("adc %s: killed by %v (memory or CPU limit)\n%s", strings.Join(args, " "), ws.Signal(), clip(out.String()))
		}
	}
	if err != nil && cmd.ProcessState == nil {
		t.Fatalf("adc %s: %v", strings.Join(args, " "), err)
	}
	return cmd.ProcessState.ExitCode(), out.String(), cpu, rss
}

func hashOf(path string) [32]byte {
	if st, err := os.Stat(path); err != nil || !st.Mode().IsRegular() {
		return [32]byte{} // /dev/zero and other endless inputs are not read
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return [32]byte{}
	}
	return sha256.Sum256(data)
}

func clip(s string) string {
	if len(s) > 2000 {
		return s[:2000] + "..."
	}
	return s
}
