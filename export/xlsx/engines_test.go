package xlsx

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The spreadsheet engines the workbooks are recalculated in. Each reads a
// set of .xlsx files, recalculates every formula, and gives the value of
// every formula cell:
//
//   - LibreOffice Calc (soffice --convert-to xlsx with a profile that
//     recalculates on load), in two processes;
//   - Gnumeric (ssconvert --recalc to xlsx), one process per workbook;
//   - HyperFormula, reading through ExcelJS with array arithmetic on
//     (testdata/engines/recalc.mjs), one node process for the whole set.
//
// Under CI=true a missing engine fails the test; elsewhere it is skipped
// with the command that installs it (scripts/setup.sh test installs all).

// cellValue is a computed cell: a number, a text, a boolean, an error
// ("#REF!", "Err:502") or nothing.
type cellValue struct {
	Kind byte // 'n', 's', 'b', 'e', or 0 for an empty cell
	Num  float64
	Str  string
}

func (v cellValue) String() string {
	switch v.Kind {
	case 'n':
		return strconv.FormatFloat(v.Num, 'g', -1, 64)
	case 's':
		return strconv.Quote(v.Str)
	case 'b':
		return "boolean " + v.Str
	case 'e':
		return "error " + v.Str
	}
	return "empty"
}

// blank reports an empty cell or an empty text, which engines write
// either way for a formula giving "".
func (v cellValue) blank() bool { return v.Kind == 0 || v.Kind == 's' && v.Str == "" }

