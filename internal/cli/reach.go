package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/internal/editdist"
)

const reachUsage = `Usage: adc reach SCENARIO UNIT [--turn N] [--turns N] [--forced-march] [--at UNIT=XXYY]... [--optional 16.x,...]

Lists every hex UNIT can end its Movement Phase move in, with the Movement
Points it spends (rules 6.0-7.7, 11.0-11.4, 12.2.1, 14.0, 16.7, 16.9),
from the scenario's setup (or the position changed with --at).
SCENARIO is a scenario file or a bundled scenario id.

Flags:
  --turn N           the game turn (night turns and arrivals follow the turn track; default: the first)
  --turns N          over N turns: every hex the unit can stand in with the first turn it gets
                     there ("can this corps reach the bridge by turn 3?"); other units stay put
  --forced-march     the side has spent a Morale Point on a Forced March (12.2.1)
  --at UNIT=XXYY     place a unit in another hex first (repeatable)
  --optional LIST    optional rules to use besides the scenario's, e.g. 16.7,16.9 or "all"
  --end-turn N       game length when the scenario does not give it
  --format text|json output format (json: the same answer as data)

Assumptions the engine makes for the scenario (untraced terrain read as
clear, chart values no rulebook states) are listed after the answer.

Exit status: 0 answered, 1 the scenario has validation errors (each is
printed; the engine plays only a scenario adc validate accepts), 2 unreadable
input, unknown unit or bad flags.`

// reachCommand is adc reach.
var reachCommand = Command{Name: "reach", Summary: "hexes a unit can reach this turn, with costs (N20 rules)", Usage: reachUsage, Run: runReach}

func init() { Register(&reachCommand) }

// multiFlag collects repeated string flags.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

// EngineFlags are the flags shared by reach, odds and play.
type EngineFlags struct {
	Optional string    // --optional: optional rules, comma-separated, or "all"
	EndTurn  int       // --end-turn: game length when the scenario does not give it
	At       multiFlag // --at UNIT=XXYY, repeatable
	Format   string    // --format
}

// Register adds the flags to fs.
func (f *EngineFlags) Register(fs *flag.FlagSet) {
	fs.StringVar(&f.Optional, "optional", "", "optional rules to use, e.g. 16.7,16.9 or all")
	fs.IntVar(&f.EndTurn, "end-turn", 0, "game length when the scenario does not give it")
	fs.Var(&f.At, "at", "place UNIT=XXYY before answering (repeatable)")
	fs.StringVar(&f.Format, "format", "text", "output format: text or json")
}

// checkFormat validates --format and sets it on e.
func (f *EngineFlags) checkFormat(e *Env, cmd string) bool {
	var ok bool
	e.format, ok = ParseFormat(*e, cmd, f.Format)
	return ok
}

// ParseMixed parses flags that may come between positional arguments.
func ParseMixed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	rest := args
	for {
		if err := fs.Parse(rest); err != nil {
			return nil, err
		}
		rest = fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		pos, rest = append(pos, rest[0]), rest[1:]
	}
}

// OpenBoard loads a scenario with the engine flags.
func OpenBoard(ref string, f *EngineFlags) (*rules.Board, error) {
	opt := rules.Options{EndTurn: f.EndTurn}
	if f.Optional != "" {
		for _, o := range strings.Split(f.Optional, ",") {
			opt.Optional = append(opt.Optional, strings.TrimSpace(o))
		}
	}
	d, err := LoadScenario(ref)
	if err != nil {
		return nil, err
	}
	return bundle.Board(d, ref, opt)
}

// openGame loads a scenario and returns its setup position, with units
// that deploy freely in the default deployment (rules.State.AutoDeploy,
// 3.0) and the --at placements applied.
func openGame(ref string, f *EngineFlags) (*rules.Board, *rules.State, error) {
	b, err := OpenBoard(ref, f)
	if err != nil {
		return nil, nil, err
	}
	s, err := rules.NewState(b, rules.NewSeededDice(1))
	if err != nil {
		return nil, nil, err
	}
	if s, err = s.AutoDeploy(); err != nil {
		return nil, nil, err
	}
	for _, a := range f.At {
		id, code, ok := strings.Cut(a, "=")
		if !ok {
			return nil, nil, fmt.Errorf("--at %q: want UNIT=XXYY", a)
		}
		if s, err = s.WithUnitAt(id, code); err != nil {
			return nil, nil, err
		}
	}
	return b, s, nil
}

// reachJSON is adc reach --format json: the unit, where it starts and every
// hex it can reach with its cost (or, with --turns, the first turn).
type reachJSON struct {
	Scenario    string         `json:"scenario"`
	Unit        string         `json:"unit"`
	Name        string         `json:"name"`
	Type        string         `json:"type"`
	MA          int            `json:"movement_allowance"`
	From        string         `json:"from,omitempty"` // "" off the map (entering by its area)
	Turn        int            `json:"turn"`
	Turns       int            `json:"turns,omitempty"`
	Night       bool           `json:"night"`
	Hexes       []reachHexJSON `json:"hexes"`
	Assumptions []string       `json:"assumptions"`
}

