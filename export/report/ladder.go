package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/aide-de-camp/adc/engine/sim"
)

// WriteLadderJSON writes a ladder as indented JSON.
func WriteLadderJSON(w io.Writer, l *sim.Ladder) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(l)
}

// WriteLadder writes a ladder as Markdown (readable in a terminal too):
// the ratings over every scenario, then each scenario's ratings, the seat
// checks (each bot against each weaker one from each seat) and the games.
func WriteLadder(w io.Writer, l *sim.Ladder) error {
	var sb strings.Builder
	who := "every bot against every bot, itself included, from both seats"
	if l.Neighbours {
		who = "each bot against the next weaker and the next stronger one from both seats, and every bot but the strongest against itself"
	}
	fmt.Fprintf(&sb, "Ladder of %s: %d games a pairing and seat (%s), seed %d.\n",
		strings.Join(l.Bots, ", "), l.Games, who, l.Seed)
	fmt.Fprintf(&sb, "Ratings are Bradley-Terry on the Elo scale (random at 0; 400 points is odds of 10 to 1), draws as half a win, with a seat advantage per scenario; intervals are 95%%, a drawn game counted as the less uncertain result it is (sandwich variance).\n")
	incomplete := 0
	for _, b := range l.Boards {
		if !b.Complete {
			incomplete++
		}
	}
	if incomplete > 0 {
		fmt.Fprintf(&sb, "%d of %d scenarios are INCOMPLETE (played with --incomplete: their games are not the rulebook's game); they are marked below.\n", incomplete, len(l.Boards))
	}
	if len(l.Boards) > 1 {
		fmt.Fprintf(&sb, "\n### Overall (%d scenarios)\n\n", len(l.Boards))
		writeRatings(&sb, l.Overall, l.Gaps)
	}
	for _, b := range l.Boards {
		mark := "complete"
		if !b.Complete {
			mark = "INCOMPLETE, played with --incomplete"
		}
		fmt.Fprintf(&sb, "\n### %s (%s; %s)\n\n", b.Scenario, b.Title, mark)
		writeRatings(&sb, b.Ratings, b.Gaps)
		fmt.Fprintf(&sb, "The %s (French) seat is worth %+.0f Elo [%+.0f, %+.0f].\n\n", b.Sides[0], b.FirstSeat.Elo, b.FirstSeat.Lo, b.FirstSeat.Hi)
		writeSeats(&sb, b)
		sb.WriteString("\n| French bot | Anti-French bot | games | French wins | Anti-French wins | draws | failed |\n|---|---|---|---|---|---|---|\n")
		for _, m := range b.Matches {
			fmt.Fprintf(&sb, "| %s | %s | %d | %d | %d | %d | %d |\n", m.French, m.Anti, m.Games, m.Wins[0], m.Wins[1], m.Draws, m.Failed)
		}
		for _, m := range b.Matches {
			for _, e := range m.Errors {
				fmt.Fprintf(&sb, "- failed (%s against %s): %s\n", m.French, m.Anti, e)
			}
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

func writeRatings(sb *strings.Builder, rs []sim.Rating, gaps []sim.Gap) {
	sb.WriteString("| rank | bot | Elo | 95% CI | games |\n|---|---|---|---|---|\n")
	for i, r := range rs {
		ci := "(anchor)"
		if r.Hi > r.Lo {
			ci = fmt.Sprintf("[%.0f, %.0f]", r.Lo, r.Hi)
		}
		fmt.Fprintf(sb, "| %d | %s | %.0f | %s | %d |\n", i+1, r.Bot, r.Elo, ci, r.Games)
	}
	sb.WriteString("\n")
	for _, g := range gaps {
		verdict := "clearly stronger"
		if !g.Apart {
			verdict = "not told apart"
		}
		fmt.Fprintf(sb, "- %s over %s: %+.0f Elo [%+.0f, %+.0f], %s\n", g.Stronger, g.Weaker, g.Elo, g.Lo, g.Hi, verdict)
	}
	sb.WriteString("\n")
}

// writeSeats writes, for each bot and each weaker one, the seats from
// which the stronger scores more against the weaker than the weaker
// scores against itself.
func writeSeats(sb *strings.Builder, b sim.LadderBoard) {
	sb.WriteString("| seat | bot | against | its points a game | the weaker's own | apart |\n|---|---|---|---|---|---|\n")
	for _, c := range b.Seats {
		apart := "no"
		if c.Apart {
			apart = "yes"
		}
		fmt.Fprintf(sb, "| %s | %s | %s | %.2f [%.2f, %.2f] | %.2f [%.2f, %.2f] | %s |\n", c.Seat, c.Stronger, c.Weaker,
			c.Score.P, c.Score.Lo, c.Score.Hi, c.Base.P, c.Base.Lo, c.Base.Hi, apart)
	}
}
