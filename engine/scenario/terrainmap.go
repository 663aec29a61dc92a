package scenario

import (
	"encoding/json"
	"iter"
	"slices"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// TerrainMap is a map's terrain: the terrain type of each traced hex, by
// hex number ("0708" -> "forest"). It is written and read as a YAML or
// JSON mapping, keys sorted, exactly as a map[string]string was.
//
// The hex numbers are kept sorted in one slice: a large map (one entry per
// hex, 40,000 on a 200x200 map) loads without a hash insert per hex, reads
// in one order on every run, and compares equal (reflect.DeepEqual)
// whenever it holds the same entries. A lookup is a binary search. A map
// holds a handful of distinct types over thousands of hexes, so each hex
// keeps the index of its type in the sorted list of the types written (4
// bytes instead of a 16-byte string header: 20 bytes a hex instead of 32,
// on a large map the memory pages to fill are the cost), and each type
// is checked once rather than once a hex. The types list holds exactly the
// types in use, with their counts, so that equal contents stay equal
// values. Use it through a pointer, as Map.Terrain does, so that copies of
// a Map share one terrain as they shared one Go map; the read methods
// accept a nil TerrainMap, which is empty.
type TerrainMap struct {
	hexes  []string // sorted, each once
	kinds  []uint32 // kinds[i]: the index in types of the terrain of hexes[i]
	types  []string // the distinct terrain ids written, sorted
	counts []int32  // counts[k]: how many hexes have types[k], never 0
}

// TerrainEntry is one hex of a TerrainMap, as the loader collects them.
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
	entries := make([]TerrainEntry, 0, len(m))
	for k, v := range m {
		entries = append(entries, TerrainEntry{Hex: k, Type: v})
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Hex < entries[j].Hex })
	t := &TerrainMap{}
	t.setEntries(entries)
	return t
}

// setEntries makes t hold entries, sorted by hex number, each hex once.
func (t *TerrainMap) setEntries(entries []TerrainEntry) {
	t.hexes = make([]string, len(entries))
	t.kinds = make([]uint32, len(entries))
	t.types, t.counts = nil, nil
	var tb typeTable
	for i, e := range entries {
		t.hexes[i] = e.Hex
		t.kinds[i] = tb.index(e.Type)
	}
	t.types, t.counts = tb.types, tb.counts
	t.sortTypes()
}

// typeTable numbers the distinct types as they come, for a TerrainMap
// being built, and counts their hexes.
type typeTable struct {
	types  []string
	counts []int32
	byName map[string]uint32 // once there are many types
}

// index returns the number of type s, counting one more hex of it.
func (tb *typeTable) index(s string) uint32 {
	k, ok := tb.find(s)
	if !ok {
		k = uint32(len(tb.types))
		tb.types = append(tb.types, s)
		tb.counts = append(tb.counts, 0)
		if tb.byName != nil {
			tb.byName[s] = k
		} else if len(tb.types) > 16 {
			tb.byName = make(map[string]uint32, 2*len(tb.types))
			for j, u := range tb.types {
				tb.byName[u] = uint32(j)
			}
		}
	}
	tb.counts[k]++
	return k
}

func (tb *typeTable) find(s string) (uint32, bool) {
	if tb.byName != nil {
		k, ok := tb.byName[s]
		return k, ok
	}
	for j, u := range tb.types {
		if u == s {
			return uint32(j), true
		}
	}
	return 0, false
}

// sortTypes sorts the types, numbered as they came, and renumbers the
// hexes' kinds to match.
func (t *TerrainMap) sortTypes() {
	if sort.StringsAreSorted(t.types) {
		return
	}
	order := make([]int, len(t.types))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return t.types[order[a]] < t.types[order[b]] })
	renum := make([]uint32, len(order))
	types, counts := make([]string, len(order)), make([]int32, len(order))
	for to, from := range order {
		renum[from] = uint32(to)
		types[to], counts[to] = t.types[from], t.counts[from]
	}
	for i, k := range t.kinds {
		t.kinds[i] = renum[k]
	}
	t.types, t.counts = types, counts
}

// Len returns the number of hexes with a terrain written.
func (t *TerrainMap) Len() int {
	if t == nil {
		return 0
	}
	return len(t.hexes)
}

// IsZero reports whether the map holds no entry, so that an empty terrain
// is left out of the YAML and JSON output as an empty Go map was.
func (t *TerrainMap) IsZero() bool { return t.Len() == 0 }

// find returns the index of hex, or where it would be inserted. Hex
// numbers are short: comparing their bytes in a loop (textAfter) costs a
// third of the general comparison's call.
func (t *TerrainMap) find(hex string) (int, bool) {
	e := t.hexes
	lo, hi := 0, len(e)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if textAfter(hex, e[m]) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(e) && e[lo] == hex
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
	return t.types[t.kinds[i]], true
}

// At returns the terrain written for hex, or "" when there is none.
func (t *TerrainMap) At(hex string) string {
	v, _ := t.Get(hex)
	return v
}

// Set writes the terrain of hex, replacing any it had.
func (t *TerrainMap) Set(hex, terrain string) {
	i, ok := t.find(hex)
	k := t.useType(terrain)
	if !ok {
		t.hexes = slices.Insert(t.hexes, i, hex)
		t.kinds = slices.Insert(t.kinds, i, k)
		return
	}
	old := t.kinds[i]
	t.kinds[i] = k
	t.release(old)
}

// useType returns the index of terrain in the types, added when new, and
// counts one more hex of it.
func (t *TerrainMap) useType(terrain string) uint32 {
	k, ok := slices.BinarySearch(t.types, terrain)
	if !ok {
		t.types = slices.Insert(t.types, k, terrain)
		t.counts = slices.Insert(t.counts, k, 0)
		for i, kind := range t.kinds {
			if kind >= uint32(k) {
				t.kinds[i] = kind + 1
			}
		}
	}
	t.counts[k]++
	return uint32(k)
}

// release counts one hex fewer of type k, removed when none is left.
func (t *TerrainMap) release(k uint32) {
	t.counts[k]--
	if t.counts[k] > 0 {
		return
	}
	t.types = slices.Delete(t.types, int(k), int(k)+1)
	t.counts = slices.Delete(t.counts, int(k), int(k)+1)
	for i, kind := range t.kinds {
		if kind > k {
			t.kinds[i] = kind - 1
		}
	}
}

// Delete removes the terrain of hex, if it has one.
func (t *TerrainMap) Delete(hex string) {
	if t == nil {
		return
	}
	if i, ok := t.find(hex); ok {
		k := t.kinds[i]
		t.hexes = slices.Delete(t.hexes, i, i+1)
		t.kinds = slices.Delete(t.kinds, i, i+1)
		t.release(k)
	}
}

// All yields each hex and its terrain in ascending order of hex number.
// The map must not change during the loop.
func (t *TerrainMap) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		if t == nil {
			return
		}
		hexes, kinds, types := t.hexes, t.kinds, t.types
		kinds = kinds[:len(hexes)] // one bounds check for the loop
		for i, h := range hexes {
			if !yield(h, types[kinds[i]]) {
				return
			}
		}
	}
}

// hasType reports whether any hex has the terrain.
func (t *TerrainMap) hasType(terrain string) bool {
	if t == nil {
		return false
	}
	_, ok := slices.BinarySearch(t.types, terrain)
	return ok
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
	return &TerrainMap{hexes: slices.Clone(t.hexes), kinds: slices.Clone(t.kinds),
		types: slices.Clone(t.types), counts: slices.Clone(t.counts)}
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
