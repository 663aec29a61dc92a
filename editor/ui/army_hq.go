package ui

import (
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/odn"
)

// attachedChoice is the army table's "HQ attached" drop-down: the
// headquarters the army list attaches to a unit (Headquarters, p.13).
// Choosing one for a unit moves it there from the unit it was with.
var attachedChoice = choice{
	ids:    []string{odn.HQNone, odn.HQCorps, odn.HQArmy},
	labels: []string{"—", "Corps HQ", "Army HQ"},
}

// attachedID is the drop-down's id of a unit's Attached ("" is none).
func attachedID(level string) string {
	if level == "" {
		return odn.HQNone
	}
	return level
}

// UnitAttached returns the "HQ attached" drop-down of unit ui of corps
// ci, nil when there is no such row.
func (t *ArmyTable) UnitAttached(ci, ui int) *widget.Select {
	for _, r := range t.units {
		if r.ci == ci && r.ui == ui {
			return r.hq
		}
	}
	return nil
}
