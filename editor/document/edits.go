package document

import (
	"fmt"
	"slices"
	"sort"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// sliceCmd replaces a slice field of the scenario wholesale. Builders never
// modify the elements of the old slice in place, so old stays valid for undo.
func sliceCmd[T any](label, merge string, field func(*scenario.Scenario) *[]T, old, next []T) Command {
	return Command{
		Label: label, Merge: merge,
		Do:   func(s *scenario.Scenario) { *field(s) = next },
		Undo: func(s *scenario.Scenario) { *field(s) = old },
	}
}

// PaintTerrain sets the terrain of the given hexes ("" makes them untraced
// again). Calls with the same non-empty stroke key merge into one undo step.
func (d *Document) PaintTerrain(codes []string, terrain, stroke string) {
	s := d.Scenario()
	type change struct{ code, old, new string }
	var ch []change
	seen := map[string]bool{}
	for _, c := range codes {
		if seen[c] {
			continue
		}
		seen[c] = true
		if old := s.Map.Terrain.At(c); old != terrain {
			ch = append(ch, change{c, old, terrain})
		}
	}
	if len(ch) == 0 {
		return
	}
	set := func(m *scenario.Map, code, t string) {
		if t == "" {
			m.Terrain.Delete(code)
			return
		}
		if m.Terrain == nil {
			m.Terrain = &scenario.TerrainMap{}
		}
		m.Terrain.Set(code, t)
	}
	label := "Paint " + terrain
	if terrain == "" {
		label = "Erase terrain"
	}
	d.Apply(Command{
		Label: label, Merge: stroke,
		Do: func(s *scenario.Scenario) {
			for _, c := range ch {
				set(&s.Map, c.code, c.new)
			}
		},
		Undo: func(s *scenario.Scenario) {
			for i := len(ch) - 1; i >= 0; i-- {
				set(&s.Map, ch[i].code, ch[i].old)
			}
		},
	})
}

// TerrainAt returns the terrain of a hex: its own, the map default, or "" when
// untraced.
func TerrainAt(s *scenario.Scenario, code string) string {
	if t, ok := s.Map.Terrain.Get(code); ok {
		return t
	}
	return s.Map.DefaultTerrain
}

// FloodFill returns the hexes connected to start that have the same terrain
// as start (untraced counts as a terrain), within the map.
func FloodFill(s *scenario.Scenario, start hex.Hex) []string {
	g := s.Grid()
	if !g.Contains(start) {
		return nil
	}
	want := TerrainAt(s, g.Code(start))
	seen := map[hex.Hex]bool{start: true}
	queue := []hex.Hex{start}
	var out []string
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		out = append(out, g.Code(h))
		for _, n := range h.Neighbours() {
			if seen[n] || !g.Contains(n) || TerrainAt(s, g.Code(n)) != want {
				continue
			}
			seen[n] = true
			queue = append(queue, n)
		}
	}
	sort.Strings(out)
	return out
}

// Brush returns the hexes of a brush of the given radius around h that lie on
// the map (radius 1 is the 7-hex brush).
func Brush(s *scenario.Scenario, h hex.Hex, radius int) []string {
	g := s.Grid()
	var out []string
	for _, x := range h.Range(radius) {
		if g.Contains(x) {
			out = append(out, g.Code(x))
		}
	}
	return out
}

// SideKey returns the canonical "between" pair of a hexside: the two hex
// numbers, lower first, as the file stores them.
func SideKey(g hex.Grid, a, b hex.Hex) [2]string {
	ca, cb := g.Code(a), g.Code(b)
	if cb < ca {
		ca, cb = cb, ca
	}
	return [2]string{ca, cb}
}

// HexsideIndex returns the index of the hexside between a and b, or -1.
func HexsideIndex(s *scenario.Scenario, key [2]string) int {
	for i, h := range s.Map.Hexsides {
		k := h.Between
		if k[1] < k[0] {
			k[0], k[1] = k[1], k[0]
		}
		if k == key {
			return i
		}
	}
	return -1
}

// ToggleHexside adds feature to the hexside between a and b, or removes it
// when present; a hexside left without features is deleted. uphill is the
// hex on the high side for slopes ("" otherwise).
func (d *Document) ToggleHexside(a, b hex.Hex, feature, uphill string) error {
	s := d.Scenario()
	i := HexsideIndex(s, SideKey(s.Grid(), a, b))
	on := i < 0 || !slices.Contains(s.Map.Hexsides[i].Features, feature)
	_, err := d.SetHexsideFeature(a, b, feature, uphill, on, "")
	return err
}

