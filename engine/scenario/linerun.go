package scenario

import (
	"math/bits"
	"strings"
)

// A map's terrain is most of a large scenario: 40,000 lines of the form
// `    "001001": forest` on a 200x200 map. The fast parser keeps such a
// mapping as the run of lines itself (lineRun) instead of a pair per line:
// quickRun checks each line against the first one's shape (indent, key
// length, the quotes, colon and space) two words at a time and its value
// eight bytes at once, storing nothing; the walker then reads the hex
// numbers and terrain words straight from the lines (walker.terrainRun),
// knowing where they are: each hex number is a part of the file's text,
// and each terrain word is numbered by its bytes as a word (runWords), its
// text kept once for all the hexes of its type. Anything
// else (a plain key, a line of another shape, keys out of order) goes the
// general way, through the pairs the run makes on demand
// (lineRun.pairs), which are exactly those quickPair makes.

// lineRun is a packed mapping whose entries are whole lines of the form
// "key": text at one indent, the entries that quickPairs reads with a
// double-quoted key, kept as the lines themselves.
type lineRun struct {
	first  int32 // 0-based index of the first line
	n      int32 // number of lines
	ind    int32 // indent of each line: the offset of its opening quote
	keyLen int32 // length of every line's key, its value keyLen+4 bytes after the quote; -1 when the lines differ
}

// list returns the mapping's pairs, made from its lines at the first
// call for a lineRun.
func (pn *packedNode) list() []pair {
	if pn.pairs == nil && pn.run.n > 0 {
		pn.pairs = pn.run.pairs(pn.src)
	}
	return pn.pairs
}

// pairs returns the pairs of the run's lines: what quickPair returns for
// each.
func (r lineRun) pairs(src *source) []pair {
	ps := make([]pair, r.n)
	start := lineStart(src.ends, int(r.first))
	for i := range ps {
		l := int(r.first) + i
		end := int(src.ends[l])
		keyOff := start + int(r.ind)
		key, val, valOff := runEntry(src.text[keyOff:end])
		ps[i] = pair{keyOff: int32(keyOff), valOff: int32(keyOff + valOff), line: int32(l + 1),
			keyLen: uint16(len(key)) | quotedKey, valLen: uint16(len(val))}
		start = end + 1
	}
	return ps
}

// lineStart returns the byte offset of line l (0-based) in a text whose
// line ends are ends.
func lineStart(ends []int32, l int) int {
	if l == 0 {
		return 0
	}
	return int(ends[l-1]) + 1
}

// quickRun reads, from the current line on, the lines that quickPairs
// would read with a double-quoted key, and returns them as a lineRun. A
// line of the first line's shape needs only a comparison with it (the
// fixed bytes under a mask, no quote or backslash in the key, the value
// where the first line's is) and runValue; any other goes through runLine,
// quickPair's checks.
func (p *fastParser) quickRun(ind int) lineRun {
	r := lineRun{first: int32(p.cur), ind: int32(ind), keyLen: -1}
	text, ends := p.text, p.ends
	start := lineStart(ends, p.cur)
	var sh runShape // the shape's words in locals, the loop's registers
	t0, t1, m0, m1, k0, k1, sp := sh.t0, sh.t1, sh.m0, sh.m1, sh.k0, sh.k1, sh.p
	for _, end := range ends[p.cur:] {
		s := text[start:end]
		// the line has the run's shape, its value at sp
		matched := false
		if sp > 0 && len(s) >= 16 && len(s) > sp {
			w0, w1 := le64(s), le64(s[8:16])
			matched = (w0^t0)&m0|(w1^t1)&m1 == 0 &&
				(zeroLanes(w0^'"'*lanes)|zeroLanes(w0^'\\'*lanes))&k0|(zeroLanes(w1^'"'*lanes)|zeroLanes(w1^'\\'*lanes))&k1 == 0 &&
				s[sp] != ' '
		}
		if matched {
			// runValue, with its commonest case first: a lower-case word
			// of two to eight bytes
			v := sp
			if r := len(s) - v - 1; r > 0 && r < 8 && wordByte[s[v]] {
				inValue := uint64(highBits) &^ (highBits >> (8 * r))
				if lowerLanes(le64(s[len(s)-8:]))&inValue != inValue && !runValue(s, v) {
					break
				}
			} else if !runValue(s, v) {
				break
			}
		} else {
			if !runLine(s, ind) {
				break
			}
			key, _, valOff := runEntry(s[ind:])
			if r.n == 0 {
				r.keyLen = int32(len(key))
				sh = shapeOf(ind, len(key))
				t0, t1, m0, m1, k0, k1, sp = sh.t0, sh.t1, sh.m0, sh.m1, sh.k0, sh.k1, sh.p
			}
			if r.keyLen != int32(len(key)) || valOff != len(key)+4 {
				r.keyLen = -1 // the lines differ: the walker takes their pairs
			}
		}
		r.n++
		start = int(end) + 1
	}
	p.cur += int(r.n)
	return r
}

