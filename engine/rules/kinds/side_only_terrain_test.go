package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

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
