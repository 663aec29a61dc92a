package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// redoubtMarkerFixture: the Russian Redoubt marker's zero-strength Garrison
// in the town of Rousse (0708) with a Russian unit, an Ottoman unit next to
// it, and, with rule, the redoubt_marker rule of Rousse 20 (3.0, 9.4.4).
func redoubtMarkerFixture(t *testing.T, rule bool) *fixture {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("ru", af, in, 3, 2, "0708")
	f.unit("ot", fr, in, 3, 2, "0608")
	f.unit("far", fr, in, 1, 2, "0102")
	f.terrain("0708", "town")
	f.loc("1408", af)
	f.loc("0101", fr)
	f.opt.Optional = []string{"16.4"}
	f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0708", Side: af, Strength: 0}}
	if rule {
		f.s.Special = []scenario.Rule{{ID: "rousse-garrison", Number: "9.4.4", Title: "The Russian Redoubt in Rousse", Kind: "redoubt_marker",
			Params: map[string]string{"garrison_strength": "0", "hex": "0708", "side": af}}}
	}
	return f
}

// TestRousse9_4_4_RedoubtMarkerIsRedoubtTerrain: the hex of the Russian
// REDOUBT MARKER in Rousse (0708) is a Redoubt hex while the marker is on
// the map: "ZOCs extend into all types of terrain hexes except Fortified
// and Redoubt hexes" (7.0), so the Russian unit there owes no attack
// (9.4.3); "Units in a Fortified or Redoubt hex subtract one (-1) from the
// Rout die roll ... If the modified result is less than one (<1), the
// outcome is changed to 'Withdraws'" (9.6.2); "Units in a Fortified or
// Redoubt hex may always Retreat one fewer hex" (9.7.2.2). Without the
// rule, or once the Garrison is destroyed, the hex is only a Town.
func TestRousse9_4_4_RedoubtMarkerIsRedoubtTerrain(t *testing.T) {
	cases := []struct {
		name      string
		rule      bool
		destroyed bool // the Garrison (and its marker) gone (9.4.4.4)
		want      bool // the hex is a Redoubt hex
	}{
		{"the marker on the map", true, false, true},
		{"no redoubt_marker rule", false, false, false},
		{"the Garrison destroyed", true, true, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := redoubtMarkerFixture(t, tc.rule)
			s := f.state(rules.PhaseCombat)
			ru, g := mustUnit(s, t, "ru"), mustUnit(s, t, "garrison-0708")
			h := mustHex(s, t, "0708")
			if tc.destroyed {
				s.Remove(g, rules.AtEliminated)
			}
			if got := s.InEZOC(ru); got == tc.want {
				t.Errorf("7.0: the Russian unit in 0708 in the Ottoman ZOC: %v, want %v", got, !tc.want)
			}
			if !s.InEZOC(mustUnit(s, t, "ot")) {
				t.Error("7.0: the ZOC of the unit in the Redoubt still extends out of it")
			}
			if got := s.FortFor(h, rules.AntiFrench); got != tc.want {
				t.Fatalf("0708 a Redoubt hex: %v, want %v", got, tc.want)
			}
			// 9.6.2: a Rout roll of 3 routs 2 hexes, a roll of 1 Withdraws.
			wantDist, wantWithdraw := 3, false
			if tc.want {
				wantDist = 2
			}
			if d, w := s.B.RoutDistance(false, 3, s.FortFor(h, rules.AntiFrench)); d != wantDist || w != wantWithdraw {
				t.Errorf("9.6.2: rout roll 3 gives %d hexes (withdraw %v), want %d", d, w, wantDist)
			}
			if _, w := s.B.RoutDistance(false, 1, s.FortFor(h, rules.AntiFrench)); w != tc.want {
				t.Errorf("9.6.2: rout roll 1 is a Withdraw: %v, want %v", w, tc.want)
			}
			// 9.7.2.2: on a Withdraw the unit retreats one fewer hex and holds.
			var md rules.MoraleDelta
			var ev []rules.Event
			s.RetreatUnit(ru, 1, false, nil, &rules.ScriptedDice{Rolls: []int{6, 6, 6}}, &md, &ev)
			if held := s.Units[ru].Hex == h; held != tc.want {
				t.Errorf("9.7.2.2: the Russian unit holds 0708 on a Withdraw: %v, want %v (%v)", held, tc.want, ev)
			}
		})
	}
}

