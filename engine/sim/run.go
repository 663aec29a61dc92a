package sim

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/aide-de-camp/adc/engine/rules"
)

// Config says what to play.
type Config struct {
	Games     int
	Seed      uint64
	Workers   int       // games played at once; 0: one per CPU
	Bots      [2]string // French side first; "" is "random"
	MaxOrders int       // per game; 0: 100000
	// Check tests the position's invariants (rules.State.Check) after every
	// order; a failure ends the game with an error.
	Check bool
}

// Progress is told how many games are done; it is called from one
// goroutine at a time.
type Progress func(done, total int)

// Run plays cfg.Games games on board b and returns their statistics. The
// report is the same for the same board, bots and seed, whatever the number
// of workers. A cancelled context stops the run early with ctx.Err() and a
// report of the games finished so far, which then depends on timing.
func Run(ctx context.Context, b *rules.Board, cfg Config, progress Progress) (*Report, error) {
	if cfg.Games < 0 {
		return nil, fmt.Errorf("sim: games %d: want at least 0", cfg.Games)
	}
	for i, n := range cfg.Bots {
		if n == "" {
			cfg.Bots[i] = "random"
		}
		if _, _, err := ParseBot(cfg.Bots[i]); err != nil {
			return nil, err
		}
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, cfg.Games))
	sides := SideNames(b)
	t := newTally(len(b.Units), b.N)
	// The workers take the games' numbers from one counter: no goroutine
	// hands them out, so a game costs no switch to one.
	var next atomic.Int64
	recs := make(chan *GameRecord, workers)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			obs := newObserver(b)
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= cfg.Games {
					return
				}
				recs <- obs.play(ctx, cfg, i)
			}
		}()
	}
	go func() { wg.Wait(); close(recs) }()
	done := 0
	for r := range recs {
		if r.Err == errCancelled {
			continue
		}
		t.add(r, sides)
		done++
		if progress != nil {
			progress(done, cfg.Games)
		}
	}
	rep := t.report(b, cfg, sides)
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	return rep, nil
}

const errCancelled = "cancelled"

// SideNames returns the scenario's names of the French and Anti-French
// sides (e.g. "Ottoman", "Russian").
func SideNames(b *rules.Board) [2]string {
	out := [2]string{rules.SideName(rules.French), rules.SideName(rules.AntiFrench)}
	for _, sd := range b.Scenario.Sides {
		if sd.Name != "" {
			if sd.ID == rules.SideName(rules.French) {
				out[rules.French] = sd.Name
			} else {
				out[rules.AntiFrench] = sd.Name
			}
		}
	}
	return out
}

// observer plays games and records what each contributes to a report; it
// reuses its buffers from game to game.
type observer struct {
	b    *rules.Board
	rule map[string]bool // the special rules' ids, as events cite them: "(rule-id)"
	evs  []rules.Event   // the last order's events, a buffer for the next
	// random holds each side's random player, reset for each game.
	random [2]*rules.RandomPlayer
}

func newObserver(b *rules.Board) *observer {
	o := &observer{b: b, rule: map[string]bool{}}
	for _, r := range b.Scenario.Special {
		o.rule[r.ID] = true
	}
	return o
}

// PlayGame plays game i of a run configured by cfg on board b and returns
// its record.
func PlayGame(ctx context.Context, b *rules.Board, cfg Config, i int) *GameRecord {
	for k, n := range cfg.Bots {
		if n == "" {
			cfg.Bots[k] = "random"
		}
	}
	return newObserver(b).play(ctx, cfg, i)
}

