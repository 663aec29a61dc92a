package sim

import (
	"context"
	"syscall"
	"testing"
	"time"
)

// Budgets (issue 17), on 2 cores: random games at least 2,000 a second,
// greedy games at least 200 a second, and adc balance rousse20 --games
// 10000 --bots greedy,greedy under a minute. The single-game benchmarks run
// on one core; BenchmarkRun reports games a second on every core.

func benchGame(b *testing.B, scenario, bot string) {
	bd := openBoard(b, scenario)
	obs := newObserver(bd)
	cfg := Config{Bots: [2]string{bot, bot}}
	b.ReportAllocs()
	i := 0
	cpu0 := cpuTime()
	for b.Loop() {
		if r := obs.play(context.Background(), cfg, i); r.Err != "" {
			b.Fatal(r.Err)
		}
		i++
	}
	// On a shared machine the wall clock counts other programs' time too;
	// the process's CPU time a game is the figure to compare with budgets.
	b.ReportMetric(float64(cpuTime()-cpu0)/float64(time.Millisecond)/float64(i), "cpu-ms/game")
}

// cpuTime is the CPU time (user and system) this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkRandomGame plays whole random games on one core (budget: 1 ms,
// for 2,000 games a second on 2 cores).
func BenchmarkRandomGame(b *testing.B) {
	for _, sc := range []string{"bussaco20-espana", "rousse20"} {
		b.Run(sc, func(b *testing.B) { benchGame(b, sc, "random") })
	}
}

// BenchmarkGreedyGame plays whole greedy games on one core (budget: 10 ms,
// for 200 games a second on 2 cores).
func BenchmarkGreedyGame(b *testing.B) {
	for _, sc := range []string{"bussaco20-espana", "rousse20"} {
		b.Run(sc, func(b *testing.B) { benchGame(b, sc, "greedy") })
	}
}

// BenchmarkLookaheadGame plays whole lookahead games on one core (budget,
// issue 32: 100 ms of CPU a game on Rousse 20, for 20 games a second on 2
// cores).
func BenchmarkLookaheadGame(b *testing.B) {
	for _, sc := range []string{"testdata/duel.yaml", "rousse20"} {
		b.Run(sc, func(b *testing.B) { benchGame(b, sc, "lookahead") })
	}
}

// BenchmarkSearchGame plays whole games of the search bot against itself
// on one core: its default node budget (6,000 orders, rollouts of two Game Turns) on Rousse 20, and 50 ms a decision
// on Talavera 20 (budget, issue 32: a whole game under 2 minutes).
func BenchmarkSearchGame(b *testing.B) {
	for _, c := range []struct{ scenario, bot string }{{"rousse20", "search"}, {"talavera20", "search:50ms"}} {
		b.Run(c.scenario+"/"+c.bot, func(b *testing.B) { benchGame(b, c.scenario, c.bot) })
	}
}

// BenchmarkRun plays runs of 200 games on every core and reports games a
// second.
func BenchmarkRun(b *testing.B) {
	for _, c := range []struct{ scenario, bot string }{{"bussaco20-espana", "random"}, {"rousse20", "greedy"}} {
		b.Run(c.scenario+"/"+c.bot, func(b *testing.B) {
			bd := openBoard(b, c.scenario)
			games := 0
			start := time.Now()
			cpu0 := cpuTime()
			seed := uint64(0)
			for b.Loop() {
				seed++
				rep, err := Run(context.Background(), bd, Config{Games: 200, Seed: seed, Bots: [2]string{c.bot, c.bot}}, nil)
				if err != nil || rep.Failed > 0 {
					b.Fatal(err, rep.Errors)
				}
				games += rep.Games
			}
			b.ReportMetric(float64(games)/time.Since(start).Seconds(), "games/s")
			b.ReportMetric(float64(games)/(cpuTime()-cpu0).Seconds(), "games/cpu-s")
		})
	}
}
