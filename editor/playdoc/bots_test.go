package playdoc_test

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/sim"
)

func TestBotLabelSaysTheBudget(t *testing.T) {
	for _, c := range []struct{ spec, want string }{
		{"random", "Random"},
		{"greedy", "Greedy"},
		{"search:50ms", "Search, 50 ms a move"},
		{"search:2s", "Search, 2 s a move"},
		{"search:1500ms", "Search, 1.5 s a move"},
		{"search:20000", "Search, 20000 nodes a move"},
		{"lookahead:12", "Lookahead, 12 rollouts a plan"},
		{"lookahead:20ms", "Lookahead, 20 ms a move"},
		{"nosuchbot", "nosuchbot"},
	} {
		t.Run(c.spec, func(t *testing.T) {
			if got := playdoc.BotLabel(c.spec); got != c.want {
				t.Fatalf("BotLabel(%q) = %q, want %q", c.spec, got, c.want)
			}
		})
	}
	if got, want := playdoc.BotLabel("search"), "nodes a move"; !strings.HasSuffix(got, want) {
		t.Fatalf("the search bot at its default budget: %q, want its node budget", got)
	}
}

// TestBotChoicesOfferEveryBotWithBudgets: every kind of sim.BotNames is
// offered, those that take a budget with times per move too, and each
// choice makes a bot.
func TestBotChoicesOfferEveryBotWithBudgets(t *testing.T) {
	choices := playdoc.BotChoices()
	for _, name := range sim.BotNames() {
		found := false
		for _, c := range choices {
			found = found || c == name
		}
		if !found {
			t.Errorf("bot %q is not offered: %v", name, choices)
		}
	}
	timed := 0
	labels := map[string]bool{}
	for _, c := range choices {
		if _, err := sim.NewBot(c, fieldBoard(t), rules.AntiFrench, 1); err != nil {
			t.Errorf("choice %q: %v", c, err)
		}
		if strings.HasSuffix(playdoc.BotLabel(c), "ms a move") {
			timed++
		}
		if labels[playdoc.BotLabel(c)] {
			t.Errorf("two choices read %q", playdoc.BotLabel(c))
		}
		labels[playdoc.BotLabel(c)] = true
	}
	if timed == 0 {
		t.Errorf("no bot offered with a time per move: %v", choices)
	}
}

// TestLogSaysWhichBotAndBudgetPlayed: the game log and the saved game
// name the bot and its budget.
func TestLogSaysWhichBotAndBudgetPlayed(t *testing.T) {
	g, err := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{Bot: "lookahead:3"}, {Bot: "greedy"}})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4; i++ {
		if err := g.BotStep(); err != nil {
			t.Fatal(err)
		}
	}
	log := strings.Join(g.Log(), "\n")
	if !strings.Contains(log, "french (Lookahead, 3 rollouts a plan):") {
		t.Fatalf("the log does not say which bot played at what budget:\n%s", log)
	}
	data, err := g.Script()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "seats: french=lookahead:3") || !strings.Contains(string(data), `note: "bot lookahead:3"`) {
		t.Fatalf("the saved game does not name the bot's budget:\n%s", data)
	}
	g2, err := playdoc.Load(fieldBoard(t), data, "game.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if g2.Seats[0].Bot != "lookahead:3" {
		t.Fatalf("reopened seats %v, want the French bot's budget kept", g2.Seats)
	}
}
