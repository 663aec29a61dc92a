// Look-ups in the scenario shared by several kinds: units and tables by id,
// lists of unit ids, and the rows of a table.

package kinds

import (
	"strings"

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

// leaderUnits splits a comma-separated list of unit ids and reports the
// first one the scenario does not have.
func leaderUnits(b *rules.Board, list []string) (ids []string, missing string) {
	for _, id := range list {
		if id == "" {
			continue
		}
		if !hasUnit(b, id) && missing == "" {
			missing = id
		}
		ids = append(ids, id)
	}
	if len(ids) == 0 && missing == "" {
		missing = "(none given)"
	}
	return ids, missing
}

// rowMax is the highest roll of the first row of a scenario table whose
// result contains word: "distracted" (Talavera 20 16.10.4, the
// Distraction Table) or "eliminated" (Arapiles 20 16.9.6, Marmont's Fate
// Table).
func rowMax(b *rules.Board, table, word string) (int, bool) {
	for _, t := range b.Scenario.Tables {
		if t.ID != table {
			continue
		}
		for _, row := range t.Rows {
			if len(row.Results) > 0 && strings.Contains(strings.ToLower(row.Results[0]), word) {
				_, hi := rules.ParseRange(row.Roll)
				return hi, hi > 0
			}
		}
	}
	return 0, false
}