// same reports whether two engines computed the same value: numbers within
// 1e-9 (relative above 1), texts and booleans equal, "" and empty alike.
func (v cellValue) same(w cellValue) bool {
	if v.blank() || w.blank() {
		return v.blank() && w.blank()
	}
	if v.Kind != w.Kind {
		return false
	}
	if v.Kind == 'n' {
		d := v.Num - w.Num
		return d <= 1e-9*max(1, abs(v.Num)) && -d <= 1e-9*max(1, abs(v.Num))
	}
	return v.Str == w.Str
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// bookValues are the cells of a workbook by sheet and A1 reference.
type bookValues map[string]map[string]cellValue

// bookResult is what one engine made of one workbook.
type bookResult struct {
	values   bookValues // formula cells
	warnings []string   // what the engine printed while reading or computing it
	err      error      // the engine could not read it
}

// engine recalculates a set of workbooks; results are in the files' order.
type engine struct {
	name string
	// ready checks that the engine is installed and returns a runner,
	// or the reason it cannot run and what installs it.
	ready func() (run func(dir string, files []string) ([]bookResult, error), missing string)
}

var engines = []engine{
	{"LibreOffice", libreOfficeEngine},
	{"Gnumeric", gnumericEngine},
	{"HyperFormula", hyperFormulaEngine},
}

// requireEngines returns the runners of the engines that are installed,
// in the order of engines. Under CI a missing engine fails the test: CI
// installs every engine, and a missing one would silently drop its checks.
// Elsewhere the test runs with the engines there are, and each missing one
// shows as a skipped subtest that says what installs it; with none, the
// test is skipped.
func requireEngines(t *testing.T) (names []string, runners map[string]func(string, []string) ([]bookResult, error)) {
	t.Helper()
	if testing.Short() {
		t.Skip("the quick lane (-short) skips the spreadsheet engines")
	}
	runners = map[string]func(string, []string) ([]bookResult, error){}
	missing := map[string]string{}
	for _, e := range engines {
		run, why := e.ready()
		if run == nil {
			missing[e.name] = why
			continue
		}
		names = append(names, e.name)
		runners[e.name] = run
	}
	var msgs []string
	for _, e := range engines {
		if why, ok := missing[e.name]; ok {
			msgs = append(msgs, e.name+": "+why+" (scripts/setup.sh test installs every engine)")
		}
	}
	if len(msgs) > 0 && os.Getenv("CI") == "true" {
		t.Fatal(strings.Join(msgs, "\n"))
	}
	for _, msg := range msgs {
		t.Run(strings.SplitN(msg, ":", 2)[0], func(t *testing.T) { t.Skip(msg) })
	}
	if len(names) == 0 {
		t.Skip("no spreadsheet engine is installed")
	}
	return names, runners
}

// lookPath finds the first of names on PATH.
func lookPath(names ...string) string {
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	return ""
}

// loQuiet matches what LibreOffice prints when all is well: its report of
// each converted file, and its note that it runs without Java (the
// workbooks need none; the headless package does not bring a Java runtime).
var loQuiet = regexp.MustCompile(`^(?:convert .* -> .* using filter : .*|Warning: failed to launch javaldx - java may not function correctly)$`)

func libreOfficeEngine() (func(string, []string) ([]bookResult, error), string) {
	bin := lookPath("soffice", "libreoffice")
	if bin == "" {
		return nil, "soffice is not installed (Debian package libreoffice-calc-nogui)"
	}
	return func(dir string, files []string) ([]bookResult, error) {
		out := filepath.Join(dir, "libreoffice")
		parts := [][]string{files}
		if len(files) >= 8 {
			parts = [][]string{files[:len(files)/2], files[len(files)/2:]}
		}
		errs := make([]error, len(parts))
		logs := make([]bytes.Buffer, len(parts))
		var wg sync.WaitGroup
		for i, part := range parts {
			profile, err := writeRecalcProfile(filepath.Join(dir, fmt.Sprintf("lo-profile-%d", i)))
			if err != nil {
				return nil, err
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				args := []string{"-env:UserInstallation=" + profile, "--headless", "--norestore", "--convert-to", "xlsx:Calc MS Excel 2007 XML", "--outdir", out}
				cmd := exec.Command(bin, append(args, part...)...)
				cmd.Stdout, cmd.Stderr = &logs[i], &logs[i]
				errs[i] = cmd.Run()
				engineCPU.add("LibreOffice", cmd)
			}()
		}
		wg.Wait()
		var warnings []string
		for i, err := range errs {
			if err != nil {
				return nil, fmt.Errorf("soffice: %v\n%s", err, logs[i].String())
			}
			for _, line := range strings.Split(logs[i].String(), "\n") {
				if line = strings.TrimSpace(line); line != "" && !loQuiet.MatchString(line) {
					warnings = append(warnings, line)
				}
			}
		}
		res := make([]bookResult, len(files))
		for i, f := range files {
			// LibreOffice prints one log for the batch: its warnings go
			// to every workbook of it.
			res[i].warnings = warnings
			res[i].values, res[i].err = readValues(filepath.Join(out, filepath.Base(f)))
		}
		return res, nil
	}, ""
}

func gnumericEngine() (func(string, []string) ([]bookResult, error), string) {
	bin := lookPath("ssconvert")
	if bin == "" {
		return nil, "ssconvert is not installed (Debian package gnumeric)"
	}
	return func(dir string, files []string) ([]bookResult, error) {
		out := filepath.Join(dir, "gnumeric")
		if err := os.MkdirAll(out, 0o755); err != nil {
			return nil, err
		}
		res := make([]bookResult, len(files))
		for i, f := range files {
			dst := filepath.Join(out, filepath.Base(f))
			var stderr bytes.Buffer
			cmd := exec.Command(bin, "--recalc", "-T", "Gnumeric_Excel:xlsx2", f, dst)
			// Gnumeric's preferences in memory: no settings daemon to warn
			// about on a machine without a desktop session.
			cmd.Env = append(os.Environ(), "GSETTINGS_BACKEND=memory")
			cmd.Stderr = &stderr
			cmd.Stdout = &stderr
			err := cmd.Run()
			engineCPU.add("Gnumeric", cmd)
			if err != nil {
				res[i].err = fmt.Errorf("ssconvert: %v\n%s", err, stderr.String())
				continue
			}
			for _, line := range strings.Split(stderr.String(), "\n") {
				if line = strings.TrimSpace(line); line != "" {
					res[i].warnings = append(res[i].warnings, line)
				}
			}
			res[i].values, res[i].err = readValues(dst)
		}
		return res, nil
	}, ""
}

// engineDir holds the HyperFormula script and its pinned packages.
const engineDir = "testdata/engines"

func hyperFormulaEngine() (func(string, []string) ([]bookResult, error), string) {
	node := lookPath("node", "nodejs")
	if node == "" {
		return nil, "node is not installed (Debian packages nodejs and npm)"
	}
	// The packages installed must be the versions pinned in package.json.
	var pinned struct{ Dependencies map[string]string }
	data, err := os.ReadFile(filepath.Join(engineDir, "package.json"))
	if err == nil {
		err = json.Unmarshal(data, &pinned)
	}
	if err != nil {
		return nil, fmt.Sprintf("%s/package.json: %v", engineDir, err)
	}
	for _, m := range []string{"hyperformula", "exceljs"} {
		var installed struct{ Version string }
		data, err := os.ReadFile(filepath.Join(engineDir, "node_modules", m, "package.json"))
		if err != nil {
			return nil, "HyperFormula and ExcelJS are not installed: run npm ci in export/xlsx/" + engineDir
		}
		if err := json.Unmarshal(data, &installed); err != nil || installed.Version != pinned.Dependencies[m] {
			return nil, fmt.Sprintf("%s %s is installed, package.json pins %q: run npm ci in export/xlsx/%s", m, installed.Version, pinned.Dependencies[m], engineDir)
		}
	}
	return func(dir string, files []string) ([]bookResult, error) {
		abs := make([]string, len(files))
		for i, f := range files {
			a, err := filepath.Abs(f)
			if err != nil {
				return nil, err
			}
			abs[i] = a
		}
		var stdout, stderr bytes.Buffer
		cmd := exec.Command(node, append([]string{"recalc.mjs"}, abs...)...)
		cmd.Dir = engineDir
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		engineCPU.add("HyperFormula", cmd)
		if err != nil {
			return nil, fmt.Errorf("node recalc.mjs: %v\n%s", err, stderr.String())
		}
		var out struct {
			Engine    string
			Functions []string
			Books     []struct {
				File     string
				Error    string
				Warnings []string
				Cells    map[string]map[string]json.RawMessage
			}
		}
		if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
			return nil, fmt.Errorf("node recalc.mjs: %v", err)
		}
		if len(out.Books) != len(files) {
			return nil, fmt.Errorf("node recalc.mjs: %d workbooks read, %d given", len(out.Books), len(files))
		}
		hyperFormulaInfo.set(out.Engine, out.Functions)
		res := make([]bookResult, len(files))
		for i, b := range out.Books {
			res[i].warnings = b.Warnings
			if s := strings.TrimSpace(stderr.String()); s != "" {
				res[i].warnings = append(res[i].warnings, s)
			}
			if b.Error != "" {
				res[i].err = fmt.Errorf("%s", b.Error)
				continue
			}
			res[i].values = bookValues{}
			for sheet, cells := range b.Cells {
				res[i].values[sheet] = map[string]cellValue{}
				for ref, raw := range cells {
					v, err := jsonValue(raw)
					if err != nil {
						return nil, fmt.Errorf("%s!%s: %v", sheet, ref, err)
					}
					res[i].values[sheet][ref] = v
				}
			}
		}
		return res, nil
	}, ""
}

