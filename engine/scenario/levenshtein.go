package scenario

import "github.com/aide-de-camp/adc/internal/editdist"

// closest returns the candidate nearest to word, or "" when none is close
// enough to be a plausible typo.
func closest(word string, candidates []string) string {
	best, bestD := "", len([]rune(word))/2+2
	if bestD > 4 {
		bestD = 4
	}
	for _, c := range candidates {
		if d := editdist.Levenshtein(word, c); d < bestD || d == bestD && best != "" && c < best {
			best, bestD = c, d
		}
	}
	return best
}

// didYouMean formats a "did you mean" hint, or "" when nothing is close.
func didYouMean(word string, candidates []string) string {
	if c := closest(word, candidates); c != "" {
		return "did you mean \"" + c + "\"?"
	}
	return ""
}
