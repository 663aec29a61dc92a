package scenario

import (
	"slices"
	"strconv"
	"testing"
)

// TestWallachia3_0_ZoneArea: deployment zones given by printed column and
// row ranges and by the side of a named river (Wallachia 20 [3.0]
// "between hexrows 05xx and 11xx (inclusive) and east of the Lom River").
func TestWallachia3_0_ZoneArea(t *testing.T) {
	s := memScenario() // 10 x 10, columns and rows 01-10
	g := s.Grid()
	// The Lom runs between columns 05 and 06, all the way down the map.
	for _, h := range g.Hexes() {
		c, _ := g.ToOffset(h)
		if c != 4 {
			continue
		}
		for _, n := range h.Neighbours() {
			if nc, _ := g.ToOffset(n); g.Contains(n) && nc == 5 {
				s.Map.Hexsides = append(s.Map.Hexsides, Hexside{Between: [2]string{g.Code(h), g.Code(n)}, Features: []string{FeatureMajorRiver}, Name: "Lom"})
			}
		}
	}
	cols := func(codes []string) []int {
		var out []int
		for _, c := range codes {
			n, _ := strconv.Atoi(c[:2])
			if !slices.Contains(out, n) {
				out = append(out, n)
			}
		}
		slices.Sort(out)
		return out
	}
	// The Danube fills column 03.
	s.Map.Terrain = &TerrainMap{}
	for r := 1; r <= 10; r++ {
		s.Map.Terrain.Set("03"+pad(r), TerrainWideMajorRiver)
	}
	cases := []struct {
		name     string
		zone     DeployZone
		cols     []int
		count    int
		untraced []string
	}{
		{"columns 05-11 on a 10-column map", DeployZone{Columns: []int{5, 11}}, []int{5, 6, 7, 8, 9, 10}, 60, nil},
		{"rows only", DeployZone{Rows: []int{2, 3}}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 20, nil},
		{"east of the Lom (the side of 0808)", DeployZone{SameSide: []RiverSide{{River: "Lom", Hex: "0808"}}}, []int{6, 7, 8, 9, 10}, 50, nil},
		{"columns and river side", DeployZone{Columns: []int{3, 8}, SameSide: []RiverSide{{River: "lom", Hex: "0101"}}}, []int{3, 4, 5}, 30, nil},
		{"except", DeployZone{Columns: []int{1, 1}, Except: []string{"0101", "0102"}}, []int{1}, 8, nil},
		{"listed hexes within 1", DeployZone{Hexes: []string{"0505"}, Within: 1}, []int{4, 5, 6}, 7, nil},
		{"untraced river: its side left out", DeployZone{Columns: []int{9, 10}, SameSide: []RiverSide{{River: "Danube", Hex: "0101"}}}, []int{9, 10}, 20, []string{"Danube"}},
		{"words only", DeployZone{Text: "somewhere"}, nil, 0, nil},
		{"a river of terrain hexes (the Danube)", DeployZone{SameSide: []RiverSide{{River: "Danube", Hex: "0101", Terrain: TerrainWideMajorRiver}}}, []int{1, 2}, 20, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a := s.Area(c.zone)
			if got := cols(a.Hexes); !slices.Equal(got, c.cols) || len(a.Hexes) != c.count {
				t.Errorf("columns %v (%d hexes), want %v (%d)", got, len(a.Hexes), c.cols, c.count)
			}
			if !slices.Equal(a.Untraced, c.untraced) {
				t.Errorf("untraced %v, want %v", a.Untraced, c.untraced)
			}
			if a.Located != (c.count > 0) {
				t.Errorf("located %v", a.Located)
			}
		})
	}
}

// TestWallachia3_0_UnitWithNoLegalHex: a deploying unit whose zones give
// no hex is an error the designer sees (it would be left out of play),
// and an untraced river is one warning naming every zone that uses it.
func TestWallachia3_0_UnitWithNoLegalHex(t *testing.T) {
	s := memScenario()
	s.Deployment = []DeployZone{
		{ID: "c", Side: French, Text: "south shore of the Danube", SameSide: []RiverSide{{River: "Danube", Hex: "0505"}}, Columns: []int{5, 11}},
		{ID: "words", Side: French, Text: "east of the Lom"},
		{ID: "e", Side: AntiFrench, SameSide: []RiverSide{{River: "Danube", Hex: "0101"}}},
	}
	a := unit("fr-a", French, TypeInfantry, "F", "")
	a.Placement = Placement{Kind: PlaceDeploy, Zones: []string{"words"}}
	b := unit("fr-b", French, TypeInfantry, "F", "")
	b.Placement = Placement{Kind: PlaceDeploy, Zones: []string{"c", "words"}}
	r := unit("ru-a", AntiFrench, TypeInfantry, "R", "")
	r.Placement = Placement{Kind: PlaceDeploy, Zones: []string{"e"}}
	s.Units = []Unit{a, b, r}
	noHex, rivers := map[string]bool{}, 0
	for _, f := range Validate(s, memCharts()) {
		switch f.Check {
		case "deploy-no-hex":
			noHex[f.Object] = f.Severity == Error
		case "deploy-river-untraced":
			rivers++
			if f.Severity != Warning || f.Object != `river "Danube"` {
				t.Errorf("river finding %s", f)
			}
		}
	}
	if !noHex[`unit "fr-a"`] || len(noHex) != 1 {
		t.Errorf("deploy-no-hex errors %v, want fr-a only", noHex)
	}
	if rivers != 1 {
		t.Errorf("%d untraced-river warnings, want one for the Danube", rivers)
	}
}

func pad(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
