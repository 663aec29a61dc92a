package rules

import "slices"

// Piles returns copies of the draw pile, the discard pile and the cards
// each side keeps, for tests outside the package.
func (s *State) Piles() [4][]int {
	return [4][]int{slices.Clone(s.draw), slices.Clone(s.discard), slices.Clone(s.kept[0]), slices.Clone(s.kept[1])}
}
