package rules

import (
	"maps"
	"reflect"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestOddsIntoMatchesOdds: OddsInto, called again and again on one Odds,
// gives every battle the odds Odds gives it (9.4, 12.2.3 reserves, a
// voluntary reduction), allocates less, and leaves the Odds as it was when
// the battle is refused.
func TestOddsIntoMatchesOdds(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("fr", fr, in, 4, 2, "0506")
	f.unit("cav", af, cv, 1, 3, "0507")
	f.unit("inf", af, in, 2, 2, "0606")
	f.terrain("0606", "town")
	f.side("0506", "0606", "major_river", "bridge")
	s := f.state(PhaseCombat)
	cases := []struct {
		att, def       []string
		attRes, defRes bool
		reduce         int
	}{
		{[]string{"fr"}, []string{"cav", "inf"}, false, false, 0},
		{[]string{"fr"}, []string{"cav"}, true, false, 0},
		{[]string{"fr"}, []string{"inf"}, false, true, 0},
		{[]string{"fr"}, []string{"inf"}, true, true, 2},
		{[]string{"fr"}, []string{"cav", "inf"}, false, false, 0},
	}
	var into Odds
	for i, c := range cases {
		want, err := s.Odds(c.att, c.def, c.attRes, c.defRes, c.reduce)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.OddsInto(&into, c.att, c.def, c.attRes, c.defRes, c.reduce); err != nil {
			t.Fatal(err)
		}
		got := into
		if len(got.Notes) == 0 && len(want.Notes) == 0 {
			got.Notes, want.Notes = nil, nil
		}
		if !reflect.DeepEqual(&got, want) {
			t.Errorf("case %d: OddsInto gave %+v, Odds %+v", i, got, want)
		}
	}
	before := into
	before.Results = maps.Clone(into.Results)
	if err := s.OddsInto(&into, []string{"fr"}, []string{"nobody"}, false, false, 0); err == nil {
		t.Fatal("an unknown defender is refused")
	}
	if into.Attack != before.Attack || !reflect.DeepEqual(maps.Clone(into.Results), before.Results) {
		t.Errorf("a refused battle changed the odds: %+v, was %+v", into, before)
	}
	att, def := []string{"fr"}, []string{"cav", "inf"}
	fresh := testing.AllocsPerRun(20, func() { _, _ = s.Odds(att, def, false, false, 0) })
	reused := testing.AllocsPerRun(20, func() { _ = s.OddsInto(&into, att, def, false, false, 0) })
	if reused >= fresh {
		t.Errorf("OddsInto allocates %.0f times a battle, Odds %.0f: want fewer", reused, fresh)
	}
}