// HasHexsideFeature reports whether the hexside between a and b has feature.
func HasHexsideFeature(s *scenario.Scenario, a, b hex.Hex, feature string) bool {
	i := HexsideIndex(s, SideKey(s.Grid(), a, b))
	return i >= 0 && slices.Contains(s.Map.Hexsides[i].Features, feature)
}

// SetHexsideFeature puts feature on the hexside between a and b (on) or
// takes it off; it reports whether anything changed. Calls with the same
// non-empty stroke key merge into one undo step (a river drawn by dragging
// along the edges).
func (d *Document) SetHexsideFeature(a, b hex.Hex, feature, uphill string, on bool, stroke string) (bool, error) {
	s := d.Scenario()
	g := s.Grid()
	if !a.Adjacent(b) {
		return false, fmt.Errorf("document: %s and %s are not adjacent", g.Code(a), g.Code(b))
	}
	key := SideKey(g, a, b)
	old := s.Map.Hexsides
	next := slices.Clone(old)
	i := HexsideIndex(s, key)
	label := "Add " + feature
	switch {
	case i < 0 && !on:
		return false, nil
	case i < 0:
		hs := scenario.Hexside{Between: key, Features: []string{feature}}
		if isSloped(feature) {
			hs.Uphill = uphill
		}
		next = append(next, hs)
	default:
		hs := next[i]
		feats := slices.Clone(hs.Features)
		j := slices.Index(feats, feature)
		switch {
		case on && j >= 0, !on && j < 0:
			return false, nil
		case on:
			feats = append(feats, feature)
			if isSloped(feature) && uphill != "" {
				hs.Uphill = uphill
			}
		default:
			feats = slices.Delete(feats, j, j+1)
			label = "Remove " + feature
		}
		hs.Features = feats
		if len(feats) == 0 {
			next = slices.Delete(next, i, i+1)
		} else {
			next[i] = hs
		}
	}
	d.Apply(sliceCmd(label, stroke, func(s *scenario.Scenario) *[]scenario.Hexside { return &s.Map.Hexsides }, old, next))
	return true, nil
}

// PutHexside writes one hexside in a single undo step: it replaces the
// hexside between the same two hexes, adds it when there is none, and
// removes it when hs has no features.
func (d *Document) PutHexside(hs scenario.Hexside) {
	s := d.Scenario()
	key := hs.Between
	if key[1] < key[0] {
		key[0], key[1] = key[1], key[0]
	}
	hs.Between = key
	hs.Features = slices.Clone(hs.Features)
	old := s.Map.Hexsides
	next := slices.Clone(old)
	i := HexsideIndex(s, key)
	switch {
	case i < 0 && len(hs.Features) == 0:
		return
	case i < 0:
		next = append(next, hs)
	case len(hs.Features) == 0:
		next = slices.Delete(next, i, i+1)
	default:
		next[i] = hs
	}
	d.Apply(sliceCmd("Edit hexside "+key[0]+"/"+key[1], "", func(s *scenario.Scenario) *[]scenario.Hexside { return &s.Map.Hexsides }, old, next))
}

func isSloped(f string) bool { return f == scenario.FeatureSlope || f == scenario.FeatureSteepSlope }

// ExtendRoad adds the step from -> to (adjacent hexes) to a road of the given
// kind: it extends a road that ends (or starts) at from, or starts a new one.
// A step already on a road of that kind changes nothing. Steps of one drag
// share a stroke key and undo together.
func (d *Document) ExtendRoad(kind string, from, to hex.Hex, stroke string) {
	s := d.Scenario()
	g := s.Grid()
	if !from.Adjacent(to) || !g.Contains(from) || !g.Contains(to) {
		return
	}
	a, b := g.Code(from), g.Code(to)
	for _, r := range s.Map.Roads {
		if r.Kind != kind {
			continue
		}
		for i := 1; i < len(r.Hexes); i++ {
			if r.Hexes[i-1] == a && r.Hexes[i] == b || r.Hexes[i-1] == b && r.Hexes[i] == a {
				return
			}
		}
	}
	old := s.Map.Roads
	next := slices.Clone(old)
	done := false
	for i := len(next) - 1; i >= 0 && !done; i-- {
		r := next[i]
		if r.Kind != kind || len(r.Hexes) == 0 {
			continue
		}
		switch {
		case r.Hexes[len(r.Hexes)-1] == a:
			r.Hexes = append(slices.Clip(slices.Clone(r.Hexes)), b)
		case r.Hexes[0] == a:
			r.Hexes = append([]string{b}, r.Hexes...)
		default:
			continue
		}
		next[i] = r
		done = true
	}
	if !done {
		next = append(next, scenario.Road{Kind: kind, Hexes: []string{a, b}})
	}
	d.Apply(sliceCmd("Draw "+kind, stroke, func(s *scenario.Scenario) *[]scenario.Road { return &s.Map.Roads }, old, next))
}

