package scenario

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"strings"
	"unicode/utf8"
	"unsafe"
)

// fastParse parses the block-style YAML subset that Save writes (and that
// people write by hand: block mappings and sequences, one-line flow
// collections, plain and quoted scalars, literal blocks, whole-line
// comments) into the same yaml.Node tree the YAML library builds, about
// ten times faster. Anything outside the subset (anchors, tags, folded or
// multi-line plain scalars, trailing comments, tabs, documents markers)
// returns ok == false and the caller falls back to the YAML library, which
// also produces the error messages for malformed input. A fuzz test checks
// that both parsers agree wherever fastParse succeeds.
//
// What makes a large file cheap (a 200x200 map is 40,000 terrain lines):
// the subset's byte check runs eight bytes at a time and finds the line
// ends as it goes (plainBytes), before parseTree's own checks, which it
// makes needless for the files it passes (fastParseLines); a mapping that
// starts with "key": word lines (a map's terrain) is kept as the run of
// lines itself, each line checked against the first one's shape and
// nothing stored for it (lineRun, linerun.go); other "key": word lines
// are read in one pass (quickPair), a run of them in one loop
// (quickPairs), and a mapping's entries are kept as 16-byte pairs of
// offsets into the file (packedNode) rather than as two nodes each; the
// walker reads runs and pairs as they are, and their nodes are made only
// if something else asks for them; other nodes are 40 bytes, carved from
// shared blocks. On such a file the fresh memory pages the tree fills cost
// as much as the parsing, hence the runs, the small pairs and nodes.
func fastParse(data []byte) (root *node, ok bool) {
	return fastParseText(data, string(data))
}

// fastParseText is fastParse of data, whose bytes text holds: the tree's
// strings are parts of text. A caller that owns data and never changes it
// passes text sharing data's memory (unsafe.String), saving a copy of the
// file.
func fastParseText(data []byte, text string) (root *node, ok bool) {
	lines := bytes.Count(data, newline)
	// One pass over the bytes rejects what the subset leaves to the
	// library and finds the lines; eight bytes at a time where they are
	// all printable ASCII.
	plain, ascii, ends := plainBytes(data, make([]int32, 0, lines+1))
	if !plain || !ascii && !utf8.Valid(data) { // ASCII is valid UTF-8
		return nil, false
	}
	return fastParseLines(text, ends, lines, bytes.Count(data, comma), ascii)
}

// fastParseLines is fastParseText once plainBytes has passed the text (in
// UTF-8) and found the ends of its lines; lines and commas are the counts
// of line feeds and commas in it.
func fastParseLines(text string, ends []int32, lines, commas int, ascii bool) (root *node, ok bool) {
	if strings.HasPrefix(text, "\ufeff") {
		return nil, false
	}
	p := &fastParser{text: text, ends: ends, colLine: -1, lc: -1, ascii: ascii}
	// Every node starts at a key, a list item or a flow separator: size
	// the first chunks from those counts, but keep each chunk within the
	// allocator's small size classes (32 KiB), which cost far less than
	// one large block.
	est := 3*lines + 2*commas + 16
	p.slab = make([]node, 0, min(est, slabChunk))
	p.kids = make([]*node, 0, min(est, kidsChunk))
	// The widest container (the terrain mapping, two nodes a line) sets
	// how deep the stack of pending children gets: room for two a line
	// from the start costs one allocation instead of a dozen doublings,
	// each copying all it holds.
	p.stack = make([]*node, 0, 2*min(lines, MaxValues)+16)
	p.pairs = make([]pair, 0, min(lines, MaxValues)+16)
	p.src = &source{text: text, ends: p.ends, ascii: ascii}
	defer func() {
		if r := recover(); r != nil {
			if r != errFallback {
				panic(r)
			}
			root, ok = nil, false
		}
	}()
	if !p.skip() {
		return nil, false
	}
	ind := p.indent()
	if ind != 0 {
		return nil, false
	}
	n := p.block(0)
	if p.skip() {
		return nil, false // content left at a smaller indent: not ours
	}
	return n, true
}

// Chunk sizes of the node and child slabs: 32 KiB each, the largest
// small allocation.
const (
	slabChunk = 32 << 10 / int(unsafe.Sizeof(node{}))
	kidsChunk = 32 << 10 / 8
)

var newline, comma = []byte{'\n'}, []byte{','}

