package playdoc

import (
	"fmt"
	"strings"
	"time"

	"github.com/aide-de-camp/adc/engine/sim"
)

// botTimes are the time budgets offered, per bot kind that takes one, in
// Play mode's seat choice: a bot thinking longer plays stronger (the
// ladder in docs/balance.md), and a person waits longer for its answer.
var botTimes = map[string][]time.Duration{
	"lookahead": {20 * time.Millisecond, 200 * time.Millisecond},
	"search":    {50 * time.Millisecond, 500 * time.Millisecond, 2 * time.Second},
}

// BotChoices are the bots a seat may be given, as sim.NewBot names them:
// each kind of sim.BotNames at its default budget, then, for the kinds
// that take a budget, a few times per move ("search:50ms").
func BotChoices() []string {
	var out []string
	for _, info := range sim.Bots() {
		out = append(out, info.Name)
		if info.Budget == "" {
			continue
		}
		for _, d := range botTimes[info.Name] {
			out = append(out, info.Name+":"+d.String())
		}
	}
	return out
}

// BotLabel says in plain words which bot a name (with its budget, see
// sim.ParseBot) is and how long it thinks: "Greedy", "Search, 6000 nodes
// a move", "Search, 50 ms a move", "Lookahead, 6 rollouts a plan". A
// name sim cannot read is returned as it is.
func BotLabel(spec string) string {
	name, o, err := sim.ParseBot(spec)
	if err != nil {
		return spec
	}
	title := strings.ToUpper(name[:1]) + name[1:]
	switch {
	case o.Time > 0:
		return title + ", " + durationWords(o.Time) + " a move"
	case name == "search":
		n := o.Nodes
		if n == 0 {
			n = sim.DefaultSearch.Nodes
		}
		return fmt.Sprintf("%s, %d nodes a move", title, n)
	case name == "lookahead":
		n := o.Nodes
		if n == 0 {
			n = sim.DefaultLookahead.Rollouts
		}
		return fmt.Sprintf("%s, %d rollouts a plan", title, n)
	case o.Nodes > 0:
		return fmt.Sprintf("%s, budget %d a move", title, o.Nodes)
	}
	return title
}

// durationWords writes a time per move as a person reads it: "50 ms",
// "2 s".
func durationWords(d time.Duration) string {
	if d < time.Second {
		return fmt.Sprintf("%d ms", d.Milliseconds())
	}
	return strings.TrimSuffix(fmt.Sprintf("%.1f", d.Seconds()), ".0") + " s"
}
