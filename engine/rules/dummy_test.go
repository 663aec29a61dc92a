package rules

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// viewOf returns what side sees in hex code.
func viewOf(s *State, side int, code string) (UnitView, bool) {
	for _, v := range s.View(side) {
		if v.Hex == code {
			return v, true
		}
	}
	return UnitView{}, false
}

// TestRule16_1_3_DummyUnits places Dummy units at reconcealment: into a
// friendly unit's hex away from the enemy, then one of the two relocates
// to an adjacent hex also away from the enemy.
func TestRule16_1_3_DummyUnits(t *testing.T) {
	tests := []struct {
		name    string
		phase   Phase
		noFog   bool // optional rule 16.1 not in use
		order   func(f *fixture) PlaceDummy
		wantErr string
		want    map[string]func(f *fixture) string // unit -> expected hex
	}{
		{name: "the Dummy relocates", phase: PhaseNight,
			order: func(f *fixture) PlaceDummy {
				return PlaceDummy{Unit: "d1", Hex: "0606", Relocate: "d1", To: f.nb("0606", hex.S)}
			},
			want: map[string]func(f *fixture) string{"d1": func(f *fixture) string { return f.nb("0606", hex.S) }, "a": func(*fixture) string { return "0606" }}},
		{name: "the real unit relocates", phase: PhaseNight,
			order: func(f *fixture) PlaceDummy {
				return PlaceDummy{Unit: "d1", Hex: "0606", Relocate: "a", To: f.nb("0606", hex.SW)}
			},
			want: map[string]func(f *fixture) string{"d1": func(*fixture) string { return "0606" }, "a": func(f *fixture) string { return f.nb("0606", hex.SW) }}},
		{name: "only at Night Operations", phase: PhaseMovement, wantErr: "Night Operations",
			order: func(f *fixture) PlaceDummy {
				return PlaceDummy{Unit: "d1", Hex: "0606", Relocate: "d1", To: f.nb("0606", hex.S)}
			}},
		{name: "only with Fog of War", phase: PhaseNight, noFog: true, wantErr: "16.1",
			order: func(f *fixture) PlaceDummy {
				return PlaceDummy{Unit: "d1", Hex: "0606", Relocate: "d1", To: f.nb("0606", hex.S)}
			}},
		{name: "not an available Dummy", phase: PhaseNight, wantErr: "available Dummy",
			order: func(f *fixture) PlaceDummy {
				return PlaceDummy{Unit: "a", Hex: "0606", Relocate: "a", To: f.nb("0606", hex.S)}
			}},
		{name: "hex without a friendly unit", phase: PhaseNight, wantErr: "friendly unit",
			order: func(f *fixture) PlaceDummy {
				return PlaceDummy{Unit: "d1", Hex: "0303", Relocate: "d1", To: f.nb("0303", hex.S)}
			}},
		{name: "friendly unit adjacent to the enemy", phase: PhaseNight, wantErr: "adjacent to an enemy",
			order: func(f *fixture) PlaceDummy {
				return PlaceDummy{Unit: "d1", Hex: f.nb("1006", hex.NW), Relocate: "d1", To: f.nb(f.nb("1006", hex.NW), hex.NW)}
			}},
		{name: "relocation hex adjacent to the enemy", phase: PhaseNight, wantErr: "adjacent to an enemy",
			order: func(f *fixture) PlaceDummy { return PlaceDummy{Unit: "d1", Hex: "1008", Relocate: "d1", To: "1007"} }},
		{name: "relocation hex not adjacent", phase: PhaseNight, wantErr: "not adjacent",
			order: func(f *fixture) PlaceDummy { return PlaceDummy{Unit: "d1", Hex: "0606", Relocate: "d1", To: "0303"} }},
		{name: "relocation hex occupied", phase: PhaseNight, wantErr: "vacant",
			order: func(f *fixture) PlaceDummy {
				return PlaceDummy{Unit: "d1", Hex: "0606", Relocate: "d1", To: f.nb("0606", hex.N)}
			}},
		{name: "a third unit cannot relocate", phase: PhaseNight, wantErr: "relocate the Dummy",
			order: func(f *fixture) PlaceDummy {
				return PlaceDummy{Unit: "d1", Hex: "0606", Relocate: "c", To: f.nb("0606", hex.S)}
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("a", fr, in, 3, 2, "0606")
			f.unit("n", fr, in, 3, 2, f.nb("0606", hex.N))
			f.unit("b", fr, in, 3, 2, f.nb("1006", hex.NW))
			f.unit("c", fr, in, 3, 2, "1008")
			f.unit("e", af, in, 3, 2, "1006")
			f.dummy("d1", fr, "")
			if !tc.noFog {
				f.opt.Optional = []string{"16.1"}
			}
			s := f.state(tc.phase)
			o := tc.order(f)
			if tc.wantErr != "" {
				err := s.Legal(o)
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("%s: got %v, want an error containing %q", o, err, tc.wantErr)
				}
				return
			}
			s, _ = apply(t, s, o)
			for id, at := range tc.want {
				if got := s.hexOf(t, id); got != at(f) {
					t.Errorf("%s in %s, want %s", id, got, at(f))
				}
			}
			if v, ok := viewOf(s, AntiFrench, s.hexOf(t, "d1")); !ok || v.Type != "hidden" {
				t.Errorf("the Dummy is placed face down (16.1.3): the enemy sees %+v", v)
			}
			if len(s.Stacks()) != 0 {
				t.Errorf("the placement leaves a stack: %v", s.Stacks())
			}
			// Only an available Dummy may be placed: d1 is now on the map.
			if err := s.Legal(PlaceDummy{Unit: "d1", Hex: "1008", Relocate: "d1", To: f.nb("1008", hex.S)}); err == nil {
				t.Error("a Dummy already on the map was placed again")
			}
		})
	}
}

