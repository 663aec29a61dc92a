package scenario

import "testing"

func intp(i int) *int { return &i }

// memScenario is a small valid scenario built in memory (no file).
func memScenario() *Scenario {
	return &Scenario{
		Format: FormatTag, Version: 1, ID: "mem", Title: "Mem", Edition: EditionWallachia,
		Map:         Map{Columns: 10, Rows: 10, Numbering: Numbering{FirstColumn: 1, FirstRow: 1, Shifted: "even", Digits: 2}, DefaultTerrain: TerrainClear},
		Sides:       []Side{{ID: French, Name: "French", Morale: 5}, {ID: AntiFrench, Name: "Allied", Morale: 5}},
		FirstPlayer: French,
		Turns:       TurnTrack{Start: 1, End: 6},
		Charts:      ChartRef{Set: "test"},
	}
}

func memCharts() *ChartSet {
	return &ChartSet{ID: "test", Terrain: []TerrainType{{ID: TerrainClear, Name: "Clear", Movement: 1}},
		CRT: &CRT{Source: "test", Columns: []int{0}, Results: []ResultCode{{Code: "N", Name: "N", Attacker: "none", Defender: "none"}},
			Rows: []CRTRow{{1, []string{"N"}}, {2, []string{"N"}}, {3, []string{"N"}}, {4, []string{"N"}}, {5, []string{"N"}}, {6, []string{"N"}}}}}
}

func unit(id, side, typ, nat, hex string) Unit {
	u := Unit{ID: id, Name: id, Side: side, Type: typ, Nationality: nat, Movement: intp(2),
		Placement: Placement{Kind: PlaceSetup, Hex: hex}}
	if typ == TypeLeader {
		u.CommandSpan = intp(2)
	} else {
		u.Strength = intp(1)
	}
	return u
}

func errorsOf(fs []Finding) []Finding {
	var out []Finding
	for _, f := range fs {
		if f.Severity == Error {
			out = append(out, f)
		}
	}
	return out
}

// TestStackingExceptions covers rule 6.9 and its exceptions: leaders are
// stack free (16.9.2), two Cadres of one nationality may stack
// (16.6.2); two ordinary units may not, nor two Cadres of two nations.
func TestStackingExceptions(t *testing.T) {
	cases := []struct {
		name  string
		units []Unit
		want  int // errors
	}{
		{"6.9 leader with a unit", []Unit{unit("a", French, TypeInfantry, "F", "0505"), unit("l", French, TypeLeader, "F", "0505")}, 0},
		{"16.9.2 leaders are stack free", []Unit{unit("a", French, TypeInfantry, "F", "0505"), unit("l", French, TypeLeader, "F", "0505"), unit("m", French, TypeLeader, "F", "0505")}, 0},
		{"16.9.2 leader with two units still breaks 6.9", []Unit{unit("a", French, TypeInfantry, "F", "0505"), unit("l", French, TypeLeader, "F", "0505"), unit("b", French, TypeInfantry, "F", "0505")}, 1},
		{"16.6.2 two cadres of one nation", []Unit{unit("a", French, TypeCadre, "F", "0505"), unit("b", French, TypeCadre, "F", "0505")}, 0},
		{"6.9 two cadres of two nations", []Unit{unit("a", French, TypeCadre, "F", "0505"), unit("b", French, TypeCadre, "P", "0505")}, 1},
		{"6.9 two infantry", []Unit{unit("a", French, TypeInfantry, "F", "0505"), unit("b", French, TypeCavalry, "F", "0505")}, 1},
		{"6.9 three units report twice", []Unit{unit("a", French, TypeInfantry, "F", "0505"), unit("b", French, TypeInfantry, "F", "0505"), unit("c", French, TypeInfantry, "F", "0505")}, 2},
		{"6.3 enemies", []Unit{unit("a", French, TypeInfantry, "F", "0505"), unit("b", AntiFrench, TypeInfantry, "B", "0505")}, 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := memScenario()
			s.Units = tc.units
			errs := errorsOf(Validate(s, memCharts()))
			if len(errs) != tc.want {
				t.Errorf("%d errors, want %d: %v", len(errs), tc.want, errs)
			}
		})
	}
}

// TestValidateWithoutPositions: the editor validates scenarios in memory;
// findings then carry a path but no file or line.
func TestValidateWithoutPositions(t *testing.T) {
	s := memScenario()
	s.Units = []Unit{unit("a", French, TypeInfantry, "F", "1212")}
	fs := errorsOf(Validate(s, memCharts()))
	if len(fs) != 1 {
		t.Fatalf("findings: %v", fs)
	}
	f := fs[0]
	if f.File != "" || f.Line != 0 || f.Path != "units[0].placement.hex" || f.Rule != "3.0" || f.Object != `unit "a"` {
		t.Errorf("finding = %+v", f)
	}
	if got := f.String(); got != `error: unit "a": setup hex 1212 is off the map (10x10) [rule 3.0]` {
		t.Errorf("String() = %q", got)
	}
	d := &Document{Scenario: s, File: "mem.yaml"}
	if fs := ValidateDocument(d, memCharts()); len(errorsOf(fs)) != 1 || fs[0].File != "mem.yaml" || fs[0].Line != 0 {
		t.Errorf("document without a tree: %v", fs)
	}
	if fs := Validate(nil, nil); len(fs) != 1 {
		t.Errorf("Validate(nil) = %v", fs)
	}
	found := false
	for _, f := range Validate(s, nil) {
		found = found || f.Check == "chart-set-unknown" && f.Rule == "9.4" && f.Path == "charts.set"
	}
	if !found {
		t.Errorf("nil charts not reported as an unknown chart set")
	}
}

// TestDidYouMean: unknown keys and values get the nearest known name.
func TestDidYouMean(t *testing.T) {
	cases := []struct{ word, want string }{
		{"formaton", "formation"}, {"placment", "placement"}, {"zzzzzz", ""}, {"hex", "hex"},
	}
	names := []string{"formation", "placement", "hex", "hexes", "name"}
	for _, tc := range cases {
		if got := closest(tc.word, names); got != tc.want {
			t.Errorf("closest(%q) = %q, want %q", tc.word, got, tc.want)
		}
	}
}