// engineInfo keeps what the HyperFormula script reports about itself: its
// version and the functions it knows.
type engineInfo struct {
	sync.Mutex
	version   string
	functions []string
}

func (e *engineInfo) set(version string, functions []string) {
	e.Lock()
	defer e.Unlock()
	e.version, e.functions = version, functions
}

func (e *engineInfo) get() (string, []string) {
	e.Lock()
	defer e.Unlock()
	return e.version, e.functions
}

var hyperFormulaInfo engineInfo

// cpuTimes adds up the processor time of each engine's processes (and the
// processes they wait for, such as soffice.bin under its launcher).
type cpuTimes struct {
	sync.Mutex
	by map[string]time.Duration
}

func (c *cpuTimes) add(engine string, cmd *exec.Cmd) {
	if cmd.ProcessState == nil {
		return
	}
	c.Lock()
	defer c.Unlock()
	if c.by == nil {
		c.by = map[string]time.Duration{}
	}
	c.by[engine] += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
}

func (c *cpuTimes) get(engine string) time.Duration {
	c.Lock()
	defer c.Unlock()
	return c.by[engine]
}

var engineCPU cpuTimes

func jsonValue(raw json.RawMessage) (cellValue, error) {
	var x any
	if err := json.Unmarshal(raw, &x); err != nil {
		return cellValue{}, err
	}
	switch v := x.(type) {
	case nil:
		return cellValue{}, nil
	case float64:
		return cellValue{Kind: 'n', Num: v}, nil
	case string:
		return cellValue{Kind: 's', Str: v}, nil
	case bool:
		return cellValue{Kind: 'b', Str: strconv.FormatBool(v)}, nil
	case map[string]any:
		e, _ := v["error"].(string)
		m, _ := v["message"].(string)
		return cellValue{Kind: 'e', Str: strings.TrimSpace(e + " " + m)}, nil
	}
	return cellValue{}, fmt.Errorf("unexpected value %s", raw)
}

