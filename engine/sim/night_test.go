package sim

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/kinds"
)

// TestRule14_2_GreedyMakesTheNightAttack: Talavera 20 [14.2] "Once per
// game, on a French Night Turn, one French Infantry unit may enter an EZOC
// during its Night movement ... and make a selective attack [8.1.3] on one
// enemy unit". The greedy French player designates a unit when one stands
// near an enemy it outnumbers, the engine accepts every order of the game,
// and the attack is fought.
func TestRule14_2_GreedyMakesTheNightAttack(t *testing.T) {
	b := openBoard(t, "talavera20")
	declared, fought := 0, 0
	for i := 0; i < 12; i++ {
		seed := GameSeed(7, i)
		dice := rules.NewSeededDice(seed)
		s, err := rules.NewState(b, dice)
		if err != nil {
			t.Fatal(err)
		}
		players := [2]Bot{NewGreedy(b, rules.French, mix(seed+1)), NewGreedy(b, rules.AntiFrench, mix(seed+2))}
		night := -1
		for n := 0; n < 100000 && !s.Over(); n++ {
			o := players[s.Actor()].Order(s)
			if _, ok := o.(kinds.NightAttack); ok {
				declared++
				night = s.Turn
			}
			ns, evs, err := s.Apply(o, dice)
			if err != nil {
				t.Fatalf("game %d turn %d: %s: %v", i, s.Turn, o, err)
			}
			for _, e := range evs {
				if night == s.Turn && e.Kind == "battle" {
					fought++
					night = -1
				}
			}
			s = ns
		}
	}
	t.Logf("%d Night Attacks declared, %d fought, in 12 games", declared, fought)
	if declared == 0 || fought == 0 {
		t.Fatalf("the greedy French declared %d Night Attacks and fought %d in 12 games; want some of each", declared, fought)
	}
}
