package scenario

import (
	"fmt"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
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
	path    []pathSeg // the field path of the node being walked
}

type structInfo struct {
	index map[string]int // yaml name -> field index
	names []string
}

var structCache sync.Map // reflect.Type -> *structInfo

func infoOf(t reflect.Type) *structInfo {
	if v, ok := structCache.Load(t); ok {
		return v.(*structInfo)
	}
	si := &structInfo{index: map[string]int{}}
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
		si.names = append(si.names, name)
	}
	sort.Strings(si.names)
	structCache.Store(t, si)
	return si
}

func (w *walker) fail(n *yaml.Node, msg, hint string) error {
	return &LoadError{File: w.file, Line: n.Line, Col: n.Column, Path: w.pathString(), Msg: msg, Hint: hint}
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
func (w *walker) failAt(n *yaml.Node, key, msg, hint string) error {
	w.push(key, -1)
	return w.fail(n, msg, hint)
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		return fmt.Sprintf("%q", short(n.Value))
	}
	return "something else"
}

func short(s string) string {
	if len(s) > 40 {
		return s[:37] + "..."
	}
	return s
}

func isNull(n *yaml.Node) bool {
	if n.Kind != yaml.ScalarNode {
		return false
	}
	switch {
	case n.Tag == "!!null":
		return true
	case n.Tag != "" || n.Style != 0:
		return false
	}
	switch n.Value {
	case "", "~", "null", "Null", "NULL":
		return true
	}
	return false
}

var stringMapType = reflect.TypeOf(map[string]string(nil))

