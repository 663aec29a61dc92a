package publish

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
	"github.com/aide-de-camp/adc/export/report"
	"github.com/aide-de-camp/adc/internal/cli"
)

// refuseBalance checks that the scenario s can be played as its rulebook
// describes (cli.CompletenessOf) and that it is no campaign, and prints
// why not; with --incomplete only a campaign is refused. ok is false when
// the command must stop with the exit status code.
func refuseBalance(e cli.Env, bf *cli.BalanceArgs, cmd string, s *scenario.Scenario) (code int, ok bool) {
	if s.Campaign != nil {
		fmt.Fprintf(e.Stderr, "%s: %q is a campaign (17.0): its balance would need each battle and the interphase between them played in turn, which %s does not do; it plays one scenario (one of %s), and adc play %s plays the whole campaign\n",
			cmd, s.ID, cmd, campaignGames(s), s.ID)
		return cli.ExitFindings, false
	}
	c := cli.CompletenessOf(s, bf.EndTurn)
	if !c.Playable() && !bf.Incomplete {
		return cli.RefuseIncomplete(e.Stderr, cmd, s.ID, c), false
	}
	return 0, true
}

// campaignGames lists the scenarios of campaign s.
func campaignGames(s *scenario.Scenario) string {
	var ids []string
	for _, g := range s.Campaign.Games {
		ids = append(ids, g.Scenario)
	}
	return strings.Join(ids, ", ")
}

func runBalance(e cli.Env) int {
	if len(e.Args) > 0 && e.Args[0] == "tune" {
		return runTune(cli.Env{Args: e.Args[1:], Stdin: e.Stdin, Stdout: e.Stdout, Stderr: e.Stderr})
	}
	if len(e.Args) > 0 && e.Args[0] == "ladder" {
		return runLadder(cli.Env{Args: e.Args[1:], Stdin: e.Stdin, Stdout: e.Stdout, Stderr: e.Stderr})
	}
	bf, code := cli.ParseBalanceArgs(e.Args, false, e.Stderr)
	if bf == nil || bf.HelpWasAsked {
		return code
	}
	plotDir, plotFormat := &bf.Plots, &bf.PlotFormat
	bots, err := sim.ParseBots(bf.Bots)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc balance: %v\n", err)
		return cli.ExitBadInput
	}
	if code := cli.CheckOutputFor(e, "adc balance", bf.Out, "balance report", bf.Scenario); code != cli.ExitOK {
		return code
	}
	b, err := cli.OpenBoard(bf.Scenario, &bf.EngineFlags)
	if err != nil {
		return cli.ReportLoad(e.Stderr, "adc balance", err)
	}
	if err := scenario.CheckSize(b.Scenario); err != nil {
		fmt.Fprintf(e.Stderr, "adc balance: %v\n", err)
		return cli.ExitBadInput
	}
	if code, ok := refuseBalance(e, bf, "adc balance", b.Scenario); !ok {
		return code
	}
	lessGC()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	bar := newBar(e.Stderr, bf.Games, "games")
	rep, err := sim.Run(ctx, b, sim.Config{Games: bf.Games, Seed: bf.Seed, Workers: bf.Workers, Bots: bots}, bar.progress)
	bar.finish()
	if err != nil && rep == nil {
		fmt.Fprintf(e.Stderr, "adc balance: %v\n", err)
		return cli.ExitBadInput
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc balance: interrupted: the report covers the %d games finished\n", rep.Games+rep.Failed)
	}
	if bar.shown {
		el := time.Since(start)
		fmt.Fprintf(e.Stderr, "%d games in %.1fs (%.0f games/s)\n", rep.Games+rep.Failed, el.Seconds(), float64(rep.Games+rep.Failed)/el.Seconds())
	}
	var buf bytes.Buffer
	switch bf.Format {
	case "json":
		err = report.WriteJSON(&buf, rep)
	case "html":
		err = report.WriteHTML(&buf, rep, b.Scenario)
	default:
		err = report.WriteText(&buf, rep)
	}
	if err == nil && *plotDir != "" {
		err = writePlots(*plotDir, *plotFormat, rep, b.Scenario)
	}
	if err == nil {
		err = writeOut(e.Stdout, bf.Out, buf.Bytes())
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc balance: %v\n", err)
		return cli.ExitBadInput
	}
	if rep.Games == 0 {
		return cli.ExitFindings
	}
	return cli.ExitOK
}

// lessGC lets the heap grow to five times the live data between
// collections (GOGC=400) unless GOGC says otherwise: a run's live data is a
// few games' positions, so memory stays small and flat, and the collector
// takes a fifth less of the CPU.
func lessGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}

func writeOut(stdout io.Writer, name string, data []byte) error {
	if name == "" || name == "-" {
		_, err := stdout.Write(data)
		return err
	}
	return scenario.WriteFileAtomic(name, data)
}