// plainBytes reports whether data holds none of the bytes the fast parser
// leaves to the library: tabs, carriage returns and other C0 controls
// but the line feed, DEL, and characters YAML does not allow in a stream
// (C1 controls, U+FFFE, U+FFFF), which the library reports. ascii is
// true when every byte is ASCII, so that columns are byte offsets.
//
// In the same pass it appends the offset of each line feed to ends, and
// len(data) when the last line has none (a search call per line, lines
// being short, cost more than the search).
func plainBytes(data []byte, ends []int32) (plain, ascii bool, _ []int32) {
	const (
		ones  = 0x0101010101010101
		highs = 0x8080808080808080
	)
	i := 0
	var high uint64
	for ; i+8 <= len(data); i += 8 {
		x := binary.LittleEndian.Uint64(data[i:])
		// Turn each line feed into '*' (0x0a | 0x20), exactly: a byte of
		// y is zero where x holds a line feed.
		y := x ^ 0x0a*ones
		nl := ^(((y &^ highs) + 0x7f*ones) | y) & highs
		for m := nl; m != 0; m &= m - 1 {
			ends = append(ends, int32(i+bits.TrailingZeros64(m)>>3))
		}
		x |= nl >> 2 // 0x80 >> 2 == 0x20
		high |= x & highs
		// Any byte below 0x20 (its difference with 0x20 wraps), equal to
		// 0x7f (its sum with 1 reaches 0x80) or at or above 0x80 sends
		// the word to the byte-by-byte check. A borrow or carry between
		// bytes comes only from such a byte, so clean text never goes
		// there.
		if ((x-0x20*ones)|(x+ones)|x)&highs == 0 {
			continue
		}
		if !plainTail(data, i, i+8) {
			return false, false, ends
		}
	}
	for j, b := range data[i:] {
		high |= uint64(b & 0x80)
		if b == '\n' {
			ends = append(ends, int32(i+j))
		}
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		ends = append(ends, int32(len(data)))
	}
	return plainTail(data, i, len(data)), high == 0, ends
}

// plainTail is plainBytes's check, byte by byte, of data[from:to].
func plainTail(data []byte, from, to int) bool {
	for i := from; i < to; i++ {
		b := data[i]
		switch {
		case b == '\n' || b >= 0x20 && b < 0x7f:
		case b < 0x20 || b == 0x7f:
			return false
		case b == 0xc2 && i+1 < len(data) && data[i+1] >= 0x80 && data[i+1] <= 0x9f,
			b == 0xef && i+2 < len(data) && data[i+1] == 0xbf && data[i+2] >= 0xbe:
			return false
		}
	}
	return true
}

type fallback struct{}

var errFallback = &fallback{}

func bail() { panic(errFallback) }

// children returns the nodes pushed since mark as an exact-size slice,
// carved from a shared chunk so that containers cost no allocation each.
func (p *fastParser) children(mark int) []*node {
	k := len(p.stack) - mark
	if k == 0 {
		return nil
	}
	if len(p.kids)+k > cap(p.kids) {
		p.kids = make([]*node, 0, max(k, kidsChunk))
	}
	i := len(p.kids)
	p.kids = p.kids[:i+k]
	out := p.kids[i : i+k : i+k]
	copy(out, p.stack[mark:])
	clear(p.stack[mark:])
	p.stack = p.stack[:mark]
	return out
}

func (p *fastParser) node(kind nodeKind) *node {
	if len(p.slab) == cap(p.slab) {
		p.slab = make([]node, 0, slabChunk)
	}
	p.slab = p.slab[:len(p.slab)+1]
	n := &p.slab[len(p.slab)-1]
	n.kind = kind
	return n
}

type fastParser struct {
	slab  []node  // nodes are carved from 32 KiB chunks
	stack []*node // children being collected; each container copies its own out once
	pairs []pair  // the pending pairs of the innermost mapping, after the packed mappings' pairs
	src   *source // the file, for the pairs
	kids  []*node // chunk the children slices are carved from
	text  string  // the whole input
	ends  []int32 // end offset of each line in text (files are at most 16 MiB)
	cur   int     // current line index
	off   int     // byte offset where the current line's content starts
	vind  int     // virtual indent of the current line ("- key: v" items), or -1

	colLine, colOff, colVal int  // memo of the last column computed
	ascii                   bool // every byte is ASCII: a column is the byte offset plus one

	lc int    // the line whose text and indent are held in ls and li, or -1
	ls string // text of line lc
	li int    // indent of line lc

	depth int // nesting of collections; deep input is left to the library
}