// xlsxCell is one <c> element of a worksheet.
type xlsxCell struct {
	ref, typ, value, formula string
	hasFormula               bool
}

// readCells reads every cell of every worksheet of an .xlsx file, by sheet
// name, straight from the package (no cached-value rules of a library in
// between).
func readCells(file string) (map[string][]xlsxCell, error) {
	zr, err := zip.OpenReader(file)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	parts := map[string]*zip.File{}
	for _, f := range zr.File {
		parts[f.Name] = f
	}
	open := func(name string) (*xml.Decoder, func(), error) {
		f := parts[name]
		if f == nil {
			return nil, nil, fmt.Errorf("%s: no part %s", file, name)
		}
		rc, err := f.Open()
		if err != nil {
			return nil, nil, err
		}
		return xml.NewDecoder(rc), func() { rc.Close() }, nil
	}
	// Relationships of the workbook: id -> part.
	targets := map[string]string{}
	d, done, err := open("xl/_rels/workbook.xml.rels")
	if err != nil {
		return nil, err
	}
	for tok, err := d.Token(); err == nil; tok, err = d.Token() {
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "Relationship" {
			var id, target string
			for _, a := range se.Attr {
				switch a.Name.Local {
				case "Id":
					id = a.Value
				case "Target":
					target = a.Value
				}
			}
			if strings.HasPrefix(target, "/") {
				target = target[1:]
			} else {
				target = path.Join("xl", target)
			}
			targets[id] = target
		}
	}
	done()
	// Sheets in order.
	type sheetRef struct{ name, part string }
	var sheets []sheetRef
	if d, done, err = open("xl/workbook.xml"); err != nil {
		return nil, err
	}
	for tok, err := d.Token(); err == nil; tok, err = d.Token() {
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "sheet" {
			var s sheetRef
			for _, a := range se.Attr {
				switch {
				case a.Name.Local == "name":
					s.name = a.Value
				case a.Name.Local == "id" && strings.Contains(a.Name.Space, "relationships"):
					s.part = targets[a.Value]
				}
			}
			sheets = append(sheets, s)
		}
	}
	done()
	// Shared strings.
	var sst []string
	if parts["xl/sharedStrings.xml"] != nil {
		if d, done, err = open("xl/sharedStrings.xml"); err != nil {
			return nil, err
		}
		var cur strings.Builder
		inT, inPhonetic := false, false
		for tok, err := d.Token(); err == nil; tok, err = d.Token() {
			switch e := tok.(type) {
			case xml.StartElement:
				switch e.Name.Local {
				case "si":
					cur.Reset()
				case "t":
					inT = true
				case "rPh":
					inPhonetic = true
				}
			case xml.EndElement:
				switch e.Name.Local {
				case "si":
					sst = append(sst, cur.String())
				case "t":
					inT = false
				case "rPh":
					inPhonetic = false
				}
			case xml.CharData:
				if inT && !inPhonetic {
					cur.Write(e)
				}
			}
		}
		done()
	}
	out := map[string][]xlsxCell{}
	for _, s := range sheets {
		if d, done, err = open(s.part); err != nil {
			return nil, err
		}
		var cells []xlsxCell
		var c *xlsxCell
		var text *strings.Builder
		for tok, err := d.Token(); err == nil; tok, err = d.Token() {
			switch e := tok.(type) {
			case xml.StartElement:
				switch e.Name.Local {
				case "c":
					cells = append(cells, xlsxCell{})
					c = &cells[len(cells)-1]
					for _, a := range e.Attr {
						switch a.Name.Local {
						case "r":
							c.ref = a.Value
						case "t":
							c.typ = a.Value
						}
					}
				case "f":
					if c != nil {
						c.hasFormula = true
						text = &strings.Builder{}
					}
				case "v", "t":
					if c != nil {
						text = &strings.Builder{}
					}
				}
			case xml.EndElement:
				switch e.Name.Local {
				case "c":
					c = nil
				case "f":
					if c != nil && text != nil {
						c.formula = text.String()
					}
					text = nil
				case "v", "t":
					if c != nil && text != nil {
						c.value += text.String()
					}
					text = nil
				}
			case xml.CharData:
				if text != nil {
					text.Write(e)
				}
			}
		}
		done()
		for i := range cells {
			if cells[i].typ == "s" && cells[i].value != "" {
				n, err := strconv.Atoi(cells[i].value)
				if err != nil || n < 0 || n >= len(sst) {
					return nil, fmt.Errorf("%s: %s!%s: bad shared string index %q", file, s.name, cells[i].ref, cells[i].value)
				}
				cells[i].value = sst[n]
			}
		}
		out[s.name] = cells
	}
	return out, nil
}