func writePlots(dir, format string, rep *sim.Report, s *scenario.Scenario) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	plots, err := report.Plots(rep, format)
	if err != nil {
		return err
	}
	for _, p := range plots {
		if err := scenario.WriteFileAtomic(filepath.Join(dir, p.Name+"."+p.Format), p.Data); err != nil {
			return err
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, report.HeatMap(rep, s, 1200, 900)); err != nil {
		return err
	}
	return scenario.WriteFileAtomic(filepath.Join(dir, "heat-map.png"), buf.Bytes())
}

func runTune(e cli.Env) int {
	bf, code := cli.ParseBalanceArgs(e.Args, true, e.Stderr)
	if bf == nil || bf.HelpWasAsked {
		return code
	}
	pos, param, target, side := []string{bf.Scenario}, &bf.Param, &bf.Target, &bf.Side
	lo, hi := bf.RangeMin, bf.RangeMax
	bots, err := sim.ParseBots(bf.Bots)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc balance tune: %v\n", err)
		return cli.ExitBadInput
	}
	if code := cli.CheckOutputFor(e, "adc balance tune", bf.Out, "balance report", bf.Scenario); code != cli.ExitOK {
		return code
	}
	opt := rules.Options{EndTurn: bf.EndTurn, Optional: cli.SplitIDs(bf.Optional)}
	load := func() (*scenario.Scenario, error) { return bundle.Load(pos[0]) }
	s0, err := load()
	if err != nil {
		return cli.ReportLoad(e.Stderr, "adc balance tune", err)
	}
	if code, ok := refuseBalance(e, bf, "adc balance tune", s0); !ok {
		return code
	}
	first := cli.FirstLine(cli.CompletenessOf(s0, bf.EndTurn))
	build := func(s *scenario.Scenario) (*rules.Board, error) {
		if err := scenario.CheckSize(s); err != nil {
			return nil, err
		}
		cs, err := bundle.Charts(s)
		if err != nil {
			return nil, err
		}
		return rules.NewBoard(s, cs, opt)
	}
	lessGC()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	chosen := ""
	if bf.Time > 0 {
		if bots, chosen, err = chooseTuneBot(ctx, e, bf, s0, build); err != nil {
			fmt.Fprintf(e.Stderr, "adc balance tune: %v\n", err)
			return cli.ExitBadInput
		}
	}
	sideIx := rules.French
	if *side == scenario.AntiFrench {
		sideIx = rules.AntiFrench
	}
	bar := newBar(e.Stderr, 0, "tuning")
	t, err := sim.Tune(ctx, load, build, sim.TuneConfig{Run: sim.Config{Games: bf.Games, Seed: bf.Seed, Workers: bf.Workers, Bots: bots},
		Param: *param, Side: sideIx, Target: *target, Min: lo, Max: hi}, bar.progress)
	bar.finish()
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc balance tune: %v\n", err)
		return cli.ExitBadInput
	}
	t.Chosen = chosen
	var buf bytes.Buffer
	if bf.Format == "json" {
		err = report.WriteTuningJSON(&buf, t)
	} else {
		if first != "" {
			buf.WriteString(first + "\n")
		}
		if chosen != "" {
			buf.WriteString(chosen + "\n")
		}
		err = report.WriteTuning(&buf, t)
	}
	if err == nil {
		err = writeOut(e.Stdout, bf.Out, buf.Bytes())
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc balance tune: %v\n", err)
		return cli.ExitBadInput
	}
	return cli.ExitOK
}

// chooseTuneBot picks the strongest bot whose games of the whole tuning
// run fit in --time, and says so in a line.
func chooseTuneBot(ctx context.Context, e cli.Env, bf *cli.BalanceArgs, s0 *scenario.Scenario, build func(*scenario.Scenario) (*rules.Board, error)) ([2]string, string, error) {
	p, err := sim.ParseParam(s0, bf.Param)
	if err != nil {
		return [2]string{}, "", err
	}
	b, err := build(s0)
	if err != nil {
		return [2]string{}, "", err
	}
	workers := bf.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	games := bf.Games * sim.TrialsFor(p, bf.RangeMin, bf.RangeMax)
	fmt.Fprintf(e.Stderr, "adc balance tune: timing one game of each bot to fit some %d games in %v...\n", games, bf.Time)
	c, err := sim.StrongestBotWithin(ctx, b, games, workers, bf.Time, bf.Seed)
	if err != nil {
		return [2]string{}, "", err
	}
	line := fmt.Sprintf("Bots: %s on both sides, the strongest whose some %d games fit in %v on %d cores (a game may take %.3gs", c.Bot, games, bf.Time, workers, c.Allowed.Seconds())
	if c.PerGame > 0 {
		line += fmt.Sprintf("; one took %.3gs here", c.PerGame.Seconds())
	}
	if len(c.TooSlow) > 0 {
		line += "; too slow: " + strings.Join(c.TooSlow, ", ")
	}
	return [2]string{c.Bot, c.Bot}, line + ").", nil
}
