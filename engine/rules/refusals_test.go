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
// *IllegalOrder naming the rule it enforces (Illegal(rule, ...) with a
// rule, or a literal with its Rule field), so that a player told "no" is
// told where to read why. The test reads the sources of the package and
// of the special-rule kinds (kinds/): a call Illegal("", ...) or an
// IllegalOrder literal without a Rule fails it.
func TestEveryRefusalNamesItsRule(t *testing.T) {
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
				if named(x.Fun, "Illegal") && len(x.Args) > 0 {
					calls++
					if lit, ok := x.Args[0].(*ast.BasicLit); ok && (lit.Value == `""` || lit.Value == "``") {
						t.Errorf("%s: a refusal names no rule", fset.Position(x.Pos()))
					}
				}
			case *ast.CompositeLit:
				if named(x.Type, "IllegalOrder") {
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

// named reports whether e is the identifier name of this package, in it
// (name) or from another (rules.name).
func named(e ast.Expr, name string) bool {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name == name
	case *ast.SelectorExpr:
		pkg, ok := x.X.(*ast.Ident)
		return ok && pkg.Name == "rules" && x.Sel.Name == name
	}
	return false
}
