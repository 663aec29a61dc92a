package trace_test

import (
	"testing"

	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

func TestSidesAndRoadsOnTheTuningSet(t *testing.T) {
	checkSides(t, pictures(t, testset.Tuning))
}

// sideScore plays the designer naming each cluster of hexsides from its
// example (the truth); a side counts when it has a feature in the truth
// or in the proposal, and is right when both agree.
func sideScore(p testset.Picture, res *trace.Result) (right, all int) {
	truth := map[[2]string]string{}
	for _, h := range p.Scenario.Map.Hexsides {
		truth[h.Between] = h.Features[0]
	}
	name := map[int]string{}
	for _, c := range res.SideClusters {
		name[c.ID] = truth[c.Example]
	}
	got := map[[2]string]string{}
	for _, s := range res.Sides {
		if n := name[s.Cluster]; n != "" {
			got[s.Between] = n
		}
	}
	for k, v := range truth {
		all++
		if got[k] == v {
			right++
		}
	}
	for k := range got {
		if truth[k] == "" {
			all++
		}
	}
	return
}

// roadScore counts the links between neighbouring hexes: right when the
// truth and the proposal both have it.
func roadScore(p testset.Picture, res *trace.Result) (right, all int) {
	type pair [2]string
	key := func(a, b string) pair {
		if b < a {
			a, b = b, a
		}
		return pair{a, b}
	}
	truth := map[pair]bool{}
	for _, r := range p.Scenario.Map.Roads {
		for i := 1; i < len(r.Hexes); i++ {
			truth[key(r.Hexes[i-1], r.Hexes[i])] = true
		}
	}
	got := map[pair]bool{}
	for _, r := range res.Roads {
		for i := 1; i < len(r.Hexes); i++ {
			got[key(r.Hexes[i-1], r.Hexes[i])] = true
		}
	}
	for k := range truth {
		all++
		if got[k] {
			right++
		}
	}
	for k := range got {
		if !truth[k] {
			all++
		}
	}
	return
}

func checkSides(t *testing.T, pics []testset.Picture) {
	sr, sa, rr, ra, ur, uall := 0, 0, 0, 0, 0, 0
	for _, p := range pics {
		res, err := trace.Trace(p.Image, p.Scenario.Grid(), trace.Options{})
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		r, a := sideScore(p, res)
		r2, a2 := roadScore(p, res)
		u, ua := uphillScore(p, res)
		sr, sa, rr, ra, ur, uall = sr+r, sa+a, rr+r2, ra+a2, ur+u, uall+ua
		t.Logf("%s: hexsides %d of %d right, road links %d of %d right, uphill side of %d of %d slopes found", p.Name, r, a, r2, a2, u, ua)
		for _, c := range res.SideClusters {
			t.Logf("   side cluster %d: %d sides, %s, width %.2f, hachures %v, example %v", c.ID, c.Sides, c.Colour, c.Width, c.Hachure, c.Example)
		}
	}
	t.Logf("all: hexsides %d of %d, road links %d of %d, uphill %d of %d", sr, sa, rr, ra, ur, uall)
	if float64(uall) > 0 && float64(ur) < 0.9*float64(uall) {
		t.Errorf("the uphill hex right on %d of %d slopes found; want at least 90%%", ur, uall)
	}
	if float64(sr) < 0.9*float64(sa) {
		t.Errorf("hexsides right on %d of %d; want at least 90%%", sr, sa)
	}
	if float64(rr) < 0.9*float64(ra) {
		t.Errorf("road links right on %d of %d; want at least 90%%", rr, ra)
	}
}

// uphillScore counts the slopes of the truth found among the proposed
// hexsides with hachures on one side, and how many of them name the
// truth's uphill hex.
func uphillScore(p testset.Picture, res *trace.Result) (right, all int) {
	up := map[[2]string]string{}
	for _, h := range p.Scenario.Map.Hexsides {
		if h.Features[0] == "slope" {
			up[h.Between] = h.Uphill
		}
	}
	for _, s := range res.Sides {
		if u, ok := up[s.Between]; ok && s.Uphill != "" {
			all++
			if s.Uphill == u {
				right++
			}
		}
	}
	return
}
