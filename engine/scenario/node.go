package scenario

import (
	"unicode/utf8"
	"unsafe"

	"go.yaml.in/yaml/v3"
)

// node is the loader's compact YAML tree: the kind, value, tag, style,
// position and children the decoder and Locate use, in 40 bytes (a
// yaml.Node takes about 190, and this type 64 before it was packed): a 1 MB
// scenario holds about 130,000 of them, and on such a file the memory
// pages they fill cost more than the parse itself. The fast parser builds
// it directly; trees from the YAML library are converted once.
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
	extFlag    nodeFlags = 1 << iota // the first field of an extNode (library trees only)
	packedFlag                       // the first field of a packedNode (fast parser only)
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

// The yaml.Style values the fast parser sets, as nodeStyles.
const (
	doubleQuoted = nodeStyle(yaml.DoubleQuotedStyle)
	singleQuoted = nodeStyle(yaml.SingleQuotedStyle)
	literalStyle = nodeStyle(yaml.LiteralStyle)
	flowStyle    = nodeStyle(yaml.FlowStyle)
)

// content returns the node's children (key, value, key, value, ... for a
// mapping). A packed mapping's nodes are made at the first call.
func (n *node) content() []*node {
	if n.nkids == 0 {
		if n.flags&packedFlag != 0 {
			return n.unpack()
		}
		return nil
	}
	return unsafe.Slice(n.kids, n.nkids)
}

// pair is one entry of a packed mapping: where its key and its plain
// value are in the file, or the index of its value among the mapping's
// node values, in 16 bytes instead of two nodes and two child pointers
// (80 and 16).
type pair struct {
	keyOff int32  // byte offset of the key in the file (of its opening quote when quoted)
	valOff int32  // byte offset of the value, a plain scalar
	line   int32  // 1-based line of both
	keyLen uint16 // length of the key's text, with quotedKey set when it is double-quoted
	valLen uint16
}

// Flags in pair.keyLen: the key is double-quoted; the value is not a
// plain scalar but the node values[valOff] of the packedNode.
const (
	quotedKey = 1 << 15
	nodeValue = 1 << 14
)

// source is what a packed mapping needs of the file to give its pairs'
// text and positions.
type source struct {
	text  string
	ends  []int32 // end offset of each line
	ascii bool    // every byte is ASCII: a column is a byte offset plus one
}

// col returns the 1-based column of byte offset off on line (1-based).
func (s *source) col(line, off int32) int32 {
	start := int32(0)
	if line > 1 {
		start = s.ends[line-2] + 1
	}
	if s.ascii {
		return off - start + 1
	}
	return int32(utf8.RuneCountInString(s.text[start:off])) + 1
}

func (p *pair) key(s *source) string {
	n := int32(p.keyLen &^ (quotedKey | nodeValue))
	if p.keyLen&quotedKey != 0 {
		return s.text[p.keyOff+1 : p.keyOff+1+n]
	}
	return s.text[p.keyOff : p.keyOff+n]
}

func (p *pair) value(s *source) string { return s.text[p.valOff : p.valOff+int32(p.valLen)] }

func (p *pair) keyNode(s *source) node {
	n := node{value: p.key(s), line: p.line, col: s.col(p.line, p.keyOff), kind: scalarNode}
	if p.keyLen&quotedKey != 0 {
		n.style = doubleQuoted
	}
	return n
}

func (p *pair) valueNode(s *source) node {
	return node{value: p.value(s), line: p.line, col: s.col(p.line, p.valOff), kind: scalarNode}
}

// packedNode is a block mapping whose keys are as they are in the file (a
// unit), kept as pairs, or whose entries are a run of "key": word lines (a
// map's terrain: one line per hex), kept as the lines (lineRun): the
// walker reads them as they are (walker.structPairs, walker.terrainRun,
// walker.terrainPairs), and content makes the nodes only when something
// else asks for them. Its node is its first field, as for extNode.
type packedNode struct {
	node
	pairs  []pair
	src    *source
	values []*node // the values that are not plain scalars (pair.valOff with nodeValue)
	run    lineRun // when pairs is nil: the lines that hold the entries
}

// packedNode returns n as the packedNode it was made as, or nil.
func (n *node) packedNode() *packedNode {
	if n.flags&packedFlag == 0 {
		return nil
	}
	return (*packedNode)(unsafe.Pointer(n))
}

// value returns the value of pair p of the packed mapping: its node, or
// the plain scalar made into *scratch.
func (pn *packedNode) value(p *pair, scratch *node) *node {
	if p.keyLen&nodeValue != 0 {
		return pn.values[p.valOff]
	}
	*scratch = p.valueNode(pn.src)
	return scratch
}

// unpack makes the nodes of a packed mapping, once.
func (n *node) unpack() []*node {
	pn := n.packedNode()
	ps, src := pn.list(), pn.src
	nodes := make([]node, 2*len(ps))
	kids := make([]*node, len(nodes))
	for i := range ps {
		nodes[2*i] = ps[i].keyNode(src)
		kids[2*i] = &nodes[2*i]
		if ps[i].keyLen&nodeValue != 0 {
			kids[2*i+1] = pn.values[ps[i].valOff]
			continue
		}
		nodes[2*i+1] = ps[i].valueNode(src)
		kids[2*i+1] = &nodes[2*i+1]
	}
	n.setContent(kids)
	return kids
}

// setContent makes kids the node's children; the slice must not be
// changed afterwards.
func (n *node) setContent(kids []*node) {
	n.kids, n.nkids = unsafe.SliceData(kids), int32(len(kids))
	if len(kids) == 0 {
		n.kids = nil
	}
}

// extNode is a node with what only library trees carry: an explicit or
// resolved tag, and the target of an alias node. Its node is its first
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
		var n *node
		if y.Tag != "" || y.Alias != nil {
			e := &extNode{tag: y.Tag}
			n = &e.node
			n.flags = extFlag
		} else {
			n = &node{}
		}
		n.value, n.line, n.col, n.kind, n.style = y.Value, int32(y.Line), int32(y.Column), nodeKind(y.Kind), nodeStyle(y.Style)
		seen[y] = n
		if len(y.Content) > 0 {
			content := make([]*node, len(y.Content))
			for i, c := range y.Content {
				content[i] = conv(c)
			}
			n.setContent(content)
		}
		if y.Alias != nil {
			n.extension().alias = conv(y.Alias)
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
