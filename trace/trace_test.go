package trace_test

import (
	"sync"
	"testing"

	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

// The pictures are drawn once per test binary: drawing and degrading
// them takes a few seconds each.
var (
	setOnce [2]sync.Once
	setPics [2][]testset.Picture
	setErr  [2]error

	markedOnce [2]sync.Once
	markedPics [2][]testset.Picture
	markedErr  [2]error
)

// markedPictures is pictures with the maps' markings printed.
func markedPictures(t *testing.T, set testset.Set) []testset.Picture {
	t.Helper()
	markedOnce[set].Do(func() {
		n := 0
		if testing.Short() {
			n = 2
		}
		markedPics[set], markedErr[set] = testset.GenerateMarked(set, n)
	})
	if markedErr[set] != nil {
		t.Fatal(markedErr[set])
	}
	return markedPics[set]
}

func pictures(t *testing.T, set testset.Set) []testset.Picture {
	t.Helper()
	setOnce[set].Do(func() {
		n := 0
		if testing.Short() {
			n = 2
		}
		setPics[set], setErr[set] = testset.Generate(set, n)
	})
	if setErr[set] != nil {
		t.Fatal(setErr[set])
	}
	return setPics[set]
}

// nameClusters plays the designer: for each cluster, the terrain of its
// example hex (the truth) names the whole cluster. It returns the share of
// map hexes whose named terrain is right.
func nameClusters(p testset.Picture, tr trace.Terrain) (right, all int) {
	truth := func(code string) string {
		if t, ok := p.Scenario.Map.Terrain.Get(code); ok {
			return t
		}
		return p.Scenario.Map.DefaultTerrain
	}
	name := map[int]string{}
	for _, c := range tr.Clusters {
		name[c.ID] = truth(c.Example)
	}
	for _, h := range tr.Hexes {
		all++
		if h.Cluster != 0 && name[h.Cluster] == truth(h.Hex) {
			right++
		}
	}
	return
}
