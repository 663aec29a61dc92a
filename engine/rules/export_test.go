package rules

import (
	"fmt"
	"reflect"
	"slices"
)

// Piles returns copies of the draw pile, the discard pile and the cards
// each side keeps, for tests outside the package.
func (s *State) Piles() [4][]int {
	return [4][]int{slices.Clone(s.Draw), slices.Clone(s.Discard), slices.Clone(s.kept[0]), slices.Clone(s.kept[1])}
}

// HintDisagrees checks o in s twice, as it comes and with the random
// player's hints of s set aside, and says how the two checks differ
// ("" when they agree: same error, same checked order).
func (s *State) HintDisagrees(o Order) string {
	var with, without Checked
	cw, ew := s.check(o, &with)
	saved := s.hint
	s.hint = moveHint{}
	co, eo := s.check(o, &without)
	s.hint = saved
	switch {
	case (ew == nil) != (eo == nil):
		return fmt.Sprintf("with the hints: %v; without: %v", ew, eo)
	case ew != nil:
		if ew.Error() != eo.Error() {
			return fmt.Sprintf("with the hints: %v; without: %v", ew, eo)
		}
		return ""
	case !reflect.DeepEqual(cw, co):
		return fmt.Sprintf("with the hints: %+v; without: %+v", *cw, *co)
	}
	return ""
}

// Hinted reports whether s holds a hint of the random player.
func (s *State) Hinted() bool { return s.hint.unit != 0 || s.hint.decl != nil || s.hint.noOblig }

// HexDistances exposes Board.hexDistances.
func (b *Board) HexDistances() []uint8 { return b.hexDistances() }

// HexCoords returns the axial coordinates of hex i.
func (b *Board) HexCoords(i int32) (q, r int) { return b.Hexes[i].Q, b.Hexes[i].R }

// NearestIn and NearestDistance expose the random player's two ways to
// the distance to the nearest enemy.
func NearestIn(row []uint8, eh []int32) int32 { return nearestIn(row, eh) }

// NearestDistance exposes nearestDistance.
func NearestDistance(q, r int32, eq, er []int32) int32 { return nearestDistance(q, r, eq, er) }

// ZOCExtentsAgree reports the first hex and direction where the board's
// table of ZOC extents differs from working them out, or ok.
func (b *Board) ZOCExtentsAgree() (h int32, d int, ok bool) {
	for h := int32(0); h < int32(b.N); h++ {
		for d := 0; d < 6; d++ {
			if b.zocExtends(h, d) != b.zocExtendsFrom(h, d) {
				return h, d, false
			}
		}
	}
	return 0, 0, true
}

// Signed exposes signed.
func Signed(v int) string { return signed(v) }
