package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// HistoryPanel lists the document's undo steps, oldest first, under the
// file as opened; the steps after the current one are undone (redo brings
// them back). Choosing a row undoes or redoes up to it, as Tiled's History
// panel does.
type HistoryPanel struct {
	ed      *Editor
	list    *widget.List
	labels  []string
	applied int
	content fyne.CanvasObject
}

func newHistoryPanel(e *Editor) *HistoryPanel {
	p := &HistoryPanel{ed: e}
	p.list = widget.NewList(
		func() int { return len(p.labels) + 1 },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			text := "(as opened)"
			if i > 0 && i <= len(p.labels) {
				text = p.labels[i-1]
			}
			switch {
			case i == p.applied:
				l.TextStyle = fyne.TextStyle{Bold: true}
				l.Importance = widget.HighImportance
				text = "▶ " + text
			case i > p.applied:
				l.TextStyle = fyne.TextStyle{Italic: true}
				l.Importance = widget.LowImportance
				text += " (undone)"
			default:
				l.TextStyle = fyne.TextStyle{}
				l.Importance = widget.MediumImportance
			}
			l.SetText(text)
		})
	p.list.OnSelected = func(i widget.ListItemID) {
		p.list.UnselectAll()
		p.GoTo(i)
	}
	p.content = container.NewBorder(panelTitle("History"), nil, nil, nil, p.list)
	return p
}

// Content returns the panel.
func (p *HistoryPanel) Content() fyne.CanvasObject { return p.content }

// Steps returns the labels listed and how many are applied.
func (p *HistoryPanel) Steps() ([]string, int) { return p.labels, p.applied }

// GoTo undoes or redoes until n steps are applied (0: the file as opened).
func (p *HistoryPanel) GoTo(n int) {
	p.ed.Doc.GoTo(n)
}

// Refresh shows the document's history as it is now.
func (p *HistoryPanel) Refresh() {
	labels, applied := p.ed.Doc.Steps()
	if applied == p.applied && len(labels) == len(p.labels) && (len(labels) == 0 || labels[len(labels)-1] == p.labels[len(p.labels)-1]) {
		return
	}
	p.labels, p.applied = labels, applied
	p.list.Refresh()
	p.list.ScrollTo(applied)
}
