package kinds

import (
	"errors"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule5_0_NoCommandDecisionDue: a Command order given when no command
// decision is due (no command limit in the scenario) is refused, citing the
// Command rule (5.0).
func TestRule5_0_NoCommandDecisionDue(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr-a", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
	f.unit("al-b", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
	s := f.state(rules.PhaseMovement)
	for _, o := range []rules.Order{Command{}, Command{SpendMorale: true}} {
		_, _, err := s.Apply(o, rules.NewSeededDice(1))
		var io *rules.IllegalOrder
		if !errors.As(err, &io) {
			t.Fatalf("%s: error %v (%T), want an *IllegalOrder", o, err, err)
		}
		if want := "rules: no command decision is due"; io.Rule != "5.0" || err.Error() != want {
			t.Errorf("%s: rule %q, message %q; want rule 5.0, message %q", o, io.Rule, err.Error(), want)
		}
	}
}
