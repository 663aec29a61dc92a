package report

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/sim"
)

// syntheticLadder is a ladder of random and greedy on two scenarios with
// known figures: one scores by level (Rousse-like, decisive and marginal
// victories), the other has no levels.
func syntheticLadder() *sim.Ladder {
	p := func(v, lo, hi float64) sim.Proportion { return sim.Proportion{P: v, Lo: lo, Hi: hi} }
	r := func(bot string, elo, lo, hi float64, games int) sim.Rating {
		return sim.Rating{Bot: bot, Elo: elo, Lo: lo, Hi: hi, Games: games}
	}
	gap := func(elo, lo, hi float64) []sim.Gap {
		return []sim.Gap{{Stronger: "greedy", Weaker: "random", Elo: elo, Lo: lo, Hi: hi, Apart: lo > 0}}
	}
	rousse := sim.LadderBoard{Scenario: "rousse20", Title: "Rousse 20", Complete: true, Sides: [2]string{"Ottoman", "Russian"}, Levels: true,
		Matches: []sim.Match{
			{French: "random", Anti: "greedy", Games: 10, Wins: [2]int{0, 9}, Draws: 1, Outcomes: []sim.Outcome{{Winner: 1, Level: "decisive", Games: 6}, {Winner: 1, Level: "marginal", Games: 3}, {Winner: -1, Level: "draw", Games: 1}}},
		},
		Ratings: []sim.Rating{r("greedy", 120, 44, 196, 50), r("random", 0, 0, 0, 30)}, Gaps: gap(120, 44, 196),
		RatingsWDL: []sim.Rating{r("greedy", 299, -38, 637, 50), r("random", 0, 0, 0, 30)}, GapsWDL: gap(299, -38, 637),
		FirstSeat: r("French seat", -207, -258, -157, 0), FirstSeatWDL: r("French seat", -616, -903, -328, 0),
		Seats: []sim.SeatCheck{
			{Seat: "Ottoman", Stronger: "greedy", Weaker: "random", Score: p(0.38, 0.34, 0.43), Base: p(0.12, 0, 0.23), Apart: true, ScoreWDL: p(0.15, 0.01, 0.29), BaseWDL: p(0.05, 0, 0.14)},
			{Seat: "Russian", Stronger: "greedy", Weaker: "random", Score: p(0.87, 0.84, 0.90), Base: p(0.73, 0.71, 0.76), Apart: true, ScoreWDL: p(1, 0.72, 1), BaseWDL: p(0.95, 0.86, 1)},
		}}
	bailen := sim.LadderBoard{Scenario: "bailen20-battle", Title: "Bailén 20", Complete: true, Sides: [2]string{"French", "Spanish"},
		Matches: []sim.Match{
			{French: "greedy", Anti: "random", Games: 10, Wins: [2]int{6, 0}, Draws: 4, Outcomes: []sim.Outcome{{Winner: 0, Level: "win", Games: 6}, {Winner: -1, Level: "draw", Games: 4}}},
		},
		Ratings: []sim.Rating{r("greedy", 213, 104, 323, 50), r("random", 0, 0, 0, 30)}, Gaps: gap(213, 104, 323),
		RatingsWDL: []sim.Rating{r("greedy", 213, 104, 323, 50), r("random", 0, 0, 0, 30)}, GapsWDL: gap(213, 104, 323),
		Seats: []sim.SeatCheck{
			{Seat: "French", Stronger: "greedy", Weaker: "random", Score: p(0.8, 0.65, 0.95), Base: p(0.55, 0.33, 0.77), ScoreWDL: p(0.8, 0.65, 0.95), BaseWDL: p(0.55, 0.33, 0.77)},
			{Seat: "Spanish", Stronger: "greedy", Weaker: "random", Score: p(0.75, 0.6, 0.9), Base: p(0.45, 0.23, 0.67), ScoreWDL: p(0.75, 0.6, 0.9), BaseWDL: p(0.45, 0.23, 0.67)},
		}}
	return &sim.Ladder{Bots: []string{"random", "greedy"}, Games: 10, Seed: 1, Scoring: "victory level", Boards: []sim.LadderBoard{rousse, bailen},
		Overall: []sim.Rating{r("greedy", 171, 102, 240, 100), r("random", 0, 0, 0, 60)}, Gaps: gap(171, 102, 240),
		OverallWDL: []sim.Rating{r("greedy", 221, 118, 325, 100), r("random", 0, 0, 0, 60)}, GapsWDL: gap(221, 118, 325)}
}

// TestWriteLadderBothScorings: the ladder's text gives the ratings, gaps
// and seats by victory level with the win/draw/loss ones beside them,
// counts the seats apart under each scoring (2 of 4 by level, none by
// win, draw and loss), lists each match's games by level and says where
// no game had a level.
func TestWriteLadderBothScorings(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteLadder(&buf, syntheticLadder()); err != nil {
		t.Fatal(err)
	}
	got := buf.String()
	for _, want := range []string{
		"the winner of a Decisive Victory 1, of a Major one 5/6, of a Marginal (Minimal) one 2/3, the loser the rest, a draw 1/2 each",
		"| 1 | greedy | 171 | [102, 240] | 221 | [118, 325] | 100 |",
		"- greedy over random: +171 Elo [+102, +240], clearly stronger (W/D/L +221 Elo [+118, +325], clearly stronger)",
		"- greedy over random: apart in 2 of 4 seats by victory level, 0 of 4 by W/D/L",
		"| rousse20 | Russian | greedy | random | 0.87 [0.84, 0.90] | 0.73 [0.71, 0.76] | yes | 1.00 [0.72, 1.00] | 0.95 [0.86, 1.00] | no |",
		"- greedy over random: +120 Elo [+44, +196], clearly stronger (W/D/L +299 Elo [-38, +637], not told apart)",
		"The Ottoman (French) seat is worth -207 Elo [-258, -157] (W/D/L -616 [-903, -328]).",
		"| random | greedy | 10 | 0 | 9 | 1 | 0 | Russian decisive 6, Russian marginal 3, draw 1 |",
		"### bailen20-battle (Bailén 20; complete)\n\nNo game here was won at a level below a plain win",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the ladder lacks %q", want)
		}
	}
	golden := filepath.Join("testdata", "ladder.md")
	if *update {
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file (run go test -update and review the diff):\n%s", golden, got)
	}
}
