package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestLeaderEliminationOnRetreat: Cuesta is permanently removed if he has
// to Retreat for any reason (Talavera 20 16.10.1); Ahmed Pasha is
// eliminated if he Routs or would be Broken (Slobozia 20 16.9.8,
// Cowardice, kind leader_elimination); without a rule a leader retreats
// with its unit (16.9.5).
func TestLeaderEliminationOnRetreat(t *testing.T) {
	cuesta := scenario.Rule{ID: "cuesta", Number: "16.10.1", Title: "Cuesta", Kind: "leader_restriction",
		Params: map[string]string{"commands": "Spanish", "eliminated_on": "retreat", "unit": "ldr"}}
	cowardice := scenario.Rule{ID: "cowardice", Number: "16.9.8", Title: "Cowardice", Kind: "leader_elimination",
		Params: map[string]string{"on": "broken,routed", "unit": "ldr"}}
	cases := []struct {
		name      string
		rule      *scenario.Rule
		rolls     []int // combat die (and rout distance)
		wantWhere uint8
		moved     bool // the leader left 0606 with its unit
	}{
		{"16.10.1 Cuesta withdraws: removed", &cuesta, []int{4}, rules.AtEliminated, false},
		{"16.10.1 Cuesta routs: removed", &cuesta, []int{6, 2}, rules.AtEliminated, false},
		{"16.10.1 no rule: retreats with the unit", nil, []int{4}, rules.AtMap, true},
		{"Slobozia 16.9.8 withdraw: retreats with the unit", &cowardice, []int{4}, rules.AtMap, true},
		{"Slobozia 16.9.8 rout: eliminated", &cowardice, []int{6, 2}, rules.AtEliminated, false},
		{"Slobozia 16.9.8 no rule: routs with the unit", nil, []int{6, 2}, rules.AtMap, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 2, 2, "0506")
			f.unit("d", af, in, 2, 2, "0606")
			f.leader("ldr", af, 1, 5, "0606")
			f.leader("fr-ldr", fr, 1, 5, "0406")
			f.setUnit("d", func(u *scenario.Unit) { u.Nationality = "Spanish" })
			if tc.rule != nil {
				f.s.Special = []scenario.Rule{*tc.rule}
			}
			f.opt.Optional = []string{"16.9"}
			s := f.state(rules.PhaseCombat)
			s, _, _ = battleText(t, s, []string{"a"}, []string{"d"}, tc.rolls...)
			l := mustUnit(s, t, "ldr")
			if got := s.Units[l].Where; got != tc.wantWhere {
				t.Fatalf("leader where %d, want %d", got, tc.wantWhere)
			}
			if tc.moved && (hexOf(s, t, "ldr") == "0606" || hexOf(s, t, "ldr") != hexOf(s, t, "d")) {
				t.Errorf("leader at %s, unit at %s", hexOf(s, t, "ldr"), hexOf(s, t, "d"))
			}
		})
	}
}

// TestSlobozia16_9_8_CowardiceBroken: a Broken Ahmed Pasha is permanently
// eliminated instead; another leader goes to the Broken box (16.9.6).
func TestSlobozia16_9_8_CowardiceBroken(t *testing.T) {
	cases := []struct {
		name   string
		leader string
		want   uint8
	}{
		{"Ahmed Pasha eliminated", "ot-ahmed-pasha", rules.AtEliminated},
		{"another leader Broken", "ot-other", rules.AtBroken},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ru", fr, in, 2, 2, "0303")
			f.unit("ot", af, in, 2, 2, "0909")
			f.leader("ot-ahmed-pasha", af, 1, 5, "0909")
			f.leader("ot-other", af, 1, 5, "0909")
			f.s.Special = []scenario.Rule{{ID: "cowardice", Number: "16.9.8", Title: "Cowardice", Kind: "leader_elimination",
				Params: map[string]string{"on": "broken,routed", "unit": "ot-ahmed-pasha"}}}
			f.opt.Optional = []string{"16.9"}
			s := f.state(rules.PhaseCombat)
			var md rules.MoraleDelta
			var ev []rules.Event
			l := mustUnit(s, t, tc.leader)
			s.BreakUnit(l, &md, &ev, "")
			if s.Units[l].Where != tc.want {
				t.Errorf("where %d, want %d", s.Units[l].Where, tc.want)
			}
		})
	}
}

// marmontFixture: French "fd" with Marmont stands at 0909 against Allied
// "aa" (with a leader) at 1009, 2 vs 2; the Clausel unit is at 0303 (or
// not yet arrived) and the French LOC at 0101.
func marmontFixture(t *testing.T, clauselOnMap bool) *fixture {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("aa", af, in, 2, 2, "1009")
	f.leader("al-ldr", af, 1, 5, "1009")
	f.unit("fd", fr, in, 2, 2, "0909")
	f.leader("fr-marmont", fr, 1, 5, "0909")
	f.leader("fr-clausel-leader", fr, 1, 5, "0101")
	f.setUnit("fr-clausel-leader", func(u *scenario.Unit) { u.Placement = scenario.Placement{Kind: scenario.PlaceSetAside} })
	f.unit("fr-clausel", fr, in, 3, 2, "0303")
	if !clauselOnMap {
		f.setUnit("fr-clausel", func(u *scenario.Unit) {
			u.Placement = scenario.Placement{Kind: scenario.PlaceArrive, Turn: 9, EntryArea: "A"}
		})
	}
	f.loc("0101", fr)
	f.s.Tables = []scenario.Table{{ID: "marmont-fate", Rows: []scenario.TableRow{
		{Roll: "1-2", Results: []string{"Marmont permanently eliminated (no Morale change)"}}, {Roll: "3-6", Results: []string{"No effect"}}}}}
	f.s.Special = []scenario.Rule{{ID: "marmont-wounded", Number: "16.9.6", Title: "Marmont Wounded", Kind: "leader_wounded",
		Params: map[string]string{"delay": "2", "hex_of": "fr-clausel", "replacement": "fr-clausel-leader", "table": "marmont-fate", "unit": "fr-marmont"}}}
	f.opt.Optional = []string{"16.9"}
	return f
}

