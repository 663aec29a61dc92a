package trace_test

import (
	"testing"

	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

func TestTerrainOnTheTuningSet(t *testing.T) {
	checkTerrain(t, pictures(t, testset.Tuning))
}

func checkTerrain(t *testing.T, pics []testset.Picture) {
	right, all := 0, 0
	for _, p := range pics {
		res, err := trace.Trace(p.Image, p.Scenario.Grid(), trace.Options{})
		if err != nil {
			t.Errorf("%s: %v", p.Name, err)
			continue
		}
		r, a := nameClusters(p, res.Terrain)
		right += r
		all += a
		t.Logf("%s: %d clusters, %d of %d hexes right after naming one hex per cluster (%.1f%%)", p.Name, len(res.Terrain.Clusters), r, a, 100*float64(r)/float64(a))
		for _, c := range res.Terrain.Clusters {
			t.Logf("   cluster %d: %d hexes, %s, example %s", c.ID, c.Hexes, c.Colour, c.Example)
		}
	}
	if float64(right) < 0.95*float64(all) {
		t.Errorf("terrain right on %d of %d hexes; want at least 95%%", right, all)
	}
}
