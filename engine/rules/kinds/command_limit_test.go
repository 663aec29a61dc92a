package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func TestRousse4_1_CommandLimit(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("o1", fr, in, 2, 2, "0206")
	f.unit("o2", fr, in, 2, 2, "0208")
	f.leader("pasha", fr, 2, 5, "0210")
	f.unit("r", af, in, 2, 2, "1206")
	f.opt.Optional = []string{"16.9"}
	f.s.Tables = []scenario.Table{{ID: "cmd", Title: "Command Hierarchy", Rows: []scenario.TableRow{{Roll: "1-6", Results: []string{"1"}}}}}
	f.s.Special = []scenario.Rule{{ID: "limit", Title: "Ottoman Movement Restrictions", Kind: "command_limit",
		Params: map[string]string{"side": fr, "table": "cmd", "free_units": "pasha"}}}
	s := f.state(rules.PhaseEvents)
	s, _ = apply(t, s, rules.EndPhase{})
	if err := s.Legal(rules.Move{Unit: "o1", To: "0306"}); err == nil {
		t.Fatal("the command decision comes first (4.1)")
	}
	s, _ = apply(t, s, Command{}, 4)
	s, _ = apply(t, s, rules.Move{Unit: "o1", To: "0306"})
	if err := s.Legal(rules.Move{Unit: "o2", To: "0308"}); err == nil {
		t.Error("a roll allowing 1 unit: the second may not move")
	}
	if err := s.Legal(rules.Move{Unit: "pasha", To: "0310"}); err != nil {
		t.Errorf("the leader is free of the limit: %v", err)
	}
	s2 := f.state(rules.PhaseEvents)
	s2, _ = apply(t, s2, rules.EndPhase{})
	s2, _ = apply(t, s2, Command{SpendMorale: true})
	if s2.Morale[rules.French] != 5 {
		t.Errorf("spending: morale %d", s2.Morale[rules.French])
	}
	s2, _ = apply(t, s2, rules.Move{Unit: "o1", To: "0306"})
	if err := s2.Legal(rules.Move{Unit: "o2", To: "0308"}); err != nil {
		t.Errorf("after spending every unit may move: %v", err)
	}
}
