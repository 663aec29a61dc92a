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
// the ratings over every scenario and the seat checks of each bot against
// the next weaker one, then each scenario's ratings, seat checks (each bot
// against each weaker one from each seat) and games; ratings and seats by
// victory level, with the same by win, draw and loss beside them.
func WriteLadder(w io.Writer, l *sim.Ladder) error {
	var sb strings.Builder
	who := "every bot against every bot, itself included, from both seats"
	if l.Neighbours {
		who = "each bot against the next weaker and the next stronger one from both seats, and every bot but the strongest against itself"
	}
	fmt.Fprintf(&sb, "Ladder of %s: %d games a pairing and seat (%s), seed %d.\n",
		strings.Join(l.Bots, ", "), l.Games, who, l.Seed)
	fmt.Fprintf(&sb, "Ratings are Bradley-Terry on the Elo scale (random at 0; 400 points is odds of 10 to 1), with a seat advantage per scenario; intervals are 95%%, a drawn or marginal game counted as the less uncertain result it is (sandwich variance).\n")
	fmt.Fprintf(&sb, "A game scores by its victory level: the winner %s, the loser the rest, a draw 1/2 each; a victory without a level scores 1. The same by win (1), draw (1/2) and loss (0) is given beside it (W/D/L).\n", levelScale)
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
		writeRatings(&sb, l.Overall, l.Gaps, l.OverallWDL, l.GapsWDL)
	}
	writeNeighbourSeats(&sb, l)
	for _, b := range l.Boards {
		mark := "complete"
		if !b.Complete {
			mark = "INCOMPLETE, played with --incomplete"
		}
		fmt.Fprintf(&sb, "\n### %s (%s; %s)\n\n", b.Scenario, b.Title, mark)
		if !b.Levels {
			sb.WriteString("No game here was won at a level below a plain win: the points by level are those by win, draw and loss.\n\n")
		}
		writeRatings(&sb, b.Ratings, b.Gaps, b.RatingsWDL, b.GapsWDL)
		fmt.Fprintf(&sb, "The %s (French) seat is worth %+.0f Elo [%+.0f, %+.0f] (W/D/L %+.0f [%+.0f, %+.0f]).\n\n", b.Sides[0],
			b.FirstSeat.Elo, b.FirstSeat.Lo, b.FirstSeat.Hi, b.FirstSeatWDL.Elo, b.FirstSeatWDL.Lo, b.FirstSeatWDL.Hi)
		writeSeats(&sb, b)
		sb.WriteString("\n| French bot | Anti-French bot | games | French wins | Anti-French wins | draws | failed | results by level |\n|---|---|---|---|---|---|---|---|\n")
		for _, m := range b.Matches {
			fmt.Fprintf(&sb, "| %s | %s | %d | %d | %d | %d | %d | %s |\n", m.French, m.Anti, m.Games, m.Wins[0], m.Wins[1], m.Draws, m.Failed, levelsOf(m, b.Sides))
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

// levelScale is the points of sim.LevelPoints, as the ladder's text
// gives them.
const levelScale = "of a Decisive Victory 1, of a Major one 5/6, of a Marginal (Minimal) one 2/3"

// levelsOf is a match's games by result: "Russian decisive 119, Russian
// marginal 65, draw 16".
func levelsOf(m sim.Match, sides [2]string) string {
	var parts []string
	for _, o := range m.Outcomes {
		who := "draw"
		if o.Winner >= 0 {
			who = sides[o.Winner] + " " + o.Level
		}
		parts = append(parts, fmt.Sprintf("%s %d", who, o.Games))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, ", ")
}

func writeRatings(sb *strings.Builder, rs []sim.Rating, gaps []sim.Gap, wdl []sim.Rating, gapsWDL []sim.Gap) {
	ci := func(r sim.Rating) string {
		if r.Hi > r.Lo {
			return fmt.Sprintf("[%.0f, %.0f]", r.Lo, r.Hi)
		}
		return "(anchor)"
	}
	sb.WriteString("| rank | bot | Elo by level | 95% CI | Elo by W/D/L | 95% CI | games |\n|---|---|---|---|---|---|---|\n")
	for i, r := range rs {
		w, ok := ratingOf(wdl, r.Bot)
		we, wci := "-", "-"
		if ok {
			we, wci = fmt.Sprintf("%.0f", w.Elo), ci(w)
		}
		fmt.Fprintf(sb, "| %d | %s | %.0f | %s | %s | %s | %d |\n", i+1, r.Bot, r.Elo, ci(r), we, wci, r.Games)
	}
	sb.WriteString("\n")
	for _, g := range gaps {
		fmt.Fprintf(sb, "- %s over %s: %s", g.Stronger, g.Weaker, gapText(g))
		for _, w := range gapsWDL {
			if w.Stronger == g.Stronger && w.Weaker == g.Weaker {
				fmt.Fprintf(sb, " (W/D/L %s)", gapText(w))
			}
		}
		sb.WriteString("\n")
	}
	sb.WriteString("\n")
}

func ratingOf(rs []sim.Rating, bot string) (sim.Rating, bool) {
	for _, r := range rs {
		if r.Bot == bot {
			return r, true
		}
	}
	return sim.Rating{}, false
}

func gapText(g sim.Gap) string {
	verdict := "clearly stronger"
	if !g.Apart {
		verdict = "not told apart"
	}
	return fmt.Sprintf("%+.0f Elo [%+.0f, %+.0f], %s", g.Elo, g.Lo, g.Hi, verdict)
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func pointsText(p sim.Proportion) string {
	return fmt.Sprintf("%.2f [%.2f, %.2f]", p.P, p.Lo, p.Hi)
}

// writeNeighbourSeats writes, for each bot and the next weaker one, every
// seat of every scenario in which the ladder checked them, under both
// scorings, and how many seats are apart.
func writeNeighbourSeats(sb *strings.Builder, l *sim.Ladder) {
	tallies, checks := l.NeighbourSeats()
	n := 0
	for _, t := range tallies {
		n += t.Seats
	}
	if n == 0 {
		return
	}
	sb.WriteString("\n### Seat by seat (each bot against the next weaker one)\n\n")
	sb.WriteString("Each bot's points a game from a seat against the next weaker bot, and the weaker's own from that seat against itself, with 95% intervals; apart when the first lies above the second.\n\n")
	for _, t := range tallies {
		fmt.Fprintf(sb, "- %s over %s: apart in %d of %d seats by victory level, %d of %d by W/D/L\n", t.Stronger, t.Weaker, t.Apart, t.Seats, t.ApartWDL, t.Seats)
	}
	sb.WriteString("\n| scenario | seat | bot | against | by level: its points | the weaker's own | apart | W/D/L: its points | the weaker's own | apart |\n|---|---|---|---|---|---|---|---|---|---|\n")
	for _, cs := range checks {
		for _, c := range cs {
			fmt.Fprintf(sb, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", c.Scenario, c.Seat, c.Stronger, c.Weaker,
				pointsText(c.Score), pointsText(c.Base), yesNo(c.Apart), pointsText(c.ScoreWDL), pointsText(c.BaseWDL), yesNo(c.ApartWDL))
		}
	}
}

// writeSeats writes, for each bot and each weaker one, the seats from
// which the stronger scores more against the weaker than the weaker
// scores against itself, under both scorings.
func writeSeats(sb *strings.Builder, b sim.LadderBoard) {
	sb.WriteString("| seat | bot | against | by level: its points | the weaker's own | apart | W/D/L: its points | the weaker's own | apart |\n|---|---|---|---|---|---|---|---|---|\n")
	for _, c := range b.Seats {
		fmt.Fprintf(sb, "| %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", c.Seat, c.Stronger, c.Weaker,
			pointsText(c.Score), pointsText(c.Base), yesNo(c.Apart), pointsText(c.ScoreWDL), pointsText(c.BaseWDL), yesNo(c.ApartWDL))
	}
}
