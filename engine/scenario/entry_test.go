package scenario

import "testing"

// TestTalavera11_6_EntryAreaBothSides: an entry area of side "both" takes
// the reinforcements of either side (Talavera 20 [11.6] "arrives as a
// reinforcement via Entry Area A. (Yes, A.)", the area Craufurd also uses
// [11.7]); an area of one side still refuses the other's.
func TestTalavera11_6_EntryAreaBothSides(t *testing.T) {
	cases := []struct {
		name, areaSide, unitSide string
		wantErr                  bool
	}{
		{"both: French 2nd Corps", "both", French, false},
		{"both: Craufurd", "both", AntiFrench, false},
		{"Allied area refuses a French unit", AntiFrench, French, true},
		{"French area takes a French unit", French, French, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := memScenario()
			s.Map.EntryAreas = []EntryArea{{ID: "A", Side: c.areaSide, Hexes: []string{"0105"}}}
			u := unit("u", c.unitSide, TypeInfantry, "X", "")
			u.Placement = Placement{Kind: PlaceArrive, Turn: 2, EntryArea: "A"}
			s.Units = []Unit{u}
			got := false
			for _, f := range Validate(s, memCharts()) {
				if f.Check == "arrive-entry-side" {
					got = true
				}
				if f.Severity == Error && f.Check != "arrive-entry-side" {
					t.Errorf("unexpected error: %s (%s)", f, f.Check)
				}
			}
			if got != c.wantErr {
				t.Errorf("arrive-entry-side error = %v, want %v", got, c.wantErr)
			}
		})
	}
}
