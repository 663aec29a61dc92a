package scenario

import (
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// maxVisits bounds the work of walking a tree whose aliases point at large
// subtrees (a "billion laughs" file).
const maxVisits = 4_000_000

// walker checks a YAML node tree against a Go type before decoding: unknown
// keys (with a did-you-mean hint), duplicate keys, wrong kinds of value,
// nesting depth and alias use, and decodes into the Go value as it goes.
type walker struct {
	file    string
	aliases int
	visits  int
	budget  aliasBudget // text the aliases repeat
	path    []pathSeg   // the field path of the node being walked
}

type structInfo struct {
	index  map[string]int // yaml name -> field index
	names  []string       // sorted, for hints
	fields []string       // yaml name by field index ("" for a field not read)
}

var structCache sync.Map // reflect.Type -> *structInfo

func infoOf(t reflect.Type) *structInfo {
	if v, ok := structCache.Load(t); ok {
		return v.(*structInfo)
	}
	si := &structInfo{index: map[string]int{}, fields: make([]string, t.NumField())}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("yaml")
		name, _, _ := strings.Cut(tag, ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = strings.ToLower(f.Name)
		}
		si.index[name] = i
		si.fields[i] = name
		si.names = append(si.names, name)
	}
	sort.Strings(si.names)
	structCache.Store(t, si)
	return si
}

func (w *walker) fail(n *node, msg, hint string) error {
	return &LoadError{File: w.file, Line: int(n.line), Col: int(n.col), Path: w.pathString(), Msg: msg, Hint: hint}
}

// pathSeg is one step of the field path the walk is at: a key, or a list
// index when idx >= 0. The walker keeps the steps on a stack and builds the
// path text ("units[3].placement.hex") only when an error needs it.
type pathSeg struct {
	key string
	idx int
}

func (w *walker) push(key string, idx int) { w.path = append(w.path, pathSeg{key: key, idx: idx}) }
func (w *walker) pop()                     { w.path = w.path[:len(w.path)-1] }