// enter and leave track the nesting depth: input nested deeper than
// MaxDepth goes to the library path, whose tree check reports it.
func (p *fastParser) enter() {
	p.depth++
	if p.depth > MaxDepth {
		bail()
	}
}

func (p *fastParser) leave() { p.depth-- }

// skip moves to the next line holding content (not blank, not a whole-line
// comment) and reports whether there is one.
func (p *fastParser) skip() bool {
	for p.cur < len(p.ends) {
		if p.off > 0 {
			return true
		}
		s, ind := p.curLine()
		t := s[ind:]
		if t == "" || t[0] == '#' {
			p.cur++
			continue
		}
		if len(s) >= 3 && (s[:3] == "---" || s[:3] == "...") || s[0] == '%' {
			bail()
		}
		return true
	}
	return false
}

func (p *fastParser) indent() int {
	if p.off > 0 {
		return p.vind
	}
	_, ind := p.curLine()
	return ind
}

// curLine returns the current line and its indent, each worked out once
// for all the questions asked of the line.
func (p *fastParser) curLine() (string, int) {
	if p.lc != p.cur {
		p.lc = p.cur
		p.ls = p.line(p.cur)
		p.li = len(p.ls) - len(trimSpaces(p.ls))
	}
	return p.ls, p.li
}

// content returns the current line's content and its starting byte offset.
func (p *fastParser) content() (string, int) {
	s, start := p.curLine()
	if p.off > 0 {
		start = p.off
	}
	return s[start:], start
}

// col converts a byte offset in the current line to a 1-based column in
// characters, counting on from the previous call on the same line so that
// long one-line flow lists stay linear.
func (p *fastParser) col(byteOff int) int {
	if p.ascii {
		return byteOff + 1
	}
	if p.colLine != p.cur || byteOff < p.colOff {
		p.colLine, p.colOff, p.colVal = p.cur, 0, 1
	}
	s, _ := p.curLine()
	p.colVal += utf8.RuneCountInString(s[p.colOff:byteOff])
	p.colOff = byteOff
	return p.colVal
}

// line returns line i (0-based) without its newline.
func (p *fastParser) line(i int) string {
	start := 0
	if i > 0 {
		start = int(p.ends[i-1]) + 1
	}
	return p.text[start:p.ends[i]]
}

func (p *fastParser) nextLine() {
	p.cur++
	p.off = 0
}

func isSeqItem(c string) bool {
	return c == "-" || strings.HasPrefix(c, "- ")
}

// block parses the mapping or sequence starting at the current line, whose
// indent is ind.
func (p *fastParser) block(ind int) *node {
	c, _ := p.content()
	if isSeqItem(c) {
		return p.sequence(ind)
	}
	return p.mapping(ind)
}

