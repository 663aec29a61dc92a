package rules

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// pathField is the open field of the path tests: a attacks d from the
// west, the Allied LOC due east at 1206. A Withdraw (+2, die 2 or 3) may
// end in 0706 or 0707, both closer to the LOC (9.7.7); a Rout (die 4-6)
// of 3 hexes may take eight paths.
func pathField(t *testing.T, extra ...func(*fixture)) *State {
	t.Helper()
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 3, 2, "0506")
	f.unit("d", af, in, 1, 2, "0606")
	f.unit("far", af, in, 1, 2, "0202")
	f.loc("1206", af)
	for _, x := range extra {
		x(f)
	}
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d"}}}})
	return s
}

// TestRule9_7_7_LegalRetreatPaths: "You have the choice of which LOC hex
// to Retreat each unit toward" and "if there is more than a single hex
// available meeting that criteria, the unit must Retreat into the hex
// which moves it closer to a friendly LOC hex" (9.7.7): the engine lists
// the hexes the rules rank equally, its own choice first.
func TestRule9_7_7_LegalRetreatPaths(t *testing.T) {
	s := pathField(t)
	for _, tc := range []struct {
		name string
		die  int
		rout bool
		n    int
		want [][]string
	}{
		{"withdraw", 3, false, 1, [][]string{{"0706"}, {"0707"}}},
		{"rout 3", 4, true, 3, [][]string{
			{"0706", "0805", "0905"}, {"0706", "0805", "0906"}, {"0706", "0806", "0906"}, {"0706", "0806", "0907"},
			{"0707", "0806", "0906"}, {"0707", "0806", "0907"}, {"0707", "0807", "0907"}, {"0707", "0807", "0908"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rolls := []int{tc.die}
			if tc.rout {
				rolls = append(rolls, 3) // the rout roll: 3 hexes
			}
			ps, err := s.LegalRetreatPaths(Resolve{Battle: 0}, &ScriptedDice{Rolls: rolls})
			if err != nil {
				t.Fatal(err)
			}
			if len(ps) != 1 || ps[0].Unit != "d" || ps[0].From != "0606" || ps[0].Length != tc.n || ps[0].Rout != tc.rout || ps[0].Side != AntiFrench {
				t.Fatalf("paths %+v", ps)
			}
			if !reflect.DeepEqual(ps[0].Paths, tc.want) {
				t.Errorf("paths %v, want %v", ps[0].Paths, tc.want)
			}
			// The first is the engine's own choice: where Resolve without a
			// path leaves the unit.
			ns, _ := apply(t, s, Resolve{Battle: 0}, rolls...)
			if got, first := ns.hexOf(t, "d"), ps[0].Paths[0]; got != first[len(first)-1] {
				t.Errorf("the engine retreats to %s, but lists %v first", got, first)
			}
			// Every listed path is accepted and leaves the unit at its end.
			for _, p := range ps[0].Paths {
				ns, ev := apply(t, s, Resolve{Battle: 0, Paths: []RetreatChoice{{Unit: "d", Path: p}}}, rolls...)
				if got := ns.hexOf(t, "d"); got != p[len(p)-1] {
					t.Errorf("path %v: unit in %s", p, got)
				}
				if !slices.ContainsFunc(ev, func(e Event) bool {
					return e.Kind == "retreat" && strings.Contains(e.Text, "via "+strings.Join(p, ", ")) && strings.Contains(e.Text, "chosen by its owner, 9.7.7")
				}) {
					t.Errorf("path %v: no retreat event naming it: %v", p, ev)
				}
			}
		})
	}
}

// TestRule9_7_PartialPathIsCarriedOn: a chosen path shorter than the rout
// is carried on by the engine's own priority.
func TestRule9_7_PartialPathIsCarriedOn(t *testing.T) {
	s := pathField(t)
	ns, _ := apply(t, s, Resolve{Battle: 0, Paths: []RetreatChoice{{Unit: "d", Path: []string{"0707"}}}}, 4, 3)
	if got := ns.hexOf(t, "d"); got != "0906" {
		t.Errorf("rout via 0707 ends in %s, want 0906 (0707, then the engine's 0806, 0906)", got)
	}
}

// TestRule9_7_IllegalPathsAreRefused: a path the retreat priority does not
// allow is refused, naming the rule it breaks, and the state is unchanged.
func TestRule9_7_IllegalPathsAreRefused(t *testing.T) {
	for _, tc := range []struct {
		name  string
		extra func(*fixture)
		die   int
		path  RetreatChoice
		rule  string
		text  string
	}{
		{"away from the LOC", nil, 3, RetreatChoice{"d", []string{"0607"}}, "9.7.7", "closer to a friendly LOC"},
		{"into the enemy", nil, 3, RetreatChoice{"d", []string{"0506"}}, "9.7.2", "cannot be entered from 0606"},
		{"not adjacent", nil, 3, RetreatChoice{"d", []string{"0808"}}, "9.7.2", "cannot be entered"},
		{"too long", nil, 3, RetreatChoice{"d", []string{"0707", "0807"}}, "9.7.8", "gives 2 hexes but the retreat ends after 1"},
		{"off the map", nil, 3, RetreatChoice{"d", []string{"9999"}}, "9.7.2.1", "off the map"},
		{"not in the battle", nil, 3, RetreatChoice{"far", []string{"0203"}}, "9.7", "not in this battle"},
		{"does not retreat", nil, 3, RetreatChoice{"a", []string{"0406"}}, "9.7", "does not retreat in this battle"},
		{"into an enemy ZOC", func(f *fixture) { f.unit("z", fr, in, 1, 2, "0805") }, 3,
			RetreatChoice{"d", []string{"0706"}}, "9.7.3", "out of an enemy ZOC"},
		{"through a friend", func(f *fixture) { f.unit("friend", af, in, 1, 2, "0706") }, 3,
			RetreatChoice{"d", []string{"0706", "0806"}}, "9.7.6", "friendly-occupied"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var extra []func(*fixture)
			if tc.extra != nil {
				extra = append(extra, tc.extra)
			}
			s := pathField(t, extra...)
			o := Resolve{Battle: 0, Paths: []RetreatChoice{tc.path}}
			_, _, err := s.Apply(o, &ScriptedDice{Rolls: []int{tc.die, 6, 6}})
			var io *IllegalOrder
			if !errors.As(err, &io) {
				t.Fatalf("%s: err %v, want an *IllegalOrder", o, err)
			}
			if io.Rule != tc.rule || !strings.Contains(io.Reason, tc.text) || !strings.Contains(io.Reason, "("+tc.rule) {
				t.Errorf("refused with rule %q: %v; want rule %s and %q", io.Rule, err, tc.rule, tc.text)
			}
			if s.hexOf(t, "d") != "0606" || s.Battles()[0].Resolved {
				t.Error("the refused battle changed the state")
			}
		})
	}
}

