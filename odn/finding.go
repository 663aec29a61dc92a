package odn

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/internal/editdist"
)

// Severity separates findings that make a file unusable from advice.
type Severity int

const (
	// Error findings make the file unusable (exit status 1).
	Error Severity = iota
	// Warning findings are printed but do not fail validation.
	Warning
)

// String returns "error" or "warning".
func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Finding is one located validation message: file:line:col, the object it
// concerns (a unit name, a table), the rule, the message and a fix hint.
type Finding struct {
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Col      int      `json:"col"`
	Severity Severity `json:"severity"`
	Object   string   `json:"object"` // e.g. `unit "1st Old Guard"`
	Rule     string   `json:"rule"`   // rule reference, e.g. "Understrength units (p.4)"
	Message  string   `json:"message"`
	Hint     string   `json:"hint"`
}

// String renders the finding as `file:line:col: error: object: message [rule] (hint: ...)`.
func (f Finding) String() string {
	var b strings.Builder
	b.WriteString(f.File)
	if f.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", f.Line, f.Col)
	}
	fmt.Fprintf(&b, ": %s: ", f.Severity)
	if f.Object != "" {
		b.WriteString(f.Object)
		b.WriteString(": ")
	}
	b.WriteString(f.Message)
	if f.Rule != "" {
		fmt.Fprintf(&b, " [%s]", f.Rule)
	}
	if f.Hint != "" {
		fmt.Fprintf(&b, " (hint: %s)", f.Hint)
	}
	return b.String()
}

// Findings is a list of findings; as an error it reports every one.
type Findings []Finding

// Error joins the findings one per line.
func (fs Findings) Error() string {
	lines := make([]string, len(fs))
	for i, f := range fs {
		lines[i] = f.String()
	}
	return strings.Join(lines, "\n")
}

// HasErrors reports whether any finding is an Error.
func (fs Findings) HasErrors() bool {
	for _, f := range fs {
		if f.Severity == Error {
			return true
		}
	}
	return false
}

// SyntaxError reports a file that cannot be read or parsed at all (exit
// status 2). Line is 0 when the position is unknown.
type SyntaxError struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	Message string `json:"message"`
}

// Error returns "file:line:col: message".
func (e *SyntaxError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Message)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Message)
}

// closest returns the candidate nearest to s by edit distance, or "" when
// none is close enough to be a plausible typo.
func closest(s string, candidates []string) string {
	best, bestD := "", max(2, len([]rune(s))/3)+1
	for _, c := range candidates {
		if d := editdist.Levenshtein(strings.ToLower(s), strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// didYouMean formats a hint naming the closest candidate, or listing them all.
func didYouMean(s string, candidates []string) string {
	if c := closest(s, candidates); c != "" {
		return fmt.Sprintf("did you mean %q? accepted: %s", c, strings.Join(candidates, ", "))
	}
	return "accepted: " + strings.Join(candidates, ", ")
}
