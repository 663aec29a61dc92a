package hostile

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"
)

// linkCopy copies the input at in to outDir/real/ and returns a symbolic
// link to the copy in outDir.
func linkCopy(t *testing.T, in, outDir string) string {
	t.Helper()
	data, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	real := filepath.Join(outDir, "real", filepath.Base(in))
	os.MkdirAll(filepath.Dir(real), 0o755)
	if err := os.WriteFile(real, data, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(outDir, filepath.Base(in))
	if err := os.Symlink(filepath.Join("real", filepath.Base(in)), link); err != nil {
		t.Fatal(err)
	}
	return link
}

// checkLink: the link is still a link to the same file, and when the
// command wrote (exit 0 and the file changed) the previous version is
// kept as .bak beside the file the link names, not beside the link.
func checkLink(t *testing.T, line int, link string, code int) {
	t.Helper()
	st, err := os.Lstat(link)
	if err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("cases.txt:%d: %s is no longer a symbolic link", line, link)
		return
	}
	real, _ := filepath.EvalSymlinks(link)
	if _, err := os.Stat(link + ".bak"); err == nil {
		t.Errorf("cases.txt:%d: a .bak was written beside the link, not beside %s", line, real)
	}
	if code == 0 {
		if _, err := os.Stat(real + ".bak"); err != nil {
			t.Errorf("cases.txt:%d: no .bak beside %s after a write through the link", line, real)
		}
	}
}

// fifoOut is a FIFO given as an output, drained while the command runs.
type fifoOut struct {
	path string
	f    *os.File
	wg   sync.WaitGroup
	got  bytes.Buffer
}

func newFIFO(t *testing.T, path string) *fifoOut {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skipf("no FIFO: %v", err)
	}
	// Opened for reading and writing, so that the open does not wait
	// for a writer and the reads end when the test closes it.
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	o := &fifoOut{path: path, f: f}
	o.wg.Add(1)
	go func() {
		defer o.wg.Done()
		buf := make([]byte, 64<<10)
		for {
			n, err := f.Read(buf)
			o.got.Write(buf[:n])
			if err != nil {
				return
			}
		}
	}()
	return o
}

// check: the FIFO is still a FIFO (never replaced by a file) and, when the
// command succeeded, it received the output.
func (o *fifoOut) check(t *testing.T, line, code int) {
	t.Helper()
	st, err := os.Lstat(o.path)
	if err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("cases.txt:%d: the FIFO %s was replaced", line, o.path)
	}
	o.f.SetReadDeadline(timeNowPlus()) // the reads end once the pipe is drained
	o.wg.Wait()
	o.f.Close()
	if code == 0 && o.got.Len() == 0 {
		t.Errorf("cases.txt:%d: nothing was written to the FIFO", line)
	}
}

func timeNowPlus() time.Time { return time.Now().Add(200 * time.Millisecond) }
