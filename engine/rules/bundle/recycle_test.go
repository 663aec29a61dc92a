package bundle

import (
	"fmt"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// playRecycling plays a random game from seed, giving each position back
// with State.Recycle once the next exists when recycle is set, and returns
// a transcript of the orders and the final position.
func playRecycling(t *testing.T, b *rules.Board, seed uint64, recycle bool) string {
	t.Helper()
	d := rules.NewSeededDice(seed)
	s, err := rules.NewState(b, d)
	if err != nil {
		t.Fatal(err)
	}
	p := rules.NewRandomPlayer(seed)
	var sb strings.Builder
	for n := 0; n < 100000 && !s.Over(); n++ {
		o := p.Order(s)
		ns, _, err := s.Apply(o, d)
		if err != nil {
			t.Fatalf("order %d %s: %v", n, o, err)
		}
		fmt.Fprintln(&sb, o)
		if recycle && ns != s {
			s.Recycle()
		}
		s = ns
	}
	fmt.Fprintln(&sb, s.Result(), s.Morale, strings.Join(s.Summary(), "\n"))
	return sb.String()
}

// TestRecycleChangesNothing: positions built from recycled buffers play
// exactly as fresh ones, game after game on one Board.
func TestRecycleChangesNothing(t *testing.T) {
	for _, id := range []string{"rousse20", "bussaco20-espana", "talavera20"} {
		t.Run(id, func(t *testing.T) {
			b := openOrSkip(t, id)
			for seed := uint64(1); seed <= 5; seed++ {
				fresh := playRecycling(t, b, seed, false)
				if got := playRecycling(t, b, seed, true); got != fresh {
					t.Fatalf("seed %d: the game differs when positions are recycled", seed)
				}
			}
		})
	}
}
