package scenarios_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// wallachiaCase pins one Wallachia 20 transcription against the rulebook
// text (Part Two: Rousse 20, Slobozia 20 and the Wallachian Campaign [17.0]).
type wallachiaCase struct {
	name, file       string
	french, anti     int // units per side: every counter, set-aside and not-used ones too
	moraleF, moraleA int // [3.0] starting Morale: Ottoman (French side), Russian
	first            string
	start, end       int
	setup            map[string]string   // unit id -> set-up hex [3.0]
	deploy           map[string][]string // unit id -> allowed hexes [3.0]
	event            map[string]string   // unit id -> entry area [11.6]
	notUsed          []string            // [3.0] "not used in this scenario"
	garrisons        map[string]scenario.Garrison
	locs             map[string]string // hex -> side [9.7.7]
	objectives       map[string]string // hex -> side [14.0]
	tables           map[string][][2]string
	cards            map[int]string // number -> title
}

func wallachiaCases() []wallachiaCase {
	rousse := wallachiaCase{
		name: "Rousse 20 [3.0] set-up", file: "rousse20.yaml",
		french: 25, anti: 20, moraleF: 6, moraleA: 8, first: scenario.French, start: 1, end: 6,
		setup: map[string]string{
			"ru-cossack": "1204", "ru-1-chass": "1303", "ru-xxii": "1304", "ru-artillery": "1305", "ru-kutuzov": "1305",
			"ru-ix": "1405", "ru-2-chass": "1507",
			"ot-djellis": "1703", "ot-akinji": "1704", "ot-garipler": "1801", "ot-sipahi": "1802", "ot-agir-top": "1803",
			"ot-youruk": "1804", "ot-derebert": "1901", "ot-boluk": "1902", "ot-ahmed-pasha": "1902", "ot-djemaat": "1903",
			"ot-haiduk": "1904", "ot-tufkeji": "1905",
		},
		event: map[string]string{"ru-xv": "A", "ot-kirjali": "Z"},
		notUsed: []string{"ru-huss", "ru-flotilla", "ru-ix-reduced", "ru-xv-reduced", "ru-xxii-reduced", "ru-artillery-reduced",
			"ot-skipetar", "ot-sekhan", "ot-boluk-reduced", "ot-sipahi-reduced"},
		garrisons:  map[string]scenario.Garrison{"0708": {Side: scenario.AntiFrench, Strength: 0}},
		locs:       map[string]string{"0105": scenario.AntiFrench, "1902": scenario.French},
		objectives: map[string]string{"0708": scenario.AntiFrench},
		tables: map[string][][2]string{
			"command-hierarchy": {{"1", "5"}, {"2", "6"}, {"3-4", "7"}, {"5", "8"}, {"6", "9"}},
		},
		cards: map[int]string{13: "Protect the Colors!"},
	}
	campaign := rousse
	campaign.name = "Wallachian Campaign [17.0], first game Rousse 20"
	campaign.file = "wallachia20-campaign.yaml"
	// In the campaign the "(-)" units are kept for the interphase [17.0].
	campaign.notUsed = []string{"ru-huss", "ru-flotilla", "ot-skipetar", "ot-sekhan"}
	bridgehead := []string{"0509", "0510", "0609", "0610", "0710"}
	slobozia := wallachiaCase{
		name: "Slobozia 20 [3.0] set-up", file: "slobozia20.yaml",
		french: 25, anti: 20, moraleF: 5, moraleA: 6, first: scenario.AntiFrench, start: 1, end: 6,
		deploy: map[string][]string{"ot-boluk": bridgehead, "ot-djemaat": bridgehead},
		notUsed: []string{"ru-1-chass", "ru-2-chass", "ru-ix-reduced", "ru-xv-reduced", "ru-xxii-reduced", "ru-artillery-reduced",
			"ot-kirjali", "ot-agir-top", "ot-boluk-reduced", "ot-sipahi-reduced"},
		garrisons: map[string]scenario.Garrison{
			"0609": {Side: scenario.French, Strength: 1}, // Citadel Battery [9.4.4.1]
			"0708": {Side: scenario.French, Strength: 0}, // Ottoman Redoubt in Rousse [3.0 A]
			"0509": {Side: scenario.French}, "0510": {Side: scenario.French}, "0610": {Side: scenario.French}, "0710": {Side: scenario.French},
		},
		locs:       map[string]string{"0105": scenario.AntiFrench, "1902": scenario.French},
		objectives: map[string]string{"0708": scenario.French, "0609": scenario.French},
		tables: map[string][][2]string{
			"night-march":       {{"1", "1"}, {"2", "2"}, {"3-4", "3"}, {"5", "4"}, {"6", "5"}},
			"command-hierarchy": {{"≤1", "None"}, {"2", "1"}, {"3", "2"}, {"4", "3"}, {"5", "4"}, {"6", "5"}, {"7", "6"}, {"8+", "7"}},
		},
		cards: map[int]string{13: "Protect the Colors!", 14: "Sandbar"},
	}
	return []wallachiaCase{rousse, slobozia, campaign}
}

