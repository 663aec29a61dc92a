package rules

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// arrivalFixture is an open map with a French reinforcement "r" due on
// turn 1 by entry area A on the west edge, a French unit "a" set up, an
// Allied unit "e" far to the east and two set-aside French Dummy units.
func arrivalFixture(t *testing.T, fog bool) *fixture {
	f := newFixture(t, scenario.EditionWallachia)
	f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: fr, Hexes: []string{"0105", "0106", "0107"}}}
	f.unit("a", fr, in, 3, 2, "0410")
	f.unit("e", af, in, 3, 2, "1206")
	st, ma := 2, 2
	f.s.Units = append(f.s.Units, scenario.Unit{ID: "r", Name: "r", Side: fr, Type: in, Strength: &st, Movement: &ma,
		Placement: scenario.Placement{Kind: scenario.PlaceArrive, Turn: 1, EntryArea: "A"}})
	f.dummy("d1", fr, "")
	f.dummy("d2", fr, "")
	if fog {
		f.opt.Optional = []string{"16.1"}
	}
	return f
}

// TestRule16_1_3_DummyArrivesWithReinforcement: "You may add to the map one
// hidden friendly Dummy unit per turn, if available, with the arrival of
// ... new Reinforcement units."
func TestRule16_1_3_DummyArrivesWithReinforcement(t *testing.T) {
	for _, before := range []bool{true, false} {
		name := "added after the reinforcement entered"
		if before {
			name = "added before the reinforcement enters"
		}
		t.Run(name, func(t *testing.T) {
			f := arrivalFixture(t, true)
			s := f.state(PhaseMovement)
			if !before {
				s, _ = apply(t, s, Move{Unit: "r", To: "0206"})
			}
			s, ev := apply(t, s, AddDummy{Unit: "d1", With: "r"})
			if len(ev) != 1 || !strings.Contains(ev[0].Text, "entry area A") {
				t.Fatalf("events %v", ev)
			}
			// The Dummy enters by the same area, like an arriving unit.
			reach := reachCodes(s.Reachable(s.mustUnit(t, "d1")))
			if _, ok := reach["0106"]; !ok {
				t.Fatalf("the Dummy cannot enter by area A: reach %v", reach)
			}
			if _, ok := reach["0410"]; ok {
				t.Fatalf("the Dummy may not end stacked on a friendly unit")
			}
			s, _ = apply(t, s, Move{Unit: "d1", To: "0105"})
			if before {
				s, _ = apply(t, s, Move{Unit: "r", To: "0206"})
			}
			if got := s.hexOf(t, "d1"); got != "0105" {
				t.Fatalf("d1 in %s", got)
			}
			if v, ok := viewOf(s, AntiFrench, "0105"); !ok || v.Type != "hidden" {
				t.Errorf("the Dummy arrives hidden: the enemy sees %+v", v)
			}
			// One a turn: the second Dummy may not join.
			if err := s.Legal(AddDummy{Unit: "d2", With: "r"}); err == nil || !strings.Contains(err.Error(), "one Dummy a turn") {
				t.Errorf("second Dummy in a turn: %v", err)
			}
		})
	}
}

// TestRule16_1_3_DummyArrivalRefused lists what AddDummy refuses.
func TestRule16_1_3_DummyArrivalRefused(t *testing.T) {
	tests := []struct {
		name    string
		fog     bool
		phase   Phase
		order   AddDummy
		wantErr string
	}{
		{"without Fog of War", false, PhaseMovement, AddDummy{Unit: "d1", With: "r"}, "16.1"},
		{"with a unit already on the map", true, PhaseMovement, AddDummy{Unit: "d1", With: "a"}, "not a reinforcement"},
		{"not a Dummy", true, PhaseMovement, AddDummy{Unit: "a", With: "r"}, "available Dummy"},
		{"with an enemy unit", true, PhaseMovement, AddDummy{Unit: "d1", With: "e"}, "friendly combat unit"},
		{"with a Dummy", true, PhaseMovement, AddDummy{Unit: "d1", With: "d2"}, "friendly combat unit"},
		{"in the Combat Phase", true, PhaseCombat, AddDummy{Unit: "d1", With: "r"}, "Movement Phase"},
		{"at night with a unit not rallied", true, PhaseNight, AddDummy{Unit: "d1", With: "a"}, "not rallied"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := arrivalFixture(t, tc.fog).state(tc.phase)
			err := s.Legal(tc.order)
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Fatalf("%s: got %v, want an error containing %q", tc.order, err, tc.wantErr)
			}
		})
	}
}

