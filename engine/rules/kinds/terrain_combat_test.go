package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

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
