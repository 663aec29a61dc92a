package ui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/hex"
)

// The odds preview: X adds the selected unit to the attackers (or takes it
// out); hovering or selecting an enemy unit then shows the battle's
// differential, CRT column and result probabilities, as `adc odds` gives
// them (9.0), in the status bar and in Properties.

// ToggleAttacker adds the selected unit to the attackers, or takes it out.
func (e *Editor) ToggleAttacker() {
	if e.sel.Kind != SelUnit {
		e.setStatus("Odds: select a unit, then press X to make it an attacker")
		return
	}
	if i := slices.Index(e.attackers, e.sel.Unit); i >= 0 {
		e.attackers = slices.Delete(e.attackers, i, i+1)
	} else {
		e.attackers = append(e.attackers, e.sel.Unit)
	}
	e.odds = oddsCache{}
	if len(e.attackers) == 0 {
		e.setStatus("")
	} else {
		e.setStatus("Attackers: " + strings.Join(e.attackers, ", ") + " · hover or select a defender for the odds (X again takes a unit out, Escape clears)")
	}
	e.Map.Redraw()
}

// Attackers returns the units the odds preview attacks with.
func (e *Editor) Attackers() []string { return e.attackers }

// oddsCache keeps the last answer: hovering asks again only when the
// defender or the document changed.
type oddsCache struct {
	version  uint64
	defender string
	text     string
}

// oddsAgainst returns the odds line of the attackers against the units in
// hex h ("" when there are no attackers or no enemy there).
func (e *Editor) oddsAgainst(h hex.Hex) string {
	if len(e.attackers) == 0 {
		return ""
	}
	s := e.Doc.Scenario()
	code := s.Grid().Code(h)
	var defenders []string
	side := ""
	if i := document.UnitIndex(s, e.attackers[0]); i >= 0 {
		side = s.Units[i].Side
	}
	for _, id := range document.UnitsAt(s, code) {
		if i := document.UnitIndex(s, id); i >= 0 && s.Units[i].Side != side {
			defenders = append(defenders, id)
		}
	}
	if len(defenders) == 0 {
		return ""
	}
	key := strings.Join(defenders, ",")
	if e.odds.version == e.Map.version && e.odds.defender == key && e.odds.text != "" {
		return e.odds.text
	}
	text := "Odds " + strings.Join(e.attackers, "+") + " vs " + strings.Join(defenders, "+") + ": "
	o, err := document.Odds(s, e.Doc.Path(), e.attackers, defenders)
	if err != nil {
		text += err.Error()
	} else {
		text += o.Summary()
	}
	e.odds = oddsCache{version: e.Map.version, defender: key, text: text}
	return text
}

// addOdds adds the odds against unit id to Properties, when there are
// attackers of the other side.
func (p *PropsPanel) addOdds(id string, h hex.Hex) {
	if slices.Contains(p.ed.attackers, id) {
		return
	}
	text := p.ed.oddsAgainst(h)
	if text == "" {
		return
	}
	p.body.Add(widget.NewLabelWithStyle("Odds (adc odds, 9.0)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	l := widget.NewLabel(strings.ReplaceAll(strings.TrimPrefix(text, "Odds "), " · ", "\n"))
	l.Wrapping = fyne.TextWrapWord
	p.body.Add(l)
	p.Odds = l
}

// oddsStatus is the status line for a hovered hex: the odds when the
// attackers face an enemy there.
func (e *Editor) oddsStatus(h hex.Hex) string {
	if t := e.oddsAgainst(h); t != "" {
		return fmt.Sprint(t)
	}
	return describeHex(e.Doc.Scenario(), h)
}
