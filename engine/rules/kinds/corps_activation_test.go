package kinds

import (
	"fmt"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// corpsFixture is massenaFixture with the Corps activation played: f1 of
// the 2nd Corps, f2 of the Reserve, and the table's Active Corps column;
// leaderRule says whether the optional Leader rule (16.9) is used.
func corpsFixture(t *testing.T, leaderRule bool) *fixture {
	f := massenaFixture(t)
	f.setUnit("f1", func(u *scenario.Unit) { u.Formation = "2nd Corps" })
	f.setUnit("f2", func(u *scenario.Unit) { u.Formation = "Reserve Corps"; u.FormationAssumed = "order of battle" })
	f.s.Tables[0].Rows = []scenario.TableRow{{Roll: "1-2", Results: []string{"1"}}, {Roll: "3-5", Results: []string{"2"}}, {Roll: "6", Results: []string{"3"}}}
	if !leaderRule {
		f.opt.Optional = nil
	}
	return f
}

// TestBussaco5_1_CorpsActivation: "the French player must roll a die ...
// to determine which of their Corps will be "Active" during that turn ...
// Die roll modifier: -1 if Masséna is "Indisposed." Treat results less
// than 1 as 1. ... Units of Inactive Corps ... Their Movement Allowance is
// reduced by one (-1). They cannot enter EZOCs; if they began that turn
// already in an EZOC, they are unaffected ... When the Optional Leader
// Rule is not used, simply remove the Masséna counter from the map and his
// "Indisposed" -1 die roll modifier no longer applies" (Bussaco 20 España
// 5.1).
func TestBussaco5_1_CorpsActivation(t *testing.T) {
	cases := []struct {
		name       string
		leaderRule bool
		roll       int
		want       string // the roll's log line holds this
		indisposed bool   // the Indisposed counter is still on the map
	}{
		{"1, -1: 1 Corps", false, 1, "modified 1 (-1, fr-massena-indisposed Indisposed): Command Coordination: up to 1 Corps", true},
		{"4, -1: 2 Corps", false, 4, "modified 3 (-1, fr-massena-indisposed Indisposed): Command Coordination: up to 2 Corps", true},
		{"6 without the Leader rule: Masséna leaves the map", false, 6, "modified 5 (-1, fr-massena-indisposed Indisposed): Command Coordination: up to 2 Corps", false},
		{"6 with the Leader rule: the Engaged counter", true, 6, "modified 5 (-1, fr-massena-indisposed Indisposed): Command Coordination: up to 2 Corps", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := corpsFixture(t, tc.leaderRule).state(rules.PhaseEvents)
			s.Draw, s.Discard = nil, nil
			s, ev := apply(t, s, rules.EndPhase{}, tc.roll)
			if log := fmt.Sprint(ev); !strings.Contains(log, tc.want) {
				t.Fatalf("no %q in %s", tc.want, log)
			}
			if s.OnMap(mustUnit(s, t, "fr-massena-indisposed")) != tc.indisposed {
				t.Errorf("Indisposed counter on the map: %v, want %v", !tc.indisposed, tc.indisposed)
			}
			if err := s.Legal(rules.Move{Unit: "f1", To: "0306"}); err == nil {
				t.Errorf("a unit moves before the Active Corps are named")
			}
			if err := s.Legal(Command{Corps: []string{"2nd Corps", "Reserve Corps", "2nd Corps"}}); err == nil {
				t.Errorf("three Corps named")
			}
			s, _ = apply(t, s, Command{Corps: []string{"blue"}}) // by its colour
			if got := s.MovementAllowance(mustUnit(s, t, "f1")); got != 2 {
				t.Errorf("Active f1: Movement Allowance %d, want 2", got)
			}
			if got := s.MovementAllowance(mustUnit(s, t, "f2")); got != 1 {
				t.Errorf("Inactive f2: Movement Allowance %d, want 1", got)
			}
			// the next French turn: the -1 while the counter is on the map
			s.Phase, s.Turn = rules.PhaseEvents, s.Turn+1
			_, ev = apply(t, s, rules.EndPhase{}, 3)
			if got := strings.Contains(fmt.Sprint(ev), "modified 2"); got != tc.indisposed {
				t.Errorf("next turn's roll modified: %v, want %v (%v)", got, tc.indisposed, ev)
			}
		})
	}
}

