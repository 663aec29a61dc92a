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

// TestTalavera17_1_HenestrosaStackedAsPrinted: two combat units the
// rulebook sets up in one hex ("1811: Bassecourt", "1811: Henestrosa")
// are a warning when the placement says stacked (6.9 forbids only ending
// a Movement Phase stacked), and an error otherwise.
func TestTalavera17_1_HenestrosaStackedAsPrinted(t *testing.T) {
	for _, c := range []struct {
		name    string
		stacked bool
		want    string
		sev     Severity
	}{
		{"printed stack", true, "setup-stacked", Warning},
		{"unmarked stack", false, "setup-stacking", Error},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := memScenario()
			a := unit("sp-bassecourt", AntiFrench, TypeInfantry, "Spanish", "0808")
			b := unit("sp-henestrosa", AntiFrench, TypeCavalry, "Spanish", "0808")
			b.Placement.Stacked = c.stacked
			s.Units = []Unit{a, b}
			found := false
			for _, f := range Validate(s, memCharts()) {
				if f.Check == c.want && f.Severity == c.sev && f.Object == `unit "sp-henestrosa"` {
					found = true
				}
				if f.Check == "setup-stacking" && c.stacked {
					t.Errorf("stacked placement still refused: %s", f)
				}
			}
			if !found {
				t.Errorf("no %s %s for sp-henestrosa", c.sev, c.want)
			}
		})
	}
}