// TestRule9_7_7_SecondUnitSeesTheFirst: the legal paths of a second
// retreating unit are those of the position the first one left.
func TestRule9_7_7_SecondUnitSeesTheFirst(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 6, 2, "0506")
	f.unit("d", af, in, 1, 2, "0606")
	f.unit("e", af, in, 1, 2, "0605")
	f.loc("1206", af)
	s := f.state(PhaseCombat)
	s, _ = apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"a"}, Defenders: []string{"d", "e"}}}})
	r := Resolve{Battle: 0}
	dice := func() Dice { return &ScriptedDice{Rolls: []int{3, 6, 6, 6, 6}} }
	ps, err := s.LegalRetreatPaths(r, dice())
	if err != nil || len(ps) != 2 {
		t.Fatalf("%+v %v", ps, err)
	}
	r.Paths = []RetreatChoice{{Unit: ps[0].Unit, Path: ps[0].Paths[len(ps[0].Paths)-1]}}
	ps2, err := s.LegalRetreatPaths(r, dice())
	if err != nil || len(ps2) != 2 {
		t.Fatalf("%+v %v", ps2, err)
	}
	taken := r.Paths[0].Path[len(r.Paths[0].Path)-1]
	for _, p := range ps2[1].Paths {
		if p[len(p)-1] == taken && len(p) == ps2[1].Length {
			t.Errorf("%s may end in %s, where %s stands", ps2[1].Unit, taken, ps2[0].Unit)
		}
	}
}

// TestResolvePathNotation: the chosen paths are written and read back in
// the order notation, and as script text.
func TestResolvePathNotation(t *testing.T) {
	o := Resolve{Battle: 2, Advance: []string{"fr-cav"}, Paths: []RetreatChoice{{"al-x", []string{"1002", "1103"}}, {"al-y", []string{"0904"}}}}
	want := "resolve 2 advance fr-cav path al-x:1002,1103 path al-y:0904"
	if o.String() != want {
		t.Errorf("String %q, want %q", o.String(), want)
	}
	back, err := ParseOrder(want)
	if err != nil || !reflect.DeepEqual(back, o) {
		t.Errorf("ParseOrder = %#v, %v", back, err)
	}
	if text, err := ScriptText(o); err != nil || text != want {
		t.Errorf("ScriptText = %q, %v", text, err)
	}
	for _, bad := range []string{"resolve 0 path", "resolve 0 path al-x", "resolve 0 path :0101", "resolve 0 path al-x:"} {
		if _, err := ParseOrder(bad); err == nil {
			t.Errorf("ParseOrder(%q) accepted", bad)
		}
	}
}

// FuzzResolvePath: a resolve with paths reads back as itself.
func FuzzResolvePath(f *testing.F) {
	for _, s := range []string{"resolve 0 path a:0101,0102", "resolve 1 path a:0101 path b:0202 advance c", "resolve 0 path a:b:c,,d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseOrder(s)
		if err != nil {
			return
		}
		o2, err := ParseOrder(o.String())
		if err != nil || !reflect.DeepEqual(o, o2) {
			t.Fatalf("%q read as %q, which reads back as %#v, %v", s, o.String(), o2, err)
		}
	})
}

// BenchmarkLegalRetreatPaths: the paths of a 6-hex rout over open ground.
func BenchmarkLegalRetreatPaths(b *testing.B) {
	s := pathField(&testing.T{})
	for b.Loop() {
		if _, err := s.LegalRetreatPaths(Resolve{Battle: 0}, &ScriptedDice{Rolls: []int{4, 6}}); err != nil {
			b.Fatal(err)
		}
	}
}
