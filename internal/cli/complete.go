package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// IncompleteUsage is the help line of --incomplete, shared by adc play and
// adc balance.
const IncompleteUsage = `  --incomplete      play a scenario that lacks data its rules need (see adc
                    validate's "Gaps before play"); every result then says
                    it describes a different game, and no side is called
                    favoured`

// CompletenessOf is what the scenario lacks for play
// (scenario.CheckCompleteness); the game length is no gap when --end-turn
// gives it.
func CompletenessOf(s *scenario.Scenario, endTurn int) scenario.Completeness {
	c := scenario.CheckCompleteness(s)
	if endTurn > 0 {
		kept := c.Gaps[:0]
		for _, g := range c.Gaps {
			if g.Kind != scenario.GapGameLength {
				kept = append(kept, g)
			}
		}
		c.Gaps = kept
	}
	return c
}

// RefuseIncomplete prints, for the command cmd, every gap of c that stops
// play, with what it stops and how to fill it, and returns the exit status
// 1. It is called when the scenario is not playable and --incomplete was
// not given.
func RefuseIncomplete(w io.Writer, cmd, id string, c scenario.Completeness) int {
	gaps := c.Blocking()
	fmt.Fprintf(w, "%s: scenario %q lacks data its rules need (%s); a game played without it is a different game:\n", cmd, id, scenario.GapCount(len(gaps)))
	writeGapList(w, gaps)
	fmt.Fprintf(w, "%s: fill them in (adc validate %s lists them), or play anyway with --incomplete\n", cmd, id)
	return ExitFindings
}

func writeGapList(w io.Writer, gaps []scenario.Gap) {
	for _, g := range gaps {
		fmt.Fprintf(w, "  - %s: %s [rule %s]\n", g.Object, g.What, g.Rule)
		if len(g.Stops) > 0 {
			fmt.Fprintf(w, "      stops: %s\n", strings.Join(g.Stops, ", "))
		}
		fmt.Fprintf(w, "      fill: %s (%s)\n", g.Fill, g.Path)
	}
}

// FirstLine is the line every result of a game on the scenario starts
// with: that the scenario is incomplete and the result describes a
// different game, and how much of the map is traced; "" for a complete
// scenario on a traced map.
func FirstLine(c scenario.Completeness) string { return c.FirstLine() }

// WriteCompleteness writes the gaps and the scenario's assumptions as the
// sections that end a report: "Gaps" (those that stop play, then the
// others) and "Scenario assumptions".
func WriteCompleteness(w io.Writer, c scenario.Completeness) {
	if len(c.Gaps) > 0 {
		fmt.Fprintln(w, "\nGaps (data the scenario lacks; ! stops play):")
		for _, g := range c.Gaps {
			mark := " "
			if g.Blocks {
				mark = "!"
			}
			fmt.Fprintf(w, "  %s %s\n", mark, g)
		}
	}
	if len(c.Assumptions) > 0 {
		fmt.Fprintln(w, "\nScenario assumptions (values the rulebook does not print):")
		for _, a := range c.Assumptions {
			fmt.Fprintf(w, "  - %s\n", a)
		}
	}
}

// CompletenessJSON is the completeness of a scenario in a command's JSON
// output: "complete" is false when a gap stops play.
type CompletenessJSON struct {
	Complete    bool                  `json:"complete"`
	Terrain     string                `json:"terrain,omitempty"`
	Gaps        []scenario.Gap        `json:"gaps"`
	Assumptions []scenario.Assumption `json:"scenario_assumptions,omitempty"`
}

// CompletenessToJSON converts c.
func CompletenessToJSON(c scenario.Completeness) *CompletenessJSON {
	gaps := c.Gaps
	if gaps == nil {
		gaps = []scenario.Gap{}
	}
	return &CompletenessJSON{Complete: c.Playable(), Terrain: c.TerrainLine(), Gaps: gaps, Assumptions: c.Assumptions}
}

// writeValidateCompleteness is adc validate's section after the findings:
// the gaps before play, apart from the errors (a scenario in progress is
// not wrong for lacking them), and the scenario's assumptions.
func writeValidateCompleteness(w io.Writer, file string, c scenario.Completeness) {
	if len(c.Gaps) == 0 && len(c.Assumptions) == 0 {
		return
	}
	b := c.Blocking()
	switch {
	case len(b) > 0:
		fmt.Fprintf(w, "%s: gaps before play: %d stop play (adc play and adc balance refuse the scenario until they are filled), %d more\n", file, len(b), len(c.Gaps)-len(b))
	case len(c.Gaps) > 0:
		fmt.Fprintf(w, "%s: gaps before play: none stops play, %d to fill\n", file, len(c.Gaps))
	}
	for _, g := range c.Gaps {
		mark := "gap"
		if g.Blocks {
			mark = "stops play"
		}
		fmt.Fprintf(w, "  %s: %s: %s [rule %s]\n", mark, g.Object, g.What, g.Rule)
		if len(g.Stops) > 0 {
			fmt.Fprintf(w, "      stops: %s\n", strings.Join(g.Stops, ", "))
		}
		fmt.Fprintf(w, "      fill: %s (%s)\n", g.Fill, g.Path)
	}
	for _, a := range c.Assumptions {
		fmt.Fprintf(w, "  assumption: %s\n", a)
	}
}