func (o *observer) play(ctx context.Context, cfg Config, i int) *GameRecord {
	b := o.b
	seed := GameSeed(cfg.Seed, i)
	r := &GameRecord{Index: i, Winner: -1}
	fail := func(err error) *GameRecord {
		r.Err = fmt.Sprintf("game %d (seed %d): %v", i+1, seed, err)
		return r
	}
	dice := rules.NewSeededDice(seed)
	s, err := rules.NewState(b, dice)
	if err != nil {
		return fail(err)
	}
	var players [2]Bot
	for side := 0; side < 2; side++ {
		botSeed := mix(seed + uint64(side) + 1)
		if cfg.Bots[side] == "random" {
			// The random player keeps its buffers from game to game.
			if o.random[side] == nil {
				o.random[side] = rules.NewRandomPlayer(botSeed)
			} else {
				o.random[side].Reset(botSeed)
			}
			players[side] = randomBot{o.random[side]}
			continue
		}
		if players[side], err = NewBot(cfg.Bots[side], b, side, botSeed); err != nil {
			return fail(err)
		}
	}
	// Units out of play from the start (a reduced-strength twin, a unit
	// that never arrives) are not losses.
	out0 := make([]bool, len(b.Units))
	for u := range b.Units {
		out0[u] = s.Units[u].Where == rules.AtBroken || s.Units[u].Where == rules.AtEliminated
	}
	maxOrders := cfg.MaxOrders
	if maxOrders <= 0 {
		maxOrders = 100000
	}
	for n := 0; n < maxOrders && !s.Over(); n++ {
		if n&255 == 0 && ctx.Err() != nil {
			r.Err = errCancelled
			return r
		}
		ord := players[s.Actor()].Order(s)
		if ord == nil {
			return fail(fmt.Errorf("turn %d %s %s: the %s bot gave no order", s.Turn, rules.SideName(s.Actor()), s.Phase, cfg.Bots[s.Actor()]))
		}
		if d, ok := ord.(rules.Declare); ok {
			for _, bt := range d.Battles {
				if len(bt.Defenders) > 0 {
					if u := b.Unit(bt.Defenders[0]); u >= 0 && s.OnMap(u) {
						r.Battles = append(r.Battles, s.Units[u].Hex)
					}
				}
			}
		}
		ns, evs, err := s.ApplyAppend(ord, dice, o.evs[:0])
		if err != nil {
			return fail(fmt.Errorf("turn %d %s %s: order %s: %w", s.Turn, rules.SideName(s.Actor()), s.Phase, ord, err))
		}
		if cfg.Check {
			if err := ns.Check(); err != nil {
				return fail(fmt.Errorf("turn %d after %s: %w", s.Turn, ord, err))
			}
		}
		o.events(r, evs)
		o.evs = evs
		if ns.Turn != s.Turn {
			o.morale(r, s)
		}
		r.Orders++
		if ns != s {
			s.Recycle() // no bot keeps a position past its order
		}
		s = ns
	}
	if !s.Over() {
		return fail(fmt.Errorf("no result after %d orders", maxOrders))
	}
	o.morale(r, s)
	res := s.Result()
	r.Winner, r.Level, r.Turn = res.Winner, res.Level, s.Turn
	if r.Level == "" {
		r.Level = "win"
	}
	if res.Winner < 0 {
		r.Level = "draw"
	}
	r.Lost = make([]bool, len(b.Units))
	for u := range b.Units {
		r.Lost[u] = !out0[u] && (s.Units[u].Where == rules.AtBroken || s.Units[u].Where == rules.AtEliminated)
	}
	return r
}

func (o *observer) morale(r *GameRecord, s *rules.State) {
	t := max(s.Turn, 0)
	for len(r.Morale) <= t {
		r.Morale = append(r.Morale, [2]int{})
		r.Reached = append(r.Reached, false)
	}
	r.Morale[t] = s.Morale
	r.Reached[t] = true
}

// closeOrComma is the index of the first ')' or ',' in t, or -1: what
// strings.IndexAny(t, "),") says, without its set lookup, as events asks for
// every parenthesis of every event's text.
func closeOrComma(t string) int {
	for j := 0; j < len(t); j++ {
		if t[j] == ')' || t[j] == ',' {
			return j
		}
	}
	return -1
}

func (o *observer) events(r *GameRecord, evs []rules.Event) {
	for _, e := range evs {
		if e.Kind == "card" && strings.HasPrefix(e.Text, "#") {
			if r.Cards == nil {
				r.Cards = map[string]int{}
			}
			num, _, _ := strings.Cut(e.Text[1:], " ")
			r.Cards[num]++
		}
		// Each "(...)" of the text that is a special rule's id, and each
		// "(id, ...)" (an arrival cites its rule and the rule number).
		for t := e.Text; ; {
			i := strings.IndexByte(t, '(')
			if i < 0 {
				break
			}
			t = t[i+1:]
			j := closeOrComma(t)
			if j < 0 {
				break
			}
			if id := t[:j]; o.rule[id] {
				if r.Rules == nil {
					r.Rules = map[string]int{}
				}
				r.Rules[id]++
			}
		}
	}
}
