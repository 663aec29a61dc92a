package templates

import (
	"reflect"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// published1999 is the Combat Results Table of Waterloo 20 (1999) as
// printed: rows are die 1-6, columns differentials -2..+4.
var published1999 = [6][7]string{
	{"AE", "AR", "AR", "AW", "N", "EX", "EX"},
	{"AR", "AR", "AW", "N", "DW", "DW", "DW"},
	{"AR", "AW", "N", "DW", "DW", "DW", "DR"},
	{"AR", "N", "DW", "DW", "DR", "DR", "DR"},
	{"AW", "DW", "DW", "DR", "DR", "DR", "DE"},
	{"N", "DW", "DR", "DR", "DR", "DE", "DE"},
}

func mustSet(t *testing.T, id string) *scenario.ChartSet {
	t.Helper()
	cs, err := ChartSet(id)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestEmbeddedChartSetsLoad(t *testing.T) {
	ids := ChartSetIDs()
	want := []string{"n20-bussaco20-early", "n20-espana20", "n20-wallachia20", "waterloo20-1999"}
	if !reflect.DeepEqual(ids, want) {
		t.Fatalf("chart sets %v, want %v", ids, want)
	}
	for _, id := range ids {
		cs := mustSet(t, id)
		if cs.ID != id || cs.Source == "" || cs.CRT == nil || cs.CRT.Source == "" {
			t.Errorf("%s: id, source or CRT missing", id)
		}
		for _, tt := range cs.Terrain {
			if tt.Colour == "" || tt.Source == "" {
				t.Errorf("%s: terrain %s lacks colour or source", id, tt.ID)
			}
		}
	}
	if _, err := ChartSet("../charts/waterloo20-1999"); err == nil {
		t.Errorf("path-like chart set id accepted")
	}
	if _, err := ChartSet("nope"); err == nil {
		t.Errorf("unknown chart set accepted")
	}
}

func TestWaterloo1999IsExactlyThePublishedCRT(t *testing.T) {
	crt := mustSet(t, "waterloo20-1999").CRT
	if !reflect.DeepEqual(crt.Columns, []int{-2, -1, 0, 1, 2, 3, 4}) {
		t.Fatalf("columns %v", crt.Columns)
	}
	for i, row := range crt.Rows {
		if row.Die != i+1 || !reflect.DeepEqual(row.Results, published1999[i][:]) {
			t.Errorf("die %d: %v, published %v", row.Die, row.Results, published1999[i])
		}
	}
	notes := mustSet(t, "waterloo20-1999").Notes
	found := false
	for _, n := range notes {
		if strings.Contains(n, "-2 column") && strings.Contains(n, "-1") {
			found = true
		}
	}
	if !found {
		t.Errorf("the -2/-1 column inconsistency is not recorded in the notes")
	}
}

// TestEditionCRTsAreThe1999TableMapped: every cell of each edition's CRT
// has the same effect on attacker and defender as the 1999 cell (rule 9.6
// of each edition names the codes).
func TestEditionCRTsAreThe1999TableMapped(t *testing.T) {
	base := mustSet(t, "waterloo20-1999").CRT
	effect := func(c *scenario.CRT, code string) [2]string {
		for _, r := range c.Results {
			if r.Code == code {
				return [2]string{r.Attacker, r.Defender}
			}
		}
		t.Fatalf("code %q undefined", code)
		return [2]string{}
	}
	for _, id := range []string{"n20-wallachia20", "n20-espana20", "n20-bussaco20-early"} {
		crt := mustSet(t, id).CRT
		for i, row := range crt.Rows {
			for j, code := range row.Results {
				if got, want := effect(crt, code), effect(base, base.Rows[i].Results[j]); got != want {
					t.Errorf("%s die %d col %d: %s %v, 1999 %v", id, i+1, crt.Columns[j], code, got, want)
				}
			}
		}
	}
}

// TestWorkedExamplePinsCRT: the extended combat example (Wallachia 20; Bussaco
// 20 9.9.8): differential +2, die 6 gives Defender Routs: DR, or DH in the
// España codes, where DR is a one-hex retreat.
func TestWorkedExamplePinsCRT(t *testing.T) {
	for id, want := range map[string]string{"n20-wallachia20": "DR", "n20-bussaco20-early": "DR", "n20-espana20": "DH", "waterloo20-1999": "DR"} {
		if got, ok := mustSet(t, id).CRT.Result(2, 6); !ok || got != want {
			t.Errorf("%s: +2/6 = %q, want %q", id, got, want)
		}
	}
	crt := mustSet(t, "n20-wallachia20").CRT
	if got, _ := crt.Result(9, 6); got != "DB" {
		t.Errorf("above the last column: %q", got)
	}
	if got, _ := crt.Result(-7, 1); got != "AB" {
		t.Errorf("below the first column: %q", got)
	}
}

// TestStatedTerrainValues: the terrain values the rulebooks state (9.4.2
// example, extended combat example, Bussaco/Talavera exclusive rules).
func TestStatedTerrainValues(t *testing.T) {
	hexIDs := []string{"clear", "forest", "rough", "marsh", "swamp", "escarpment", "town", "village", "fortified", "redoubt", "citadel", "wide_major_river", "islet"}
	sideIDs := []string{"minor_river", "major_river", "bridge", "ford", "slope", "steep_slope", "redoubt", "perimeter_redoubt", "trail", "streambed"}
	for _, id := range []string{"n20-wallachia20", "n20-espana20", "n20-bussaco20-early"} {
		cs := mustSet(t, id)
		for _, h := range hexIDs {
			if cs.TerrainType(h) == nil {
				t.Errorf("%s: no terrain %s", id, h)
			}
		}
		for _, h := range sideIDs {
			if cs.HexsideType(h) == nil {
				t.Errorf("%s: no hexside %s", id, h)
			}
		}
		combat := func(p *int) int {
			if p == nil {
				return -99
			}
			return *p
		}
		for name, got := range map[string][2]int{
			"forest +1":           {combat(cs.TerrainType("forest").Combat), 1},
			"town +1":             {combat(cs.TerrainType("town").Combat), 1},
			"citadel +1":          {combat(cs.TerrainType("citadel").Combat), 1},
			"bridge +1":           {combat(cs.HexsideType("bridge").Combat), 1},
			"minor river +1":      {combat(cs.HexsideType("minor_river").Combat), 1},
			"slope +1":            {combat(cs.HexsideType("slope").Combat), 1},
			"steep slope +2":      {combat(cs.HexsideType("steep_slope").Combat), 2},
			"perimeter +1":        {combat(cs.HexsideType("perimeter_redoubt").Combat), 1},
			"streambed 0":         {combat(cs.HexsideType("streambed").Combat), 0},
			"streambed +1 MP":     {cs.HexsideType("streambed").Movement, 1},
			"rough not stated":    {combat(cs.TerrainType("rough").Combat), -99},
			"fortified not given": {combat(cs.TerrainType("fortified").Combat), -99},
			"ford not given":      {combat(cs.HexsideType("ford").Combat), -99},
		} {
			if got[0] != got[1] {
				t.Errorf("%s: %s is %d", id, name, got[0])
			}
		}
		if !cs.HexsideType("steep_slope").UphillOnly || !cs.TerrainType("wide_major_river").Prohibited {
			t.Errorf("%s: steep slope uphill-only or wide major river prohibited missing", id)
		}
	}
}

func TestResolveMergesTerrainAndReplacesCharts(t *testing.T) {
	set := mustSet(t, "n20-wallachia20")
	two := 2
	s := &scenario.Scenario{Charts: scenario.ChartRef{Set: set.ID, Overrides: &scenario.ChartSet{
		Terrain: []scenario.TerrainType{{ID: "forest", Name: "Dense forest", Movement: 2, Combat: &two}, {ID: "vineyard", Name: "Vineyard", Movement: 1}},
		CRT:     &scenario.CRT{Source: "scenario", Columns: []int{0}},
	}}}
	r := scenario.Resolve(s, set)
	if f := r.TerrainType("forest"); f == nil || *f.Combat != 2 || f.Name != "Dense forest" {
		t.Errorf("forest not replaced: %+v", f)
	}
	if r.TerrainType("vineyard") == nil || r.TerrainType("town") == nil {
		t.Errorf("merge lost or failed to add a type")
	}
	if len(r.Terrain) != len(set.Terrain)+1 || r.CRT.Source != "scenario" || r.Rally != set.Rally {
		t.Errorf("CRT not replaced whole, or other charts changed")
	}
	if *set.TerrainType("forest").Combat != 1 {
		t.Errorf("Resolve modified the standard set")
	}
}

func TestNewScenarioTemplates(t *testing.T) {
	for _, size := range Sizes {
		data, err := NewScenario(size)
		if err != nil {
			t.Fatal(err)
		}
		s, err := scenario.Parse(data, size)
		if err != nil {
			t.Fatal(err)
		}
		if s.Map.Size != size {
			t.Errorf("%s template has size %q", size, s.Map.Size)
		}
		if fs := scenario.Validate(s, scenario.Resolve(s, mustSet(t, s.Charts.Set))); scenario.HasErrors(fs) {
			t.Errorf("%s template has errors: %v", size, fs)
		}
	}
}

func TestEmbeddedChartSetsAreConsistent(t *testing.T) {
	for _, id := range ChartSetIDs() {
		if fs := scenario.ValidateChartSet(mustSet(t, id)); len(fs) > 0 {
			t.Errorf("%s: %v", id, fs)
		}
	}
	bad := mustSet(t, "n20-espana20")
	crt := *bad.CRT
	crt.Rows = append([]scenario.CRTRow(nil), crt.Rows...)
	crt.Rows[5] = scenario.CRTRow{Die: 5, Results: []string{"SE", "DR", "XX"}}
	bad.CRT = &crt
	bad.Terrain = append(bad.Terrain, bad.Terrain[0])
	checks := map[string]bool{}
	for _, f := range scenario.ValidateChartSet(bad) {
		checks[f.Check] = true
	}
	for _, want := range []string{"crt-rows", "crt-code", "chart-terrain-unique"} {
		if !checks[want] {
			t.Errorf("broken chart set: no %s finding (got %v)", want, checks)
		}
	}
}
