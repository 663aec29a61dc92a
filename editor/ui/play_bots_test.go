package ui

import (
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/editor/playdoc"
)

// TestPlaySeatChoosesABotAndItsBudget: a seat offers each bot with its
// budget in plain words; the choice plays, the log names it, and a
// reopened game with a budget the list lacks shows it.
func TestPlaySeatChoosesABotAndItsBudget(t *testing.T) {
	_, p := playEditor(t)
	opts := p.Seats[1].Options
	for _, want := range []string{person, "Greedy", "Random", "Search, 50 ms a move", "Lookahead, 20 ms a move"} {
		if !slices.Contains(opts, want) {
			t.Fatalf("seat choice lacks %q: %v", want, opts)
		}
	}
	if p.Seats[1].Selected != "Greedy" {
		t.Fatalf("Allied seat shows %q, want Greedy", p.Seats[1].Selected)
	}
	p.Seats[1].SetSelected("Lookahead, 20 ms a move")
	if got := p.G.Seats[1].Bot; got != "lookahead:20ms" {
		t.Fatalf("seat bot %q, want lookahead:20ms", got)
	}
	if !strings.Contains(p.Status.Text, "Lookahead, 20 ms a move") {
		t.Fatalf("status %q does not name the bot chosen", p.Status.Text)
	}
	p.Seats[1].SetSelected("Lookahead, 20 ms a move")
	test.Tap(p.EndPhase) // French Events
	test.Tap(p.EndPhase) // French Movement: the Allied bot reacts
	log := strings.Join(p.logLines, "\n")
	if !strings.Contains(log, "anti-french (Lookahead, 20 ms a move):") {
		t.Fatalf("the log does not say which bot played:\n%s", log)
	}

	// A saved game whose bot has a budget the list does not offer.
	p.G.SetSeats([2]playdoc.Seat{{}, {Bot: "lookahead:7"}})
	p.save()
	p.G.SetSeats([2]playdoc.Seat{{}, {Bot: "greedy"}})
	if _, err := os.Stat(p.File); err != nil {
		t.Fatal(err)
	}
	p.reopen()
	if p.Seats[1].Selected != "Lookahead, 7 rollouts a plan" || p.G.Seats[1].Bot != "lookahead:7" {
		t.Fatalf("reopened: seat shows %q, plays %q", p.Seats[1].Selected, p.G.Seats[1].Bot)
	}
	p.Seats[0].SetSelected("Greedy")
	p.Seats[1].SetSelected("Lookahead, 7 rollouts a plan")
	if p.G.Seats[1].Bot != "lookahead:7" || p.G.Seats[0].Bot != "greedy" {
		t.Fatalf("seats %v after choosing again", p.G.Seats)
	}
}
