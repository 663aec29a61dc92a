package sim

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestGreedyCommitsBrigadeSupport16_6: Arapiles 20 [16.6] "the Allied
// player may permanently remove that Independent Brigade from the game
// ... to add one (+1) to their side's total strength in that particular
// battle". In greedy games of arapiles20-alternative (where the brigades
// reach the map) the bot commits the Support, each time legally, once a
// brigade at most, when the +1 moves the battle to another CRT column with
// a gain of at least brigadeGain for the Allies, and on the battle of the
// Combat Phase where it gains most.
func TestGreedyCommitsBrigadeSupport16_6(t *testing.T) {
	b := openBoard(t, "arapiles20-alternative")
	games := 12
	if testing.Short() {
		games = 6
	}
	commits := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		s, err := rules.NewState(b, rules.NewSeededDice(seed))
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.AutoDeploy(); err != nil {
			t.Fatal(err)
		}
		bots := [2]*Greedy{NewGreedy(b, rules.French, seed), NewGreedy(b, rules.AntiFrench, seed)}
		used := map[string]bool{}
		d := rules.NewSeededDice(seed)
		for n := 0; n < 20000 && !s.Over(); n++ {
			o := bots[s.Actor()].Order(s)
			if r, ok := o.(rules.Resolve); ok && len(r.Commit) > 0 {
				commits++
				base := r
				base.Commit = nil
				for _, c := range r.Commit {
					if used[c.Unit] {
						t.Errorf("seed %d: %s supports twice", seed, c.Unit)
					}
					used[c.Unit] = true
					g := bots[s.Actor()]
					if !g.isBrigadeRule(c.Rule) {
						t.Errorf("seed %d: committed %v, not an Independent Brigade", seed, c)
					}
					if gain := g.supportGain(s, base, c); gain < brigadeGain {
						t.Errorf("seed %d: %v gains %.17g, less than %.2f", seed, r, gain, brigadeGain)
					}
					if g.betterElsewhere(s, r.Battle, c, g.supportGain(s, base, c)) {
						t.Errorf("seed %d: %v: another battle gains more", seed, r)
					}
					base.Commit = append(base.Commit, c)
				}
			}
			if s, _, err = s.Apply(o, d); err != nil {
				t.Fatalf("seed %d: %v: %v", seed, o, err)
			}
		}
	}
	if commits == 0 {
		t.Errorf("no Support committed in %d greedy games", games)
	}
	t.Logf("%d Resolve orders with Support in %d games", commits, games)
}

// TestOddsValueIsTheSameInEveryRun: greedy compares odds' values with a
// threshold (brigadeGain) and between battles, so a value must not hang on
// the order in which a map of results is walked: summed in the map's order,
// 0.5 came out as 0.49999999999999989 in some runs, and the same seed
// committed a brigade in one run and not in the next.
func TestOddsValueIsTheSameInEveryRun(t *testing.T) {
	od := &rules.Odds{Attack: 7, Defense: 5, Results: map[string]float64{}, Outcomes: map[string]string{}}
	codes := []string{"AE", "AR", "AB", "EX", "DB", "DR", "DE", "NE", "AX", "DX"}
	outcomes := []string{"break/none", "rout/none", "withdraw/none", "exchange/exchange", "none/break", "none/rout", "none/withdraw", "none/none", "exchange/none", "none/exchange"}
	for i, c := range codes {
		od.Results[c] = float64(i+1) / 55 * (1 + 1e-3/3)
		od.Outcomes[c] = outcomes[i]
	}
	want := oddsValue(od)
	for range 200 {
		if got := oddsValue(od); got != want {
			t.Fatalf("oddsValue gave %.17g, then %.17g", want, got)
		}
	}
}