// runShape is the shape of a run's first line, for lines of up to 16
// bytes before the value: the bytes every line must repeat (the indent,
// the two quotes, the colon and the space: t under mask m, in two
// little-endian words) and the key's bytes (k, their high bits), which
// must hold no quote and no backslash. p is the offset of the value, 0
// when the shape is too long to be checked so.
type runShape struct {
	t0, t1, m0, m1, k0, k1 uint64
	p                      int
}

// shapeOf returns the shape of a line of indent ind whose key is keyLen
// bytes long and whose value follows ": " at once.
func shapeOf(ind, keyLen int) runShape {
	p := ind + keyLen + 4
	if p > 16 {
		return runShape{}
	}
	var t, m, k [2]uint64
	set := func(i int, b byte) {
		t[i/8] |= uint64(b) << (8 * (i % 8))
		m[i/8] |= 0xff << (8 * (i % 8))
	}
	for i := 0; i < ind; i++ {
		set(i, ' ')
	}
	set(ind, '"')
	for i := ind + 1; i <= ind+keyLen; i++ {
		k[i/8] |= 0x80 << (8 * (i % 8))
	}
	set(ind+keyLen+1, '"')
	set(ind+keyLen+2, ':')
	set(ind+keyLen+3, ' ')
	return runShape{t0: t[0], t1: t[1], m0: m[0], m1: m[1], k0: k[0], k1: k[1], p: p}
}

// zeroLanes returns the high bit of each zero byte of x, exactly.
func zeroLanes(x uint64) uint64 {
	return ^((x&^highBits + 0x7f*lanes) | x) & highBits
}

// runValue reports whether the value of line s, from offset v, is one
// quickPair takes: a wordByte, then textBytes. When the rest is at most
// seven bytes, the word that ends the line holds them in its top bytes,
// lower-case letters in the commonest case (a terrain word).
func runValue(s string, v int) bool {
	if !wordByte[s[v]] || len(s)-v >= 1<<16 {
		return false
	}
	if r := len(s) - v - 1; r < 8 && len(s) >= 8 {
		if r == 0 {
			return true
		}
		inValue := uint64(highBits) &^ (highBits >> (8 * r)) // the top r bytes' high bits
		if lowerLanes(le64(s[len(s)-8:]))&inValue == inValue {
			return true
		}
	}
	for _, b := range []byte(s[v+1:]) {
		if !textByte[b] {
			return false
		}
	}
	return true
}

// runLine reports whether quickPairs reads line s at indent ind as a pair
// with a double-quoted key: the checks of quickPairs and quickPair.
func runLine(s string, ind int) bool {
	if len(s) <= ind || s[ind] != '"' {
		return false
	}
	for _, b := range []byte(s[:ind]) {
		if b != ' ' {
			return false
		}
	}
	c := s[ind:]
	j := 1
	for j < len(c) && c[j] != '"' && c[j] != '\\' {
		j++
	}
	if j == len(c) || c[j] != '"' {
		return false
	}
	i := j + 1
	if i > maxFastKey || i+2 >= len(c) || c[i] != ':' || c[i+1] != ' ' {
		return false
	}
	v := i + 2
	for v < len(c) && c[v] == ' ' {
		v++
	}
	return v < len(c) && runValue(c, v)
}

