package publish

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"io"
	"os"
	"os/signal"
	"path/filepath"
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

type balanceFlags struct {
	cli.EngineFlags
	games, workers int
	seed           uint64
	bots           string
	out            string
	incomplete     bool
}

func (f *balanceFlags) register(fs *flag.FlagSet, games int) {
	f.EngineFlags.Register(fs)
	fs.IntVar(&f.games, "games", games, "games to play")
	fs.IntVar(&f.workers, "workers", 0, "games played at once")
	fs.Uint64Var(&f.seed, "seed", 1, "seed")
	fs.StringVar(&f.bots, "bots", "greedy,greedy", "bots, French side first")
	fs.Lookup("format").Usage = "text, json or html" // cli.EngineFlags' --format, which html joins here
	fs.StringVar(&f.out, "o", "", "output file")
	fs.BoolVar(&f.incomplete, "incomplete", false, "play a scenario that lacks data its rules need")
}

// refuse checks that the scenario s can be played as its rulebook
// describes (cli.CompletenessOf) and that it is no campaign, and prints
// why not; with --incomplete only a campaign is refused. ok is false when
// the command must stop with the exit status code.
func (f *balanceFlags) refuse(e cli.Env, cmd string, s *scenario.Scenario) (code int, ok bool) {
	if s.Campaign != nil {
		fmt.Fprintf(e.Stderr, "%s: %q is a campaign (17.0): its balance would need each battle and the interphase between them played in turn, which %s does not do; it plays one scenario (one of %s), and adc play %s plays the whole campaign\n",
			cmd, s.ID, cmd, campaignGames(s), s.ID)
		return cli.ExitFindings, false
	}
	c := cli.CompletenessOf(s, f.EndTurn)
	if !c.Playable() && !f.incomplete {
		return cli.RefuseIncomplete(e.Stderr, cmd, s.ID, c), false
	}
	return 0, true
}

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
	fs := flag.NewFlagSet("adc balance", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, cli.BalanceUsage) }
	var bf balanceFlags
	bf.register(fs, 1000)
	plotDir := fs.String("plots", "", "directory for the plots")
	plotFormat := fs.String("plot-format", "png", "png or svg")
	pos, err := cli.ParseMixed(fs, e.Args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cli.ExitOK
		}
		return cli.ExitBadInput
	}
	if len(pos) != 1 {
		fmt.Fprintln(e.Stderr, "adc balance: want one SCENARIO (see adc balance --help)")
		return cli.ExitBadInput
	}
	bots, err := sim.ParseBots(bf.bots)
	if err != nil || bf.games < 1 || bf.workers < 0 || !oneOf(bf.Format, "text", "json", "html") || !oneOf(*plotFormat, "png", "svg") {
		switch {
		case err != nil:
			fmt.Fprintf(e.Stderr, "adc balance: %v\n", err)
		case bf.games < 1:
			fmt.Fprintln(e.Stderr, "adc balance: --games must be at least 1")
		case bf.workers < 0:
			fmt.Fprintln(e.Stderr, "adc balance: --workers must be 0 (one per CPU) or more")
		default:
			fmt.Fprintln(e.Stderr, "adc balance: --format is text, json or html; --plot-format png or svg")
		}
		return cli.ExitBadInput
	}
	b, err := cli.OpenBoard(pos[0], &bf.EngineFlags)
	if err != nil {
		return cli.ReportLoad(e.Stderr, "adc balance", err)
	}
	if code, ok := bf.refuse(e, "adc balance", b.Scenario); !ok {
		return code
	}
	lessGC()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	bar := newBar(e.Stderr, bf.games, "games")
	rep, err := sim.Run(ctx, b, sim.Config{Games: bf.games, Seed: bf.seed, Workers: bf.workers, Bots: bots}, bar.progress)
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
		err = writeOut(e.Stdout, bf.out, buf.Bytes())
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

func oneOf(s string, set ...string) bool {
	for _, x := range set {
		if s == x {
			return true
		}
	}
	return false
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
	fs := flag.NewFlagSet("adc balance tune", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, cli.BalanceUsage) }
	var bf balanceFlags
	bf.register(fs, 400)
	param := fs.String("param", "", "scenario value to tune")
	target := fs.Float64("target", 0.5, "win rate sought")
	side := fs.String("side", scenario.French, "side whose win rate is tuned")
	rng := fs.String("range", "", "MIN:MAX values to try")
	pos, err := cli.ParseMixed(fs, e.Args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return cli.ExitOK
		}
		return cli.ExitBadInput
	}
	bots, err := sim.ParseBots(bf.bots)
	if len(pos) != 1 || *param == "" || err != nil || *target < 0 || *target > 1 || bf.games < 1 || !oneOf(*side, scenario.French, scenario.AntiFrench) || !oneOf(bf.Format, "text", "json") {
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc balance tune: %v\n", err)
		} else {
			fmt.Fprintln(e.Stderr, "adc balance tune: want one SCENARIO, --param PATH, --target between 0 and 1, --side french or anti-french, --format text or json (see adc balance --help)")
		}
		return cli.ExitBadInput
	}
	var lo, hi int
	if *rng != "" {
		if _, err := fmt.Sscanf(*rng, "%d:%d", &lo, &hi); err != nil || hi <= lo {
			fmt.Fprintln(e.Stderr, "adc balance tune: --range is MIN:MAX with MIN < MAX")
			return cli.ExitBadInput
		}
	}
	opt := rules.Options{EndTurn: bf.EndTurn, Optional: cli.SplitIDs(bf.Optional)}
	load := func() (*scenario.Scenario, error) { return bundle.Load(pos[0]) }
	s0, err := load()
	if err != nil {
		return cli.ReportLoad(e.Stderr, "adc balance tune", err)
	}
	if code, ok := bf.refuse(e, "adc balance tune", s0); !ok {
		return code
	}
	first := cli.FirstLine(cli.CompletenessOf(s0, bf.EndTurn))
	build := func(s *scenario.Scenario) (*rules.Board, error) {
		cs, err := bundle.Charts(s)
		if err != nil {
			return nil, err
		}
		return rules.NewBoard(s, cs, opt)
	}
	lessGC()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	sideIx := rules.French
	if *side == scenario.AntiFrench {
		sideIx = rules.AntiFrench
	}
	bar := newBar(e.Stderr, 0, "tuning")
	t, err := sim.Tune(ctx, load, build, sim.TuneConfig{Run: sim.Config{Games: bf.games, Seed: bf.seed, Workers: bf.workers, Bots: bots},
		Param: *param, Side: sideIx, Target: *target, Min: lo, Max: hi}, bar.progress)
	bar.finish()
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc balance tune: %v\n", err)
		return cli.ExitBadInput
	}
	var buf bytes.Buffer
	if bf.Format == "json" {
		err = report.WriteTuningJSON(&buf, t)
	} else {
		if first != "" {
			buf.WriteString(first + "\n")
		}
		err = report.WriteTuning(&buf, t)
	}
	if err == nil {
		err = writeOut(e.Stdout, bf.out, buf.Bytes())
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc balance tune: %v\n", err)
		return cli.ExitBadInput
	}
	return cli.ExitOK
}
