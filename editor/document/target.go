package document

import (
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TargetKind is what a validation finding points at.
type TargetKind int

// Target kinds.
const (
	TargetNone    TargetKind = iota
	TargetUnit               // Unit
	TargetHex                // Hex
	TargetSide               // Side (a hexside)
	TargetSection            // Section and Index: a part of the scenario edited in a panel
)

// Target is the object a finding names, for the editor to select it.
type Target struct {
	Kind    TargetKind
	Unit    string
	Hex     hex.Hex
	Side    hex.Side
	Section string // sides, turns, deck, victory, special_rules, tables, deployment, charts, notes
	Index   int    // the element of the section, -1 for the whole section
}

// sections are the top-level field paths that a panel edits, in the order
// they are tried.
var sections = []string{"sides", "turns", "deck", "victory", "special_rules", "tables", "deployment", "charts",
	"optional_rules", "first_player", "edition", "unknowns", "notes"}

// FindingTarget returns what a finding points at: a unit (by field path
// units[N] or object `unit "id"`), a hexside (map.hexsides[N]), a hex (a
// map field path, or object `hex XXYY`), or else the part of the scenario
// its path lies in.
func FindingTarget(s *scenario.Scenario, f scenario.Finding) Target {
	if i, ok := pathIndex(f.Path, "units["); ok && i < len(s.Units) {
		return Target{Kind: TargetUnit, Unit: s.Units[i].ID}
	}
	g := s.Grid()
	if i, ok := pathIndex(f.Path, "map.hexsides["); ok && i < len(s.Map.Hexsides) {
		a, e1 := g.Parse(s.Map.Hexsides[i].Between[0])
		b, e2 := g.Parse(s.Map.Hexsides[i].Between[1])
		if sd, ok := hex.Between(a, b); ok && e1 == nil && e2 == nil {
			return Target{Kind: TargetSide, Side: sd}
		}
	}
	if code, ok := pathHex(s, f.Path); ok {
		if h, err := g.Parse(code); err == nil {
			return Target{Kind: TargetHex, Hex: h}
		}
	}
	if id, ok := strings.CutPrefix(f.Object, "unit "); ok {
		id = strings.Trim(id, `"`)
		if UnitIndex(s, id) >= 0 {
			return Target{Kind: TargetUnit, Unit: id}
		}
	}
	if rest, ok := strings.CutPrefix(f.Object, "hex "); ok {
		if code := strings.Fields(rest); len(code) > 0 {
			if h, err := g.Parse(strings.Trim(code[0], `"`)); err == nil {
				return Target{Kind: TargetHex, Hex: h}
			}
		}
	}
	for _, sec := range sections {
		if f.Path == sec || strings.HasPrefix(f.Path, sec+".") || strings.HasPrefix(f.Path, sec+"[") {
			t := Target{Kind: TargetSection, Section: sec, Index: -1}
			if i, ok := pathIndex(f.Path, sec+"["); ok {
				t.Index = i
			} else if i, ok := pathIndex(f.Path, "deck.cards["); ok {
				t.Index = i
			} else if i, ok := pathIndex(f.Path, "turns.track["); ok {
				t.Index = i
			}
			return t
		}
	}
	return Target{}
}

// pathHex returns the hex a finding's field path points into: a terrain
// entry, a place, LOC, Objective or garrison, the first hex of an entry area
// or road, or a calibration point.
func pathHex(s *scenario.Scenario, path string) (string, bool) {
	if code, ok := strings.CutPrefix(path, "map.terrain."); ok {
		return code, true
	}
	m := &s.Map
	pick := func(prefix string, n int, at func(i int) string) (string, bool) {
		if i, ok := pathIndex(path, prefix); ok && i < n {
			if c := at(i); c != "" {
				return c, true
			}
		}
		return "", false
	}
	first := func(hexes []string) string {
		if len(hexes) == 0 {
			return ""
		}
		return hexes[0]
	}
	for _, try := range []func() (string, bool){
		func() (string, bool) {
			return pick("map.places[", len(m.Places), func(i int) string { return m.Places[i].Hex })
		},
		func() (string, bool) {
			return pick("map.locs[", len(m.LOCs), func(i int) string { return m.LOCs[i].Hex })
		},
		func() (string, bool) {
			return pick("map.objectives[", len(m.Objectives), func(i int) string { return m.Objectives[i].Hex })
		},
		func() (string, bool) {
			return pick("map.garrisons[", len(m.Garrisons), func(i int) string { return m.Garrisons[i].Hex })
		},
		func() (string, bool) {
			return pick("map.entry_areas[", len(m.EntryAreas), func(i int) string { return first(m.EntryAreas[i].Hexes) })
		},
		func() (string, bool) {
			return pick("map.roads[", len(m.Roads), func(i int) string { return first(m.Roads[i].Hexes) })
		},
	} {
		if c, ok := try(); ok {
			return c, true
		}
	}
	if m.Background != nil {
		return pick("map.background.calibration[", len(m.Background.Calibration), func(i int) string { return m.Background.Calibration[i].Hex })
	}
	return "", false
}

func pathIndex(path, prefix string) (int, bool) {
	if !strings.HasPrefix(path, prefix) {
		return 0, false
	}
	rest := path[len(prefix):]
	end := strings.IndexByte(rest, ']')
	if end < 0 {
		return 0, false
	}
	i, err := strconv.Atoi(rest[:end])
	return i, err == nil
}
