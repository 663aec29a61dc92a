package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule17_2_BailenFreeForcedMarch: on Turn 21 the French Forced March
// costs no Morale Point; on other turns it costs one (12.2.1).
func TestRule17_2_BailenFreeForcedMarch(t *testing.T) {
	cases := []struct {
		name   string
		turn   int
		morale int
		want   int
		errSub string
	}{
		{"free on turn 21", 21, 5, 5, ""},
		{"free on turn 21 with no Morale to spend", 21, 0, 0, ""},
		{"one point on turn 22", 22, 5, 4, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Turns = scenario.TurnTrack{Start: 21, End: 24}
			f.s.Special = []scenario.Rule{{ID: "free-forced-march", Number: "17.2", Title: "Free Forced March", Kind: "free_forced_march",
				Params: map[string]string{"side": "french", "turn": "21"}}}
			s := f.state(rules.PhaseMovement)
			s.Turn = tc.turn
			s.Morale[rules.French] = tc.morale
			s, _ = apply(t, s, rules.ForceMarch{})
			if s.Morale[rules.French] != tc.want || !s.ForcedMarch {
				t.Fatalf("French Morale %d, want %d (forced %v)", s.Morale[rules.French], tc.want, s.ForcedMarch)
			}
		})
	}
}

// TestRule12_2_1_TalaveraForcedMarchPerArmy: the Allies pay for each army
// (British, Spanish): a Forced March of every Allied unit costs two Morale
// Points; the French pay one.
func TestRule12_2_1_TalaveraForcedMarchPerArmy(t *testing.T) {
	cases := []struct {
		name   string
		side   int
		morale int
		want   int
		errSub string
	}{
		{"Allies pay two", rules.AntiFrench, 5, 3, ""},
		{"Allies with one point may not", rules.AntiFrench, 1, 1, "2 needed"},
		{"French pay one", rules.French, 5, 4, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fr-inf", scenario.French, scenario.TypeInfantry, 3, 3, "0303")
			f.unit("af-inf", scenario.AntiFrench, scenario.TypeInfantry, 3, 3, "0909")
			f.s.Special = []scenario.Rule{{ID: "allied-forced-march", Number: "12.2.1", Title: "Forced March", Kind: "morale_per_army",
				Params: map[string]string{"action": "forced_march", "armies": "British,Spanish", "side": "anti-french"}}}
			s := f.state(rules.PhaseMovement)
			s.Phasing = tc.side
			s.Morale[tc.side] = tc.morale
			ns, _, err := s.Apply(rules.ForceMarch{}, &rules.ScriptedDice{})
			if tc.errSub != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errSub) {
					t.Fatalf("got %v, want %q", err, tc.errSub)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ns.Morale[tc.side] != tc.want {
				t.Fatalf("Morale %d, want %d", ns.Morale[tc.side], tc.want)
			}
		})
	}
}
