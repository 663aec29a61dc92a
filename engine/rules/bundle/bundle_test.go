package bundle

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// openOrSkip opens a bundled scenario, skipping it with the engine's
// explanation when its data make play impossible.
func openOrSkip(t testing.TB, id string) *rules.Board {
	t.Helper()
	b, err := Open(id, rules.Options{})
	var md *rules.MissingDataError
	if errors.As(err, &md) {
		t.Skipf("%s: %v", id, err)
	}
	if err != nil {
		t.Fatalf("%s: %v", id, err)
	}
	return b
}

// TestRandomGamesReachAResult plays every bundled scenario from setup to a
// victory result with random legal orders for many seeds, checking the
// invariants after every order: morale never above 10, no enemy units in
// one hex, no friendly stack left at the end of a Movement Phase unless it
// could not move, every state valid.
func TestRandomGamesReachAResult(t *testing.T) {
	seeds := 40
	if testing.Short() {
		seeds = 5
	}
	for _, id := range scenarios.List() {
		t.Run(id, func(t *testing.T) {
			b := openOrSkip(t, id)
			results := map[string]int{}
			// Errors of the scenario itself and of its setup position are the
			// baseline; two leaders in one hex are allowed by 16.9.2.
			baseline := map[string]bool{}
			g0, err := rules.NewGame(b, rules.NewSeededDice(1))
			if err != nil {
				t.Fatal(err)
			}
			// A free deployment (3.0) may put a unit in a hex the scenario
			// data cannot make valid (a road-bound unit where no road is
			// traced): such checks of the default set-up are baseline for
			// the unit wherever it deploys.
			deployed, err := g0.State().AutoDeploy()
			if err != nil {
				t.Fatal(err)
			}
			placed := map[string]bool{}
			for _, sc := range []*scenario.Scenario{b.Scenario, g0.State().Snapshot(), deployed.Snapshot()} {
				for _, f := range scenario.Validate(sc, b.Charts) {
					if f.Severity == scenario.Error {
						baseline[f.Object+f.Message] = true
						placed[f.Object+f.Check] = f.Check == "road-bound-off-road"
					}
				}
			}
			for seed := 1; seed <= seeds; seed++ {
				g, err := rules.NewGame(b, rules.NewSeededDice(uint64(seed)))
				if err != nil {
					t.Fatal(err)
				}
				p := rules.NewRandomPlayer(uint64(seed))
				for i := 0; i < 100000 && !g.State().Over(); i++ {
					s := g.State()
					o := p.Order(s)
					ns, _, err := g.Apply(o)
					if err != nil {
						t.Fatalf("seed %d: turn %d %s %s: %s: %v", seed, s.Turn, rules.SideName(s.Phasing), s.Phase, o, err)
					}
					if err := ns.Check(); err != nil {
						t.Fatalf("seed %d after %s: %v", seed, o, err)
					}
					for side := 0; side < 2; side++ {
						if ns.Morale[side] > 10 {
							t.Fatalf("seed %d: morale %d above 10 (12.1.1)", seed, ns.Morale[side])
						}
					}
					if _, ok := o.(rules.EndPhase); ok && s.Phase == rules.PhaseMovement && seed <= 3 {
						// Every state reached by legal orders still validates: no
						// error the scenario itself did not already have.
						for _, f := range scenario.Validate(ns.Snapshot(), b.Charts) {
							if f.Severity == scenario.Error && !baseline[f.Object+f.Message] && !placed[f.Object+f.Check] && !strings.Contains(f.Message, "two leaders") {
								t.Fatalf("seed %d turn %d: the position no longer validates: %s", seed, ns.Turn, f)
							}
						}
					}
					if _, ok := o.(rules.EndPhase); ok && s.Phase == rules.PhaseMovement {
						for _, st := range ns.Stacks() {
							if !stuckStack(s, st) {
								t.Fatalf("seed %d: stack %s after the Movement Phase (6.9)", seed, st)
							}
						}
					}
				}
				r := g.State().Result()
				if r == nil {
					t.Fatalf("seed %d: no result", seed)
				}
				if r.Winner < 0 {
					results["draw"]++
				} else {
					results[fmt.Sprintf("%s %s", rules.SideName(r.Winner), r.Level)]++
				}
			}
			t.Logf("%s: %v", id, results)
		})
	}
}

