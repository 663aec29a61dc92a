package trace_test

import (
	"fmt"
	"testing"

	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

func TestMarkingsOnTheTuningSet(t *testing.T) {
	checkMarks(t, markedPictures(t, testset.Tuning))
}

// chartSides is the side colours a scenario of the standard chart sets
// gives adc trace: the renderer's, on the held-out set too (whose maps
// print other colours).
func chartSides() []trace.SideColour {
	var out []trace.SideColour
	for _, id := range []string{"french", "anti-french"} {
		c := render.DefaultStyle().Side[id]
		out = append(out, trace.SideColour{ID: id, Colour: [3]uint8{c.R, c.G, c.B}})
	}
	return out
}

// markTruth is the markings printed in each hex: kind -> side ("" for a
// place name).
func markTruth(p testset.Picture) map[string]map[string]string {
	t := map[string]map[string]string{}
	add := func(h, kind, side string) {
		if t[h] == nil {
			t[h] = map[string]string{}
		}
		t[h][kind] = side
	}
	m := p.Scenario.Map
	for _, x := range m.Objectives {
		add(x.Hex, trace.MarkObjective, x.Side)
	}
	for _, x := range m.LOCs {
		add(x.Hex, trace.MarkLOC, x.Side)
	}
	for _, ea := range m.EntryAreas {
		for _, h := range ea.Hexes {
			add(h, trace.MarkEntry, ea.Side)
		}
	}
	for _, x := range m.Places {
		add(x.Hex, trace.MarkPlace, "")
	}
	return t
}

// markScore plays the designer naming each group of markings once from
// its example hex (the truth there: its side, or "none" when nothing of
// that kind is printed there, which drops the group). A marking is found
// when a kept group puts it, with its side, where the map prints it; a
// false one is a kept marking the map does not print. It also counts the
// groups whose suggested side was already right.
func markScore(p testset.Picture, res *trace.Result) (found, printed, false_ map[string]int, suggested, groups int) {
	truth := markTruth(p)
	found, printed, false_ = map[string]int{}, map[string]int{}, map[string]int{}
	for _, kinds := range truth {
		for k := range kinds {
			printed[k]++
		}
	}
	name := map[int]string{}
	for _, g := range res.MarkGroups {
		side, ok := truth[g.Example][g.Kind]
		if !ok {
			side = "none"
		}
		name[g.ID] = side
		if ok && g.Kind != trace.MarkPlace {
			groups++
			if g.Suggested == side {
				suggested++
			}
		}
	}
	for _, m := range res.Marks {
		side := name[m.Group]
		if side == "none" {
			continue
		}
		if s, ok := truth[m.Hex][m.Kind]; ok && s == side {
			found[m.Kind]++
		} else {
			false_[m.Kind]++
		}
	}
	return
}

func checkMarks(t *testing.T, pics []testset.Picture) {
	found, printed, false_ := map[string]int{}, map[string]int{}, map[string]int{}
	sug, grp := 0, 0
	var lost []string
	var terrR, terrA, sideR, sideA int
	for _, p := range pics {
		res, err := trace.Trace(p.Image, p.Scenario.Grid(), trace.Options{SideColours: chartSides()})
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		if _, worst := gridError(p, res.Grid); worst >= 0.5*testset.PrintRadius {
			t.Logf("%s: the grid was not found (%v): its markings are not counted", p.Name, res.Grid.Notes)
			lost = append(lost, p.Name)
			continue
		}
		// With the markings printed, the terrain and hexsides read too
		// (reported, not held to the budgets: the symbols cover part of
		// a hex).
		tr, ta := nameClusters(p, res.Terrain)
		sr, sa := sideScore(p, res)
		terrR, terrA, sideR, sideA = terrR+tr, terrA+ta, sideR+sr, sideA+sa
		f, n, fa, s, g := markScore(p, res)
		if testing.Verbose() {
			for _, gr := range res.MarkGroups {
				t.Logf("   group %d: %s, %d, %s, like %s, looks %s %.2f", gr.ID, gr.Kind, gr.Marks, gr.Colour, gr.Example, gr.Suggested, gr.SuggestedConfidence)
			}
		}
		sug += s
		grp += g
		line := ""
		for _, k := range []string{trace.MarkObjective, trace.MarkLOC, trace.MarkEntry, trace.MarkPlace} {
			found[k] += f[k]
			printed[k] += n[k]
			false_[k] += fa[k]
			line += fmt.Sprintf(" %s %d/%d (+%d false)", k, f[k], n[k], fa[k])
		}
		t.Logf("%s:%s; %d of %d groups' sides suggested right", p.Name, line, s, g)
	}
	var F, N, FA int
	for _, k := range []string{trace.MarkObjective, trace.MarkLOC, trace.MarkEntry, trace.MarkPlace} {
		t.Logf("%s: %d of %d found (%.1f%%), %d false", k, found[k], printed[k], pct(found[k], printed[k]), false_[k])
		F, N, FA = F+found[k], N+printed[k], FA+false_[k]
	}
	t.Logf("all markings: %d of %d found (%.1f%%), %d false (%.1f%% of those kept); sides suggested right for %d of %d groups; %d pictures without a grid found %v", F, N, pct(F, N), FA, pct(FA, F+FA), sug, grp, len(lost), lost)
	t.Logf("on these pictures with their markings: terrain right on %d of %d hexes (%.1f%%), hexsides on %d of %d (%.1f%%)", terrR, terrA, pct(terrR, terrA), sideR, sideA, pct(sideR, sideA))
	if pct(F, N) < 90 || pct(FA, F+FA) > 10 {
		t.Errorf("markings: %d of %d found, %d false; want at least 90%% found and at most 10%% false", F, N, FA)
	}
}

func pct(a, b int) float64 {
	if b == 0 {
		return 100
	}
	return 100 * float64(a) / float64(b)
}