func (w *walker) pathString() string {
	var b strings.Builder
	for _, s := range w.path {
		if s.idx >= 0 {
			b.WriteByte('[')
			b.WriteString(strconv.Itoa(s.idx))
			b.WriteByte(']')
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(s.key)
	}
	return b.String()
}

// failAt reports a problem with the entry key of the current mapping.
func (w *walker) failAt(n *node, key, msg, hint string) error {
	w.push(key, -1)
	return w.fail(n, msg, hint)
}

func kindName(n *node) string {
	switch n.kind {
	case mappingNode:
		return "a mapping"
	case sequenceNode:
		return "a list"
	case scalarNode:
		return fmt.Sprintf("%q", short(n.value))
	}
	return "something else"
}

func short(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

func isNull(n *node) bool {
	if n.kind != scalarNode {
		return false
	}
	switch {
	case n.tag() == "!!null":
		return true
	case n.tag() != "":
		return false
	}
	return nullScalar(n.value, n.style)
}

// nullScalar reports whether an untagged scalar is null.
func nullScalar(value string, style nodeStyle) bool {
	if style != 0 {
		return false
	}
	switch value {
	case "", "~", "null", "Null", "NULL":
		return true
	}
	return false
}

var (
	stringMapType  = reflect.TypeOf(map[string]string(nil))
	terrainMapType = reflect.TypeOf(TerrainMap{})
)

func (w *walker) walk(n *node, v reflect.Value, depth int) error {
	w.visits++
	if w.visits > maxVisits {
		return w.fail(n, "the file expands to too many values", "remove the YAML aliases (*name)")
	}
	if depth > MaxDepth {
		return w.fail(n, fmt.Sprintf("values are nested more than %d levels deep", MaxDepth), "a scenario is never this deep; is this the right file?")
	}
	if n.kind == aliasNode {
		w.aliases++
		if w.aliases > MaxAliases {
			return w.fail(n, fmt.Sprintf("more than %d aliases (*name)", MaxAliases), "write the values out instead of using aliases")
		}
		if n.alias() == nil {
			return w.fail(n, "alias to an unknown anchor", "")
		}
		if !w.budget.spend(n.alias()) {
			return w.fail(n, fmt.Sprintf("aliases (*name) repeat more text than the file holds (%d bytes so far)", w.budget.used),
				"write the values out instead of using aliases")
		}
		return w.walk(n.alias(), v, depth+1)
	}
	if n.kind == scalarNode && n.tag() == "!!binary" {
		return w.fail(n, "binary data (!!binary) is not read", "write the value as text, without the !!binary tag")
	}
	if isNull(n) {
		v.Set(reflect.Zero(v.Type()))
		return nil
	}
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		v = v.Elem()
	}
	field := func() string {
		if len(w.path) == 0 {
			return "the file"
		}
		return w.pathString()
	}
	t := v.Type()
	if t == terrainMapType {
		return w.terrainMap(n, v.Addr().Interface().(*TerrainMap))
	}
	switch t.Kind() {
	case reflect.Struct:
		if n.kind != mappingNode {
			return w.fail(n, fmt.Sprintf("%s: expected a mapping (key: value lines), found %s", field(), kindName(n)), "")
		}
		si := infoOf(t)
		content := n.content()
		// Keys come in the order of the fields in a saved file: the field
		// after the last one found is tried before the name index.
		next := 0
		var seen uint64 // fields found so far, when there are at most 64
		for i := 0; i+1 < len(content); i += 2 {
			k, val := content[i], content[i+1]
			if k.kind != scalarNode {
				return w.fail(k, "a key must be a plain word", "")
			}
			fi, ok := next, next < len(si.fields) && si.fields[next] == k.value && k.value != ""
			if !ok {
				fi, ok = si.index[k.value]
			}
			if !ok {
				// An unknown key stops the walk at its first line, so it
				// is never a duplicate.
				hint := didYouMean(k.value, si.names)
				if hint == "" {
					hint = "known keys here: " + strings.Join(si.names, ", ")
				}
				return w.failAt(k, k.value, fmt.Sprintf("unknown key %q in %s", short(k.value), field()), hint)
			}
			next = fi + 1
			// Each key names one field: a field found twice is a
			// duplicate key. A struct of more than 64 fields looks back.
			dup := false
			if fi < 64 {
				dup, seen = seen&(1<<fi) != 0, seen|1<<fi
			} else {
				for j := 0; j < i; j += 2 {
					dup = dup || content[j].value == k.value
				}
			}
			if dup {
				return w.failAt(k, k.value, fmt.Sprintf("duplicate key %q", short(k.value)), "each key may appear once; merge the two entries")
			}
			w.push(k.value, -1)
			if err := w.walk(val, v.Field(fi), depth+1); err != nil {
				return err
			}
			w.pop()
		}
	case reflect.Map:
		if n.kind != mappingNode {
			return w.fail(n, fmt.Sprintf("%s: expected a mapping (key: value lines), found %s", field(), kindName(n)), "")
		}
		if t.Key().Kind() != reflect.String {
			return w.fail(n, "unsupported map key type", "")
		}
		if t == stringMapType {
			return w.stringMap(n, v)
		}
		m := reflect.MakeMapWithSize(t, len(n.content())/2)
		seen := make(map[string]bool, len(n.content())/2)
		for i := 0; i+1 < len(n.content()); i += 2 {
			k, val := n.content()[i], n.content()[i+1]
			if k.kind != scalarNode {
				return w.fail(k, "a key must be a plain value", "")
			}
			if seen[k.value] {
				return w.failAt(k, k.value, fmt.Sprintf("duplicate key %q in %s", short(k.value), field()), "each key may appear once")
			}
			seen[k.value] = true
			ev := reflect.New(t.Elem()).Elem()
			w.push(k.value, -1)
			if err := w.walk(val, ev, depth+1); err != nil {
				return err
			}
			w.pop()
			m.SetMapIndex(reflect.ValueOf(k.value).Convert(t.Key()), ev)
		}
		v.Set(m)
	case reflect.Slice, reflect.Array:
		if n.kind != sequenceNode {
			return w.fail(n, fmt.Sprintf("%s: expected a list, found %s", field(), kindName(n)), "write [a, b] or one \"- item\" per line")
		}
		if t.Kind() == reflect.Array {
			if len(n.content()) != t.Len() {
				return w.fail(n, fmt.Sprintf("%s: expected %d items, found %d", field(), t.Len(), len(n.content())), "")
			}
		} else {
			v.Set(reflect.MakeSlice(t, len(n.content()), len(n.content())))
		}
		for i, c := range n.content() {
			w.push("", i)
			if err := w.walk(c, v.Index(i), depth+1); err != nil {
				return err
			}
			w.pop()
		}
	case reflect.String:
		if n.kind != scalarNode {
			return w.fail(n, fmt.Sprintf("%s: expected text, found %s", field(), kindName(n)), "")
		}
		v.SetString(n.value)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if n.kind != scalarNode || n.shortTag() != "!!int" {
			return w.fail(n, fmt.Sprintf("%s: expected a whole number, found %s", field(), kindName(n)), "")
		}
		x, err := strconv.ParseInt(strings.ReplaceAll(n.value, "_", ""), 0, t.Bits())
		if err != nil {
			return w.fail(n, fmt.Sprintf("%s: %s is not a whole number in range", field(), short(n.value)), "")
		}
		v.SetInt(x)
	case reflect.Float32, reflect.Float64:
		if n.kind != scalarNode || (n.shortTag() != "!!int" && n.shortTag() != "!!float") {
			return w.fail(n, fmt.Sprintf("%s: expected a number, found %s", field(), kindName(n)), "")
		}
		var f float64
		var err error
		if n.shortTag() == "!!int" {
			var x int64
			x, err = strconv.ParseInt(strings.ReplaceAll(n.value, "_", ""), 0, 64)
			f = float64(x)
		} else {
			f, err = strconv.ParseFloat(strings.ReplaceAll(n.value, "_", ""), 64)
		}
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return w.fail(n, fmt.Sprintf("%s: %s is not a finite number", field(), short(n.value)), "")
		}
		v.SetFloat(f)
	case reflect.Bool:
		if n.kind != scalarNode || n.shortTag() != "!!bool" {
			return w.fail(n, fmt.Sprintf("%s: expected true or false, found %s", field(), kindName(n)), "")
		}
		b, err := strconv.ParseBool(strings.ToLower(n.value))
		if err != nil {
			return w.fail(n, fmt.Sprintf("%s: expected true or false, found %s", field(), kindName(n)), "")
		}
		v.SetBool(b)
	default:
		return w.fail(n, "unsupported field type "+t.String(), "")
	}
	return nil
}

