package print

import (
	"fmt"

	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/render"
)

// The roster's lines beyond the rules' layout (Unit roster, p.3): the army
// headquarters above the corps, and under a unit's rows the headquarters
// the army list attaches to it and its notes.

const (
	rosterNoteSize = 8.0 // points
	rosterNoteLine = 3.8 // millimetres a line
	rosterNoteMax  = 4   // lines of notes at most; more end with Ellipsis
)

var rosterNoteFont = render.Font{Size: rosterNoteSize}

// armyHQText is the army headquarters' line: "Army headquarters: Napoleon,
// Morale Test +3 when attached", "" without one.
func armyHQText(r *odn.Roster) string {
	if r.HQ == nil {
		return ""
	}
	return fmt.Sprintf("Army headquarters: %s, Morale Test %+d when attached (Headquarters, p.13)", r.HQ.Name, r.HQ.MoraleBonus)
}

// unitNoteLines are the lines printed under a unit's rows, wrapped to w
// millimetres: its attached headquarters, then its notes.
func unitNoteLines(u odn.RosterUnit, w float64) []string {
	var lines []string
	if u.Attached != nil {
		lines = append(lines, fitLines(odn.AttachedText(u.Attached), render.Font{Bold: true, Size: rosterNoteSize}, w, 1)...)
	}
	if u.Notes != "" {
		lines = append(lines, fitLines("Notes: "+u.Notes, rosterNoteFont, w, rosterNoteMax)...)
	}
	return lines
}

// drawNoteLines draws lines from y down; the first is bold when the unit
// has a headquarters attached.
func drawNoteLines(sf render.Surface, lines []string, boldFirst bool, x, y float64) {
	for i, l := range lines {
		f := rosterNoteFont
		f.Bold = boldFirst && i == 0
		render.TextAt(sf, x, y+rosterNoteLine*(float64(i)+0.5), l, f, boxInk, render.Left)
	}
}
