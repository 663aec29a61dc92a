package rules

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The special-rule kinds plug into the engine core through hooks; the core
// should name no kind (issue 27, "Special-rule kinds as a package"). Until
// the kinds live in a package of their own, where the compiler enforces it,
// TestCoreNamesNoKind does: it type-checks this package and lists every
// identifier that a core file (any file but special.go and special_*.go) uses
// although a kind declares it (in one of those files), and every use of a kind's state
// kept in the core's Board and State (kindStateFields). The list may only
// shrink: a new use fails the test, and a use that is gone must be struck
// from testdata/kind-ratchet.txt (go test -run TestCoreNamesNoKind -update
// strikes it, and refuses to add one).

// kindStateFields are the fields of Board and State that hold a kind's
// state although the core declares them: none now, every kind keeping its
// state in slots of its own (kindstate.go).
var kindStateFields = map[string][]string{}

// isKindFile reports whether a file of this package belongs to a kind:
// special.go and the special_*.go files.
func isKindFile(name string) bool {
	return (name == "special.go" || strings.HasPrefix(name, "special_")) && !strings.HasSuffix(name, "_test.go")
}

// coreKindUses type-checks the package in dir and returns its core files'
// uses of kind identifiers, one line each, sorted: "core.go: name (kind.go)".
func coreKindUses(t *testing.T, dir string) []string {
	t.Helper()
	fset := token.NewFileSet()
	imp, goFiles := exportImporter(t, fset, dir)
	var files []*ast.File
	for _, name := range goFiles {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: imp}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}}
	tp, err := conf.Check("github.com/aide-de-camp/adc/engine/rules", fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	state := map[types.Object]string{}
	for typ, fields := range kindStateFields {
		st, ok := tp.Scope().Lookup(typ).Type().Underlying().(*types.Struct)
		if !ok {
			t.Fatalf("%s is not a struct", typ)
		}
		for _, f := range fields {
			found := false
			for i := range st.NumFields() {
				if st.Field(i).Name() == f {
					state[st.Field(i)] = typ + "." + f
					found = true
				}
			}
			if !found {
				t.Errorf("kindStateFields: %s has no field %s any more: strike it from the list", typ, f)
			}
		}
	}
	seen := map[string]bool{}
	for id, obj := range info.Uses {
		if obj == nil || obj.Pkg() != tp {
			continue
		}
		user := filepath.Base(fset.Position(id.Pos()).Filename)
		if isKindFile(user) {
			continue
		}
		var line string
		if name, ok := state[obj]; ok {
			line = fmt.Sprintf("%s: %s (kind state)", user, name)
		} else if decl := filepath.Base(fset.Position(obj.Pos()).Filename); isKindFile(decl) {
			line = fmt.Sprintf("%s: %s (%s)", user, obj.Name(), decl)
		} else {
			continue
		}
		seen[line] = true
	}
	out := make([]string, 0, len(seen))
	for l := range seen {
		out = append(out, l)
	}
	slices.Sort(out)
	return out
}

// exportImporter imports the package's dependencies from the export data
// the go command builds for them; it also returns the package's Go files
// (tests left out).
func exportImporter(t *testing.T, fset *token.FileSet, dir string) (types.Importer, []string) {
	t.Helper()
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	cmd := exec.Command(goCmd, "list", "-export", "-deps", "-json=ImportPath,Export,GoFiles", ".")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	exports := map[string]string{}
	var goFiles []string
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p struct {
			ImportPath, Export string
			GoFiles            []string
		}
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		exports[p.ImportPath] = p.Export
		goFiles = p.GoFiles // the package itself comes last
	}
	return importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		f, ok := exports[path]
		if !ok || f == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	}), goFiles
}

func TestCoreNamesNoKind(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the package: not with -short")
	}
	got := coreKindUses(t, ".")
	path := filepath.Join("testdata", "kind-ratchet.txt")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	allowed := map[string]bool{}
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			allowed[l] = true
		}
	}
	var added []string
	still := map[string]bool{}
	for _, l := range got {
		if !allowed[l] {
			added = append(added, l)
		}
		still[l] = true
	}
	for _, l := range added {
		t.Errorf("new use of a kind by the core: %s; reach the kind through a hook instead (hooks.go)", l)
	}
	var gone []string
	for l := range allowed {
		if !still[l] {
			gone = append(gone, l)
		}
	}
	slices.Sort(gone)
	if len(gone) == 0 {
		return
	}
	if *update && len(added) == 0 {
		var b strings.Builder
		b.WriteString(ratchetHeader)
		fmt.Fprintf(&b, "# %d uses\n", len(got))
		for _, l := range got {
			b.WriteString(l + "\n")
		}
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for _, l := range gone {
		t.Errorf("%s no longer uses the kind: strike it from %s (go test -run TestCoreNamesNoKind -update)", l, path)
	}
}

const ratchetHeader = `# The engine core's uses of the special-rule kinds (TestCoreNamesNoKind):
# "core file: identifier (the kind file declaring it)", or "(kind state)" for
# a kind's field of Board, State or Resolve. This list may only shrink, to zero.
`
