package print

import (
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"

	"github.com/aide-de-camp/adc/render"
)

// Placeholder stands in a PDF for a character the embedded fonts cannot
// draw: characters outside the Basic Multilingual Plane (emoji, rare CJK,
// historic scripts), which the PDF library's font tables cannot index,
// and any other character the Go fonts have no glyph for. It is the
// replacement character, which the Go fonts draw as a visible mark.
const Placeholder = '\uFFFD'

// glyphs caches, by face, whether the face's font has a glyph for a rune.
var glyphs struct {
	sync.Mutex
	fonts [3]*sfnt.Font
	buf   sfnt.Buffer
	has   [3]map[rune]bool
}

// hasGlyph reports whether face (render.Font.Face) draws r.
func hasGlyph(face int, r rune) bool {
	if r < 0x20 || r > 0xFFFF || r == utf8.RuneError || face < 0 || face > 2 {
		return false
	}
	if r < 0x7F {
		return true // ASCII: every Go font has it
	}
	glyphs.Lock()
	defer glyphs.Unlock()
	if glyphs.has[face] == nil {
		glyphs.has[face] = map[rune]bool{}
		f, err := sfnt.Parse(render.FontTTF(face))
		if err != nil {
			return false
		}
		glyphs.fonts[face] = f
	}
	if v, ok := glyphs.has[face][r]; ok {
		return v
	}
	f := glyphs.fonts[face]
	ok := false
	if f != nil {
		gi, err := f.GlyphIndex(&glyphs.buf, r)
		ok = err == nil && gi != 0
	}
	if len(glyphs.has[face]) < 1<<16 {
		glyphs.has[face][r] = ok
	}
	return ok
}

// PDFText is the one function every string passes through before it
// reaches the PDF library: it keeps what face draws, turns tabs and line
// breaks into spaces, drops other control characters, and puts the
// visible Placeholder in place of everything else (invalid UTF-8
// included), so that no text can make the library fail or panic.
func PDFText(s string, face int) string {
	clean := true
	for _, r := range s {
		if r < 0x20 || r >= 0x7F {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			b.WriteByte(' ')
		case r < 0x20 || r == 0x7F:
		case hasGlyph(face, r):
			b.WriteRune(r)
		default:
			b.WriteRune(Placeholder)
		}
	}
	return b.String()
}