// TestSlobozia9_4_4_RedoubtMarkerIsARallyHex: the hex of a Redoubt marker
// on open ground is a natural rallying point, "an empty Town, Fortified,
// Redoubt OR your side's Objective hex" (16.4), while its Garrison is on
// the map; without the rule, or once the Garrison is destroyed, it is not.
func TestSlobozia9_4_4_RedoubtMarkerIsARallyHex(t *testing.T) {
	for _, tc := range []struct {
		name            string
		rule, destroyed bool
		want            bool
	}{{"the marker on the map", true, false, true}, {"no redoubt_marker rule", false, false, false}, {"the Garrison destroyed", true, true, false}} {
		t.Run(tc.name, func(t *testing.T) {
			f := redoubtMarkerFixture(t, tc.rule)
			f.s.Map.Garrisons[0].Hex = "1206"
			if tc.rule {
				f.s.Special[0].Params["hex"] = "1206"
			}
			s := f.state(rules.PhaseNight)
			if tc.destroyed {
				s.Remove(mustUnit(s, t, "garrison-1206"), rules.AtEliminated)
			}
			if got := s.RallyHex(mustHex(s, t, "1206"), rules.AntiFrench); got != tc.want {
				t.Errorf("16.4: 1206 with the Redoubt marker is a Rally hex: %v, want %v", got, tc.want)
			}
		})
	}
}

// TestRousse9_4_4_RedoubtMarkerNote: the rule's note says what is applied.
func TestRousse9_4_4_RedoubtMarkerNote(t *testing.T) {
	notes := strings.Join(redoubtMarkerFixture(t, true).board().Notes(), "\n")
	for _, want := range []string{"its hex is a Redoubt hex", "no ZOC extends into it (7.0", "(9.6.2)", "(9.7.2.2)", "(16.4)", "removed with its Garrison"} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q:\n%s", want, notes)
		}
	}
}

// TestRousse9_4_4_RedoubtMarker: a Redoubt marker's zero-strength Garrison
// is applied by the map's garrisons; one the map lacks, and Redoubts set up
// in a described zone, are reported as not applied (Rousse 20 and Slobozia
// 20 9.4.4).
func TestRousse9_4_4_RedoubtMarker(t *testing.T) {
	cases := []struct {
		name   string
		params map[string]string
		want   string
	}{
		{"Rousse garrison on the map", map[string]string{"garrison_strength": "0", "hex": "0708", "side": "anti-french"},
			"applied by the map's anti-french Garrison of intrinsic strength 0 in 0708 (9.4.4)"},
		{"garrison of the other side", map[string]string{"garrison_strength": "0", "hex": "0708", "side": "french"},
			"the map has no french garrison of strength 0 in 0708; not applied"},
		{"Slobozia Redoubts set up in a zone", map[string]string{"garrison_strength": "0", "french_hexes": "0708", "anti-french_count": "2", "anti-french_zone": "north shore"},
			"the 2 anti-french Redoubt marker(s) placed during set-up (north shore) and their Garrisons are not applied"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("fr", scenario.French, scenario.TypeInfantry, 3, 3, "0505")
			f.unit("af", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "1010")
			f.s.Map.Garrisons = []scenario.Garrison{{Hex: "0708", Side: sideOfParams(tc.params), Strength: 0}}
			f.s.Special = []scenario.Rule{{ID: "garrison", Number: "9.4.4", Title: "Redoubt", Kind: "redoubt_marker", Params: tc.params}}
			b := f.board()
			if !hasNote(b, "garrison", tc.want) {
				t.Fatalf("no note with %q in %q", tc.want, b.Notes())
			}
		})
	}
}

// sideOfParams is the side of the map garrison of a redoubt test: the
// Anti-French side unless the rule lists French hexes.
func sideOfParams(p map[string]string) string {
	if p["french_hexes"] != "" {
		return scenario.French
	}
	return scenario.AntiFrench
}
