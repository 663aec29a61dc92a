package kinds

import (
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
