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

// TestFormulasUseOnlyPortableFunctions scans every formula of the three
// workbooks for functions outside AllowedFunctions (functions Excel and
// LibreOffice 7.4 both compute without an _xlfn. prefix).
func TestFormulasUseOnlyPortableFunctions(t *testing.T) {
	calc, err := BuildCalculators(ruleset(t), CalcOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, cs := exampleScenario(t)
	sf, err := BuildScenario(s, cs, Options{})
	if err != nil {
		t.Fatal(err)
	}
	count := 0
	for name, f := range map[string]*excelize.File{"roster": exampleArmyBook(t, A4).File, "calculators": calc.File, "scenario": sf} {
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
				for _, fn := range formulaFunctions(fm) {
					if !AllowedFunctions[fn] {
						t.Errorf("%s!%s: formula %q uses %s, which is not known to compute in both Excel and LibreOffice 7.4", name, sheet, fm, fn)
					}
				}
			}
		}
	}
	if count < 100 {
		t.Fatalf("only %d formulas found; the scan is not reading the workbooks", count)
	}
}

func TestFormulaFunctions(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`IF(A1>0,"MAX(",SUM(B1:B2))`, "IF SUM"},
		{`_xlfn.IFS(A1,1)`, "_xlfn.IFS"},
		{`COUNTIF($B$5:$G$9,"X")`, "COUNTIF"},
	} {
		if got := strings.Join(formulaFunctions(c.in), " "); got != c.want {
			t.Errorf("formulaFunctions(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
