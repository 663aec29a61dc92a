package scenario

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Change is one difference between two versions of a scenario: the field
// path where it is (units["fr-ney"].strength, map.terrain["0305"]), and the
// old and new values as canonical JSON text ("" when the value is absent on
// that side: an addition or a removal).
type Change struct {
	Path string `json:"path"`
	Old  string `json:"old,omitempty"`
	New  string `json:"new,omitempty"`
}

// Kind says whether the change adds, removes or changes a value.
func (c Change) Kind() string {
	switch {
	case c.Old == "":
		return "added"
	case c.New == "":
		return "removed"
	}
	return "changed"
}

func (c Change) String() string {
	switch c.Kind() {
	case "added":
		return fmt.Sprintf("+ %s: %s", c.Path, c.New)
	case "removed":
		return fmt.Sprintf("- %s: %s", c.Path, c.Old)
	}
	return fmt.Sprintf("~ %s: %s -> %s", c.Path, c.Old, c.New)
}

// Diff returns the semantic differences between two scenarios, sorted by
// path: what a designer changed, not how the file's lines moved. Lists whose
// items have an identity are matched by it, so that reordering them is no
// change and an edited unit is one change, not a removal and an addition:
// units, sides, tables, special rules, deployment zones and entry areas by
// id, event cards by number, turn boxes by turn, hexsides by their two
// hexes, places, LOC and Objective hexes and garrisons by hex. Lists of
// values (notes, hexes, traits) give the values added and removed, or, when
// only their order changed, the whole list. Other lists compare item by
// item.
func Diff(a, b *Scenario) ([]Change, error) {
	ta, err := toTree(a)
	if err != nil {
		return nil, err
	}
	tb, err := toTree(b)
	if err != nil {
		return nil, err
	}
	var out []Change
	diffTree("", ta, tb, &out)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out, nil
}

func toTree(s *Scenario) (any, error) {
	data, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	var v any
	err = json.Unmarshal(data, &v)
	return v, err
}

func jsonText(v any) string {
	if v == nil {
		return "null"
	}
	data, _ := json.Marshal(v)
	return string(data)
}

// keyOf returns the identity of a list item, or "" when it has none.
func keyOf(item any) string {
	m, ok := item.(map[string]any)
	if !ok {
		return ""
	}
	for _, k := range []string{"id", "number", "turn"} {
		if v, ok := m[k]; ok && v != nil && v != "" {
			return jsonText(v)
		}
	}
	if v, ok := m["between"].([]any); ok && len(v) == 2 {
		return fmt.Sprintf("%q", fmt.Sprint(v[0])+"-"+fmt.Sprint(v[1]))
	}
	if v, ok := m["hex"]; ok {
		if side, ok := m["side"]; ok {
			return fmt.Sprintf("%q", fmt.Sprint(v)+"/"+fmt.Sprint(side))
		}
		return jsonText(v)
	}
	return ""
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func diffTree(path string, a, b any, out *[]Change) {
	switch av := a.(type) {
	case map[string]any:
		bv, ok := b.(map[string]any)
		if !ok {
			break
		}
		keys := map[string]bool{}
		for k := range av {
			keys[k] = true
		}
		for k := range bv {
			keys[k] = true
		}
		// The map's own keyed entries (terrain by hex) read as [key].
		sub := func(k string) string { return join(path, k) }
		if strings.HasSuffix(path, "terrain") || strings.HasSuffix(path, "params") {
			sub = func(k string) string { return path + "[" + strconv.Quote(k) + "]" }
		}
		for k := range keys {
			x, inA := av[k]
			y, inB := bv[k]
			switch {
			case !inA || isEmpty(x) && !isEmpty(y):
				if !isEmpty(y) {
					*out = append(*out, Change{Path: sub(k), New: jsonText(y)})
				}
			case !inB || isEmpty(y) && !isEmpty(x):
				if !isEmpty(x) {
					*out = append(*out, Change{Path: sub(k), Old: jsonText(x)})
				}
			default:
				diffTree(sub(k), x, y, out)
			}
		}
		return
	case []any:
		bv, ok := b.([]any)
		if !ok {
			break
		}
		if keyed(av) && keyed(bv) {
			ai, bi := map[string]any{}, map[string]any{}
			for _, x := range av {
				ai[keyOf(x)] = x
			}
			for _, y := range bv {
				bi[keyOf(y)] = y
			}
			if len(ai) == len(av) && len(bi) == len(bv) { // identities unique
				for k, x := range ai {
					if y, ok := bi[k]; ok {
						diffTree(path+"["+k+"]", x, y, out)
					} else {
						*out = append(*out, Change{Path: path + "[" + k + "]", Old: jsonText(x)})
					}
				}
				for k, y := range bi {
					if _, ok := ai[k]; !ok {
						*out = append(*out, Change{Path: path + "[" + k + "]", New: jsonText(y)})
					}
				}
				return
			}
		}
		if scalars(av) && scalars(bv) {
			diffValues(path, av, bv, out)
			return
		}
		for i := 0; i < len(av) || i < len(bv); i++ {
			p := fmt.Sprintf("%s[%d]", path, i)
			switch {
			case i >= len(bv):
				*out = append(*out, Change{Path: p, Old: jsonText(av[i])})
			case i >= len(av):
				*out = append(*out, Change{Path: p, New: jsonText(bv[i])})
			default:
				diffTree(p, av[i], bv[i], out)
			}
		}
		return
	}
	if ta, tb := jsonText(a), jsonText(b); ta != tb {
		*out = append(*out, Change{Path: path, Old: ta, New: tb})
	}
}

func isEmpty(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case string:
		return x == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}

func keyed(xs []any) bool {
	for _, x := range xs {
		if keyOf(x) == "" {
			return false
		}
	}
	return len(xs) > 0
}

func scalars(xs []any) bool {
	for _, x := range xs {
		switch x.(type) {
		case map[string]any, []any:
			return false
		}
	}
	return true
}

// diffValues compares two lists of plain values as multisets: each value
// removed or added is a change of the list; the same values in another
// order (a road's course) is one change of the whole list.
func diffValues(path string, a, b []any, out *[]Change) {
	count := map[string]int{}
	for _, x := range a {
		count[jsonText(x)]++
	}
	for _, y := range b {
		count[jsonText(y)]--
	}
	same := true
	for _, n := range count {
		if n != 0 {
			same = false
		}
	}
	if same {
		if ta, tb := jsonText(a), jsonText(b); ta != tb {
			*out = append(*out, Change{Path: path, Old: ta, New: tb})
		}
		return
	}
	seen := map[string]bool{}
	for _, x := range append(append([]any{}, a...), b...) {
		t := jsonText(x)
		if seen[t] {
			continue
		}
		seen[t] = true
		for n := count[t]; n > 0; n-- {
			*out = append(*out, Change{Path: path, Old: t})
		}
		for n := count[t]; n < 0; n++ {
			*out = append(*out, Change{Path: path, New: t})
		}
	}
}
