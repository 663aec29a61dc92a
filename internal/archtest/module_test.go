package archtest

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGoModHasNoReplace: go.mod names no replace directive, so that go.mod
// says exactly which code is built and go install ...@latest accepts the
// module (it refuses a module whose go.mod replaces anything).
func TestGoModHasNoReplace(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		if line := strings.TrimSpace(sc.Text()); line == "replace" || strings.HasPrefix(line, "replace ") || strings.HasPrefix(line, "replace(") {
			t.Errorf("go.mod:%d: %s: use the library as released", n, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// copyMarker reports whether a file of this name marks that mark another project's code: a module of
// its own, or its licence texts. The module has none of its own, so such
// a file outside testdata is a copy of another project.
func copyMarker(name string) bool {
	upper := strings.ToUpper(name)
	if name == "go.mod" {
		return true
	}
	for _, p := range []string{"LICENSE", "LICENCE", "COPYING", "NOTICE", "AUTHORS", "PATENTS"} {
		if upper == p || strings.HasPrefix(upper, p+".") || strings.HasPrefix(upper, p+"-") || strings.HasPrefix(upper, p+"_") {
			return true
		}
	}
	return false
}

// TestNoCopyOfAnotherModule walks the tree for a copy of another project:
// a nested go.mod (another module inside this one) or another project's
// licence file, outside testdata folders and the npm packages the tests
// install (export/xlsx/testdata/engines/node_modules, under testdata).
func TestNoCopyOfAnotherModule(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			switch d.Name() {
			case ".git", "testdata", "node_modules":
				return filepath.SkipDir
			}
			return nil
		}
		if rel == "go.mod" {
			return nil
		}
		if copyMarker(d.Name()) {
			t.Errorf("%s: the tree holds a copy of another project (use the library as released, through go.mod)", filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestCopyMarker: the names that mark a copy, and ones that do not.
func TestCopyMarker(t *testing.T) {
	for name, want := range map[string]bool{
		"go.mod": true, "LICENSE": true, "LICENSE.md": true, "license.txt": true, "COPYING": true, "NOTICE": true,
		"AUTHORS": true, "PATENTS": true, "licenses.go": false, "main.go": false, "README.md": false, "go.sum": false,
	} {
		if got := copyMarker(name); got != want {
			t.Errorf("copyMarker(%q) = %v, want %v", name, got, want)
		}
	}
}
