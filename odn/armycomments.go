package odn

import (
	"bytes"
	"fmt"
	"reflect"

	"go.yaml.in/yaml/v3"
)

// MarshalArmyKeeping is MarshalArmy that keeps the comments of the file
// the army was read from (from; nil or unreadable: none). The keys and
// their order are canonical; each comment goes back to the same place:
// the top of the file, a key, the headquarters, a corps or a unit. Corps
// and units are matched by name, then by id, then by position, so a
// comment follows a unit whose strength or quality changed, and a renamed
// unit keeps its comments by its id. Comments of a removed unit or key are
// dropped with it. A headquarters, corps or unit written on one line in
// braces stays so, for its line comment to stay after it.
func MarshalArmyKeeping(a *Army, from []byte) ([]byte, error) {
	data, err := MarshalArmy(a)
	if err != nil || len(from) == 0 {
		return data, err
	}
	var src yaml.Node
	if yaml.Unmarshal(from, &src) != nil || !hasComments(&src) {
		return data, nil
	}
	var want any
	if err := yaml.Unmarshal(data, &want); err != nil {
		return nil, fmt.Errorf("odn: marshal army %q: %w", a.Army, err)
	}
	// The YAML writer cannot place every comment everywhere (a head
	// comment on a one-line item in a list comes out as invalid YAML), so
	// the result is read back and must hold exactly the canonical data:
	// first with one-line items kept, then with every item written out, and
	// failing both, the canonical bytes without the comments. A save never
	// writes a file that does not read back as the army.
	for _, keepFlow := range []bool{true, false} {
		out, err := withComments(data, &src, keepFlow)
		if err != nil {
			return nil, fmt.Errorf("odn: marshal army %q: %w", a.Army, err)
		}
		var got any
		if yaml.Unmarshal(out, &got) == nil && reflect.DeepEqual(got, want) {
			return out, nil
		}
	}
	return data, nil
}

// withComments writes the canonical data with src's comments copied on.
func withComments(data []byte, src *yaml.Node, keepFlow bool) ([]byte, error) {
	var dst yaml.Node
	if err := yaml.Unmarshal(data, &dst); err != nil {
		return nil, err
	}
	copyComments(&dst, src, keepFlow)
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(&dst); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func hasComments(n *yaml.Node) bool {
	if n.HeadComment != "" || n.LineComment != "" || n.FootComment != "" {
		return true
	}
	for _, c := range n.Content {
		if hasComments(c) {
			return true
		}
	}
	return false
}

// copyComments copies src's comments onto dst, the same document in its
// canonical form, node by matching node; keepFlow keeps a one-line
// mapping or list on one line.
func copyComments(dst, src *yaml.Node, keepFlow bool) {
	if dst.HeadComment == "" {
		dst.HeadComment = src.HeadComment
	}
	if dst.LineComment == "" {
		dst.LineComment = src.LineComment
	}
	if dst.FootComment == "" {
		dst.FootComment = src.FootComment
	}
	// A mapping or list written on one line stays on one line: its line
	// comment belongs after it.
	if keepFlow && src.Kind == dst.Kind && (src.Kind == yaml.MappingNode || src.Kind == yaml.SequenceNode) && src.Style&yaml.FlowStyle != 0 {
		dst.Style |= yaml.FlowStyle
	}
	switch {
	case src.Kind == yaml.DocumentNode && dst.Kind == yaml.DocumentNode:
		if len(src.Content) > 0 && len(dst.Content) > 0 {
			copyComments(dst.Content[0], src.Content[0], keepFlow)
		}
	case src.Kind == yaml.MappingNode && dst.Kind == yaml.MappingNode:
		for i := 0; i+1 < len(src.Content); i += 2 {
			for j := 0; j+1 < len(dst.Content); j += 2 {
				if dst.Content[j].Value == src.Content[i].Value {
					copyComments(dst.Content[j], src.Content[i], keepFlow)
					copyComments(dst.Content[j+1], src.Content[i+1], keepFlow)
					break
				}
			}
		}
	case src.Kind == yaml.SequenceNode && dst.Kind == yaml.SequenceNode:
		used := make([]bool, len(dst.Content))
		match := func(key string, s *yaml.Node) int {
			v := mapValue(s, key)
			if v == "" {
				return -1
			}
			for j, d := range dst.Content {
				if !used[j] && mapValue(d, key) == v {
					return j
				}
			}
			return -1
		}
		// An item whose name and id no item of src has was renamed: it
		// takes the comments of the item at its position.
		known := map[string]bool{}
		for _, s := range src.Content {
			for _, k := range []string{"name", "id"} {
				if v := mapValue(s, k); v != "" {
					known[k+"="+v] = true
				}
			}
		}
		renamed := func(d *yaml.Node) bool {
			for _, k := range []string{"name", "id"} {
				if v := mapValue(d, k); v != "" && known[k+"="+v] {
					return false
				}
			}
			return true
		}
		for i, s := range src.Content {
			j := match("name", s)
			if j < 0 {
				j = match("id", s)
			}
			if j < 0 && i < len(dst.Content) && !used[i] {
				if renamed(dst.Content[i]) {
					j = i
				}
			}
			if j >= 0 {
				used[j] = true
				copyComments(dst.Content[j], s, keepFlow)
			}
		}
	}
}

// mapValue is the scalar value of key in mapping n, or "".
func mapValue(n *yaml.Node, key string) string {
	if n.Kind != yaml.MappingNode {
		return ""
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key && n.Content[i+1].Kind == yaml.ScalarNode {
			return n.Content[i+1].Value
		}
	}
	return ""
}
