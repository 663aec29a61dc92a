package scenario

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"

	"go.yaml.in/yaml/v3"
)

// maxVisits bounds the work of walking a tree whose aliases point at large
// subtrees (a "billion laughs" file).
const maxVisits = 4_000_000

// walker checks a YAML node tree against a Go type before decoding: unknown
// keys (with a did-you-mean hint), duplicate keys, wrong kinds of value,
// nesting depth and alias use. It records the position of every field.
type walker struct {
	file    string
	pos     map[string]Position
	aliases int
	visits  int
}

func reflectTypeOf(v any) reflect.Type { return reflect.TypeOf(v) }

type structInfo struct {
	fields map[string]reflect.Type
	names  []string
}

var structCache sync.Map // reflect.Type -> *structInfo

func infoOf(t reflect.Type) *structInfo {
	if v, ok := structCache.Load(t); ok {
		return v.(*structInfo)
	}
	si := &structInfo{fields: map[string]reflect.Type{}}
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
		si.fields[name] = f.Type
		si.names = append(si.names, name)
	}
	sort.Strings(si.names)
	structCache.Store(t, si)
	return si
}

func (w *walker) fail(n *yaml.Node, path, msg, hint string) error {
	return &LoadError{File: w.file, Line: n.Line, Col: n.Column, Path: path, Msg: msg, Hint: hint}
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
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
	return n.Kind == yaml.ScalarNode && n.ShortTag() == "!!null"
}

func (w *walker) walk(n *yaml.Node, t reflect.Type, path string, depth int) error {
	w.visits++
	if w.visits > maxVisits {
		return w.fail(n, path, "the file expands to too many values", "remove the YAML aliases (*name)")
	}
	if depth > MaxDepth {
		return w.fail(n, path, fmt.Sprintf("values are nested more than %d levels deep", MaxDepth), "a scenario is never this deep; is this the right file?")
	}
	if n.Kind == yaml.AliasNode {
		w.aliases++
		if w.aliases > MaxAliases {
			return w.fail(n, path, fmt.Sprintf("more than %d aliases (*name)", MaxAliases), "write the values out instead of using aliases")
		}
		if n.Alias == nil {
			return w.fail(n, path, "alias to an unknown anchor", "")
		}
		return w.walk(n.Alias, t, path, depth+1)
	}
	if _, seen := w.pos[path]; !seen {
		w.pos[path] = Position{Line: n.Line, Col: n.Column}
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if isNull(n) {
		return nil
	}
	field := path
	if field == "" {
		field = "the file"
	}
	switch t.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return w.fail(n, path, fmt.Sprintf("%s: expected a mapping (key: value lines), found %s", field, kindName(n)), "")
		}
		si := infoOf(t)
		seen := make(map[string]bool, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode {
				return w.fail(k, path, "a key must be a plain word", "")
			}
			if seen[k.Value] {
				return w.fail(k, join(path, k.Value), fmt.Sprintf("duplicate key %q", short(k.Value)), "each key may appear once; merge the two entries")
			}
			seen[k.Value] = true
			ft, ok := si.fields[k.Value]
			if !ok {
				hint := didYouMean(k.Value, si.names)
				if hint == "" {
					hint = "known keys here: " + strings.Join(si.names, ", ")
				}
				return w.fail(k, join(path, k.Value), fmt.Sprintf("unknown key %q in %s", short(k.Value), field), hint)
			}
			if err := w.walk(v, ft, join(path, k.Value), depth+1); err != nil {
				return err
			}
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			return w.fail(n, path, fmt.Sprintf("%s: expected a mapping (key: value lines), found %s", field, kindName(n)), "")
		}
		seen := make(map[string]bool, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind != yaml.ScalarNode {
				return w.fail(k, path, "a key must be a plain value", "")
			}
			if seen[k.Value] {
				return w.fail(k, join(path, k.Value), fmt.Sprintf("duplicate key %q in %s", short(k.Value), field), "each key may appear once")
			}
			seen[k.Value] = true
			if err := w.walk(v, t.Elem(), join(path, k.Value), depth+1); err != nil {
				return err
			}
		}
	case reflect.Slice, reflect.Array:
		if n.Kind != yaml.SequenceNode {
			return w.fail(n, path, fmt.Sprintf("%s: expected a list, found %s", field, kindName(n)), "write [a, b] or one \"- item\" per line")
		}
		if t.Kind() == reflect.Array && len(n.Content) != t.Len() {
			return w.fail(n, path, fmt.Sprintf("%s: expected %d items, found %d", field, t.Len(), len(n.Content)), "")
		}
		for i, c := range n.Content {
			if err := w.walk(c, t.Elem(), fmt.Sprintf("%s[%d]", path, i), depth+1); err != nil {
				return err
			}
		}
	case reflect.String:
		if n.Kind != yaml.ScalarNode {
			return w.fail(n, path, fmt.Sprintf("%s: expected text, found %s", field, kindName(n)), "")
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!int" {
			return w.fail(n, path, fmt.Sprintf("%s: expected a whole number, found %s", field, kindName(n)), "")
		}
	case reflect.Float32, reflect.Float64:
		if n.Kind != yaml.ScalarNode || (n.ShortTag() != "!!int" && n.ShortTag() != "!!float") {
			return w.fail(n, path, fmt.Sprintf("%s: expected a number, found %s", field, kindName(n)), "")
		}
	case reflect.Bool:
		if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" {
			return w.fail(n, path, fmt.Sprintf("%s: expected true or false, found %s", field, kindName(n)), "")
		}
	}
	return nil
}
