package odn

import (
	"errors"
	"fmt"
	"strings"
)

// Headquarters attachment levels: which headquarters of an army list is
// attached to a unit (Headquarters, p.13). A unit has at most one.
const (
	HQNone  = "none"  // no headquarters attached
	HQCorps = "corps" // the unit's own corps headquarters (usually +1)
	HQArmy  = "army"  // the army headquarters (usually +2, Napoleon +3)
)

// HQLevels lists the attachment levels in the order the rules give them.
var HQLevels = []string{HQNone, HQCorps, HQArmy}

// ErrNoArmyHeadquarters is returned by Army.AttachHeadquarters when the army
// headquarters is asked for and the list has none.
var ErrNoArmyHeadquarters = errors.New("the army list has no army headquarters")

// HQLevelError is returned by Army.AttachHeadquarters for a level that is
// none of HQLevels.
type HQLevelError struct {
	Level string
}

func (e *HQLevelError) Error() string {
	return fmt.Sprintf("headquarters level must be %s (got %q)", strings.Join(HQLevels, ", "), e.Level)
}

// AttachedHeadquarters is a headquarters attached to a unit and its Morale
// Test bonus (3.02, Headquarters p.13). Army.AttachHeadquarters fills it
// from an army list; a calculator may give Label and Bonus alone.
type AttachedHeadquarters struct {
	Label string // how reports name it, e.g. "corps headquarters"
	Bonus int    // added to the unit's Morale Tests
	Level string // HQCorps or HQArmy when it comes from an army list
	Name  string // the corps' or the army headquarters' name
}

func newAttached(level, name string, bonus int) *AttachedHeadquarters {
	return &AttachedHeadquarters{Label: level + " headquarters", Bonus: bonus, Level: level, Name: name}
}

// AttachHeadquarters returns the headquarters at level attached to unit cu:
// nil for HQNone, the unit's corps for HQCorps, the army headquarters for
// HQArmy (ErrNoArmyHeadquarters when the list has none). Any other level is
// a *HQLevelError.
func (a *Army) AttachHeadquarters(cu CorpsUnit, level string) (*AttachedHeadquarters, error) {
	switch level {
	case HQNone:
		return nil, nil
	case HQCorps:
		return newAttached(HQCorps, cu.Corps.Name, cu.Corps.MoraleBonus), nil
	case HQArmy:
		if a.Headquarters == nil {
			return nil, ErrNoArmyHeadquarters
		}
		return newAttached(HQArmy, a.Headquarters.Name, a.Headquarters.MoraleBonus), nil
	}
	return nil, &HQLevelError{Level: level}
}

// AvailableHeadquarters lists the headquarters that may be attached to unit
// cu: its corps, then the army headquarters when the list has one.
func (a *Army) AvailableHeadquarters(cu CorpsUnit) []AttachedHeadquarters {
	out := []AttachedHeadquarters{*newAttached(HQCorps, cu.Corps.Name, cu.Corps.MoraleBonus)}
	if a.Headquarters != nil {
		out = append(out, *newAttached(HQArmy, a.Headquarters.Name, a.Headquarters.MoraleBonus))
	}
	return out
}

// AttachHeadquarters adds the attached headquarters h (nil: none) to a
// Morale Test: its bonus joins Extra and it counts against the limit of
// attached headquarters (CheckHeadquarters, p.13) together with any
// headquarters modifier in Modifiers. source says where the attachment was
// chosen (it is shown in the limit's error, e.g. "--hq"); extraName names
// the further modifier already in Extra (shown in the label when both are
// present). Call it once, after Extra holds only the further modifier.
func (req *MoraleRequest) AttachHeadquarters(h *AttachedHeadquarters, source, extraName string) {
	if h == nil {
		return
	}
	switch {
	case h.Bonus != 0 && req.Extra != 0:
		req.ExtraLabel = fmt.Sprintf("%s attached (%+d, army list) and %s %+d", h.Label, h.Bonus, extraName, req.Extra)
	case h.Bonus != 0:
		req.ExtraLabel = fmt.Sprintf("%s attached (army list)", h.Label)
	}
	req.Extra += h.Bonus
	req.Headquarters = h.Label
	if source != "" {
		req.Headquarters += " (" + source + ")"
	}
}

// HeadquartersModifiers returns the Morale Test modifiers of the group
// "headquarters" (corps, army, Napoleon attached): at most
// Headquarters.MaxAttached of them apply to one unit.
func (rs *Ruleset) HeadquartersModifiers() []Modifier {
	var out []Modifier
	for _, m := range rs.Morale.Modifiers {
		if m.Group == "headquarters" {
			out = append(out, m)
		}
	}
	return out
}

// CheckHeadquarters enforces "Only one attached [headquarters] may modify
// the Morale Test of a single unit" (Headquarters, p.13): the modifiers of
// the group "headquarters" in uses and the headquarters attached outside the
// list (named in attached, e.g. from an army list) count together against
// Headquarters.MaxAttached. The error names them and the rule.
func (rs *Ruleset) CheckHeadquarters(uses []ModifierUse, attached ...string) error {
	var named []string
	for _, a := range attached {
		if a != "" {
			named = append(named, a)
		}
	}
	for _, u := range uses {
		for _, m := range rs.Morale.Modifiers {
			if m.ID == u.ID && m.Group == "headquarters" {
				for range max(u.Count, 1) {
					named = append(named, m.ID)
				}
			}
		}
	}
	if limit := rs.Headquarters.MaxAttached; limit > 0 && len(named) > limit {
		return fmt.Errorf("only %d attached headquarters may modify the Morale Test of a single unit (Headquarters, p.13), got %d: %s; keep the one that is attached",
			limit, len(named), strings.Join(named, ", "))
	}
	return nil
}
