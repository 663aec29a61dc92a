package kinds

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// precariousRule is the Talavera 20 7.8 rule as talavera20-full gives it.
func precariousRule() scenario.Rule {
	return scenario.Rule{ID: "precarious-security", Number: "7.8", Title: "Precarious British Security", Kind: "zoc_exception",
		Params: map[string]string{"applies_to": "British infantry", "table": "british-no-sentry", "ends": "1-2", "stops": "1-4"}}
}

// TestTalavera7_8_PrecariousBritishSecurity: a French unit whose move
// ends in the ZOC of a British Infantry unit rolls on the No-Sentry Table:
// 1-2 it stops and the rule ends, 3-4 it stops, 5-6 it may move on with
// its Movement Points left; Spanish units and British Cavalry stop it as
// usual (Talavera 20 7.8).
func TestTalavera7_8_PrecariousBritishSecurity(t *testing.T) {
	cases := []struct {
		name       string
		rule       bool
		nat, typ   string // the enemy whose ZOC covers the destination
		spanish    bool   // a Spanish unit's ZOC covers it too
		rolls      []int
		wantCont   bool // a second Move is legal
		wantPosted bool
	}{
		{"5-6: the unit need not stop", true, "British", in, false, []int{6}, true, false},
		{"3-4: the unit stops", true, "British", in, false, []int{4}, false, false},
		{"1-2: it stops and the rule ends", true, "British", in, false, []int{2}, false, true},
		{"another enemy ZOC still stops it", true, "British", in, true, []int{5}, false, false},
		{"Spanish infantry: no roll", true, "Spanish", in, false, nil, false, false},
		{"British cavalry: no roll", true, "British", cv, false, nil, false, false},
		{"without the rule: no roll", false, "British", in, false, nil, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			fa := "0606"
			h1 := f.nb(fa, hex.SE)
			h2 := f.nb(h1, hex.SE)
			f.unit("fa", fr, in, 3, 4, fa)
			f.unit("bi", af, tc.typ, 3, 3, f.nb(h2, hex.SE))
			f.setUnit("bi", func(u *scenario.Unit) { u.Nationality = tc.nat })
			if tc.spanish {
				f.unit("sp", af, in, 3, 3, f.nb(h2, hex.S))
				f.setUnit("sp", func(u *scenario.Unit) { u.Nationality = "Spanish" })
			}
			f.s.Tables = []scenario.Table{{ID: "british-no-sentry", Title: "British No-Sentry Table", Rule: "7.8", Dice: "1d6"}}
			if tc.rule {
				f.s.Special = []scenario.Rule{precariousRule()}
			}
			s := f.state(rules.PhaseMovement)
			s, _ = apply(t, s, rules.Move{Unit: "fa", To: h2}, tc.rolls...)
			on := f.nb(h2, hex.N) // out of every enemy ZOC
			err := s.Legal(rules.Move{Unit: "fa", To: on})
			if (err == nil) != tc.wantCont {
				t.Fatalf("moving on to %s: err %v, want a legal move %v", on, err, tc.wantCont)
			}
			if precariousSlot.Of(s).posted != tc.wantPosted {
				t.Errorf("Sentries Posted %v, want %v", precariousSlot.Of(s).posted, tc.wantPosted)
			}
			if tc.wantCont {
				if far3 := f.nb(f.nb(on, hex.N), hex.N); s.Legal(rules.Move{Unit: "fa", To: far3}) == nil {
					t.Errorf("fa may move on 3 hexes to %s with 2 Movement Points left", far3)
				}
				s, _ = apply(t, s, rules.Move{Unit: "fa", To: on})
				if far := f.nb(f.nb(h2, hex.N), hex.N); s.Legal(rules.Move{Unit: "fa", To: far}) == nil {
					t.Errorf("fa moved on beyond its Movement Allowance to %s", far)
				}
			}
		})
	}
}