type reachHexJSON struct {
	Hex  string `json:"hex"`
	Cost int    `json:"cost,omitempty"`
	Road bool   `json:"road,omitempty"`
	Turn int    `json:"turn,omitempty"`
}

// notesOf returns the engine's assumptions, never nil.
func notesOf(b *rules.Board) []string {
	if n := b.Notes(); n != nil {
		return n
	}
	return []string{}
}

func writeNotes(w io.Writer, b *rules.Board) {
	notes := b.Notes()
	if len(notes) == 0 {
		return
	}
	fmt.Fprintln(w, "\nAssumptions:")
	for _, n := range notes {
		fmt.Fprintln(w, "  - "+n)
	}
}

func runReach(e Env) int {
	fs := flag.NewFlagSet("adc reach", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, reachUsage) }
	var ef EngineFlags
	ef.Register(fs)
	turn := fs.Int("turn", 0, "game turn")
	fm := fs.Bool("forced-march", false, "the side force-marches")
	turns := fs.Int("turns", 0, "answer over this many turns")
	pos, err := ParseMixed(fs, e.Args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	if len(pos) != 2 {
		fmt.Fprintln(e.Stderr, "adc reach: want SCENARIO UNIT (see adc reach --help)")
		return ExitBadInput
	}
	if !ef.checkFormat(&e, "adc reach") {
		return ExitBadInput
	}
	b, s, err := openGame(pos[0], &ef)
	if err != nil {
		return ReportLoad(e.Stderr, "adc reach", err)
	}
	u := b.Unit(pos[1])
	if u < 0 {
		fmt.Fprintf(e.Stderr, "adc reach: no unit %q in scenario %q%s\n", pos[1], b.Scenario.ID, suggestID(b, pos[1]))
		return ExitBadInput
	}
	info := b.Units[u]
	t := s.Turn
	if *turn > 0 {
		t = *turn
	}
	s = s.WithTurn(t, info.Side)
	if *fm {
		ns, _, err := s.Apply(rules.ForceMarch{}, rules.NewSeededDice(1))
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc reach: %v\n", err)
			return ExitBadInput
		}
		s = ns
	}
	from := "off the map (entering by its area)"
	if s.OnMap(u) {
		from = "from " + b.Code(s.Units[u].Hex)
	}
	night := ""
	if b.IsNight(t) {
		night = ", night"
	}
	if e.format == "json" {
		r := reachJSON{Scenario: b.Scenario.ID, Unit: info.ID, Name: info.Name, Type: info.Type, MA: info.MA,
			Turn: t, Night: b.IsNight(t), Hexes: []reachHexJSON{}, Assumptions: notesOf(b)}
		if s.OnMap(u) {
			r.From = b.Code(s.Units[u].Hex)
		}
		if *turns > 0 {
			r.Turns = *turns
			for _, x := range s.ReachWithin(u, *turns) {
				r.Hexes = append(r.Hexes, reachHexJSON{Hex: x.Code, Turn: x.Turn})
			}
		} else {
			for _, x := range s.Reachable(u) {
				r.Hexes = append(r.Hexes, reachHexJSON{Hex: x.Code, Cost: x.Cost, Road: x.Road})
			}
		}
		if err := WriteJSON(e.Stdout, r); err != nil {
			fmt.Fprintf(e.Stderr, "adc reach: %v\n", err)
			return ExitBadInput
		}
		return ExitOK
	}
	if *turns > 0 {
		rs := s.ReachWithin(u, *turns)
		last := t + *turns - 1
		fmt.Fprintf(e.Stdout, "%s (%s, %s, MA %d) %s, turns %d-%d: %d hexes (other units stay in place)\n", info.ID, info.Name, info.Type, info.MA, from, t, last, len(rs))
		if len(rs) > 0 {
			fmt.Fprintln(e.Stdout, "HEX   TURN")
		}
		for _, r := range rs {
			fmt.Fprintf(e.Stdout, "%s  %d\n", r.Code, r.Turn)
		}
		writeNotes(e.Stdout, b)
		return ExitOK
	}
	rs := s.Reachable(u)
	fmt.Fprintf(e.Stdout, "%s (%s, %s, MA %d) %s, turn %d%s: %d hexes\n", info.ID, info.Name, info.Type, info.MA, from, t, night, len(rs))
	if len(rs) > 0 {
		fmt.Fprintln(e.Stdout, "HEX   COST")
	}
	for _, r := range rs {
		road := ""
		if r.Road {
			road = "  road"
		}
		if r.Minimum {
			// 6.2: the hex costs more than the unit has; it may still move one hex.
			road += fmt.Sprintf("  minimum move (6.2): costs %d, the whole allowance is spent", r.Full)
			fmt.Fprintf(e.Stdout, "%s  %d%s\n", r.Code, r.Full, road)
			continue
		}
		fmt.Fprintf(e.Stdout, "%s  %d%s\n", r.Code, r.Cost, road)
	}
	writeNotes(e.Stdout, b)
	return ExitOK
}

func suggestID(b *rules.Board, id string) string {
	best, bd := "", 4
	for _, u := range b.Units {
		if d := editdist.Levenshtein(id, u.ID); d < bd {
			best, bd = u.ID, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}
