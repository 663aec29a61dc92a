package ui

import (
	"fmt"
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// ValidationPanel lists the validator's findings, errors first; clicking a
// finding selects the object it names.
type ValidationPanel struct {
	ed       *Editor
	list     *widget.List
	summary  *widget.Label
	findings []scenario.Finding
	heights  map[int]float32 // row heights set so far
	content  fyne.CanvasObject
}

func newValidationPanel(e *Editor) *ValidationPanel {
	p := &ValidationPanel{ed: e, heights: map[int]float32{}, summary: widget.NewLabelWithStyle("Validation", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	p.list = widget.NewList(
		func() int { return len(p.findings) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			return container.NewBorder(nil, nil, widget.NewIcon(theme.WarningIcon()), nil, l)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			c := o.(*fyne.Container)
			f := p.findings[i]
			c.Objects[0].(*widget.Label).SetText(findingText(f))
			icon := c.Objects[1].(*widget.Icon)
			if f.Severity == scenario.Error {
				icon.SetResource(theme.ErrorIcon())
			} else {
				icon.SetResource(theme.WarningIcon())
			}
			// Lay the row out at the list's width before measuring it: a
			// wrapped label's height depends on its width, and a row
			// measured at another width overlaps its neighbours.
			if w := p.list.Size().Width; w > 0 {
				c.Resize(fyne.NewSize(w, c.Size().Height))
			}
			if h := c.MinSize().Height; h != p.heights[i] {
				p.heights[i] = h
				p.list.SetItemHeight(i, h)
			}
		},
	)
	p.list.OnSelected = func(i widget.ListItemID) {
		if i < len(p.findings) {
			p.ed.Select(p.findings[i])
		}
		p.list.UnselectAll()
	}
	p.content = container.NewBorder(p.summary, nil, nil, nil, p.list)
	return p
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
	if f.Hint != "" {
		s += " — " + f.Hint
	}
	return s
}

// Content returns the panel.
func (p *ValidationPanel) Content() fyne.CanvasObject { return p.content }

// Findings returns the findings shown.
func (p *ValidationPanel) Findings() []scenario.Finding { return p.findings }

// SetFindings shows a new set of findings, errors first.
func (p *ValidationPanel) SetFindings(fs []scenario.Finding) {
	fs = append([]scenario.Finding(nil), fs...)
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Severity == scenario.Error && fs[j].Severity != scenario.Error })
	p.findings = fs
	p.heights = map[int]float32{}
	errs, warns := scenario.Count(fs)
	p.summary.SetText(fmt.Sprintf("Validation: %d errors, %d warnings", errs, warns))
	p.list.Refresh()
}

// Choose acts as a click on finding i.
func (p *ValidationPanel) Choose(i int) { p.list.Select(i) }
