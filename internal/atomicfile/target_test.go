package atomicfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestWriteThroughSymlink: a write to a symbolic link replaces the file it
// names, atomically, with the previous version as .bak beside that file;
// the link stays a link.
func TestWriteThroughSymlink(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "real"), 0o755)
	real := filepath.Join(dir, "real", "s.yaml")
	os.WriteFile(real, []byte("old\n"), 0o600)
	link := filepath.Join(dir, "s.yaml")
	if err := os.Symlink("real/s.yaml", link); err != nil {
		t.Fatal(err)
	}
	if err := Write(link, []byte("new\n"), KeepBackup); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Fatal("the link was replaced")
	}
	if b, _ := os.ReadFile(real); string(b) != "new\n" {
		t.Errorf("target holds %q", b)
	}
	if b, _ := os.ReadFile(real + ".bak"); string(b) != "old\n" {
		t.Errorf("target's .bak holds %q", b)
	}
	if _, err := os.Stat(link + ".bak"); err == nil {
		t.Error("a .bak beside the link")
	}
	if st, _ := os.Stat(real); st.Mode().Perm() != 0o600 {
		t.Errorf("permissions %v, want the target's 0600", st.Mode().Perm())
	}
}

// TestWriteToFIFOStreams: a FIFO given as the output is written to, not
// replaced.
func TestWriteToFIFOStreams(t *testing.T) {
	p := filepath.Join(t.TempDir(), "out.pdf")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skip(err)
	}
	got := make(chan []byte)
	go func() {
		b, _ := os.ReadFile(p)
		got <- b
	}()
	if err := CheckOutput(p, "printed page"); err != nil {
		t.Fatalf("CheckOutput refuses a FIFO: %v", err)
	}
	if err := Write(p, []byte("%PDF-1.4 data"), KeepBackup); err != nil {
		t.Fatal(err)
	}
	if b := <-got; string(b) != "%PDF-1.4 data" {
		t.Errorf("read %q from the FIFO", b)
	}
	if st, _ := os.Lstat(p); st.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced")
	}
	if _, err := os.Stat(p + ".bak"); err == nil {
		t.Error("a .bak of a FIFO")
	}
}

// TestWriteAllIsAllOrNothing: when one file of a set cannot be written,
// none is, and no temporary file is left.
func TestWriteAllIsAllOrNothing(t *testing.T) {
	dir := t.TempDir()
	files := []File{
		{Path: filepath.Join(dir, "k-01.png"), Data: []byte("1")},
		{Path: filepath.Join(dir, "k-02.png"), Data: []byte("2")},
		{Path: filepath.Join(dir, "missing", "k-03.png"), Data: []byte("3")},
	}
	if err := WriteAll(files, KeepBackup); err == nil {
		t.Fatal("no error for a file in a missing folder")
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 0 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("left behind: %v", names)
	}
	if err := WriteAll(files[:2], KeepBackup); err != nil {
		t.Fatal(err)
	}
	for _, f := range files[:2] {
		if b, _ := os.ReadFile(f.Path); string(b) != string(f.Data) {
			t.Errorf("%s holds %q", f.Path, b)
		}
	}
}