// TestArapiles16_9_6_MarmontWounded: when Marmont has to Retreat the
// French roll on Marmont's Fate Table (1-2 eliminated); a Dispersed
// Marmont is wounded; his replacement Clausel arrives two Game Turns later
// with the Clausel unit, or as a Rallied Leader (16.9.7) without it.
func TestArapiles16_9_6_MarmontWounded(t *testing.T) {
	cases := []struct {
		name      string
		rolls     []int // combat die, fate roll
		wantWhere uint8
		arrive    int16
	}{
		{"fate 2: eliminated", []int{4, 2}, rules.AtEliminated, 3},
		{"fate 3: retreats normally", []int{4, 3}, rules.AtMap, 0},
		{"no retreat: no roll", []int{3}, rules.AtMap, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := marmontFixture(t, true).state(rules.PhaseCombat)
			s.Phasing = rules.AntiFrench
			s, _, _ = battleText(t, s, []string{"aa"}, []string{"fd"}, tc.rolls...)
			m := mustUnit(s, t, "fr-marmont")
			if s.Units[m].Where != tc.wantWhere || leaderSlot.Of(s).arrive != tc.arrive {
				t.Fatalf("Marmont where %d (want %d), replacement turn %d (want %d)", s.Units[m].Where, tc.wantWhere, leaderSlot.Of(s).arrive, tc.arrive)
			}
			if tc.wantWhere == rules.AtMap && hexOf(s, t, "fr-marmont") != hexOf(s, t, "fd") {
				t.Errorf("Marmont at %s, his unit at %s", hexOf(s, t, "fr-marmont"), hexOf(s, t, "fd"))
			}
		})
	}
	t.Run("Dispersed: wounded", func(t *testing.T) {
		s := marmontFixture(t, true).state(rules.PhaseCombat)
		var md rules.MoraleDelta
		var ev []rules.Event
		m := mustUnit(s, t, "fr-marmont")
		s.BreakUnit(m, &md, &ev, "")
		if s.Units[m].Where != rules.AtEliminated || leaderSlot.Of(s).arrive != 3 {
			t.Fatalf("where %d, replacement turn %d", s.Units[m].Where, leaderSlot.Of(s).arrive)
		}
	})
	arrivals := []struct {
		name     string
		turn     int
		onMap    bool
		wantHex  string // "" not arrived
		wantText string
	}{
		{"not before the turn", 2, true, "", ""},
		{"with the Clausel unit", 3, true, "0303", "arrives with fr-clausel"},
		{"as a Rallied Leader", 3, false, "0101", "leader rallies (16.9.7)"},
	}
	for _, tc := range arrivals {
		t.Run(tc.name, func(t *testing.T) {
			s := marmontFixture(t, tc.onMap).state(rules.PhaseEvents)
			leaderSlot.Mut(s).arrive = 3
			s.Turn = tc.turn
			var ev []rules.Event
			s.StartMovement(&ev)
			l := mustUnit(s, t, "fr-clausel-leader")
			if tc.wantHex == "" {
				if s.Units[l].Where != rules.AtSetAside {
					t.Fatalf("arrived early: %v", ev)
				}
				return
			}
			if s.Units[l].Where != rules.AtMap || hexOf(s, t, "fr-clausel-leader") != tc.wantHex {
				t.Fatalf("where %d at %s, want %s: %v", s.Units[l].Where, hexOf(s, t, "fr-clausel-leader"), tc.wantHex, ev)
			}
			found := false
			for _, e := range ev {
				found = found || strings.Contains(e.Text, tc.wantText)
			}
			if !found {
				t.Errorf("no event %q: %v", tc.wantText, ev)
			}
		})
	}
}

// TestArapilesAlternative16_9_6_ClauselTakesCommand: the Clausel Leader
// arrives on Game Turn 11 in the hex of the Clausel unit (kind
// leader_arrival).
func TestArapilesAlternative16_9_6_ClauselTakesCommand(t *testing.T) {
	cases := []struct {
		name string
		turn int
		want uint8
	}{
		{"turn 10: waits", 10, rules.AtSetAside},
		{"turn 11: arrives", 11, rules.AtMap},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := marmontFixture(t, true)
			f.s.Turns.End = 15
			f.s.Special = []scenario.Rule{{ID: "clausel-takes-command", Number: "16.9.6", Title: "Clausel Takes Command", Kind: "leader_arrival",
				Params: map[string]string{"hex_of": "fr-clausel", "turn": "11", "unit": "fr-clausel-leader"}}}
			s := f.state(rules.PhaseEvents)
			s.Turn = tc.turn
			var ev []rules.Event
			s.StartMovement(&ev)
			l := mustUnit(s, t, "fr-clausel-leader")
			if s.Units[l].Where != tc.want || tc.want == rules.AtMap && hexOf(s, t, "fr-clausel-leader") != "0303" {
				t.Fatalf("where %d: %v", s.Units[l].Where, ev)
			}
		})
	}
}
