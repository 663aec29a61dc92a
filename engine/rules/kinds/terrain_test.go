package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// wideRiverRule is the Rousse/Slobozia 20 6.10 rule as the bundled
// scenarios give it.
func wideRiverRule() scenario.Rule {
	return scenario.Rule{ID: "wide-major-river", Number: "6.10", Title: "Wide Major River and Estuarial Islets", Kind: "terrain_rules",
		Params: map[string]string{"terrain": "wide_major_river,islet", "river_name": "Danube", "wide_major_river_crossing": "fords only",
			"wide_major_river_zoc": "none into or out of", "islet_zoc": "contiguous islet hexes only"}}
}

// TestRousse6_10_WideMajorRiver: no ZOC into or out of a Wide Major River
// hex; an Estuarial Islet's ZOC reaches only contiguous islet hexes, and
// no mainland ZOC reaches an islet (Rousse 20 / Slobozia 20 6.10).
func TestRousse6_10_WideMajorRiver(t *testing.T) {
	cases := []struct {
		name    string
		rule    bool
		unitAt  string // French unit
		terrain map[string]string
		target  string // hex adjacent to unitAt
		want    bool   // the French ZOC covers target
	}{
		{"mainland to mainland", true, "0505", nil, "0506", true},
		{"no ZOC into a Wide Major River hex", true, "0505", map[string]string{"0506": "wide_major_river"}, "0506", false},
		{"no ZOC from a mainland hex into an islet", true, "0505", map[string]string{"0506": "islet"}, "0506", false},
		{"no ZOC from an islet to the mainland", true, "0505", map[string]string{"0505": "islet"}, "0506", false},
		{"islet ZOC into a contiguous islet", true, "0505", map[string]string{"0505": "islet", "0506": "islet"}, "0506", true},
		{"without the rule an islet is ordinary terrain", false, "0505", map[string]string{"0506": "islet"}, "0506", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, tc.unitAt)
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			for k, v := range tc.terrain {
				f.terrain(k, v)
			}
			if tc.rule {
				f.s.Special = []scenario.Rule{wideRiverRule()}
			}
			s := f.state(rules.PhaseMovement)
			n, err := s.B.Parse(tc.target)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.ZocInto(mustUnit(s, t, "fr"), n); got != tc.want {
				t.Fatalf("ZOC into %s = %v, want %v", tc.target, got, tc.want)
			}
			m := make([]bool, s.B.N)
			s.ZOCMask(rules.French, m)
			if m[n] != tc.want {
				t.Fatalf("zocMask[%s] = %v, want %v", tc.target, m[n], tc.want)
			}
		})
	}
}

// TestRousse6_10_WideMajorRiverNotes: the note counts the map's river and
// islet hexes; unusable params leave the rule not applied.
func TestRousse6_10_WideMajorRiverNotes(t *testing.T) {
	cases := []struct {
		name string
		zoc  string
		want string
	}{
		{"applied", "none into or out of", "the map gives 2 wide_major_river and 1 islet hexes"},
		{"unknown ZOC parameter", "some", "not applied by the engine"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			f.terrain("0101", "wide_major_river")
			f.terrain("0102", "wide_major_river")
			f.terrain("0103", "islet")
			r := wideRiverRule()
			r.Params["wide_major_river_zoc"] = tc.zoc
			f.s.Special = []scenario.Rule{r}
			b := f.board()
			if !hasNote(b, "wide-major-river", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
			if (wideRiverZOC(b) != nil) != (tc.zoc == "none into or out of") {
				t.Fatalf("river table built: %v", wideRiverZOC(b) != nil)
			}
		})
	}
}

// hasNote reports whether a Board note about rule id contains sub.
func hasNote(b *rules.Board, id, sub string) bool {
	for _, n := range b.Notes() {
		if strings.Contains(n, `"`+id+`"`) && strings.Contains(n, sub) {
			return true
		}
	}
	return false
}

// TestArapiles9_7_2_1_ShallowStreams: a Minor River hexside gives no combat
// benefit (Clear for combat); a bridge on it keeps its own benefit
// (Arapiles 20 9.7.2.1, Shallow Streams).
func TestArapiles9_7_2_1_ShallowStreams(t *testing.T) {
	cases := []struct {
		name     string
		rule     bool
		features []string
		want     int8
	}{
		{"minor river without the rule", false, []string{"minor_river"}, 1},
		{"minor river with the rule", true, []string{"minor_river"}, 0},
		{"bridged minor river keeps the bridge's benefit", true, []string{"minor_river", "bridge"}, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0506")
			f.side("0505", "0506", tc.features...)
			if tc.rule {
				f.s.Special = []scenario.Rule{{ID: "shallow-streams", Number: "9.7.2.1", Title: "Shallow Streams", Kind: "terrain_combat",
					Params: map[string]string{"feature": "minor_river", "combat": "0"}}}
			}
			b := f.board()
			a, _ := b.Parse("0505")
			o, _ := b.Parse("0506")
			for d := 0; d < 6; d++ {
				if b.Neighbours[a][d] == o && b.HexsideCombat[a][d] != tc.want {
					t.Fatalf("combat across from 0505 = %d, want %d", b.HexsideCombat[a][d], tc.want)
				}
				if b.Neighbours[o][d] == a && b.HexsideCombat[o][d] != tc.want {
					t.Fatalf("combat across from 0506 = %d, want %d", b.HexsideCombat[o][d], tc.want)
				}
			}
			if tc.rule && (!hasNote(b, "shallow-streams", "the map gives 1 such hexsides") || b.HexsideFlags[a][dirTo(t, b, a, o)]&rules.SideHazard == 0) {
				t.Fatalf("note or hazardous retreat missing: %q", b.Notes())
			}
		})
	}
}

