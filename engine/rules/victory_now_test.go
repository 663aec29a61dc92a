package rules

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule15_0_ResultIfEndedNow reads the end-of-game conditions on the
// current position (Bailén 20 15.0) without ending the game, and gives a
// finished game's own result.
func TestRule15_0_ResultIfEndedNow(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr-supplies", scenario.French, scenario.TypeTrain, 0, 1, "0202")
	f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
	f.unit("af-a", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
	f.s.Victory = bailenVictory()
	s := f.state(PhaseMovement)
	cases := []struct {
		morale [2]int
		winner int
		level  string
	}{
		{[2]int{5, 4}, French, "marginal"},
		{[2]int{3, 4}, AntiFrench, "marginal"},
		{[2]int{4, 4}, -1, "draw"},
	}
	for _, c := range cases {
		s.Morale = c.morale
		r := s.ResultIfEndedNow()
		if r.Winner != c.winner || r.Level != c.level {
			t.Errorf("Morale %v: got %v, want winner %d %s", c.morale, r, c.winner, c.level)
		}
		if s.Over() {
			t.Fatalf("Morale %v: ResultIfEndedNow ended the game", c.morale)
		}
	}
	var ev []Event
	s.Morale = [2]int{0, 4}
	s.checkMoraleVictory(&ev)
	if r := s.ResultIfEndedNow(); r.Winner != AntiFrench || r.Level != "decisive" {
		t.Errorf("after Morale 0: got %v, want the Anti-French decisive victory", r)
	}
}