// RemoveRoadStep removes the step between two adjacent hexes from every road,
// splitting roads in two where needed.
func (d *Document) RemoveRoadStep(a, b hex.Hex) {
	s := d.Scenario()
	g := s.Grid()
	ca, cb := g.Code(a), g.Code(b)
	old := s.Map.Roads
	var next []scenario.Road
	changed := false
	for _, r := range old {
		start := 0
		for i := 1; i < len(r.Hexes); i++ {
			if r.Hexes[i-1] == ca && r.Hexes[i] == cb || r.Hexes[i-1] == cb && r.Hexes[i] == ca {
				if i-start >= 2 {
					next = append(next, scenario.Road{Kind: r.Kind, Name: r.Name, Hexes: slices.Clone(r.Hexes[start:i])})
				}
				start = i
				changed = true
			}
		}
		if len(r.Hexes)-start >= 2 {
			next = append(next, scenario.Road{Kind: r.Kind, Name: r.Name, Hexes: slices.Clone(r.Hexes[start:])})
		}
	}
	if !changed {
		return
	}
	d.Apply(sliceCmd("Erase road", "", func(s *scenario.Scenario) *[]scenario.Road { return &s.Map.Roads }, old, next))
}

// SetPlace names a hex on the map; an empty name removes the label.
func (d *Document) SetPlace(code, name string) {
	s := d.Scenario()
	old := s.Map.Places
	next := slices.Clone(old)
	i := slices.IndexFunc(next, func(p scenario.Place) bool { return p.Hex == code })
	switch {
	case i >= 0 && name == "":
		next = slices.Delete(next, i, i+1)
	case i >= 0:
		if next[i].Name == name {
			return
		}
		next[i].Name = name
	case name == "":
		return
	default:
		next = append(next, scenario.Place{Name: name, Hex: code})
	}
	d.Apply(sliceCmd("Label "+code, "", func(s *scenario.Scenario) *[]scenario.Place { return &s.Map.Places }, old, next))
}

// Marking kinds for ToggleMarking.
const (
	MarkLOC       = "loc"
	MarkObjective = "objective"
)

// ToggleMarking marks a hex as a LOC or Objective hex of side, or removes the
// marking when the hex already has it.
func (d *Document) ToggleMarking(kind, code, side string) {
	s := d.Scenario()
	field := func(s *scenario.Scenario) *[]scenario.MarkedHex { return &s.Map.LOCs }
	if kind == MarkObjective {
		field = func(s *scenario.Scenario) *[]scenario.MarkedHex { return &s.Map.Objectives }
	}
	old := *field(s)
	next := slices.Clone(old)
	label := "Set " + kind + " " + code
	if i := slices.IndexFunc(next, func(m scenario.MarkedHex) bool { return m.Hex == code && m.Side == side }); i >= 0 {
		next = slices.Delete(next, i, i+1)
		label = "Clear " + kind + " " + code
	} else {
		next = append(next, scenario.MarkedHex{Hex: code, Side: side})
	}
	d.Apply(sliceCmd(label, "", field, old, next))
}

// ToggleEntryHex adds a hex to entry area id (created for side when missing),
// or removes it when present.
func (d *Document) ToggleEntryHex(id, side, code string) {
	s := d.Scenario()
	old := s.Map.EntryAreas
	next := slices.Clone(old)
	i := slices.IndexFunc(next, func(a scenario.EntryArea) bool { return a.ID == id })
	if i < 0 {
		next = append(next, scenario.EntryArea{ID: id, Side: side})
		i = len(next) - 1
	}
	a := next[i]
	hexes := slices.Clone(a.Hexes)
	if j := slices.Index(hexes, code); j >= 0 {
		hexes = slices.Delete(hexes, j, j+1)
	} else {
		hexes = append(hexes, code)
		sort.Strings(hexes)
	}
	a.Hexes = hexes
	next[i] = a
	d.Apply(sliceCmd("Entry area "+id, "", func(s *scenario.Scenario) *[]scenario.EntryArea { return &s.Map.EntryAreas }, old, next))
}

