package xlsx

import "unicode/utf8"

// maxHeaderFooter is the most characters a page header or footer may hold
// in the file format (Excel's limit, which excelize enforces).
const maxHeaderFooter = 255

// headerText returns the page header with left text in bold and right
// text at the right. A text too long for the format (a 300-character
// scenario title) is shortened with an ellipsis rather than refused: the
// header is a reminder of the sheet's subject, and the full title is on the
// sheet itself.
func headerText(left, right string) string {
	build := func(l, r string) string { return "&L&\"-,Bold\"&12" + hfEscape(l) + "&R&10" + hfEscape(r) }
	h := build(left, right)
	for n := utf8.RuneCountInString(h); n > maxHeaderFooter; n = utf8.RuneCountInString(h) {
		excess := n - maxHeaderFooter + 1 // one more for the ellipsis
		if utf8.RuneCountInString(left) >= utf8.RuneCountInString(right) {
			left = cutRunes(left, excess)
		} else {
			right = cutRunes(right, excess)
		}
		h = build(left, right)
	}
	return h
}

// cutRunes drops the last n runes of s (all of them when fewer) and ends it
// with an ellipsis.
func cutRunes(s string, n int) string {
	r := []rune(s)
	if k := len(r) - n; k > 0 {
		return string(r[:k]) + "…"
	}
	return ""
}
