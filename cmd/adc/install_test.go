package main

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

const modulePath = "github.com/aide-de-camp/adc"

// gitFile is a file of the checkout that git tracks, for the module zip.
type gitFile struct{ root, path string }

func (f gitFile) Path() string { return f.path }
func (f gitFile) Lstat() (fs.FileInfo, error) {
	return os.Lstat(filepath.Join(f.root, filepath.FromSlash(f.path)))
}
func (f gitFile) Open() (io.ReadCloser, error) {
	return os.Open(filepath.Join(f.root, filepath.FromSlash(f.path)))
}

// moduleZip writes the module zip of the checkout at root, version v: the
// files git tracks, as they are in the working tree (what go mod download
// would get from a tag of this commit).
func moduleZip(t *testing.T, root, v string, w io.Writer) {
	t.Helper()
	cmd := exec.Command("git", "ls-files", "-z")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Skipf("not a git checkout (git ls-files: %v)", err)
	}
	var files []modzip.File
	for _, p := range strings.Split(strings.TrimRight(string(out), "\x00"), "\x00") {
		if _, err := os.Lstat(filepath.Join(root, filepath.FromSlash(p))); err != nil {
			continue // deleted in the working tree
		}
		files = append(files, gitFile{root, p})
	}
	if err := modzip.Create(w, module.Version{Path: modulePath, Version: v}, files); err != nil {
		t.Fatal(err)
	}
}

// fileURL is the file:// URL of a folder, as GOPROXY takes it: dir is
// the folder's path with slashes (filepath.ToSlash), a Unix path or a
// Windows one with its drive (C:/Users/...).
func fileURL(dir string) string {
	if !strings.HasPrefix(dir, "/") {
		dir = "/" + dir // file:///C:/Users/...
	}
	return (&url.URL{Scheme: "file", Path: dir}).String()
}

// TestFileURLBothPathStyles: GOPROXY's file URL of a Unix folder and of a
// Windows one (drive letter, spaces), from the same code.
func TestFileURLBothPathStyles(t *testing.T) {
	for dir, want := range map[string]string{
		"/tmp/proxy":                           "file:///tmp/proxy",
		"/home/a b/go/pkg/mod/cache/download":  "file:///home/a%20b/go/pkg/mod/cache/download",
		filepath.ToSlash(`C:/Users/a b/proxy`): "file:///C:/Users/a%20b/proxy",
		"D:/go/pkg/mod/cache/download":         "file:///D:/go/pkg/mod/cache/download",
	} {
		if got := fileURL(dir); got != want {
			t.Errorf("fileURL(%q) = %q, want %q", dir, got, want)
		}
	}
}

// TestGoInstallFromModuleProxy installs adc as a Go user does, go install
// github.com/aide-de-camp/adc/cmd/adc@VERSION, from a module proxy that
// serves this checkout's module zip (a folder given as GOPROXY=file://...,
// then the local module cache and the machine's own proxy for the
// dependencies), into an empty GOBIN; the installed adc then validates,
// prints and exports a bundled scenario, and says its version. It fails
// if go.mod had a replace line (go install refuses such a module) or if a
// command needed a file of the checkout beside the program.
func TestGoInstallFromModuleProxy(t *testing.T) {
	if testing.Short() {
		t.Skip("builds adc from a module zip")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	const version = "v0.0.0-install-test"
	proxy := t.TempDir()
	at := filepath.Join(proxy, filepath.FromSlash(modulePath), "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		t.Fatal(err)
	}
	var zip bytes.Buffer
	moduleZip(t, root, version, &zip)
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{
		"list":            []byte(version + "\n"),
		version + ".info": []byte(`{"Version":"` + version + `","Time":"2026-01-01T00:00:00Z"}`),
		version + ".mod":  gomod,
		version + ".zip":  zip.Bytes(),
	} {
		if err := os.WriteFile(filepath.Join(at, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	goenv := func(name string) string {
		out, err := exec.Command("go", "env", name).Output()
		if err != nil {
			t.Fatalf("go env %s: %v", name, err)
		}
		return strings.TrimSpace(string(out))
	}
	// The dependencies come from the local module cache when it has them
	// (served as a file proxy: nothing downloaded again), else from the
	// machine's proxy; the module cache the install fills is a fresh one,
	// so that this test's version never lands in the user's.
	proxies := []string{fileURL(filepath.ToSlash(proxy)), fileURL(filepath.ToSlash(filepath.Join(goenv("GOMODCACHE"), "cache", "download")))}
	if p := goenv("GOPROXY"); p != "" && p != "off" {
		proxies = append(proxies, p)
	}
	gobin := t.TempDir()
	cmd := exec.Command("go", "install", modulePath+"/cmd/adc@"+version)
	cmd.Dir = t.TempDir() // outside the checkout: no go.mod around
	cmd.Env = append(os.Environ(),
		"GOPROXY="+strings.Join(proxies, ","),
		"GOFLAGS=-mod=mod -modcacherw -trimpath",
		"GONOSUMDB="+modulePath, // not in the checksum database: the zip is made here
		"GOBIN="+gobin,
		"GOMODCACHE="+t.TempDir(),
		"CGO_ENABLED=0",
	)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go install %s/cmd/adc@%s: %v\n%s", modulePath, version, err, out)
	}
	entries, _ := os.ReadDir(gobin)
	if len(entries) != 1 {
		t.Fatalf("GOBIN holds %d files, want adc alone", len(entries))
	}
	adc := filepath.Join(gobin, entries[0].Name())
	work := t.TempDir()
	for _, c := range []struct {
		args  []string
		out   string // a file that must be written, with its first bytes
		magic string
		say   string // what the standard output must hold
	}{
		{[]string{"--version"}, "", "", "adc " + version},
		{[]string{"validate", "talavera20"}, "", "", ""},
		{[]string{"print", "talavera20", "-o", "kit.pdf"}, "kit.pdf", "%PDF", ""},
		{[]string{"export", "vassal", "talavera20", "-o", "talavera.vmod"}, "talavera.vmod", "PK", ""},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			cmd := exec.Command(adc, c.args...)
			cmd.Dir = work
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil {
				var ee *exec.ExitError
				if !errors.As(err, &ee) {
					t.Fatal(err)
				}
				t.Fatalf("exit %d\n%s%s", ee.ExitCode(), stdout.String(), stderr.String())
			}
			if !strings.Contains(stdout.String(), c.say) {
				t.Errorf("output %q does not hold %q", stdout.String(), c.say)
			}
			if c.out != "" {
				data, err := os.ReadFile(filepath.Join(work, c.out))
				if err != nil || !bytes.HasPrefix(data, []byte(c.magic)) {
					t.Errorf("%s does not start with %q (%v)", c.out, c.magic, err)
				}
			}
		})
	}
}
