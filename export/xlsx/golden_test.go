package xlsx

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/scenarios"
	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
	"github.com/aide-de-camp/adc/templates"
	"github.com/xuri/excelize/v2"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// dumpSheets writes one text dump per sheet: the defined names, merged
// cells, data validations and conditional formats, then every non-empty
// cell as its value or its formula.
func dumpSheets(t testing.TB, f *excelize.File) map[string]string {
	t.Helper()
	out := map[string]string{}
	names := f.GetDefinedName()
	for _, sh := range f.GetSheetList() {
		var b strings.Builder
		fmt.Fprintf(&b, "sheet %q\n", sh)
		for _, n := range names {
			if n.Scope == sh {
				fmt.Fprintf(&b, "name %s = %s\n", n.Name, n.RefersTo)
			}
		}
		merged, err := f.GetMergeCells(sh)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range merged {
			fmt.Fprintf(&b, "merge %s:%s\n", m.GetStartAxis(), m.GetEndAxis())
		}
		dvs, err := f.GetDataValidations(sh)
		if err != nil {
			t.Fatal(err)
		}
		for _, dv := range dvs {
			fmt.Fprintf(&b, "validation %s %s %s\n", dv.Sqref, dv.Type, dv.Formula1)
		}
		cfs, err := f.GetConditionalFormats(sh)
		if err != nil {
			t.Fatal(err)
		}
		var cfKeys []string
		for k := range cfs {
			cfKeys = append(cfKeys, k)
		}
		sortStrings(cfKeys)
		for _, k := range cfKeys {
			for _, o := range cfs[k] {
				fmt.Fprintf(&b, "conditional %s %s\n", k, o.Criteria)
			}
		}
		rows, err := f.GetRows(sh, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		for r := range rows {
			cols := len(rows[r])
			for c := 1; c <= max(cols, 16); c++ {
				ref := cell(c, r+1)
				fm, _ := f.GetCellFormula(sh, ref)
				if fm != "" {
					fmt.Fprintf(&b, "%s =%s\n", ref, fm)
					continue
				}
				if c <= cols && rows[r][c-1] != "" {
					fmt.Fprintf(&b, "%s %q\n", ref, rows[r][c-1])
				}
			}
		}
		out[sh] = b.String()
	}
	return out
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

func goldenName(book, sheet string) string {
	r := strings.NewReplacer(" ", "-", "(", "", ")", "", "'", "", "/", "-")
	return filepath.Join("testdata", book+"."+strings.ToLower(r.Replace(sheet))+".txt")
}

func checkGolden(t *testing.T, book string, f *excelize.File) {
	t.Helper()
	for sheet, got := range dumpSheets(t, f) {
		path := goldenName(book, sheet)
		if *update {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if string(want) != got {
			t.Errorf("%s: sheet %q differs from the golden dump; run go test -update and review the diff", path, sheet)
		}
	}
}

func exampleArmyBook(t testing.TB, paper Paper) *RosterBook {
	t.Helper()
	rs := ruleset(t)
	data, err := odnarmies.FS.ReadFile("french-1812.yaml")
	if err != nil {
		t.Fatal(err)
	}
	a, fs, err := odn.ParseArmy("french-1812.yaml", data, rs)
	if err != nil || fs.HasErrors() {
		t.Fatalf("example army: %v %v", err, fs)
	}
	b, err := BuildRoster(rs, a, RosterOptions{Paper: paper, Hits: map[string]int{"7th Infantry": 5, "1st Old Guard": 3}})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func exampleScenario(t testing.TB) (*scenario.Scenario, *scenario.ChartSet) {
	t.Helper()
	data, err := scenarios.Open("bussaco20")
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, "bussaco20.yaml")
	if err != nil {
		t.Fatal(err)
	}
	set, err := templates.ChartSet(s.Charts.Set)
	if err != nil {
		t.Fatal(err)
	}
	return s, scenario.Resolve(s, set)
}

// TestGoldenDumps pins every sheet of the three workbooks as text:
// the roster of the example army (7th Infantry with the five hits of the
// Unit roster example, p.3), the calculators, and Bussaco 20.
func TestGoldenDumps(t *testing.T) {
	t.Run("roster-unit-roster-p3", func(t *testing.T) {
		checkGolden(t, "roster-french-1812", exampleArmyBook(t, A4).File)
	})
	t.Run("calculators", func(t *testing.T) {
		b, err := BuildCalculators(ruleset(t), CalcOptions{})
		if err != nil {
			t.Fatal(err)
		}
		checkGolden(t, "calculators", b.File)
	})
	t.Run("scenario-bussaco20", func(t *testing.T) {
		s, cs := exampleScenario(t)
		f, err := BuildScenario(s, cs, Options{})
		if err != nil {
			t.Fatal(err)
		}
		checkGolden(t, "scenario-bussaco20", f)
	})
}

// TestSameInputSameBytes checks that the workbooks carry no timestamp or
// other varying data (deterministic output).
func TestSameInputSameBytes(t *testing.T) {
	build := map[string]func() []byte{
		"roster": func() []byte {
			var buf bytes.Buffer
			if err := write(exampleArmyBook(t, Letter).File, &buf); err != nil {
				t.Fatal(err)
			}
			return buf.Bytes()
		},
		"calculators": func() []byte {
			var buf bytes.Buffer
			if err := WriteCalculators(&buf, ruleset(t), CalcOptions{Paper: Letter}); err != nil {
				t.Fatal(err)
			}
			return buf.Bytes()
		},
		"scenario": func() []byte {
			s, cs := exampleScenario(t)
			var buf bytes.Buffer
			if err := WriteScenario(&buf, s, cs, Options{}); err != nil {
				t.Fatal(err)
			}
			return buf.Bytes()
		},
	}
	for name, fn := range build {
		t.Run(name, func(t *testing.T) {
			a, b := fn(), fn()
			if !bytes.Equal(a, b) {
				t.Errorf("two builds differ (%d and %d bytes)", len(a), len(b))
			}
		})
	}
}

// exportedBooks builds every workbook the CLI exports from the bundled
// data: the roster of every bundled army, the calculators, and every bundled
// scenario.
func exportedBooks(t testing.TB) map[string]*excelize.File {
	t.Helper()
	rs := ruleset(t)
	books := map[string]*excelize.File{}
	calc, err := BuildCalculators(rs, CalcOptions{})
	if err != nil {
		t.Fatal(err)
	}
	books["calculators"] = calc.File
	for _, n := range odnarmies.Names() {
		id := strings.TrimSuffix(n, ".yaml")
		a := bundledArmy(t, rs, id)
		b, err := BuildRoster(rs, a, RosterOptions{})
		if err != nil {
			t.Fatal(err)
		}
		books["roster-"+id] = b.File
	}
	for _, id := range scenarios.List() {
		data, err := scenarios.Open(id)
		if err != nil {
			t.Fatal(err)
		}
		s, err := scenario.Parse(data, id+".yaml")
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		set, _ := templates.ChartSet(s.Charts.Set)
		f, err := BuildScenario(s, scenario.Resolve(s, set), Options{})
		if err != nil {
			t.Fatal(err)
		}
		books["scenario-"+id] = f
	}
	return books
}

// bundledArmy loads one of the example army lists of scenarios/odn.
func bundledArmy(t testing.TB, rs *odn.Ruleset, id string) *odn.Army {
	t.Helper()
	data, err := odnarmies.FS.ReadFile(id + ".yaml")
	if err != nil {
		t.Fatal(err)
	}
	a, fs, err := odn.ParseArmy(id+".yaml", data, rs)
	if err != nil || fs.HasErrors() {
		t.Fatalf("%s: %v %v", id, err, fs)
	}
	return a
}

// TestFormulasUseOnlyPortableFunctions scans every formula (cells and
// conditional formats) of every exported workbook for functions outside
// AllowedFunctions, and for calls that engines read differently (INDEX
// without both its row and column arguments).
func TestFormulasUseOnlyPortableFunctions(t *testing.T) {
	count := 0
	for name, f := range exportedBooks(t) {
		for sheet, dump := range dumpSheets(t, f) {
			for _, line := range strings.Split(dump, "\n") {
				fm, isCond := strings.CutPrefix(line, "conditional ")
				if isCond {
					_, fm, _ = strings.Cut(fm, " ")
					if strings.HasPrefix(fm, "=") {
						t.Errorf("%s!%s: conditional format %q starts with '=', which Excel rejects in the file format", name, sheet, fm)
					}
				} else {
					var ok bool
					if _, fm, ok = strings.Cut(line, " ="); !ok {
						continue
					}
				}
				count++
				for _, c := range formulaCalls(fm) {
					if !AllowedFunctions[c.Name] {
						t.Errorf("%s!%s: formula %q uses %s, which not every engine documents (see AllowedFunctions)", name, sheet, fm, c.Name)
					}
					if why := ambiguity(c); why != "" {
						t.Errorf("%s!%s: formula %q: %s", name, sheet, fm, why)
					}
				}
			}
		}
	}
	if count < 1000 {
		t.Fatalf("only %d formulas found; the scan is not reading the workbooks", count)
	}
}

func TestFormulaCalls(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`IF(A1>0,"MAX(",SUM(B1:B2))`, `IF[A1>0 "MAX(" SUM(B1:B2)] SUM[B1:B2]`},
		{`_xlfn.IFS(A1,1)`, `_XLFN.IFS[A1 1]`},
		{`COUNTIF($B$5:$G$9,"X")`, `COUNTIF[$B$5:$G$9 "X"]`},
		{`INDEX('Fire (1)'!$A$1:$A$9,2)+(1)`, `INDEX['Fire (1)'!$A$1:$A$9 2]`},
		{`INDEX('It''s, (x'!$A$1:$C$3,MATCH(B5,'a'!A:A,0),1)`, `INDEX['It''s, (x'!$A$1:$C$3 MATCH(B5,'a'!A:A,0) 1] MATCH[B5 'a'!A:A 0]`},
		{`"a""b(c"&UPPER(B5)`, `UPPER[B5]`},
		{`PI()*SUM(1,)`, `PI[] SUM[1 ]`},
		{`1E5+Sheet2!B3`, ``},
	} {
		var got []string
		for _, x := range formulaCalls(c.in) {
			got = append(got, x.Name+"["+strings.Join(x.Args, " ")+"]")
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("formulaCalls(%q) = %q, want %q", c.in, g, c.want)
		}
	}
}

func TestIndexCallsAreUnambiguous(t *testing.T) {
	for _, c := range []struct {
		in string
		ok bool
	}{
		{indexRow("$A$1:$A$5", "2"), true},
		{indexCol("$A$1:$E$1", "2"), true},
		{"INDEX($A$1:$A$5,2)", false},
		{"INDEX($T$6:$Y$6,COUNTIF($Z$6:$AE$6,\"<=\"&3)+1)", false},
		{"INDEX($A$1:$C$3,2,3)", true},
		{"INDEX($A$27,1,1)", false},
		{"INDEX($A$27:$A$27,COUNTIF($K$27,\"<=\"&$K$28)+1,1)", false},
		{"INDEX('VI Corps'!$A$27:$a27,1,1)", false},
		{"INDEX('VI Corps'!$A$27:$A$28,1,1)", true},
	} {
		calls := formulaCalls(c.in)
		if len(calls) == 0 || calls[0].Name != "INDEX" {
			t.Fatalf("%q: no INDEX call found: %v", c.in, calls)
		}
		if got := ambiguity(calls[0]) == ""; got != c.ok {
			t.Errorf("%q: unambiguous = %v, want %v", c.in, got, c.ok)
		}
	}
}
