package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// RulesPanel lists the special rules of a scenario with how the rules
// engine applies each (read only).
type RulesPanel struct {
	summary *widget.Label
	list    *widget.List
	items   []rules.RuleStatus
	content fyne.CanvasObject
}

// NewRulesPanel returns an empty panel; SetScenario fills it.
func NewRulesPanel() *RulesPanel {
	p := &RulesPanel{summary: widget.NewLabelWithStyle("Special rules", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	p.list = widget.NewList(
		func() int { return len(p.items) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Wrapping = fyne.TextWrapWord
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			l.SetText(ruleStatusText(p.items[i]))
			p.list.SetItemHeight(i, l.MinSize().Height)
		},
	)
	p.content = container.NewBorder(p.summary, nil, nil, nil, p.list)
	return p
}

// ruleStatusText is one row: the rule, its status, and what the engine
// says about it.
func ruleStatusText(rs rules.RuleStatus) string {
	s := rs.Title
	if rs.Number != "" {
		s += " [" + rs.Number + "]"
	}
	kind := rs.Kind
	if kind == "" {
		kind = "words only"
	}
	s += fmt.Sprintf(" (%s, %s): %s", rs.ID, kind, rs.Status)
	for _, n := range rs.Notes {
		s += "\n  " + n.Reason()
	}
	return s
}

// SetScenario shows how the engine applies the special rules of s.
func (p *RulesPanel) SetScenario(s *scenario.Scenario) {
	items, err := document.SpecialRuleStatuses(s)
	p.items = items
	if err != nil {
		p.summary.SetText("Special rules: the engine cannot play this scenario yet: " + err.Error())
	} else {
		counts := map[rules.Status]int{}
		for _, rs := range items {
			counts[rs.Status]++
		}
		p.summary.SetText(fmt.Sprintf("Special rules: %d applied, %d partly applied, %d not applied",
			counts[rules.Applied], counts[rules.PartlyApplied], counts[rules.NotApplied]))
	}
	p.list.Refresh()
}

// Items returns the rules shown.
func (p *RulesPanel) Items() []rules.RuleStatus { return p.items }

// Summary returns the panel's heading.
func (p *RulesPanel) Summary() string { return p.summary.Text }

// Content returns the panel.
func (p *RulesPanel) Content() fyne.CanvasObject { return p.content }

// ShowSpecialRules opens a window-sized dialog listing the open
// scenario's special rules and how the engine applies each.
func (e *Editor) ShowSpecialRules() {
	p := NewRulesPanel()
	p.SetScenario(e.Doc.Scenario())
	d := dialog.NewCustom("Special rules", "Close", p.Content(), e.Win)
	d.Resize(e.Win.Canvas().Size().Subtract(fyne.NewSize(80, 80)))
	d.Show()
}

func init() {
	AddMenuItem(MenuItem{Menu: "View", Build: func(e *Editor) *fyne.MenuItem {
		return fyne.NewMenuItem("Special Rules in Play…", e.ShowSpecialRules)
	}})
}