func (w *walker) walk(n *yaml.Node, v reflect.Value, depth int) error {
	w.visits++
	if w.visits > maxVisits {
		return w.fail(n, "the file expands to too many values", "remove the YAML aliases (*name)")
	}
	if depth > MaxDepth {
		return w.fail(n, fmt.Sprintf("values are nested more than %d levels deep", MaxDepth), "a scenario is never this deep; is this the right file?")
	}
	if n.Kind == yaml.AliasNode {
		w.aliases++
		if w.aliases > MaxAliases {
			return w.fail(n, fmt.Sprintf("more than %d aliases (*name)", MaxAliases), "write the values out instead of using aliases")
		}
		if n.Alias == nil {
			return w.fail(n, "alias to an unknown anchor", "")
		}
		return w.walk(n.Alias, v, depth+1)
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
	switch t.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return w.fail(n, fmt.Sprintf("%s: expected a mapping (key: value lines), found %s", field(), kindName(n)), "")
		}
		si := infoOf(t)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode {
				return w.fail(k, "a key must be a plain word", "")
			}
			// Struct mappings have a few dozen keys at most (unknown keys
			// stop the walk), so a linear look back is cheaper than a set.
			for j := 0; j < i; j += 2 {
				if n.Content[j].Value == k.Value {
					return w.failAt(k, k.Value, fmt.Sprintf("duplicate key %q", short(k.Value)), "each key may appear once; merge the two entries")
				}
			}
			fi, ok := si.index[k.Value]
			if !ok {
				hint := didYouMean(k.Value, si.names)
				if hint == "" {
					hint = "known keys here: " + strings.Join(si.names, ", ")
				}
				return w.failAt(k, k.Value, fmt.Sprintf("unknown key %q in %s", short(k.Value), field()), hint)
			}
			w.push(k.Value, -1)
			if err := w.walk(val, v.Field(fi), depth+1); err != nil {
				return err
			}
			w.pop()
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			return w.fail(n, fmt.Sprintf("%s: expected a mapping (key: value lines), found %s", field(), kindName(n)), "")
		}
		if t.Key().Kind() != reflect.String {
			return w.fail(n, "unsupported map key type", "")
		}
		if t == stringMapType {
			return w.stringMap(n, v)
		}
		m := reflect.MakeMapWithSize(t, len(n.Content)/2)
		seen := make(map[string]bool, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, val := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode {
				return w.fail(k, "a key must be a plain value", "")
			}
			if seen[k.Value] {
				return w.failAt(k, k.Value, fmt.Sprintf("duplicate key %q in %s", short(k.Value), field()), "each key may appear once")
			}
			seen[k.Value] = true
			ev := reflect.New(t.Elem()).Elem()
			w.push(k.Value, -1)
			if err := w.walk(val, ev, depth+1); err != nil {
				return err
			}
			w.pop()
			m.SetMapIndex(reflect.ValueOf(k.Value).Convert(t.Key()), ev)
		}
		v.Set(m)
	case reflect.Slice, reflect.Array:
		if n.Kind != yaml.SequenceNode {
			return w.fail(n, fmt.Sprintf("%s: expected a list, found %s", field(), kindName(n)), "write [a, b] or one \"- item\" per line")
		}
		if t.Kind() == reflect.Array {
			if len(n.Content) != t.Len() {
				return w.fail(n, fmt.Sprintf("%s: expected %d items, found %d", field(), t.Len(), len(n.Content)), "")
			}
		} else {
			v.Set(reflect.MakeSlice(t, len(n.Content), len(n.Content)))
		}
		for i, c := range n.Content {
			w.push("", i)
			if err := w.walk(c, v.Index(i), depth+1); err != nil {
				return err
			}
			w.pop()
		}
	case reflect.String:
		if n.Kind != yaml.ScalarNode {
			return w.fail(n, fmt.Sprintf("%s: expected text, found %s", field(), kindName(n)), "")
		}
		v.SetString(n.Value)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" {
			return w.fail(n, fmt.Sprintf("%s: expected a whole number, found %s", field(), kindName(n)), "")
		}
		x, err := strconv.ParseInt(strings.ReplaceAll(n.Value, "_", ""), 0, t.Bits())
		if err != nil {
			return w.fail(n, fmt.Sprintf("%s: %s is not a whole number in range", field(), short(n.Value)), "")
		}
		v.SetInt(x)
	case reflect.Float32, reflect.Float64:
		if n.Kind != yaml.ScalarNode || (n.ShortTag() != "!!int" && n.ShortTag() != "!!float") {
			return w.fail(n, fmt.Sprintf("%s: expected a number, found %s", field(), kindName(n)), "")
		}
		var f float64
		var err error
		if n.ShortTag() == "!!int" {
			var x int64
			x, err = strconv.ParseInt(strings.ReplaceAll(n.Value, "_", ""), 0, 64)
			f = float64(x)
		} else {
			f, err = strconv.ParseFloat(strings.ReplaceAll(n.Value, "_", ""), 64)
		}
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return w.fail(n, fmt.Sprintf("%s: %s is not a finite number", field(), short(n.Value)), "")
		}
		v.SetFloat(f)
	case reflect.Bool:
		if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" {
			return w.fail(n, fmt.Sprintf("%s: expected true or false, found %s", field(), kindName(n)), "")
		}
		b, err := strconv.ParseBool(strings.ToLower(n.Value))
		if err != nil {
			return w.fail(n, fmt.Sprintf("%s: expected true or false, found %s", field(), kindName(n)), "")
		}
		v.SetBool(b)
	default:
		return w.fail(n, "unsupported field type "+t.String(), "")
	}
	return nil
}

// stringMap decodes a map[string]string (map terrain, rule parameters)
// without reflection: large maps hold one entry per hex.
func (w *walker) stringMap(n *yaml.Node, v reflect.Value) error {
	m := make(map[string]string, len(n.Content)/2)
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, val := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			return w.fail(k, "a key must be a plain value", "")
		}
		if _, dup := m[k.Value]; dup {
			return w.failAt(k, k.Value, fmt.Sprintf("duplicate key %q in %s", short(k.Value), w.pathString()), "each key may appear once")
		}
		if val.Kind == yaml.AliasNode || val.Kind != yaml.ScalarNode {
			var s string
			w.push(k.Value, -1)
			if err := w.walk(val, reflect.ValueOf(&s).Elem(), 1); err != nil {
				return err
			}
			w.pop()
			m[k.Value] = s
			continue
		}
		w.visits++
		if isNull(val) {
			m[k.Value] = ""
		} else {
			m[k.Value] = val.Value
		}
	}
	v.Set(reflect.ValueOf(m))
	return nil
}
