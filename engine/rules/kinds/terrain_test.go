package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
)

// hasNote reports whether a Board note about rule id contains sub.
func hasNote(b *rules.Board, id, sub string) bool {
	for _, n := range b.Notes() {
		if strings.Contains(n, `"`+id+`"`) && strings.Contains(n, sub) {
			return true
		}
	}
	return false
}
