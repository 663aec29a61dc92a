package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestEventsUseDeclaredKinds: the engine makes every Event with a declared
// kind (an EventKind constant, eventkinds.go), never a string written in
// place, so that the list of kinds is the list the log can show. It reads
// the sources of the package and of the special-rule kinds (kinds/).
func TestEventsUseDeclaredKinds(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	kindFiles, err := filepath.Glob(filepath.Join("kinds", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, kindFiles...)
	fset := token.NewFileSet()
	events := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok || !named(lit.Type, "Event") {
				return true
			}
			events++
			for _, e := range lit.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Kind" {
						if _, str := kv.Value.(*ast.BasicLit); str {
							t.Errorf("%s: an Event's kind written as a string; use an EventKind constant", fset.Position(kv.Pos()))
						}
					}
				}
			}
			return true
		})
	}
	if events < 100 {
		t.Errorf("only %d Event literals found: the test no longer sees them", events)
	}
}