// TestWallachiaTranscriptions pins Rousse 20, Slobozia 20 and the campaign
// document against the Wallachia 20 rulebook and checks that the validator
// finds no errors.
func TestWallachiaTranscriptions(t *testing.T) {
	for _, tc := range wallachiaCases() {
		t.Run(tc.name, func(t *testing.T) {
			doc := mustLoad(t, tc.file)
			s := doc.Scenario
			if s.Edition != scenario.EditionWallachia || s.Charts.Set != "n20-wallachia20" {
				t.Errorf("edition %q, charts %q; want wallachia20, n20-wallachia20", s.Edition, s.Charts.Set)
			}
			if s.FirstPlayer != tc.first {
				t.Errorf("first player %q, want %q [4.0]", s.FirstPlayer, tc.first)
			}
			if s.Turns.Start != tc.start || s.Turns.End != tc.end {
				t.Errorf("turns %d-%d, want %d-%d [14.2]", s.Turns.Start, s.Turns.End, tc.start, tc.end)
			}
			if !slices.ContainsFunc(s.Turns.Turns, func(x scenario.Turn) bool { return x.Number == 6 && x.Night }) {
				t.Errorf("Turn 6 is not a night turn [14.2: Night Turn 6]")
			}
			count := map[string]int{}
			units := map[string]scenario.Unit{}
			for _, u := range s.Units {
				count[u.Side]++
				if _, dup := units[u.ID]; dup {
					t.Errorf("unit id %q twice", u.ID)
				}
				units[u.ID] = u
			}
			if count[scenario.French] != tc.french || count[scenario.AntiFrench] != tc.anti {
				t.Errorf("units Ottoman/Russian = %d/%d, want %d/%d", count[scenario.French], count[scenario.AntiFrench], tc.french, tc.anti)
			}
			morale := map[string]int{}
			for _, sd := range s.Sides {
				morale[sd.ID] = sd.Morale
			}
			if morale[scenario.French] != tc.moraleF || morale[scenario.AntiFrench] != tc.moraleA {
				t.Errorf("Morale Ottoman/Russian %d/%d, want %d/%d [3.0]", morale[scenario.French], morale[scenario.AntiFrench], tc.moraleF, tc.moraleA)
			}
			for id, hx := range tc.setup {
				if p := units[id].Placement; p.Kind != scenario.PlaceSetup || p.Hex != hx {
					t.Errorf("unit %s: placement %+v, want set-up in %s", id, p, hx)
				}
			}
			for id, hexes := range tc.deploy {
				if p := units[id].Placement; p.Kind != scenario.PlaceDeploy || !slices.Equal(zoneHexes(s, p), hexes) {
					t.Errorf("unit %s: placement %+v, want deploy in %v", id, p, hexes)
				}
			}
			for id, area := range tc.event {
				if p := units[id].Placement; p.Kind != scenario.PlaceEvent || p.EntryArea != area {
					t.Errorf("unit %s: placement %+v, want event arrival at area %s [11.6]", id, p, area)
				}
			}
			for _, id := range tc.notUsed {
				if u, ok := units[id]; !ok || u.Placement.Kind != scenario.PlaceNotUsed {
					t.Errorf("unit %s: placement %+v, want not_used [3.0]", id, u.Placement)
				}
			}
			// The "(-)" twins of [2.0]/[17.0] exist and are linked.
			for full, red := range map[string]string{"ru-ix": "ru-ix-reduced", "ru-xv": "ru-xv-reduced", "ru-xxii": "ru-xxii-reduced",
				"ru-artillery": "ru-artillery-reduced", "ot-boluk": "ot-boluk-reduced", "ot-sipahi": "ot-sipahi-reduced"} {
				if units[full].Reduced != red {
					t.Errorf("unit %s: reduced %q, want %q", full, units[full].Reduced, red)
				}
				if r, ok := units[red]; !ok || r.Strength != nil {
					t.Errorf("unit %s: missing, or a strength the rules do not give", red)
				}
			}
			garrisons := map[string]scenario.Garrison{}
			for _, g := range s.Map.Garrisons {
				garrisons[g.Hex] = g
			}
			if len(garrisons) != len(tc.garrisons) {
				t.Errorf("%d garrisons, want %d [9.4.4]", len(garrisons), len(tc.garrisons))
			}
			for hx, want := range tc.garrisons {
				if g, ok := garrisons[hx]; !ok || g.Side != want.Side || g.Strength != want.Strength {
					t.Errorf("garrison %s = %+v, want side %s strength %d [9.4.4]", hx, g, want.Side, want.Strength)
				}
			}
			marked := func(ms []scenario.MarkedHex) map[string]string {
				m := map[string]string{}
				for _, x := range ms {
					m[x.Hex] = x.Side
				}
				return m
			}
			if got := marked(s.Map.LOCs); !reflect.DeepEqual(got, tc.locs) {
				t.Errorf("LOCs %v, want %v [9.7.7]", got, tc.locs)
			}
			if got := marked(s.Map.Objectives); !reflect.DeepEqual(got, tc.objectives) {
				t.Errorf("objectives %v, want %v [14.0]", got, tc.objectives)
			}
			if s.Map.Terrain.At("0708") != "town" {
				t.Errorf("Rousse 0708 terrain %q, want town [9.4.4: the town hex of Rousse]", s.Map.Terrain.At("0708"))
			}
			for id, rows := range tc.tables {
				i := slices.IndexFunc(s.Tables, func(x scenario.Table) bool { return x.ID == id })
				if i < 0 {
					t.Errorf("table %s missing", id)
					continue
				}
				var got [][2]string
				for _, r := range s.Tables[i].Rows {
					got = append(got, [2]string{r.Roll, r.Results[0]})
				}
				if !slices.Equal(got, rows) {
					t.Errorf("table %s rows %v, want %v", id, got, rows)
				}
			}
			cards := map[int]string{}
			for _, c := range s.Deck.Cards {
				cards[c.Number] = c.Title
			}
			if !reflect.DeepEqual(cards, tc.cards) {
				t.Errorf("cards %v, want %v [3.0]", cards, tc.cards)
			}
			charts, err := templates.ChartSet(s.Charts.Set)
			if err != nil {
				t.Fatal(err)
			}
			for _, fd := range scenario.ValidateDocument(doc, scenario.Resolve(s, charts)) {
				if fd.Severity == scenario.Error {
					t.Errorf("%s", fd)
				}
			}
		})
	}
}