// valueOf reads a cell's value by its type attribute.
func (c xlsxCell) valueOf() (cellValue, error) {
	switch c.typ {
	case "s", "str", "inlineStr":
		return cellValue{Kind: 's', Str: c.value}, nil
	case "b":
		return cellValue{Kind: 'b', Str: map[string]string{"1": "true", "0": "false"}[c.value]}, nil
	case "e":
		return cellValue{Kind: 'e', Str: c.value}, nil
	}
	if c.value == "" {
		return cellValue{}, nil
	}
	x, err := strconv.ParseFloat(c.value, 64)
	if err != nil {
		return cellValue{}, fmt.Errorf("%s: %q is not a number", c.ref, c.value)
	}
	return cellValue{Kind: 'n', Num: x}, nil
}

// readValues reads the computed value of every formula cell of a
// recalculated workbook.
func readValues(file string) (bookValues, error) {
	sheets, err := readCells(file)
	if err != nil {
		return nil, err
	}
	out := bookValues{}
	for name, cells := range sheets {
		m := map[string]cellValue{}
		for _, c := range cells {
			if !c.hasFormula {
				continue
			}
			v, err := c.valueOf()
			if err != nil {
				return nil, fmt.Errorf("%s: %s!%v", file, name, err)
			}
			m[c.ref] = v
		}
		out[name] = m
	}
	return out, nil
}

// readFormulas lists the formula cells of a workbook as written: sheet ->
// reference -> formula.
func readFormulas(file string) (map[string]map[string]string, error) {
	sheets, err := readCells(file)
	if err != nil {
		return nil, err
	}
	out := map[string]map[string]string{}
	for name, cells := range sheets {
		m := map[string]string{}
		for _, c := range cells {
			if c.hasFormula {
				m[c.ref] = c.formula
			}
		}
		out[name] = m
	}
	return out, nil
}
