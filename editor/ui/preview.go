package ui

import (
	"fmt"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/render"
)

// reachCache keeps the movement range of one unit for one version of the
// document, so that frames that only move the pointer do not ask the rules
// engine again.
type reachCache struct {
	unit    string
	version uint64
	marks   []render.ReachMark
	err     error
}

// ToggleMovementRange shows or hides the movement range of the selected
// unit: the hexes the rules engine lets it reach in its first Movement Phase
// from the set-up, each with its cost in Movement Points (6.0-7.0), as
// `adc reach` prints them.
func (e *Editor) ToggleMovementRange() {
	e.showReach = !e.showReach
	if !e.showReach {
		e.setStatus("Movement range hidden")
	} else if e.sel.Kind != SelUnit {
		e.setStatus("Movement range: select a unit on the map or in the OOB to see where it can move")
	}
	e.refreshReach()
	e.Map.Redraw()
}

// movementRange returns the preview marks for the selected unit, or nil
// when the preview is off or no unit is selected. It only reads what
// refreshReach computed: frames never call the rules engine.
func (e *Editor) movementRange() []render.ReachMark {
	if !e.showReach || e.sel.Kind != SelUnit || e.reach.unit != e.sel.Unit {
		return nil
	}
	return e.reach.marks
}

// refreshReach asks the rules engine again for the selected unit's range
// when the preview is on and the unit or the document changed. A unit the
// engine cannot move yet gets no marks and the reason in the status bar.
func (e *Editor) refreshReach() {
	if !e.showReach || e.sel.Kind != SelUnit {
		return
	}
	c := &e.reach
	if c.unit == e.sel.Unit && c.version == e.Map.version && (c.marks != nil || c.err != nil) {
		return
	}
	c.unit, c.version, c.marks, c.err = e.sel.Unit, e.Map.version, nil, nil
	rs, err := document.MovementRange(e.Doc.Scenario(), e.Doc.Path(), e.sel.Unit)
	if err != nil {
		c.err = err
		e.setStatus("Movement range: " + err.Error())
		return
	}
	c.marks = make([]render.ReachMark, len(rs))
	for i, r := range rs {
		c.marks[i] = render.ReachMark{Hex: r.Hex, Cost: r.Cost}
	}
	e.setStatus(fmt.Sprintf("Movement range of %s: %d hexes from the set-up (costs in Movement Points; V hides it)", e.sel.Unit, len(rs)))
}
