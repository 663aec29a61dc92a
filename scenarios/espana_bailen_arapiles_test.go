package scenarios_test

import (
	"bytes"
	"os"
	"slices"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// espanaCase pins facts of one Bailén 20 or Arapiles 20 scenario, taken
// from the España 20 rulebook text (not from the scenario files).
type espanaCase struct {
	name        string
	file        string
	start, end  int
	firstPlayer string
	// units per side, counting every counter in the file (leaders,
	// dummies, remnants, set-aside and unused counters included)
	french, anti int
	moraleFR     int
	moraleAF     int
	// exact setup hexes printed in the set-up text
	setup map[string]string
	// units that may deploy in a hex or its neighbours: the hex must be
	// among the allowed hexes
	deployIn map[string]string
	// fixed reinforcements: unit -> turn and entry area
	arrive map[string]arrival
	kinds  map[string]string // unit -> placement kind
	turn   map[string]int    // unit -> placement turn (variable or delayed arrivals)
	traits map[string][]string
	locs   []string
	objs   []string
	night  []int
	cards  []int
}

type arrival struct {
	turn int
	area string
}

var espanaCases = []espanaCase{
	{
		name: "Bailén standard scenario [3.0]", file: "bailen20.yaml",
		start: 1, end: 24, firstPlayer: scenario.AntiFrench,
		// Barbau, Gobert, Vedel, Frescia, 4 Remnants, Dupont, 3 Dummies, Frere, Supplies;
		// Reding, La Peña, Coupigny, Felix-Jones, Cruz-Murgeon, Valdecaños, Castaños, 3 Dummies, 4 Remnants
		french: 14, anti: 14, moraleFR: 7, moraleAF: 7,
		setup: map[string]string{"fr-supplies": "0207"},
		kinds: map[string]string{
			"fr-barbau": scenario.PlaceDeploy, "sp-reding": scenario.PlaceDeploy,
			"fr-frere": scenario.PlaceEvent, "fr-remnant-2": scenario.PlaceSetAside,
			"sp-remnant-1": scenario.PlaceSetAside, "sp-dummy-3": scenario.PlaceSetAside,
		},
		traits: map[string][]string{"sp-cruz-murgeon": {"irregular"}, "sp-valdecanos": {"irregular"}},
		locs:   []string{"0110", "1614", "2313", "2302"},
		objs:   []string{"0207", "1306"},
		night:  []int{5, 10, 15, 20},     // [14.1] and the Historical Notes' days
		cards:  []int{3, 13, 0, 0, 0, 0}, // Swiss Desertions, Dragoons & Cuirassiers, two blue titles [5.1], [17.2]
	},
	{
		name: "Bailén historical deployment [17.1]", file: "bailen20-historical.yaml",
		start: 1, end: 24, firstPlayer: scenario.AntiFrench,
		french: 14, anti: 14, moraleFR: 7, moraleAF: 7,
		setup: map[string]string{"fr-supplies": "0207"},
		deployIn: map[string]string{
			"fr-barbau": "0207", "fr-frescia": "0207", "fr-dupont": "0207", "fr-vedel": "1306",
			"fr-remnant-1": "1512", "fr-gobert": "2302", "fr-dummy-3": "2309",
			"sp-la-pena": "0110", "sp-felix-jones": "0110", "sp-castanos": "0110",
			"sp-coupigny": "0710", "sp-reding": "1313", "sp-valdecanos": "2313",
		},
		kinds: map[string]string{
			"sp-cruz-murgeon": scenario.PlaceVariable, "fr-frere": scenario.PlaceEvent,
		},
		turn:  map[string]int{"sp-cruz-murgeon": 3},
		locs:  []string{"0110", "1614", "2313", "2302"},
		objs:  []string{"0207", "1306"},
		night: []int{5, 10, 15, 20},     // [14.1] and the Historical Notes' days
		cards: []int{3, 13, 0, 0, 0, 0}, // Swiss Desertions, Dragoons & Cuirassiers, two blue titles [5.1], [17.2]
	},
	{
		name: "Battle of Bailén [17.2]", file: "bailen20-battle.yaml",
		start: 21, end: 24, firstPlayer: scenario.AntiFrench,
		french: 14, anti: 14, moraleFR: 4, moraleAF: 5,
		setup: map[string]string{
			"fr-vedel": "2003", "fr-remnant-1": "2302",
			"sp-felix-jones": "0207", "sp-castanos": "0207", "sp-la-pena": "0208", "sp-reding": "1106",
			"sp-cruz-murgeon": "0701", "sp-valdecanos": "2309", "sp-coupigny": "1108",
		},
		deployIn: map[string]string{"fr-supplies": "0805", "fr-barbau": "0706", "fr-frescia": "0906", "fr-dupont": "0805"},
		kinds: map[string]string{
			"fr-gobert": scenario.PlaceNotUsed, "fr-frere": scenario.PlaceNotUsed,
			"fr-remnant-2": scenario.PlaceSetAside,
		},
		traits: map[string][]string{"fr-supplies": {"road_bound"}},
		locs:   []string{"0110", "1614", "2313", "2302"},
		objs:   []string{"0207", "1306"},
		cards:  []int{3, 13, 0, 0, 0, 0}, // Swiss Desertions, Dragoons & Cuirassiers, two blue titles [5.1], [17.2]
	},
	{
		name: "Arapiles standard scenario [3.0]", file: "arapiles20.yaml",
		start: 1, end: 17, firstPlayer: scenario.AntiFrench,
		// Alten, Campbell, Cole, Leith, Wellington, Clinton, Hope, Bradford, Pack, Cotton,
		// España, Pakenham, Dragoons, 4 Remnants, 3 Dummies;
		// Maucune, Brennier, Thomas, Curto, Marmont, Clausel, Sarrut, Bonet, Boyer, Foy,
		// Ferey, Joseph, Nord, Clausel (leader), 4 Remnants, 3 Dummies
		french: 21, anti: 20, moraleFR: 8, moraleAF: 8,
		arrive: map[string]arrival{
			"al-alten": {1, "Z"}, "al-wellington": {1, "Z"}, "al-pack": {2, "Z"}, "al-espana": {3, "Z"},
			"al-pakenham": {6, "Z"}, "al-dragoons": {6, "Z"},
			"fr-maucune": {1, "A"}, "fr-marmont": {1, "A"}, "fr-clausel": {2, "A"}, "fr-boyer": {2, "A"},
			"fr-foy": {3, "A"}, "fr-ferey": {3, "A"},
		},
		kinds: map[string]string{
			"fr-nord": scenario.PlaceVariable, "fr-joseph": scenario.PlaceVariable,
			"fr-clausel-leader": scenario.PlaceSetAside,
		},
		turn: map[string]int{"fr-nord": 7, "fr-joseph": 6},
		traits: map[string][]string{
			"al-alten": {"elite"}, "al-pakenham": {"elite"}, "fr-clausel": {"elite"},
			"al-espana": {"unreliable"}, "al-bradford": {"independent"}, "al-pack": {"independent"},
		},
		locs:  []string{"0103", "0801"},
		objs:  []string{"1112", "0205", "1407"},
		night: []int{6, 12}, // [14.3], [11.6] days
		cards: []int{13, 16, 18, 24},
	},
	{
		name: "Arapiles alternative scenario", file: "arapiles20-alternative.yaml",
		start: 9, end: 17, firstPlayer: scenario.AntiFrench,
		// 13 Allied counters on the map, 4 Remnants, 3 Dummies; 10 French counters
		// on the map, Clausel leader, Nord, Marmont, Joseph, 4 Remnants, 3 Dummies
		french: 21, anti: 20, moraleFR: 5, moraleAF: 5,
		setup: map[string]string{
			"al-espana": "1006", "al-campbell": "1210", "al-cotton": "1106", "al-hope": "1306",
			"al-pack": "1109", "al-clinton": "1307", "al-alten": "1110", "al-pakenham": "1403",
			"al-wellington": "1202", "al-leith": "1407", "al-bradford": "1208", "al-dragoons": "1502",
			"al-cole": "1209",
			"fr-foy":  "1013", "fr-brennier": "1410", "fr-boyer": "1513", "fr-thomieres": "1605",
			"fr-clausel": "1609", "fr-curto": "1706", "fr-ferey": "1312", "fr-bonet": "1509",
			"fr-maucune": "1607", "fr-sarrut": "1611",
		},
		kinds: map[string]string{
			"fr-nord": scenario.PlaceNotUsed, "fr-marmont": scenario.PlaceNotUsed, "fr-joseph": scenario.PlaceNotUsed,
			"fr-clausel-leader": scenario.PlaceSetAside,
		},
		turn:  map[string]int{"fr-clausel-leader": 11},
		locs:  []string{"0103", "0801"},
		objs:  []string{"1112", "0205", "1407"},
		night: []int{12}, // [11.6] days
		cards: []int{13, 16, 18, 24},
	},
}

func TestEspanaBailenArapilesScenarios(t *testing.T) {
	for _, tc := range espanaCases {
		t.Run(tc.name, func(t *testing.T) {
			s := mustLoad(t, tc.file).Scenario
			if s.Edition != scenario.EditionEspana || s.Charts.Set != "n20-espana20" {
				t.Errorf("edition %q, charts %q; want espana20 with n20-espana20", s.Edition, s.Charts.Set)
			}
			if s.FirstPlayer != tc.firstPlayer {
				t.Errorf("first player %q, want %q", s.FirstPlayer, tc.firstPlayer)
			}
			if s.Turns.Start != tc.start || s.Turns.End != tc.end {
				t.Errorf("turns %d-%d, want %d-%d", s.Turns.Start, s.Turns.End, tc.start, tc.end)
			}
			morale := map[string]int{}
			for _, sd := range s.Sides {
				morale[sd.ID] = sd.Morale
			}
			if morale[scenario.French] != tc.moraleFR || morale[scenario.AntiFrench] != tc.moraleAF {
				t.Errorf("starting morale %v, want french %d anti-french %d", morale, tc.moraleFR, tc.moraleAF)
			}
			count := map[string]int{}
			units := map[string]scenario.Unit{}
			for _, u := range s.Units {
				count[u.Side]++
				units[u.ID] = u
			}
			if count[scenario.French] != tc.french || count[scenario.AntiFrench] != tc.anti {
				t.Errorf("units per side %v, want french %d anti-french %d", count, tc.french, tc.anti)
			}
			for id, want := range tc.setup {
				u, ok := units[id]
				if !ok {
					t.Errorf("unit %s missing", id)
					continue
				}
				if u.Placement.Kind != scenario.PlaceSetup || u.Placement.Hex != want {
					t.Errorf("unit %s placement %+v, want setup in %s", id, u.Placement, want)
				}
			}
			for id, want := range tc.deployIn {
				u, ok := units[id]
				if !ok {
					t.Errorf("unit %s missing", id)
					continue
				}
				found := false
				for _, h := range zoneHexes(s, u.Placement) {
					found = found || h == want
				}
				if u.Placement.Kind != scenario.PlaceDeploy || !found {
					t.Errorf("unit %s placement %+v, want deploy allowing %s", id, u.Placement, want)
				}
			}
			for id, want := range tc.arrive {
				u := units[id]
				if u.Placement.Kind != scenario.PlaceArrive || u.Placement.Turn != want.turn || u.Placement.EntryArea != want.area {
					t.Errorf("unit %s placement %+v, want arrival turn %d area %s", id, u.Placement, want.turn, want.area)
				}
			}
			for id, want := range tc.kinds {
				if u := units[id]; u.Placement.Kind != want {
					t.Errorf("unit %s placement kind %q, want %q", id, u.Placement.Kind, want)
				}
			}
			for id, want := range tc.turn {
				if u := units[id]; u.Placement.Turn != want {
					t.Errorf("unit %s placement turn %d, want %d", id, u.Placement.Turn, want)
				}
			}
			for id, want := range tc.traits {
				u := units[id]
				for _, tr := range want {
					has := false
					for _, x := range u.Traits {
						has = has || x == tr
					}
					if !has {
						t.Errorf("unit %s traits %v, want %s", id, u.Traits, tr)
					}
				}
			}
			if got := marked(s.Map.LOCs); !sameSet(got, tc.locs) {
				t.Errorf("LOC hexes %v, want %v", got, tc.locs)
			}
			if got := marked(s.Map.Objectives); !sameSet(got, tc.objs) {
				t.Errorf("Objective hexes %v, want %v", got, tc.objs)
			}
			var nights []int
			for _, tb := range s.Turns.Turns {
				if tb.Night {
					nights = append(nights, tb.Number)
				}
			}
			if !slices.Equal(nights, tc.night) {
				t.Errorf("night turns %v, want %v", nights, tc.night)
			}
			var cards []int
			for _, cd := range s.Deck.Cards {
				cards = append(cards, cd.Number)
			}
			if !slices.Equal(cards, tc.cards) {
				t.Errorf("cards %v, want %v", cards, tc.cards)
			}
		})
	}
}

// TestEspanaBailenArapilesValidate asserts that each file is canonical
// (Save reproduces its bytes) and that the validator finds no error; the
// warnings are the facts the rulebook leaves out.
func TestEspanaBailenArapilesValidate(t *testing.T) {
	set, err := templates.ChartSet("n20-espana20")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range espanaCases {
		t.Run(tc.file, func(t *testing.T) {
			data, err := os.ReadFile(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			s, err := scenario.Parse(data, tc.file)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := scenario.Save(&buf, s); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(buf.Bytes(), data) {
				t.Errorf("%s is not in canonical form; round-trip it through scenario.Save", tc.file)
			}
			fs := scenario.Validate(s, scenario.Resolve(s, set))
			unknowns := 0
			for _, f := range fs {
				if f.Severity == scenario.Error {
					t.Errorf("%s", f)
				}
				if f.Check == "unknown-fact" {
					unknowns++
				}
			}
			if unknowns == 0 {
				t.Errorf("no unknowns reported; the rulebook leaves facts out of every scenario")
			}
		})
	}
}

// zoneHexes lists the hexes a deploying unit's placement names: its own
// hexes and the listed hexes of its deployment zones (3.0).
func zoneHexes(s *scenario.Scenario, p scenario.Placement) []string {
	out := append([]string(nil), p.Hexes...)
	for _, id := range p.Zones {
		for _, z := range s.Deployment {
			if z.ID == id {
				out = append(out, z.Hexes...)
			}
		}
	}
	return out
}

func marked(ms []scenario.MarkedHex) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Hex)
	}
	return out
}

func sameSet(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	in := map[string]int{}
	for _, x := range a {
		in[x]++
	}
	for _, x := range b {
		in[x]--
	}
	for _, n := range in {
		if n != 0 {
			return false
		}
	}
	return true
}
