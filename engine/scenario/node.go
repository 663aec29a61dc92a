package scenario

import "go.yaml.in/yaml/v3"

// node is the loader's compact YAML tree: the kind, value, tag, style,
// position and children the decoder and Locate use, in about half the
// memory of a yaml.Node (no comments, no anchor). The fast parser builds
// it directly; trees from the YAML library are converted once.
type node struct {
	value   string
	content []*node
	ext     *nodeExt // library trees only
	line    int32    // 1-based
	col     int32    // 1-based
	kind    yaml.Kind
	style   yaml.Style
}

// nodeExt holds what only library trees carry: an explicit or resolved
// tag, and the target of an alias node.
type nodeExt struct {
	tag   string
	alias *node
}

func (n *node) tag() string {
	if n.ext == nil {
		return ""
	}
	return n.ext.tag
}

func (n *node) alias() *node {
	if n.ext == nil {
		return nil
	}
	return n.ext.alias
}

// shortTag is yaml.Node.ShortTag for the node: the resolved tag of a
// scalar ("!!int", "!!str", ...).
func (n *node) shortTag() string {
	// Fast path for the commonest scalar, a plain decimal such as "12":
	// the library resolves it to !!int (no leading zero, which it reads as
	// octal; at most 18 digits, which always fit an int64).
	if n.kind == yaml.ScalarNode && n.style == 0 && n.ext == nil && plainDecimal(n.value) {
		return "!!int"
	}
	y := yaml.Node{Kind: n.kind, Style: n.style, Tag: n.tag(), Value: n.value}
	return y.ShortTag()
}

// fromYAML converts a library tree; an alias keeps pointing at the one
// converted copy of its anchor, so alias-heavy input is not expanded.
func fromYAML(y *yaml.Node) *node {
	seen := map[*yaml.Node]*node{}
	var conv func(y *yaml.Node) *node
	conv = func(y *yaml.Node) *node {
		if y == nil {
			return nil
		}
		if n, ok := seen[y]; ok {
			return n
		}
		n := &node{value: y.Value, line: int32(y.Line), col: int32(y.Column), kind: y.Kind, style: y.Style}
		if y.Tag != "" || y.Alias != nil {
			n.ext = &nodeExt{tag: y.Tag}
		}
		seen[y] = n
		if len(y.Content) > 0 {
			n.content = make([]*node, len(y.Content))
			for i, c := range y.Content {
				n.content[i] = conv(c)
			}
		}
		if y.Alias != nil {
			n.ext.alias = conv(y.Alias)
		}
		return n
	}
	return conv(y)
}

func plainDecimal(s string) bool {
	if s == "" || len(s) > 18 || len(s) > 1 && s[0] == '0' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
