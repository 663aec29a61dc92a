package bundle

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule17_0_RandomCampaignsReachAResult plays the Wallachian Campaign
// with random legal orders for several seeds: each reaches a campaign
// result, the decisive ones after Rousse 20 alone.
func TestRule17_0_RandomCampaignsReachAResult(t *testing.T) {
	c, err := OpenCampaign("wallachia20-campaign")
	if err != nil {
		t.Fatal(err)
	}
	twoGames := 0
	for seed := uint64(1); seed <= 12; seed++ {
		p, err := c.PlayRandom(rules.Options{}, seed, 100000, rules.FullStrengthPolicy{})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		first := p.Games[0].Result
		switch {
		case first.Level == "decisive" && first.Winner >= 0:
			if len(p.Games) != 1 || p.Winner != first.Winner || !p.Interphases[0].Over {
				t.Errorf("seed %d: a Decisive Victory in Rousse 20 must end the campaign: %d games, %s", seed, len(p.Games), p)
			}
		default:
			twoGames++
			if len(p.Games) != 2 || len(p.Interphases) != 1 {
				t.Fatalf("seed %d: %d games, %d interphases", seed, len(p.Games), len(p.Interphases))
			}
			last := p.Games[1].Result
			if p.Winner != last.Winner || !strings.Contains(strings.Join(p.Notes, " "), "takes that game's result") {
				t.Errorf("seed %d: campaign %s, last game %s", seed, p, last)
			}
			ip := p.Interphases[0]
			b := p.Games[1].Board
			s0, err := rules.NewState(b, rules.NewSeededDice(1))
			if err != nil {
				t.Fatal(err)
			}
			for side := 0; side < 2; side++ {
				if got := s0.Morale[side]; got != ip.Morale[side] {
					t.Errorf("seed %d: Slobozia 20 starts with %s morale %d, interphase says %d", seed, rules.SideName(side), got, ip.Morale[side])
				}
			}
			if b.Scenario.ID != "slobozia20" {
				t.Errorf("seed %d: second game %q", seed, b.Scenario.ID)
			}
		}
	}
	if twoGames == 0 {
		t.Error("no campaign reached Slobozia 20 in 12 seeds")
	}
}

// TestRule17_0_WallachianInterphaseWorkedCase rolls the interphase on the
// bundled data after an Ottoman Marginal Victory at Rousse.
func TestRule17_0_WallachianInterphaseWorkedCase(t *testing.T) {
	c, err := OpenCampaign("wallachia20-campaign")
	if err != nil {
		t.Fatal(err)
	}
	o := rules.Outcome{Scenario: "rousse20", Winner: rules.French, Level: "marginal",
		Broken: []string{"ru-ix", "ot-boluk"}, Eliminated: []string{"ot-haiduk", "ru-cossack"}}
	// ru-ix 1 (Elim), ot-boluk 3+1 = 4 ("Cadre?" counts as "-"), ot-haiduk
	// 2-1+1 = 2 ("-"), ru-cossack 6-1 = 5 (Rally).
	ip, err := c.Interphase(o, &rules.ScriptedDice{Rolls: []int{1, 3, 2, 6}}, rules.FullStrengthFor([]string{"ot-boluk"}))
	if err != nil {
		t.Fatal(err)
	}
	if ip.Morale != [2]int{6, 6} {
		t.Errorf("morale %v, want Ottoman 7-1 (BOLUK at full strength), Russian 6 (loser of a Marginal Victory)", ip.Morale)
	}
	want := map[string][2]string{
		"ru-ix":      {rules.FateReduced, "ru-ix-reduced"},
		"ot-boluk":   {rules.FateFullMorale, ""},
		"ot-haiduk":  {rules.FateCadre, "ot-irregular-cadre-1"},
		"ru-cossack": {rules.FateFull, ""},
	}
	for _, u := range ip.Units {
		if w := want[u.Unit]; u.Fate != w[0] || u.Replacement != w[1] {
			t.Errorf("%s: %s %q (%+v), want %s %q", u.Unit, u.Fate, u.Replacement, u, w[0], w[1])
		}
	}
	b, err := rules.NewBoard(ip.Scenario, mustCharts(t, "slobozia20"), rules.Options{})
	if err != nil {
		t.Fatalf("the adjusted Slobozia 20 must still build: %v", err)
	}
	if _, err := rules.PlayRandom(b, 1, 100000); err != nil {
		t.Fatal(err)
	}
}

func mustCharts(t *testing.T, id string) *scenario.ChartSet {
	t.Helper()
	_, cs, err := LoadGame(id)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}
