package odn

import (
	"fmt"
	"strings"
)

// This file keeps the headquarters an army list attaches to its units
// (Unit.Attached; Headquarters, p.13): the army headquarters to one unit
// of the army, each corps headquarters to one unit of its corps.

// ListedHeadquarters is the headquarters the army list attaches to unit cu
// (nil for none), as AttachHeadquarters gives it.
func (a *Army) ListedHeadquarters(cu CorpsUnit) (*AttachedHeadquarters, error) {
	if cu.Unit == nil || cu.Unit.Attached == "" {
		return nil, nil
	}
	return a.AttachHeadquarters(cu, cu.Unit.Attached)
}

// AttachedUnit is the unit the headquarters at level is attached to: for
// HQCorps, within corps ci. ok is false when it is attached to none.
func (a *Army) AttachedUnit(level string, ci int) (cu CorpsUnit, ok bool) {
	for _, x := range a.Units() {
		if x.Unit.Attached == level && (level != HQCorps || x.CorpsIndex == ci) {
			return x, true
		}
	}
	return CorpsUnit{}, false
}

// Attach attaches the headquarters at level to unit ui of corps ci,
// detaching it from the unit it was attached to (a headquarters is with
// one unit at a time); HQNone or "" detaches the unit's headquarters.
func (a *Army) Attach(ci, ui int, level string) error {
	if ci < 0 || ci >= len(a.Corps) || ui < 0 || ui >= len(a.Corps[ci].Units) {
		return fmt.Errorf("no unit %d of corps %d", ui+1, ci+1)
	}
	u := &a.Corps[ci].Units[ui]
	switch level {
	case "", HQNone:
		u.Attached = ""
		return nil
	case HQArmy:
		if a.Headquarters == nil {
			return fmt.Errorf("unit %q: %w: name it first", u.Name, ErrNoArmyHeadquarters)
		}
	case HQCorps:
	default:
		return &HQLevelError{Level: level}
	}
	if prev, ok := a.AttachedUnit(level, ci); ok {
		prev.Unit.Attached = ""
	}
	u.Attached = level
	return nil
}

// checkAttached checks the attachments of the list: known levels, an army
// headquarters to attach, and each headquarters with one unit at a time.
func (a *Army) checkAttached() Findings {
	var fs Findings
	add := func(cu CorpsUnit, msg, hint string) {
		l, c := a.at(fmt.Sprintf("Corps[%d].Units[%d].Attached", cu.CorpsIndex, cu.UnitIndex))
		fs = append(fs, Finding{File: a.File, Line: l, Col: c, Severity: Error, Object: fmt.Sprintf("unit %q", cu.Unit.Name), Rule: "Headquarters (p.13)", Message: msg, Hint: hint})
	}
	first := map[string]string{} // level (and corps) -> the first unit it is attached to
	for _, cu := range a.Units() {
		level := cu.Unit.Attached
		switch level {
		case "", HQNone:
			continue
		case HQArmy:
			if a.Headquarters == nil {
				add(cu, "attached: army, but the list has no army headquarters", "add headquarters: {name: ..., morale_bonus: 2} or attach the corps headquarters")
				continue
			}
		case HQCorps:
		default:
			add(cu, fmt.Sprintf("attached must be %s or %s (got %q)", HQCorps, HQArmy, level), "write attached: corps or attached: army, or leave it out")
			continue
		}
		key, who := level, "the army headquarters"
		if level == HQCorps {
			key, who = fmt.Sprintf("corps/%d", cu.CorpsIndex), fmt.Sprintf("the headquarters of corps %q", cu.Corps.Name)
		}
		if prev, dup := first[key]; dup {
			add(cu, fmt.Sprintf("%s is attached to %q and to %q: a headquarters is with one unit at a time", who, prev, cu.Unit.Name), "keep attached on one of them")
			continue
		}
		first[key] = cu.Unit.Name
	}
	return fs
}

// AttachedText names an attached headquarters for rosters: "Napoleon
// (army headquarters) attached: Morale Test +3".
func AttachedText(h *AttachedHeadquarters) string {
	if h == nil {
		return ""
	}
	name := h.Label
	if h.Name != "" && !strings.EqualFold(h.Name, h.Label) {
		name = h.Name + " (" + h.Label + ")"
	}
	return fmt.Sprintf("%s attached: Morale Test %+d", name, h.Bonus)
}
