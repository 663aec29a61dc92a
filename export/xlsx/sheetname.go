package xlsx

import (
	"strings"
	"unicode/utf16"
)

// truncSheet cuts a worksheet name to n UTF-16 code units, the measure
// spreadsheet programs (and excelize) apply to the 31-character limit (an
// emoji counts two), and trims what the cut may leave at either end that a
// sheet name may not start or end with: spaces and apostrophes. A name
// left empty becomes "Sheet".
func truncSheet(s string, n int) string {
	units := 0
	for i, r := range s {
		w := utf16.RuneLen(r)
		if w < 0 {
			w = 1
		}
		if units+w > n {
			s = s[:i]
			break
		}
		units += w
	}
	s = strings.Trim(s, " '")
	if s == "" {
		return "Sheet"
	}
	return s
}
