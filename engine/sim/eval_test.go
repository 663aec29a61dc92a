package sim

import (
	"math"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// finishedGames plays greedy games of Rousse 20 until it has one that ended
// at each of the levels asked, and returns their last positions by level.
func finishedGames(t *testing.T, b *rules.Board, levels ...string) map[string]*rules.State {
	t.Helper()
	out := map[string]*rules.State{}
	for seed := uint64(1); seed <= 200 && len(out) < len(levels); seed++ {
		dice := rules.NewSeededDice(seed)
		s, err := rules.NewState(b, dice)
		if err != nil {
			t.Fatal(err)
		}
		players := [2]Bot{NewGreedy(b, rules.French, seed), NewGreedy(b, rules.AntiFrench, seed+1)}
		end, _ := playAhead(s, nil, players, dice, rules.French, math.MaxInt)
		r := end.Result()
		if r == nil {
			t.Fatalf("game %d did not end", seed)
		}
		if r.Winner == rules.AntiFrench && out[r.Level] == nil {
			out[r.Level] = end
		}
		if r.Winner < 0 && out["draw"] == nil {
			out["draw"] = end
		}
	}
	for _, l := range levels {
		if out[l] == nil {
			t.Fatalf("no greedy game of 200 ended in a Russian %s victory", l)
		}
	}
	return out
}

// TestEvaluatorScoresTheVictoryLevel (Rousse 20 15.0): a Russian Decisive
// Victory (the Ottoman Morale reduced to 0) is worth more to the Russian
// side than a Marginal one (the Russian Morale higher at the end), which is
// worth more than a Draw; to the Ottoman side the other way round. Scored
// by win, draw and loss, the two victories would be worth the same, and a
// bot winning at the Marginal level would have no reason to seek the
// Decisive one.
func TestEvaluatorScoresTheVictoryLevel(t *testing.T) {
	b := openBoard(t, "rousse20")
	games := finishedGames(t, b, "decisive", "marginal", "draw")
	for _, c := range []struct {
		side  int
		order []string // best first
		want  []float64
	}{
		{rules.AntiFrench, []string{"decisive", "marginal", "draw"}, []float64{1, 2.0 / 3, 0.5}},
		{rules.French, []string{"draw", "marginal", "decisive"}, []float64{0.5, 1.0 / 3, 0}},
	} {
		t.Run(rules.SideName(c.side), func(t *testing.T) {
			e := newEvaluator(b, c.side)
			for i, l := range c.order {
				if v := e.value(games[l]); math.Abs(v-c.want[i]) > 1e-9 {
					t.Errorf("a game ended in %s (%v) is worth %.3f to the side, want %.3f", l, games[l].Result(), v, c.want[i])
				}
			}
		})
	}
}

// TestWinPointsFollowTheEnemyMorale: a win is worth its side's lowest
// level when the enemy keeps its starting Morale, and rises towards the
// level of the enemy's Morale reduced to 0 (Rousse 20 15.0: the Russian
// Marginal Victory 2/3, the Decisive 1; the Ottomans start at 6 Morale,
// the Russians at 8). Bailén 20's battle names no levels: every win is 1.
func TestWinPointsFollowTheEnemyMorale(t *testing.T) {
	rousse, bailen := newEvaluator(openBoard(t, "rousse20"), rules.AntiFrench), newEvaluator(openBoard(t, "bailen20-battle"), rules.French)
	for _, c := range []struct {
		name   string
		e      evaluator
		winner int
		morale int // the enemy's
		want   float64
	}{
		{"Russian, Ottomans at their starting 6", rousse, rules.AntiFrench, 6, 2.0 / 3},
		{"Russian, Ottomans above their start", rousse, rules.AntiFrench, 9, 2.0 / 3},
		{"Russian, Ottomans at 3", rousse, rules.AntiFrench, 3, 5.0 / 6},
		{"Russian, Ottomans at 0", rousse, rules.AntiFrench, 0, 1},
		{"Ottoman, Russians at 4 of 8", rousse, rules.French, 4, 5.0 / 6},
		{"Bailén, no levels", bailen, rules.French, 1, 1},
		{"Bailén, no levels, other side", bailen, rules.AntiFrench, 9, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.e.winPoints(c.winner, c.morale); math.Abs(got-c.want) > 1e-9 {
				t.Errorf("winPoints = %.4f, want %.4f", got, c.want)
			}
		})
	}
}
