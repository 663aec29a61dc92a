package report

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
)

// WriteJSON writes the report as indented JSON.
func WriteJSON(w io.Writer, r *sim.Report) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

func pct(p float64) string { return fmt.Sprintf("%.1f%%", 100*p) }

// FirstLine is the line a report starts with when its games are not the
// rulebook's game (the scenario lacks data its rules need) or are played
// on a partly traced map; "" otherwise.
func FirstLine(r *sim.Report) string {
	var parts []string
	if !r.Complete {
		n := 0
		for _, g := range r.Gaps {
			if g.Blocks {
				n++
			}
		}
		parts = append(parts, fmt.Sprintf("INCOMPLETE SCENARIO: these games describe a different game from the rulebook's (%s, listed under \"Gaps\")", scenario.GapCount(n)))
	}
	if r.Terrain != "" {
		t := r.Terrain
		if len(parts) == 0 {
			t = strings.ToUpper(t[:1]) + t[1:]
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, "; ")
}

// Headline says in one sentence which side is favoured and how sure the
// numbers are; for an incomplete scenario it names no side.
func Headline(r *sim.Report) string {
	if r.Games == 0 {
		return "No game reached a result."
	}
	if !r.Complete {
		return fmt.Sprintf("No side is called favoured: the scenario lacks data its rules need, so these games are not the rulebook's game (%s %s, %s %s of these games).", r.Sides[0], pct(r.WinRate[0].P), r.Sides[1], pct(r.WinRate[1].P))
	}
	a, b := r.WinRate[0], r.WinRate[1]
	switch {
	case a.Lo > b.Hi:
		return fmt.Sprintf("%s is favoured: wins %s of games against %s for %s.", r.Sides[0], pct(a.P), pct(b.P), r.Sides[1])
	case b.Lo > a.Hi:
		return fmt.Sprintf("%s is favoured: wins %s of games against %s for %s.", r.Sides[1], pct(b.P), pct(a.P), r.Sides[0])
	}
	return fmt.Sprintf("Neither side is clearly favoured at %d games: %s %s, %s %s.", r.Games, r.Sides[0], pct(a.P), r.Sides[1], pct(b.P))
}

// RatingsLine says how strong the bots that played are: each one's rating
// in the last ladder of the bundled scenarios (adc balance ladder), on this
// scenario or over all of them, or that the ladder did not rate it.
func RatingsLine(r *sim.Report) string {
	var parts []string
	games := 0
	for side, bot := range r.Bots {
		if side == 1 && bot == r.Bots[0] {
			break
		}
		br := r.BotRatings[side]
		if br == nil {
			parts = append(parts, bot+" not rated")
			continue
		}
		where := "on " + br.Scenario
		if br.Scenario == "" {
			where = "over the scenarios of the ladder (docs/balance.md)"
		}
		ci := fmt.Sprintf("[%.0f, %.0f]", br.Lo, br.Hi)
		if br.Hi <= br.Lo {
			ci = "(the scale's anchor)"
		}
		parts = append(parts, fmt.Sprintf("%s %.0f %s %s", bot, br.Elo, ci, where))
		games = br.Ladder
	}
	line := "Bot ratings (Elo by victory level, random 0, 95% CI; adc balance ladder"
	if games > 0 {
		line += fmt.Sprintf(", %d games a pairing and seat", games)
	}
	return line + "): " + strings.Join(parts, "; ") + "."
}

// WriteText writes the report for a terminal.
func WriteText(w io.Writer, r *sim.Report) error {
	var sb strings.Builder
	if l := FirstLine(r); l != "" {
		sb.WriteString(l + "\n")
	}
	fmt.Fprintf(&sb, "Balance of %s (%s): %s, %s bot for %s, %s bot for %s, seed %d\n", r.Scenario, r.Title, GamesPlayed(r), r.Bots[0], r.Sides[0], r.Bots[1], r.Sides[1], r.Seed)
	sb.WriteString(RatingsLine(r) + "\n")
	sb.WriteString(Headline(r) + "\n\n")
	tw := tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "RESULT\tSHARE\t95% CI\tGAMES")
	for side := 0; side < 2; side++ {
		p := r.WinRate[side]
		fmt.Fprintf(tw, "%s wins\t%s\t[%s, %s]\t%d\n", r.Sides[side], pct(p.P), pct(p.Lo), pct(p.Hi), p.K)
	}
	fmt.Fprintf(tw, "draws\t%s\t[%s, %s]\t%d\n", pct(r.DrawRate.P), pct(r.DrawRate.Lo), pct(r.DrawRate.Hi), r.Draws)
	tw.Flush()
	fmt.Fprintf(&sb, "At %d games, two settings must differ by %.1f points of win rate to be told apart (5%% level, 80%% power).\n", r.Games, 100*r.MinDetectable)
	if r.Failed > 0 {
		fmt.Fprintf(&sb, "Games that failed (an order the engine refused, or no result; not in the shares above): %d\n", r.Failed)
		for _, e := range r.Errors {
			fmt.Fprintf(&sb, "  %s\n", e)
		}
	}
	sb.WriteString("\nVictory levels:\n")
	tw = tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	for _, l := range r.Levels {
		name := l.Winner + " " + l.Level
		if l.Winner == "draw" {
			name = "draw"
		}
		fmt.Fprintf(tw, "  %s\t%s\t%d\n", name, pct(l.Share.P), l.Count)
	}
	tw.Flush()
	sb.WriteString("\nTurn in which the game was decided:\n")
	most := 0
	for _, d := range r.DecisionTurn {
		most = max(most, d.Count)
	}
	for _, d := range r.DecisionTurn {
		fmt.Fprintf(&sb, "  turn %2d %-40s %d\n", d.Turn, strings.Repeat("#", (40*d.Count+most-1)/most), d.Count)
	}
	sb.WriteString("\nMorale at the end of each turn, median [quartiles]:\n")
	tw = tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "  TURN\t%s\t%s\tGAMES\n", r.Sides[0], r.Sides[1])
	for i := range r.Morale[0] {
		a := r.Morale[0][i]
		bq := sim.TurnMorale{}
		if i < len(r.Morale[1]) {
			bq = r.Morale[1][i]
		}
		fmt.Fprintf(tw, "  %d\t%d [%d-%d]\t%d [%d-%d]\t%d\n", a.Turn, a.Median, a.Q1, a.Q3, bq.Median, bq.Q1, bq.Q3, a.N)
	}
	tw.Flush()
	sb.WriteString("\nLosses by unit (games ending Broken or eliminated):\n")
	tw = tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	for _, l := range r.Losses {
		if l.Lost == 0 {
			continue
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", l.ID, l.Name, l.Side, pct(l.Rate.P))
	}
	tw.Flush()
	sb.WriteString("\nBattles by hex (defender's hex, the ten most fought over):\n")
	for i, b := range r.Battles {
		if i == 10 {
			break
		}
		fmt.Fprintf(&sb, "  %s  %d (%.2f a game)\n", b.Hex, b.Count, float64(b.Count)/float64(max(r.Games, 1)))
	}
	writeFired(&sb, "Special rules that fired", r.Rules, r.Games, "")
	writeFired(&sb, "Event cards drawn", r.Cards, r.Games, "#")
	sb.WriteString("\nRules the engine did not apply (the numbers leave these out):\n")
	if len(r.NotApplied) == 0 {
		sb.WriteString("  none\n")
	}
	for _, n := range r.NotApplied {
		fmt.Fprintf(&sb, "  - %s\n", n)
	}
	fmt.Fprintf(&sb, "(%d assumptions in all: adc play lists them.)\n", len(r.Assumptions))
	if len(r.Gaps) > 0 {
		sb.WriteString("\nGaps (data the scenario lacks; ! stops play):\n")
		for _, g := range r.Gaps {
			mark := " "
			if g.Blocks {
				mark = "!"
			}
			fmt.Fprintf(&sb, "  %s %s\n", mark, g)
		}
	}
	if len(r.ScenarioAssumptions) > 0 {
		sb.WriteString("\nScenario assumptions (values the rulebook does not print):\n")
		for _, a := range r.ScenarioAssumptions {
			fmt.Fprintf(&sb, "  - %s\n", a)
		}
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// GamesPlayed counts the games: "1997 games played to a result, 3
// failed (listed below)", or "1000 games" when none failed.
func GamesPlayed(r *sim.Report) string {
	if r.Failed == 0 {
		return fmt.Sprintf("%d games", r.Games)
	}
	return fmt.Sprintf("%d games played to a result, %d failed (listed below)", r.Games, r.Failed)
}

func writeFired(sb *strings.Builder, title string, fs []sim.Fired, games int, prefix string) {
	fmt.Fprintf(sb, "\n%s:\n", title)
	if len(fs) == 0 {
		sb.WriteString("  none\n")
	}
	tw := tabwriter.NewWriter(sb, 0, 4, 2, ' ', 0)
	for _, f := range fs {
		fmt.Fprintf(tw, "  %s%s\t%s\tin %s of games\t%.2f a game\n", prefix, f.ID, f.Title, pct(float64(f.Games)/float64(max(games, 1))), float64(f.Times)/float64(max(games, 1)))
	}
	tw.Flush()
}

// WriteTuningJSON writes a tuning result as indented JSON.
func WriteTuningJSON(w io.Writer, t *sim.Tuning) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(t)
}

// WriteTuning writes a tuning result for a terminal.
func WriteTuning(w io.Writer, t *sim.Tuning) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "Tuning %s for a win rate of %s for the %s side (the scenario has %d):\n", t.Param, pct(t.Target), t.Side, t.Current)
	tw := tabwriter.NewWriter(&sb, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "  VALUE\tWIN RATE\t95% CI\tGAMES")
	for _, tr := range t.Trials {
		mark := ""
		if tr.Value == t.Best {
			mark = "<- closest"
		} else if tr.Value == t.Current {
			mark = "(scenario)"
		}
		fmt.Fprintf(tw, "  %d\t%s\t[%s, %s]\t%d\t%s\n", tr.Value, pct(tr.WinRate.P), pct(tr.WinRate.Lo), pct(tr.WinRate.Hi), tr.Games, mark)
	}
	tw.Flush()
	fmt.Fprintf(&sb, "Best: %s = %d (%d games played in all).\n", t.Param, t.Best, t.Games)
	for _, tr := range t.Trials {
		if tr.Failed > 0 {
			fmt.Fprintf(&sb, "Games that failed at %s = %d (an order the engine refused, or no result; not in its win rate): %d\n", t.Param, tr.Value, tr.Failed)
			for _, e := range tr.Errors {
				fmt.Fprintf(&sb, "  %s\n", e)
			}
		}
	}
	if t.Flat {
		sb.WriteString("The win rate hardly moves over the whole range: at these numbers of games this value does not matter.\n")
	}
	if !t.Reached {
		fmt.Fprintf(&sb, "No value tried reaches the target: the closest interval misses %s; change another value, or widen --range.\n", pct(t.Target))
	}
	if len(t.Indistinct) > 0 {
		fmt.Fprintf(&sb, "Not told apart from it at these numbers of games: %v.\n", t.Indistinct)
	}
	games := 0
	if len(t.Trials) > 0 {
		games = t.Trials[0].Games
	}
	fmt.Fprintf(&sb, "At %d games per value, two values must differ by %.1f points of win rate to be told apart (5%% level, 80%% power); %d games per value tell 5 points apart.\n",
		games, 100*t.MinDetectable, sim.GamesFor(t.Target, 0.05))
	_, err := io.WriteString(w, sb.String())
	return err
}
