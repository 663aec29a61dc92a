package cli

import (
	"errors"
	"flag"
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
)

const playUsage = `Usage: adc play SCENARIO [--seed N] [--max-orders N] [--quiet]
       adc play SCENARIO --script FILE

Plays a whole game of SCENARIO with random legal orders for both sides and
prints the event log and the result: a smoke test of a scenario file
against the rules engine. The same seed gives the same game.

A campaign (e.g. wallachia20-campaign) is played whole: each game in turn
with the campaign interphase between them (its record is printed), then
the campaign result. Game i of the campaign uses seed+i-1.

Flags:
  --seed N          the seed of the dice and of the random players (default 1)
  --max-orders N    give up after N orders (default 100000)
  --quiet           print only the result, with the gaps and assumptions that qualify it
  --optional LIST   optional rules to use besides the scenario's
  --end-turn N      game length when the scenario does not give it
  --format text|json output format (json: the log, the result and the
                    assumptions as data; not for campaigns)
` + IncompleteUsage + `
  --script FILE     play the orders and dice of a script instead of random
                    orders, checking its expect: lines (docs/scripts.md)

With --script, the script's orders are played with its dice, from the
set-up or the position it gives, and its log is printed; the first
expect: line that does not hold (or an order the engine refuses) is
named with its file, line and step, and the exit status is 1. A script
runs on an incomplete scenario too: it plays the orders it gives.

A scenario that lacks data its rules need (an entry area without hexes
that a unit must use, a river a set-up zone keeps to, a side without LOC
hexes...: adc validate lists them under "Gaps before play") is refused,
each gap printed with what it stops and how to fill it, unless
--incomplete is given. The first line of the output says when the result
describes a different game, and how much of the map's terrain is traced.

Exit status: 0 the game reached a result, 1 it did not, an order failed,
the scenario lacks data its rules need, or it has validation errors (each
is printed; the engine plays only a scenario adc validate accepts), 2 unreadable input (or a scenario lacking data the rules need) or bad flags.`

// playCommand is adc play.
var playCommand = Command{Name: "play", Summary: "play a random legal game of a scenario and print its log", Usage: playUsage, Run: runPlay}

func init() { Register(&playCommand) }

func runPlay(e Env) int {
	fs := flag.NewFlagSet("adc play", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, playUsage) }
	var ef EngineFlags
	ef.Register(fs)
	seed := fs.Uint64("seed", 1, "seed")
	maxOrders := fs.Int("max-orders", 100000, "order limit")
	quiet := fs.Bool("quiet", false, "print only the result")
	incomplete := fs.Bool("incomplete", false, "play a scenario that lacks data its rules need")
	scriptFile := fs.String("script", "", "script of orders, dice and expectations")
	pos, err := ParseMixed(fs, e.Args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	if len(pos) != 1 {
		fmt.Fprintln(e.Stderr, "adc play: want one SCENARIO (see adc play --help)")
		return ExitBadInput
	}
	if !ef.checkFormat(&e, "adc play") {
		return ExitBadInput
	}
	if *scriptFile != "" {
		return runScript(e, pos[0], *scriptFile, &ef, *quiet)
	}
	if c, err := bundle.OpenCampaign(pos[0]); err == nil {
		if e.format == "json" {
			fmt.Fprintln(e.Stderr, "adc play: --format json plays one scenario; a campaign prints its record as text")
			return ExitBadInput
		}
		// A campaign plays all its games and interphases (17.0).
		opt := rules.Options{EndTurn: ef.EndTurn, Optional: SplitIDs(ef.Optional)}
		return runCampaignPlay(e, c, opt, *seed, *maxOrders, *quiet, *incomplete)
	}
	b, err := OpenBoard(pos[0], &ef)
	if err != nil {
		return ReportLoad(e.Stderr, "adc play", err)
	}
	comp := CompletenessOf(b.Scenario, ef.EndTurn)
	if !comp.Playable() && !*incomplete {
		return RefuseIncomplete(e.Stderr, "adc play", b.Scenario.ID, comp)
	}
	first := FirstLine(comp)
	if first != "" && e.format != "json" {
		fmt.Fprintln(e.Stdout, first)
	}
	if g0, err := rules.NewGame(b, rules.NewSeededDice(*seed)); err == nil {
		if tr := g0.State().Trapped(); len(tr) > 0 && !*quiet {
			fmt.Fprintf(e.Stdout, "Setup: units with no hex to retreat into (9.7.2): %v\n", tr)
		}
	}
	g, err := rules.PlayRandom(b, *seed, *maxOrders)
	if e.format == "json" {
		r := playJSON{Scenario: b.Scenario.ID, Seed: *seed, FirstLine: first, Log: []string{}, Assumptions: notesOf(b), CompletenessJSON: CompletenessToJSON(comp)}
		if g != nil {
			if !*quiet {
				for _, ev := range g.Log() {
					r.Log = append(r.Log, ev.String())
				}
			}
			r.Orders = len(g.History())
		}
		code := ExitOK
		if err != nil {
			r.Error, code = err.Error(), ExitFindings
		} else {
			r.Result = g.State().Result().String()
		}
		if werr := WriteJSON(e.Stdout, r); werr != nil {
			fmt.Fprintf(e.Stderr, "adc play: %v\n", werr)
			return ExitBadInput
		}
		return code
	}
	if !*quiet && g != nil {
		for _, ev := range g.Log() {
			fmt.Fprintln(e.Stdout, ev.String())
		}
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc play: %v\n", err)
		return ExitFindings
	}
	// The result line carries its own labels (a game length assumed,
	// borrowed counter values); --quiet prints it with what qualifies it
	// (the first line on what the map lacks, the gaps and assumptions).
	fmt.Fprintf(e.Stdout, "Result: %s (%d orders)\n", g.State().Result(), len(g.History()))
	if !*quiet {
		writeNotes(e.Stdout, b)
	}
	// The gaps and assumptions qualify the result: --quiet keeps them.
	WriteCompleteness(e.Stdout, comp)
	return ExitOK
}

// playJSON is adc play --format json.
type playJSON struct {
	Scenario string `json:"scenario"`
	Seed     uint64 `json:"seed"`
	// FirstLine says when the result describes a different game (an
	// incomplete scenario) and how much of the map is traced.
	FirstLine string `json:"first_line,omitempty"`
	*CompletenessJSON
	Result      string   `json:"result,omitempty"`
	Error       string   `json:"error,omitempty"` // the game did not reach a result
	Orders      int      `json:"orders"`
	Log         []string `json:"log"` // empty with --quiet
	Assumptions []string `json:"assumptions"`
}
