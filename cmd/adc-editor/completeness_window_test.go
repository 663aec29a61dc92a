package main

import (
	"path/filepath"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The first row of the Before play list, under the validation findings,
// at 1280x720.
var firstGap = [2]int{1140, 560}

// TestWindowCompletenessListOfABlankScenario: the Before play list of a
// blank scenario names what play needs, those that stop play first: each
// side's LOC hexes (9.7.7), then each side's units (3.0), then a victory
// condition (15.0). Clicking the first gap each time goes where it is
// filled; filling it there takes it off the list, so that the next click
// on the same row reaches the next gap. The saved file shows every gap
// was reached in that order.
func TestWindowCompletenessListOfABlankScenario(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	file, _ := blankScenario(t, dir, "gaps.yaml")
	e := d.launch(t, filepath.Join(dir, "config"), file)
	d.shot(t, "gaps-1-blank")

	// side french: no LOC hex: the LOC tool, for the French.
	e.clickPx(t, firstGap[0], firstGap[1])
	e.clickPx(t, 322, 180) // hex 0101
	// side anti-french: no LOC hex.
	e.clickPx(t, firstGap[0], firstGap[1])
	e.clickPx(t, 885, 640) // hex 1208
	d.shot(t, "gaps-2-locs")
	// side french: no units: the unit form for a French unit, given its
	// strength and movement (2.0) so that no unit-values gap comes next.
	addUnit := func() {
		e.clickPx(t, firstGap[0], firstGap[1])
		settle()
		e.keys(t, "Tab", "Tab", "Tab", "Tab", "Tab")
		e.typeText(t, "4")
		e.keys(t, "Tab")
		e.typeText(t, "4")
		e.keys(t, "Return")
	}
	addUnit()
	// side anti-french: no units.
	addUnit()
	// victory conditions: the Victory tab opens; Add gives the standard
	// Morale victory.
	e.clickPx(t, firstGap[0], firstGap[1])
	e.clickPx(t, 247, 208) // Add
	d.shot(t, "gaps-3-victory")
	e.tab(t, "map")
	e.keys(t, "ctrl+s")
	data := waitFile(t, file, "the gaps filled", func(b []byte) bool {
		s, err := scenario.Parse(b, "gaps.yaml")
		return err == nil && len(s.Victory) == 1
	})
	s := parseSaved(t, data)
	sides := map[string]string{}
	for _, l := range s.Map.LOCs {
		sides[l.Hex] = l.Side
	}
	if sides["0101"] != scenario.French || sides["1208"] != scenario.AntiFrench {
		t.Errorf("LOC hexes %v: want 0101 French and 1208 Anti-French, from the first two gaps", s.Map.LOCs)
	}
	if len(s.Units) != 2 || s.Units[0].Side != scenario.French || s.Units[1].Side != scenario.AntiFrench || s.Units[1].Strength == nil {
		t.Errorf("units %+v: want a French unit, then an Anti-French one, from the next two gaps", s.Units)
	}
	c := scenario.CheckCompleteness(s)
	for _, g := range c.Gaps {
		switch g.Kind {
		case scenario.GapLOC, scenario.GapUnits, scenario.GapVictory:
			t.Errorf("gap left after filling it through the list: %s", g)
		}
	}
	d.shot(t, "gaps-4-saved")
	e.quit(t)
}