// stuckStack reports whether a stack ("XXYY:a+b") left after a Movement
// Phase is allowed: every unit in it that had not moved could not move
// (6.9 cannot be obeyed), judged on the position before the phase ended.
func stuckStack(before *rules.State, st string) bool {
	code, _, _ := strings.Cut(st, ":")
	h, err := before.B.Index(code)
	if err != nil {
		return false
	}
	for _, u := range before.StackUnits(h) {
		if before.B.Units[u].Side != before.Phasing {
			return true // the other side's setup stack waits for its own phase
		}
		if before.Moved(u) {
			continue
		}
		// Could it have moved (reachable and allowed by any command limit)?
		if rs := before.Reachable(u); len(rs) > 0 && before.Legal(rules.Move{Unit: before.B.Units[u].ID, To: rs[0].Code}) == nil {
			return false
		}
	}
	return true
}

// TestPerftReachableAtSetup pins the number of hexes units can reach at
// the setup of bundled scenarios (with untraced terrain read as clear;
// units that deploy freely in the default deployment, State.AutoDeploy).
func TestPerftReachableAtSetup(t *testing.T) {
	tests := []struct {
		scenario, unit string
		want           int
	}{
		{"bussaco20-espana", "fr-montbrun", 29},
		{"bussaco20-espana", "fr-marchand", 11},
		{"bussaco20-espana", "al-hill", 18},
		{"rousse20", "ru-cossack", 54},
		{"rousse20", "ru-1-chass", 15},
		{"talavera20", "fr-ruffin", 2},
		{"talavera20", "fr-lapisse", 2},
		{"bailen20-battle", "fr-barbau", 16},
		{"slobozia20", "ru-cossack", 22}, // the Ottoman steps C and D now set up too (3.0)
	}
	for _, tc := range tests {
		if tc.unit == "" {
			continue
		}
		t.Run(tc.scenario+"/"+tc.unit, func(t *testing.T) {
			b := openOrSkip(t, tc.scenario)
			g, err := rules.NewGame(b, rules.NewSeededDice(1))
			if err != nil {
				t.Fatal(err)
			}
			s, err := g.State().AutoDeploy() // free deployment (3.0): the default set-up
			if err != nil {
				t.Fatal(err)
			}
			rs, ok := s.ReachableID(tc.unit)
			if !ok {
				t.Fatalf("no unit %q", tc.unit)
			}
			if len(rs) != tc.want {
				t.Errorf("%s reaches %d hexes, pinned %d", tc.unit, len(rs), tc.want)
			}
		})
	}
}

func BenchmarkReachable(b *testing.B) {
	bd := openOrSkip(b, "bussaco20-espana")
	g, _ := rules.NewGame(bd, rules.NewSeededDice(1))
	s := g.State()
	u := bd.Unit("fr-montbrun")
	var sr rules.Searcher
	var buf []rules.Reach
	b.ReportAllocs()
	for b.Loop() {
		buf = sr.Reachable(s, u, buf[:0])
	}
}

func BenchmarkFullRandomGame(b *testing.B) {
	bd := openOrSkip(b, "bussaco20-espana")
	seed := uint64(0)
	b.ReportAllocs()
	for b.Loop() {
		seed++
		if _, err := rules.PlayRandom(bd, seed, 100000); err != nil {
			b.Fatal(err)
		}
	}
}

// TestGamesShareABoardConcurrently: a Board is read-only during play
// (notes are guarded), so games may run in parallel on one Board.
func TestGamesShareABoardConcurrently(t *testing.T) {
	b := openOrSkip(t, "rousse20")
	errs := make(chan error, 4)
	for i := 0; i < 4; i++ {
		go func(seed uint64) {
			_, err := rules.PlayRandom(b, seed, 100000)
			errs <- err
		}(uint64(i + 1))
	}
	for i := 0; i < 4; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}
