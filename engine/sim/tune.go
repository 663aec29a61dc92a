package sim

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// Param is one scenario value a tuning run may change, named by a path:
//
//	sides.french.morale        a side's starting Morale (12.0), 1 to 10
//	sides.anti-french.morale
//	turns.end                  the last Game Turn (4.0)
//	units.ID.turn              the turn a reinforcement arrives (11.0)
type Param struct {
	Path     string
	Min, Max int // the values tried, inclusive
	Current  int // the scenario's own value
	set      func(s *scenario.Scenario, v int)
}

// ParseParam reads a parameter path against scenario s and gives the range
// of values that make sense for it.
func ParseParam(s *scenario.Scenario, path string) (Param, error) {
	parts := strings.Split(path, ".")
	p := Param{Path: path}
	switch {
	case len(parts) == 3 && parts[0] == "sides" && parts[2] == "morale":
		for i := range s.Sides {
			if s.Sides[i].ID == parts[1] {
				i := i
				p.Min, p.Max, p.Current = 1, 10, s.Sides[i].Morale
				p.set = func(s *scenario.Scenario, v int) { s.Sides[i].Morale = v }
				return p, nil
			}
		}
		return p, fmt.Errorf("sim: param %q: no side %q (french or anti-french)", path, parts[1])
	case path == "turns.end":
		if s.Turns.End == 0 {
			return p, fmt.Errorf("sim: param %q: the scenario does not give its game length", path)
		}
		p.Min, p.Max, p.Current = max(s.Turns.Start, s.Turns.End-4), s.Turns.End+4, s.Turns.End
		p.set = func(s *scenario.Scenario, v int) { s.Turns.End = v }
		return p, nil
	case len(parts) == 3 && parts[0] == "units" && parts[2] == "turn":
		for i := range s.Units {
			if s.Units[i].ID == parts[1] {
				if s.Units[i].Placement.Kind != scenario.PlaceArrive {
					return p, fmt.Errorf("sim: param %q: unit %q is not a reinforcement with a fixed turn (placement %s)", path, parts[1], s.Units[i].Placement.Kind)
				}
				i := i
				last := s.Turns.End
				if last == 0 {
					last = s.Units[i].Placement.Turn + 4
				}
				p.Min, p.Max, p.Current = s.Turns.Start, last, s.Units[i].Placement.Turn
				p.set = func(s *scenario.Scenario, v int) { s.Units[i].Placement.Turn = v }
				return p, nil
			}
		}
		return p, fmt.Errorf("sim: param %q: no unit %q", path, parts[1])
	}
	return p, fmt.Errorf("sim: param %q: want sides.SIDE.morale, turns.end or units.ID.turn", path)
}

// TrialsFor is about how many values Tune tries for p (both ends, the
// halving, the best value's neighbours), for a time estimate.
func TrialsFor(p Param, lo, hi int) int {
	if hi <= lo {
		lo, hi = p.Min, p.Max
	}
	n := hi - lo + 1
	k := 2 + 2
	for m := n - 1; m > 1; m = (m + 1) / 2 {
		k++
	}
	return min(n, k)
}

// TuneConfig says what to tune.
type TuneConfig struct {
	Run    Config // the games played for each value tried (Games each)
	Param  string
	Side   int     // the side whose win rate is tuned
	Target float64 // the win rate sought, e.g. 0.5
	// Min and Max, when Max > Min, narrow the values tried.
	Min, Max int
}

// Trial is one value tried and its result.
type Trial struct {
	Value   int        `json:"value"`
	WinRate Proportion `json:"win_rate"`
	Games   int        `json:"games"`
	// Failed games (an order the engine refused, or no result), each
	// listed in Errors with its number and seed; not in WinRate.
	Failed int      `json:"failed,omitempty"`
	Errors []string `json:"errors,omitempty"`
}

// Tuning is the result of a tuning run.
type Tuning struct {
	Param   string  `json:"param"`
	Side    string  `json:"side"`
	Target  float64 `json:"target"`
	Current int     `json:"current"`
	Best    int     `json:"best"`
	Trials  []Trial `json:"trials"` // by value
	// Bots are the bots that played (French side first); Chosen says why,
	// when adc balance tune --time chose them.
	Bots   [2]string `json:"bots"`
	Chosen string    `json:"chosen,omitempty"`
	Games  int       `json:"games"` // games played in all
	// MinDetectable is how far apart two values' win rates must be for
	// runs of Run.Games games to tell them apart (5%, power 80%).
	MinDetectable float64 `json:"min_detectable"`
	// Reached reports whether the best value's interval holds the target;
	// when not, no value in the range brings the win rate there.
	Reached bool `json:"reached"`
	// Flat reports that the win rate moved less over the whole range than
	// this many games can detect: the value hardly matters.
	Flat bool `json:"flat"`
	// Indistinct lists the values whose win rate interval overlaps the
	// best one's: at this number of games they may do as well.
	Indistinct []int `json:"indistinct"`
}

