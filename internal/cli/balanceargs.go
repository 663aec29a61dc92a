package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/aide-de-camp/adc/internal/bounded"
)

// The bounds of adc balance's and adc balance tune's counts: every count a
// flag sets is checked against one of these before anything is allocated
// for it.
const (
	// MaxGames is the most games one run plays (some three hours of the
	// greedy bots on two cores).
	MaxGames = 1_000_000
	// MaxWorkers is the most games played at once: more than any machine
	// has cores, and each worker holds a copy of the board.
	MaxWorkers = 256
	// MaxTuneValue bounds both ends of --range: every value tuning may
	// set (Morale 1 to 10 [12.0], a game length or arrival turn up to 99
	// [4.0, 11.0]) lies within 0 to 99.
	MaxTuneValue = 99
	// MaxEndTurn is the longest game --end-turn may ask for (turn numbers
	// run to 99 in the scenario format).
	MaxEndTurn = 99
)

// BalanceArgs is a checked adc balance or adc balance tune command line.
type BalanceArgs struct {
	EngineFlags
	Tune     bool   // adc balance tune
	Scenario string // the one positional argument
	Games    int
	Workers  int
	Seed     uint64
	Bots     string // as given; sim.ParseBots reads it
	Out      string // -o, "" or "-" for the standard output
	// Incomplete plays a scenario that lacks data its rules need
	// (--incomplete); every report then says so.
	Incomplete bool
	// adc balance only.
	Plots, PlotFormat string
	// adc balance tune only.
	Param      string
	Target     float64
	Side       string
	RangeMin   int
	RangeMax   int // RangeMax > RangeMin when --range was given
	RangeGiven bool
	// Time (--time) has adc balance tune play the strongest bot whose
	// games fit in it (sim.StrongestBotWithin); BotsGiven says --bots was
	// given, which then chooses instead.
	Time         time.Duration
	BotsGiven    bool
	HelpWasAsked bool
}

// ParseBalanceArgs reads the arguments of adc balance (tune false: after
// the command name) or adc balance tune (tune true: after "tune"),
// writing flag errors to stderr. It returns the exit status to stop with
// when it is not ExitOK; HelpWasAsked then says --help was given (exit 0).
func ParseBalanceArgs(args []string, tune bool, stderr io.Writer) (*BalanceArgs, int) {
	cmd := "adc balance"
	games := 1000
	if tune {
		cmd, games = "adc balance tune", 400
	}
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprintln(stderr, BalanceUsage) }
	a := &BalanceArgs{Tune: tune}
	a.EngineFlags.Register(fs)
	fs.IntVar(&a.Games, "games", games, "games to play")
	fs.IntVar(&a.Workers, "workers", 0, "games played at once")
	fs.Uint64Var(&a.Seed, "seed", 1, "seed")
	fs.StringVar(&a.Bots, "bots", "greedy,greedy", "bots, French side first")
	fs.StringVar(&a.Out, "o", "", "output file")
	fs.BoolVar(&a.Incomplete, "incomplete", false, "play a scenario that lacks data its rules need")
	var rng string
	if tune {
		fs.StringVar(&a.Param, "param", "", "scenario value to tune")
		fs.Float64Var(&a.Target, "target", 0.5, "win rate sought")
		fs.StringVar(&a.Side, "side", "french", "side whose win rate is tuned")
		fs.StringVar(&rng, "range", "", "MIN:MAX values to try")
		fs.DurationVar(&a.Time, "time", 0, "play the strongest bot whose games fit in this time")
	} else {
		fs.Lookup("format").Usage = "text, json or html"
		fs.StringVar(&a.Plots, "plots", "", "directory for the plots")
		fs.StringVar(&a.PlotFormat, "plot-format", "png", "png or svg")
	}
	pos, err := ParseMixed(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			a.HelpWasAsked = true
			return a, ExitOK
		}
		return nil, ExitBadInput
	}
	fail := func(format string, v ...any) (*BalanceArgs, int) {
		fmt.Fprintf(stderr, cmd+": "+format+"\n", v...)
		return nil, ExitBadInput
	}
	fs.Visit(func(f *flag.Flag) { a.BotsGiven = a.BotsGiven || f.Name == "bots" })
	if len(pos) != 1 {
		return fail("want one SCENARIO (see adc balance --help)")
	}
	a.Scenario = pos[0]
	if a.Games < 1 {
		return fail("--games must be at least 1")
	}
	for _, err := range []error{
		bounded.Int("--games", a.Games, 1, MaxGames),
		bounded.Int("--workers", a.Workers, 0, MaxWorkers),
		bounded.Int("--end-turn", a.EndTurn, 0, MaxEndTurn),
	} {
		if err != nil {
			return fail("%v", err)
		}
	}
	formats := []string{"text", "json", "html"}
	if tune {
		formats = formats[:2]
	}
	if !oneOfStrings(a.Format, formats) {
		return fail("--format is %s or %s, not %q", strings.Join(formats[:len(formats)-1], ", "), formats[len(formats)-1], a.Format)
	}
	if !tune {
		if !oneOfStrings(a.PlotFormat, []string{"png", "svg"}) {
			return fail("--plot-format is png or svg, not %q", a.PlotFormat)
		}
		return a, ExitOK
	}
	if a.Param == "" {
		return fail("--param PATH is needed: sides.french.morale, sides.anti-french.morale, turns.end or units.ID.turn")
	}
	if err := bounded.Float("--target", a.Target, 0, 1); err != nil {
		return fail("%v (a win rate)", err)
	}
	if a.Time < 0 || a.Time > 1000*time.Hour {
		return fail("--time %v is out of range: give a duration from 1s to 1000h, e.g. 10m", a.Time)
	}
	if a.Time > 0 && a.BotsGiven {
		return fail("--time chooses the bot and --bots names it: give one of them")
	}
	if !oneOfStrings(a.Side, []string{"french", "anti-french"}) {
		return fail("--side is french or anti-french, not %q", a.Side)
	}
	if rng != "" {
		lo, hi, ok := strings.Cut(rng, ":")
		min, err1 := strconv.Atoi(strings.TrimSpace(lo))
		max, err2 := strconv.Atoi(strings.TrimSpace(hi))
		if !ok || err1 != nil || err2 != nil || max <= min {
			return fail("--range is MIN:MAX, two whole numbers with MIN < MAX, not %q", rng)
		}
		if min < 0 || max > MaxTuneValue {
			return fail("--range %s is out of range: every value tuning sets lies within 0 to %d (Morale 1 to 10, turns up to %d)", rng, MaxTuneValue, MaxTuneValue)
		}
		a.RangeMin, a.RangeMax, a.RangeGiven = min, max, true
	}
	return a, ExitOK
}

func oneOfStrings(s string, set []string) bool {
	for _, x := range set {
		if s == x {
			return true
		}
	}
	return false
}
