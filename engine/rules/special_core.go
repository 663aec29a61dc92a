package rules

import (
	"reflect"
	"unsafe"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { bindAtFirstUse(bindCoreKinds) }

// Kinds without a file of their own: terrain types (applied through the
// map's data and the chart set), sudden death's Board hook (its play is in
// special_suddendeath.go) and the fixed movement limit.
func bindCoreKinds() {
	bind("terrain_type", Hooks{Board: func(b *Board, r scenario.Rule) {
		b.ruleNote(r, Applied, "special rule %q (%s): applied through the map's terrain and hexside data and the chart set", r.ID, r.Title)
	}})
	bind("sudden_death", Hooks{Board: (*Board).suddenDeathNote}) // special_suddendeath.go
	bind("movement_limit", Hooks{Board: movementLimitBoard, MoveLimit: (*State).fixedLimitReached})
}

// movementLimitBoard records how a movement_limit rule is applied: by the
// map (special_talavera.go), by groups or a table (special_leaders.go), or
// by a fixed number of units (apply.go).
func movementLimitBoard(b *Board, r scenario.Rule) {
	if !b.missingMapNote(r) && !b.movementLimitNote(r) && r.Params["limit"] == "" {
		b.ruleNote(r, NotApplied, "special rule %q (%s, kind %s): the number of units is not a fixed parameter; not applied by the engine", r.ID, r.Title, r.Kind)
	}
}

// fixedLimitReached applies one movement_limit rule with a fixed limit.
func (s *State) fixedLimitReached(r scenario.Rule, side int) bool {
	fl := s.B.fixedLimit(r)
	if fl.side != SideName(side) {
		return false
	}
	if s.Turn < fl.lo || s.Turn > fl.hi {
		return false
	}
	if fl.err != nil {
		s.B.ruleNote(r, NotApplied, "special rule %q (%s): the number of units that may move is not given; not applied", r.ID, r.Title)
		return false
	}
	n := 0
	for _, u := range s.B.sideUnits[side] {
		if s.Units[u].Status&stMoved != 0 {
			n++
		}
	}
	return n >= fl.limit
}

// fixedLimit is what fixedLimitReached reads of a movement_limit rule:
// its side, turns and limit.
type fixedLimit struct {
	params unsafe.Pointer // the rule's Params map, the key of the memo
	side   string
	lo, hi int
	limit  int
	err    error // the limit is not given
}

// readFixedLimit reads rule r's parameters.
func readFixedLimit(r scenario.Rule) fixedLimit {
	fl := fixedLimit{params: reflect.ValueOf(r.Params).UnsafePointer(), side: r.Params["side"]}
	fl.lo, fl.hi = r.Params.Range("turns")
	fl.limit, fl.err = r.Params.Int("limit")
	return fl
}

// fixedLimit returns the parameters of movement_limit rule r, read once
// per Board for the scenario's rules (r's Params is then the very map the
// scenario holds), else read now. A rule without parameters has no side.
func (b *Board) fixedLimit(r scenario.Rule) *fixedLimit {
	b.fixedLimits.once.Do(func() {
		for _, x := range b.Scenario.Special {
			if x.Kind == "movement_limit" && x.Params != nil {
				b.fixedLimits.t = append(b.fixedLimits.t, readFixedLimit(x))
			}
		}
	})
	if r.Params == nil {
		return &fixedLimit{} // no side: the rule limits no one
	}
	p := reflect.ValueOf(r.Params).UnsafePointer()
	for i := range b.fixedLimits.t {
		if b.fixedLimits.t[i].params == p {
			return &b.fixedLimits.t[i]
		}
	}
	fl := readFixedLimit(r)
	return &fl
}
