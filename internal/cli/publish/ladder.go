package publish

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"time"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
	"github.com/aide-de-camp/adc/export/report"
	"github.com/aide-de-camp/adc/internal/cli"
)

// runLadder is adc balance ladder: every bot against every bot from both
// seats on each scenario, and their ratings.
func runLadder(e cli.Env) int {
	const cmd = "adc balance ladder"
	la, code := cli.ParseLadderArgs(e.Args, e.Stderr)
	if la == nil || la.HelpWasAsked {
		return code
	}
	var bots []string
	if la.Bots != "" {
		for _, n := range strings.Split(la.Bots, ",") {
			n = strings.TrimSpace(n)
			if _, _, err := sim.ParseBot(n); err != nil {
				fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
				return cli.ExitBadInput
			}
			bots = append(bots, n)
		}
	}
	for _, out := range []struct{ flag, path string }{{"-o", la.Out}, {"--json", la.JSON}} {
		if code := cli.CheckFlagOutputFor(e, cmd, out.flag, out.path, "ladder", la.Scenarios...); code != cli.ExitOK {
			return code
		}
	}
	var boards []*rules.Board
	for _, ref := range la.Scenarios {
		b, err := cli.OpenBoard(ref, &la.EngineFlags)
		if err != nil {
			return cli.ReportLoad(e.Stderr, cmd, err)
		}
		if err := scenario.CheckSize(b.Scenario); err != nil {
			fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
			return cli.ExitBadInput
		}
		bf := &cli.BalanceArgs{EngineFlags: la.EngineFlags, Incomplete: la.Incomplete}
		if code, ok := refuseBalance(e, bf, cmd, b.Scenario); !ok {
			return code
		}
		boards = append(boards, b)
	}
	lessGC()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	nb := len(bots)
	if nb == 0 {
		nb = len(sim.Bots())
	}
	bar := newBar(e.Stderr, len(boards)*nb*nb*la.Games, "games")
	l, err := sim.PlayLadder(ctx, boards, sim.LadderConfig{Bots: bots, Games: la.Games, Seed: la.Seed, Workers: la.Workers}, bar.progress)
	bar.finish()
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	if bar.shown {
		fmt.Fprintf(e.Stderr, "ladder played in %.1fs\n", time.Since(start).Seconds())
	}
	var buf bytes.Buffer
	if la.Format == "json" {
		err = report.WriteLadderJSON(&buf, l)
	} else {
		err = report.WriteLadder(&buf, l)
	}
	if err == nil {
		err = writeOut(e.Stdout, la.Out, buf.Bytes())
	}
	if err == nil && la.JSON != "" {
		var js bytes.Buffer
		if err = report.WriteLadderJSON(&js, l); err == nil {
			err = scenario.WriteFileAtomic(la.JSON, js.Bytes())
		}
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return cli.ExitBadInput
	}
	return cli.ExitOK
}
