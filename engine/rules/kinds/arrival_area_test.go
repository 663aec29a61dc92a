package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestBussaco11_6_ArrivalLocation: the note checks that every French
// reinforcement's placement names Entry Area A and says whether the area
// has hexes to enter by (Bussaco 20 11.6).
func TestBussaco11_6_ArrivalLocation(t *testing.T) {
	cases := []struct {
		name  string
		hexes []string
		area  string // the reinforcement's entry area
		want  string
	}{
		{"area with hexes", []string{"1406"}, "A", "applied through the placements of all 1 of them, which name it; arrivals by Entry Area B with optional rule 16.10 are not applied by the engine"},
		{"area without hexes", nil, "A", "gives it no hexes (printed on the map only), so they cannot enter the map (11.0)"},
		{"a placement names another area", []string{"1406"}, "B", "the placements of fr-r name another entry area; the engine follows the placements"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 3, 3, "0505")
			f.unit("aw", af, in, 3, 3, "1010")
			f.unit("fr-r", fr, in, 3, 3, "")
			f.setUnit("fr-r", func(u *scenario.Unit) {
				u.Placement = scenario.Placement{Kind: scenario.PlaceArrive, Turn: 2, EntryArea: tc.area}
			})
			f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: fr, Hexes: tc.hexes}, {ID: "B", Side: fr, Hexes: []string{"1407"}}}
			f.s.Special = []scenario.Rule{{ID: "arrival-location", Number: "11.6", Title: "Unit Arrival Location", Kind: "arrival_area",
				Params: map[string]string{"entry_area": "A", "optional_entry_area": "B", "optional_rule": "16.10", "side": "french"}}}
			notes := strings.Join(f.board().Notes(), "\n")
			if !strings.Contains(notes, tc.want) {
				t.Errorf("notes lack %q:\n%s", tc.want, notes)
			}
		})
	}
}

// TestBussaco16_10_RoadToBoialvoNote: the Road to Boialvo is not applied;
// the note names the entry areas without hexes (Bussaco 20 16.10).
func TestBussaco16_10_RoadToBoialvoNote(t *testing.T) {
	cases := []struct {
		name  string
		hexes []string // of Entry Area B
		want  string
	}{
		{"entry area without hexes", nil, "the withdrawal decision have no orders in the engine; entry area(s) B have no hexes in the scenario (printed on the map only); not applied by the engine"},
		{"entry areas with hexes", []string{"1407"}, "the withdrawal decision have no orders in the engine; not applied by the engine"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 3, 3, "0505")
			f.unit("aw", af, in, 3, 3, "1010")
			f.s.Map.EntryAreas = []scenario.EntryArea{{ID: "A", Side: fr, Hexes: []string{"1406"}}, {ID: "B", Side: fr, Hexes: tc.hexes}}
			f.s.Special = []scenario.Rule{{ID: "road-to-boialvo", Number: "16.10", Title: "The Road to Boialvo (optional)", Kind: "variable_route",
				Params: map[string]string{"entry_areas": "A,B"}}}
			notes := strings.Join(f.board().Notes(), "\n")
			if !strings.Contains(notes, tc.want) {
				t.Errorf("notes lack %q:\n%s", tc.want, notes)
			}
		})
	}
}