// TestSloboziaRules pins the Slobozia 20 rules the model cannot hold in
// plain fields: Turn 0, the command table modifiers, the card colours and the
// campaign Morale variants.
func TestSloboziaRules(t *testing.T) {
	s := mustLoad(t, "slobozia20.yaml").Scenario
	rules := map[string]scenario.Rule{}
	for _, r := range s.Special {
		rules[r.ID] = r
	}
	t.Run("4.1 Turn 0 is a Russian-only Pre-Dawn turn", func(t *testing.T) {
		r := rules["night-march"]
		if r.Kind != "turn_zero" || r.Params["turn"] != "0" || r.Params["table"] != "night-march" {
			t.Errorf("night-march rule %+v", r)
		}
	})
	t.Run("4.3 Command Hierarchy modifiers -2 surprise, +1 per Russian unit south of the Danube", func(t *testing.T) {
		i := slices.IndexFunc(s.Tables, func(x scenario.Table) bool { return x.ID == "command-hierarchy" })
		var got []int
		for _, m := range s.Tables[i].Modifiers {
			got = append(got, m.Value)
		}
		if !slices.Equal(got, []int{-2, 1}) {
			t.Errorf("modifiers %v, want [-2 1]", got)
		}
	})
	t.Run("3.0 card 14 Sandbar is red and starts in the discard pile", func(t *testing.T) {
		i := slices.IndexFunc(s.Deck.Cards, func(c scenario.Card) bool { return c.Number == 14 })
		if i < 0 || s.Deck.Cards[i].Colour != scenario.ColourRed || s.Deck.Cards[i].Placement != "discard" {
			t.Errorf("card 14: %+v", s.Deck.Cards)
		}
	})
	t.Run("17.0 A campaign starting Morale 7, or 6 after the other side's Marginal Victory", func(t *testing.T) {
		for _, sd := range s.Sides {
			var got []int
			for _, v := range sd.MoraleVariants {
				got = append(got, v.Morale)
			}
			if !slices.Equal(got, []int{7, 6}) {
				t.Errorf("side %s variants %v, want [7 6]", sd.ID, got)
			}
		}
	})
	t.Run("9.4.4.2 Perimeter Redoubts are Ottoman-only, +1", func(t *testing.T) {
		r := rules["slobozia-bridgehead"]
		if r.Kind != "perimeter_redoubt" || r.Params["hexes"] != "0509,0510,0610,0710" || r.Params["side"] != scenario.French {
			t.Errorf("slobozia-bridgehead rule %+v", r)
		}
	})
}

