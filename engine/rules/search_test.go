package rules_test

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestRule6_SearchAgreesWithReference: the movement search (6.2-6.9,
// 7.7, 9.6.2, 11.1-11.4, 16.7, 16.9.2) reads each hexside's whole cost
// from a record made once per Board and expands most units' nodes by a
// loop of its own; for every unit that may move, in every Movement Phase
// position of whole random games, it reaches the hexes, at the costs, by
// road or not, through the entry hexes and with the one-hex minimums that
// the search as written before (reading the Board's terrain, hexside and
// rugged tables for every hexside) finds. No bundled map has rugged
// terrain: TestRule6_5_SearchAgreesWithReferenceOnRandomMaps covers it.
func TestRule6_SearchAgreesWithReference(t *testing.T) {
	var k rules.SearchKinds
	var sr rules.Searcher // kept from board to board, as a run's workers keep theirs
	playHintBoards(t, func(t *testing.T, b *rules.Board, s *rules.State, d rules.Dice, p *rules.RandomPlayer, _ uint64) {
		for i := 0; i < 100000 && !s.Over(); i++ {
			if s.Phase == rules.PhaseMovement {
				for u := range b.Units {
					if diff := s.SearchDisagrees(u, &k, &sr); diff != "" {
						t.Fatalf("turn %d %s: %s", s.Turn, rules.SideName(s.Phasing), diff)
					}
				}
			}
			next, _, err := s.Apply(p.Order(s), d)
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
	})
	t.Logf("%+v", k)
	if k.Leader == 0 || k.Light == 0 || k.Routed == 0 || k.Entering == 0 {
		t.Fatalf("a kind of search was never made, the test does not cover it: %+v", k)
	}
}

// TestRandomPlayerNearestEnemyMemo: the random player keeps each hex's
// distance to the nearest enemy while the enemies stand still, and reads
// the memo without listing the enemies again while its searcher has not
// made its ZOC and enemy masks again (they are made from the same units).
// After every order of whole random games, in every position whose masks
// the searcher still holds, the enemies it keeps are the position's.
func TestRandomPlayerNearestEnemyMemo(t *testing.T) {
	checked := 0
	playHintBoards(t, func(t *testing.T, _ *rules.Board, s *rules.State, d rules.Dice, p *rules.RandomPlayer, _ uint64) {
		for i := 0; i < 100000 && !s.Over(); i++ {
			o := p.Order(s)
			if diff, ok := p.NearMemoDisagrees(s, s.Phasing); ok {
				checked++
				if diff != "" {
					t.Fatalf("turn %d %s: %s", s.Turn, s.Phase, diff)
				}
			}
			next, _, err := s.Apply(o, d)
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
	})
	if checked == 0 {
		t.Fatal("the memo was never read without looking: the test checks nothing")
	}
	t.Logf("%d positions checked", checked)
}
