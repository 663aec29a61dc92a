package scenarios_test

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// TestBussacoTalaveraTranscriptions pins each transcription against the
// rulebook text (not against the file): unit counts per side, starting
// Morale, first player and setup hexes, and checks that the validator finds
// no errors.
func TestBussacoTalaveraTranscriptions(t *testing.T) {
	for _, tc := range []struct {
		name         string
		file         string
		edition      string
		french, anti int // units per side, counting set-aside remnants and dummies
		moraleF      int
		moraleA      int
		start        int
		setup        map[string]string // unit id -> setup hex as printed
		arrive       map[string][2]any // unit id -> turn, entry area
	}{
		{
			name: "Bussaco 20 v1.1 [3.0] setup", file: "bussaco20.yaml", edition: scenario.EditionEarly,
			french: 10, anti: 9, moraleF: 6, moraleA: 7, start: 1,
			setup:  map[string]string{"fr-res-cav": "1011", "fr-mermet": "1410", "al-2": "0410", "al-lt": "1106", "al-res-cav": "1602"},
			arrive: map[string][2]any{"fr-clausel": {1, "east"}, "fr-solignac": {2, "east"}},
		},
		{
			name: "Bussaco 20 España 20 Initial Deployment", file: "bussaco20-espana.yaml", edition: scenario.EditionEspana,
			french: 22, anti: 18, moraleF: 6, moraleA: 7, start: 1,
			setup:  map[string]string{"fr-montbrun": "1011", "fr-massena-indisposed": "1211", "fr-lamotte": "1411", "al-campbell": "1305", "al-pack": "1006", "al-wellesley": "1007"},
			arrive: map[string][2]any{"fr-clausel": {1, "A"}, "fr-solignac": {2, "A"}, "fr-reserve-artillery": {4, "A"}},
		},
		{
			name: "Talavera 20 standard scenario Initial Deployment", file: "talavera20.yaml", edition: scenario.EditionEspana,
			french: 23, anti: 21, moraleF: 7, moraleA: 7, start: 9,
			setup: map[string]string{"fr-ruffin": "1205", "fr-madrid-garrison": "1508", "fr-milhaud": "1309", "al-campbell": "1108", "sp-zayas": "1111", "sp-henestrosa": "0910"},
		},
		{
			name: "Talavera 20 Full Battle [17.1]", file: "talavera20-full.yaml", edition: scenario.EditionEspana,
			french: 23, anti: 21, moraleF: 7, moraleA: 6, start: 1,
			setup:  map[string]string{"al-payne": "2010", "al-hill": "1108", "sp-zayas": "1411", "sp-bassecourt": "1811", "sp-alburquerque": "1912"},
			arrive: map[string][2]any{"fr-milhaud": {1, "B"}, "fr-victor": {2, "B"}, "fr-reserve-artillery": {3, "B"}, "fr-madrid-garrison": {5, "B"}},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := mustLoad(t, tc.file)
			s := doc.Scenario
			if s.Edition != tc.edition {
				t.Errorf("edition %q, want %q", s.Edition, tc.edition)
			}
			if s.FirstPlayer != scenario.French {
				t.Errorf("first player %q, want french (rule 4.0 of the exclusive rules)", s.FirstPlayer)
			}
			count := map[string]int{}
			units := map[string]scenario.Unit{}
			for _, u := range s.Units {
				count[u.Side]++
				units[u.ID] = u
			}
			if count[scenario.French] != tc.french || count[scenario.AntiFrench] != tc.anti {
				t.Errorf("units french/anti-french = %d/%d, want %d/%d", count[scenario.French], count[scenario.AntiFrench], tc.french, tc.anti)
			}
			morale := map[string]int{}
			for _, sd := range s.Sides {
				morale[sd.ID] = sd.Morale
			}
			if morale[scenario.French] != tc.moraleF || morale[scenario.AntiFrench] != tc.moraleA {
				t.Errorf("morale %d/%d, want %d/%d", morale[scenario.French], morale[scenario.AntiFrench], tc.moraleF, tc.moraleA)
			}
			if s.Turns.Start != tc.start {
				t.Errorf("start turn %d, want %d", s.Turns.Start, tc.start)
			}
			for id, hx := range tc.setup {
				u, ok := units[id]
				if !ok || u.Placement.Kind != scenario.PlaceSetup || u.Placement.Hex != hx {
					t.Errorf("unit %s: placement %+v, want setup in %s", id, u.Placement, hx)
				}
			}
			for id, a := range tc.arrive {
				u := units[id]
				if u.Placement.Kind != scenario.PlaceArrive || u.Placement.Turn != a[0].(int) || u.Placement.EntryArea != a[1].(string) {
					t.Errorf("unit %s: placement %+v, want turn %v area %v", id, u.Placement, a[0], a[1])
				}
			}
			charts, err := templates.ChartSet(s.Charts.Set)
			if err != nil {
				t.Fatal(err)
			}
			for _, fd := range scenario.ValidateDocument(doc, charts) {
				if fd.Severity == scenario.Error {
					t.Errorf("%s", fd)
				} else {
					t.Logf("%s", fd)
				}
			}
		})
	}
}