// mapping parses a block mapping. Its entries are kept as pairs while
// their keys are as they are in the file (plain, or double-quoted without
// escapes): a plain word value in the pair itself (quickPair), any other
// value as a node on the stack, the pair giving its index. A mapping that
// ends so with packFrom entries or more is returned packed; at the first
// other key, or when it is smaller, it turns its pairs into nodes.
// Nested mappings add their pairs after those of the mappings around
// them (see packed).
func (p *fastParser) mapping(ind int) *node {
	p.enter()
	defer p.leave()
	n := p.node(mappingNode)
	mark, pmark := len(p.stack), len(p.pairs)
	packing := true
	// While packing, the stack holds the mapping's values that are nodes
	// (the pairs give their index); unpack turns the pairs into key and
	// value nodes, in order.
	unpack := func() {
		var few [8]*node
		vals := append(few[:0], p.stack[mark:]...)
		clear(p.stack[mark:])
		p.stack = p.stack[:mark]
		for i := range p.pairs[pmark:] {
			pr := &p.pairs[pmark+i]
			k := p.node(scalarNode)
			*k = pr.keyNode(p.src)
			if pr.keyLen&nodeValue != 0 {
				p.stack = append(p.stack, k, vals[pr.valOff])
				continue
			}
			v := p.node(scalarNode)
			*v = pr.valueNode(p.src)
			p.stack = append(p.stack, k, v)
		}
		p.pairs = p.pairs[:pmark]
		packing = false
	}
	// keep records an entry whose value is the node val as a pair, when
	// its key is plain text (a part of the line, as a pair needs).
	keep := func(key scalar, keyOff int, val *node) bool {
		if !packing {
			return false
		}
		flags := uint16(nodeValue)
		if key.style == doubleQuoted {
			flags |= quotedKey
		}
		p.pairs = append(p.pairs, pair{keyOff: int32(keyOff), valOff: int32(len(p.stack) - mark),
			line: key.line, keyLen: uint16(len(key.value)) | flags})
		p.stack = append(p.stack, val)
		return true
	}
	// A mapping that starts with lines of the form "key": text (a map's
	// terrain) holds them as a run of lines while nothing else follows.
	var run lineRun
	for {
		if packing && p.off == 0 {
			if n.line == 0 && len(p.pairs) == pmark && len(p.stack) == mark {
				run = p.quickRun(ind)
				if run.n > 0 {
					n.line = run.first + 1
					n.col = p.src.col(n.line, int32(lineStart(p.ends, int(run.first))+ind))
				}
			} else {
				p.quickPairs(ind)
			}
			if n.line == 0 && len(p.pairs) > pmark {
				first := &p.pairs[pmark]
				n.line, n.col = first.line, p.src.col(first.line, first.keyOff)
			}
		}
		if !p.skip() || p.indent() != ind {
			break
		}
		c, start := p.content()
		if isSeqItem(c) {
			break
		}
		if run.n > 0 { // another entry follows: the run's come first, as pairs
			p.pairs = append(p.pairs, run.pairs(p.src)...)
			run = lineRun{}
		}
		if packing {
			if pr, ok := p.quickPair(c, start); ok {
				if n.line == 0 {
					n.line, n.col = pr.line, p.src.col(pr.line, pr.keyOff)
				}
				p.pairs = append(p.pairs, pr)
				p.nextLine()
				continue
			}
		}
		line := p.cur + 1
		key, rest, restOff := p.key(c, start)
		if n.line == 0 {
			n.line, n.col = int32(line), key.col
		}
		keyOff := start // the key's offset in the file, for keep
		if p.cur > 0 {
			keyOff += int(p.ends[p.cur-1]) + 1
		}
		// A pair holds a key that is plain, or double-quoted without
		// escapes: its text as it is in the file.
		asIs := key.style == 0 || key.style == doubleQuoted && p.text[keyOff] == '"' &&
			keyOff+1+len(key.value) <= len(p.text) && p.text[keyOff+1:keyOff+1+len(key.value)] == key.value
		if packing && (!asIs || len(key.value) >= nodeValue) {
			unpack()
		}
		var val *node
		if trimTrailingSpaces(rest) == "" {
			p.nextLine()
			if !p.skip() {
				bail()
			}
			ni := p.indent()
			c2, _ := p.content()
			switch {
			case ni > ind:
				val = p.block(ni)
			case ni == ind && isSeqItem(c2):
				val = p.sequence(ind)
			default:
				bail() // an empty value: let the library decide
			}
		} else {
			sc, flow := p.inlineValue(rest, restOff, ind)
			val = flow
			if val == nil {
				val = p.scalarNode(sc)
			}
		}
		if keep(key, keyOff, val) {
			continue
		}
		if packing {
			unpack()
		}
		p.stack = append(p.stack, p.scalarNode(key), val)
	}
	if run.n >= packFrom { // the run is the whole mapping
		pn := &packedNode{node: *n, src: p.src, run: run}
		pn.flags = packedFlag
		return &pn.node
	}
	if run.n > 0 {
		p.pairs = append(p.pairs, run.pairs(p.src)...)
	}
	if packing && len(p.pairs)-pmark >= packFrom {
		return p.packed(n, mark, pmark)
	}
	if packing {
		unpack()
	}
	n.setContent(p.children(mark))
	if n.nkids == 0 {
		bail()
	}
	return n
}

