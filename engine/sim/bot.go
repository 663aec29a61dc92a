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
	"strconv"
	"strings"
	"time"

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

// BotInfo describes a bot kind: its name, one line on how it plays, and
// its place in the ladder of strength (Rank 0 is the weakest).
type BotInfo struct {
	Name string
	Doc  string
	Rank int
	// Budget says what a budget suffix (see NewBot) sets for this kind, ""
	// when it takes none.
	Budget string
}

// BotOptions bound the work of a bot per decision; the zero value is each
// kind's default. Only the lookahead and search bots read them.
type BotOptions struct {
	Nodes int           // search: orders played in rollouts per decision; lookahead: futures played of each choice
	Time  time.Duration // a time limit per decision: results then depend on the machine's speed
}

// botKind is one entry of the table of bot kinds.
type botKind struct {
	BotInfo
	make func(b *rules.Board, side int, seed uint64, o BotOptions) Bot
}

// botTable lists the bot kinds from the weakest to the strongest; a new
// kind is one entry.
var botTable = []botKind{
	{BotInfo{Name: "random", Doc: "random legal orders (the engine's random player)"},
		func(b *rules.Board, side int, seed uint64, _ BotOptions) Bot { return newRandom(b, side, seed) }},
	{BotInfo{Name: "greedy", Doc: "best-odds attacks, moves toward objectives and LOCs, avoids unfavourable battles, rallies, uses reserves and Independent Brigades' Support when they pay, places Garrison markers, makes the Night Attack"},
		func(b *rules.Board, side int, seed uint64, _ BotOptions) Bot { return NewGreedy(b, side, seed) }},
	{BotInfo{Name: "lookahead", Doc: "greedy revised for the units within 3 hexes of the enemy: each one's 2 best moves played forward on the same stratified dice, scored by the victory conditions", Budget: "N futures of each choice (default 4), or a time per decision (e.g. 20ms)"},
		func(b *rules.Board, side int, seed uint64, o BotOptions) Bot {
			return NewLookahead(b, side, seed, LookaheadBudget{Rollouts: o.Nodes, Time: o.Time})
		}},
	{BotInfo{Name: "search", Doc: "greedy revised unit by unit: each unit's best moves and each declaration played forward on the same stratified dice, scored by the victory conditions", Budget: "N orders of rollouts per decision (default 3000), or a time per decision (e.g. 50ms)"},
		func(b *rules.Board, side int, seed uint64, o BotOptions) Bot {
			return NewSearch(b, side, seed, SearchBudget{Nodes: o.Nodes, Time: o.Time})
		}},
}

func init() {
	for i := range botTable {
		botTable[i].Rank = i
	}
}

// Bots lists the bot kinds from the weakest to the strongest, for a
// command's help or a menu.
func Bots() []BotInfo {
	out := make([]BotInfo, len(botTable))
	for i, k := range botTable {
		out[i] = k.BotInfo
	}
	return out
}

func findBot(name string) (botKind, bool) {
	for _, k := range botTable {
		if k.Name == name {
			return k, true
		}
	}
	return botKind{}, false
}

// BotNames lists the bot kinds, sorted.
func BotNames() []string {
	out := make([]string, 0, len(botTable))
	for _, k := range botTable {
		out = append(out, k.Name)
	}
	sort.Strings(out)
	return out
}

// BotDoc describes a bot kind in one line.
func BotDoc(name string) string {
	k, _ := findBot(name)
	return k.Doc
}

// ParseBot reads a bot's name with an optional budget: "greedy",
// "search", "search:20000" (a node budget), "search:50ms" (a time per
// decision).
func ParseBot(spec string) (string, BotOptions, error) {
	name, budget, has := strings.Cut(strings.TrimSpace(spec), ":")
	k, ok := findBot(name)
	if !ok {
		return "", BotOptions{}, fmt.Errorf("sim: unknown bot %q (known: %s)", name, strings.Join(BotNames(), ", "))
	}
	var o BotOptions
	if !has {
		return name, o, nil
	}
	if k.Budget == "" {
		return "", o, fmt.Errorf("sim: bot %q takes no budget (%q)", name, spec)
	}
	if n, err := strconv.Atoi(budget); err == nil && n >= 1 && n <= 100_000_000 {
		o.Nodes = n
		return name, o, nil
	}
	if d, err := time.ParseDuration(budget); err == nil && d > 0 && d <= time.Hour {
		o.Time = d
		return name, o, nil
	}
	return "", o, fmt.Errorf("sim: bot %q: budget %q is neither a count from 1 to 100000000 nor a duration up to 1h (e.g. 50ms): %s", name, budget, k.Budget)
}

// NewBot returns a bot of the named kind; the name may carry a budget
// (ParseBot).
func NewBot(name string, b *rules.Board, side int, seed uint64) (Bot, error) {
	n, o, err := ParseBot(name)
	if err != nil {
		return nil, err
	}
	return NewBotWith(n, o, b, side, seed)
}

// NewBotWith returns a bot of the named kind with the options given.
func NewBotWith(name string, o BotOptions, b *rules.Board, side int, seed uint64) (Bot, error) {
	k, ok := findBot(name)
	if !ok {
		return nil, fmt.Errorf("sim: unknown bot %q (known: %s)", name, strings.Join(BotNames(), ", "))
	}
	return k.make(b, side, seed, o), nil
}

// ParseBots reads "greedy,random" (French side first) or one name for both;
// each name may carry a budget ("search:50ms").
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
		if _, _, err := ParseBot(p); err != nil {
			return out, err
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
