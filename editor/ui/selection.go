package ui

import (
	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// SelKind is what is selected.
type SelKind int

// Selection kinds.
const (
	SelNone SelKind = iota
	SelHex
	SelSide
	SelUnit
)

// Selection is the object the properties panel shows.
type Selection struct {
	Kind SelKind
	Hex  hex.Hex
	Side hex.Side
	Unit string
}

func (e *Editor) selectHex(h hex.Hex) {
	e.sel = Selection{Kind: SelHex, Hex: h}
	e.Props.Show(e.sel)
	e.Map.Redraw()
}

func (e *Editor) selectSide(sd hex.Side) {
	e.sel = Selection{Kind: SelSide, Side: sd}
	e.Props.Show(e.sel)
	e.Map.Redraw()
}

func (e *Editor) selectUnit(id string) {
	e.sel = Selection{Kind: SelUnit, Unit: id}
	if u := document.UnitIndex(e.Doc.Scenario(), id); u >= 0 {
		if p := e.Doc.Scenario().Units[u].Placement; p.Kind == scenario.PlaceSetup {
			if h, err := e.Doc.Scenario().Grid().Parse(p.Hex); err == nil {
				e.sel.Hex = h
			}
		}
	}
	e.Props.Show(e.sel)
	e.OOB.Select(id)
	e.refreshReach()
	e.Map.Redraw()
}

func (e *Editor) clearSelection() {
	e.sel = Selection{}
	e.Props.Show(e.sel)
	e.Map.Redraw()
}

// Select selects the object a validation finding names (see
// document.FindingTarget): a unit, hexside or hex on the map, or the panel
// of the part of the scenario it is about.
func (e *Editor) Select(f scenario.Finding) bool {
	t := document.FindingTarget(e.Doc.Scenario(), f)
	switch t.Kind {
	case document.TargetUnit:
		e.selectUnit(t.Unit)
	case document.TargetSide:
		e.selectSide(t.Side)
	case document.TargetHex:
		e.selectHex(t.Hex)
	case document.TargetSection:
		return e.showSection(t.Section, t.Index)
	default:
		return false
	}
	return true
}