// TestRule16_1_3_DummyRevealedAndRemoved: the instant a Dummy is revealed
// (here by face-up enemy cavalry at the end of a day Movement Phase,
// 16.1.1) it is removed from the map with no Morale loss, and may re-enter
// play at the next reconcealment. Until then it acts as a normal unit and
// exerts a ZOC.
func TestRule16_1_3_DummyRevealedAndRemoved(t *testing.T) {
	tests := []struct {
		name        string
		scoutType   string
		scoutFaceUp bool
		wantRemoved bool
	}{
		{name: "face-up cavalry reveals and removes the Dummy", scoutType: scenario.TypeCavalry, scoutFaceUp: true, wantRemoved: true},
		{name: "face-down cavalry does not reveal", scoutType: scenario.TypeCavalry},
		{name: "infantry does not reveal", scoutType: in, scoutFaceUp: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.dummy("d1", fr, "0606")
			f.unit("a", fr, in, 3, 2, "0303")
			f.unit("scout", af, tc.scoutType, 2, 3, f.nb("0606", hex.S))
			f.opt.Optional = []string{"16.1"}
			s := f.state(PhaseMovement)
			if !s.InEZOC(s.mustUnit(t, "scout")) {
				t.Error("an unrevealed Dummy exerts a ZOC like a normal unit (16.1.3)")
			}
			s.Phasing = AntiFrench
			if tc.scoutFaceUp {
				s.Units[s.mustUnit(t, "scout")].Status |= StRevealed
			}
			morale := s.Morale
			s, ev := apply(t, s, EndPhase{})
			d := s.mustUnit(t, "d1")
			if removed := s.Units[d].Where == AtSetAside; removed != tc.wantRemoved {
				t.Fatalf("Dummy removed = %v, want %v; events %v", removed, tc.wantRemoved, ev)
			}
			if s.Morale != morale {
				t.Errorf("morale changed from %v to %v: a removed Dummy costs none (16.1.3)", morale, s.Morale)
			}
			if !tc.wantRemoved {
				return
			}
			// Re-entry at the French night reconcealment.
			s.Phasing, s.Phase = French, PhaseNight
			s, _ = apply(t, s, PlaceDummy{Unit: "d1", Hex: "0303", Relocate: "d1", To: f.nb("0303", hex.S)})
			if s.hexOf(t, "d1") != f.nb("0303", hex.S) {
				t.Errorf("the removed Dummy did not re-enter play (16.1.3)")
			}
		})
	}
}

// TestRule16_1_3_DummyScouts: when revealing units per 16.1.1, a hidden
// Dummy causes adjacent enemy units to be revealed, as cavalry does, and
// stays hidden itself.
func TestRule16_1_3_DummyScouts(t *testing.T) {
	tests := []struct {
		name, scout  string
		wantRevealed bool
	}{
		{name: "a hidden Dummy scouts", scout: scenario.TypeDummy, wantRevealed: true},
		{name: "hidden infantry does not", scout: in},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			if tc.scout == scenario.TypeDummy {
				f.dummy("s", fr, "0606")
			} else {
				f.unit("s", fr, tc.scout, 2, 2, "0606")
			}
			f.unit("e", af, in, 3, 2, f.nb("0606", hex.S))
			f.opt.Optional = []string{"16.1"}
			s := f.state(PhaseMovement)
			s, _ = apply(t, s, EndPhase{})
			v, _ := viewOf(s, French, f.nb("0606", hex.S))
			if revealed := v.ID == "e"; revealed != tc.wantRevealed {
				t.Errorf("enemy revealed = %v, want %v (view %+v)", revealed, tc.wantRevealed, v)
			}
			if v, _ := viewOf(s, AntiFrench, "0606"); v.Type != "hidden" {
				t.Errorf("the scouting unit itself stays hidden: the enemy sees %+v", v)
			}
		})
	}
}

// TestRule16_1_3_DummyInBattle: units in a declared battle are revealed
// (16.1.1); a Dummy among them is removed at once, and a battle against a
// Dummy alone is cancelled, so there is no Advance after Combat.
func TestRule16_1_3_DummyInBattle(t *testing.T) {
	tests := []struct {
		name          string
		withReal      bool // a real unit defends with the Dummy
		wantCancelled bool
	}{
		{name: "Dummy alone: the battle is cancelled", wantCancelled: true},
		{name: "Dummy with a real unit: the battle goes on", withReal: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.dummy("d1", af, "0606")
			f.unit("a", fr, in, 3, 2, f.nb("0606", hex.N))
			defs := []string{"d1"}
			if tc.withReal {
				f.unit("r", af, in, 2, 2, f.nb(f.nb("0606", hex.N), hex.NE))
				defs = append(defs, "r")
			}
			f.opt.Optional = []string{"16.1"}
			s := f.state(PhaseCombat)
			s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: defs}}})
			if w := s.Units[s.mustUnit(t, "d1")].Where; w != AtSetAside {
				t.Errorf("the revealed Dummy is still in play (where %d)", w)
			}
			if got := s.BattleList[0].Cancelled; got != tc.wantCancelled {
				t.Errorf("battle cancelled = %v, want %v", got, tc.wantCancelled)
			}
			if err := s.Legal(Resolve{Battle: 0, Advance: []string{"a"}}); (err == nil) == tc.wantCancelled {
				t.Errorf("resolving the battle: %v", err)
			}
		})
	}
}
