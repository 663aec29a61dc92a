package sim

import (
	"context"
	"fmt"
	"time"

	"github.com/aide-de-camp/adc/engine/rules"
)

// BotChoice is the bot StrongestBotWithin chose and why.
type BotChoice struct {
	Bot string
	// PerGame is the time one game of the chosen bot against itself took
	// here; Allowed is the time a game may take for the run to fit.
	PerGame, Allowed time.Duration
	// TooSlow lists the stronger bots tried first, each with the time its
	// game had taken when it was stopped.
	TooSlow []string
}

// StrongestBotWithin returns the strongest bot kind (Bots is weakest
// first) whose games fit: games games on workers cores within budget. It
// times one game of each bot against itself on board b, from the strongest
// down, and stops a game as soon as it overruns its share; the random bot
// always fits. The timing depends on the machine and its load.
func StrongestBotWithin(ctx context.Context, b *rules.Board, games, workers int, budget time.Duration, seed uint64) (BotChoice, error) {
	if games < 1 || budget <= 0 {
		return BotChoice{}, fmt.Errorf("sim: choose a bot for %d games in %v: want games and a time above 0", games, budget)
	}
	workers = max(1, workers)
	allowed := budget * time.Duration(workers) / time.Duration(games)
	c := BotChoice{Allowed: allowed}
	kinds := Bots()
	for i := len(kinds) - 1; i > 0; i-- {
		name := kinds[i].Name
		took, done, err := timeGame(ctx, b, name, seed, allowed)
		if err != nil {
			return c, err
		}
		if done {
			c.Bot, c.PerGame = name, took
			return c, nil
		}
		c.TooSlow = append(c.TooSlow, fmt.Sprintf("%s (over %.3gs a game)", name, took.Seconds()))
	}
	c.Bot = kinds[0].Name
	return c, nil
}

// timeGame plays one game of bot against itself and reports how long it
// took, or, when it ran past limit, that it was stopped.
func timeGame(ctx context.Context, b *rules.Board, bot string, seed uint64, limit time.Duration) (time.Duration, bool, error) {
	start := time.Now()
	dice := rules.NewSeededDice(seed)
	s, err := rules.NewState(b, dice)
	if err != nil {
		return 0, false, err
	}
	var players [2]Bot
	for side := range players {
		if players[side], err = NewBot(bot, b, side, mix(seed+uint64(side)+1)); err != nil {
			return 0, false, err
		}
	}
	for n := 0; n < 100000 && !s.Over(); n++ {
		if err := ctx.Err(); err != nil {
			return 0, false, err
		}
		if time.Since(start) > limit {
			return time.Since(start), false, nil
		}
		o := players[s.Actor()].Order(s)
		if o == nil {
			break
		}
		ns, _, err := s.Apply(o, dice)
		if err != nil {
			return 0, false, fmt.Errorf("sim: timing the %s bot: %v", bot, err)
		}
		s = ns
	}
	return time.Since(start), true, nil
}
