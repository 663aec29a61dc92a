package scenario

import (
	"fmt"
	"unsafe"

	"go.yaml.in/yaml/v3"
)

// node is the loader's compact YAML tree: the kind, value, tag, style,
// position and children the decoder and Locate use, in 40 bytes (a
// yaml.Node takes about 190, and this type 64 before it was packed): a 1 MB
// scenario holds about 130,000 of them, and on such a file the memory
// pages they fill cost more than the parse itself. The YAML library's tree
// is converted once.
type node struct {
	value string
	kids  **node // the first of nkids children, in a block shared with other nodes
	nkids int32
	line  int32 // 1-based
	col   int32 // 1-based
	kind  nodeKind
	style nodeStyle
	flags nodeFlags
}

// nodeFlags say what a node was allocated as.
type nodeFlags uint8

const (
	extFlag nodeFlags = 1 << iota // the first field of an extNode
)

// nodeKind is a yaml.Kind in one byte.
type nodeKind uint8

// The yaml.Kind values, as nodeKinds.
const (
	documentNode = nodeKind(yaml.DocumentNode)
	sequenceNode = nodeKind(yaml.SequenceNode)
	mappingNode  = nodeKind(yaml.MappingNode)
	scalarNode   = nodeKind(yaml.ScalarNode)
	aliasNode    = nodeKind(yaml.AliasNode)
)

// nodeStyle is a yaml.Style in one byte (its flags end at FlowStyle, 32).
type nodeStyle uint8

// content returns the node's children (key, value, key, value, ... for a
// mapping).
func (n *node) content() []*node {
	if n.nkids == 0 {
		return nil
	}
	return unsafe.Slice(n.kids, n.nkids)
}

// setContent makes kids the node's children; the slice must not be
// changed afterwards.
func (n *node) setContent(kids []*node) {
	n.kids, n.nkids = unsafe.SliceData(kids), int32(len(kids))
	if len(kids) == 0 {
		n.kids = nil
	}
}

// extNode is a node with what few nodes carry: an explicit or resolved
// tag, and the target of an alias node. Its node is its first
// field, so that a *node with ext set can be turned back into the
// *extNode it was allocated as.
type extNode struct {
	node
	tag   string
	alias *node
}

func (n *node) extension() *extNode {
	if n.flags&extFlag == 0 {
		return nil
	}
	return (*extNode)(unsafe.Pointer(n))
}

func (n *node) tag() string {
	if e := n.extension(); e != nil {
		return e.tag
	}
	return ""
}

func (n *node) alias() *node {
	if e := n.extension(); e != nil {
		return e.alias
	}
	return nil
}

// shortTag is yaml.Node.ShortTag for the node: the resolved tag of a
// scalar ("!!int", "!!str", ...).
func (n *node) shortTag() string {
	// Fast path for the commonest scalar, a plain decimal such as "12":
	// the library resolves it to !!int (no leading zero, which it reads as
	// octal; at most 18 digits, which always fit an int64).
	if n.kind == scalarNode && n.style == 0 && n.flags&extFlag == 0 && plainDecimal(n.value) {
		return "!!int"
	}
	y := yaml.Node{Kind: yaml.Kind(n.kind), Style: yaml.Style(n.style), Tag: n.tag(), Value: n.value}
	return y.ShortTag()
}

// fromYAML converts a library tree; an alias keeps pointing at the one
// converted copy of its anchor, so alias-heavy input is not expanded.
// Nodes and child lists are carved from blocks rather than allocated one
// by one (a 1 MB scenario has about 130,000 nodes).
// The conversion also holds the tree to the depth and alias budgets
// (MaxDepth, MaxAliases), in the order a walk from the root meets the
// nodes: the first node past either budget is the error.
func fromYAML(y *yaml.Node, name string) (*node, error) {
	c := converter{anchors: map[*yaml.Node]*node{}, file: name}
	n := c.conv(y, 0)
	if c.err != nil {
		return nil, c.err
	}
	return n, nil
}

// converter is the state of one fromYAML.
type converter struct {
	anchors map[*yaml.Node]*node // converted nodes that carry an anchor
	nodes   []node               // the block new nodes are taken from
	kids    []*node              // the block new child lists are taken from
	aliases int                  // alias nodes met so far
	file    string
	err     error // the first node past a budget
}

func (c *converter) conv(y *yaml.Node, depth int) *node {
	if y == nil || c.err != nil {
		return nil
	}
	if n, ok := c.anchors[y]; ok {
		return n
	}
	if depth > MaxDepth {
		c.err = &LoadError{File: c.file, Line: y.Line, Col: y.Column,
			Msg: fmt.Sprintf("values are nested more than %d levels deep", MaxDepth), Hint: "a scenario is never this deep; is this the right file?"}
		return nil
	}
	if y.Kind == yaml.AliasNode {
		if c.aliases++; c.aliases > MaxAliases {
			c.err = &LoadError{File: c.file, Line: y.Line, Col: y.Column,
				Msg: fmt.Sprintf("more than %d aliases (*name)", MaxAliases), Hint: "write the values out instead of using aliases"}
			return nil
		}
	}
	var n *node
	// The library gives every node a tag; one not written in the file
	// (no TaggedStyle) is the one shortTag resolves from the kind, style
	// and value, and is left out.
	if tagged := y.Tag != "" && y.Style&yaml.TaggedStyle != 0; tagged || y.Alias != nil {
		e := &extNode{}
		if tagged {
			e.tag = y.Tag
		}
		n = &e.node
		n.flags = extFlag
	} else {
		if len(c.nodes) == cap(c.nodes) {
			c.nodes = make([]node, 0, 1024)
		}
		c.nodes = c.nodes[:len(c.nodes)+1]
		n = &c.nodes[len(c.nodes)-1]
	}
	n.value, n.line, n.col, n.kind, n.style = y.Value, int32(y.Line), int32(y.Column), nodeKind(y.Kind), nodeStyle(y.Style)
	if y.Anchor != "" {
		c.anchors[y] = n
	}
	if k := len(y.Content); k > 0 {
		if len(c.kids)+k > cap(c.kids) {
			c.kids = make([]*node, 0, max(k, 4096))
		}
		content := c.kids[len(c.kids) : len(c.kids)+k : len(c.kids)+k]
		c.kids = c.kids[:len(c.kids)+k]
		for i, ch := range y.Content {
			content[i] = c.conv(ch, depth+1)
		}
		n.setContent(content)
	}
	if y.Alias != nil {
		n.extension().alias = c.conv(y.Alias, depth+1)
	}
	return n
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