// quickPair reads the commonest entry of a large mapping in one pass: a
// "key": text or key: text line of an ASCII file (a map's terrain,
// "0708": forest; a unit's name: Unit 12), where the key is quoted without
// escapes or is a plain word of letters, digits and underscores, and the
// value plain text that starts with one of those (textByte).
// These lines give what key and inlineValue would give, and the fuzz
// test's comparison with the library holds them to it; any other line
// (ok false) goes the general way. c is the line's content from byte
// offset start.
func (p *fastParser) quickPair(c string, start int) (pair, bool) {
	keyLen, quoted := 0, uint16(0)
	i := 0
	if c[0] == '"' {
		// A short key ("0708"): one loop finds the closing quote and
		// refuses escapes.
		j := 1
		if len(c) >= 9 {
			// Eight bytes at once: the first quote or backslash among
			// c[1:9], if any (a hex number is four or six digits).
			x := le64(c[1:9])
			q, b := x^'"'*lanes, x^'\\'*lanes
			if m := ((q-lanes)&^q | (b-lanes)&^b) & highBits; m != 0 {
				j += bits.TrailingZeros64(m) >> 3
			} else {
				j = 9
			}
		}
		for j < len(c) && c[j] != '"' && c[j] != '\\' {
			j++
		}
		if j == len(c) || c[j] != '"' {
			return pair{}, false
		}
		keyLen, quoted, i = j-1, quotedKey, j+1
	} else {
		for i < len(c) && wordByte[c[i]] {
			i++
		}
		if i == 0 {
			return pair{}, false
		}
		keyLen = i
	}
	if i > maxFastKey || i+2 >= len(c) || c[i] != ':' || c[i+1] != ' ' {
		return pair{}, false
	}
	v := i + 2
	for v < len(c) && c[v] == ' ' {
		v++
	}
	if v == len(c) || !wordByte[c[v]] {
		return pair{}, false
	}
	for j := v + 1; j < len(c); j++ {
		if !textByte[c[j]] {
			return pair{}, false
		}
	}
	valLen := len(trimTrailingSpaces(c[v:]))
	if valLen >= 1<<16 {
		return pair{}, false
	}
	lineStart := 0
	if p.cur > 0 {
		lineStart = int(p.ends[p.cur-1]) + 1
	}
	return pair{keyOff: int32(lineStart + start), valOff: int32(lineStart + start + v), line: int32(p.cur + 1),
		keyLen: uint16(keyLen) | quoted, valLen: uint16(valLen)}, true
}

// quickPairs reads, as pairs, the lines from the current one on that
// quickPair reads and that sit exactly at indent ind (a map's terrain, one
// line per hex), without the general loop's questions about each line;
// it stops at the first other line, which the general loop then takes.
func (p *fastParser) quickPairs(ind int) {
	for p.cur < len(p.ends) {
		s := p.line(p.cur)
		if len(s) <= ind || s[ind] == ' ' {
			return
		}
		if ind <= 8 && len(s) >= 8 {
			// the indent's bytes at once
			if mask := uint64(1)<<(8*ind) - 1; ind < 8 && (le64(s[:8])^' '*lanes)&mask != 0 || ind == 8 && le64(s[:8]) != ' '*lanes {
				return
			}
		} else {
			for _, b := range []byte(s[:ind]) {
				if b != ' ' {
					return
				}
			}
		}
		pr, ok := p.quickPair(s[ind:], ind)
		if !ok {
			return
		}
		p.pairs = append(p.pairs, pr)
		p.cur++
	}
}

// lanes and highBits are the low and high bit of each byte of a word.
const (
	lanes    = 0x0101010101010101
	highBits = 0x8080808080808080
)

