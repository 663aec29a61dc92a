package scenario

import (
	"fmt"
	"slices"
	"strconv"
)

// Borrowed is one value a scenario takes from its Borrow source.
type Borrowed struct {
	Unit      string // the borrowing unit
	From      string // the lending unit in the source scenario
	Field     string // strength, movement or command_span
	Value     int
	Uncertain string // why the match is not certain, or ""
}

// ApplyBorrow returns a copy of s whose units take, from the lending
// scenario from, each value of s.Borrow.Values they do not give
// themselves; values a unit gives are kept. It lists what it took. An
// error names a lending unit that does not exist, or a source that is not
// the one s names.
func ApplyBorrow(s, from *Scenario) (*Scenario, []Borrowed, error) {
	if s.Borrow == nil {
		return s, nil, nil
	}
	if from == nil || from.ID != s.Borrow.Scenario {
		got := "none"
		if from != nil {
			got = strconv.Quote(from.ID)
		}
		return nil, nil, fmt.Errorf("scenario %q: borrow: the lending scenario is %q, got %s", s.ID, s.Borrow.Scenario, got)
	}
	lend := map[string]*Unit{}
	for i := range from.Units {
		lend[from.Units[i].ID] = &from.Units[i]
	}
	c := *s
	c.Units = slices.Clone(s.Units)
	var out []Borrowed
	for i := range c.Units {
		u := &c.Units[i]
		if u.Borrow == nil {
			continue
		}
		src, ok := lend[u.Borrow.Unit]
		if !ok {
			return nil, nil, fmt.Errorf("scenario %q: unit %q borrows from %q, which scenario %q does not have", s.ID, u.ID, u.Borrow.Unit, from.ID)
		}
		for _, field := range s.Borrow.Values {
			var dst **int
			var val *int
			switch field {
			case "strength":
				dst, val = &u.Strength, src.Strength
			case "movement":
				dst, val = &u.Movement, src.Movement
			case "command_span":
				dst, val = &u.CommandSpan, src.CommandSpan
			default:
				continue
			}
			if *dst != nil || val == nil {
				continue
			}
			v := *val
			*dst = &v
			out = append(out, Borrowed{Unit: u.ID, From: src.ID, Field: field, Value: v, Uncertain: u.Borrow.Uncertain})
		}
	}
	return &c, out, nil
}

// checkBorrow: a unit's borrow needs the scenario's borrow source; each
// borrowed value is reported (the file's own rulebook still lacks it).
func (c *checker) checkBorrow() {
	s := c.s
	for i := range s.Units {
		u := &s.Units[i]
		if u.Borrow == nil {
			continue
		}
		p := fmt.Sprintf("units[%d].borrow", i)
		if s.Borrow == nil {
			c.add(Error, "borrow-source", "format", p, unitObj(u.ID), "add borrow: {scenario: ID, values: [strength, movement]} naming the lending scenario", "unit borrows from %q but the scenario names no borrow source", u.Borrow.Unit)
			continue
		}
		var lacks []string
		for _, f := range s.Borrow.Values {
			if f == "strength" && u.Strength == nil || f == "movement" && u.Movement == nil || f == "command_span" && u.CommandSpan == nil && u.Type == TypeLeader {
				lacks = append(lacks, f)
			}
		}
		if len(lacks) == 0 {
			continue
		}
		msg := fmt.Sprintf("%v not given by this rulebook: played with the values of %q in scenario %q (%s)", lacks, u.Borrow.Unit, s.Borrow.Scenario, orWord(u.Borrow.Match, "match not stated"))
		if u.Borrow.Uncertain != "" {
			msg += "; uncertain: " + u.Borrow.Uncertain
		}
		c.add(Warning, "borrowed-value", "format", p, unitObj(u.ID), "enter the printed values when known; they replace the borrowed ones", "%s", msg)
	}
}

// ValidateBorrow checks a scenario's borrow against the lending scenario:
// the source is the one named, and every lending unit exists in it.
func ValidateBorrow(s, from *Scenario) []Finding {
	if s.Borrow == nil {
		return nil
	}
	var fs []Finding
	if from == nil || from.ID != s.Borrow.Scenario {
		return []Finding{{Severity: Error, Check: "borrow-source", Rule: "format", Path: "borrow.scenario", Object: "borrow", Hint: "name a bundled scenario id or a file ID.yaml beside this one",
			Message: fmt.Sprintf("lending scenario %q cannot be found", s.Borrow.Scenario)}}
	}
	have := map[string]bool{}
	for _, u := range from.Units {
		have[u.ID] = true
	}
	for i, u := range s.Units {
		if u.Borrow != nil && !have[u.Borrow.Unit] {
			fs = append(fs, Finding{Severity: Error, Check: "borrow-unit", Rule: "format", Path: fmt.Sprintf("units[%d].borrow.unit", i), Object: unitObj(u.ID), Hint: "use a unit id of " + from.ID,
				Message: fmt.Sprintf("scenario %q has no unit %q", from.ID, u.Borrow.Unit)})
		}
	}
	return fs
}
