package render

import (
	"strings"
	"unicode"
)

// MinCounterPt is the smallest text printed on a counter (points): below
// it a name is abbreviated rather than shrunk.
const MinCounterPt = 5.0

// CounterLabel fits a name on a counter w millimetres wide in font f: at
// f's size or smaller, never under MinCounterPt; when the whole name does
// not fit at that size its words are shortened, the longest first, to
// their first three letters and a full stop ("Masséna (Indisposed)" reads
// "Masséna (Ind.)", "Masséna (Engaged)" "Masséna (Eng.)"), so that names
// that differ keep the letters that tell them apart.
func CounterLabel(name string, f Font, w float64) (string, Font) {
	if f.Size < MinCounterPt {
		f.Size = MinCounterPt
	}
	s := name
	for range 64 {
		ff := FitFont(s, f, w, MinCounterPt)
		if TextWidth(s, ff) <= w {
			return s, ff
		}
		t := shortenLongestWord(s)
		if t == s {
			return s, ff
		}
		s = t
	}
	return s, FitFont(s, f, w, MinCounterPt)
}

// shortenLongestWord shortens the longest word of s that is longer than
// four letters to its first three letters and a full stop, keeping the
// punctuation around it; when no word is that long it drops the last
// word. It returns s itself when nothing can go.
func shortenLongestWord(s string) string {
	words := splitWords(s)
	best, bestLen := -1, 5
	for i, w := range words {
		// The longest, the last of equals: a name's distinguishing tail
		// ("Masséna (Engaged)") is shortened before its head.
		if n := letters(w); n >= bestLen && !strings.HasSuffix(strings.TrimRight(w, ")]"), ".") {
			best, bestLen = i, n
		}
	}
	if best < 0 {
		// Every word is short: the last word goes, its closing bracket
		// kept ("Rem. (Lig.-Bel. bri.)" reads "Rem. (Lig.-Bel.)").
		for k := len(words) - 1; k > 0; k-- {
			if letters(words[k]) == 0 {
				continue
			}
			trail := words[k][len(strings.TrimRight(words[k], ")]")):]
			rest := words[:k]
			if sep := rest[len(rest)-1]; sep == " " || sep == "-" || sep == "/" {
				rest = rest[:len(rest)-1]
			}
			return strings.Join(rest, "") + trail
		}
		return s
	}
	w := words[best]
	lead := w[:len(w)-len(strings.TrimLeftFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }))]
	trail := w[len(strings.TrimRight(w, ")],;:")):]
	var b strings.Builder
	b.WriteString(lead)
	for _, r := range w[len(lead):] {
		if b.Len() >= len(lead) && letters(b.String()) == 3 {
			break
		}
		if unicode.IsLetter(r) {
			b.WriteRune(r)
		}
	}
	words[best] = b.String() + "." + trail
	return strings.Join(words, "")
}

// splitWords cuts s into words and the spaces, hyphens and slashes between
// them, each a piece of its own, so that joining the pieces gives s back.
func splitWords(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if r == ' ' || r == '-' || r == '/' {
			if i > start {
				out = append(out, s[start:i])
			}
			out = append(out, string(r))
			start = i + 1
		}
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

func letters(w string) int {
	n := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}