// le64 is the first eight bytes of s as a little-endian word (s has
// eight at least): the compiler makes it one load.
func le64(s string) uint64 {
	_ = s[7]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// flowByte marks the bytes that end a plain item of a flow collection
// (the comma and its closing bracket, or the colon after a key) and those
// the subset refuses in one.
var flowByte = func() (t [256]bool) {
	for _, c := range []byte("[]{}#:?\"',") {
		t[c] = true
	}
	return t
}()

// wordByte marks the bytes of quickPair's plain keys and the first byte
// of its values; textByte the bytes of the rest of a value (a name such
// as "Unit 12" or "anti-french"): none of them can end the value, start a
// comment or a nested collection, or need an escape.
var wordByte, textByte = func() (w, t [256]bool) {
	for c := '0'; c <= '9'; c++ {
		w[c] = true
	}
	for c := 'a'; c <= 'z'; c++ {
		w[c], w[c-'a'+'A'] = true, true
	}
	w['_'] = true
	t = w
	for _, c := range []byte(" -./()+,") {
		t[c] = true
	}
	return w, t
}()

// packed returns mapping n as a packedNode of its pairs (those from pmark
// on) and node values (on the stack from mark on). A few pairs are copied
// out; many (a map's terrain) stay where they are in the parser's block,
// and the pending pairs of the mappings that enclose n (before pmark) move
// after them, so that each mapping's pairs stay in one piece, unless there
// are many of those too.
func (p *fastParser) packed(n *node, mark, pmark int) *node {
	end := len(p.pairs)
	pn := &packedNode{node: *n, src: p.src}
	pn.flags = packedFlag
	if end-pmark <= maxPendingMove || pmark > maxPendingMove {
		pn.pairs = append([]pair(nil), p.pairs[pmark:end]...)
		p.pairs = p.pairs[:pmark]
	} else {
		pn.pairs = p.pairs[pmark:end:end]
		rest := p.pairs[end:end]
		if cap(rest) < pmark+16 {
			rest = make([]pair, 0, max(2*pmark, 256))
		}
		p.pairs = append(rest, p.pairs[:pmark]...)
	}
	if len(p.stack) > mark {
		pn.values = p.children(mark)
	}
	return &pn.node
}

// maxPendingMove bounds the pairs packed copies (see packed).
const maxPendingMove = 64

// packFrom is the number of entries from which a block mapping is packed
// (packedNode); below, the packedNode would take more room than the nodes.
const packFrom = 2

func (p *fastParser) sequence(ind int) *node {
	p.enter()
	defer p.leave()
	n := p.node(sequenceNode)
	mark := len(p.stack)
	for p.skip() && p.indent() == ind {
		c, start := p.content()
		if !isSeqItem(c) {
			break
		}
		if n.line == 0 {
			n.line, n.col = int32(p.cur+1), int32(p.col(start))
		}
		if c == "-" {
			p.nextLine()
			if !p.skip() || p.indent() <= ind {
				bail()
			}
			p.stack = append(p.stack, p.block(p.indent()))
			continue
		}
		rest := c[2:]
		if rest == "" || rest[0] == ' ' {
			bail()
		}
		if looksLikeKey(rest) {
			p.off, p.vind = start+2, ind+2
			p.stack = append(p.stack, p.mapping(ind+2))
			continue
		}
		p.stack = append(p.stack, p.inline(rest, start+2, ind))
	}
	n.setContent(p.children(mark))
	return n
}

// looksLikeKey reports whether s starts a "key: value" or "key:" entry.
func looksLikeKey(s string) bool {
	if s == "" {
		return false
	}
	switch s[0] {
	case '"', '\'':
		end := quotedEnd(s)
		if end < 0 {
			return false
		}
		r := s[end:]
		return r == ":" || strings.HasPrefix(r, ": ")
	case '[', '{', '|', '>', '&', '*', '!', '%', '@', '`', '#', '?', '-', ':':
		return false
	}
	i := strings.Index(s, ": ")
	if i < 0 {
		return strings.HasSuffix(s, ":")
	}
	return true
}

// quotedEnd returns the offset just after the closing quote of the quoted
// scalar at the start of s, or -1.
func quotedEnd(s string) int {
	q := s[0]
	if q == '"' {
		// Most quoted text holds no escape: find the closing quote at once.
		j := strings.IndexByte(s[1:], '"')
		if j < 0 {
			return -1
		}
		if strings.IndexByte(s[1:1+j], '\\') < 0 {
			return j + 2
		}
	}
	for i := 1; i < len(s); i++ {
		switch {
		case q == '"' && s[i] == '\\':
			i++
		case s[i] == q:
			if q == '\'' && i+1 < len(s) && s[i+1] == '\'' {
				i++
				continue
			}
			return i + 1
		}
	}
	return -1
}

// maxFastKey is the longest key the fast parser reads itself; YAML refuses
// implicit keys over 1024 characters, and longer keys are left to the
// library so that its error is the one reported.
const maxFastKey = 512

// scalar is a scalar's value, style and position, before it becomes a
// node or half of a pair.
type scalar struct {
	value     string
	line, col int32
	style     nodeStyle
}

func (p *fastParser) scalarNode(sc scalar) *node {
	n := p.node(scalarNode)
	n.value, n.line, n.col, n.style = sc.value, sc.line, sc.col, sc.style
	return n
}

// key parses "key: rest" and returns the key, the rest of the line after
// ": " and the rest's byte offset in the line.
func (p *fastParser) key(c string, start int) (scalar, string, int) {
	k := scalar{line: int32(p.cur + 1), col: int32(p.col(start))}
	var after int
	switch c[0] {
	case '"', '\'':
		end := quotedEnd(c)
		if end < 0 {
			bail()
		}
		k.value, k.style = unquote(c[:end])
		after = end
	case '[', '{', '|', '>', '&', '*', '!', '%', '@', '`', '#', '?', ':', '-', ',', ']', '}':
		bail()
	default:
		i := strings.Index(c, ": ")
		if i < 0 {
			if !strings.HasSuffix(c, ":") {
				bail() // a plain scalar where a key belongs (multi-line scalar?)
			}
			i = len(c) - 1
		}
		k.value = c[:i]
		if badPlainKey(k.value) {
			bail()
		}
		after = i
	}
	if after > maxFastKey {
		bail() // YAML limits implicit keys to 1024 characters; leave long ones to the library
	}
	r := c[after:]
	if r == ":" {
		return k, "", start + len(c)
	}
	if !strings.HasPrefix(r, ": ") {
		bail()
	}
	j := 2
	for j < len(r) && r[j] == ' ' {
		j++
	}
	return k, r[j:], start + after + j
}

// unquote decodes a quoted scalar (with its quotes).
func unquote(s string) (string, nodeStyle) {
	body := s[1 : len(s)-1]
	if s[0] == '\'' {
		return strings.ReplaceAll(body, "''", "'"), singleQuoted
	}
	if !strings.Contains(body, "\\") {
		return body, doubleQuoted
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		ch := body[i]
		if ch != '\\' {
			b.WriteByte(ch)
			continue
		}
		i++
		if i >= len(body) {
			bail()
		}
		switch body[i] {
		case '"':
			b.WriteByte('"')
		case '\\':
			b.WriteByte('\\')
		case '/':
			b.WriteByte('/')
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		default:
			bail()
		}
	}
	return b.String(), doubleQuoted
}

// inline parses a value that starts on the current line at byte offset
// off; it consumes the line (and a literal block's lines).
func (p *fastParser) inline(s string, off, parentInd int) *node {
	sc, flow := p.inlineValue(s, off, parentInd)
	if flow != nil {
		return flow
	}
	return p.scalarNode(sc)
}

// inlineValue is inline, returning a flow collection as a node and any
// other value as a scalar.
func (p *fastParser) inlineValue(s string, off, parentInd int) (scalar, *node) {
	sc := scalar{line: int32(p.cur + 1), col: int32(p.col(off))}
	s = trimTrailingSpaces(s)
	switch s[0] {
	case '"', '\'':
		end := quotedEnd(s)
		if end != len(s) {
			bail()
		}
		sc.value, sc.style = unquote(s)
	case '[', '{':
		n, rest := p.flow(s, off)
		if trimSpaces(rest) != "" {
			bail()
		}
		n.line, n.col = sc.line, sc.col
		p.nextLine()
		return sc, n
	case '|':
		if s != "|" && s != "|-" {
			bail()
		}
		sc.style = literalStyle
		sc.value = p.literal(parentInd, s == "|-")
		return sc, nil
	case '>', '&', '*', '!', '%', '@', '`', '#', '?', ':', ',', ']', '}':
		bail()
	case '-':
		if len(s) == 1 || s[1] == ' ' {
			bail()
		}
		sc.value = plain(s)
	default:
		sc.value = plain(s)
	}
	p.nextLine()
	return sc, nil
}

// plain checks a plain scalar of the subset and returns it.
func plain(s string) string {
	// ": " or a final ":" would make a key, " #" a comment.
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ':':
			if i+1 == len(s) || s[i+1] == ' ' {
				bail()
			}
		case '#':
			if i > 0 && s[i-1] == ' ' {
				bail()
			}
		}
	}
	return s
}

