package scenario

// levenshtein returns the edit distance between a and b.
func levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// closest returns the candidate nearest to word, or "" when none is close
// enough to be a plausible typo.
func closest(word string, candidates []string) string {
	best, bestD := "", len([]rune(word))/2+2
	if bestD > 4 {
		bestD = 4
	}
	for _, c := range candidates {
		if d := levenshtein(word, c); d < bestD || d == bestD && best != "" && c < best {
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