// SetGarrison puts a garrison of side and strength in a hex; a negative
// strength removes it (9.4.4).
func (d *Document) SetGarrison(code, side string, strength int) {
	s := d.Scenario()
	old := s.Map.Garrisons
	next := slices.Clone(old)
	i := slices.IndexFunc(next, func(g scenario.Garrison) bool { return g.Hex == code })
	switch {
	case i >= 0 && strength < 0:
		next = slices.Delete(next, i, i+1)
	case i >= 0:
		next[i].Side, next[i].Strength = side, strength
	case strength < 0:
		return
	default:
		next = append(next, scenario.Garrison{Hex: code, Side: side, Strength: strength})
	}
	d.Apply(sliceCmd("Garrison "+code, "", func(s *scenario.Scenario) *[]scenario.Garrison { return &s.Map.Garrisons }, old, next))
}

// SetBackground sets (or with nil removes) the background image. Moves of
// the opacity slider share a merge key and undo as one step.
func (d *Document) SetBackground(b *scenario.Background, merge string) {
	s := d.Scenario()
	old := s.Map.Background
	var next *scenario.Background
	if b != nil {
		c := *b
		c.Calibration = slices.Clone(b.Calibration)
		next = &c
	}
	d.Apply(Command{
		Label: "Background", Merge: merge,
		Do:   func(s *scenario.Scenario) { s.Map.Background = next },
		Undo: func(s *scenario.Scenario) { s.Map.Background = old },
	})
}

// UnitIndex returns the index of the unit with id, or -1.
func UnitIndex(s *scenario.Scenario, id string) int {
	return slices.IndexFunc(s.Units, func(u scenario.Unit) bool { return u.ID == id })
}

func unitsField(s *scenario.Scenario) *[]scenario.Unit { return &s.Units }

// AddUnit appends a unit to the order of battle; its id must be new.
func (d *Document) AddUnit(u scenario.Unit) error {
	s := d.Scenario()
	if u.ID == "" || UnitIndex(s, u.ID) >= 0 {
		return fmt.Errorf("document: unit id %q is empty or already used", u.ID)
	}
	old := s.Units
	next := append(slices.Clip(slices.Clone(old)), cloneUnit(u))
	d.Apply(sliceCmd("Add unit "+u.ID, "", unitsField, old, next))
	return nil
}

// UpdateUnit replaces the unit with id by u (which may carry a new id).
func (d *Document) UpdateUnit(id string, u scenario.Unit) error {
	s := d.Scenario()
	i := UnitIndex(s, id)
	if i < 0 {
		return fmt.Errorf("document: no unit %q", id)
	}
	if u.ID != id && UnitIndex(s, u.ID) >= 0 {
		return fmt.Errorf("document: unit id %q is already used", u.ID)
	}
	old := s.Units
	next := slices.Clone(old)
	next[i] = cloneUnit(u)
	d.Apply(sliceCmd("Edit unit "+u.ID, "", unitsField, old, next))
	return nil
}

// DeleteUnit removes the unit with id.
func (d *Document) DeleteUnit(id string) error {
	s := d.Scenario()
	i := UnitIndex(s, id)
	if i < 0 {
		return fmt.Errorf("document: no unit %q", id)
	}
	old := s.Units
	next := slices.Delete(slices.Clone(old), i, i+1)
	d.Apply(sliceCmd("Delete unit "+id, "", unitsField, old, next))
	return nil
}

// PlaceUnit sets a unit up on a hex (placement kind "setup"). Moves of one
// drag share a merge key and undo as one step.
func (d *Document) PlaceUnit(id, code, merge string) error {
	s := d.Scenario()
	i := UnitIndex(s, id)
	if i < 0 {
		return fmt.Errorf("document: no unit %q", id)
	}
	u := s.Units[i]
	if u.Placement.Kind == scenario.PlaceSetup && u.Placement.Hex == code {
		return nil
	}
	u = cloneUnit(u)
	u.Placement = scenario.Placement{Kind: scenario.PlaceSetup, Hex: code, Note: u.Placement.Note}
	old := s.Units
	next := slices.Clone(old)
	next[i] = u
	d.Apply(sliceCmd("Move "+id, merge, unitsField, old, next))
	return nil
}

func cloneUnit(u scenario.Unit) scenario.Unit {
	c := u
	c.Traits = slices.Clone(u.Traits)
	c.Placement.Hexes = slices.Clone(u.Placement.Hexes)
	for _, p := range []**int{&c.Strength, &c.Movement, &c.CommandSpan} {
		if *p != nil {
			v := **p
			*p = &v
		}
	}
	return c
}

// UnitsAt returns the ids of the units set up in a hex, in file order.
func UnitsAt(s *scenario.Scenario, code string) []string {
	var out []string
	for _, u := range s.Units {
		if u.Placement.Kind == scenario.PlaceSetup && u.Placement.Hex == code {
			out = append(out, u.ID)
		}
	}
	return out
}
