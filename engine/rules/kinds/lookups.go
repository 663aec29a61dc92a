// Look-ups in the scenario shared by several kinds: units and tables by id.

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// scenarioUnit returns the scenario's unit of an id, or nil.
func scenarioUnit(b *rules.Board, id string) *scenario.Unit {
	for i := range b.Scenario.Units {
		if b.Scenario.Units[i].ID == id {
			return &b.Scenario.Units[i]
		}
	}
	return nil
}

// table returns the scenario's table of an id, or nil.
func table(b *rules.Board, id string) *scenario.Table {
	for i := range b.Scenario.Tables {
		if b.Scenario.Tables[i].ID == id {
			return &b.Scenario.Tables[i]
		}
	}
	return nil
}

// hasUnit reports whether the scenario has a unit id (usable before the
// units are built).
func hasUnit(b *rules.Board, id string) bool {
	for _, u := range b.Scenario.Units {
		if u.ID == id {
			return true
		}
	}
	return false
}

// unitSide is the side id of a scenario unit, or "".
func unitSide(b *rules.Board, id string) string {
	if u := scenarioUnit(b, id); u != nil {
		return u.Side
	}
	return ""
}