// literal reads the lines of a literal block scalar after its "|" or "|-"
// header line.
func (p *fastParser) literal(parentInd int, strip bool) string {
	p.nextLine()
	var out []string
	contentInd := -1
	for p.cur < len(p.ends) {
		s := p.line(p.cur)
		t := trimSpaces(s)
		ind := len(s) - len(t)
		if t == "" {
			if contentInd < 0 && s != "" {
				// A spaces-only line before the first content line: YAML
				// refuses it when it is longer than the content's
				// indentation; leave such rare text to the library.
				bail()
			}
			if contentInd >= 0 && len(s) > contentInd {
				out = append(out, s[contentInd:])
			} else {
				out = append(out, "")
			}
			p.cur++
			continue
		}
		if contentInd < 0 {
			if ind <= parentInd {
				bail()
			}
			contentInd = ind
		}
		if ind < contentInd {
			if ind > parentInd {
				bail()
			}
			break
		}
		out = append(out, s[contentInd:])
		p.cur++
	}
	if contentInd < 0 {
		bail()
	}
	if p.cur >= len(p.ends) && !strings.HasSuffix(p.text, "\n") {
		bail() // a block at the very end without a final line break: its chomping is the library's
	}
	// Trailing blank lines belong to the chomping, not the content.
	n := len(out)
	for n > 0 && trimSpaces(out[n-1]) == "" {
		if out[n-1] != "" {
			bail() // spaces-only trailing line: rare, leave it to the library
		}
		n--
	}
	// Back up over trailing blank lines so that the next content line is
	// seen by the caller (blank lines are skipped anyway).
	v := strings.Join(out[:n], "\n")
	if !strip {
		v += "\n"
	}
	return v
}

