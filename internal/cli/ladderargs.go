package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/aide-de-camp/adc/internal/bounded"
)

// MaxLadderGames is the most games adc balance ladder plays a pairing and
// seat: a ladder of four bots on eight scenarios plays 128 pairings.
const MaxLadderGames = 100_000

// LadderArgs is a checked adc balance ladder command line.
type LadderArgs struct {
	EngineFlags
	Scenarios    []string // the positional arguments
	Games        int      // per pairing and seat
	Workers      int
	Seed         uint64
	Bots         string // as given, comma-separated; "" for every bot
	Out          string
	JSON         string // --json: also write the ladder as JSON to this file
	Incomplete   bool
	Neighbours   bool // --neighbours: sim.LadderConfig.Neighbours
	HelpWasAsked bool
}

// ParseLadderArgs reads the arguments of adc balance ladder (after
// "ladder"), writing flag errors to stderr. It returns the exit status to
// stop with when it is not ExitOK.
func ParseLadderArgs(args []string, stderr io.Writer) (*LadderArgs, int) {
	const cmd = "adc balance ladder"
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprintln(stderr, BalanceUsage) }
	a := &LadderArgs{}
	a.EngineFlags.Register(fs)
	fs.IntVar(&a.Games, "games", 20, "games a pairing and seat")
	fs.IntVar(&a.Workers, "workers", 0, "games played at once")
	fs.Uint64Var(&a.Seed, "seed", 1, "seed")
	fs.StringVar(&a.Bots, "bots", "", "bots to rate, comma-separated (default: every bot)")
	fs.StringVar(&a.Out, "o", "", "output file")
	fs.StringVar(&a.JSON, "json", "", "also write the ladder as JSON to this file")
	fs.BoolVar(&a.Incomplete, "incomplete", false, "play scenarios that lack data their rules need")
	fs.BoolVar(&a.Neighbours, "neighbours", false, "play each bot only against the next weaker and stronger one, and itself")
	pos, err := ParseMixed(fs, args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			a.HelpWasAsked = true
			return a, ExitOK
		}
		return nil, ExitBadInput
	}
	fail := func(format string, v ...any) (*LadderArgs, int) {
		fmt.Fprintf(stderr, cmd+": "+format+"\n", v...)
		return nil, ExitBadInput
	}
	if len(pos) == 0 {
		return fail("want one SCENARIO or more (see adc balance --help)")
	}
	a.Scenarios = pos
	for _, err := range []error{
		bounded.Int("--games", a.Games, 1, MaxLadderGames),
		bounded.Int("--workers", a.Workers, 0, MaxWorkers),
		bounded.Int("--end-turn", a.EndTurn, 0, MaxEndTurn),
	} {
		if err != nil {
			return fail("%v", err)
		}
	}
	if !oneOfStrings(a.Format, []string{"text", "json"}) {
		return fail("--format is text or json, not %q", a.Format)
	}
	if strings.Count(a.Bots, ",") == 0 && a.Bots != "" {
		return fail("--bots %q: a ladder needs two bots or more, comma-separated", a.Bots)
	}
	return a, ExitOK
}
