package rules

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func TestRule10_0_RallyTableReconstructedIsNoted(t *testing.T) {
	cases := []struct {
		name     string
		edition  string
		override *scenario.Table
		want     string // note substring; "" = no Rally Table note at all
	}{
		{"wallachia set reconstructs", scenario.EditionWallachia, nil, `chart set "n20-wallachia20" reconstructs them`},
		{"espana set reconstructs", scenario.EditionEspana, nil, `chart set "n20-espana20" reconstructs them`},
		{"early set reconstructs", scenario.EditionEarly, nil, `chart set "n20-bussaco20-early" reconstructs them`},
		{"known override gives no note", scenario.EditionWallachia, &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
			{Roll: "1-3", Results: []string{"-"}, Known: true}, {Roll: "4-6", Results: []string{"Rally"}, Known: true}}}, ""},
		{"unknown override is noted", scenario.EditionWallachia, &scenario.Table{ID: "rally", Title: "Rally", Source: "my guess", Rows: []scenario.TableRow{
			{Roll: "1-3", Results: []string{"-"}, Known: true}, {Roll: "4-6", Results: []string{"Rally"}}}}, "(my guess): 1-3 -, 4-6 Rally"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, tc.edition)
			f.unit("a", fr, in, 2, 2, "0506")
			if tc.override != nil {
				f.s.Charts.Overrides = &scenario.ChartSet{Rally: tc.override}
			}
			var got []string
			for _, n := range f.board().Notes() {
				if strings.HasPrefix(n, "Rally Table") {
					got = append(got, n)
				}
			}
			if tc.want == "" {
				if len(got) != 0 {
					t.Errorf("want no Rally Table note, got %q", got)
				}
				return
			}
			if len(got) != 1 || !strings.Contains(got[0], tc.want) || !strings.Contains(got[0], "not stated in a rulebook") {
				t.Errorf("Rally Table notes %q, want one containing %q", got, tc.want)
			}
		})
	}
}

func TestRule10_0_RallyTableRowsOpenEnded(t *testing.T) {
	wal := &scenario.Table{Rows: []scenario.TableRow{
		{Roll: "≤1", Results: []string{"Elim"}}, {Roll: "2-3", Results: []string{"-"}},
		{Roll: "4", Results: []string{"Cadre?"}}, {Roll: "5+", Results: []string{"Rally"}}}}
	closed := &scenario.Table{Rows: []scenario.TableRow{
		{Roll: "1", Results: []string{"Elim"}}, {Roll: "2-4", Results: []string{"-"}}, {Roll: "5-6", Results: []string{"Rally"}}}}
	ascii := &scenario.Table{Rows: []scenario.TableRow{
		{Roll: "<=2", Results: []string{"Elim"}}, {Roll: "3", Results: []string{"-"}}, {Roll: ">=4", Results: []string{"Rally"}}}}
	cases := []struct {
		name string
		t    *scenario.Table
		roll int
		want string
	}{
		{"open low end, modified -1", wal, -1, "Elim"},
		{"open low end, 1", wal, 1, "Elim"},
		{"range 2-3", wal, 3, "-"},
		{"single 4", wal, 4, "Cadre?"},
		{"open high end, 8", wal, 8, "Rally"},
		{"closed rows clamp 0 to 1", closed, 0, "Elim"},
		{"closed rows clamp 7 to 6", closed, 7, "Rally"},
		{"closed rows middle", closed, 4, "-"},
		{"ascii <=", ascii, -3, "Elim"},
		{"ascii >=", ascii, 9, "Rally"},
		{"no rows", &scenario.Table{}, 3, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := tableResult(tc.t, tc.roll); got != tc.want {
				t.Errorf("modified roll %d: %q, want %q", tc.roll, got, tc.want)
			}
		})
	}
}

// TestRule10_0_RallyWithReconstructedTable plays Rally orders on the
// Wallachia 20 chart set's reconstructed rows (12.2.2 +1 for a Morale
// Point, 16.5.1 partial rally).
func TestRule10_0_RallyWithReconstructedTable(t *testing.T) {
	cases := []struct {
		name    string
		roll    int
		spend   bool
		cadres  bool
		wantAt  uint8
		wantCad bool
	}{
		{"roll 5 rallies", 5, false, false, AtMap, false},
		{"roll 4 plus a Morale Point rallies", 4, true, false, AtMap, false},
		{"roll 1 eliminates", 1, false, false, AtEliminated, false},
		{"roll 3 stays Broken", 3, false, false, AtBroken, false},
		{"roll 4 without 16.5 stays Broken", 4, false, false, AtBroken, false},
		{"roll 4 with 16.5 gives a cadre", 4, false, true, AtEliminated, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("a", fr, in, 3, 2, "0506")
			f.loc("0101", fr)
			if tc.cadres {
				one, ma := 1, 2
				f.s.Units = append(f.s.Units, scenario.Unit{ID: "cad", Name: "CADRE", Side: fr, Type: scenario.TypeCadre, Strength: &one, Movement: &ma,
					Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
				f.opt.Optional = []string{"16.5"}
			}
			s := f.state(PhaseNight)
			s.Remove(s.mustUnit(t, "a"), AtBroken)
			s, _ = apply(t, s, Rally{Units: []string{"a"}, Hexes: []string{"0101"}, SpendMorale: tc.spend}, tc.roll)
			if w := s.Units[s.mustUnit(t, "a")].Where; w != tc.wantAt {
				t.Errorf("unit where %d, want %d", w, tc.wantAt)
			}
			if tc.cadres {
				if got := s.Units[s.mustUnit(t, "cad")].Where == AtMap; got != tc.wantCad {
					t.Errorf("cadre on map %v, want %v", got, tc.wantCad)
				}
			}
		})
	}
}

// TestRule10_0_OneRallyRollPerNight: each Broken unit rolls once on each
// occasion (10.0); a unit that stayed Broken tries again at a later night.
func TestRule10_0_OneRallyRollPerNight(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 3, 2, "0506")
	f.loc("0101", fr)
	s := f.state(PhaseNight)
	s.Remove(s.mustUnit(t, "a"), AtBroken)
	o := Rally{Units: []string{"a"}, Hexes: []string{"0101"}}
	s, _ = apply(t, s, o, 3) // "-": stays Broken
	if err := s.Legal(o); err == nil || !strings.Contains(err.Error(), "already tried") {
		t.Fatalf("a second roll the same night: %v", err)
	}
	// The next player turn clears the attempt.
	s.NextPlayerTurn(&ScriptedDice{}, new([]Event))
	s.Phase, s.Phasing = PhaseNight, French
	if err := s.Legal(o); err != nil {
		t.Fatalf("a later night: %v", err)
	}
}
