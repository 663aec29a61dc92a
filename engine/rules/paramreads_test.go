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
	"testing"
)

// The engine reads a special rule's parameters once, when the board is
// built, into the kind's parameter struct (Hooks.Params, decoded by
// scenario.DecodeParams): the validator and the engine then read the same
// typed value, and the engine cannot need a parameter the registry does
// not give the kind (TestKindParamsMatchRegistry). TestNoStringKeyedParamReads
// keeps it so: no file of the engine (tests left out) reads a rule's
// parameters by string key, r.Params["side"] or r.Params.Int("value"), nor
// hands the map on to be read elsewhere. The only way in is Hooks.Params.

// paramReads type-checks the package in dir and returns, one line each
// ("file.go:line: expression"), every use of a special rule's parameter map
// (the field scenario.Rule.Params, or a value of its type scenario.Args)
// outside the test files, and every use of a campaign interphase step's
// (scenario.Step.Params).
func paramReads(t *testing.T, dir, path string) []string {
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
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	if _, err := conf.Check(path, fset, files, info); err != nil {
		t.Fatal(err)
	}
	isArgs := func(e ast.Expr) bool {
		tv, ok := info.Types[e]
		if !ok {
			return false
		}
		n, ok := tv.Type.(*types.Named)
		return ok && n.Obj().Name() == "Args" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "github.com/aide-de-camp/adc/engine/scenario"
	}
	// isStepParams: the parameters of a campaign interphase step
	// (scenario.Step.Params), read through the step kinds' structs
	// (campaign_steps.go).
	isStepParams := func(e ast.Expr) bool {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Params" {
			return false
		}
		s, ok := info.Selections[sel]
		if !ok {
			return false
		}
		n, ok := s.Recv().(*types.Named)
		return ok && n.Obj().Name() == "Step" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "github.com/aide-de-camp/adc/engine/scenario"
	}
	var out []string
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok || !isArgs(e) && !isStepParams(e) {
				return true
			}
			if _, lit := e.(*ast.CompositeLit); lit {
				return true // a map the engine makes is not a rule's parameters
			}
			pos := fset.Position(e.Pos())
			out = append(out, fmt.Sprintf("%s:%d: %s", filepath.Base(pos.Filename), pos.Line, types.ExprString(e)))
			return false
		})
	}
	slices.Sort(out)
	return out
}

// TestNoStringKeyedParamReads fails when a file of the engine or of the
// special-rule kinds (kinds/) uses a rule's parameter map, and lists each
// use with its line. (When the ratchet began, the engine's files used it
// 759 times.)
func TestNoStringKeyedParamReads(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the package: not with -short")
	}
	const rules = "github.com/aide-de-camp/adc/engine/rules"
	reads := paramReads(t, ".", rules)
	for _, l := range paramReads(t, "kinds", rules+"/kinds") {
		reads = append(reads, "kinds/"+l)
	}
	for _, l := range reads {
		t.Errorf("%s: reads a rule's parameters by key; declare them in the kind's parameter struct (Hooks.Params) and read its fields (ruleParams, asParams)", l)
	}
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
