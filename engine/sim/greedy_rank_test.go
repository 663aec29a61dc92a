package sim

import (
	"fmt"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/kinds"
)

// TestRankMovesPutsGreedysMoveFirst: the destinations the search bot
// weighs for a unit are ranked by the greedy evaluation itself, so when
// greedy moves the first unit it looks at in an order, rankMoves ranks
// that unit's move first.
func TestRankMovesPutsGreedysMoveFirst(t *testing.T) {
	for _, sc := range []string{"rousse20", "bailen20-battle"} {
		t.Run(sc, func(t *testing.T) {
			b := openBoard(t, sc)
			checked := 0
			for game := 0; game < 2; game++ {
				seed := GameSeed(3, game)
				d := rules.NewSeededDice(seed)
				s, err := rules.NewState(b, d)
				if err != nil {
					t.Fatal(err)
				}
				bots := [2]*Greedy{NewGreedy(b, 0, seed), NewGreedy(b, 1, seed+1)}
				probe := [2]*Greedy{NewGreedy(b, 0, seed), NewGreedy(b, 1, seed+1)}
				for n := 0; n < 100000 && !s.Over(); n++ {
					side := s.Actor()
					prior := make([]bool, len(b.Units)) // the units greedy dealt with before this order
					if g := bots[side]; g.key == [3]int{s.Turn, s.Phasing, int(s.Phase)} {
						copy(prior, g.done)
					}
					o := bots[side].Order(s)
					if mv, ok := o.(rules.Move); ok && s.Phasing == side && !kinds.AwaitingCommand(s) {
						// The unit greedy looked at first in this order: what it
						// does is what rankMoves ranks first. (After a unit
						// that stays, greedy's tables may differ: a unit whose
						// best move the engine refuses no longer counts as a
						// neighbour.)
						if id, got := firstRankedMove(s, probe[side], side, prior); id == mv.Unit {
							if got != mv.String() {
								t.Fatalf("game %d turn %d: greedy orders %s, the first ranked move is %s", game, s.Turn, mv, got)
							}
							checked++
						}
					}
					ns, _, err := s.Apply(o, d)
					if err != nil {
						t.Fatal(err)
					}
					s = ns
				}
			}
			if checked < 20 {
				t.Fatalf("only %d moves checked", checked)
			}
		})
	}
}

// firstRankedMove is the best-ranked destination (rankMoves) of the first
// unit of side not in prior, in greedy's order, as an order ("none" to
// stay), with that unit's id.
func firstRankedMove(s *rules.State, probe *Greedy, side int, prior []bool) (string, string) {
	for u, info := range s.B.Units {
		us := &s.Units[u]
		if info.Side != side || info.Garrison || prior[u] || s.Moved(u) {
			continue
		}
		if us.Where != rules.AtMap && !(us.Where == rules.AtPending && us.Arrive <= s.Turn) {
			continue
		}
		if c := probe.rankMoves(s, u, 1); len(c) > 0 && c[0].order != nil {
			return info.ID, fmt.Sprint(c[0].order)
		}
		return info.ID, "none"
	}
	return "", "none"
}