// TestBussaco5_1_InactiveBeganInEZOC: an Inactive unit that begins the
// turn in an enemy ZOC is unaffected (5.1).
func TestBussaco5_1_InactiveBeganInEZOC(t *testing.T) {
	f := corpsFixture(t, false)
	f.setUnit("f2", func(u *scenario.Unit) { u.Placement.Hex = "1106" }) // next to a1 in 1206
	s := f.state(rules.PhaseEvents)
	s.Draw, s.Discard = nil, nil
	s, _ = apply(t, s, rules.EndPhase{}, 3)
	s, _ = apply(t, s, Command{Corps: []string{"2nd Corps"}})
	if got := s.MovementAllowance(mustUnit(s, t, "f2")); got != 2 {
		t.Errorf("Inactive f2 in an EZOC: Movement Allowance %d, want 2", got)
	}
}

// TestBussaco5_1_VenusReturnsMassena: without the Leader rule, "More
// Concerned with Venus than with Mars ... immediately place the
// "Indisposed" Masséna counter (0-0) in Cordiera (hex 1211) if it is not
// already in that hex. The -1 die roll modifier ... becomes effective
// again" (5.1); no roll, no choice, no unit Active.
func TestBussaco5_1_VenusReturnsMassena(t *testing.T) {
	s := corpsFixture(t, false).state(rules.PhaseEvents)
	ind := mustUnit(s, t, "fr-massena-indisposed")
	s.Remove(ind, rules.AtSetAside)
	s.Draw = []int{1}
	s, ev := apply(t, s, rules.EndPhase{}) // no roll: apply fails on an unscripted roll
	if !s.OnMap(ind) || hexOf(s, t, "fr-massena-indisposed") != "1211" {
		t.Fatalf("Indisposed Masséna not back in 1211: %v", ev)
	}
	if commandStateSlot.of(s).pending {
		t.Errorf("Active Corps to be named after Venus")
	}
	if got := s.MovementAllowance(mustUnit(s, t, "f1")); got != 1 {
		t.Errorf("f1 under Venus: Movement Allowance %d, want 1", got)
	}
}

// TestBussaco5_1_ClarityMarch: A Moment of Clarity, "the French player may
// Force March with all units of any one Corps without paying the usual
// Morale cost"; in another turn a Corps may not march alone.
func TestBussaco5_1_ClarityMarch(t *testing.T) {
	s := corpsFixture(t, false).state(rules.PhaseEvents)
	s.Draw = []int{0}
	s, _ = apply(t, s, rules.EndPhase{})
	m := s.Morale[rules.French]
	s, _ = apply(t, s, rules.ForceMarch{Corps: "Reserve Corps"})
	if s.Morale[rules.French] != m {
		t.Errorf("Morale %d, want %d", s.Morale[rules.French], m)
	}
	if a, b := s.MovementAllowance(mustUnit(s, t, "f2")), s.MovementAllowance(mustUnit(s, t, "f1")); a != 3 || b != 2 {
		t.Errorf("Movement Allowances f2 %d (marched), f1 %d; want 3 and 2", a, b)
	}
	s.Phase, s.Turn, s.Draw, s.Discard, s.ForcedMarch = rules.PhaseEvents, s.Turn+1, nil, nil, false
	s, _ = apply(t, s, rules.EndPhase{}, 3)
	if err := s.Legal(rules.ForceMarch{Corps: "Reserve Corps"}); err == nil || !strings.Contains(err.Error(), "A Moment of Clarity") {
		t.Errorf("a Corps marches alone without the card: %v", err)
	}
}