func dirTo(t *testing.T, b *rules.Board, a, o int32) int {
	t.Helper()
	for d := 0; d < 6; d++ {
		if b.Neighbours[a][d] == o {
			return d
		}
	}
	t.Fatal("not adjacent")
	return 0
}

// TestRousse2_0_SideNames: the side_names rule is applied by the sides'
// names in the file; a mismatch is reported as not applied (Rousse 20 2.0:
// the Ottomans are the French side).
func TestRousse2_0_SideNames(t *testing.T) {
	cases := []struct {
		name, frenchName, want string
	}{
		{"names agree", "Ottoman", "applied by the scenario's sides (Ottoman = french, Russian = anti-french)"},
		{"names differ", "French", `the french side is named "French" in the scenario, not "Ottoman"; not applied by the engine`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			f.s.Sides[0].Name, f.s.Sides[1].Name = tc.frenchName, "Russian"
			f.s.Special = []scenario.Rule{{ID: "sides", Title: "Ottomans are the French side", Kind: "side_names",
				Params: map[string]string{"french": "Ottoman", "anti-french": "Russian"}}}
			if b := f.board(); !hasNote(b, "sides", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}

// TestTalavera9_4_5_PajarDeVergara: the Redoubt in 1108 benefits only
// Allied units: Allied ZOCs extend into it, French ZOCs do not; a French
// unit there defends with the Clear benefit and has no Defensive Position.
func TestTalavera9_4_5_PajarDeVergara(t *testing.T) {
	cases := []struct {
		name        string
		rule        bool
		inRedoubt   string // side of the unit in 1108
		wantZOCIn   bool   // the adjacent enemy's ZOC covers 1108
		wantBenefit int
		wantFort    bool
	}{
		{"French unit in it, with the rule", true, scenario.French, true, 0, false},
		{"Allied unit in it, with the rule", true, scenario.AntiFrench, false, 2, true},
		{"French unit in it, without the rule", false, scenario.French, false, 2, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			other := scenario.AntiFrench
			if tc.inRedoubt == scenario.AntiFrench {
				other = scenario.French
			}
			f.unit("in", tc.inRedoubt, scenario.TypeInfantry, 3, 2, "1108")
			f.unit("out", other, scenario.TypeInfantry, 3, 2, "1109")
			f.terrain("1108", "redoubt")
			two := 2
			f.s.Charts.Overrides = &scenario.ChartSet{Terrain: []scenario.TerrainType{{ID: "redoubt", Name: "Redoubt", Movement: 1, BuiltUp: true, Fortified: true, Combat: &two}}}
			if tc.rule {
				f.s.Special = []scenario.Rule{{ID: "pajar-de-vergara", Number: "9.4.5", Title: "Redoubt of the Pajar de Vergara", Kind: "side_only_terrain",
					Params: map[string]string{"hex": "1108", "side": "anti-french", "terrain": "redoubt"}}}
			}
			s := f.state(rules.PhaseMovement)
			h, _ := s.B.Parse("1108")
			in, out := mustUnit(s, t, "in"), mustUnit(s, t, "out")
			if got := s.ZocInto(out, h); got != tc.wantZOCIn {
				t.Fatalf("zocInto 1108 = %v, want %v", got, tc.wantZOCIn)
			}
			m := make([]bool, s.B.N)
			s.ZOCMask(s.B.Units[out].Side, m)
			if m[h] != tc.wantZOCIn || s.HexInZOCOf(h, s.B.Units[out].Side) != tc.wantZOCIn || s.InEZOC(in) != tc.wantZOCIn {
				t.Fatalf("zocMask %v, hexInZOCOf %v, InEZOC %v; want %v", m[h], s.HexInZOCOf(h, s.B.Units[out].Side), s.InEZOC(in), tc.wantZOCIn)
			}
			if got := hexBenefit(s.B, h, in); got != tc.wantBenefit {
				t.Fatalf("hex benefit %d, want %d", got, tc.wantBenefit)
			}
			if got := fortFor(s.B, h, s.B.Units[in].Side); got != tc.wantFort {
				t.Fatalf("Fortified for the unit in it: %v, want %v", got, tc.wantFort)
			}
			if tc.rule && !hasNote(s.B, "pajar-de-vergara", "french units there defend with the Clear terrain benefit (+0)") {
				t.Fatalf("note missing: %q", s.B.Notes())
			}
		})
	}
}
