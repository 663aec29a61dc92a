package xlsx

import (
	"regexp"
	"sort"
)

// AllowedFunctions are the worksheet functions the workbooks may use: each
// is computed by Excel (2007 and later, no `_xlfn.` prefix needed) and by
// LibreOffice 7.4. A test scans every generated formula against this list.
var AllowedFunctions = map[string]bool{
	"ABS": true, "AND": true, "CHOOSE": true, "COMBIN": true, "COUNTIF": true, "IF": true,
	"INDEX": true, "INT": true, "MATCH": true, "MAX": true, "MIN": true, "OR": true,
	"SUM": true, "SUMIF": true, "SUMPRODUCT": true, "UPPER": true,
}

var funcRe = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_.]*)\(`)

// formulaFunctions lists the function names a formula calls, sorted. Text
// inside string literals is skipped.
func formulaFunctions(formula string) []string {
	var b []byte
	in := false
	for i := 0; i < len(formula); i++ {
		if formula[i] == '"' {
			in = !in
			continue
		}
		if !in {
			b = append(b, formula[i])
		}
	}
	seen := map[string]bool{}
	for _, m := range funcRe.FindAllStringSubmatch(string(b), -1) {
		seen[m[1]] = true
	}
	out := make([]string, 0, len(seen))
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
