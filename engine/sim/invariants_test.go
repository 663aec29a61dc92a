package sim

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBotGamesKeepInvariants plays bot games checking after every order
// what the random games of engine/rules/bundle check: the position's own
// invariants (morale 0 to 10, no enemy units sharing a hex, the occupancy
// table), no stack left after a Movement Phase that could have been split
// (6.9), and every position still validating as a scenario.
func TestBotGamesKeepInvariants(t *testing.T) {
	cases := []struct {
		bot   string
		scen  []string
		games int
	}{
		{"greedy", []string{"rousse20", "slobozia20", "bussaco20-espana", "bailen20-battle", "talavera20", "arapiles20-alternative", "testdata/duel.yaml"}, 3},
		{"lookahead", []string{"rousse20", "testdata/duel.yaml"}, 1},
		{"search", []string{"rousse20", "bailen20-battle", "testdata/duel.yaml"}, 1},
	}
	for _, c := range cases {
		for _, sc := range c.scen {
			t.Run(c.bot+"/"+sc, func(t *testing.T) {
				b := openBoard(t, sc)
				baseline := map[string]bool{}
				s0, err := rules.NewState(b, rules.NewSeededDice(1))
				if err != nil {
					t.Fatal(err)
				}
				deployed, err := s0.AutoDeploy()
				if err != nil {
					t.Fatal(err)
				}
				for _, x := range []*scenario.Scenario{b.Scenario, s0.Snapshot(), deployed.Snapshot()} {
					for _, f := range scenario.Validate(x, b.Charts) {
						if f.Severity == scenario.Error {
							baseline[f.Object+f.Message] = true
							baseline[f.Object+f.Check] = f.Check == "road-bound-off-road"
						}
					}
				}
				for g := 0; g < c.games; g++ {
					seed := GameSeed(21, g)
					d := rules.NewSeededDice(seed)
					s, err := rules.NewState(b, d)
					if err != nil {
						t.Fatal(err)
					}
					var bots [2]Bot
					for side := range bots {
						bots[side], _ = NewBot(c.bot, b, side, seed+uint64(side))
					}
					for n := 0; n < 100000 && !s.Over(); n++ {
						o := bots[s.Actor()].Order(s)
						ns, _, err := s.Apply(o, d)
						if err != nil {
							t.Fatalf("game %d turn %d %s %s: %s: %v", g, s.Turn, rules.SideName(s.Actor()), s.Phase, o, err)
						}
						if err := ns.Check(); err != nil {
							t.Fatalf("game %d after %s: %v", g, o, err)
						}
						if _, end := o.(rules.EndPhase); end && s.Phase == rules.PhaseMovement {
							for _, st := range ns.Stacks() {
								if !stuck(s, st) {
									t.Fatalf("game %d turn %d: stack %s after the Movement Phase (6.9)", g, s.Turn, st)
								}
							}
							for _, f := range scenario.Validate(ns.Snapshot(), b.Charts) {
								if f.Severity == scenario.Error && !baseline[f.Object+f.Message] && !baseline[f.Object+f.Check] && !strings.Contains(f.Message, "two leaders") {
									t.Fatalf("game %d turn %d: the position no longer validates: %s", g, ns.Turn, f)
								}
							}
						}
						s = ns
					}
					if !s.Over() {
						t.Fatalf("game %d: no result", g)
					}
				}
			})
		}
	}
}

// stuck reports whether a stack ("XXYY:a+b") left after a Movement Phase
// could not have been split: the other side's, or none of its units able
// to move.
func stuck(before *rules.State, st string) bool {
	code, _, _ := strings.Cut(st, ":")
	h, err := before.B.Index(code)
	if err != nil {
		return false
	}
	for _, u := range before.StackUnits(h) {
		if before.B.Units[u].Side != before.Phasing {
			return true
		}
		if before.Moved(u) {
			continue
		}
		if rs := before.Reachable(u); len(rs) > 0 && before.Legal(rules.Move{Unit: before.B.Units[u].ID, To: rs[0].Code}) == nil {
			return false
		}
	}
	return true
}
