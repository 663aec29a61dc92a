package odn

import (
	"fmt"
	"strings"
)

// A unit's Morale Level implies its Melee modifier ("Unit is (blue marker)
// -1", Modifiers to Melee Number, p.9; Morale levels, p.11). The Melee
// modifiers named after a level (green, blue, yellow, red) are the level
// itself, so a level given twice, or two levels, are refused here rather
// than counted twice.

// levelModifiers lists the uses in uses whose id is a morale level id.
func (rs *Ruleset) levelModifiers(uses []ModifierUse) []string {
	var out []string
	for _, u := range uses {
		if i := rs.MoraleLevelIndex(u.ID); i >= 0 {
			for range max(u.Count, 1) {
				out = append(out, rs.Morale.Levels[i].ID)
			}
		}
	}
	return out
}

// CheckLevelModifiers refuses a contradictory or doubled Morale Level. level
// is the unit's level as given ("" when none was given); uses are its Melee
// modifiers. With a level, no level-named modifier may be added: the level
// already gives its modifier. Without one, at most one level modifier may
// stand for the level.
func (rs *Ruleset) CheckLevelModifiers(level string, uses []ModifierUse) error {
	named := rs.levelModifiers(uses)
	if len(named) == 0 {
		return nil
	}
	if level != "" {
		li := rs.MoraleLevelIndex(level)
		if li >= 0 && len(named) == 1 && strings.EqualFold(named[0], rs.Morale.Levels[li].ID) {
			return fmt.Errorf("the %s level already gives its Melee modifier (%+d, p.9): drop the modifier %q, or it counts twice",
				rs.Morale.Levels[li].Label, rs.Morale.Levels[li].MeleeModifier, named[0])
		}
		lbl := level
		if li >= 0 {
			lbl = rs.Morale.Levels[li].Label
		}
		return fmt.Errorf("the unit is at the %s level but the Melee modifier %s names another level: a unit has one Morale Level; give it once, as the level (/%s)",
			lbl, strings.Join(named, ", "), named[0])
	}
	if len(named) > 1 {
		return fmt.Errorf("the Melee modifiers %s name more than one Morale Level (or one twice): a unit has one level, and it gives its modifier once (p.9)", strings.Join(named, ", "))
	}
	return nil
}
