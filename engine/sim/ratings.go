package sim

import (
	_ "embed"
	"encoding/json"
	"sync"
)

// ladderJSON is the last ladder of the bundled scenarios (adc balance
// ladder --json, written by scripts/ladder.sh); the balance report reads
// each bot's rating from it.
//
//go:embed ladder.json
var ladderJSON []byte

var (
	ladderOnce sync.Once
	ladder     *Ladder
)

// BotRating is a bot's rating from the last ladder of the bundled
// scenarios: on scenario id when the ladder played it, else over all of
// them (Scenario is then ""). ok is false for a bot the ladder did not
// rate (a budget of its own, "search:50ms", is another bot).
func BotRating(bot, id string) (r Rating, scenario string, ok bool) {
	ladderOnce.Do(func() {
		var l Ladder
		if json.Unmarshal(ladderJSON, &l) == nil && len(l.Bots) > 0 {
			ladder = &l
		}
	})
	if ladder == nil {
		return Rating{}, "", false
	}
	for _, b := range ladder.Boards {
		if b.Scenario != id {
			continue
		}
		for _, r := range b.Ratings {
			if r.Bot == bot {
				return r, id, true
			}
		}
	}
	for _, r := range ladder.Overall {
		if r.Bot == bot {
			return r, "", true
		}
	}
	return Rating{}, "", false
}

// LadderGames is the number of games a pairing and seat of the last
// ladder of the bundled scenarios, 0 when there is none.
func LadderGames() int {
	BotRating("", "")
	if ladder == nil {
		return 0
	}
	return ladder.Games
}
