package ui

import (
	"fmt"
	"sort"

	"fyne.io/fyne/v2"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// ValidationPanel lists the validator's findings, errors first; clicking a
// finding selects the object it names.
type ValidationPanel struct {
	*findingList[scenario.Finding]
	ed *Editor
}

func newValidationPanel(e *Editor) *ValidationPanel {
	return &ValidationPanel{ed: e, findingList: newFindingList("Validation", findingText,
		func(f scenario.Finding) bool { return f.Severity == scenario.Error }, func(f scenario.Finding) { e.Select(f) })}
}

func findingText(f scenario.Finding) string {
	s := ""
	if f.Object != "" {
		s = f.Object + ": "
	}
	s += f.Message
	if f.Rule != "" && f.Rule != "format" {
		s += " [" + f.Rule + "]"
	}
	if h := hintFor(f.Check, f.Hint); h != "" {
		s += " — " + h
	}
	return s
}

// countOf is "1 warning", "0 errors", "3 errors".
func countOf(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

// Content returns the panel.
func (p *ValidationPanel) Content() fyne.CanvasObject { return p.content }

// Findings returns the findings shown.
func (p *ValidationPanel) Findings() []scenario.Finding { return p.findings }

// SetFindings shows a new set of findings, errors first.
func (p *ValidationPanel) SetFindings(fs []scenario.Finding) {
	fs = append([]scenario.Finding(nil), fs...)
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Severity == scenario.Error && fs[j].Severity != scenario.Error })
	errs, warns := scenario.Count(fs)
	p.show(fs, "Validation: "+countOf(errs, "error")+", "+countOf(warns, "warning"))
}