// TestWallachianCampaign pins the [17.0] campaign block and keeps the
// campaign document's Rousse 20 part in step with rousse20.yaml.
func TestWallachianCampaign(t *testing.T) {
	c := mustLoad(t, "wallachia20-campaign.yaml").Scenario
	r := mustLoad(t, "rousse20.yaml").Scenario
	sl := mustLoad(t, "slobozia20.yaml").Scenario
	if c.Campaign == nil {
		t.Fatal("no campaign block")
	}
	t.Run("games in order: Rousse 20 then Slobozia 20", func(t *testing.T) {
		var ids []string
		for _, g := range c.Campaign.Games {
			ids = append(ids, g.Scenario)
		}
		if !slices.Equal(ids, []string{r.ID, sl.ID}) {
			t.Errorf("games %v, want [%s %s]", ids, r.ID, sl.ID)
		}
	})
	steps := map[string]scenario.Step{}
	for _, st := range c.Campaign.Interphase {
		steps[st.Kind] = st
	}
	t.Run("A: both Morale markers to 7", func(t *testing.T) {
		p := steps["morale_reset"].Params
		if p[scenario.French] != "7" || p[scenario.AntiFrench] != "7" {
			t.Errorf("morale_reset params %v", p)
		}
		if steps["morale_set"].Params["morale"] != "6" {
			t.Errorf("morale_set params %v, want morale 6 for the loser of a Marginal Victory", steps["morale_set"].Params)
		}
	})
	t.Run("B: Rally roll -1 eliminated, +1 draw or own marginal victory", func(t *testing.T) {
		p := steps["unit_recovery"].Params
		if p["modifier_permanently_eliminated"] != "-1" || p["modifier_draw_or_own_marginal_victory"] != "+1" || p["morale_spend"] == "" {
			t.Errorf("unit_recovery params %v", p)
		}
	})
	t.Run("reduced strength: each (-) twin exists in Slobozia 20", func(t *testing.T) {
		p := steps["unit_reduction"].Params
		ids := map[string]bool{}
		for _, u := range sl.Units {
			ids[u.ID] = true
		}
		n := 0
		for full, red := range p {
			if full == "scenario" || full == "other_units" {
				continue
			}
			n++
			if !ids[full] || !ids[red] {
				t.Errorf("reduction %s -> %s: unit missing from %s", full, red, sl.ID)
			}
		}
		if n != 6 {
			t.Errorf("%d reductions, want 6 (IX, XV, XXII, ARTILLERY, BOLUK, SIPAHI)", n)
		}
	})
	t.Run("the campaign document carries Rousse 20's map, sides and units", func(t *testing.T) {
		if !reflect.DeepEqual(c.Map, r.Map) || !reflect.DeepEqual(c.Sides, r.Sides) || c.FirstPlayer != r.FirstPlayer || !reflect.DeepEqual(c.Turns, r.Turns) {
			t.Error("map, sides, first player or turns differ from rousse20.yaml")
		}
		if len(c.Units) != len(r.Units) {
			t.Fatalf("%d units, rousse20.yaml has %d", len(c.Units), len(r.Units))
		}
		for i := range c.Units {
			cu, ru := c.Units[i], r.Units[i]
			cu.Placement, ru.Placement, cu.Note, ru.Note = scenario.Placement{}, scenario.Placement{}, "", ""
			if !reflect.DeepEqual(cu, ru) {
				t.Errorf("unit %s differs from rousse20.yaml", c.Units[i].ID)
			}
		}
	})
}
