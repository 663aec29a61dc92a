package rules

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule6_5_SearchAgreesWithReferenceOnRandomMaps holds the movement
// search to its reference (relaxReference) where the bundled maps do not
// take it: rugged terrain (6.5; 16.7.2 light infantry, 16.7.3 cossacks,
// 16.9.2 leaders), hexsides that cost (a streambed) or are prohibited
// (6.2), roads (6.6), routed units (9.6.2), Spent units (16.8.2), leaders
// starting in an EZOC (16.9.2) and night (7.7). Each case is a random map
// and order of battle; every unit is searched in its Movement Phase.
func TestRule6_5_SearchAgreesWithReferenceOnRandomMaps(t *testing.T) {
	var k SearchKinds
	var sr Searcher // kept from map to map
	terrains := []string{"clear", "clear", "clear", "forest", "rough", "marsh", "swamp", "town"}
	features := []string{"streambed", "impassable", "minor_river", "slope"}
	for seed := uint64(1); seed <= 60; seed++ {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(seed, 11))
			f := newFixture(t, scenario.EditionWallachia)
			code := func() string { return fmt.Sprintf("%02d%02d", 1+rng.IntN(14), 1+rng.IntN(12)) }
			for i := 0; i < 60; i++ {
				f.terrain(code(), terrains[rng.IntN(len(terrains))])
			}
			for i := 0; i < 25; i++ {
				a := f.at(code())
				if n := a.Neighbour(hex.Dir(rng.IntN(6))); f.g.Contains(n) {
					f.side(f.code(a), f.code(n), features[rng.IntN(len(features))])
				}
			}
			for i := 0; i < 3; i++ {
				h := f.at(code())
				r := []string{f.code(h)}
				for j := 0; j < 6; j++ {
					h = h.Neighbour(hex.Dir(rng.IntN(6)))
					if !f.g.Contains(h) {
						break
					}
					r = append(r, f.code(h))
				}
				if len(r) > 1 {
					f.road(r...)
				}
			}
			f.loc("0101", fr)
			f.loc("1412", af)
			used := map[string]bool{}
			for i := 0; i < 24; i++ {
				c := code()
				if used[c] {
					continue
				}
				used[c] = true
				side := []string{fr, af}[i%2]
				id := fmt.Sprintf("u%d", i)
				switch rng.IntN(6) {
				case 0:
					f.leader(id, side, 2, rng.IntN(7), c)
				case 1:
					f.unit(id, side, cv, 3, rng.IntN(7), c, scenario.TraitCossack)
				case 2:
					f.unit(id, side, in, 3, rng.IntN(7), c, scenario.TraitLight)
				case 3:
					f.unit(id, side, cv, 3, rng.IntN(7), c)
				default:
					f.unit(id, side, in, 3, rng.IntN(7), c)
				}
			}
			f.opt.Optional = []string{"16.7", "16.8"}
			s := f.state(PhaseMovement)
			if seed%5 == 0 {
				s.Turn = 0 // a night turn, when the scenario has one
				for tn := range s.B.nights {
					if s.B.nights[tn] {
						s.Turn = tn
					}
				}
			}
			for u := range s.Units {
				switch rng.IntN(5) {
				case 0:
					s.Units[u].Status |= stRouted
				case 1:
					s.Units[u].Fatigue = Spent
				}
			}
			for _, side := range []int{0, 1} {
				s.Phasing = side
				for u := range s.Units {
					if diff := s.SearchDisagrees(u, &k, &sr); diff != "" {
						t.Fatal(diff)
					}
				}
			}
		})
	}
	t.Logf("%+v", k)
	if k.Leader == 0 || k.Cossack == 0 || k.Light == 0 || k.Routed == 0 || k.Rugged == 0 {
		t.Fatalf("a kind of search was never made, the test does not cover it: %+v", k)
	}
}
