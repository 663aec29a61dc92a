package rules_test

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
)

// hintBoards opens the bundled scenarios the hint, memo and card-pile
// tests play, every optional rule in use (a scenario whose data is not
// bundled is left out).
func hintBoards(t *testing.T) map[string]*rules.Board {
	t.Helper()
	out := map[string]*rules.Board{}
	for _, id := range []string{"bussaco20-espana", "rousse20", "talavera20", "bailen20"} {
		b, err := bundle.Open(id, rules.Options{Optional: []string{"all"}})
		var md *rules.MissingDataError
		if errors.As(err, &md) {
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		out[id] = b
	}
	return out
}

// playHintBoards runs play as a subtest for every hint board, in order of
// id, and seeds 1 to 3: a new game of the board with dice and a random
// player of that seed, whose first position play walks from.
func playHintBoards(t *testing.T, play func(t *testing.T, b *rules.Board, s *rules.State, d rules.Dice, p *rules.RandomPlayer, seed uint64)) {
	t.Helper()
	boards := hintBoards(t)
	for _, id := range slices.Sorted(maps.Keys(boards)) {
		b := boards[id]
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%s/%d", id, seed), func(t *testing.T) {
				d := rules.NewSeededDice(seed)
				g, err := rules.NewGame(b, d)
				if err != nil {
					t.Fatal(err)
				}
				play(t, b, g.State(), d, rules.NewRandomPlayer(seed), seed)
			})
		}
	}
}

// TestRule9_2_RandomPlayerHintsCheckAsFully: the random player leaves
// in the position what it found while choosing its order (the move's
// destination, a declaration checkDeclaration accepted (9.2), no
// mandatory attack (7.4, 9.1)), and the order's check then reads it
// instead of working it out again. For every order of whole random games,
// and for orders close to them that the hints must not cover (another
// destination, a declaration with a battle left out or another
// attacker), the check with the hints gives what the full check gives:
// the same error, or the same checked order.
func TestRule9_2_RandomPlayerHintsCheckAsFully(t *testing.T) {
	hinted := 0
	playHintBoards(t, func(t *testing.T, b *rules.Board, s *rules.State, d rules.Dice, p *rules.RandomPlayer, seed uint64) {
		rng := rand.New(rand.NewPCG(seed, 7))
		for i := 0; i < 100000 && !s.Over(); i++ {
			o := p.Order(s)
			if s.Hinted() {
				hinted++
			}
			for _, v := range append([]rules.Order{o}, nearOrders(b, s, o, rng)...) {
				if diff := s.HintDisagrees(v); diff != "" {
					t.Fatalf("turn %d %s: order %v: %s", s.Turn, s.Phase, v, diff)
				}
			}
			next, _, err := s.Apply(o, d)
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
	})
	if hinted == 0 {
		t.Fatal("no order was given with a hint: the test checks nothing")
	}
}

// nearOrders returns orders like o that its hints do not cover.
func nearOrders(b *rules.Board, s *rules.State, o rules.Order, rng *rand.Rand) []rules.Order {
	var out []rules.Order
	switch o := o.(type) {
	case rules.Move:
		if u := b.Unit(o.Unit); u >= 0 {
			for _, r := range s.Reachable(u) {
				if r.Code != o.To {
					out = append(out, rules.Move{Unit: o.Unit, To: r.Code})
					break
				}
			}
		}
		if to, err := b.Index(o.To); err == nil {
			q, r := b.HexCoords(to)
			for i := int32(0); i < int32(b.N); i++ {
				if q2, r2 := b.HexCoords(i); q2 == q+1 && r2 == r {
					out = append(out, rules.Move{Unit: o.Unit, To: b.Code(i)})
				}
			}
		}
	case rules.Declare:
		if n := len(o.Battles); n > 0 {
			out = append(out, rules.Declare{Battles: o.Battles[:n-1]})
			bs := append([]rules.BattleDecl(nil), o.Battles...)
			k := rng.IntN(n)
			bt := bs[k]
			bt.Attackers = append([]string{b.Units[rng.IntN(len(b.Units))].ID}, bt.Attackers[1:]...)
			bs[k] = bt
			out = append(out, rules.Declare{Battles: bs})
			out = append(out, rules.Declare{Battles: append(append([]rules.BattleDecl(nil), o.Battles...), o.Battles[0])})
		}
	}
	return out
}

// TestHexDistancesAgree: the table of distances the random player reads
// (hexDistances) holds hex.Hex.Distance for every two hexes, and the
// nearest enemy found through it is the one nearestDistance works out.
func TestHexDistancesAgree(t *testing.T) {
	for id, b := range hintBoards(t) {
		t.Run(id, func(t *testing.T) {
			dt := b.HexDistances()
			if dt == nil {
				t.Fatalf("no distance table for %d hexes", b.N)
			}
			rng := rand.New(rand.NewPCG(1, 2))
			for i := int32(0); i < int32(b.N); i++ {
				qi, ri := b.HexCoords(i)
				row := dt[int(i)*b.N : int(i+1)*b.N]
				var eh, eq, er []int32
				for j := int32(0); j < int32(b.N); j++ {
					qj, rj := b.HexCoords(j)
					dq, dr := qi-qj, ri-rj
					want := (abs(dq) + abs(dr) + abs(dq+dr)) / 2
					if int(row[j]) != want {
						t.Fatalf("distance %s-%s = %d, want %d", b.Code(i), b.Code(j), row[j], want)
					}
					if rng.IntN(20) == 0 {
						eh, eq, er = append(eh, j), append(eq, int32(qj)), append(er, int32(rj))
					}
				}
				if got, want := rules.NearestIn(row, eh), rules.NearestDistance(int32(qi), int32(ri), eq, er); got != want {
					t.Fatalf("nearest enemy of %s: %d through the table, %d worked out", b.Code(i), got, want)
				}
			}
			if got := rules.NearestIn(dt[:b.N], nil); got != 1<<30 {
				t.Errorf("nearest of no enemy = %d, want 1<<30", got)
			}
		})
	}
}

// TestRule7_0_ZOCExtentsTable: the ZOC extents a Board keeps per hex and
// direction (7.0, 7.1: not into Fortified hexes, not between built-up
// hexes, not across a Major River, the scenarios' hexside rules) are what
// working them out gives.
func TestRule7_0_ZOCExtentsTable(t *testing.T) {
	for id, b := range hintBoards(t) {
		if h, d, ok := b.ZOCExtentsAgree(); !ok {
			t.Errorf("%s: hex %s direction %d: the table differs from zocExtends' rules", id, b.Code(h), d)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestSignedIsPlusD: the battle texts' signed numbers, read from a table
// for the usual ones, print as %+d does.
func TestSignedIsPlusD(t *testing.T) {
	for v := -40; v <= 40; v++ {
		if got, want := rules.Signed(v), fmt.Sprintf("%+d", v); got != want {
			t.Errorf("signed(%d) = %q, want %q", v, got, want)
		}
	}
}