// stringMap decodes a map[string]string (rule parameters) without
// reflection.
func (w *walker) stringMap(n *node, v reflect.Value) error {
	m := make(map[string]string, len(n.content())/2)
	var in interner
	for i := 0; i+1 < len(n.content()); i += 2 {
		k, val := n.content()[i], n.content()[i+1]
		if k.kind != scalarNode {
			return w.fail(k, "a key must be a plain value", "")
		}
		key := k.value
		if val.kind == aliasNode || val.kind != scalarNode {
			if _, dup := m[k.value]; dup {
				return w.failAt(k, k.value, fmt.Sprintf("duplicate key %q in %s", short(k.value), w.pathString()), "each key may appear once")
			}
			var s string
			w.push(k.value, -1)
			if err := w.walk(val, reflect.ValueOf(&s).Elem(), 1); err != nil {
				return err
			}
			w.pop()
			m[key] = s
			continue
		}
		w.visits++
		// One map operation an entry: a duplicate key leaves the map's
		// size unchanged, and then the walk stops anyway.
		before := len(m)
		if isNull(val) {
			m[key] = ""
		} else {
			m[key] = in.intern(val.value)
		}
		if len(m) == before {
			return w.failAt(k, k.value, fmt.Sprintf("duplicate key %q in %s", short(k.value), w.pathString()), "each key may appear once")
		}
	}
	v.Set(reflect.ValueOf(m))
	return nil
}

