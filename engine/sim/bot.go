// Package sim plays many games of a scenario with bots and gathers the
// balance statistics of the results as data: win rates with confidence
// intervals, victory levels, the turn of decision, morale by turn, losses,
// battles by hex, the special rules and cards that fired. It draws nothing;
// export/report turns a Report into text, plots and HTML.
//
//	b, _ := bundle.Open("rousse20", rules.Options{})
//	rep, err := sim.Run(ctx, b, sim.Config{Games: 1000, Seed: 1, Bots: [2]string{"greedy", "greedy"}}, nil)
//	fmt.Printf("%s wins %.0f%% [%.0f%%, %.0f%%]\n", rep.Sides[0], 100*rep.WinRate[0].P, 100*rep.WinRate[0].Lo, 100*rep.WinRate[0].Hi)
//
// Every game's dice and bots are seeded from the run's seed and the game's
// number alone, so a run gives the same report whatever the number of
// workers.
package sim

import (
	"fmt"
	"sort"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
)

// Bot chooses the orders of one side. Order is asked whenever the side is
// to act (rules.State.Actor) and returns a legal order, or nil when the
// game is over. A Bot plays one game; it is not safe for concurrent use.
type Bot interface {
	Order(s *rules.State) rules.Order
}

// BotFactory makes a bot for side (rules.French or rules.AntiFrench) of a
// game on board b, seeded with seed.
type BotFactory func(b *rules.Board, side int, seed uint64) Bot

// bots is the table of bot kinds by name; a new kind is one entry.
var bots = map[string]struct {
	make BotFactory
	doc  string
}{
	"random":    {newRandom, "random legal orders (the engine's random player)"},
	"greedy":    {func(b *rules.Board, side int, seed uint64) Bot { return NewGreedy(b, side, seed) }, "best-odds attacks, moves toward objectives and LOCs, avoids unfavourable battles, rallies, uses reserves"},
	"lookahead": {func(b *rules.Board, side int, seed uint64) Bot { return NewLookahead(b, side, seed, LookaheadBudget{}) }, "greedy plans chosen by sampling futures with greedy rollouts"},
}

// BotNames lists the bot kinds, sorted.
func BotNames() []string {
	out := make([]string, 0, len(bots))
	for n := range bots {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// BotDoc describes a bot kind in one line.
func BotDoc(name string) string { return bots[name].doc }

// NewBot returns a bot of the named kind.
func NewBot(name string, b *rules.Board, side int, seed uint64) (Bot, error) {
	k, ok := bots[name]
	if !ok {
		return nil, fmt.Errorf("sim: unknown bot %q (known: %s)", name, strings.Join(BotNames(), ", "))
	}
	return k.make(b, side, seed), nil
}

// ParseBots reads "greedy,random" (French side first) or one name for both.
func ParseBots(spec string) ([2]string, error) {
	parts := strings.Split(spec, ",")
	if len(parts) == 1 {
		parts = append(parts, parts[0])
	}
	if len(parts) != 2 {
		return [2]string{}, fmt.Errorf("sim: bots %q: want one name or two separated by a comma (French side first)", spec)
	}
	var out [2]string
	for i, p := range parts {
		p = strings.TrimSpace(p)
		if _, ok := bots[p]; !ok {
			return out, fmt.Errorf("sim: unknown bot %q (known: %s)", p, strings.Join(BotNames(), ", "))
		}
		out[i] = p
	}
	return out, nil
}

// randomBot is the engine's random legal player for one side.
type randomBot struct{ p *rules.RandomPlayer }

func newRandom(_ *rules.Board, _ int, seed uint64) Bot {
	return randomBot{rules.NewRandomPlayer(seed)}
}

func (r randomBot) Order(s *rules.State) rules.Order {
	if o := r.p.Order(s); o != nil {
		return o
	}
	return nil
}

// mix derives independent seeds from a run seed (SplitMix64).
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9
	x = (x ^ (x >> 27)) * 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// GameSeed is the seed of game i of a run seeded with seed; dice and bots
// derive their own seeds from it.
func GameSeed(seed uint64, i int) uint64 { return mix(seed ^ mix(uint64(i)+1)) }
