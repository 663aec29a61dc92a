package rules

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryRefusalNamesItsRule: every refusal of an order is an
// *IllegalOrder naming the rule it enforces (illegal(rule, ...) with a
// rule, or a literal with its Rule field), so that a player told "no" is
// told where to read why. The test reads the package's sources: a call
// illegal("", ...) or an IllegalOrder literal without a Rule fails it.
func TestEveryRefusalNamesItsRule(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	calls := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "illegal" && len(x.Args) > 0 {
					calls++
					if lit, ok := x.Args[0].(*ast.BasicLit); ok && (lit.Value == `""` || lit.Value == "``") {
						t.Errorf("%s: a refusal names no rule", fset.Position(x.Pos()))
					}
				}
			case *ast.CompositeLit:
				if id, ok := x.Type.(*ast.Ident); ok && id.Name == "IllegalOrder" {
					named := false
					for _, e := range x.Elts {
						if kv, ok := e.(*ast.KeyValueExpr); ok {
							if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Rule" {
								named = true
							}
						}
					}
					if !named {
						t.Errorf("%s: an IllegalOrder without its Rule", fset.Position(x.Pos()))
					}
				}
			}
			return true
		})
	}
	if calls < 100 {
		t.Errorf("only %d refusals found: the test no longer sees them", calls)
	}
}