// flow parses a one-line flow sequence or mapping at the start of s (s is
// at byte offset off of the current line) and returns it with the rest.
func (p *fastParser) flow(s string, off int) (*node, string) {
	p.enter()
	defer p.leave()
	n := p.node(sequenceNode)
	n.line, n.col, n.style = int32(p.cur+1), int32(p.col(off)), flowStyle
	closeCh := byte(']')
	if s[0] == '{' {
		n.kind, closeCh = mappingNode, '}'
	}
	mark := len(p.stack) // the items go on the stack, as a block's entries do
	i := 1
	skipSp := func() {
		for i < len(s) && s[i] == ' ' {
			i++
		}
	}
	item := func(stop string) *node {
		skipSp()
		if i >= len(s) {
			bail()
		}
		switch s[i] {
		case '[', '{':
			c, rest := p.flow(s[i:], off+i)
			i = len(s) - len(rest)
			return c
		case '"', '\'':
			end := quotedEnd(s[i:])
			if end < 0 {
				bail()
			}
			c := p.node(scalarNode)
			c.value, c.style = unquote(s[i : i+end])
			c.line, c.col = int32(p.cur+1), int32(p.col(off+i))
			i += end
			return c
		case ',', ']', '}', ':', '#', '&', '*', '!', '|', '>', '%', '@', '`', '?':
			bail()
		}
		// The item ends at a byte of stop; any other flowByte in it is
		// outside the subset.
		j := i
		for j < len(s) && !flowByte[s[j]] {
			j++
		}
		if j < len(s) && strings.IndexByte(stop, s[j]) < 0 {
			bail()
		}
		v := trimTrailingSpaces(s[i:j])
		if v == "" || (v[0] == '-' && (len(v) == 1 || v[1] == ' ')) {
			bail()
		}
		c := p.node(scalarNode)
		c.value, c.line, c.col = v, int32(p.cur+1), int32(p.col(off+i))
		i = j
		return c
	}
	skipSp()
	if i < len(s) && s[i] == closeCh {
		return n, s[i+1:]
	}
	for {
		if n.kind == mappingNode {
			k0 := i
			k := item(":,}")
			if i-k0 > maxFastKey {
				bail() // the 1024-character limit on implicit keys, as above
			}
			if i >= len(s) || s[i] != ':' || i+1 >= len(s) || s[i+1] != ' ' {
				bail()
			}
			i++
			v := item(",}")
			p.stack = append(p.stack, k, v)
		} else {
			p.stack = append(p.stack, item(",]"))
		}
		skipSp()
		if i >= len(s) {
			bail()
		}
		if s[i] == closeCh {
			n.setContent(p.children(mark))
			return n, s[i+1:]
		}
		if s[i] != ',' {
			bail()
		}
		i++
		skipSp()
		if i < len(s) && s[i] == closeCh {
			bail() // trailing comma
		}
	}
}

// trimSpaces returns s without its leading spaces: strings.TrimLeft(s, " ")
// without the call, on every line of the file.
func trimSpaces(s string) string {
	i := 0
	for i < len(s) && s[i] == ' ' {
		i++
	}
	return s[i:]
}

// trimTrailingSpaces returns s without its trailing spaces.
func trimTrailingSpaces(s string) string {
	i := len(s)
	for i > 0 && s[i-1] == ' ' {
		i--
	}
	return s[:i]
}

// keyBad marks the bytes a plain key of the subset never holds.
var keyBad = func() (t [256]bool) {
	for _, c := range []byte("[]{}:,\"'?") {
		t[c] = true
	}
	return t
}()

// badPlainKey reports whether the plain key s is outside the subset: it
// ends in a space, holds a comment (" #") or one of keyBad. One pass
// instead of three scans for every key of the file.
func badPlainKey(s string) bool {
	if strings.HasSuffix(s, " ") {
		return true
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if keyBad[c] || c == '#' && i > 0 && s[i-1] == ' ' {
			return true
		}
	}
	return false
}