// Tune searches the values of one scenario parameter for the one whose win
// rate for cfg.Side comes closest to cfg.Target. load returns a fresh copy
// of the scenario and build turns it into a board. The win rate is assumed
// to move one way with the value: the search halves the range, then tries
// the best value's neighbours; each value tried plays cfg.Run.Games games
// with the same seeds.
func Tune(ctx context.Context, load func() (*scenario.Scenario, error), build func(*scenario.Scenario) (*rules.Board, error), cfg TuneConfig, progress Progress) (*Tuning, error) {
	s0, err := load()
	if err != nil {
		return nil, err
	}
	p, err := ParseParam(s0, cfg.Param)
	if err != nil {
		return nil, err
	}
	if cfg.Max > cfg.Min {
		p.Min, p.Max = cfg.Min, cfg.Max
	}
	if cfg.Run.Games <= 0 {
		return nil, fmt.Errorf("sim: tune: games %d: want at least 1", cfg.Run.Games)
	}
	t := &Tuning{Param: p.Path, Side: rules.SideName(cfg.Side), Target: cfg.Target, Current: p.Current, Bots: cfg.Run.Bots}
	tried := map[int]Trial{}
	played := 0
	try := func(v int) (Trial, error) {
		if tr, ok := tried[v]; ok {
			return tr, nil
		}
		s, err := load()
		if err != nil {
			return Trial{}, err
		}
		p.set(s, v)
		b, err := build(s)
		if err != nil {
			return Trial{}, fmt.Errorf("sim: tune %s = %d: %w", p.Path, v, err)
		}
		base := played
		rep, err := Run(ctx, b, cfg.Run, func(done, total int) {
			if progress != nil {
				progress(base+done, 0)
			}
		})
		if err != nil {
			return Trial{}, err
		}
		played += rep.Games + rep.Failed
		tr := Trial{Value: v, WinRate: rep.WinRate[cfg.Side], Games: rep.Games, Failed: rep.Failed, Errors: rep.Errors}
		tried[v] = tr
		return tr, nil
	}
	dist := func(tr Trial) float64 { return math.Abs(tr.WinRate.P - cfg.Target) }
	lo, hi := p.Min, p.Max
	tl, err := try(lo)
	if err != nil {
		return nil, err
	}
	th, err := try(hi)
	if err != nil {
		return nil, err
	}
	up := th.WinRate.P >= tl.WinRate.P // the win rate grows with the value
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		tm, err := try(mid)
		if err != nil {
			return nil, err
		}
		if (tm.WinRate.P < cfg.Target) == up {
			lo = mid
		} else {
			hi = mid
		}
	}
	for _, v := range []int{lo - 1, lo, hi, hi + 1} {
		if v < p.Min || v > p.Max {
			continue
		}
		if _, err := try(v); err != nil {
			return nil, err
		}
	}
	// The closest of every value tried; between equals, the one nearest
	// the scenario's own value.
	best := Trial{Value: p.Current, WinRate: Proportion{P: math.Inf(1)}}
	lowest, highest := math.Inf(1), math.Inf(-1)
	for _, tr := range tried {
		lowest, highest = math.Min(lowest, tr.WinRate.P), math.Max(highest, tr.WinRate.P)
		if d, bd := dist(tr), dist(best); d < bd-1e-12 || d <= bd+1e-12 && (abs(tr.Value-p.Current) < abs(best.Value-p.Current) || abs(tr.Value-p.Current) == abs(best.Value-p.Current) && tr.Value < best.Value) {
			best = tr
		}
	}
	t.Best = best.Value
	t.Flat = highest-lowest < MinDetectable(cfg.Target, cfg.Run.Games)
	t.Reached = best.WinRate.Lo <= cfg.Target && cfg.Target <= best.WinRate.Hi
	for _, tr := range tried {
		t.Trials = append(t.Trials, tr)
		if tr.Value != best.Value && tr.WinRate.Lo <= best.WinRate.Hi && tr.WinRate.Hi >= best.WinRate.Lo {
			t.Indistinct = append(t.Indistinct, tr.Value)
		}
	}
	sort.Slice(t.Trials, func(i, j int) bool { return t.Trials[i].Value < t.Trials[j].Value })
	sort.Ints(t.Indistinct)
	t.Games = played
	t.MinDetectable = MinDetectable(cfg.Target, cfg.Run.Games)
	return t, nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// String formats a trial, e.g. "7: 0.512 [0.481, 0.543] (1000 games)".
func (t Trial) String() string {
	return strconv.Itoa(t.Value) + fmt.Sprintf(": %.3f [%.3f, %.3f] (%d games)", t.WinRate.P, t.WinRate.Lo, t.WinRate.Hi, t.Games)
}
