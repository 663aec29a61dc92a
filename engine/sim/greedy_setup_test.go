package sim

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestGreedyPlacesTheSloboziaRedoubts3_0: on Slobozia 20 with a FIXTURE
// Danube (the rulebook gives no Danube hexes; the test battle's river is
// only consistent with the set-up text), the greedy Russians place both
// Garrisoned Redoubts of step A first, legally (3.0: north shore, west of
// the xx10 hexrows inclusive, not in an EZOC), each two hexes from an
// Ottoman unit where its ZOC covers the enemy's approaches, in different
// hexes, and the same hexes for the same seed.
func TestGreedyPlacesTheSloboziaRedoubts3_0(t *testing.T) {
	b := openBoard(t, sloboziaDanube)
	place := func(seed uint64) []string {
		s, err := rules.NewState(b, rules.NewSeededDice(seed))
		if err != nil {
			t.Fatal(err)
		}
		bots := [2]*Greedy{NewGreedy(b, rules.French, seed), NewGreedy(b, rules.AntiFrench, seed)}
		var hexes []string
		for s.Phase == rules.PhaseSetup {
			o := bots[s.Actor()].Order(s)
			if pg, ok := o.(rules.PlaceGarrison); ok {
				allowed := map[int32]bool{}
				for _, h := range s.GarrisonTargets() {
					allowed[h] = true
				}
				h, err := b.Index(pg.To)
				if err != nil || !allowed[h] {
					t.Fatalf("seed %d: %v is not an allowed hex", seed, o)
				}
				if pg.To[2:] > "10" {
					t.Errorf("seed %d: %v beyond the xx10 hexrow", seed, o)
				}
				near := 99
				for u, info := range b.Units {
					if info.Side == rules.French && !info.Garrison && !info.Leader && s.OnMap(u) {
						near = min(near, b.Distance(h, s.Units[u].Hex))
					}
				}
				if near != 2 {
					t.Errorf("seed %d: %v is %d hexes from the nearest Ottoman unit, want 2 (next to its ZOC)", seed, o, near)
				}
				hexes = append(hexes, pg.To)
			} else if s.Phasing == rules.AntiFrench && len(hexes) < 2 {
				t.Fatalf("seed %d: %v before both markers are placed", seed, o)
			}
			if s, _, err = s.Apply(o, nil); err != nil {
				t.Fatalf("seed %d: %v: %v", seed, o, err)
			}
		}
		if len(hexes) != 2 || hexes[0] == hexes[1] {
			t.Fatalf("seed %d: markers placed in %v", seed, hexes)
		}
		for _, id := range []string{"garrison-russian-a-1", "garrison-russian-a-2"} {
			if !s.OnMap(b.Unit(id)) {
				t.Errorf("seed %d: %s not on the map after the set-up", seed, id)
			}
		}
		return hexes
	}
	for seed := uint64(1); seed <= 4; seed++ {
		a, again := place(seed), place(seed)
		if a[0] != again[0] || a[1] != again[1] {
			t.Errorf("seed %d: %v then %v", seed, a, again)
		}
	}
}

// sloboziaDanube is the test battle of Slobozia 20 with a fixture Danube,
// where the Russians place their two Garrisoned Redoubts (3.0 step A).
const sloboziaDanube = "../../internal/cli/testdata/scripts/slobozia20-danube.yaml"