// TestRule16_1_3_UnenteredDummyIsSetAsideAgain: a Dummy that joined an
// arrival but did not enter goes back to the pile at the end of the phase.
func TestRule16_1_3_UnenteredDummyIsSetAsideAgain(t *testing.T) {
	f := arrivalFixture(t, true)
	s := f.state(PhaseMovement)
	s, _ = apply(t, s, AddDummy{Unit: "d1", With: "r"})
	s, _ = apply(t, s, Move{Unit: "r", To: "0206"})
	s, ev := apply(t, s, EndPhase{})
	if w := s.Units[s.mustUnit(t, "d1")].Where; w != AtSetAside {
		t.Fatalf("d1 is in place %d, want set aside; events %v", w, ev)
	}
	found := false
	for _, e := range ev {
		found = found || (e.Unit == "d1" && strings.Contains(e.Text, "set aside again"))
	}
	if !found {
		t.Errorf("no event says the Dummy went back: %v", ev)
	}
}

// TestRule16_1_3_DummyArrivesWithRalliedUnit: at night a Dummy may join a
// newly rallied unit in its hex; the two must unstack in the next Movement
// Phase (6.9).
func TestRule16_1_3_DummyArrivesWithRalliedUnit(t *testing.T) {
	f := arrivalFixture(t, true)
	s := f.state(PhaseNight)
	a := s.mustUnit(t, "a")
	s.Units[a].Status |= stRallied // as the Rally order leaves a unit it rallied (10.0)
	s, _ = apply(t, s, AddDummy{Unit: "d1", With: "a"})
	if got := s.hexOf(t, "d1"); got != "0410" {
		t.Fatalf("d1 in %s, want with the rallied unit in 0410", got)
	}
	if v, ok := viewOf(s, AntiFrench, "0410"); !ok || v.Type != "hidden" {
		t.Errorf("the stack is hidden from the enemy: %+v", v)
	}
	if got := s.Stacks(); len(got) != 1 || got[0] != "0410:a+d1" {
		t.Fatalf("stacks %v", got)
	}
	// Next French Movement Phase: the stack must be split before it ends.
	s.Phase = PhaseMovement
	if err := s.Legal(EndPhase{}); err == nil || !strings.Contains(err.Error(), "6.9") {
		t.Fatalf("ending the Movement Phase stacked: %v", err)
	}
	s, _ = apply(t, s, Move{Unit: "d1", To: "0412"})
	if err := s.Legal(EndPhase{}); err != nil {
		t.Fatalf("after unstacking: %v", err)
	}
}

// TestRule16_1_1_VoluntaryReveal: "Whenever you desire to reveal your own
// unit"; a revealed Dummy is removed at once with no Morale loss (16.1.3).
func TestRule16_1_1_VoluntaryReveal(t *testing.T) {
	tests := []struct {
		name    string
		fog     bool
		phase   Phase
		unit    string
		wantErr string
		gone    bool // removed from the map
	}{
		{name: "own unit", fog: true, phase: PhaseMovement, unit: "a"},
		{name: "own Dummy is removed", fog: true, phase: PhaseMovement, unit: "dm", gone: true},
		{name: "in the enemy's Reaction Phase the enemy acts", fog: true, phase: PhaseReaction, unit: "a", wantErr: "side giving orders"},
		{name: "enemy unit", fog: true, phase: PhaseMovement, unit: "e", wantErr: "side giving orders"},
		{name: "without Fog of War", phase: PhaseMovement, unit: "a", wantErr: "16.1"},
		{name: "not on the map", fog: true, phase: PhaseMovement, unit: "r", wantErr: "hidden unit on the map"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := arrivalFixture(t, tc.fog)
			f.dummy("dm", fr, "0808")
			s := f.state(tc.phase)
			o := Reveal{Unit: tc.unit}
			if tc.wantErr != "" {
				if err := s.Legal(o); err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got %v, want an error containing %q", err, tc.wantErr)
				}
				return
			}
			at := s.hexOf(t, tc.unit)
			morale := s.Morale
			s, _ = apply(t, s, o)
			if s.Morale != morale {
				t.Errorf("morale %v -> %v", morale, s.Morale)
			}
			if tc.gone {
				if s.OnMap(s.mustUnit(t, tc.unit)) {
					t.Fatalf("the revealed Dummy is still on the map")
				}
				return
			}
			if v, ok := viewOf(s, AntiFrench, at); !ok || v.ID != tc.unit {
				t.Errorf("the enemy sees %+v in %s, want %s face up", v, at, tc.unit)
			}
			if err := s.Legal(o); err == nil {
				t.Errorf("a face-up unit is revealed again")
			}
		})
	}
}
