package scenario

import (
	"bytes"
	"fmt"
)

// The memory budget of the YAML readers. A file of at most MaxFileSize
// bytes holds at most MaxValues values (counted before parsing, from its
// lines and commas, so that the parse itself is bounded), and aliases may
// repeat at most as many bytes of text as the file holds (MaxAliasBytes
// past that), so that no decoded scenario, nor any output made from it, is
// more than about twice the size of its file. With these every command
// keeps within 100 MB plus 150 bytes of memory per input byte: the
// hostile-input suite (internal/hostile) checks it for every reader, the
// worst case being adc show on 190,000 one-letter list items (1.1 MB), at
// 225 MB.
const (
	// MaxValues is the most values (scalars, list items, mapping entries)
	// a file may hold: a fully traced 300x300 map holds 90,000 terrain
	// entries, and a printed Napoleonic 20 scenario a few thousand values.
	// It is this tool's maximum, smaller than rule 2.0's largest map
	// (999x999, about a million hexes, as many values when every hex is
	// traced): parsing takes about 1.4 KB a value, so reading that many
	// would take well over a gigabyte before any command starts, past the
	// readers' stated bound. A map
	// that large is read when its most common terrain is left to
	// map.default_terrain (docs/guide.md, "Size limits").
	MaxValues = 200_000
	// MaxAliasBytes is how many bytes of text aliases may repeat beyond the
	// size of the file itself.
	MaxAliasBytes = 64 << 10
)

// checkValueCount refuses data that holds more than MaxValues values,
// counting an upper bound of them without parsing: every value but the
// first starts on a new line or after a comma (flow lists and mappings), or
// after ": " or "- " on the line of another.
func checkValueCount(data []byte, name string) error {
	n := 1 + bytes.Count(data, []byte{'\n'}) + bytes.Count(data, []byte{','})
	if n <= MaxValues {
		return nil
	}
	// Commas inside text are counted too: prose has one in tens of bytes,
	// so this errs only for files far beyond any scenario.
	return &LoadError{File: name, Line: 1, Col: 1,
		Msg: fmt.Sprintf("the file holds too many values (about %d lines and list items; at most %d are read)", n, MaxValues),
		Hint: fmt.Sprintf("a scenario holds a few thousand values; this tool reads at most %d, to keep every command within its memory bound: "+
			"a map traced hex by hex up to about 440x440 hexes. Rule 2.0 allows maps up to 999x999: on one that large, leave the most common terrain to map.default_terrain "+
			"and list only the other hexes (docs/guide.md, \"Size limits\")", MaxValues)}
}

// aliasBudget tracks the text aliases repeat while walking a tree.
type aliasBudget struct {
	limit int           // bytes aliases may repeat
	used  int           // bytes repeated so far
	size  map[*node]int // memo of the text under an anchored node
}

// textSize returns the bytes of text (keys and scalars) under n, following
// aliases, memoized so that nested aliases cost linear time.
func (b *aliasBudget) textSize(n *node, depth int) int {
	if n == nil || depth > MaxDepth {
		return 0
	}
	if s, ok := b.size[n]; ok {
		return s
	}
	s := len(n.value)
	if n.kind == aliasNode {
		s = b.textSize(n.alias(), depth+1)
	}
	for _, c := range n.content() {
		s += b.textSize(c, depth+1)
		if s > b.limit {
			break
		}
	}
	if b.size == nil {
		b.size = map[*node]int{}
	}
	b.size[n] = s
	return s
}

// spend charges the text under the alias target n and reports whether the
// budget still holds.
func (b *aliasBudget) spend(n *node) bool {
	b.used += b.textSize(n, 0)
	return b.used <= b.limit
}