// terrainMap decodes a map's terrain (one entry per hex, 40,000 on a
// 200x200 map) into t without a hash insert per hex: the entries are taken
// in file order, which a saved file keeps sorted, and sorted only when
// they are not. Duplicate keys are reported at their second occurrence,
// as for any mapping.
func (w *walker) terrainMap(n *node, t *TerrainMap) error {
	if n.kind != mappingNode {
		return w.fail(n, fmt.Sprintf("%s: expected a mapping (key: value lines), found %s", w.pathString(), kindName(n)), "")
	}
	entries := make([]TerrainEntry, 0, len(n.content())/2)
	var in interner
	var seen map[string]bool // built once the keys are out of order
	for i := 0; i+1 < len(n.content()); i += 2 {
		k, val := n.content()[i], n.content()[i+1]
		if k.kind != scalarNode {
			return w.fail(k, "a key must be a plain value", "")
		}
		key := k.value
		if seen == nil && len(entries) > 0 && key <= entries[len(entries)-1].Hex {
			seen = make(map[string]bool, len(n.content())/2)
			for _, e := range entries {
				seen[e.Hex] = true
			}
		}
		if seen != nil {
			if seen[key] {
				return w.failAt(k, key, fmt.Sprintf("duplicate key %q in %s", short(key), w.pathString()), "each key may appear once")
			}
			seen[key] = true
		}
		var s string
		switch {
		case val.kind != scalarNode:
			var err error
			if s, err = w.entryText(key, val); err != nil {
				return err
			}
		case isNull(val):
			w.visits++
		default:
			w.visits++
			s = in.intern(val.value)
		}
		entries = append(entries, TerrainEntry{Hex: key, Type: s})
	}
	if seen != nil {
		sort.SliceStable(entries, func(i, j int) bool { return entries[i].Hex < entries[j].Hex })
	}
	t.setEntries(entries)
	return nil
}

// entryText decodes the value of the mapping entry key as text, through
// walk (an alias, or the error for a list or mapping). Apart from the
// caller's loop, so that only this rare path puts a string on the heap.
func (w *walker) entryText(key string, val *node) (string, error) {
	var s string
	w.push(key, -1)
	if err := w.walk(val, reflect.ValueOf(&s).Elem(), 1); err != nil {
		return "", err
	}
	w.pop()
	return s, nil
}

// textAfter reports whether a > b (a map's keys in a saved file are
// sorted: this runs for each of them). Hex numbers are short, and a
// comparison of their bytes in a loop costs less than the call to the
// general comparison.
func textAfter(a, b string) bool {
	n := min(len(a), len(b))
	longer := len(a) > len(b)
	a, b = a[:n], b[:n] // one bounds check for the loop
	i := 0
	if n >= 4 {
		// the first four bytes (all of a two-digit hex number's) at once,
		// as big-endian numbers
		x := uint32(a[0])<<24 | uint32(a[1])<<16 | uint32(a[2])<<8 | uint32(a[3])
		y := uint32(b[0])<<24 | uint32(b[1])<<16 | uint32(b[2])<<8 | uint32(b[3])
		if x != y {
			return x > y
		}
		i = 4
	}
	for ; i < n; i++ {
		if a[i] != b[i] {
			return a[i] > b[i]
		}
	}
	return longer
}

// interner shares one copy of each of the first few distinct values of a
// large map (rule parameters; a map's terrain),
// so that the checks that read them all, in the map's random order, read a
// few strings that stay in cache rather than one string per entry spread
// over the whole file.
type interner struct {
	vals [16]string
	n    int
	// slots holds each value of vals at the slot of its length and
	// first and last bytes: one comparison finds most values (a map's
	// types follow one another in any order).
	slots [16]string
}

// internSlot is the slot of s, a non-empty string, in interner.slots.
func internSlot(s string) int {
	return (len(s) + int(s[0])*3 + int(s[len(s)-1])*5) & 15
}

func (in *interner) intern(s string) string {
	if len(s) > 0 {
		if v := in.slots[internSlot(s)]; len(v) == len(s) && v == s {
			return v
		}
	}
	return in.internSlow(s)
}

// internSlow is intern of a value its slot does not hold.
func (in *interner) internSlow(s string) string {
	for _, v := range in.vals[:in.n] {
		if v == s {
			if len(v) > 0 {
				in.slots[internSlot(v)] = v
			}
			return v
		}
	}
	if in.n < len(in.vals) {
		in.vals[in.n] = s
		in.n++
		if len(s) > 0 {
			in.slots[internSlot(s)] = s
		}
	}
	return s
}
