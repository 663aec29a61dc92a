package scenario

import (
	"encoding/json"
	"iter"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// TerrainMap is a map's terrain: the terrain type of each traced hex, by
// hex number ("0708" -> "forest"). It is written and read as a YAML or
// JSON mapping, keys sorted, exactly as a map[string]string was.
//
// The entries are kept sorted by hex number in one slice: a large map (one
// entry per hex, 40,000 on a 200x200 map) loads without a hash insert per
// hex, reads in one order on every run, and compares equal
// (reflect.DeepEqual) whenever it holds the same entries. A lookup is a
// binary search. Use it through a pointer, as Map.Terrain does, so that
// copies of a Map share one terrain as they shared one Go map; the read
// methods accept a nil TerrainMap, which is empty.
type TerrainMap struct {
	entries []TerrainEntry // sorted by Hex, each Hex once
}

// TerrainEntry is one hex of a TerrainMap.
type TerrainEntry struct {
	Hex  string // hex number, XXYY
	Type string // terrain id
}

// TerrainOf returns a TerrainMap holding the entries of m, or nil when m
// is empty (a map with no terrain written).
func TerrainOf(m map[string]string) *TerrainMap {
	if len(m) == 0 {
		return nil
	}
	t := &TerrainMap{entries: make([]TerrainEntry, 0, len(m))}
	for k, v := range m {
		t.entries = append(t.entries, TerrainEntry{Hex: k, Type: v})
	}
	sort.Slice(t.entries, func(i, j int) bool { return t.entries[i].Hex < t.entries[j].Hex })
	return t
}

// Len returns the number of hexes with a terrain written.
func (t *TerrainMap) Len() int {
	if t == nil {
		return 0
	}
	return len(t.entries)
}

// IsZero reports whether the map holds no entry, so that an empty terrain
// is left out of the YAML and JSON output as an empty Go map was.
func (t *TerrainMap) IsZero() bool { return t.Len() == 0 }

// find returns the index of hex, or where it would be inserted.
func (t *TerrainMap) find(hex string) (int, bool) {
	e := t.entries
	lo, hi := 0, len(e)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if e[m].Hex < hex {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(e) && e[lo].Hex == hex
}

// Get returns the terrain written for hex and whether there is one.
func (t *TerrainMap) Get(hex string) (string, bool) {
	if t == nil {
		return "", false
	}
	i, ok := t.find(hex)
	if !ok {
		return "", false
	}
	return t.entries[i].Type, true
}

// At returns the terrain written for hex, or "" when there is none.
func (t *TerrainMap) At(hex string) string {
	v, _ := t.Get(hex)
	return v
}

// Set writes the terrain of hex, replacing any it had.
func (t *TerrainMap) Set(hex, terrain string) {
	i, ok := t.find(hex)
	if ok {
		t.entries[i].Type = terrain
		return
	}
	t.entries = append(t.entries, TerrainEntry{})
	copy(t.entries[i+1:], t.entries[i:])
	t.entries[i] = TerrainEntry{Hex: hex, Type: terrain}
}

// Delete removes the terrain of hex, if it has one.
func (t *TerrainMap) Delete(hex string) {
	if t == nil {
		return
	}
	if i, ok := t.find(hex); ok {
		t.entries = append(t.entries[:i], t.entries[i+1:]...)
	}
}

// All yields each hex and its terrain in ascending order of hex number.
// The map must not change during the loop.
func (t *TerrainMap) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		if t == nil {
			return
		}
		for _, e := range t.entries {
			if !yield(e.Hex, e.Type) {
				return
			}
		}
	}
}

// list returns the entries, sorted by hex number, for the package's own
// loops over every hex; nil for a nil map.
func (t *TerrainMap) list() []TerrainEntry {
	if t == nil {
		return nil
	}
	return t.entries
}

// Map returns the entries as a new Go map.
func (t *TerrainMap) Map() map[string]string {
	m := make(map[string]string, t.Len())
	for k, v := range t.All() {
		m[k] = v
	}
	return m
}

// Clone returns a copy that shares nothing with t (nil for nil).
func (t *TerrainMap) Clone() *TerrainMap {
	if t == nil {
		return nil
	}
	return &TerrainMap{entries: append([]TerrainEntry(nil), t.entries...)}
}

// MarshalYAML writes the terrain as the mapping a map[string]string made,
// so that saved files do not change.
func (t *TerrainMap) MarshalYAML() (any, error) { return t.Map(), nil }

// UnmarshalYAML reads a mapping of hex numbers to terrain ids. (Load reads
// scenarios with its own strict decoder; this serves yaml.Unmarshal.)
func (t *TerrainMap) UnmarshalYAML(n *yaml.Node) error {
	var m map[string]string
	if err := n.Decode(&m); err != nil {
		return err
	}
	*t = TerrainMap{}
	if u := TerrainOf(m); u != nil {
		*t = *u
	}
	return nil
}

// MarshalJSON writes the terrain as a JSON object, keys sorted.
func (t *TerrainMap) MarshalJSON() ([]byte, error) { return json.Marshal(t.Map()) }

// UnmarshalJSON reads a JSON object of hex numbers to terrain ids.
func (t *TerrainMap) UnmarshalJSON(data []byte) error {
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	*t = TerrainMap{}
	if u := TerrainOf(m); u != nil {
		*t = *u
	}
	return nil
}

// String lists the entries as "hex: terrain" pairs, for test failures.
func (t *TerrainMap) String() string {
	var b strings.Builder
	b.WriteByte('{')
	for k, v := range t.All() {
		if b.Len() > 1 {
			b.WriteString(", ")
		}
		b.WriteString(k + ": " + v)
	}
	b.WriteByte('}')
	return b.String()
}
