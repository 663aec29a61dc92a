package sim

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
)

func TestTry(t *testing.T) {
	sc := os.Getenv("TRY")
	if sc == "" {
		t.Skip()
	}
	b, err := bundle.Open(sc, rules.Options{EndTurn: 12})
	if err != nil {
		t.Fatal(err)
	}
	for _, bots := range [][2]string{{"random", "random"}, {"greedy", "random"}, {"random", "greedy"}, {"greedy", "greedy"}} {
		t0 := time.Now()
		rep, err := Run(context.Background(), b, Config{Games: 200, Seed: 1, Bots: bots, Check: true}, nil)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("%v %v: %s %d %s %d draws %d failed %d (%v) orders %.0f %v\n", bots, time.Since(t0)/200, rep.Sides[0], rep.Wins[0], rep.Sides[1], rep.Wins[1], rep.Draws, rep.Failed, rep.Errors, rep.MeanOrders, rep.Levels)
	}
}
