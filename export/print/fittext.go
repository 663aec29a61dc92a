package print

import (
	"strings"

	"github.com/aide-de-camp/adc/render"
)

// The most lines a paragraph of a flowing document (the setup card) and
// a table cell print: a page of text, and a quarter of one.
const maxParaLines, maxCellLines = 60, 15

// Ellipsis marks text cut because it does not fit where it is printed.
const Ellipsis = "…"

// fitLines wraps s in font f to lines at most w millimetres wide, as
// render.Wrap does, but keeps at most maxLines lines and takes time
// linear in the length of s whatever it holds: each word is measured
// once, a word wider than a line is cut, and the wrapping stops at the
// last line that fits. When anything is left out, the last line kept ends
// with Ellipsis, so that a cut is visible on the card.
func fitLines(s string, f render.Font, w float64, maxLines int) []string {
	if maxLines < 1 {
		return nil
	}
	space := render.TextWidth(" ", f)
	ell := render.TextWidth(Ellipsis, f)
	var lines []string
	var line strings.Builder
	lineW := 0.0
	cut := false
	flush := func() bool {
		lines = append(lines, line.String())
		line.Reset()
		lineW = 0
		return len(lines) < maxLines
	}
	paras := strings.Split(s, "\n")
outer:
	for pi, para := range paras {
		if pi > 0 && !flush() {
			cut = true
			break
		}
		for _, word := range strings.Fields(para) {
			ww := render.TextWidth(word, f)
			if ww > w {
				word, ww = cutToWidth(word, f, w-ell)
				word += Ellipsis
				ww += ell
			}
			switch {
			case line.Len() == 0:
			case lineW+space+ww <= w:
				line.WriteByte(' ')
				lineW += space
			default:
				if !flush() {
					cut = true
					break outer
				}
			}
			line.WriteString(word)
			lineW += ww
		}
	}
	if !cut {
		lines = append(lines, line.String())
		return lines
	}
	last := lines[len(lines)-1]
	if !strings.HasSuffix(last, Ellipsis) {
		if render.TextWidth(last, f)+ell > w {
			last, _ = cutToWidth(last, f, w-ell)
		}
		lines[len(lines)-1] = strings.TrimRight(last, " ") + Ellipsis
	}
	return lines
}

// cutToWidth returns the longest start of s at most w millimetres wide in
// f, and its width, measuring each character once.
func cutToWidth(s string, f render.Font, w float64) (string, float64) {
	total := 0.0
	for i, r := range s {
		cw := render.TextWidth(string(r), f)
		if total+cw > w {
			return s[:i], total
		}
		total += cw
	}
	return s, total
}
