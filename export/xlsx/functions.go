package xlsx

import (
	"regexp"
	"strings"
)

// AllowedFunctions are the worksheet functions the workbooks may use. Each
// is documented, under the same name and with the same arguments, by all
// four engines the workbooks are checked in, and none needs an `_xlfn.`
// prefix in the file:
//
//   - Excel 2007 and later: "Excel functions (alphabetical)",
//     https://support.microsoft.com/en-us/office/excel-functions-alphabetical-b3944572-255d-4efb-bb96-c6d90033e188
//   - LibreOffice Calc 7.4: "Functions by Category",
//     https://help.libreoffice.org/7.4/en-US/text/scalc/01/04060100.html
//   - Gnumeric 1.12: The Gnumeric Manual, "Function Reference" (each of
//     these is marked "This function is Excel compatible"),
//     https://help.gnome.org/users/gnumeric/stable/gnumeric.html
//   - HyperFormula 3: "Built-in functions",
//     https://hyperformula.handsontable.com/guide/built-in-functions.html
//
// A test scans every formula of every exported workbook against this list,
// and the engine test checks it against the functions HyperFormula
// registers.
var AllowedFunctions = map[string]bool{
	"ABS": true, "AND": true, "CHOOSE": true, "COMBIN": true, "COUNTIF": true, "IF": true,
	"INDEX": true, "INT": true, "MATCH": true, "MAX": true, "MIN": true, "OR": true,
	"SUM": true, "SUMIF": true, "SUMPRODUCT": true, "UPPER": true,
}

// indexRow returns INDEX(r,n,1): row n of the one-column range r. The
// column argument is always written: with one argument, Excel and
// LibreOffice read INDEX on a one-row range as a column, Gnumeric and
// HyperFormula as a row, and Gnumeric refuses a one-cell range.
func indexRow(r, n string) string { return "INDEX(" + r + "," + n + ",1)" }

// indexCol returns INDEX(r,1,n): column n of the one-row range r.
func indexCol(r, n string) string { return "INDEX(" + r + ",1," + n + ")" }

// funcCall is one function call in a formula: its name and its arguments'
// text.
type funcCall struct {
	Name string
	Args []string
}

// formulaCalls lists the function calls of a formula, outer calls before
// the calls in their arguments. Text in string literals ("...") and quoted
// sheet names ('...') is skipped.
func formulaCalls(formula string) []funcCall {
	var out []funcCall
	type open struct {
		call  int // index in out, or -1 for a bare parenthesis
		start int // where the current argument starts
	}
	var stack []open
	nameStart := -1
	for i := 0; i < len(formula); i++ {
		ch := formula[i]
		switch {
		case ch == '"' || ch == '\'':
			// Skip to the closing quote; a doubled quote is an escaped one.
			for i++; i < len(formula); i++ {
				if formula[i] == ch {
					if i+1 < len(formula) && formula[i+1] == ch {
						i++
						continue
					}
					break
				}
			}
			nameStart = -1
		case ch == '(':
			o := open{call: -1, start: i + 1}
			if nameStart >= 0 {
				o.call = len(out)
				out = append(out, funcCall{Name: strings.ToUpper(formula[nameStart:i])})
			}
			stack = append(stack, o)
			nameStart = -1
		case ch == ',' || ch == ')':
			if n := len(stack); n > 0 {
				o := stack[n-1]
				if o.call >= 0 {
					arg := strings.TrimSpace(formula[o.start:i])
					if arg != "" || ch == ',' || len(out[o.call].Args) > 0 {
						out[o.call].Args = append(out[o.call].Args, arg)
					}
				}
				stack[n-1].start = i + 1
				if ch == ')' {
					stack = stack[:n-1]
				}
			}
			nameStart = -1
		case ch == '_' || ch == '.' || ch >= 'A' && ch <= 'Z' || ch >= 'a' && ch <= 'z' || ch >= '0' && ch <= '9':
			if nameStart < 0 && (ch < '0' || ch > '9') && ch != '.' {
				nameStart = i
			}
		default:
			nameStart = -1
		}
	}
	return out
}

// ambiguity returns why a function call could be read differently by
// different engines, or "".
func ambiguity(c funcCall) string {
	if c.Name != "INDEX" {
		return ""
	}
	if len(c.Args) != 3 {
		return "INDEX without both its row and its column argument: engines disagree on which a single number selects"
	}
	if oneCell(c.Args[0]) {
		return "INDEX of a single cell: Gnumeric gives #REF!"
	}
	return ""
}

// oneCell reports a reference to one cell: $A$1, Sheet!A1, $A$1:$A$1.
func oneCell(ref string) bool {
	m := cellRangeRe.FindStringSubmatch(ref)
	if m == nil {
		return false
	}
	strip := func(s string) string { return strings.ToUpper(strings.ReplaceAll(s, "$", "")) }
	return m[2] == "" || strip(m[1]) == strip(m[2])
}

var cellRangeRe = regexp.MustCompile(`^(?:(?:'[^']*(?:''[^']*)*'|[A-Za-z0-9_.]+)!)?(\$?[A-Za-z]{1,3}\$?[0-9]+)(?::(\$?[A-Za-z]{1,3}\$?[0-9]+))?$`)
