package scenario

import (
	"encoding/binary"
	"encoding/json"
	"iter"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"go.yaml.in/yaml/v3"
)

// TerrainMap is a map's terrain: the terrain type of each traced hex, by
// hex number ("0708" -> "forest"). It is written and read as a YAML or
// JSON mapping, keys sorted, exactly as a map[string]string was.
//
// The hex numbers are kept sorted: a large map (one entry per hex, 40,000
// on a 200x200 map) loads without a hash insert per hex, reads in one
// order on every run, and compares equal (reflect.DeepEqual) whenever it
// holds the same entries. A lookup is a binary search. On a large map the
// memory pages the loader fills are the cost, so the map takes few bytes a
// hex: the hex numbers one after another in one text (6 bytes a hex when
// they are all as long, as they are on a map; else with their ends), and
// for each hex the number of its type in the sorted list of the types
// written (a map holds a handful of distinct types over thousands of
// hexes), 10 bytes a hex in all instead of 32 for two strings. The layout
// is a function of the entries alone (the types list holds exactly the
// types in use, with their counts), so that equal contents stay equal
// values. Use it through a pointer, as Map.Terrain does, so that copies of
// a Map share one terrain as they shared one Go map; the read methods
// accept a nil TerrainMap, which is empty.
type TerrainMap struct {
	keys   string   // the hex numbers, sorted, each once, one after another
	width  int      // the length of every hex number, when all are as long and not empty; else 0
	ends   []uint32 // when width is 0: where each hex number ends in keys
	kinds  []uint32 // kinds[i]: the index in types of the terrain of hex i
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
	*t = TerrainMap{}
	if len(entries) == 0 {
		return
	}
	var keys strings.Builder
	t.kinds = make([]uint32, len(entries))
	var tb typeTable
	for i, e := range entries {
		keys.WriteString(e.Hex)
		t.kinds[i] = tb.index(e.Type)
	}
	t.types, t.counts = tb.types, tb.counts
	t.setKeys(keys.String(), func(i int) int { return len(entries[i].Hex) })
	t.sortTypes()
}

// setKeys makes keys, the concatenation of len(t.kinds) hex numbers whose
// lengths size gives, t's hex numbers, in the layout their lengths call
// for.
func (t *TerrainMap) setKeys(keys string, size func(i int) int) {
	n := len(t.kinds)
	t.keys, t.width, t.ends = keys, 0, nil
	if n > 0 && len(keys)%n == 0 && len(keys) > 0 {
		w := len(keys) / n
		same := true
		for i := 0; i < n && same; i++ {
			same = size(i) == w
		}
		if same {
			t.width = w
			return
		}
	}
	t.ends = make([]uint32, n)
	end := 0
	for i := range t.ends {
		end += size(i)
		t.ends[i] = uint32(end)
	}
}

// hexAt returns hex number i.
func (t *TerrainMap) hexAt(i int) string {
	if w := t.width; w > 0 {
		return t.keys[i*w : i*w+w]
	}
	return t.keys[t.start(i):t.ends[i]]
}

// start returns where hex number i starts in keys.
func (t *TerrainMap) start(i int) int {
	if t.width > 0 {
		return i * t.width
	}
	if i == 0 {
		return 0
	}
	return int(t.ends[i-1])
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
	return len(t.kinds)
}

// IsZero reports whether the map holds no entry, so that an empty terrain
// is left out of the YAML and JSON output as an empty Go map was.
func (t *TerrainMap) IsZero() bool { return t.Len() == 0 }

// find returns the index of hex, or where it would be inserted. Hex
// numbers are short: comparing their bytes in a loop (textAfter) costs a
// third of the general comparison's call.
func (t *TerrainMap) find(hex string) (int, bool) {
	lo, hi := 0, len(t.kinds)
	if w := t.width; w > 0 && len(hex) == w { // the common case: one slice a step
		keys := t.keys
		if w <= 8 && len(keys) >= 8 {
			// Hex numbers of up to eight bytes compare as big-endian
			// numbers: one load a step (the text's last eight bytes for
			// the last ones).
			var b [8]byte
			copy(b[8-w:], hex)
			want := binary.BigEndian.Uint64(b[:])
			shift := uint(64 - 8*w)
			for lo < hi {
				m := int(uint(lo+hi) >> 1)
				at, off := m*w, uint(0)
				if at+8 > len(keys) {
					at, off = len(keys)-8, uint(8*(m*w-(len(keys)-8)))
				}
				key := bits.ReverseBytes64(le64(keys[at:at+8]) >> off << shift)
				if key < want {
					lo = m + 1
				} else {
					hi = m
				}
			}
			return lo, lo < len(t.kinds) && keys[lo*w:lo*w+w] == hex
		}
		for lo < hi {
			m := int(uint(lo+hi) >> 1)
			if textAfter(hex, keys[m*w:m*w+w]) {
				lo = m + 1
			} else {
				hi = m
			}
		}
		return lo, lo < len(t.kinds) && keys[lo*w:lo*w+w] == hex
	}
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if textAfter(hex, t.hexAt(m)) {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(t.kinds) && t.hexAt(lo) == hex
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
	if ok {
		old := t.kinds[i]
		t.kinds[i] = k
		t.release(old)
		return
	}
	at := len(t.keys) // where hex number i goes: after the last, or where i is now
	if i < len(t.kinds) {
		at = t.start(i)
	}
	keys := t.keys[:at] + hex + t.keys[at:]
	t.kinds = slices.Insert(t.kinds, i, k)
	if t.width > 0 && len(hex) == t.width {
		t.keys = keys // the layout holds
		return
	}
	t.relayout(keys, i, len(hex), true)
}

// relayout makes keys, the text of t's hex numbers once hex number i (of
// length n) was inserted or removed, t's hex numbers; the others' lengths
// are those t held. t.kinds already has its new length.
func (t *TerrainMap) relayout(keys string, i, n int, inserted bool) {
	old := *t
	size := func(j int) int {
		switch {
		case inserted && j == i:
			return n
		case inserted && j > i:
			j--
		case !inserted && j >= i:
			j++
		}
		return len(old.hexAt(j))
	}
	t.setKeys(keys, size)
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
	i, ok := t.find(hex)
	if !ok {
		return
	}
	if len(t.kinds) == 1 {
		*t = TerrainMap{}
		return
	}
	k := t.kinds[i]
	from, to := t.start(i), t.start(i)+len(t.hexAt(i))
	keys := t.keys[:from] + t.keys[to:]
	t.kinds = slices.Delete(t.kinds, i, i+1)
	if t.width > 0 {
		t.keys = keys // the layout holds
	} else {
		t.relayout(keys, i, 0, false)
	}
	t.release(k)
}

// All yields each hex and its terrain in ascending order of hex number.
// The map must not change during the loop.
func (t *TerrainMap) All() iter.Seq2[string, string] {
	return func(yield func(string, string) bool) {
		if t == nil {
			return
		}
		for i, k := range t.kinds {
			if !yield(t.hexAt(i), t.types[k]) {
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

// Clone returns a copy that shares nothing with t (nil for nil) but the
// text of its hex numbers, which never changes.
func (t *TerrainMap) Clone() *TerrainMap {
	if t == nil {
		return nil
	}
	return &TerrainMap{keys: t.keys, width: t.width, ends: slices.Clone(t.ends), kinds: slices.Clone(t.kinds),
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
