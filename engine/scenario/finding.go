package scenario

import (
	"fmt"
	"sort"
	"strings"
)

// Severity of a finding.
type Severity string

// Severities. An error makes a scenario unplayable or contradicts a rule; a
// warning marks a value the rulebook does not give or a likely slip.
const (
	Error   Severity = "error"
	Warning Severity = "warning"
)

// Finding is one validation result.
type Finding struct {
	Severity Severity `json:"severity"`
	File     string   `json:"file,omitempty"`
	Line     int      `json:"line,omitempty"`
	Col      int      `json:"col,omitempty"`
	// Object names what is wrong: `unit "fr-ney"`, `hex 2412`, `card 7`.
	Object  string `json:"object,omitempty"`
	Rule    string `json:"rule,omitempty"` // standard or exclusive rule number, "format" for the file format
	Message string `json:"message"`
	Hint    string `json:"hint,omitempty"`
	// Path is the field path of the object, e.g. "units[3].placement.hex",
	// for the editor to select it.
	Path  string `json:"path,omitempty"`
	Check string `json:"check"` // the check's id, e.g. "setup-stacking"
}

// String formats a finding as one line:
//
//	bussaco20.yaml:42:7: error: unit "fr-ney": setup hex 2412 is off the map (17x11) [rule 3.0]
func (f Finding) String() string {
	var b strings.Builder
	if f.File != "" {
		b.WriteString(f.File)
		if f.Line > 0 {
			fmt.Fprintf(&b, ":%d:%d", f.Line, f.Col)
		}
		b.WriteString(": ")
	}
	b.WriteString(string(f.Severity))
	b.WriteString(": ")
	if f.Object != "" {
		b.WriteString(f.Object)
		b.WriteString(": ")
	}
	b.WriteString(f.Message)
	if f.Rule != "" {
		if f.Rule == "format" {
			b.WriteString(" [format]")
		} else {
			b.WriteString(" [rule " + f.Rule + "]")
		}
	}
	return b.String()
}

// HasErrors reports whether any finding is an error.
func HasErrors(fs []Finding) bool {
	for _, f := range fs {
		if f.Severity == Error {
			return true
		}
	}
	return false
}

// Count returns the number of errors and warnings.
func Count(fs []Finding) (errors, warnings int) {
	for _, f := range fs {
		if f.Severity == Error {
			errors++
		} else {
			warnings++
		}
	}
	return
}

// ValidateDocument validates a loaded document and fills in each finding's
// file, line and column from the document's position index; findings are
// sorted by position.
func ValidateDocument(d *Document, charts *ChartSet) []Finding {
	fs := append(Validate(d.Scenario, charts), checkBackground(d)...)
	for i := range fs {
		fs[i].File = d.File
		if pos, ok := d.Locate(fs[i].Path); ok {
			fs[i].Line, fs[i].Col = pos.Line, pos.Col
		}
	}
	sort.SliceStable(fs, func(i, j int) bool {
		if fs[i].Line != fs[j].Line {
			return fs[i].Line < fs[j].Line
		}
		return fs[i].Col < fs[j].Col
	})
	return fs
}