// lowerLanes returns the high bit of each byte of x that is a lower-case
// ASCII letter. A byte at or above 0x80 is not one, and the carry its sums
// may pass to the byte above makes that byte at most a false 0x60, itself
// among the bytes the caller checks whenever the byte below is.
func lowerLanes(x uint64) uint64 {
	return (x + (0x80-'a')*lanes) &^ (x + (0x80-'z'-1)*lanes) &^ x & highBits
}

// runEntry returns the key and value of a line of a lineRun, c from its
// opening quote on (a line that runLine passes), and the value's offset in
// c: what quickPair finds.
func runEntry(c string) (key, val string, valOff int) {
	j := 1 + strings.IndexByte(c[1:], '"')
	v := j + 3
	for c[v] == ' ' {
		v++
	}
	return c[1:j], trimTrailingSpaces(c[v:]), v
}

// terrainRun is terrainMap of a packed mapping kept as a lineRun (a
// saved map's terrain), read straight from the lines in one pass. When
// the lines share one shape, each line's hex number and terrain word are
// where the shape puts them; the keys' order is checked a word at a time
// for hex numbers of up to eight digits, and each terrain word is numbered
// by its bytes as a word (runWords). Lines of several shapes, and keys out
// of order (a duplicate among them), send it the general way,
// terrainPairs, which reports a duplicate where it is.
func (w *walker) terrainRun(pn *packedNode, t *TerrainMap) error {
	r, text, ends := pn.run, pn.src.text, pn.src.ends
	if r.keyLen < 0 {
		return w.terrainPairs(pn, t)
	}
	k := int(r.keyLen)
	hexes, kinds := make([]string, r.n), make([]uint32, r.n)
	var words runWords
	start := lineStart(ends, int(r.first))
	var prevWord uint64
	for i := range hexes {
		end := int(ends[int(r.first)+i])
		ks := start + int(r.ind) + 1 // the key
		start = end + 1
		key := text[ks : ks+k]
		if k >= 1 && k <= 8 && ks+8 <= len(text) {
			// the key's bytes as a big-endian number: greater when the
			// text is greater, for keys of one length
			kw := bits.ReverseBytes64(le64(text[ks:ks+8]) << (64 - 8*k))
			if i > 0 && kw <= prevWord {
				return w.terrainPairs(pn, t)
			}
			prevWord = kw
		} else if i > 0 && !textAfter(key, hexes[i-1]) {
			return w.terrainPairs(pn, t)
		}
		hexes[i] = key
		kinds[i] = words.kind(text, ks+k+3, end)
	}
	w.visits += len(hexes)
	*t = TerrainMap{hexes: hexes, kinds: kinds, types: words.tb.types, counts: words.tb.counts}
	t.sortTypes()
	return nil
}

// runWords numbers the terrain words of a lineRun (typeTable): a word of
// at most eight bytes is found by its bytes (one load, one comparison)
// among the last ones seen, without reading its text again.
type runWords struct {
	slots [16]struct {
		w    uint64 // the word's bytes, little-endian
		n    int    // its length; 0 for an empty slot
		kind uint32 // its number in tb
	}
	tb typeTable
}

// kind returns the number of the value text[from:end] (the rest of a
// line, trailing spaces included), counting one more hex of it.
func (rw *runWords) kind(text string, from, end int) uint32 {
	val := trimTrailingSpaces(text[from:end])
	n := len(val)
	valEnd := from + n
	if n > 8 || valEnd < 8 {
		return rw.slow(val)
	}
	w := le64(text[valEnd-8:valEnd]) >> (64 - 8*n)
	sl := &rw.slots[(w*0x9e3779b97f4a7c15)>>60]
	if sl.w == w && sl.n == n {
		rw.tb.counts[sl.kind]++
		return sl.kind
	}
	sl.w, sl.n, sl.kind = w, n, rw.slow(val)
	return sl.kind
}

// slow is kind for a value not found by its bytes.
func (rw *runWords) slow(val string) uint32 {
	if nullScalar(val, 0) {
		val = ""
	}
	return rw.tb.index(val)
}
