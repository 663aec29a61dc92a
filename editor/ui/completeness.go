package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// CompletenessPanel lists what the scenario still lacks for the game its
// rulebook describes (scenario.CheckCompleteness): the same gaps adc play
// and adc balance refuse on, kept apart from the validator's errors so that
// a scenario being built is not shown in red. Each gap names its rule and
// what it stops; choosing one goes to where it is filled in.
type CompletenessPanel struct {
	*findingList[scenario.Gap]
	ed *Editor
	c  scenario.Completeness
}

func newCompletenessPanel(e *Editor) *CompletenessPanel {
	p := &CompletenessPanel{ed: e}
	p.findingList = newFindingList("Before play", gapText, func(g scenario.Gap) bool { return g.Blocks }, e.goToGap)
	// A gap is no error: one that stops play is a warning, the others
	// are for information.
	p.icons = [2]fyne.Resource{theme.InfoIcon(), theme.WarningIcon()}
	// The heading wraps rather than widen the window's right column.
	p.summary.Wrapping = fyne.TextWrapWord
	return p
}

// gapText is a gap as the panel lists it: what lacks what, its rule, the
// units and special rules it stops (the first three) and, in the editor's
// words, how to fill it in.
func gapText(g scenario.Gap) string {
	what, _, _ := strings.Cut(g.What, ": ") // the clause; the rest is said when it is chosen
	s := g.Object + ": " + what + " [" + g.Rule + "]"
	var stops []string
	for _, x := range g.Stops {
		if !strings.HasPrefix(x, "rule ") { // the rules are named in What
			stops = append(stops, x)
		}
	}
	if len(stops) > 3 {
		stops = append(stops[:3], countOf(len(stops)-3, "other"))
	}
	if len(stops) > 0 {
		s += "; stops " + strings.Join(stops, ", ")
	}
	if h := gapHint(g); h != "" {
		s += " — " + h
	}
	return s
}

// gapHints says how to fill each kind of gap in the editor (the gap's own
// Fill names the file's fields, for the command line).
var gapHints = map[scenario.GapKind]string{
	scenario.GapUnits:      "add the side's units (Order of battle, Add)",
	scenario.GapLOC:        "click the side's LOC hexes (LOC tool, C)",
	scenario.GapEntryArea:  "click the area's map-edge hexes (Entry area tool, A)",
	scenario.GapUnitValues: "enter each unit's printed Strength and Movement in Properties",
	scenario.GapVictory:    "add a condition in the Victory tab and choose its kind",
	scenario.GapDeck:       "add the scenario's cards in the Event deck tab",
	scenario.GapGameLength: "set the Last turn in the Turn track tab",
	scenario.GapTerrain:    "paint the remaining hexes with the terrain palette (T, B, F), or trace a scan",
}

func gapHint(g scenario.Gap) string {
	if g.Kind == scenario.GapMapFeature {
		if strings.HasPrefix(g.Path, "special_rules[") {
			return "draw the hexsides with the Hexside tool (E), then clear needs_map in the Special rules tab"
		}
		return "draw the river along its hexsides with the Hexside tool (E)"
	}
	return gapHints[g.Kind]
}

// Check computes the gaps of the scenario as it is now and lists them,
// those that stop play first.
func (p *CompletenessPanel) Check(s *scenario.Scenario) {
	p.c = scenario.CheckCompleteness(s)
	var gs []scenario.Gap
	for _, blocks := range []bool{true, false} {
		for _, g := range p.c.Gaps {
			if g.Blocks == blocks {
				gs = append(gs, g)
			}
		}
	}
	p.show(gs, completenessSummary(p.c))
}

// completenessSummary is the panel's heading: "Before play: 2 gaps stop
// play, 1 more to fill", or that nothing is missing.
func completenessSummary(c scenario.Completeness) string {
	if len(c.Gaps) == 0 {
		return "Before play: nothing missing"
	}
	n := len(c.Blocking())
	s := "Before play: " + scenario.GapCount(n)
	rest := len(c.Gaps) - n
	switch {
	case n == 0:
		s = "Before play: playable, " + countOf(rest, "gap") + " to fill"
	case rest > 0:
		s += ", " + countOf(rest, "other gap")
	}
	return s + " (click one to fill it)"
}

// Gaps returns the gaps listed, in the panel's order.
func (p *CompletenessPanel) Gaps() []scenario.Gap { return p.findings }

// Content returns the panel.
func (p *CompletenessPanel) Content() fyne.CanvasObject { return p.content }

// goToGap goes to where a gap is filled in: the tab of the part of the
// scenario, the unit, or the map with the tool that fills it ready, and
// says in the status bar what to do.
func (e *Editor) goToGap(g scenario.Gap) {
	side := strings.TrimPrefix(g.Object, "side ")
	switch g.Kind {
	case scenario.GapUnits:
		e.ShowPanel("map")
		e.SetSide(side)
		e.OOB.ShowAdd()
	case scenario.GapLOC:
		e.ShowPanel("map")
		e.SetSide(side)
		e.SetTool(ToolLOC)
	case scenario.GapEntryArea:
		e.ShowPanel("map")
		if i, ok := gapIndex(g.Path, "map.entry_areas["); ok && i < len(e.Doc.Scenario().Map.EntryAreas) {
			a := e.Doc.Scenario().Map.EntryAreas[i]
			e.entryID = a.ID
			if e.bar.entry != nil {
				e.bar.entry.SetText(a.ID)
			}
			if a.Side != "" {
				e.SetSide(a.Side)
			}
		}
		e.SetTool(ToolEntry)
	case scenario.GapUnitValues:
		if len(g.Stops) > 0 {
			e.ShowPanel("map")
			e.selectUnit(strings.TrimPrefix(g.Stops[0], "unit "))
		}
	case scenario.GapTerrain:
		e.ShowPanel("map")
		e.SetTool(ToolFill)
	case scenario.GapMapFeature:
		if strings.HasPrefix(g.Path, "special_rules[") {
			e.Select(scenario.Finding{Path: g.Path})
		} else {
			e.ShowPanel("map")
			e.SetTool(ToolHexside)
		}
	default:
		e.Select(scenario.Finding{Path: g.Path})
	}
	e.setStatus(g.Object + ": " + g.What + " [" + g.Rule + "] — " + gapHint(g))
}

// gapIndex reads N from a gap's path prefix[N]....
func gapIndex(path, prefix string) (int, bool) {
	rest, ok := strings.CutPrefix(path, prefix)
	if !ok {
		return 0, false
	}
	n, _, ok := strings.Cut(rest, "]")
	if !ok {
		return 0, false
	}
	i, err := strconv.Atoi(n)
	return i, err == nil
}
