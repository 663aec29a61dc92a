package archtest

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/complex-functions.txt when functions got simpler")

// maxComplexity is the cyclomatic complexity above which a function must be
// split (gocyclo's measure: 1, plus one per if, for, range, case and select
// clause other than default, && and ||).
const maxComplexity = 30

// complexity is gocyclo's cyclomatic complexity of a function body.
func complexity(body ast.Node) int {
	n := 1
	ast.Inspect(body, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			n++
		case *ast.CaseClause:
			if x.List != nil {
				n++
			}
		case *ast.CommClause:
			if x.Comm != nil {
				n++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}

// complexFunctions lists the module's functions (tests and third_party
// aside) over maxComplexity, "path func complexity" each, sorted.
func complexFunctions(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); name == "third_party" || name == "testdata" || strings.HasPrefix(name, ".") && path != root {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if c := complexity(fd.Body); c > maxComplexity {
				name := fd.Name.Name
				if fd.Recv != nil && len(fd.Recv.List) > 0 {
					recv := fd.Recv.List[0].Type
					if st, ok := recv.(*ast.StarExpr); ok {
						recv = st.X
					}
					if ix, ok := recv.(*ast.IndexExpr); ok {
						recv = ix.X
					}
					if id, ok := recv.(*ast.Ident); ok {
						name = id.Name + "." + name
					}
				}
				out = append(out, fmt.Sprintf("%s %s %d", filepath.ToSlash(rel), name, c))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(out)
	return out
}

// TestComplexityRatchet: no function grows past maxComplexity, and those
// already past it (testdata/complex-functions.txt) only get simpler. A
// function that falls to maxComplexity or below, gets simpler or is gone is
// rewritten in the list with go test -run TestComplexityRatchet -update
// (the test passes meanwhile); the list never grows.
func TestComplexityRatchet(t *testing.T) {
	path := filepath.Join("testdata", "complex-functions.txt")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	allowed := map[string]int{}
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) == 3 && !strings.HasPrefix(l, "#") {
			allowed[f[0]+" "+f[1]], _ = strconv.Atoi(f[2])
		}
	}
	got := complexFunctions(t, filepath.Join("..", ".."))
	worse := false
	for _, l := range got {
		f := strings.Fields(l)
		c, _ := strconv.Atoi(f[2])
		limit, ok := allowed[f[0]+" "+f[1]]
		switch {
		case !ok:
			t.Errorf("%s: %s has cyclomatic complexity %d, over %d: split it", f[0], f[1], c, maxComplexity)
			worse = true
		case c > limit:
			t.Errorf("%s: %s's cyclomatic complexity grew from %d to %d: split it", f[0], f[1], limit, c)
			worse = true
		}
	}
	if worse {
		return
	}
	want := ratchetText(got)
	if string(data) == want {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	// Functions removed or simplified keep the test passing (a change that
	// deletes a file need not touch this list), but the list should follow.
	t.Logf("%s lists functions that got simpler or are gone: rewrite it with go test ./internal/archtest -run TestComplexityRatchet -update", path)
}

func ratchetText(lines []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Functions over cyclomatic complexity %d (TestComplexityRatchet): file,\n# function and complexity. The list may only shrink and its figures only fall.\n# %d functions\n", maxComplexity, len(lines))
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	return b.String()
}
